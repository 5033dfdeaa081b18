/**
 * Player names the CLI prints (issue 29, item 5): `demo --players` wrote a name's escape and bell
 * characters to the terminal at every turn. A name holding a character a terminal acts on is
 * refused before the game, in one line that does not echo it; any other name plays as typed.
 */
import { describe, expect, it } from 'vitest';
import { run, typed } from './io.js';

/** Characters a terminal acts on: none may reach standard output or standard error. */
const CONTROL = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u;

/** What was written, less the line ends the CLI writes itself. */
function written(result: { out: string; err: string }): string {
  return (result.out + result.err).replaceAll('\n', '');
}

describe('player names with control characters', () => {
  it.each([
    ['an escape sequence and a bell', 'Ann\u001b[31m\u0007,Bob', 1, 'U+001B at character 4'],
    ['a title-setting sequence', 'Ann,\u001b]0;owned\u0007', 2, 'U+001B at character 1'],
    ['a tab', 'Ann\tLee,Bob', 1, 'U+0009 at character 4'],
    ['a delete', 'Ann,Bob\u007f', 2, 'U+007F at character 4'],
    ['a C1 control', 'Ann\u009b2J,Bob', 1, 'U+009B at character 4'],
    ['a right-to-left override', 'Ann,\u202eboB', 2, 'U+202E at character 1'],
    ['a line separator', 'Ann\u2028Bob,Cy', 1, 'U+2028 at character 4'],
  ])('demo refuses a name holding %s, before any game, writing none of it', async (_name, players, seat, where) => {
    const result = await run(['demo', '--players', players, '--seed', '1']);
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toBe(`farkle-rules: --players, name ${seat}: expected a name of printable characters, got one holding ${where} [invalid-players]\n`);
    expect(written(result)).not.toMatch(CONTROL);
  });

  it('play refuses them too, before reading any input', async () => {
    const result = await run(['play', '--players', 'Ann\u001b[2J,optimal', '--seed', '1'], typed(['r', 'q']));
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toContain('--players, name 1: expected a name of printable characters');
    expect(written(result)).not.toMatch(CONTROL);
  });

  it('names of letters of any script, emoji and joiners play as typed', async () => {
    const result = await run(['demo', '--players', 'Zoë,Łukasz 👩‍👩‍👧,山田', '--seed', '3', '--target', '1000']);
    expect(result.code).toBe(0);
    expect(result.out).toContain('Zoë vs Łukasz 👩‍👩‍👧 vs 山田');
    expect(result.out).toContain('Game over:');
    expect(written(result)).not.toMatch(CONTROL);
  });
});
