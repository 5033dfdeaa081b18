/**
 * `farkle-rules odds`. The six-dice farkle count for classic is derived by hand:
 * nothing scores when every die is a 2, 3, 4 or 6 with no triple and no three
 * pairs, so the counts are two pairs and two singles of those four faces:
 * C(4,2) choices of the paired faces x 6!/(2!2!) orders = 6 x 180 = 1080 of 6^6 = 46656.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, defineRules, optimalTurn, rollOdds } from '../../src/index.js';
import { bankThreshold } from '../../src/cli/odds.js';
import { decimal, points } from '../../src/cli/format.js';
import { overlong, run, withRules } from './io.js';

/** The rows of the roll table: dice count -> its cells. */
function rollRows(out: string): Map<number, string[]> {
  const rows = new Map<number, string[]>();
  for (const line of out.split('\n')) {
    const match = /^\s+([1-6])\s+(\d+\/\d+)\s+([\d.]+%)\s+(\d+\/\d+)\s+([\d.]+%)\s+([\d,.]+)$/.exec(line);
    if (match !== null) rows.set(Number(match[1]), match.slice(2));
  }
  return rows;
}

describe('odds', () => {
  it('prints the hand-derived 1080/46656 farkle chance of six classic dice', async () => {
    const { code, out } = await run(['odds']);
    expect(code).toBe(0);
    expect(rollRows(out).get(6)?.slice(0, 2)).toEqual(['1080/46656', '2.31%']);
    expect(rollRows(out).get(1)?.slice(0, 4)).toEqual(['4/6', '66.67%', '2/6', '33.33%']);
  });

  it.each(PRESET_NAMES)('%s: every row agrees with rollOdds, and every line fits 80 columns', async (name) => {
    const { code, out } = await run(['odds', '--rules', name]);
    expect(code).toBe(0);
    expect(overlong(out)).toEqual([]);
    const rows = rollRows(out);
    expect([...rows.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [n, cells] of rows) {
      const odds = rollOdds(n, name);
      expect(cells[0]).toBe(`${odds.farkle.numerator}/${odds.rolls}`);
      expect(cells[2]).toBe(`${odds.hotDice.numerator}/${odds.rolls}`);
      expect(cells[4]).toBe(decimal(odds.expectedPoints.numerator / odds.rolls, 2));
    }
    expect(out).toContain(decimal(optimalTurn(name).expectedScore, 2));
    expect(out).toContain(decimal(optimalTurn(name, { onBoard: false }).expectedScore, 2));
    // Spicy dice: the model of the dice by id is built first.
  }, 60_000);

  it('prints the bank thresholds for both sides of the entry minimum', async () => {
    const { out } = await run(['odds']);
    const onBoard = optimalTurn('classic');
    const notOnBoard = optimalTurn('classic', { onBoard: false });
    const row = (policy: typeof onBoard): string => [1, 2, 3, 4, 5, 6].map((n) => points(bankThreshold(policy, n) ?? 0)).join(' ');
    const squeeze = (line: string | undefined): string => (line ?? '').trim().replace(/\s+/g, ' ');
    const lines = out.split('\n');
    expect(squeeze(lines.find((l) => l.startsWith('on the board ')))).toBe(`on the board ${row(onBoard)}`);
    expect(squeeze(lines.find((l) => l.startsWith('not on the board ')))).toBe(`not on the board ${row(notOnBoard)}`);
  });
});

describe('bankThreshold', () => {
  it.each(PRESET_NAMES.flatMap((name) => [true, false].map((onBoard) => [name, onBoard] as const)))(
    '%s, on board %s: banks at the threshold and rolls one step below it',
    (name, onBoard) => {
      const policy = optimalTurn(name, { onBoard });
      // With spicy dice, every set of dice by id: which are left decides their red faces.
      const sets = (count: number): (number | number[])[] =>
        policy.rules.spicyDice && count < 6 ? [...Array(64).keys()].map((m) => [0, 1, 2, 3, 4, 5].filter((id) => (m >> id) & 1)).filter((ids) => ids.length === count) : [count];
      for (let count = 1; count <= 6; count++) {
        for (const dice of sets(count)) {
          const threshold = bankThreshold(policy, dice);
          if (rollOdds(count, name).farkle.numerator === 0) {
            // Dice that cannot farkle (six under zilch's zen rule) are always worth rolling: no threshold.
            expect(threshold).toBeNull();
            continue;
          }
          expect(threshold).not.toBeNull();
          const at = threshold ?? 0;
          expect(at % policy.step).toBe(0);
          expect(at).toBeGreaterThanOrEqual(policy.minimum);
          expect(policy.shouldRoll(at, dice)).toBe(false);
          if (at - policy.step >= policy.minimum) expect(policy.shouldRoll(at - policy.step, dice)).toBe(true);
        }
      }
    },
    // A spicy policy builds its model of the dice by id first.
    60_000,
  );

  it('classic on the board: the known thresholds', () => {
    const policy = optimalTurn('classic');
    expect([1, 2, 3, 4, 5, 6].map((n) => bankThreshold(policy, n))).toEqual([300, 250, 400, 950, 2800, 16800]);
  });

  it('is null when rolling always wins up to the cap', () => {
    const policy = optimalTurn('classic', { cap: 1000 });
    expect(bankThreshold(policy, 6)).toBeNull();
  });
});

it('odds rejects an unknown preset with its code', async () => {
  const { code, err } = await run(['odds', '--rules', 'nope']);
  expect(code).toBe(1);
  expect(err).toMatch(/unknown preset "nope".*\[unknown-preset\]/);
});

describe('odds under house rules (a rules file)', () => {
  it('five dice: one row per die count, 1 to 5, each as rollOdds counts it, and thresholds for 1 to 5 dice', async () => {
    await withRules({ dice: 5 }, async (path) => {
      const { code, out } = await run(['odds', '--rules', path]);
      expect(code).toBe(0);
      expect(overlong(out)).toEqual([]);
      const rows = rollRows(out);
      expect([...rows.keys()]).toEqual([1, 2, 3, 4, 5]);
      const rules = defineRules({ dice: 5 });
      for (const [n, cells] of rows) expect(cells[0]).toBe(`${rollOdds(n, rules).farkle.numerator}/${6 ** n}`);
      const header = out.split('\n').find((line) => line.startsWith('dice to roll'));
      expect(header?.trim().split(/\s+/).slice(3)).toEqual(['1', '2', '3', '4', '5']);
      expect(out).toContain(decimal(optimalTurn(rules).expectedScore, 2));
    });
  });

  it('rolls that end things get a column of their own', async () => {
    await withRules({ scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }] } }, async (path) => {
      const { out } = await run(['odds', '--rules', path]);
      expect(out).toMatch(/^dice +farkle +hot dice +effect +expected points$/m);
      expect(out).toMatch(/^ +6 .* 1\/46656 +0\.00% /m);
    });
  });

  it('rules the turn solver does not model: the roll odds, and a note naming the option', async () => {
    await withRules({ turn: { clearCombo: true } }, async (path) => {
      const { code, out } = await run(['odds', '--rules', path]);
      expect(code).toBe(0);
      expect(rollRows(out).size).toBe(6);
      expect(out).toContain('Optimal single turn: not solved, the turn solver does not model turn.clearCombo.');
    });
  });
});
