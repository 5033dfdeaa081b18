import type { FlatModel } from '../../turn/flat.js';
import { TurnFrame, TurnKernel } from '../../turn/kernel.js';
import type { LastTurn } from '../end/last-turn.js';
import { OfferedLastTurn } from '../end/offered-last-turn.js';
import type { Minimums } from '../core/turns.js';
import type { OfferTable } from './offer-table.js';

/**
 * The turns of a race under high stakes (`rules.highStakes`): a bank that
 * leaves n dice (1 to `dice` - 1; none after hot dice) offers them to the
 * opponent, who may roll them for the banked turn total instead of
 * starting afresh, so a bank's value depends on the dice it leaves (the
 * frame's banks are by row). One solve of a turn of i against j gives the
 * chance of starting afresh and every offer's at once: taking an offer of n
 * dice at a total t is rolling n dice at level t of that turn.
 */
export class OfferTurns {
  readonly kernel: TurnKernel;
  readonly frame: TurnFrame;
  readonly levels: number;
  readonly dice: number;
  i = 0;
  j = 0;
  m = 1;
  private mj = 1;
  /** The level past which the turn no longer depends on its total (see `topOf`). */
  top = 0;
  private readonly offered: OfferedLastTurn | null;
  private readonly ending: Float64Array;
  /** Past the top, by dice: the value of a decision point and its slope in the farkle value. */
  readonly far: Float64Array;
  readonly farSlope: Float64Array;

  constructor(
    readonly flat: FlatModel,
    readonly table: OfferTable,
    private readonly minimums: Minimums,
    private readonly last: LastTurn | null,
  ) {
    const { goal } = table;
    this.dice = flat.dice;
    this.offered = last === null ? null : new OfferedLastTurn(flat, last);
    this.levels = 2 * goal + (last?.reach ?? 0) + minimums.entry + flat.maxSteps + 2;
    this.kernel = new TurnKernel(flat, this.levels);
    this.frame = new TurnFrame(flat.dice, this.levels);
    this.frame.bankStride = this.levels;
    this.ending = flat.farkle.map((p, n) => p + (flat.lost[n] ?? 0));
    this.far = new Float64Array(flat.dice + 1);
    this.farSlope = new Float64Array(flat.dice + 1);
  }

  /** The bank minimum of a player with `score` steps: the entry until the first bank. */
  private bankSteps(score: number): number {
    return score === 0 ? this.minimums.entry : this.minimums.minimum;
  }

  /** Reads the turn of i against j. */
  prepare(i: number, j: number): void {
    this.i = i;
    this.j = j;
    this.m = this.bankSteps(i);
    this.mj = this.bankSteps(j);
  }

  /** The chance of the mover after banking k steps with n dice left (n = `dice`: hot dice, no offer). */
  bank(k: number, n: number): number {
    const { i, j } = this;
    const score = i + k;
    const offer = n < this.dice ? n : 0;
    if (score < this.table.goal) return 1 - this.table.startChance(j, score, offer, k);
    const { last, offered } = this;
    if (last === null || offered === null) return 1;
    const fresh = last.chance(score - j, this.mj);
    return 1 - (offer === 0 ? fresh : Math.max(fresh, offered.chance(offer, k, i - j + 1, this.mj)));
  }

  /**
   * The total past which the turn of i against j no longer depends on it:
   * a bank there reaches the end, is allowed, and leaves the opponent no
   * chance from scratch, and an offer of its dice the same chance at any
   * total (its own minimum met).
   */
  private topOf(): number {
    const { i, j, m, table } = this;
    if (this.last === null) return Math.max(table.goal - i, m, j);
    return Math.max(table.goal - i, m, this.mj, this.last.reach + j - i, j);
  }

  /**
   * The values past the top, by dice to roll: a keep leaves fewer dice or
   * hot dice (where a bank leaves no offer and wins), so the dice from 1 up
   * each read only values already found.
   */
  private solveFar(farkle: number): void {
    const { flat, far, farSlope, dice, ending } = this;
    const stride = flat.maxSteps + 1;
    const values = new Float64Array((dice + 1) * stride);
    const slopes = new Float64Array(values.length);
    const set = (n: number, value: number, slope: number): void => {
      far[n] = value;
      farSlope[n] = slope;
      values.fill(value, n * stride, (n + 1) * stride);
      slopes.fill(slope, n * stride, (n + 1) * stride);
    };
    set(dice, 1, 0);
    for (let n = 1; n < dice; n++) {
      const bank = this.bank(this.top + 1, n);
      const rolled = flat.expectAt(n, values, slopes, stride, 0, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), ending[n] ?? 0);
      if (bank >= rolled) set(n, bank, 0);
      else set(n, rolled, flat.lastSlope);
    }
  }

  /** Solves the turn prepared for a farkle worth `farkle`: the value of starting afresh, its slope in `flat.lastSlope`. */
  solve(farkle: number): number {
    const { flat, frame, kernel, levels, dice, ending, far, farSlope } = this;
    this.top = this.topOf();
    this.solveFar(farkle);
    const { f, g } = kernel;
    for (let k = this.top + flat.maxSteps; k > this.top; k--) {
      for (let n = 1; n <= dice; n++) {
        f[n * levels + k] = far[n] ?? 0;
        g[n * levels + k] = farSlope[n] ?? 0;
      }
    }
    frame.minimum = this.m;
    frame.cut = this.top;
    frame.rowTop.fill(this.top);
    for (let n = 1; n <= dice; n++) {
      frame.base[n] = (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0);
      frame.baseG[n] = ending[n] ?? 0;
      for (let k = this.m; k <= this.top; k++) {
        frame.bank[n * levels + k] = this.bank(k, n);
        frame.bankG[n * levels + k] = 0;
      }
    }
    kernel.solve(frame);
    return this.rolled(dice, 0, farkle);
  }

  /** The value of rolling n dice at total k of the turn solved at `farkle` (k at most its top). */
  rolled(n: number, k: number, farkle: number): number {
    const { flat, ending } = this;
    return this.kernel.roll(n, k, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), ending[n] ?? 0);
  }

  /** The same past the top, where it no longer depends on the total. */
  rolledFar(n: number, farkle: number): number {
    const { flat, ending } = this;
    const stride = flat.maxSteps + 1;
    const values = new Float64Array((this.dice + 1) * stride);
    for (let row = 1; row <= this.dice; row++) values.fill(this.far[row] ?? 0, row * stride, (row + 1) * stride);
    return flat.expectAt(n, values, values, stride, 0, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), 0);
  }
}
