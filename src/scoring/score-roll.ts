import { orderedKey, readDice, type Die } from '../dice.js';
import type { RulesInput } from '../rules/types.js';
import { tableFor } from './table.js';
import type { RollScore } from './types.js';

/**
 * Scores a roll: its best keep (the most points; among equal points, the
 * most dice), with the split into combinations, whether the roll is a farkle
 * and whether the best keep uses every die (hot dice). The result is frozen
 * and may be shared between calls.
 *
 * After the first call for a rule set, scoring a plain roll (faces, no spicy
 * dice) is a validated table look-up.
 *
 * @param dice One to six dice: faces `1..6`, or `{ face, spicy }` objects.
 * @param rules Rules or a preset name; `classic` by default.
 * @throws {FarkleError} `invalid-die`, `invalid-dice`, `too-many-dice`, `no-dice`, or a rules error.
 *
 * @example
 * ```ts
 * const score = scoreRoll([1, 1, 1, 5, 2, 3]);
 * score.points; // 350: three 1s (300) and a 5 (50)
 * score.dice; // [0, 1, 2, 3]
 * score.combinations.map((c) => c.kind); // ['threeOfAKind', 'single']
 * scoreRoll([4, 3, 4, 4, 1, 6], 'farkel').points; // 5000
 * ```
 */
export function scoreRoll(dice: readonly Die[], rules?: RulesInput): RollScore {
  const table = tableFor(rules);
  const key = orderedKey(dice);
  return key >= 0 ? table.scoreOrdered(key) : table.score(readDice(dice));
}

/**
 * Whether nothing in the roll scores.
 *
 * @example
 * ```ts
 * isFarkle([2, 3, 4, 6, 6, 3]); // true
 * isFarkle([2, 3, 4, 6, 6, 5]); // false
 * ```
 */
export function isFarkle(dice: readonly Die[], rules?: RulesInput): boolean {
  return scoreRoll(dice, rules).farkle;
}
