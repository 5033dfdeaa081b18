/**
 * optimalWinChance with spicy dice by die identity on the spicy preset's six
 * dice (win-spicy.test.ts checks three to five): against the independent
 * reference `spicyWinChance` (test/support/spicy-reference.ts: every roll of
 * every set of physical dice, die `id` red on a face of `id + 1`, scored by
 * the brute-force oracle), at every pair of scores and at decision points
 * with the dice left named by id. The coarse table (singles, three and four
 * of a kind) and a 300-point game without a final round keep it to a test's
 * time.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance } from '../../src/index.js';
import { spicyModel, spicyWinChance } from '../support/spicy-reference.js';
import { classicSetsTable } from '../support/tables.js';

const STEP = 50;
const DICE = 6;
const TARGET = 300;
const GOAL = TARGET / STEP;

describe('optimalWinChance with six spicy dice, no final round, to 300', () => {
  it('matches the reference at every pair of scores, and at decision points by the dice left', () => {
    const { fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets } = classicSetsTable;
    const rules = defineRules(
      { dice: DICE, scoring: { fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets }, end: { target: TARGET, finalRound: false } },
      'spicy',
    );
    const solution = optimalWinChance(rules);
    const reference = spicyWinChance({ model: spicyModel(classicSetsTable, DICE, STEP), goal: GOAL, finalRound: false, tolerance: 1e-14 });
    expect(solution.firstPlayerWinChance).toBeCloseTo(reference.p(0, 0), 10);
    for (let i = 0; i < GOAL; i++) {
      for (let j = 0; j < GOAL; j++) expect(Math.abs(solution.winChance(i * STEP, j * STEP) - reference.p(i, j))).toBeLessThan(1e-10);
    }
    const ids = [...Array(DICE).keys()];
    // Dice left: one die (red on a 1, on a 6), two, the five past a first keep, every die but the one red on a 5.
    const lefts = [[0], [5], [1, 2], [3, 5], ids.slice(1), ids.filter((id) => id !== 4), ids];
    for (const [i, j, t] of [
      [0, 0, 1],
      [2, 4, 2],
      [GOAL - 1, 1, 3],
      [4, GOAL - 1, 1],
    ] as const) {
      for (const left of lefts) {
        const mask = left.reduce((m, id) => m | (1 << id), 0);
        const expected = reference.choices(i, j, t, mask);
        const choice = solution.choices(i * STEP, j * STEP, t * STEP, left);
        expect(Math.abs(choice.roll - expected.roll)).toBeLessThan(1e-10);
        expect(Math.abs((choice.bank ?? 0) - (expected.bank ?? 0))).toBeLessThan(1e-10);
      }
    }
    // Which die is left matters: 50 points short of 300, a 1 wins on the die red on a 1 (200), not on the die red on a 6 (100).
    const redOne = reference.choices(1, 3, 1, 0b000001).roll;
    const redSix = reference.choices(1, 3, 1, 0b100000).roll;
    expect(redOne).toBeGreaterThan(redSix + 1e-4);
    expect(solution.choices(STEP, 3 * STEP, STEP, [0]).roll).toBeCloseTo(redOne, 10);
    expect(solution.choices(STEP, 3 * STEP, STEP, [5]).roll).toBeCloseTo(redSix, 10);
  });
});
