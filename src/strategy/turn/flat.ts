import type { TurnModel } from './model.js';

/** One number of dice's outcome classes in flat typed arrays, for the solvers' inner loops. */
export interface FlatRoll {
  /** Probability of each class. */
  readonly chance: Float64Array;
  /** Where each class's options start in `steps`/`row`; one extra entry closes the last. */
  readonly start: Int32Array;
  readonly steps: Int32Array;
  readonly row: Int32Array;
}

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
   * The least, over the classes of rolling n dice at level k, of the margin
   * of the choice `expectChoose` recorded: the best option's lead over each
   * other one divided by what can close it (the best's sensitivity, and the
   * other's: none past `fixed`, else at most 1); while the values read move
   * by less, the choice stays best. `slopes` holds each value's
   * sensitivity to the values a solver reads (the weight they carry in it,
   * at most 1); levels past `fixed` hold values that read nothing; `banks`
   * marks the decision points that bank, `margins` their own margins. An
   * option that banks at the best's level, as the best does, is worth the
   * same for as long as it banks: its own margin.
   */
  gapAt(n: number, values: Float64Array, slopes: Float64Array, banks: Uint8Array, margins: Float64Array, stride: number, k: number, fixed: number, choices: Int32Array, at: number): number;
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
}

/** The outcome classes of a roll of `n` dice, flat (shared by the turn solvers). */
export function flattenRoll(model: TurnModel, n: number): FlatRoll {
  const classes = model.outcomes[n] ?? [];
  const rolls = model.rolls?.[n] ?? 6 ** n;
  const chance = Float64Array.from(classes, (c) => c.ways / rolls);
  const start = new Int32Array(classes.length + 1);
  const steps: number[] = [];
  const row: number[] = [];
  classes.forEach((c, i) => {
    start[i] = steps.length;
    for (let o = 0; o < c.options.length; o += 2) {
      steps.push(c.options[o] ?? 0);
      row.push(c.options[o + 1] ?? 0);
    }
  });
  start[classes.length] = steps.length;
  return { chance, start, steps: Int32Array.from(steps), row: Int32Array.from(row) };
}

/** Option offsets kept per model, one set per table stride (per cap solved). */
const MAX_STRIDES = 16;

class Flat implements FlatModel {
  lastSlope = 0;
  readonly maxClasses: number;
  readonly dice: number;
  readonly rows: number;
  readonly farkle: Float64Array;
  readonly lost: Float64Array;
  readonly won: Float64Array;
  private readonly rolls: FlatRoll[] = [];
  /** Per table stride, each option's offset `row * stride + steps`, so the inner loop is one read. */
  private readonly offsets = new Map<number, Int32Array[]>();

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
    let offsets = this.offsets.get(stride);
    if (offsets === undefined) {
      offsets = this.rolls.map((r) => Int32Array.from(r.steps, (steps, o) => (r.row[o] ?? 0) * stride + steps));
      // One stride per cap solved: keep the last few, not one per cap ever asked of this rule set.
      if (this.offsets.size >= MAX_STRIDES) this.offsets.delete(this.offsets.keys().next().value as number);
      this.offsets.set(stride, offsets);
    }
    return offsets;
  }

  classes(n: number): FlatRoll {
    return this.rolls[n] as FlatRoll;
  }

  ends(n: number, farkle: number, lost: number, won: number): number {
    return (this.farkle[n] ?? 0) * farkle + (this.lost[n] ?? 0) * lost + (this.won[n] ?? 0) * won;
  }

  expectAt(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number): number {
    const { chance, start } = this.rolls[n] as FlatRoll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
    let sum = base;
    let sumSlope = baseSlope;
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

  expectChoose(n: number, values: Float64Array, slopes: Float64Array, stride: number, k: number, base: number, baseSlope: number, choices: Int32Array, at: number): number {
    const { chance, start } = this.rolls[n] as FlatRoll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
    let sum = base;
    let sumSlope = baseSlope;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      let chosen = 0;
      for (let o = start[c] ?? 0, end = start[c + 1] ?? 0; o < end; o++) {
        const index = (offsets[o] ?? 0) + k;
        const v = values[index] ?? 0;
        if (v > best) {
          best = v;
          chosen = index;
        }
      }
      choices[at + c] = chosen;
      const p = chance[c] ?? 0;
      sum += p * best;
      sumSlope += p * (slopes[chosen] ?? 0);
    }
    this.lastSlope = sumSlope;
    return sum;
  }

  gapAt(n: number, values: Float64Array, slopes: Float64Array, banks: Uint8Array, margins: Float64Array, stride: number, k: number, fixed: number, choices: Int32Array, at: number): number {
    const { chance, start, steps } = this.rolls[n] as FlatRoll;
    const offsets = this.offsetsFor(stride)[n] as Int32Array;
    let gap = Infinity;
    for (let c = 0; c < chance.length; c++) {
      const from = start[c] ?? 0;
      const end = start[c + 1] ?? 0;
      if (end - from < 2) continue;
      const chosen = choices[at + c] ?? 0;
      // An option of s steps from level k reads index row * stride + k + s, k + s within the row.
      const step = (chosen % stride) - k;
      const best = values[chosen] ?? 0;
      const slope = slopes[chosen] ?? 0;
      // The closest rival of each kind: fixed values (past `fixed`), values that bank at the best's own level (as the best does), others.
      const banked = banks[chosen] === 1 && k + step <= fixed;
      const free = fixed - k;
      let fixedRival = -Infinity;
      let rival = -Infinity;
      let tied = Infinity;
      for (let o = from; o < end; o++) {
        const index = (offsets[o] ?? 0) + k;
        if (index === chosen) continue;
        const v = values[index] ?? 0;
        const s = steps[o] ?? 0;
        if (s > free) {
          if (v > fixedRival) fixedRival = v;
        } else if (banked && s === step && banks[index] === 1) {
          const m = margins[index] ?? 0;
          if (m < tied) tied = m;
        } else if (v > rival) rival = v;
      }
      let margin = Math.min(tied, (best - rival) / (slope + 1));
      if (slope > 0 && fixedRival > -Infinity) margin = Math.min(margin, (best - fixedRival) / slope);
      if (margin < gap) gap = margin;
    }
    return gap;
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
