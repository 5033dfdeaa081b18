import { FarkleError } from '../../../errors.js';
import type { Rules } from '../../../rules/types.js';

/**
 * A farkle streak, per player (`farklePenalty`): the farkles in a row so
 * far, and what the one that completes the streak costs. Without a penalty
 * there is one streak state and a farkle costs nothing.
 */
export class StreakRule {
  /** Streak states: 0 to the penalty's length less one, and one more (the penalized streak) without a reset. */
  readonly count: number;
  /** The penalty in steps, or `null` for `'all'`. */
  readonly penalty: number | null;
  readonly farkles: number;
  readonly reset: boolean;
  /** The score floor in steps, or `null`. */
  readonly floor: number | null;
  /** Whether a farkle can cost points at all. */
  readonly active: boolean;

  constructor(rules: Rules, step: number) {
    const { farklePenalty, scoreFloor } = rules;
    const points = farklePenalty?.points ?? 0;
    if (points !== 'all' && points % step !== 0) {
      throw new FarkleError('unsupported-rules', `the win-chance solver models penalties in steps of ${step} points, got ${points}`, 'farklePenalty.points');
    }
    if (farklePenalty !== null && scoreFloor !== null && scoreFloor % step !== 0) {
      throw new FarkleError('unsupported-rules', `the win-chance solver models a score floor in steps of ${step} points, got ${scoreFloor}`, 'scoreFloor');
    }
    this.active = farklePenalty !== null;
    this.penalty = points === 'all' ? null : points / step;
    this.farkles = farklePenalty?.farkles ?? 1;
    this.reset = farklePenalty?.resetAfterPenalty ?? true;
    this.floor = scoreFloor === null ? null : scoreFloor / step;
    this.count = farklePenalty === null ? 1 : this.reset ? this.farkles : this.farkles + 1;
  }

  /**
   * The lowest score followed, in steps: the floor (when within three
   * penalties of zero), or `depth` penalties below zero (lower scores are
   * held there); 0 without a penalty.
   */
  lowest(depth: number): number {
    if (!this.active) return 0;
    const exact = this.floor !== null && this.penalty !== null && this.floor >= -3 * this.penalty;
    const deepest = this.penalty === null ? 0 : -depth * this.penalty;
    const lowest = this.floor === null ? deepest : exact ? this.floor : Math.max(this.floor, deepest);
    return Math.min(0, lowest);
  }

  /** A score after a farkle that completes the streak (steps, held at `lowest`). */
  penalized(score: number, lowest: number): number {
    const fall = this.penalty === null ? Math.min(score, 0) : score - this.penalty;
    const lowered = Math.min(score, this.floor === null ? fall : Math.max(this.floor, fall));
    return Math.max(lowest, lowered);
  }

  /** The streak after a farkle from streak a, and whether that farkle completes the streak. */
  afterFarkle(a: number): { streak: number; penalty: boolean } {
    if (!this.active) return { streak: 0, penalty: false };
    if (a + 1 < this.farkles) return { streak: a + 1, penalty: false };
    return { streak: this.reset ? 0 : this.count - 1, penalty: true };
  }
}
