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

/**
 * A {@link TurnModel} laid out for the solvers. Their value tables are flat:
 * `values[dice * stride + level]`, a level being a turn total in steps.
 */
export interface FlatModel {
  readonly maxSteps: number;
  /** The smallest farkle chance of any number of dice. */
  readonly leastFarkle: number;
  /**
   * The expected value of rolling n dice at level k: each outcome class at
   * its best option, an option of s steps leading to level k + s with its
   * dice, and `farkle` for rolls that score nothing. The slope of that value
   * in the farkle value, through the chosen options' `slopes`, is left in `lastSlope`.
   */
  expectAt(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, farkle: number): number;
  /** The slope computed by the last `expectAt`. */
  readonly lastSlope: number;
  /** The same as `expectAt` with option values from a function of (steps, dice next), for one-off questions. */
  expect(n: number, value: (steps: number, next: number) => number, farkle: number): number;
  /**
   * The expected value of rolling n dice needing `r` more steps, over
   * `need[dice][r]`: an option of s steps leads to r - s, and r - s <= 0 is
   * worth 1. A farkle is worth 0.
   */
  expectNeeding(n: number, need: readonly Float64Array[], r: number): number;
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
  private readonly rolls: FlatRoll[] = [];
  /** Per table stride, each option's offset `next * stride + steps`, so the inner loop is one read. */
  private readonly offsets = new Map<number, Int32Array[]>();

  constructor(
    model: TurnModel,
    readonly maxSteps: number,
  ) {
    for (let n = 0; n <= MAX_DICE; n++) this.rolls.push(flattenRoll(model, n));
    this.leastFarkle = Math.min(...this.rolls.slice(1).map((r) => r.farkle));
  }

  private offsetsFor(stride: number): Int32Array[] {
    let offsets = this.offsets.get(stride);
    if (offsets === undefined) {
      offsets = this.rolls.map((r) => Int32Array.from(r.steps, (steps, o) => (r.next[o] ?? MAX_DICE) * stride + steps));
      this.offsets.set(stride, offsets);
    }
    return offsets;
  }

  expectAt(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, farkle: number): number {
    const { chance, start, farkle: farkleChance } = this.rolls[n] as FlatRoll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
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

  expect(n: number, value: (steps: number, next: number) => number, farkle: number): number {
    const { chance, start, steps, next, farkle: farkleChance } = this.rolls[n] as FlatRoll;
    let sum = farkleChance * farkle;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) best = Math.max(best, value(steps[o] ?? 0, next[o] ?? MAX_DICE));
      sum += (chance[c] ?? 0) * best;
    }
    return sum;
  }

  expectNeeding(n: number, need: readonly Float64Array[], r: number): number {
    return this.expect(n, (steps, next) => (r - steps <= 0 ? 1 : (need[next]?.[r - steps] ?? 0)), 0);
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
