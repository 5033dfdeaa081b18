/**
 * `farkle-rules tables info` and what `tables build` refuses before it solves: a solve
 * estimated over ten minutes without --force, rules the solver does not model, a bad
 * --out, a target that is not a positive integer; and the subcommands' command lines.
 * The solves themselves run on the build's worker threads: tables-build.test.ts.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeWinTable, optimalWinChance, readWinTable, rulesFingerprint } from '../../src/index.js';
import { percent } from '../../src/cli/format.js';
import { overlong, run } from './io.js';

const dir = mkdtempSync(join(tmpdir(), 'farkle-tables-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, bytes: Uint8Array | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

/** The one line a refusal prints on stderr, with its exit code and nothing on stdout. */
function expectRefused(result: { code: number; out: string; err: string }, code: number, line: string | RegExp): void {
  expect(result.code).toBe(code);
  expect(result.out).toBe('');
  expect(result.err.split('\n').filter((text) => text !== '')).toHaveLength(1);
  if (typeof line === 'string') expect(result.err).toBe(`farkle-rules: ${line}\n`);
  else expect(result.err).toMatch(line);
}

describe('tables info', () => {
  const solved = optimalWinChance('classic', { target: 500 });
  const bytes = encodeWinTable(solved);
  const good = file('classic-500.bin', bytes);

  it('says what the file holds: rules, target, states, encoding, error, first chance, fingerprint, size', async () => {
    const { code, out, err } = await run(['tables', 'info', good]);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(overlong(out)).toEqual([]);
    const row = (name: string): string | undefined => out.split('\n').find((line) => line.startsWith(`  ${name} `))?.slice(name.length + 2).trim();
    expect(out.split('\n')[0]).toBe(`${good}: a solved two-player game`);
    expect(row('rules')).toBe('classic');
    expect(row('target')).toBe('500');
    expect(row('states')).toBe(String(solved.table.length));
    // The compact encoding: within 2^-24 of the solve (FORMAT.md).
    expect(row('encoding')).toBe(`compact: each chance within ${(2 ** -24).toExponential(1)} of the solve`);
    expect(row('first player')).toBe(`wins ${percent(solved.firstPlayerWinChance)} of games`);
    // Classic's tied leaders share the win: no play-off.
    expect(row('play-off')).toBe('none: tied leaders share the win');
    expect(row('fingerprint')).toBe(rulesFingerprint('classic'));
    expect(row('format')).toBe('2, layout 1');
    expect(row('checksum')).toMatch(/^[0-9a-f]{32} \(values checked\)$/);
    expect(row('size')).toBe(`${bytes.length.toLocaleString('en-US')} bytes, ${(bytes.length / solved.table.length).toFixed(2)} bytes a state`);
  });

  it('says the play-off’s chance where tied leaders play off (zilch), as the file holds it, in text and JSON', async () => {
    const zilch = encodeWinTable(optimalWinChance('zilch', { target: 400 }));
    const chance = readWinTable(zilch).playOffChance;
    expect(chance).toBeGreaterThan(0);
    expect(chance).toBeLessThan(1);
    const path = file('zilch-400.bin', zilch);
    const { code, out } = await run(['tables', 'info', path]);
    expect(code).toBe(0);
    expect(out).toContain(`\n  play-off      the lower seat, first to play, wins ${percent(chance ?? 0)} of them\n`);
    expect(overlong(out)).toEqual([]);
    expect((JSON.parse((await run(['tables', 'info', path, '--json'])).out) as { playOffChance: unknown }).playOffChance).toBe(chance);
  });

  it('prints the same as JSON with --json, and says exact for an exact table', async () => {
    const exact = file('exact.bin', encodeWinTable(solved, { encoding: 'exact' }));
    const { code, out } = await run(['tables', 'info', exact, '--json']);
    expect(code).toBe(0);
    const info = JSON.parse(out) as Record<string, unknown>;
    expect(info).toMatchObject({ file: exact, encoding: 'exact', maxError: 0, target: 500, states: solved.table.length, fingerprint: rulesFingerprint('classic') });
    expect(info.firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
    expect(info.bytes).toBe(96 + JSON.stringify(solved.rules).length + 8 * solved.table.length);
    expect((info.rules as { name: string }).name).toBe('classic');
    expect((await run(['tables', 'info', exact])).out).toContain('  encoding      exact: every chance as solved (8 bytes)\n');
  });

  it('refuses a damaged file with exit code 1 and the code of the refusal, naming the file', async () => {
    // A byte of the body changed: the header reads, the values do not match the checksum.
    const body = Uint8Array.from(bytes);
    body[body.length - 3] = (body[body.length - 3] as number) ^ 0xff;
    const damaged = file('damaged.bin', body);
    expectRefused(await run(['tables', 'info', damaged]), 1, new RegExp(`^farkle-rules: ${damaged}: table\\.[a-z]+: .* \\[invalid-table\\]\\n$`));
    // The magic changed: not a table file at all.
    const header = Uint8Array.from(bytes);
    header[0] = 0x41;
    const junk = file('junk.bin', header);
    expectRefused(await run(['tables', 'info', junk]), 1, new RegExp(`^farkle-rules: ${junk}: table\\.magic: .*\\[invalid-table\\]\\n$`));
    expectRefused(await run(['tables', 'info', file('text.bin', 'hello')]), 1, /\[invalid-table\]\n$/);
    expectRefused(await run(['tables', 'info', join(dir, 'none.bin')]), 1, `${join(dir, 'none.bin')}: cannot read the table file (no such file) [invalid-options]`);
    expectRefused(await run(['tables', 'info', dir]), 1, `${dir}: cannot read the table file (it is a folder; a table file must be a regular file) [invalid-options]`);
  });
});

describe('tables build refuses before it solves', () => {
  it('a solve estimated over ten minutes, without --force, as solve does', async () => {
    const out = join(dir, 'zilch.bin');
    const result = await run(['tables', 'build', '--rules', 'zilch', '--target', '10000', '--out', out, '--workers', '1']);
    const solve = await run(['solve', '--rules', 'zilch', '--target', '10000', '--no-tables']);
    expectRefused(result, 1, /^farkle-rules: --target: a solve estimated at about [\d.]+ (min|h) \(over ten minutes\); pass --force to run it, or a smaller --target \[invalid-options\]\n$/);
    expect(result.err).toBe(solve.err);
    expect(readdirSync(dir)).not.toContain('zilch.bin');
  });

  it('rules the solver does not model, in one line with the code solve reports', async () => {
    const rules = file('carry.json', JSON.stringify({ turn: { carryOn: true } }));
    const out = join(dir, 'carry.bin');
    const result = await run(['tables', 'build', '--rules', rules, '--target', '500', '--out', out]);
    expectRefused(result, 1, /^farkle-rules: turn\.carryOn: .*turn\.carryOn.* \[unsupported-rules\]\n$/);
    expect(result.err).not.toContain('ignore');
    expect(readdirSync(dir).filter((name) => name.includes('carry.bin'))).toEqual([]);
  });

  it('an --out that is a folder, or in a folder that does not exist', async () => {
    const args = ['tables', 'build', '--target', '500', '--out'];
    expectRefused(await run([...args, dir]), 1, `--out: cannot write the table file ${JSON.stringify(dir)} (it is a folder; name a file in it) [invalid-options]`);
    const missing = join(dir, 'no-such-folder', 'classic.bin');
    expectRefused(await run([...args, missing]), 1, `--out: cannot write the table file ${JSON.stringify(missing)} (its folder ${JSON.stringify(join(dir, 'no-such-folder'))} does not exist) [invalid-options]`);
  });

  it.each(['0', '-500', '1.5', 'abc', '5e3'])('a target that is not a positive integer: %s', async (target) => {
    const result = await run(['tables', 'build', `--target=${target}`, '--out', join(dir, 'x.bin')]);
    expectRefused(result, 1, `--target: expected a whole number 1 or more, got ${JSON.stringify(target)} [invalid-options]`);
  });
});

describe('the command line of tables', () => {
  it.each([
    [['tables'], 'tables takes a subcommand: build, info FILE or list (farkle-rules --help lists them)'],
    [['tables', 'lsit'], 'unknown subcommand tables "lsit"; did you mean list? (tables takes build, info FILE or list)'],
    [['tables', 'info'], 'tables info takes one table file: farkle-rules tables info FILE, got none (farkle-rules --help lists them)'],
    [['tables', 'info', 'a.bin', '--rules', 'zilch'], 'tables info does not take --rules; it takes --json (farkle-rules --help lists them)'],
    [['tables', 'list', '--rules', 'zilch'], 'tables list does not take --rules; it takes --json (farkle-rules --help lists them)'],
    [['tables', 'build', '--out', 'x.bin'], 'tables build needs --target and --out: farkle-rules tables build --rules NAME|FILE --target N --out FILE (farkle-rules --help lists the options)'],
    [['tables', 'build', '--target', '500'], 'tables build needs --target and --out: farkle-rules tables build --rules NAME|FILE --target N --out FILE (farkle-rules --help lists the options)'],
    [['tables', 'build', '--target', '500', '--out', 'x.bin', '--seed', '3'], 'tables does not take --seed; it takes --rules, --target, --out, --workers, --exact, --force, --json (farkle-rules --help lists them)'],
  ])('%j is refused with exit code 2', async (args, message) => {
    expectRefused(await run(args), 2, message);
  });
});
