import { listPatterns } from '../scoring/patterns.js';
import type { ScoringRules } from './types.js';

/**
 * Whether some roll of `dice` dice scores points under a scoring table: some
 * combination of the table (those worth more than 0) needs at most that many
 * dice, or a six-dice farkle bonus does, with six dice. Otherwise nobody
 * could ever bank, and no game would end.
 */
export function canScore(scoring: ScoringRules, dice: number): boolean {
  return (dice === 6 && (scoring.sixDiceFarkle ?? 0) > 0) || listPatterns(scoring).some((pattern) => pattern.faces.length <= dice);
}
