/**
 * optimalTurn: the policy maximizing the expected points banked in one turn.
 *
 * The reference is `solveTurn` (test/support/strategy.ts): an independent
 * recursion over (turn total, dice to roll) on the oracle's legal keeps of
 * every roll, each keep considered, totals above the cap banked at once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  defineRules,
  legalKeeps,
  optimalTurn,
  presets,
  rollOdds,
  type Face,
  type Rules,
  type TurnPolicy,
} from '../../src/index.js';
import { rollArb } from '../support/arbitraries.js';
import { expectFarkleError } from '../support/helpers.js';
import { faceMultisets } from '../support/oracle.js';
import { DICE, orderings, rollModel, solveTurn, type TurnValues } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

const model = rollModel(classicTable);
/** The classic table with no entry minimum: every bank allowed. */
const noEntry = defineRules({ bank: { entry: 0 } });
/** The classic table with absolute's minimums: 1,000 to get on the board, 350 afterwards. */
const minimums = defineRules({ bank: { entry: 1000, minimum: 350 } });
/** RULES.md's classic table: the largest points of one roll are six of a kind, 3,000. */
const DEFAULT_CAP = 20 * 3000;

/** Whether a is within 1e-9 of b's size (values reach 60,000 points). */
function close(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

function expectClose(actual: number, expected: number, what: string): void {
  expect(close(actual, expected), `${what}: ${actual} vs ${expected}`).toBe(true);
}

/** Compares value and rollValue with the reference on the grid offset + 50k up to the cap; lists the first few mismatches. */
function compareGrid(policy: TurnPolicy, reference: TurnValues, cap: number, offset = 0, stride = 50): void {
  const wrong: string[] = [];
  for (let t = offset; t <= cap; t += stride) {
    for (let n = 1; n <= DICE; n++) {
      const pairs = [
        [`rollValue(${t}, ${n})`, policy.rollValue(t, n), reference.roll(t, n)],
        [`value(${t}, ${n})`, policy.value(t, n), reference.value(t, n)],
      ] as const;
      for (const [what, actual, expected] of pairs) if (!close(actual, expected)) wrong.push(`${what}: ${actual} vs ${expected}`);
    }
  }
  expect(wrong.slice(0, 5), `${wrong.length} mismatches`).toEqual([]);
}

const cases: { name: string; rules: Rules; onBoard: boolean; minimum: number }[] = [
  { name: 'classic table, no entry minimum', rules: noEntry, onBoard: true, minimum: 0 },
  { name: 'classic preset, not on the board (500 entry)', rules: presets.classic, onBoard: false, minimum: 500 },
  { name: 'classic preset, on the board', rules: presets.classic, onBoard: true, minimum: 0 },
  { name: 'entry 1,000 / minimum 350, on the board', rules: minimums, onBoard: true, minimum: 350 },
  { name: 'entry 1,000 / minimum 350, not on the board', rules: minimums, onBoard: false, minimum: 1000 },
];

describe('optimalTurn: against an independent solver', () => {
  it('the published value: the classic table with no entry minimum is worth a little above 540 points', () => {
    const policy = optimalTurn(noEntry);
    expect(policy.expectedScore).toBeGreaterThan(540);
    expect(policy.expectedScore).toBeLessThan(545);
    expect(policy.cap).toBe(DEFAULT_CAP);
    expect(policy.step).toBe(50);
    expect(policy.expectedScore).toBe(policy.rollValue(0, 6));
    expectClose(policy.expectedScore, solveTurn(model, { minimum: 0, cap: DEFAULT_CAP }).roll(0, 6), 'expectedScore');
  });

  it.each(cases)('$name: every value and rollValue up to the default cap', ({ rules, onBoard, minimum }) => {
    const policy = optimalTurn(rules, { onBoard });
    expect(policy.minimum).toBe(minimum);
    expect(policy.onBoard).toBe(onBoard);
    compareGrid(policy, solveTurn(model, { minimum, cap: DEFAULT_CAP }), DEFAULT_CAP);
  });

  it.each([0, 2000, 5000])('cap %i: every value and rollValue up to the cap', (cap) => {
    const policy = optimalTurn(noEntry, { cap });
    expect(policy.cap).toBe(cap);
    compareGrid(policy, solveTurn(model, { minimum: 0, cap }), cap);
  });

  it('turn totals off the 50-point grid (25, 75, ...)', () => {
    const policy = optimalTurn(noEntry);
    compareGrid(policy, solveTurn(model, { minimum: 0, cap: DEFAULT_CAP, offset: 25 }), 20000, 25, 350);
  });

  it('cap 0: the turn is one roll of six dice, banking its best keep (the expected points of rollOdds)', () => {
    const { expectedPoints } = rollOdds(6);
    expectClose(optimalTurn(noEntry, { cap: 0 }).expectedScore, expectedPoints.numerator / expectedPoints.denominator, 'expectedScore');
  });

  /*
   * Small caps: "Turn totals above this are banked at once". Near the cap more
   * turn total can be worth less, so the library must weigh every keep, as the
   * reference does, not only the one with the most points for the dice left:
   * with cap 300 and 250 points, a lone 5 (300, five dice to roll on, about 480)
   * beats a lone 1 (350, banked at once). Totals off the 50-point grid above the
   * cap are banked at once too (cap 1,000, one die at 975: 1,075 and 1,025 bank).
   */
  describe('small caps (totals above the cap are banked at once)', () => {
    it.each([300, 1000])('cap %i: every value and rollValue up to the cap', (cap) => {
      compareGrid(optimalTurn(noEntry, { cap }), solveTurn(model, { minimum: 0, cap }), cap);
    });

    it('cap 1,000, 975 points, one die: a 1 (1,075) or a 5 (1,025) is banked at once: (1075 + 1025) / 6 = 350', () => {
      expectClose(optimalTurn(noEntry, { cap: 1000 }).rollValue(975, 1), 350, 'rollValue(975, 1)');
    });
  });
});

/** The average over all 6^n rolls of the best advised keep's value (a farkle is worth 0). */
function averageBestKeep(policy: TurnPolicy, total: number, n: number): number {
  let sum = 0;
  for (const faces of faceMultisets(n)) sum += orderings(faces) * (policy.advise(faces, total)[0]?.value ?? 0);
  return sum / 6 ** n;
}

describe('optimalTurn: properties', () => {
  const policies = cases.map(({ name, rules, onBoard }) => ({ name, policy: optimalTurn(rules, { onBoard }) }));

  it.each(policies)('$name: value(t, n) >= t from the bank minimum up, and = max(t, rollValue) there', ({ policy }) => {
    const wrong: string[] = [];
    for (let t = 0; t <= DEFAULT_CAP; t += 50) {
      for (let n = 1; n <= DICE; n++) {
        const value = policy.value(t, n);
        const rolled = policy.rollValue(t, n);
        const expected = t >= policy.minimum ? Math.max(t, rolled) : rolled;
        if (value !== expected || (t >= policy.minimum && value < t)) wrong.push(`value(${t}, ${n}) = ${value}, rollValue ${rolled}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it.each(policies)('$name: value is nondecreasing in the turn total on the grid', ({ policy }) => {
    const wrong: string[] = [];
    for (let n = 1; n <= DICE; n++) {
      for (let t = 50; t <= DEFAULT_CAP; t += 50) {
        if (policy.value(t, n) < policy.value(t - 50, n)) wrong.push(`value(${t}, ${n}) < value(${t - 50}, ${n})`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it.each(policies)('$name: shouldRoll(t, n) exactly when t is below the minimum or rolling is worth more', ({ policy }) => {
    const wrong: string[] = [];
    for (let t = 0; t <= DEFAULT_CAP; t += 50) {
      for (let n = 1; n <= DICE; n++) {
        if (policy.shouldRoll(t, n) !== (t < policy.minimum || policy.rollValue(t, n) > t)) wrong.push(`shouldRoll(${t}, ${n})`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it.each(policies)('$name: rollValue is the average over every roll of its best keep (0 for a farkle)', ({ policy }) => {
    for (const [t, n] of [
      [0, 6],
      [300, 3],
      [450, 1],
      [500, 2],
      [1000, 4],
      [2500, 5],
    ] as const) {
      expectClose(policy.rollValue(t, n), averageBestKeep(policy, t, n), `rollValue(${t}, ${n})`);
    }
  });

  it('off the board the entry minimum applies: with 450 points and one die, roll; on the board, bank', () => {
    const off = optimalTurn('classic', { onBoard: false });
    const on = optimalTurn('classic', { onBoard: true });
    expect(off.minimum).toBe(500);
    expect(on.minimum).toBe(0);
    expect(off.shouldRoll(450, 1)).toBe(true);
    expect(on.shouldRoll(450, 1)).toBe(false);
    // Same roll value either way (both reach 500 with any scoring die); only banking differs.
    expect(off.rollValue(450, 1)).toBe(on.rollValue(450, 1));
    expect(on.value(450, 1)).toBe(450);
    expect(off.value(450, 1)).toBeLessThan(450);
    expect(off.expectedScore).toBeLessThan(on.expectedScore);
    // The default is on the board.
    expect(optimalTurn('classic').minimum).toBe(0);
  });

  it('a turn total above every bank minimum is banked eventually: deep in the grid, bank', () => {
    const policy = optimalTurn(noEntry);
    // At 30,000 points a farkle (at least 1080/46656 on any roll) costs about 694 points on average,
    // far more than a roll scores on average (at most about 390, with six dice).
    for (let n = 1; n <= DICE; n++) expect(policy.shouldRoll(30000, n)).toBe(false);
    // With 0 points there is nothing to lose: always roll.
    for (let n = 1; n <= DICE; n++) expect(policy.shouldRoll(0, n)).toBe(true);
  });
});

describe('optimalTurn: advise', () => {
  const policy = optimalTurn(noEntry);
  const offBoard = optimalTurn('classic', { onBoard: false });

  function checkAdvice(p: TurnPolicy, roll: readonly Face[], total: number): void {
    const advice = p.advise(roll, total);
    const keeps = legalKeeps(roll, p.rules);
    // Every legal keep, once.
    expect(advice.map((a) => a.keep.dice.join()).sort()).toEqual(keeps.map((k) => k.dice.join()).sort());
    for (const a of advice) {
      const dice = a.keep.remaining === 0 ? 6 : a.keep.remaining;
      expect(a.turnTotal).toBe(total + a.keep.points);
      expect(a.diceToRoll).toBe(dice);
      expect(a.bankValue).toBe(a.turnTotal >= p.minimum ? a.turnTotal : null);
      expect(a.rollValue).toBe(p.rollValue(a.turnTotal, dice));
      expect(a.value).toBe(p.value(a.turnTotal, dice));
      expect(a.then).toBe(a.bankValue !== null && a.bankValue >= a.rollValue ? 'bank' : 'roll');
    }
    // Best first.
    for (let i = 1; i < advice.length; i++) expect(advice[i]!.value).toBeLessThanOrEqual(advice[i - 1]!.value);
    const best = Math.max(...keeps.map((k) => p.value(total + k.points, k.remaining === 0 ? 6 : k.remaining)));
    if (keeps.length > 0) expect(advice[0]!.value).toBe(best);
    else expect(advice).toEqual([]);
  }

  it('returns every legal keep, valued and sorted, best first (random rolls and totals)', () => {
    fc.assert(
      fc.property(rollArb(), fc.integer({ min: 0, max: 80 }), fc.boolean(), (roll, k, on) => {
        checkAdvice(on ? policy : offBoard, roll, k * 50);
      }),
      { numRuns: 300, seed: 20240611 },
    );
  });

  it('examples', () => {
    checkAdvice(policy, [1, 5, 5, 2, 3, 4], 0);
    checkAdvice(policy, [1, 2, 3, 4, 5, 6], 0);
    checkAdvice(offBoard, [5, 2, 3], 400);
    checkAdvice(policy, [1, 1, 1, 1, 5, 5], 1200);
    // A farkle has no advice.
    expect(policy.advise([2, 3, 4, 6, 2, 3], 500)).toEqual([]);
  });

  it('turnTotal defaults to 0', () => {
    expect(policy.advise([1, 5, 2])).toEqual(policy.advise([1, 5, 2], 0));
  });

  it('hot dice: keeping every die rolls six again', () => {
    const straight = policy.advise([6, 5, 4, 3, 2, 1], 0).find((a) => a.keep.points === 1500);
    expect(straight?.diceToRoll).toBe(6);
    expect(straight?.rollValue).toBe(policy.rollValue(1500, 6));
  });

  it('with unbought dice left, keeping every rolled die is no hot dice: the player can only bank', () => {
    // A Farkel-style bought turn: two bought dice show 1 and 5, one offered die was not bought.
    const advice = policy.advise([1, 5], 17000, 1);
    const both = advice.find((a) => a.keep.dice.length === 2);
    expect(both).toMatchObject({ turnTotal: 17150, diceToRoll: 0, bankValue: 17150, rollValue: 0, value: 17150, then: 'bank' });
    // Keeping one die still leaves a bought die to roll, valued as usual.
    const one = advice.find((a) => a.keep.dice.length === 1 && a.keep.points === 100);
    expect(one).toMatchObject({ diceToRoll: 1, rollValue: policy.rollValue(17100, 1) });
    expect(() => policy.advise([1, 5], 0, 7)).toThrow(expect.objectContaining({ code: 'invalid-options' }));
  });
});

describe('optimalTurn: invalid input', () => {
  const policy = optimalTurn(noEntry);

  it.each([-50, -1, Number.NaN, Infinity, '100' as unknown as number])('turn total %s throws invalid-options', (t) => {
    expectFarkleError(() => policy.value(t, 3), 'invalid-options', 'turnTotal');
    expectFarkleError(() => policy.rollValue(t, 3), 'invalid-options', 'turnTotal');
    expectFarkleError(() => policy.advise([1, 5], t), 'invalid-options', 'turnTotal');
  });

  it.each([0, 7, 2.5, -1, Number.NaN, '3' as unknown as number])('dice to roll %s throws invalid-dice', (n) => {
    expectFarkleError(() => policy.value(100, n), 'invalid-dice', 'diceToRoll');
    expectFarkleError(() => policy.rollValue(100, n), 'invalid-dice', 'diceToRoll');
    expectFarkleError(() => policy.shouldRoll(100, n), 'invalid-dice', 'diceToRoll');
  });

  // shouldRoll answers "below the minimum: roll" before checking its arguments.
  it('shouldRoll checks its arguments below the bank minimum too', () => {
    expectFarkleError(() => policy.shouldRoll(-50, 3), 'invalid-options', 'turnTotal');
    expectFarkleError(() => optimalTurn('classic', { onBoard: false }).shouldRoll(100, 7), 'invalid-dice', 'diceToRoll');
  });

  it('advise validates the roll like legalKeeps', () => {
    expectFarkleError(() => policy.advise([1, 7] as unknown as Face[]), 'invalid-die');
    expectFarkleError(() => policy.advise([]), 'no-dice');
    expectFarkleError(() => policy.advise([1, 2, 3, 4, 5, 6, 1]), 'too-many-dice');
  });

  it.each([-1, Number.NaN, Infinity, '1000' as unknown as number])('cap %s throws invalid-options', (cap) => {
    expectFarkleError(() => optimalTurn(noEntry, { cap }), 'invalid-options', 'cap');
  });

  it('onBoard must be a boolean; rules must be valid', () => {
    expectFarkleError(() => optimalTurn(noEntry, { onBoard: 'yes' as unknown as boolean }), 'invalid-options', 'onBoard');
    expectFarkleError(() => optimalTurn('zonk' as unknown as 'classic'), 'unknown-preset');
    expect(() => optimalTurn({ ...noEntry, bank: { entry: -5, minimum: 0 } })).toThrow(FarkleError);
  });
});
