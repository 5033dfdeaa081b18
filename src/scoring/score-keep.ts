import { readDice, type Die, type Face } from '../dice.js';
import { FarkleError } from '../errors.js';
import type { RulesInput } from '../rules/types.js';
import { keepOf, unscoredDie } from './keep-of.js';
import { scorerFor, type KeepScore } from './table.js';

export type { KeepScore } from './table.js';

/**
 * Scores keeping exactly these dice (all from one roll), without the roll:
 * so it cannot tell whether the rules allow this keep of that roll (under
 * `turn.keepEveryScoringDie` only the roll's largest keeps are legal: ask
 * `legalKeeps` of the roll). The points are the best split of
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
 *
 * @category Scoring
 */
export function scoreKeep(dice: readonly Die[], rules?: RulesInput): KeepScore {
  const scorer = scorerFor(rules);
  const read = readDice(dice, scorer);
  const score = keepOf(scorer.table, read);
  if (score !== null) return score;
  const unscored = unscoredDie(scorer.table, read);
  const die = (read.wildMask >> unscored) & 1 ? 'the wild die' : `a ${read.faces[unscored] as Face}`;
  throw new FarkleError('keep-does-not-score', `${die} does not score in this keep`, `dice[${unscored}]`);
}
