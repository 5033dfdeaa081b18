import type { PenaltyPoints } from '../../rules/types.js';
import { readsEvents, type Draft, type GameDraft } from './draft.js';
import type { PlayerState } from '../types.js';

/**
 * A banked score lowered by a penalty: by `points`, or to zero for `'all'`
 * (a score at or below zero stays). The floor stops the fall, but never
 * raises a score that was already below it.
 */
export function lowered(score: number, points: PenaltyPoints, floor: number | null): number {
  const target = points === 'all' ? Math.min(score, 0) : score - points;
  return Math.min(score, floor === null ? target : Math.max(floor, target));
}

/** Applies a penalty to the player being edited, with its `penalty` event. */
export function penalize(draft: GameDraft, player: Draft<PlayerState>, points: PenaltyPoints, reason: 'streak' | 'allDice'): void {
  const score = lowered(player.score, points, draft.rules.scoreFloor);
  if (readsEvents(draft)) draft.events.push({ type: 'penalty', player: draft.turn.player, points: player.score - score, score, reason });
  player.score = score;
}
