import { ORDERED_KEYS, readDice, type Die } from '../dice.js';
import type { RulesInput } from '../rules/types.js';
import { largestLegal } from './largest.js';
import { scorerFor, type Scorer } from './table.js';
import { keepsWild } from './wild-cache.js';
import { rollKey } from './wild-keys.js';
import { KeyMemo } from './key-memo.js';
import type { Keep } from './types.js';

/** The keep lists of the rule set listed steadily, one read each (the table's own cache takes several). */
const KEEPS = new KeyMemo<readonly Keep[]>();

/**
 * Every distinct legal keep of a roll: every set of dice, distinct by faces
 * (and by spiciness), whose every die scores; under
 * `turn.keepEveryScoringDie`, only the largest of them (the most dice, then
 * the most points: every scoring die set aside), as the game lists them.
 * Each keep is scored by its best
 * split; a keep holding the wild die, with the wild die standing for its best
 * allowed face (see `Rules.wildDie`). Best first: most points, then most dice.
 * A farkle has none, and so has a roll with an effect (`scoring.rollEffects`). The list
 * and its keeps are frozen; for plain rolls they are cached and shared, so a
 * repeated call is a table look-up.
 *
 * A keep's `dice` are indices into the roll in the order of its `faces`
 * (ascending); where a face appears more often than it is kept, the earliest
 * dice of that face are taken.
 *
 * @param dice One to `rules.dice` dice: faces `1..6`, `{ face, spicy }` objects (spicy only under rules with spicy dice), or the wild die `{ wild: true }` (only under rules with one).
 * @param rules A preset name or rules the library made (`defineRules`, `resolveRules`, a game state's rules); `classic` by default. A plain object is refused (`invalid-rules`): pass it through `resolveRules` once.
 * @throws {FarkleError} `invalid-die`, `invalid-dice`, `too-many-dice`, `no-dice`, or a rules error.
 *
 * @example
 * ```ts
 * legalKeeps([5, 2, 1]).map((keep) => [keep.dice, keep.points]);
 * // [[[2, 0], 150], [[2], 100], [[0], 50]]
 * ```
 *
 * @category Scoring
 */
export function legalKeeps(dice: readonly Die[], rules?: RulesInput): readonly Keep[] {
  const scorer = scorerFor(rules);
  const key = rollKey(dice, scorer.wildDie);
  if (key >= 0 && key < scorer.keyLimit) {
    const known = KEEPS.get(scorer, key);
    if (known !== undefined) return known;
  }
  return keepsAfresh(scorer, dice, key);
}

/** `legalKeeps` where the memo has no answer: apart, so that the look-up above stays small enough to inline. */
function keepsAfresh(scorer: Scorer, dice: readonly Die[], key: number): readonly Keep[] {
  const plain = key >= 0 && key < scorer.keyLimit;
  const keeps = allKeeps(scorer, dice, key);
  const legal = scorer.rules.turn.keepEveryScoringDie ? largestLegal(keeps) : keeps;
  return plain ? KEEPS.set(scorer, key, legal) : legal;
}

/** Every keep whose dice all score, by the cached look-ups where the roll has a key. */
function allKeeps(scorer: Scorer, dice: readonly Die[], key: number): readonly Keep[] {
  if (key >= 0 && key < scorer.keyLimit) return scorer.table.keepsOrdered(key);
  const wild = key - ORDERED_KEYS;
  if (wild >= 0 && wild < scorer.wildLimit) return keepsWild(scorer.table, wild);
  return scorer.table.keeps(readDice(dice, scorer));
}
