import type { FaceValues, ScoringRules } from './types.js';

const anyPoints = (values: FaceValues | null): boolean => values !== null && Object.values(values).some((points) => points > 0);

/**
 * Whether some roll of `dice` dice scores points under a scoring table: some
 * combination worth more than 0 needs at most that many dice (a six-dice
 * farkle bonus counts, with six dice). Otherwise nobody could ever bank, and
 * no game would end.
 */
export function canScore(scoring: ScoringRules, dice: number): boolean {
  const sixDice = dice >= 6 && [scoring.threePairs, scoring.fourOfAKindAndPair, scoring.twoTriplets, scoring.sixDiceFarkle].some((points) => (points ?? 0) > 0);
  return (
    anyPoints(scoring.singles) ||
    (dice >= 3 && anyPoints(scoring.threeOfAKind)) ||
    (dice >= 4 && anyPoints(scoring.fourOfAKind)) ||
    (dice >= 5 && (anyPoints(scoring.fiveOfAKind) || scoring.fullHouse !== null)) ||
    (dice >= 6 && anyPoints(scoring.sixOfAKind)) ||
    sixDice ||
    scoring.straights.some((straight) => straight.faces.length <= dice)
  );
}
