import { readDice, type Die, type Face } from '../dice.js';
import { FarkleError } from '../errors.js';
import type { RulesInput } from '../rules/types.js';
import { diceSet, tableFor } from './table.js';
import type { Keep } from './types.js';

/** The score of a keep: its points and their best split. */
export type KeepScore = Omit<Keep, 'remaining'>;

/**
 * Scores keeping exactly these dice (all from one roll): the best split of
 * all of them into combinations. Throws `keep-does-not-score`, naming a die,
 * when some die cannot be part of any combination of the keep.
 *
 * @param dice The kept dice: one to six faces or `{ face, spicy }` objects.
 * @param rules Rules or a preset name; `classic` by default.
 * @throws {FarkleError} `keep-does-not-score`, `invalid-die`, `invalid-dice`, `too-many-dice`, `no-dice`.
 *
 * @example
 * ```ts
 * scoreKeep([5, 5, 5, 1]).points; // 600
 * scoreKeep([5, 2]); // throws FarkleError keep-does-not-score: "dice[1]: a 2 does not score in this keep"
 * ```
 */
export function scoreKeep(dice: readonly Die[], rules?: RulesInput): KeepScore {
  const table = tableFor(rules);
  const read = readDice(dice);
  const set = diceSet(read);
  const split = table.splitter.exact(set);
  if (split !== null) {
    const [keep] = table.place(read, [{ ...set, size: read.faces.length, ...split }]);
    if (keep !== undefined) return { dice: keep.dice, faces: keep.faces, points: keep.points, combinations: keep.combinations };
  }
  // Name the first die left out of the best partial keep: the one a player most plausibly added by mistake.
  const scoring = table.keeps(read)[0]?.dice ?? [];
  const index = read.faces.findIndex((_, i) => !scoring.includes(i));
  const face = read.faces[index] as Face;
  throw new FarkleError('keep-does-not-score', `a ${face} does not score in this keep`, `dice[${index}]`);
}
