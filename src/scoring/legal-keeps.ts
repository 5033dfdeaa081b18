import { orderedKey, readDice, type Die } from '../dice.js';
import type { RulesInput } from '../rules/types.js';
import { tableFor } from './table.js';
import type { Keep } from './types.js';

/**
 * Every distinct legal keep of a roll: every set of dice, distinct by faces
 * (and by spiciness), whose every die scores. Each keep is scored by its best
 * split. Best first: most points, then most dice. A farkle has none. The list
 * and its keeps are frozen; for plain rolls they are cached and shared, so a
 * repeated call is a table look-up.
 *
 * A keep's `dice` are indices into the roll in the order of its `faces`
 * (ascending); where a face appears more often than it is kept, the earliest
 * dice of that face are taken.
 *
 * @param dice One to six dice: faces `1..6`, or `{ face, spicy }` objects.
 * @param rules Rules or a preset name; `classic` by default.
 * @throws {FarkleError} `invalid-die`, `invalid-dice`, `too-many-dice`, `no-dice`, or a rules error.
 *
 * @example
 * ```ts
 * legalKeeps([5, 2, 1]).map((keep) => [keep.dice, keep.points]);
 * // [[[2, 0], 150], [[2], 100], [[0], 50]]
 * ```
 */
export function legalKeeps(dice: readonly Die[], rules?: RulesInput): readonly Keep[] {
  const table = tableFor(rules);
  const key = orderedKey(dice);
  return key >= 0 ? table.keepsOrdered(key) : table.keeps(readDice(dice));
}
