import { readDice, type Die } from '../dice.js';
import type { RulesInput } from '../rules/types.js';
import { canonCombination, fits, spicyChoices, type CanonKeep } from './split.js';
import { diceSet, tableFor } from './table.js';
import type { Combination } from './types.js';

/**
 * Every scoring combination present in a roll, each on its own (so their dice
 * may overlap), distinct by the dice they use. A spicy die gives the
 * combinations it can join a variant of their own. In table order: singles,
 * then n-of-a-kind by size, straights, three pairs, four of a kind + a pair,
 * two triplets.
 *
 * @example
 * ```ts
 * findCombinations([1, 1, 1, 5]).map((c) => `${c.kind} ${c.faces.join('')}`);
 * // ['single 1', 'single 5', 'threeOfAKind 111']
 * ```
 */
export function findCombinations(dice: readonly Die[], rules?: RulesInput): Combination[] {
  const table = tableFor(rules);
  const read = readDice(dice);
  const set = diceSet(read);
  const { patterns, scoring } = table.splitter;
  const found: CanonKeep[] = [];
  for (const pattern of patterns) {
    if (!fits(pattern, set)) continue;
    for (const spicy of spicyChoices(pattern, set)) {
      const part = canonCombination(pattern, spicy, scoring.spicyMultiplier);
      found.push({ counts: pattern.counts, spicy, size: pattern.faces.length, points: part.points, combinations: [part] });
    }
  }
  if (found.length > 0) return table.place(read, found).flatMap((keep) => keep.combinations);
  // When no pattern fits, only a six-dice-farkle bonus can score.
  return table.keeps(read).flatMap((keep) => keep.combinations);
}
