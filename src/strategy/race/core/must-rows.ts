import type { FlatModel } from '../../turn/flat.js';
import type { TurnFrame, TurnKernel } from '../../turn/kernel.js';
import type { FinalRound } from '../end/final-round.js';

/** The turn whose must-roll rows are filled: the mover's scores, its kernel and frame, and its bank values. */
export interface MustRowsTurn {
  readonly flat: FlatModel;
  readonly kernel: TurnKernel;
  readonly frame: TurnFrame;
  readonly levels: number;
  readonly end: FinalRound | null;
  readonly i: number;
  readonly j: number;
  bank(k: number): number;
}

/**
 * The must-roll rows of a turn past its cut (`turn.rollAfterHotDice`,
 * `turn.rollAfterSet`): where a keep forbids banking, the player rolls on
 * even where it would bank, so those rows are solved past the cut, up to
 * the band past which banking wins whatever happens (a lead the opponent's
 * last turn cannot make up), and are the same at every level beyond it: a
 * fixed point over the number of dice (`above`).
 */
export class MustRows {
  /** Past the band, by dice: the value of a must-roll point and its slope in the farkle value. */
  private readonly above: Float64Array;
  private readonly aboveSlope: Float64Array;
  /** The band of the turn last filled. */
  band = 0;

  constructor(private readonly turns: MustRowsTurn) {
    this.above = new Float64Array(turns.flat.dice + 1);
    this.aboveSlope = new Float64Array(turns.flat.dice + 1);
  }

  /**
   * Where banking wins, so does every later bank: the must-roll values there
   * do not depend on the total, found by iterating from 0 (each round adds
   * the rolls that must roll once more).
   */
  private whereBankWins(farkle: number, farkleSlope: number, lost: number, lostSlope: number): void {
    const { flat } = this.turns;
    const { dice } = flat;
    const { above: x, aboveSlope: s } = this;
    const stride = flat.maxSteps + 1;
    const values = new Float64Array(flat.rows * stride);
    const slopes = new Float64Array(values.length);
    values.fill(1, stride, (dice + 1) * stride);
    x.fill(0);
    s.fill(0);
    for (let round = 0; round < 10000; round++) {
      for (let n = 1; n <= dice; n++) {
        values.fill(x[n] ?? 0, (dice + 1 + n) * stride, (dice + 2 + n) * stride);
        slopes.fill(s[n] ?? 0, (dice + 1 + n) * stride, (dice + 2 + n) * stride);
      }
      let change = 0;
      for (let n = 1; n <= dice; n++) {
        const base = (flat.farkle[n] ?? 0) * farkle + (flat.lost[n] ?? 0) * lost + (flat.won[n] ?? 0);
        const baseSlope = (flat.farkle[n] ?? 0) * farkleSlope + (flat.lost[n] ?? 0) * lostSlope;
        const v = flat.expectAt(n, values, slopes, stride, 0, base, baseSlope);
        change = Math.max(change, Math.abs(v - (x[n] ?? 0)), Math.abs(flat.lastSlope - (s[n] ?? 0)));
        x[n] = v;
        s[n] = flat.lastSlope;
      }
      if (change <= 1e-16) return;
    }
  }

  /**
   * Fills the levels past the turn's cut: every row that may bank banks,
   * up to the band and a roll beyond it; the must-roll rows are constant
   * past the band and solved down from it to the cut. Under no risk a
   * farkle banks (a win there).
   */
  pastCut(farkle: number): void {
    const { turns } = this;
    const { flat, kernel, levels, frame } = turns;
    const { dice, maxSteps } = flat;
    const { f, g } = kernel;
    const cut = frame.cut;
    const noRisk = frame.noRisk !== null;
    const end = turns.end;
    this.band = end === null ? cut : Math.max(cut, end.reach - 1 + turns.j - turns.i);
    const band = this.band;
    for (let k = band + maxSteps; k > cut + maxSteps; k--) {
      const bank = turns.bank(k);
      for (let n = 1; n <= dice; n++) {
        f[n * levels + k] = bank;
        g[n * levels + k] = 0;
      }
    }
    this.whereBankWins(noRisk ? 1 : farkle, noRisk ? 0 : 1, farkle, 1);
    for (let k = band + maxSteps; k > band; k--) {
      for (let n = 1; n <= dice; n++) {
        f[(dice + 1 + n) * levels + k] = this.above[n] ?? 0;
        g[(dice + 1 + n) * levels + k] = this.aboveSlope[n] ?? 0;
      }
    }
    for (let k = band; k > cut; k--) {
      const bank = turns.bank(k);
      for (let n = 1; n <= dice; n++) {
        const base = noRisk ? flat.ends(n, bank, farkle, 1) : flat.ends(n, farkle, farkle, 1);
        const baseSlope = noRisk ? (flat.lost[n] ?? 0) : (flat.farkle[n] ?? 0) + (flat.lost[n] ?? 0);
        f[(dice + 1 + n) * levels + k] = flat.expectAt(n, f, g, levels, k, base, baseSlope);
        g[(dice + 1 + n) * levels + k] = flat.lastSlope;
      }
    }
  }

  /** The value of rolling on at a must-roll point past the cut: solved in the band, constant beyond. */
  rollOn(n: number, k: number): number {
    const { turns } = this;
    const { dice, maxSteps } = turns.flat;
    return k <= this.band + maxSteps ? (turns.kernel.f[(dice + 1 + n) * turns.levels + k] ?? 0) : (this.above[n] ?? 0);
  }
}
