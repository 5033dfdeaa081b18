import type { FlatModel } from './flat.js';

/**
 * A turn's keeps, kept between solves of it at farkle values that move
 * little (the rounds of a pair of scores solved to its fixed point, see
 * `PairSolve`): at each decision point, each outcome class's chosen option
 * and by how much it won. A turn's chances are worth at least 0 and at most
 * 1 more per unit of the farkle value (each is a chance of winning, and the
 * farkle value weighs what follows a farkle, at most all of it), so when the
 * farkle value has moved by δ since a class was solved, the difference
 * between any two of its options has moved by at most δ: a choice that won
 * by more than every move since still wins, and the class is worth its
 * chosen option without a look at the others. A class whose lead the moves
 * may have closed is solved again, in full, as `FlatModel.expectAt` solves
 * it (the first of equal options chosen), so the values are the same, bit
 * for bit, as a solve of every class.
 *
 * Measured (spicy dice, whose classes have nine options on average): the
 * rounds after the first of a pair solve some tenth of their classes again.
 */
export class TurnChoices {
  /** The chosen option of each class at each decision point, as its index into the value table. */
  private choices = new Int32Array(0);
  /** The moves of the farkle value a class's choice survives: `drift` below it, it stands; -Infinity where not solved yet. */
  private limits = new Float64Array(0);
  /** Where each number of dice's classes start within a level. */
  private readonly rowStart: Int32Array;
  /** The classes of one level: every number of dice's. */
  readonly perLevel: number;
  /** How far the farkle (and lost-turn) values have moved since `reset`, summed. */
  drift = 0;
  private lastFarkle = Number.NaN;
  /** The highest level reserved since the last reset. */
  private used = 0;
  private lastLost = Number.NaN;
  /** The slope of the last expectation, in the farkle value. */
  lastSlope = 0;
  /** Classes solved again, and choices that changed, since `reset`. */
  solved = 0;
  changed = 0;

  constructor(readonly flat: FlatModel) {
    this.rowStart = new Int32Array(flat.dice + 2);
    for (let n = 1; n <= flat.dice; n++) this.rowStart[n + 1] = (this.rowStart[n] as number) + flat.classes(n).chance.length;
    this.perLevel = this.rowStart[flat.dice + 1] as number;
  }

  /** Forgets every choice: the next solve solves every class. */
  reset(): void {
    // Only the levels used since the last reset hold choices.
    this.limits.fill(-Infinity, 0, Math.min(this.limits.length, (this.used + 1) * this.perLevel));
    this.used = 0;
    this.drift = 0;
    this.lastFarkle = Number.NaN;
    this.lastLost = Number.NaN;
    this.solved = 0;
    this.changed = 0;
  }

  /** The next solve is at these values: their moves since the last add to the drift. */
  moveTo(farkle: number, lost: number): void {
    if (!Number.isNaN(this.lastFarkle)) this.drift += Math.abs(farkle - this.lastFarkle) + Math.abs(lost - this.lastLost);
    this.lastFarkle = farkle;
    this.lastLost = lost;
  }

  /** Room for the decision points of levels 0 to `top`. */
  reserve(top: number): void {
    this.used = Math.max(this.used, top);
    const needed = (top + 1) * this.perLevel;
    if (needed <= this.choices.length) return;
    const size = Math.max(needed, 2 * this.choices.length);
    const choices = new Int32Array(size);
    choices.set(this.choices);
    const limits = new Float64Array(size).fill(-Infinity);
    limits.set(this.limits);
    this.choices = choices;
    this.limits = limits;
  }

  /**
   * The expected value of rolling n dice at level k, as `FlatModel.expectAt`
   * gives it (its slope in `lastSlope`), each class at its kept choice where
   * that still stands, else solved again (and kept).
   */
  expect(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number): number {
    const { flat, choices, limits, drift } = this;
    const { chance, start } = flat.classes(n);
    const offsets = flat.optionOffsets(n, stride);
    const at = k * this.perLevel + (this.rowStart[n] as number);
    let sum = base;
    let sumSlope = baseSlope;
    let end = start[0] as number;
    for (let c = 0, classes = chance.length; c < classes; c++) {
      let o = end;
      end = start[c + 1] as number;
      let chosen: number;
      let best: number;
      if (drift < (limits[at + c] as number)) {
        chosen = choices[at + c] as number;
        best = values[chosen] as number;
      } else {
        chosen = (offsets[o] as number) + k;
        best = values[chosen] as number;
        let second = -Infinity;
        for (o++; o < end; o++) {
          const index = (offsets[o] as number) + k;
          const v = values[index] as number;
          if (v > best) {
            second = best;
            best = v;
            chosen = index;
          } else if (v > second) second = v;
        }
        if (choices[at + c] !== chosen) this.changed++;
        choices[at + c] = chosen;
        // A class of one option never changes its choice (its limit is then Infinity).
        limits[at + c] = drift + (best - second);
        this.solved++;
      }
      const p = chance[c] as number;
      sum += p * best;
      sumSlope += p * (slopes[chosen] as number);
    }
    this.lastSlope = sumSlope;
    return sum;
  }
}
