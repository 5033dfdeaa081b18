import { listPatterns } from '../scoring/patterns.js';
import type { ScoringRules } from './types.js';

/** The fewest dice a roll needs to score, per scoring object (validation shares equal ones): read once. */
const fewest = new WeakMap<ScoringRules, number>();

/**
 * Whether some roll of `dice` dice scores points under a scoring table: some
 * combination of the table (those worth more than 0) needs at most that many
 * dice, or a six-dice farkle bonus does, with six dice. Otherwise nobody
 * could ever bank, and no game would end.
 */
export function canScore(scoring: ScoringRules, dice: number): boolean {
  let least = fewest.get(scoring);
  if (least === undefined) {
    least = (scoring.sixDiceFarkle ?? 0) > 0 ? 6 : Number.POSITIVE_INFINITY;
    for (const pattern of listPatterns(scoring)) least = Math.min(least, pattern.faces.length);
    fewest.set(scoring, least);
  }
  return least <= dice;
}
