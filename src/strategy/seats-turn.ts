import type { Rules } from '../rules/types.js';
import { turnModel, type TurnModel } from './model.js';

/**
 * What the ends of one turn are worth, as vectors (one component per seat,
 * or per role in a final round), for {@link SeatsTurn}. The player weighs
 * each vector by `weights` and takes the larger, so one table serves a
 * player maximizing its own win chance and one solving a cycle of turns
 * (a component that counts the chance of ending by a farkle).
 */
export interface TurnEnds {
  /** Components of every vector. */
  readonly size: number;
  /** The player's objective: the dot product with a vector. */
  readonly weights: Float64Array;
  /** The turn total, in steps, needed to bank (a bank also needs more than 0). */
  readonly minimum: number;
  /** Past this level the player banks whenever allowed and every end is worth what it is worth at `top + 1`. */
  readonly top: number;
  /** Banking a turn total of k steps (k from 1 to `top + 1`). */
  bank(k: number): Float64Array;
  /** A roll of n dice at turn total k scoring nothing (k = 0 with every die: the turn's first roll). */
  farkle(n: number, k: number): Float64Array;
  /** A roll effect that loses the turn ('loseTurn'), at turn total k. */
  lost(k: number): Float64Array;
  /** A roll effect that wins the game. */
  readonly won: Float64Array;
}

/** One number of dice's outcome classes, flat. */
interface Rolls {
  readonly chance: Float64Array;
  readonly start: Int32Array;
  readonly steps: Int32Array;
  readonly row: Int32Array;
  readonly farkle: number;
  readonly lost: number;
  readonly won: number;
}

const flats = new WeakMap<TurnModel, Rolls[]>();

function rollsOf(model: TurnModel): Rolls[] {
  const known = flats.get(model);
  if (known !== undefined) return known;
  const out: Rolls[] = [];
  for (let n = 0; n <= model.dice; n++) {
    const classes = model.outcomes[n] ?? [];
    const all = 6 ** n;
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
    const chance = Float64Array.from(classes, (c) => c.ways / all);
    const ways = (list: readonly number[]): number => (list[n] ?? 0) / all;
    out.push({ chance, start, steps: Int32Array.from(steps), row: Int32Array.from(row), farkle: ways(model.farkleWays), lost: ways(model.lostWays), won: ways(model.wonWays) });
  }
  flats.set(model, out);
  return out;
}

function dot(w: Float64Array, v: Float64Array, at = 0): number {
  let sum = 0;
  for (let c = 0; c < w.length; c++) sum += (w[c] ?? 0) * (v[at + c] ?? 0);
  return sum;
}

/**
 * One turn solved backwards over turn totals with vector values: at each
 * decision point (turn total k steps, the dice to roll next) the player
 * banks or rolls on, and picks each roll's keep, by the larger weighted
 * value. Rows and options come from the turn model (see `rowOf`): rows past
 * `dice` are decision points where banking is not allowed.
 */
export class SeatsTurn {
  readonly dice: number;
  readonly step: number;
  private readonly rolls: Rolls[];
  private readonly rows: number;
  private readonly levels: number;
  /** `values[(row * levels + k) * size + c]`, and the weighted value of each in `score`. */
  private readonly values: Float64Array;
  private readonly score: Float64Array;

  constructor(
    rules: Rules,
    private readonly ends: TurnEnds,
  ) {
    const model = turnModel(rules);
    this.dice = model.dice;
    this.step = model.step;
    this.rolls = rollsOf(model);
    this.rows = model.mustRoll ? 2 * (model.dice + 1) : model.dice + 1;
    this.levels = Math.max(ends.top, 0) + model.maxSteps + 2;
    this.values = new Float64Array(this.rows * this.levels * ends.size);
    this.score = new Float64Array(this.rows * this.levels);
    this.solve();
  }

  private set(row: number, k: number, v: Float64Array): void {
    const at = row * this.levels + k;
    this.values.set(v, at * this.ends.size);
    this.score[at] = dot(this.ends.weights, v);
  }

  /** The expected vector of rolling n dice at level k, into `out`. */
  private expect(n: number, k: number, out: Float64Array, ends = this.ends): Float64Array {
    const { chance, start, steps, row, farkle, lost, won } = this.rolls[n] as Rolls;
    const { size } = ends;
    const level = Math.min(k, this.levels - 1);
    // Past the top every end is worth what it is at top + 1.
    const at1 = Math.min(k, Math.max(ends.top, 0) + 1);
    const f = farkle > 0 ? ends.farkle(n, at1) : null;
    const l = lost > 0 ? ends.lost(at1) : null;
    for (let c = 0; c < size; c++) out[c] = farkle * (f?.[c] ?? 0) + lost * (l?.[c] ?? 0) + won * (ends.won[c] ?? 0);
    for (let i = 0; i < chance.length; i++) {
      let best = -Infinity;
      let at = 0;
      for (let o = start[i] ?? 0, end = start[i + 1] ?? 0; o < end; o++) {
        const index = (row[o] ?? 0) * this.levels + Math.min(level + (steps[o] ?? 0), this.levels - 1);
        const v = this.score[index] ?? 0;
        if (v > best) {
          best = v;
          at = index;
        }
      }
      const p = chance[i] ?? 0;
      for (let c = 0; c < size; c++) out[c] = (out[c] ?? 0) + p * (this.values[at * size + c] ?? 0);
    }
    return out;
  }

  private solve(): void {
    const { dice, levels, ends } = this;
    const top = Math.max(ends.top, 0);
    const must = this.rows > dice + 1;
    const above = ends.bank(top + 1);
    for (let k = top + 1; k < levels; k++) for (let n = 1; n <= dice; n++) this.set(n, k, above);
    if (must) this.mustAbove(top);
    const rolled = new Float64Array(ends.size);
    for (let k = top; k >= 1; k--) {
      const bank = k >= ends.minimum ? ends.bank(k) : null;
      for (let n = 1; n <= dice; n++) {
        this.expect(n, k, rolled);
        this.set(n, k, bank !== null && dot(ends.weights, bank) >= dot(ends.weights, rolled) ? bank : rolled);
        if (must) this.set(dice + 1 + n, k, rolled);
      }
    }
  }

  /**
   * Must-roll rows past the top, where every bank is worth the same: the
   * same at every level there, a fixed point over the number of dice found
   * by iterating (each round adds the rolls that must roll once more).
   */
  private mustAbove(top: number): void {
    const { dice, levels, ends } = this;
    const x = Array.from({ length: dice + 1 }, () => new Float64Array(ends.size));
    const next = new Float64Array(ends.size);
    for (let round = 0; round < 2000; round++) {
      for (let k = top + 1; k < levels; k++) for (let n = 1; n <= dice; n++) this.set(dice + 1 + n, k, x[n] as Float64Array);
      let change = 0;
      for (let n = 1; n <= dice; n++) {
        this.expect(n, top + 1, next);
        const old = x[n] as Float64Array;
        for (let c = 0; c < ends.size; c++) change = Math.max(change, Math.abs((next[c] ?? 0) - (old[c] ?? 0)));
        old.set(next);
      }
      if (change <= 1e-16) break;
    }
    for (let k = top + 1; k < levels; k++) for (let n = 1; n <= dice; n++) this.set(dice + 1 + n, k, x[n] as Float64Array);
  }

  /** The vector of rolling n dice at turn total k steps and playing on. */
  roll(n: number, k: number): Float64Array {
    return this.expect(n, k, new Float64Array(this.ends.size));
  }

  /**
   * The vector of rolling n dice at level `from` for a player who may bank
   * only `minimum` levels above it: the levels in between are solved again
   * without banking, then restored. For a table shared by players who start
   * at different levels (see `FinalRound`).
   */
  rollFrom(n: number, from: number, minimum: number): Float64Array {
    const { dice, levels, rows, ends } = this;
    const end = Math.min(from + minimum, levels);
    if (end <= from + 1) return this.roll(n, from);
    const saved: [Float64Array, Float64Array][] = [];
    for (let row = 0; row < rows; row++) {
      const at = row * levels;
      saved.push([this.values.slice((at + from + 1) * ends.size, (at + end) * ends.size), this.score.slice(at + from + 1, at + end)]);
    }
    const rolled = new Float64Array(ends.size);
    for (let k = end - 1; k > from; k--) {
      for (let row = 1; row <= dice; row++) {
        this.set(row, k, this.expect(row, k, rolled));
        if (rows > dice + 1) this.set(dice + 1 + row, k, rolled);
      }
    }
    const out = this.roll(n, from);
    saved.forEach(([values, score], row) => {
      const at = row * levels;
      this.values.set(values, (at + from + 1) * ends.size);
      this.score.set(score, at + from + 1);
    });
    return out;
  }

  /** The vector of banking k steps (k above 0, at least the minimum). */
  bank(k: number): Float64Array {
    return this.ends.bank(Math.min(k, Math.max(this.ends.top, 0) + 1));
  }

  /** The vector at a decision point: k steps kept, n dice to roll next, banking allowed or not. */
  decision(k: number, n: number, mustRoll: boolean): Float64Array {
    const bankable = !mustRoll && k >= this.ends.minimum && k > 0;
    const rolled = this.roll(n, k);
    if (!bankable) return rolled;
    const bank = this.bank(k);
    return dot(this.ends.weights, bank) >= dot(this.ends.weights, rolled) ? bank : rolled;
  }
}

/** The weighted value of a vector. */
export function weighed(weights: Float64Array, v: Float64Array): number {
  return dot(weights, v);
}
