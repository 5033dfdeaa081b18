/**
 * optimalTurn with spicy dice (RULES.md, "Spicy dice"): die d shows its red face on a d, so a
 * turn's values go by which dice are left. The reference is an expectimax over (turn total, set of
 * dice left) (test/support/spicy-turn-reference.ts) over every roll of every set of physical dice
 * scored by the brute-force oracle (test/support/spicy-reference.ts), sharing nothing with src/.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalTurn, type TurnPolicy } from '../../src/index.js';
import { spicyModel, type SpicyModel } from '../support/spicy-reference.js';
import { spicyTurn, type SpicyTurnTable } from '../support/spicy-turn-reference.js';
import { classicTable } from '../support/tables.js';

const STEP = 50;

/** The six-dice model of the spicy preset's table (the classic one, red faces × 2), built once: it takes seconds. */
let sixDice: SpicyModel | undefined;
function six(): SpicyModel {
  return (sixDice ??= spicyModel(classicTable, 6, STEP));
}

/** The same rolls under "must roll after hot dice": every option that keeps every die forbids the bank after it. */
function mustAfterHotDice(model: SpicyModel): SpicyModel {
  const classes = model.classes.map((list) => list.map((c) => ({ chance: c.chance, options: c.options.map((o) => ({ ...o, must: o.left === model.full })) })));
  return { ...model, classes };
}

/** The ids of the dice of a mask. */
function ids(mask: number): number[] {
  return [0, 1, 2, 3, 4, 5].filter((id) => (mask >> id) & 1);
}

/** The smallest total on the grid from the minimum up to the cap where the policy banks rather than rolls `dice`, or `null`. */
function threshold(policy: TurnPolicy, dice: number | readonly number[]): number | null {
  for (let total = Math.ceil(policy.minimum / STEP) * STEP; total <= policy.cap; total += STEP) if (!policy.shouldRoll(total, dice)) return total;
  return null;
}

function close(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

/** Compares the policy with the reference at every total from 0 to `upTo` and every set of dice, and their thresholds; lists the first mismatches. */
function compare(policy: TurnPolicy, reference: SpicyTurnTable, full: number, upTo: number, mustRows = false): void {
  const wrong: string[] = [];
  const check = (what: string, actual: number, expected: number): void => {
    if (!close(actual, expected)) wrong.push(`${what}: ${actual} vs ${expected}`);
  };
  check('expectedScore', policy.expectedScore, reference.expectedScore);
  for (let total = 0; total <= upTo; total += STEP) {
    for (let mask = 1; mask <= full; mask++) {
      const dice = mask === full ? ids(mask).length : ids(mask);
      check(`rollValue(${total}, ${String(dice)})`, policy.rollValue(total, dice), reference.roll(total, mask));
      check(`value(${total}, ${String(dice)})`, policy.value(total, dice), reference.value(total, mask));
      if (mustRows) check(`value(${total}, ${String(dice)}, mustRoll)`, policy.value(total, dice, true), reference.value(total, mask, true));
    }
  }
  for (let mask = 1; mask <= full; mask++) {
    const found = threshold(policy, mask === full ? ids(mask).length : ids(mask));
    if (found !== reference.threshold(mask)) wrong.push(`threshold of ${String(ids(mask))}: ${found} vs ${reference.threshold(mask)}`);
  }
  expect(wrong.slice(0, 5), `${wrong.length} mismatches`).toEqual([]);
}

describe('optimalTurn with spicy dice, against an expectimax over the dice left by id', () => {
  it('the spicy preset, six dice, to a cap of 40,000: every value of every set of dice, and every threshold', () => {
    const reference = spicyTurn({ model: six(), minimum: 0, cap: 40_000 });
    compare(optimalTurn('spicy', { cap: 40_000 }), reference, 63, 40_000);
    // The thresholds of the whole set, of five dice and of one die (RULES.md's classic table: 16,800, 2,800 and 300).
    expect(reference.threshold(63)).toBe(28_650);
    expect(reference.threshold(0b011111)).toBe(3800);
    expect(reference.threshold(0b000001)).toBe(500);
  }, 600_000);

  it('at the default cap (20 x the largest roll, a straight of six red faces: 96,000) the same values and thresholds', () => {
    const policy = optimalTurn('spicy');
    expect(policy.cap).toBe(20 * 1500 * 2 ** 6);
    // Past 28,650 every set of dice banks, so a cap of 40,000 changes no value below it.
    compare(policy, spicyTurn({ model: six(), minimum: 0, cap: 40_000 }), 63, 40_000);
  }, 600_000);

  it('an entry minimum: a player not on the board needs 1,000 to bank', () => {
    const rules = defineRules({ bank: { entry: 1000 } }, 'spicy');
    compare(optimalTurn(rules, { onBoard: false, cap: 40_000 }), spicyTurn({ model: six(), minimum: 1000, cap: 40_000 }), 63, 40_000);
  }, 600_000);

  it('must roll after hot dice: no bank right after keeping every die', () => {
    const rules = defineRules({ turn: { rollAfterHotDice: true } }, 'spicy');
    compare(optimalTurn(rules, { cap: 40_000 }), spicyTurn({ model: mustAfterHotDice(six()), minimum: 0, cap: 40_000 }), 63, 40_000, true);
  }, 600_000);

  it('five dice, at the default cap (20 x the largest roll: five 1s with die 1 red among them, 4,000)', () => {
    const rules = defineRules({ dice: 5 }, 'spicy');
    const policy = optimalTurn(rules);
    expect(policy.cap).toBe(20 * 4000);
    compare(policy, spicyTurn({ model: spicyModel(classicTable, 5, STEP), minimum: 0, cap: 80_000 }), 31, 20_000);
  }, 600_000);

  it('four dice, each red face tripling its combination', () => {
    const rules = defineRules({ dice: 4, scoring: { spicyMultiplier: 3 }, bank: { minimum: 300 } }, 'spicy');
    const model = spicyModel({ ...classicTable, spicyMultiplier: 3 }, 4, STEP);
    compare(optimalTurn(rules, { cap: 30_000 }), spicyTurn({ model, minimum: 300, cap: 30_000 }), 15, 30_000);
  }, 600_000);
});

describe('where spicy dice differ from plain ones', () => {
  const classic = optimalTurn(defineRules({ bank: { entry: 0 } }));

  it('red faces that double nothing (a multiplier of 1): every set of n dice is worth n plain dice, thresholds and all', () => {
    const plain = optimalTurn(defineRules({ scoring: { spicyMultiplier: 1 } }, 'spicy'));
    for (let mask = 1; mask < 64; mask++) {
      const n = ids(mask).length;
      const dice = n === 6 ? 6 : ids(mask);
      for (const total of [0, 300, 1000, 5000]) expect(close(plain.rollValue(total, dice), classic.rollValue(total, n))).toBe(true);
      expect(threshold(plain, dice)).toBe(threshold(classic, n));
    }
    expect(close(plain.expectedScore, classic.expectedScore)).toBe(true);
  }, 120_000);

  it('the spicy preset: dice of the same number differ by which they are, and every threshold differs from classic', () => {
    const spicy = optimalTurn('spicy');
    // Die 1 left alone shows a red 1 (200) one roll in six: worth more than die 2 alone, whose red 2 scores nothing.
    expect(spicy.rollValue(400, [0])).toBeGreaterThan(spicy.rollValue(400, [1]) + 5);
    const classicThresholds = [1, 2, 3, 4, 5, 6].map((n) => threshold(classic, n));
    expect(classicThresholds).toEqual([300, 250, 400, 950, 2800, 16_800]);
    for (let mask = 1; mask < 64; mask++) {
      const n = ids(mask).length;
      expect(threshold(spicy, n === 6 ? 6 : ids(mask))).toBeGreaterThan(classicThresholds[n - 1] ?? Infinity);
    }
  }, 120_000);
});
