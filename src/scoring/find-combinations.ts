import { FACES, readDice, type Die } from '../dice.js';
import type { RulesInput } from '../rules/types.js';
import type { Pattern } from './patterns.js';
import { canonCombination, fits, spicyChoices, type CanonKeep, type DiceSet } from './split.js';
import { placeKeeps } from './keep-of.js';
import { diceSet, scorerFor } from './table.js';
import type { Combination } from './types.js';

/**
 * Every scoring combination present in a roll, each on its own (so their dice
 * may overlap), distinct by the dice they use, whether or not the rules let
 * it be kept alone: under `turn.keepEveryScoringDie` only the roll's largest
 * keeps are legal (see `legalKeeps`), but the combinations present are the
 * same. A spicy die gives the
 * combinations it can join a variant of their own; so does the wild die, once
 * for each face it may stand for in that combination (with a pair or more of
 * a face among the combination's other dice, only that face: see
 * `Rules.wildDie`). In table order: singles, then n-of-a-kind by size,
 * straights, three pairs, four of a kind + a pair, two triplets, full house.
 * A roll with an effect (`scoring.rollEffects`) is not scored: it has none.
 *
 * @example
 * ```ts
 * findCombinations([1, 1, 1, 5]).map((c) => `${c.kind} ${c.faces.join('')}`);
 * // ['single 1', 'single 5', 'threeOfAKind 111']
 * ```
 *
 * @category Scoring
 */
export function findCombinations(dice: readonly Die[], rules?: RulesInput): Combination[] {
  const scorer = scorerFor(rules);
  const { table } = scorer;
  const read = readDice(dice, scorer);
  // A roll with an effect is not scored (a roll holding the wild die matches no effect).
  if (read.wildMask === 0 && table.templateOf(diceSet(read)).effect !== null) return [];
  const set = diceSet(read);
  const { patterns, scoring } = table.splitter;
  const found: CanonKeep[] = [];
  for (const pattern of patterns) {
    if (fits(pattern, set)) {
      for (const spicy of spicyChoices(pattern, set)) {
        const part = canonCombination(pattern, spicy, scoring.spicyMultiplier);
        found.push({ counts: pattern.counts, spicy, wild: 0, size: pattern.faces.length, points: part.points, combinations: [part] });
      }
    }
    if (set.wild > 0) found.push(...withWild(pattern, set));
  }
  if (found.length > 0) return placeKeeps(read, found).flatMap((keep) => keep.combinations);
  // When no pattern fits, only a six-dice-farkle bonus can score.
  return table.keeps(read).flatMap((keep) => keep.combinations);
}

/** The pattern with the wild die standing for one of its faces, for each face allowed (wild and spicy dice never meet). */
function withWild(pattern: Pattern, set: DiceSet): CanonKeep[] {
  const out: CanonKeep[] = [];
  for (const face of FACES) {
    const counts = pattern.counts.map((count, f) => (f === face - 1 ? count - 1 : count));
    if (counts[face - 1] === -1 || !fits({ ...pattern, counts }, set)) continue;
    const paired = counts.some((count) => count >= 2);
    if (paired && (counts[face - 1] ?? 0) < 2) continue;
    const part = { ...canonCombination(pattern, [0, 0, 0, 0, 0, 0], 1), wildAt: pattern.faces.lastIndexOf(face) };
    out.push({ counts, spicy: [0, 0, 0, 0, 0, 0], wild: 1, size: pattern.faces.length, points: part.points, combinations: [part] });
  }
  return out;
}
