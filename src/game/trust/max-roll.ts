import { FACES } from '../../dice.js';
import type { FaceValues, Rules, ScoringRules } from '../../rules/types.js';

/** The most points per die of each scoring (validation shares one scoring object between equal ones), made once. */
const perDie = new WeakMap<ScoringRules, number>();

/** The last rule set asked about: a game asks about one rule set at every check. */
let lastRules: Rules | null = null;
let lastBound = 0;

/** The most points per die any combination of the scoring table gives. */
function mostPerDie(scoring: ScoringRules): number {
  let most = 0;
  const take = (points: number | null, dice: number): void => {
    if (points !== null) most = Math.max(most, points / dice);
  };
  const ofAKind: readonly [FaceValues | null, number][] = [
    [scoring.singles, 1],
    [scoring.threeOfAKind, 3],
    [scoring.fourOfAKind, 4],
    [scoring.fiveOfAKind, 5],
    [scoring.sixOfAKind, 6],
  ];
  for (const [values, dice] of ofAKind) if (values !== null) for (const face of FACES) take(values[face], dice);
  for (const { faces, points } of scoring.straights) take(points, faces.length);
  take(scoring.threePairs, 6);
  take(scoring.fourOfAKindAndPair, 6);
  take(scoring.twoTriplets, 6);
  take(scoring.sixDiceFarkle, 6);
  if (scoring.fullHouse !== null) {
    const triple = scoring.fullHouse.plusThreeOfAKind ? Math.max(0, ...FACES.map((face) => scoring.threeOfAKind?.[face] ?? 0)) : 0;
    take(scoring.fullHouse.points + triple, 5);
  }
  return most;
}

/**
 * An upper bound on what one roll can score under `rules`: every die of the
 * set in combinations worth the most per die any combination gives, times
 * the spicy multiplier for each die when the dice are spicy (a wild die
 * stands for a face and scores no more). From the rules alone, without the
 * scoring tables. A turn total is at most this per scoring roll.
 */
export function maxRollPoints(rules: Rules): number {
  if (rules === lastRules) return lastBound;
  let most = perDie.get(rules.scoring);
  if (most === undefined) {
    most = mostPerDie(rules.scoring);
    perDie.set(rules.scoring, most);
  }
  const spicy = rules.spicyDice ? rules.scoring.spicyMultiplier ** rules.dice : 1;
  const bound = Math.ceil(most * rules.dice) * spicy;
  lastRules = rules;
  lastBound = bound;
  return bound;
}
