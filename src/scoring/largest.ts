import { scoreOfKeep } from './template.js';
import type { Keep, RollScore } from './types.js';

/** What telling keeps apart by size and points reads of a keep. */
interface Sized {
  /** Dice of the roll left unkept. */
  readonly remaining: number;
  readonly points: number;
}

/**
 * The largest of a roll's legal keeps (`turn.keepEveryScoringDie`: every
 * scoring die must be set aside): the most dice, so the fewest left, and
 * among those the most points; every keep tied on both, in the given order.
 * The one reading of that rule for the scoring functions, the game
 * (`src/game/legal/check.ts`) and the solvers alike.
 */
export function largestKeeps<K extends Sized>(keeps: readonly K[]): readonly K[] {
  let remaining = Infinity;
  let points = -Infinity;
  for (const keep of keeps) {
    if (keep.remaining < remaining || (keep.remaining === remaining && keep.points > points)) {
      remaining = keep.remaining;
      points = keep.points;
    }
  }
  const largest = keeps.filter((keep) => keep.remaining === remaining && keep.points === points);
  // Every keep is the largest (one keep, or all tied): the list itself, which callers may share.
  return largest.length === keeps.length ? keeps : largest;
}

/** The largest keeps of each shared (frozen, cached) list of legal keeps, made once. */
const largestOfList = new WeakMap<readonly Keep[], readonly Keep[]>();

/** {@link largestKeeps} of a list of legal keeps, frozen; for a list the scoring table shares, made once. */
export function largestLegal(keeps: readonly Keep[]): readonly Keep[] {
  let known = largestOfList.get(keeps);
  if (known === undefined) {
    known = Object.freeze(largestKeeps(keeps));
    if (Object.isFrozen(keeps)) largestOfList.set(keeps, known);
  }
  return known;
}

/** The `scoreRoll` result under the largest-keep rule of each shared list of legal keeps, made once. */
const largestOfScore = new WeakMap<readonly Keep[], RollScore>();

/**
 * `scoreRoll`'s result where only the largest keeps are legal, from the
 * roll's result `score` (its best keep by points, then dice) and its legal
 * `keeps`: `score` itself when its keep is one of the largest, otherwise the
 * first of them (the most points among the keeps that set aside the most
 * dice), as a frozen result of the same shape.
 */
export function largestScore(score: RollScore, keeps: readonly Keep[]): RollScore {
  const best = largestLegal(keeps)[0];
  if (best === undefined || (best.remaining === score.remaining && best.points === score.points)) return score;
  let known = largestOfScore.get(keeps);
  if (known === undefined) {
    known = Object.freeze(scoreOfKeep(best));
    if (Object.isFrozen(keeps)) largestOfScore.set(keeps, known);
  }
  return known;
}
