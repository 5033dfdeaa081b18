/**
 * An independent reference for the long-run objective (issue 11, item 4),
 * written from HOUSE-RULES.md and the engine's documented farkle rules on top
 * of `rollModel` (test/support/strategy.ts, the oracle's rolls). It shares
 * nothing with `src/strategy`.
 *
 * The game is an endless run of turns; between turns the state is the farkle
 * streak s (0 .. farkles - 1). Within a turn the state is (turn total, dice to
 * roll), as in `solveTurn`. A bank ends the streak; a farkle lengthens it
 * (even one that banks under no risk) and, reaching `farkles`, costs the
 * penalty and starts the streak again (or, without reset, stays at the last
 * step so that every further farkle pays); a roll effect that loses the turn
 * leaves the streak alone.
 *
 * Solved by plain relative value iteration over the whole MDP: each sweep
 * values every (streak, turn total, dice) state from the previous sweep's
 * turn-start values H, then subtracts the new H(0) from every H. The sweeps
 * stop once the span of (new H - old H) is below `tolerance`; the average
 * points per turn lies between its minimum and maximum.
 */
import { expectRoll, type RollModel } from './strategy.js';

export interface LongRunGame {
  readonly model: RollModel;
  /** The bank minimum (the player is on the board). */
  readonly minimum: number;
  /** Turn totals above this are banked at once. */
  readonly cap: number;
  /** The farkle penalty, or `null` for none. */
  readonly penalty: { readonly farkles: number; readonly points: number; readonly reset: boolean } | null;
  readonly noRisk?: boolean;
}

export interface LongRunSolution {
  /** The long-run average points per turn, the middle of its bounds. */
  readonly g: number;
  /** The bounds' width when the sweeps stopped. */
  readonly span: number;
  /** Relative values of the streaks, h[0] = 0. */
  readonly h: readonly number[];
  readonly sweeps: number;
}

/** The value of a turn from scratch for each streak, given the previous turn-start values `before`. */
function sweep(game: LongRunGame, before: readonly number[]): number[] {
  const { model, minimum, cap, penalty } = game;
  const { step, dice } = model;
  const top = Math.floor(cap / step);
  const streaks = before.length;
  return before.map((_, s) => {
    const farkled = s + 1;
    const pays = penalty !== null && farkled >= penalty.farkles;
    const nextStreak = penalty === null ? 0 : farkled < penalty.farkles ? farkled : penalty.reset ? 0 : streaks - 1;
    const farkleWorth = (pays ? -penalty.points : 0) + before[nextStreak]! - before[0]!;
    const lostWorth = before[s]! - before[0]!;
    // decision[n][k]: after a keep, banking allowed; rolling[n][k]: rolling n dice now.
    const decision = Array.from({ length: dice + 1 }, () => new Float64Array(top + 1));
    const rolling = Array.from({ length: dice + 1 }, () => new Float64Array(top + 1));
    const at = (total: number, n: number, mustRoll: boolean): number => {
      if (total > cap) return total;
      return (mustRoll ? rolling : decision)[n]![total / step]!;
    };
    for (let k = top; k >= 0; k--) {
      const total = k * step;
      const banked = game.noRisk === true && total >= minimum ? total : 0;
      for (let n = 1; n <= dice; n++) {
        const roll = expectRoll(model, n, (points, next, mustRoll) => at(total + points, next, mustRoll), banked + farkleWorth, lostWorth);
        rolling[n]![k] = roll;
        decision[n]![k] = total >= minimum ? Math.max(total, roll) : roll;
      }
    }
    return rolling[dice]![0]!;
  });
}

/** Relative value iteration until the bounds on the average are `tolerance` apart. */
export function solveLongRun(game: LongRunGame, tolerance = 1e-11): LongRunSolution {
  const streaks = game.penalty === null ? 1 : game.penalty.farkles;
  let h = new Array<number>(streaks).fill(0);
  for (let sweeps = 1; sweeps <= 10_000; sweeps++) {
    const values = sweep(game, h);
    const gains = values.map((v, s) => v - h[s]!);
    const low = Math.min(...gains);
    const high = Math.max(...gains);
    h = values.map((v) => v - values[0]!);
    if (high - low <= tolerance) return { g: (low + high) / 2, span: high - low, h, sweeps };
  }
  throw new Error('the long-run reference did not converge');
}
