import { readDice, type Die, type Face, type ReadDice } from '../dice.js';
import { FarkleError } from '../errors.js';
import type { RulesInput } from '../rules/types.js';
import { diceSet, scorerFor, type ScoringTable } from './table.js';
import type { Keep } from './types.js';

/**
 * The die to name when a keep does not score: the first one left out of its
 * best partial keep, the one a player most plausibly added by mistake.
 */
export function unscoredDie(table: ScoringTable, dice: ReadDice): number {
  const scoring = table.keeps(dice)[0]?.dice ?? [];
  return Math.max(0, dice.faces.findIndex((_, i) => !scoring.includes(i)));
}

/** The score of a keep: its points and their best split. */
export type KeepScore = Omit<Keep, 'remaining'>;

/**
 * Scores keeping exactly these dice (all from one roll): the best split of
 * all of them into combinations. Throws `keep-does-not-score`, naming a die,
 * when some die cannot be part of any combination of the keep. The wild die
 * stands for its best allowed face (see `Rules.wildDie`). A keep is not a
 * roll: `scoring.rollEffects` do not apply to it.
 *
 * @param dice The kept dice: one to `rules.dice` faces, `{ face, spicy }` objects (spicy only under rules with spicy dice), or the wild die `{ wild: true }` (only under rules with one).
 * @param rules A preset name or rules the library made (`defineRules`, `resolveRules`, a game state's rules); `classic` by default. A plain object is refused (`invalid-rules`): pass it through `resolveRules` once.
 * @throws {FarkleError} `keep-does-not-score`, `invalid-die`, `invalid-dice`, `too-many-dice`, `no-dice`.
 *
 * @example
 * ```ts
 * scoreKeep([5, 5, 5, 1]).points; // 600
 * scoreKeep([5, 2]); // throws FarkleError keep-does-not-score: "dice[1]: a 2 does not score in this keep"
 * ```
 */
export function scoreKeep(dice: readonly Die[], rules?: RulesInput): KeepScore {
  const scorer = scorerFor(rules);
  const { table } = scorer;
  const read = readDice(dice, scorer);
  const set = diceSet(read);
  const split = table.splitter.split(set);
  if (split !== null) {
    const [keep] = table.place(read, [{ ...set, size: read.faces.length, ...split }]);
    if (keep !== undefined) return { dice: keep.dice, faces: keep.faces, points: keep.points, combinations: keep.combinations };
  }
  const index = unscoredDie(table, read);
  const die = (read.wildMask >> index) & 1 ? 'the wild die' : `a ${read.faces[index] as Face}`;
  throw new FarkleError('keep-does-not-score', `${die} does not score in this keep`, `dice[${index}]`);
}
