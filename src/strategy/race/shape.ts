import { FarkleError } from '../../errors.js';
import type { Rules } from '../../rules/types.js';

/** The most steps of the score grid a target may span: a plain table of 4 million win chances (32 MB). */
export const MAX_GOAL = 2000;
/** The most win chances a solver's table may hold: 8 million (64 MB). */
export const MAX_TABLE = 8_000_000;

/**
 * What a player's state holds besides the banked score, beyond a plain
 * two-player game: the farkle streak (with `farklePenalty`) and whether the
 * player is on the board (where the entry minimum exceeds the bank minimum
 * and a penalty can bring a score back to zero or below).
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('yarkle', { target: 1000 });
 * solved.winChance(500, 500, { streak: 2 }); // lower than with no farkle behind
 * ```
 */
export interface PlayerSituation {
  /** The farkles in a row so far (0 by default); at the penalty's length, as after a penalty under `resetAfterPenalty: false`. */
  readonly streak?: number | undefined;
  /** Whether the player has banked once; by default whether the score is above zero. */
  readonly onBoard?: boolean | undefined;
  /** With lives: the lives the player has (1 to the rules' `lives.start`, the default). */
  readonly lives?: number | undefined;
}

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
 * The states of a solve with farkle penalties: scores from `lowest` steps
 * (below zero when a penalty can take a score there) to the goal, each
 * player's streak, and each player's on-board flag where it matters.
 */
export class WinShape {
  /** Steps to the first score that ends the game (or starts the final round). */
  readonly goal: number;
  /** The lowest score in steps: the floor (when within three penalties of zero), or `depth` penalties below zero. */
  readonly lowest: number;
  /** Scores per player: `goal - lowest`. */
  readonly scores: number;
  /** Streak states: 0 to the penalty's length less one, and one more (the penalized streak) without a reset. */
  readonly streaks: number;
  /** On-board states: 2 where the entry exceeds the bank minimum, else 1 (everyone is treated as on the board). */
  readonly flags: number;
  /** Seats: 2 where tied leaders play off (the lower seat starts each round), else 1 (seats do not matter). */
  readonly seats: number;
  /** The penalty in steps, or `null` for `'all'`. */
  readonly penalty: number | null;
  readonly farkles: number;
  readonly reset: boolean;
  /** The score floor in steps, or `null`. */
  readonly floor: number | null;
  readonly size: number;

  constructor(rules: Rules, target: number, step: number, depth: number) {
    const { end, farklePenalty, scoreFloor } = rules;
    this.goal = goalOf(rules, target, step);
    const points = farklePenalty?.points ?? 0;
    if (points !== 'all' && points % step !== 0) {
      throw new FarkleError('unsupported-rules', `the win-chance solver models penalties in steps of ${step} points, got ${points}`, 'farklePenalty.points');
    }
    if (farklePenalty !== null && scoreFloor !== null && scoreFloor % step !== 0) {
      throw new FarkleError('unsupported-rules', `the win-chance solver models a score floor in steps of ${step} points, got ${scoreFloor}`, 'scoreFloor');
    }
    this.penalty = points === 'all' ? null : points / step;
    this.farkles = farklePenalty?.farkles ?? 1;
    this.reset = farklePenalty?.resetAfterPenalty ?? true;
    this.floor = scoreFloor === null ? null : scoreFloor / step;
    // A floor within three penalties of zero is followed exactly; below it, scores are held at `depth` penalties.
    const exact = this.floor !== null && this.penalty !== null && this.floor >= -3 * this.penalty;
    const deepest = this.penalty === null ? 0 : -depth * this.penalty;
    const lowest = this.floor === null ? deepest : exact ? this.floor : Math.max(this.floor, deepest);
    // Without a penalty no score falls below zero.
    this.lowest = farklePenalty === null ? 0 : Math.min(0, lowest);
    this.scores = this.goal - this.lowest;
    this.streaks = farklePenalty === null ? 1 : this.reset ? this.farkles : this.farkles + 1;
    this.flags = rules.bank.entry > rules.bank.minimum ? 2 : 1;
    this.seats = end.finalRound && end.ties === 'playOff' ? 2 : 1;
    this.size = this.scores * this.scores * this.streaks * this.streaks * this.flags * this.flags * this.seats;
    if (this.size > MAX_TABLE) {
      throw new FarkleError('invalid-options', `expected a target whose table fits ${MAX_TABLE} win chances; ${target} needs ${this.size}`, 'target');
    }
  }

  /** The index of the mover's state: i and j scores in steps, a and b streaks, oi and oj on-board flags (0 or 1), the mover's seat. */
  index(i: number, j: number, a: number, b: number, oi: number, oj: number, seat = 0): number {
    const { scores, streaks, flags } = this;
    const tags = ((((this.seats === 1 ? 0 : seat) * streaks + a) * streaks + b) * flags + (flags === 1 ? 0 : oi)) * flags + (flags === 1 ? 0 : oj);
    return (tags * scores + i - this.lowest) * scores + j - this.lowest;
  }

  /** A score after a farkle that completes the streak (steps, clamped at the lowest score solved). */
  penalized(score: number): number {
    const fall = this.penalty === null ? Math.min(score, 0) : score - this.penalty;
    const lowered = Math.min(score, this.floor === null ? fall : Math.max(this.floor, fall));
    return Math.max(this.lowest, lowered);
  }

  /** The streak state after a farkle from streak a, and whether it completes the streak. */
  afterFarkle(a: number): { streak: number; penalty: boolean } {
    if (a + 1 < this.farkles) return { streak: a + 1, penalty: false };
    return { streak: this.reset ? 0 : this.streaks - 1, penalty: true };
  }
}
