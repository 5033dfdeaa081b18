import { MAX_DICE } from '../dice.js';
import type { TurnModel } from './model.js';

/** One number of dice's outcome classes in flat typed arrays, for the solvers' inner loops. */
interface FlatRoll {
  /** Probability of each class. */
  readonly chance: Float64Array;
  /** Where each class's options start in `steps`/`next`; one extra entry closes the last. */
  readonly start: Int32Array;
  readonly steps: Int32Array;
  readonly next: Int32Array;
  readonly farkle: number;
}

/** A {@link TurnModel} laid out for speed. */
export interface FlatModel {
  readonly maxSteps: number;
  /**
   * The expected value of rolling n dice: each outcome class at its best
   * option by `value(steps, diceNext)`, and `farkle` for rolls that score nothing.
   */
  expect(n: number, value: (steps: number, next: number) => number, farkle: number): number;
  /**
   * The same over tables of values `f[dice][level]` at level `k`, with the
   * slope in the farkle value of the chosen options (from `slope`), stored in `lastSlope`.
   */
  expectAt(n: number, f: readonly Float64Array[], slope: readonly Float64Array[], k: number, farkle: number): number;
  /** The slope computed by the last `expectAt`. */
  readonly lastSlope: number;
  /**
   * The same as `expectAt` over one flat table per quantity: `values[dice * stride + level]`.
   * Options are pre-offset for the stride, so the inner loop is one read.
   */
  expectFlat(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, farkle: number): number;
  /** The smallest farkle chance of any number of dice. */
  readonly leastFarkle: number;
  /**
   * The expected value of rolling n dice needing `r` more steps, over
   * `u[dice][r]`: an option of s steps leads to r - s, and r - s <= 0 is worth 1.
   */
  expectNeeding(n: number, u: readonly Float64Array[], r: number): number;
}

function flattenRoll(model: TurnModel, n: number): FlatRoll {
  const classes = model.outcomes[n] ?? [];
  const rolls = 6 ** n;
  const chance = Float64Array.from(classes, (c) => c.ways / rolls);
  const start = new Int32Array(classes.length + 1);
  const steps: number[] = [];
  const next: number[] = [];
  classes.forEach((c, i) => {
    start[i] = steps.length;
    for (let o = 0; o < c.options.length; o += 2) {
      steps.push(c.options[o] ?? 0);
      next.push(c.options[o + 1] ?? MAX_DICE);
    }
  });
  start[classes.length] = steps.length;
  return { chance, start, steps: Int32Array.from(steps), next: Int32Array.from(next), farkle: (model.farkleWays[n] ?? 0) / rolls };
}

class Flat implements FlatModel {
  lastSlope = 0;
  readonly leastFarkle: number;
  private readonly rolls: FlatRoll[];
  private offsets: Int32Array[] = [];
  private stride = -1;

  constructor(
    model: TurnModel,
    readonly maxSteps: number,
  ) {
    this.rolls = [];
    for (let n = 0; n <= MAX_DICE; n++) this.rolls.push(flattenRoll(model, n));
    this.leastFarkle = Math.min(...this.rolls.slice(1).map((r) => r.farkle));
  }

  expectFlat(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, farkle: number): number {
    if (stride !== this.stride) {
      this.offsets = this.rolls.map((r) => Int32Array.from(r.steps, (steps, o) => (r.next[o] ?? MAX_DICE) * stride + steps));
      this.stride = stride;
    }
    const { chance, start, farkle: farkleChance } = this.rolls[n] as FlatRoll;
    const offsets = this.offsets[n] as Int32Array;
    let sum = farkleChance * farkle;
    let sumSlope = farkleChance;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      let at = 0;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) {
        const index = (offsets[o] ?? 0) + k;
        const v = values[index] ?? 0;
        if (v > best) {
          best = v;
          at = index;
        }
      }
      const p = chance[c] ?? 0;
      sum += p * best;
      sumSlope += p * (slopes[at] ?? 0);
    }
    this.lastSlope = sumSlope;
    return sum;
  }

  expectNeeding(n: number, u: readonly Float64Array[], r: number): number {
    const { chance, start, steps, next } = this.rolls[n] as FlatRoll;
    let sum = 0;
    for (let c = 0; c < chance.length; c++) {
      let best = 0;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) {
        const left = r - (steps[o] ?? 0);
        const v = left <= 0 ? 1 : ((u[next[o] ?? MAX_DICE] as Float64Array)[left] ?? 0);
        if (v > best) best = v;
      }
      sum += (chance[c] ?? 0) * best;
    }
    return sum;
  }

  expect(n: number, value: (steps: number, next: number) => number, farkle: number): number {
    const { chance, start, steps, next, farkle: farkleChance } = this.rolls[n] as FlatRoll;
    let sum = farkleChance * farkle;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) {
        const v = value(steps[o] ?? 0, next[o] ?? MAX_DICE);
        if (v > best) best = v;
      }
      sum += (chance[c] ?? 0) * best;
    }
    return sum;
  }

  expectAt(n: number, f: readonly Float64Array[], slope: readonly Float64Array[], k: number, farkle: number): number {
    const { chance, start, steps, next, farkle: farkleChance } = this.rolls[n] as FlatRoll;
    let sum = farkleChance * farkle;
    let sumSlope = farkleChance;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      let bestSlope = 0;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) {
        const level = k + (steps[o] ?? 0);
        const dice = next[o] ?? MAX_DICE;
        const v = (f[dice] as Float64Array)[level] ?? 0;
        if (v > best) {
          best = v;
          bestSlope = (slope[dice] as Float64Array)[level] ?? 0;
        }
      }
      const p = chance[c] ?? 0;
      sum += p * best;
      sumSlope += p * bestSlope;
    }
    this.lastSlope = sumSlope;
    return sum;
  }
}

const flats = new WeakMap<TurnModel, FlatModel>();

/** The flat layout of a turn model (cached). */
export function flatten(model: TurnModel): FlatModel {
  let flat = flats.get(model);
  if (flat === undefined) {
    flat = new Flat(model, model.maxSteps);
    flats.set(model, flat);
  }
  return flat;
}
