/**
 * optimalWinChance with spicy dice by die identity on the spicy preset's six
 * dice (win-spicy.test.ts checks three to five): against the independent
 * reference `spicyWinChance` (test/support/spicy-reference.ts: every roll of
 * every set of physical dice, die `id` red on a face of `id + 1`, scored by
 * the brute-force oracle), at every pair of scores and at decision points
 * with the dice left named by id. The coarse table (singles, three and four
 * of a kind) and a 300-point game without a final round keep it to a test's
 * time.
 *
 * At 300 on that table every scoring set holding a 6 (three 6s: 600) ends
 * the game, red or not, so the die red on a 6 (id 5) cannot change a value
 * there. The smallest target where it can is 650 (three plain 6s from 0 are
 * 600, short of it; 1,200 with the red 6, past it), but the reference takes
 * about a minute at 650. The second game keeps 300 and makes three 6s worth
 * 100 instead (per-face values are house rules, RULES.md "Beyond the
 * seeds"): three plain 6s then end the game from a score and turn total of
 * 200, three with the red 6 (200, RULES.md "Spicy dice": a spicy die
 * doubles its combination) from 100, so the red 6 counts at 100 and 150.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance, type ScoringRules } from '../../src/index.js';
import { spicyModel, spicyWinChance } from '../support/spicy-reference.js';
import { classicSetsTable } from '../support/tables.js';

const STEP = 50;
const DICE = 6;
const ids = [...Array(DICE).keys()];
const maskOf = (left: readonly number[]): number => left.reduce((m, id) => m | (1 << id), 0);

/** The coarse table with three 6s worth 100 (other faces as classic): to 300, three plain 6s (100) and three with the red 6 (200) end the game from different turn totals. */
const lowSixesTable: ScoringRules = { ...classicSetsTable, threeOfAKind: { 1: 300, 2: 200, 3: 300, 4: 400, 5: 500, 6: 100 } };

function rulesOf(table: ScoringRules, target: number) {
  const { threeOfAKind, fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets } = table;
  return defineRules(
    { dice: DICE, scoring: { threeOfAKind, fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets }, end: { target, finalRound: false } },
    'spicy',
  );
}

/**
 * The solution of `table` to `target` against the reference at every pair
 * of scores, and at the decision points `points` ([i, j, t] in steps) with
 * each set of dice `lefts` left; returns both for the case's own checks.
 */
function checkAgainstReference(table: ScoringRules, target: number, points: readonly (readonly [number, number, number])[], lefts: readonly (readonly number[])[]) {
  const goal = target / STEP;
  const solution = optimalWinChance(rulesOf(table, target));
  const reference = spicyWinChance({ model: spicyModel(table, DICE, STEP), goal, finalRound: false, tolerance: 1e-14 });
  expect(solution.firstPlayerWinChance).toBeCloseTo(reference.p(0, 0), 10);
  for (let i = 0; i < goal; i++) {
    for (let j = 0; j < goal; j++) expect(Math.abs(solution.winChance(i * STEP, j * STEP) - reference.p(i, j))).toBeLessThan(1e-10);
  }
  for (const [i, j, t] of points) {
    for (const left of lefts) {
      const expected = reference.choices(i, j, t, maskOf(left));
      const choice = solution.choices(i * STEP, j * STEP, t * STEP, left);
      expect(Math.abs(choice.roll - expected.roll)).toBeLessThan(1e-10);
      expect(Math.abs((choice.bank ?? 0) - (expected.bank ?? 0))).toBeLessThan(1e-10);
    }
  }
  return { solution, reference };
}

describe('optimalWinChance with six spicy dice, no final round, to 300', () => {
  it('matches the reference at every pair of scores, and at decision points by the dice left', () => {
    const GOAL = 300 / STEP;
    // Dice left: one die (red on a 1, on a 6), two, the five past a first keep, every die but the one red on a 5.
    const lefts = [[0], [5], [1, 2], [3, 5], ids.slice(1), ids.filter((id) => id !== 4), ids];
    const points = [
      [0, 0, 1],
      [2, 4, 2],
      [GOAL - 1, 1, 3],
      [4, GOAL - 1, 1],
    ] as const;
    const { solution, reference } = checkAgainstReference(classicSetsTable, 300, points, lefts);
    // Which die is left matters: 50 points short of 300, a 1 wins on the die red on a 1 (200), not on the die red on a 6 (100).
    const redOne = reference.choices(1, 3, 1, 0b000001).roll;
    const redSix = reference.choices(1, 3, 1, 0b100000).roll;
    expect(redOne).toBeGreaterThan(redSix + 1e-4);
    expect(solution.choices(STEP, 3 * STEP, STEP, [0]).roll).toBeCloseTo(redOne, 10);
    expect(solution.choices(STEP, 3 * STEP, STEP, [5]).roll).toBeCloseTo(redSix, 10);
  });
});

describe('optimalWinChance with six spicy dice, no final round, to 300, three 6s worth 100 (where the die red on a 6 counts)', () => {
  it('matches the reference at every pair of scores, and at decision points with and without the die red on a 6 left', () => {
    const GOAL = 300 / STEP;
    // Three or more dice left, holding the die red on a 6 (id 5) or not; every die.
    const lefts = [[3, 4, 5], [2, 3, 4], [0, 1, 2, 5], [0, 1, 2, 3], ids.slice(1), ids.slice(0, 5), ids];
    const points = [
      [0, 0, 1],
      [1, 3, 2],
      [2, GOAL - 1, 1],
      [0, 4, 3],
    ] as const;
    const { solution, reference } = checkAgainstReference(lowSixesTable, 300, points, lefts);
    // The red 6 counts: 150 short of 300 with dice 4, 5 and 6 (ids 3 to 5) left, three 6s win with the red 6 (200),
    // not without it (100) on dice 3, 4 and 5 (ids 2 to 4). Nothing else tells the two apart: both show red 4s and 5s,
    // and three 3s win red or not (600 or 300), so the second set's red 3 changes nothing.
    const withRedSix = reference.choices(0, 2, 3, maskOf([3, 4, 5])).roll;
    const withoutRedSix = reference.choices(0, 2, 3, maskOf([2, 3, 4])).roll;
    expect(withRedSix).toBeGreaterThan(withoutRedSix + 1e-4);
    expect(solution.choices(0, 2 * STEP, 3 * STEP, [3, 4, 5]).roll).toBeCloseTo(withRedSix, 10);
    expect(solution.choices(0, 2 * STEP, 3 * STEP, [2, 3, 4]).roll).toBeCloseTo(withoutRedSix, 10);
  });
});
