import { ORDERED_KEYS, readDice, type Die } from '../dice.js';
import type { RulesInput } from '../rules/types.js';
import { largestScore } from './largest.js';
import { scorerFor, type Scorer } from './table.js';
import { keepsWild, scoreWild } from './wild-cache.js';
import { rollKey } from './wild-keys.js';
import { KeyMemo } from './key-memo.js';
import type { RollScore } from './types.js';

/** The scores of the rule set scored steadily, one read each (the table's own cache takes several). */
const SCORES = new KeyMemo<RollScore>();

/**
 * Scores a roll: its best legal keep (the most points; among equal points,
 * the most dice; under `turn.keepEveryScoringDie`, where only the largest
 * keeps are legal, the most points among those), with the split into
 * combinations, whether the roll is a farkle and whether the best keep uses
 * every die (hot dice). The result is frozen and may be shared between calls.
 *
 * A roll whose faces are exactly one of `scoring.rollEffects` is not scored:
 * it keeps no dice, scores 0, is neither a farkle nor hot dice, and its
 * `effect` names what happens instead. Every other roll has `effect` `null`.
 *
 * After the first call for a roll under a rule set (or under another that
 * scores that roll's dice alike), scoring that plain roll (faces, no spicy
 * dice, or faces and the wild die) is a validated table look-up.
 *
 * @param dice One to `rules.dice` dice: faces `1..6`, `{ face, spicy }` objects (spicy only under rules with spicy dice), or the wild die `{ wild: true }` (only under rules with one).
 * @param rules A preset name or rules the library made (`defineRules`, `resolveRules`, a game state's rules); `classic` by default. A plain object is refused (`invalid-rules`): pass it through `resolveRules` once.
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
 *
 * @category Scoring
 */
export function scoreRoll(dice: readonly Die[], rules?: RulesInput): RollScore {
  const scorer = scorerFor(rules);
  const key = rollKey(dice, scorer.wildDie);
  // One compare checks the dice count: ordered keys grow with the number of dice.
  if (key >= 0 && key < scorer.keyLimit) {
    const known = SCORES.get(scorer, key);
    if (known !== undefined) return known;
  }
  return scoreAfresh(dice, scorer, key);
}

/** `scoreRoll` where the memo has no answer: apart, so that the look-up above stays small enough to inline. */
function scoreAfresh(dice: readonly Die[], scorer: Scorer, key: number): RollScore {
  const plain = key >= 0 && key < scorer.keyLimit;
  const { table } = scorer;
  // Where only the largest keep is legal, the best of those: the roll's keeps are needed too.
  const every = scorer.rules.turn.keepEveryScoringDie;
  if (plain) return SCORES.set(scorer, key, every ? largestScore(table.scoreOrdered(key), table.keepsOrdered(key)) : table.scoreOrdered(key));
  // A roll holding the wild die is a cached look-up too, by a key of its own.
  const wild = key - ORDERED_KEYS;
  if (wild >= 0 && wild < scorer.wildLimit) return every ? largestScore(scoreWild(table, wild), keepsWild(table, wild)) : scoreWild(table, wild);
  const read = readDice(dice, scorer);
  return every ? largestScore(table.score(read), table.keeps(read)) : table.score(read);
}

/**
 * Whether nothing in the roll scores. A roll with an effect
 * (`scoring.rollEffects`) is no farkle.
 *
 * @example
 * ```ts
 * isFarkle([2, 3, 4, 6, 6, 3]); // true
 * isFarkle([2, 3, 4, 6, 6, 5]); // false
 * ```
 *
 * @category Scoring
 */
export function isFarkle(dice: readonly Die[], rules?: RulesInput): boolean {
  return scoreRoll(dice, rules).farkle;
}
