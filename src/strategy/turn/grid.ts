import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import type { FlatModel } from './flat.js';
import type { TurnEnds } from './policy.js';
import { rollBound, type TailModel } from './tail.js';

/**
 * Values on one grid of turn totals `offset + k * step`, flat as
 * `values[row * stride + k]`: `best` at the decision point (its rows past
 * `dice`, where banking is not allowed, hold the value of rolling on), `roll`
 * of rolling each roll state. Levels past the cap hold the total itself: the
 * policy banks there. From level `tail` up, the bankable rows other than
 * every die bank and their `roll` is not stored (see {@link TailModel}).
 */
export interface Grid {
  readonly best: Float64Array;
  readonly roll: Float64Array;
  readonly stride: number;
  /** The slopes of `best` and `roll` along the ends' direction; all zero (and shared) when it is zero. */
  readonly bestSlope: Float64Array;
  readonly rollSlope: Float64Array;
  /** The lowest level solved as the tail: `roll` of a bankable roll state other than every die is not stored from here up. */
  readonly tail: number;
}

/** What a grid is solved for: the turn model, the bank minimum, the cap and the ends of a turn. */
export interface GridSpec {
  readonly flat: FlatModel;
  readonly tail: TailModel | null;
  readonly step: number;
  /** The turn total needed to bank, in points. */
  readonly minimum: number;
  readonly cap: number;
  readonly noRisk: boolean;
  readonly endValues: TurnEnds;
}

/** Solves grids of turn totals, level by level from the cap down (totals only grow within a turn). */
export class GridSolver {
  readonly tracks: boolean;
  /** Zero slopes for `FlatModel.expectAt`, by length, when the ends' direction is zero. */
  private readonly noSlopes = new Map<number, Float64Array>();

  constructor(readonly spec: GridSpec) {
    this.tracks = spec.endValues.dFarkle !== 0 || spec.endValues.dLost !== 0;
  }

  /** The highest grid index at or below the cap, for totals `offset + k * step`. */
  topOf(offset: number): number {
    return Math.floor((this.spec.cap - offset) / this.spec.step);
  }

  /**
   * What the rolls of roll state n that end the turn are worth, weighted: a
   * farkle banks the total under `turn.noRisk` when it meets the minimum,
   * else 0; a roll effect that loses the turn, 0.
   */
  ends(n: number, total: number): number {
    const { endValues, noRisk, minimum, flat } = this.spec;
    const farkle = (noRisk && total >= minimum ? total : 0) + endValues.farkle;
    return farkle === 0 && endValues.lost === 0 ? 0 : flat.ends(n, farkle, endValues.lost, 0);
  }

  /** The slope of `ends` along the ends' direction. */
  endsSlope(n: number): number {
    return this.tracks ? this.spec.flat.ends(n, this.spec.endValues.dFarkle, this.spec.endValues.dLost, 0) : 0;
  }

  private zeros(length: number): Float64Array {
    let slopes = this.noSlopes.get(length);
    if (slopes === undefined) {
      slopes = new Float64Array(length);
      this.noSlopes.set(length, slopes);
    }
    return slopes;
  }

  /** The grid of totals `offset + k * step`, solved; `signal` is read once per level. */
  solve(offset: number, signal: AbortSignalLike | undefined): Grid {
    const { flat, step } = this.spec;
    const { dice } = flat;
    const top = this.topOf(offset);
    const stride = Math.max(top + 1, 0) + flat.maxSteps + 1;
    const best = new Float64Array(flat.rows * stride);
    const roll = new Float64Array((dice + 1) * stride);
    const bestSlope = this.tracks ? new Float64Array(best.length) : this.zeros(best.length);
    const rollSlope = this.tracks ? new Float64Array(roll.length) : this.zeros(roll.length);
    // Past the cap the total is banked at once, even where a must-roll rule forbids it: the cap is the horizon.
    for (let k = Math.max(top + 1, 0); k < stride; k++) {
      for (let row = 1; row < flat.rows; row++) best[row * stride + k] = offset + k * step;
    }
    const partial = { best, roll, stride, bestSlope, rollSlope, tail: top + 1 };
    const tail = this.spec.tail === null ? top + 1 : this.solveTail(partial, offset, top, signal);
    const grid = { ...partial, tail };
    for (let k = tail - 1; k >= 0; k--) {
      throwIfAborted(signal);
      for (let n = 1; n <= dice; n++) this.solveAt(grid, flat, offset, k, n);
    }
    return grid;
  }

  /** Solves roll state n at level k over `model` (the full model, or the tail's), with its rows. */
  private solveAt(grid: Grid, model: FlatModel, offset: number, k: number, n: number): void {
    const { dice } = this.spec.flat;
    const { best, roll, stride } = grid;
    const total = offset + k * this.spec.step;
    const rolled = model.expectAt(n, best, grid.bestSlope, stride, k, this.ends(n, total), this.endsSlope(n));
    roll[n * stride + k] = rolled;
    const banks = total >= this.spec.minimum && total >= rolled;
    best[n * stride + k] = banks ? total : rolled;
    const must = this.spec.flat.rows > dice + 1 ? (dice + 1 + n) * stride + k : -1;
    if (must >= 0) best[must] = rolled;
    // Ties bank, as shouldRoll does, so the slopes are those of the policy it describes.
    if (this.tracks) {
      const slope = model.lastSlope;
      grid.rollSlope[n * stride + k] = slope;
      grid.bestSlope[n * stride + k] = banks ? 0 : slope;
      if (must >= 0) grid.bestSlope[must] = slope;
    }
  }

  /**
   * Solves the levels from the top down as the tail ({@link TailModel}) while
   * every bankable roll state other than every die banks there, each level
   * checked before it is solved; returns the first level not solved so.
   * The values are then those of the whole solve (up to rounding): at every
   * level solved so, banking is proven at least as good as rolling in every
   * row that may bank (the bound, else the roll itself, each reading only
   * higher levels, which are exact), and every other row is solved.
   */
  private solveTail(grid: Grid, offset: number, top: number, signal: AbortSignalLike | undefined): number {
    const { flat, step, minimum } = this.spec;
    const tail = this.spec.tail as TailModel;
    const { dice } = flat;
    const { best, stride } = grid;
    const mustRows = flat.rows > dice + 1;
    /** The most any row above the level is worth over banking there. */
    let gain = 0;
    for (let k = top; k >= 0; k--) {
      throwIfAborted(signal);
      const total = offset + k * step;
      if (total < minimum || !this.allBank(grid, offset, k, tail, gain)) return k + 1;
      for (let n = mustRows ? 1 : dice; n <= dice; n++) this.solveAt(grid, tail.live, offset, k, n);
      // Checked above: they bank (and their slope is a bank's, 0); a must-roll row still rolls them.
      for (let n = 1; n < dice; n++) {
        best[n * stride + k] = total;
        grid.bestSlope[n * stride + k] = 0;
      }
      gain = Math.max(gain, (best[dice * stride + k] ?? 0) - total);
      if (mustRows) for (let n = 1; n <= dice; n++) gain = Math.max(gain, (best[(dice + 1 + n) * stride + k] ?? 0) - total);
    }
    return 0;
  }

  /** Whether banking at level k is worth at least rolling, for every bankable roll state but every die. */
  private allBank(grid: Grid, offset: number, k: number, tail: TailModel, gain: number): boolean {
    const { flat, step } = this.spec;
    const total = offset + k * step;
    for (let n = 1; n < flat.dice; n++) {
      const ends = this.ends(n, total);
      if (rollBound(tail, n, total, step, gain, ends) <= total) continue;
      if (flat.expectAt(n, grid.best, grid.bestSlope, grid.stride, k, ends, 0) > total) return false;
    }
    return true;
  }
}
