/**
 * The inner loop of every turn the seats solvers solve: the expected vector
 * of one roll, each outcome class taking the option with the highest score.
 *
 * Values are vectors of `size` components laid out flat, `vec[node * size + c]`,
 * with one weighted score per node, `score[node]` (the player's objective).
 * When a turn's last component counts the chance of ending it by a farkle
 * and that ending's worth is a number f (the weight of the last component),
 * every score is linear in f, and a {@link ChoiceRange} can follow how far f
 * may move before some choice made here would change: the policy iteration
 * of the seats solver reads it to know a policy is optimal without solving
 * the turn again.
 */

/** One number of dice's outcome classes, flat: each class's chance and the table offsets of its options. */
export interface KernelRoll {
  /** Probability of each class. */
  readonly chance: Float64Array;
  /** Where each class's options start in `offsets`; one extra entry closes the last. */
  readonly start: Int32Array;
  /** Each option's node relative to the rolling level: `row * stride + steps`. */
  readonly offsets: Int32Array;
}

/**
 * The interval of moves of the farkle worth, `lo` to `hi` (0 is the worth
 * the turn was solved with), over which every choice recorded stays best.
 * Only moves within `window` are followed: a choice that wins by more than
 * the window holds over all of it (every slope is a difference of two
 * chances), so the inner loop skips it at the cost of one comparison.
 */
export class ChoiceRange {
  lo = 0;
  hi = 0;

  constructor(readonly window = 1 / 128) {
    this.reset();
  }

  reset(): void {
    this.lo = -this.window;
    this.hi = this.window;
  }

  /**
   * Records a choice that beat another by `margin` (at least 0) in score,
   * the chosen one's farkle chance minus the other's being `slope`: the
   * choice holds while `margin + move * slope` stays at least 0.
   */
  keep(margin: number, slope: number): void {
    if (slope < 0) {
      const most = margin / -slope;
      if (most < this.hi) this.hi = most;
    } else if (slope > 0) {
      const least = -margin / slope;
      if (least > this.lo) this.lo = least;
    }
  }

  /** Whether a move of the farkle worth by `move` keeps every choice. */
  holds(move: number): boolean {
    return move >= this.lo && move <= this.hi;
  }
}

/**
 * The node of the option with the highest score among a class's options
 * `from` to `to` at level k, the first of equals. With `range`, records how
 * far the farkle worth may move before the choice changes (the slope is the
 * last component).
 */
function choose(offsets: Int32Array, from: number, to: number, k: number, score: Float64Array, vec: Float64Array, size: number, range: ChoiceRange | null): number {
  let at = (offsets[from] as number) + k;
  let best = score[at] as number;
  let second = -Infinity;
  for (let o = from + 1; o < to; o++) {
    const index = (offsets[o] as number) + k;
    const v = score[index] as number;
    if (v > best) {
      second = best;
      best = v;
      at = index;
    } else if (v > second) {
      second = v;
    }
  }
  // Only options within the window of the best can change the choice over it.
  if (range !== null && best - second < range.window) {
    const last = size - 1;
    const slope = vec[at * size + last] as number;
    const { window } = range;
    for (let o = from; o < to; o++) {
      const index = (offsets[o] as number) + k;
      const margin = best - (score[index] as number);
      if (margin < window && index !== at) range.keep(margin, slope - (vec[index * size + last] as number));
    }
  }
  return at;
}

/**
 * Adds the expected vector of a roll from level `k` to `out[outAt ...]`
 * (which holds the vector of the rolls that end the turn): each class at
 * its option with the highest score, the first of equals. With `range`, records how far the farkle worth may move
 * before some class's choice changes (the slope is the last component).
 * Vectors of three and four components (the players of a final round, the
 * three seats and the farkle chance) add up in locals.
 */
export function expectRoll(
  roll: KernelRoll,
  k: number,
  score: Float64Array,
  vec: Float64Array,
  size: number,
  out: Float64Array,
  outAt: number,
  range: ChoiceRange | null,
): void {
  const { chance, start, offsets } = roll;
  const classes = chance.length;
  if (size === 4) {
    let a0 = out[outAt] as number;
    let a1 = out[outAt + 1] as number;
    let a2 = out[outAt + 2] as number;
    let a3 = out[outAt + 3] as number;
    for (let c = 0; c < classes; c++) {
      const base = choose(offsets, start[c] as number, start[c + 1] as number, k, score, vec, 4, range) * 4;
      const p = chance[c] as number;
      a0 += p * (vec[base] as number);
      a1 += p * (vec[base + 1] as number);
      a2 += p * (vec[base + 2] as number);
      a3 += p * (vec[base + 3] as number);
    }
    out[outAt] = a0;
    out[outAt + 1] = a1;
    out[outAt + 2] = a2;
    out[outAt + 3] = a3;
    return;
  }
  if (size === 3) {
    let a0 = out[outAt] as number;
    let a1 = out[outAt + 1] as number;
    let a2 = out[outAt + 2] as number;
    for (let c = 0; c < classes; c++) {
      const base = choose(offsets, start[c] as number, start[c + 1] as number, k, score, vec, 3, range) * 3;
      const p = chance[c] as number;
      a0 += p * (vec[base] as number);
      a1 += p * (vec[base + 1] as number);
      a2 += p * (vec[base + 2] as number);
    }
    out[outAt] = a0;
    out[outAt + 1] = a1;
    out[outAt + 2] = a2;
    return;
  }
  for (let c = 0; c < classes; c++) {
    const base = choose(offsets, start[c] as number, start[c + 1] as number, k, score, vec, size, range) * size;
    const p = chance[c] as number;
    for (let i = 0; i < size; i++) out[outAt + i] = (out[outAt + i] as number) + p * (vec[base + i] as number);
  }
}

/** The weighted score of a vector: its dot product with the weights. */
export function scoreOf(weights: Float64Array, v: Float64Array, at = 0): number {
  let sum = 0;
  for (let c = 0; c < weights.length; c++) sum += (weights[c] as number) * (v[at + c] as number);
  return sum;
}
