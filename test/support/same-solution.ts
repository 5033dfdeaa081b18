/**
 * "Solves without them", stated independently of how the solver ignores a
 * rule: a solution must give the same answers as the solve of the rules
 * written without that rule.
 */
import { expect } from 'vitest';
import type { WinChanceSolution } from '../../src/index.js';

/**
 * Expects `solution` to answer as `expected` does: the same table, the same
 * first player's chance, and the same win chances and choices (bank and roll,
 * every number of dice, turn totals up to the target) at every pair of scores
 * on the step grid below the target.
 */
export function expectSameAnswers(solution: WinChanceSolution, expected: WinChanceSolution): void {
  expect(solution.target).toBe(expected.target);
  expect(solution.step).toBe(expected.step);
  expect(solution.firstPlayerWinChance).toBe(expected.firstPlayerWinChance);
  expect(solution.table).toEqual(expected.table);
  const { step, target } = expected;
  for (let score = 0; score < target; score += step) {
    for (let opponent = 0; opponent < target; opponent += step) {
      expect(solution.winChance(score, opponent)).toBe(expected.winChance(score, opponent));
      for (let total = step; total <= target; total += step) {
        for (let dice = 1; dice <= expected.rules.dice; dice++) {
          expect(solution.choices(score, opponent, total, dice)).toEqual(expected.choices(score, opponent, total, dice));
        }
      }
    }
  }
}
