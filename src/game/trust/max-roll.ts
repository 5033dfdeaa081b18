import type { Rules, ScoringRules } from '../../rules/types.js';
import { listPatterns } from '../../scoring/patterns.js';

/** The most points per die of each scoring (validation shares one scoring object between equal ones), made once. */
const perDie = new WeakMap<ScoringRules, number>();

/** The last rule set asked about: a game asks about one rule set at every check. */
let lastRules: Rules | null = null;
let lastBound = 0;

/** The most points per die any combination of the scoring table (or a six-dice farkle) gives. */
function mostPerDie(scoring: ScoringRules): number {
  let most = (scoring.sixDiceFarkle ?? 0) / 6;
  for (const { points, faces } of listPatterns(scoring)) most = Math.max(most, points / faces.length);
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
