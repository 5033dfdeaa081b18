import { FarkleError } from '../../../errors.js';
import type { Rules } from '../../../rules/types.js';

/** The most steps of the score grid a target may span: a plain table of 4 million win chances (32 MB). */
export const MAX_GOAL = 2000;
/** The most win chances a table over streaks, on-board flags and seats may hold: 8 million (64 MB). */
export const MAX_TABLE = 8_000_000;

/** Steps of the score grid to the first score that ends the game; `invalid-options` past {@link MAX_GOAL}. */
export function goalOf(rules: Rules, target: number, step: number): number {
  const reach = rules.end.trigger === 'reach';
  const goal = Math.ceil((reach ? target : target + 1) / step);
  if (goal > MAX_GOAL) {
    const most = MAX_GOAL * step - (reach ? 0 : 1);
    throw new FarkleError('invalid-options', `expected a target of at most ${most} points to solve (${MAX_GOAL} steps of ${step}), got ${target}`, 'target');
  }
  return goal;
}

/**
 * Penalties deep below zero that scores are followed without a floor
 * (lower scores are held at that depth): one per quarter of the target,
 * from one to three (3,000 points below zero in yarkle's 10,000-point game).
 */
export function penaltyDepth(rules: Rules, target: number): number {
  const points = rules.farklePenalty?.points;
  if (typeof points !== 'number' || points <= 0) return 0;
  return Math.min(3, Math.max(1, Math.ceil(target / (4 * points))));
}
