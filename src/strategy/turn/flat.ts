import { flattenRoll, type FlatRoll } from './flat-roll.js';
import { keepGap } from './keep-gap.js';
import type { TurnModel } from './model.js';

/**
 * A {@link TurnModel} laid out for the solvers. Their value tables are flat:
 * `values[row * stride + level]`, a level being a turn total in steps and a
 * row the dice to roll next, or past `dice` the same where banking is not
 * allowed (see `rowOf`).
 */
export interface FlatModel {
  readonly dice: number;
  /** Rows of a value table: `dice + 1`, or twice that when some option forbids banking. */
  readonly rows: number;
  readonly maxSteps: number;
  /** `farkle[n]`, `lost[n]`, `won[n]`: the chances that a roll of n dice scores nothing, loses the turn by a roll effect, wins by one. */
  readonly farkle: Float64Array;
  readonly lost: Float64Array;
  readonly won: Float64Array;
  /**
   * The expected value of rolling n dice at level k: `base` (the rolls that
   * end the turn, already weighted by their chances, see {@link FlatModel.ends})
   * plus each scoring class at its best option, an option of s steps leading
   * to level k + s in its row. The slope of that value in the farkle value,
   * `baseSlope` plus the chosen options' `slopes`, is left in `lastSlope`.
   */
  expectAt(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number): number;
  /** The slope computed by the last `expectAt`. */
  readonly lastSlope: number;
  /** The same value as `expectAt`, recording each class's chosen option (its index into `values`) at `choices[at + class]`. */
  expectChoose(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number, choices: Int32Array, at: number): number;
  /**
   * The same value as `expectChoose`, recording the same choices, and in
   * `lastGap` the least, over the classes, of the margin of the choice
   * recorded (see `keepGap`: while the values read move by less, every
   * choice stays best). Below `SHARP` (1e-3) it is the rule's margin
   * exactly; above, a class's margin may be reported as a lower bound of at
   * least `SHARP`: its lead over the second best option, divided by the
   * best's sensitivity plus one (the most a rival's can add), found without
   * looking at its options one by one. `slopes`, `banks`, `margins` and
   * `fixed` are as `keepGap` reads them.
   */
  expectChooseGap(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number, choices: Int32Array, at: number, banks: Uint8Array, margins: Float64Array, fixed: number): number;
  /** The margin found by the last `expectChooseGap` (Infinity where no class has a choice). */
  readonly lastGap: number;
  /** The most outcome classes of any number of dice: the room `expectChoose` needs per decision point. */
  readonly maxClasses: number;
  /** The chance of each outcome class of rolling n dice (the weights of `expectChoose`'s choices). */
  chances(n: number): Float64Array;
  /** The same as `expectAt` with option values from a function of (steps, row), for one-off questions. */
  expect(n: number, value: (steps: number, row: number) => number, base: number): number;
  /** The weighted value of the rolls of n dice that end the turn: a farkle, a lost turn, a win. */
  ends(n: number, farkle: number, lost: number, won: number): number;
  /** The outcome classes of rolling n dice, flat. */
  classes(n: number): FlatRoll;
  /** Each option of rolling n dice as its offset `row * stride + steps` into a value table of that stride (see `expectAt`). */
  optionOffsets(n: number, stride: number): Int32Array;
}

/**
 * Below this lower bound of a class's margin (its lead over its second best
 * option, divided by the best's sensitivity plus the most a rival's can
 * add), `expectChooseGap` finds the margin by the rule itself (`keepGap`).
 * A bound above it may stand for a larger margin: that costs at most a turn
 * solved again needlessly, where the values it reads move by more than the
 * bound but less than the margin. The margins that decide are some 1e-5:
 * zilch to 1,000 and yarkle to 600 solve again exactly the turns they did
 * with every margin found by the rule.
 */
const SHARP = 1e-3;

/** Option offsets kept per model, one set per table stride (per cap solved). */
const MAX_STRIDES = 16;

class Flat implements FlatModel {
  lastSlope = 0;
  lastGap = Infinity;
  readonly maxClasses: number;
  readonly dice: number;
  readonly rows: number;
  readonly farkle: Float64Array;
  readonly lost: Float64Array;
  readonly won: Float64Array;
  private readonly rolls: FlatRoll[] = [];
  /** Per table stride, each option's offset `row * stride + steps`, so the inner loop is one read. */
  private readonly offsets = new Map<number, Int32Array[]>();
  /** The offsets last asked for: a solver asks for its own stride level after level. */
  private lastStride = -1;
  private lastOffsets: Int32Array[] = [];

  constructor(
    model: TurnModel,
    readonly maxSteps: number,
  ) {
    this.dice = model.dice;
    this.rows = model.mustRoll ? 2 * (model.dice + 1) : model.dice + 1;
    const chances = (ways: readonly number[]): Float64Array => Float64Array.from({ length: model.dice + 1 }, (_, n) => (ways[n] ?? 0) / (model.rolls?.[n] ?? 6 ** n));
    this.farkle = chances(model.farkleWays);
    this.lost = chances(model.lostWays);
    this.won = chances(model.wonWays);
    for (let n = 0; n <= model.dice; n++) this.rolls.push(flattenRoll(model, n));
    this.maxClasses = Math.max(...this.rolls.map((r) => r.chance.length));
  }

  chances(n: number): Float64Array {
    return (this.rolls[n] as FlatRoll).chance;
  }

  private offsetsFor(stride: number): Int32Array[] {
    if (stride === this.lastStride) return this.lastOffsets;
    let offsets = this.offsets.get(stride);
    if (offsets === undefined) {
      offsets = this.rolls.map((r) => Int32Array.from(r.steps, (steps, o) => (r.row[o] ?? 0) * stride + steps));
      // One stride per cap solved: keep the last few, not one per cap ever asked of this rule set.
      if (this.offsets.size >= MAX_STRIDES) this.offsets.delete(this.offsets.keys().next().value as number);
      this.offsets.set(stride, offsets);
    }
    this.lastStride = stride;
    this.lastOffsets = offsets;
    return offsets;
  }

  classes(n: number): FlatRoll {
    return this.rolls[n] as FlatRoll;
  }

  optionOffsets(n: number, stride: number): Int32Array {
    return this.offsetsFor(stride)[n] as Int32Array;
  }

  ends(n: number, farkle: number, lost: number, won: number): number {
    return (this.farkle[n] ?? 0) * farkle + (this.lost[n] ?? 0) * lost + (this.won[n] ?? 0) * won;
  }

  // expectAt, expectChoose and expectChooseGap each write out the loop that finds a class's best
  // option: the solvers' innermost loop. One helper for it made classic to 10,000 some 13 % slower
  // (39.6 and 41.9 s of CPU against 35.1 and 36.9 s, node bench/win.mjs classic 10000 0).
  expectAt(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number): number {
    const { chance, start } = this.rolls[n] as FlatRoll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
    let sum = base;
    let sumSlope = baseSlope;
    let end = start[0] as number;
    for (let c = 0, classes = chance.length; c < classes; c++) {
      let o = end;
      end = start[c + 1] as number;
      let at = (offsets[o] as number) + k;
      let best = values[at] as number;
      for (o++; o < end; o++) {
        const index = (offsets[o] as number) + k;
        const v = values[index] as number;
        if (v > best) {
          best = v;
          at = index;
        }
      }
      const p = chance[c] as number;
      sum += p * best;
      sumSlope += p * (slopes[at] as number);
    }
    this.lastSlope = sumSlope;
    return sum;
  }

  expectChoose(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number, choices: Int32Array, at: number): number {
    const { chance, start } = this.rolls[n] as FlatRoll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
    let sum = base;
    let sumSlope = baseSlope;
    let end = start[0] as number;
    for (let c = 0, classes = chance.length; c < classes; c++) {
      let o = end;
      end = start[c + 1] as number;
      let chosen = (offsets[o] as number) + k;
      let best = values[chosen] as number;
      for (o++; o < end; o++) {
        const index = (offsets[o] as number) + k;
        const v = values[index] as number;
        if (v > best) {
          best = v;
          chosen = index;
        }
      }
      choices[at + c] = chosen;
      const p = chance[c] as number;
      sum += p * best;
      sumSlope += p * (slopes[chosen] as number);
    }
    this.lastSlope = sumSlope;
    return sum;
  }

  expectChooseGap(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number, choices: Int32Array, at: number, banks: Uint8Array, margins: Float64Array, fixed: number): number {
    const roll = this.rolls[n] as FlatRoll;
    const { chance, start } = roll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
    let sum = base;
    let sumSlope = baseSlope;
    let gap = Infinity;
    let end = start[0] as number;
    for (let c = 0, classes = chance.length; c < classes; c++) {
      let o = end;
      end = start[c + 1] as number;
      let chosen = (offsets[o] as number) + k;
      let best = values[chosen] as number;
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
      choices[at + c] = chosen;
      const p = chance[c] as number;
      const slope = slopes[chosen] as number;
      sum += p * best;
      sumSlope += p * slope;
      if (second === -Infinity) continue;
      // The lead over the second best, closed by both sensitivities (each at most 1), is at most the
      // class's margin; where that is small (a tie, a twin), the margin is found by the rule itself.
      let margin = (best - second) / (slope + 1);
      if (margin < SHARP) margin = keepGap(roll, offsets, c, values, slopes, banks, margins, k, fixed, chosen);
      if (margin < gap) gap = margin;
    }
    this.lastSlope = sumSlope;
    this.lastGap = gap;
    return sum;
  }

  expect(n: number, value: (steps: number, row: number) => number, base: number): number {
    const { chance, start, steps, row } = this.rolls[n] as FlatRoll;
    let sum = base;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) best = Math.max(best, value(steps[o] ?? 0, row[o] ?? 0));
      sum += (chance[c] ?? 0) * best;
    }
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
