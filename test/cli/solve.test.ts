/** `farkle-rules solve`: the first player's chance and the score table agree with optimalWinChance. */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance } from '../../src/index.js';
import { percent } from '../../src/cli/format.js';
import { solveBar } from '../../src/cli/solve.js';
import { overlong, run, withRules } from './io.js';

describe('solve', () => {
  it('prints the first player’s chance and win chances by score, as the solver gives them', async () => {
    const { code, out, err } = await run(['solve', '--target', '600']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(overlong(out)).toEqual([]);
    const solved = optimalWinChance('classic', { target: 600 });
    expect(out).toContain(`the first player wins ${percent(solved.firstPlayerWinChance)} of games`);
    // The table's rows are own scores 0, 150, 300, 450, 500 (quarters of 600 on the 50-point grid).
    const row = out.split('\n').find((line) => /^ {2}300 /.test(line));
    expect(row?.trim().split(/ +/).slice(1)).toEqual(
      [0, 150, 300, 450, 500].map((theirs) => percent(solved.winChance(300, theirs))),
    );
  });

  it('says what the chance counts: ties only where a final round makes them, and with lives the second player and nobody', async () => {
    const classic = await run(['solve', '--target', '600']);
    expect(classic.out).toContain('(a tie counts as half a win).');
    const farkel = await run(['solve', '--rules', 'farkel', '--target', '2000']);
    const solved = optimalWinChance('farkel', { target: 2000 });
    const second = solved.opponentWinChance?.(0, 0) ?? NaN;
    expect(farkel.out).toContain(`(the second player wins ${percent(second)}; nobody wins ${percent(Math.max(0, 1 - solved.firstPlayerWinChance - second))} of games).`);
    expect(farkel.out).not.toContain('tie');
    // Each score once in the table: at 2,000 points, 75 % and 90 % both round to 1,500.
    const header = farkel.out.split('\n').find((line) => line.includes('you \\ them')) ?? '';
    const columns = header.trim().split(/ +/).slice(3);
    expect(columns).toEqual([...new Set(columns)]);
    expect(columns).toEqual(['0', '500', '1,000', '1,500']);
  });

  it('draws progress on a terminal up to the whole table, then clears it', async () => {
    const { statuses } = await run(['solve', '--target', '400'], undefined, { tty: true });
    expect(statuses.at(-2)).toBe(solveBar(1));
    expect(statuses.at(-1)).toBe('');
  });

  it('refuses rules the solver does not model unless told to ignore them', async () => {
    await withRules({ turn: { carryOn: true } }, async (path) => {
      const refused = await run(['solve', '--rules', path, '--target', '500']);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('[unsupported-rules]');
      const ignored = await run(['solve', '--rules', path, '--target', '500', '--ignore-unsupported']);
      expect(ignored.code).toBe(0);
      expect(ignored.out).toContain('table.json rules to 500, two players');
    });
  });

  it('rejects a bad number of workers', async () => {
    const { code, err } = await run(['solve', '--workers', '0']);
    expect(code).not.toBe(0);
    expect(err).toMatch(/workers/);
  });
});

describe('solve under house rules (a rules file)', () => {
  it('five dice with no risk: the first player’s chance as the solver gives it', async () => {
    const overrides = { dice: 5, turn: { noRisk: true }, end: { finalRound: false } };
    await withRules(overrides, async (path) => {
      const { code, out } = await run(['solve', '--rules', path, '--target', '500']);
      expect(code).toBe(0);
      const solved = optimalWinChance(defineRules({ ...overrides, end: { ...overrides.end, target: 500 } }));
      expect(out).toContain(`the first player wins ${percent(solved.firstPlayerWinChance)} of games`);
    });
  });

  it('refuses a house rule the solver does not model, naming it', async () => {
    await withRules({ turn: { carryOn: true } }, async (path) => {
      const { code, err } = await run(['solve', '--rules', path, '--target', '300']);
      expect(code).toBe(1);
      expect(err).toContain('[unsupported-rules]');
      expect(err).toContain('turn.carryOn');
    });
  });
});
