import type { Rules } from '../../rules/types.js';
import { flattenRoll, type FlatRoll } from '../turn/flat.js';
import { turnModel, type TurnModel } from '../turn/model.js';

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
  /** Past this level the player banks whenever allowed and every end is worth what it is worth at `top + 1` (to the caller's tolerance). */
  readonly top: number;
  /**
   * From this level up, the weighted value of banking never falls: where it
   * reaches `1 - least chance of ending a roll × (1 - farkleCeiling)`,
   * banking beats any roll, there and above (each bank then valued exactly).
   */
  readonly base: number;
  /** At most the weighted value of a farkle or a lost turn from `base` up, or `null` when unknown (no early top). */
  readonly farkleCeiling: number | null;
  /** Banking a turn total of k steps (k above 0). */
  bank(k: number): Float64Array;
  /** A roll of n dice at turn total k scoring nothing (k = 0 with every die: the turn's first roll). */
  farkle(n: number, k: number): Float64Array;
  /** A roll effect that loses the turn ('loseTurn'), at turn total k. */
  lost(k: number): Float64Array;
  /** A roll effect that wins the game. */
  readonly won: Float64Array;
}

/** One number of dice's outcome classes, flat. */
interface Rolls extends FlatRoll {
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
    const all = 6 ** n;
    const ways = (list: readonly number[]): number => (list[n] ?? 0) / all;
    out.push({ ...flattenRoll(model, n), farkle: ways(model.farkleWays), lost: ways(model.lostWays), won: ways(model.wonWays) });
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
  /** The highest level solved as a choice; past it the player banks. */
  private readonly top: number;
  /** Whether banks past the top are valued level by level (an early top), or all as at `top + 1`. */
  private readonly exactAbove: boolean;
  private readonly maxSteps: number;

  constructor(
    rules: Rules,
    private readonly ends: TurnEnds,
  ) {
    const model = turnModel(rules);
    this.dice = model.dice;
    this.step = model.step;
    this.rolls = rollsOf(model);
    this.rows = model.mustRoll ? 2 * (model.dice + 1) : model.dice + 1;
    const last = Math.max(ends.top, 0);
    this.top = model.mustRoll ? last : this.earlyTop(last);
    this.exactAbove = this.top < last;
    this.maxSteps = model.maxSteps;
    this.levels = this.top + model.maxSteps + 2;
    this.values = new Float64Array(this.rows * this.levels * ends.size);
    this.score = new Float64Array(this.rows * this.levels);
    this.solve();
  }

  /**
   * The first level from `base` where banking surely beats rolling: a roll
   * ends the turn with at least the least chance of any number of dice, and
   * is worth at most 1 otherwise.
   */
  private earlyTop(last: number): number {
    const { ends } = this;
    if (ends.farkleCeiling === null) return last;
    let least = 1;
    for (let n = 1; n <= this.dice; n++) least = Math.min(least, (this.rolls[n]?.farkle ?? 0) + (this.rolls[n]?.lost ?? 0));
    const bound = 1 - least * (1 - ends.farkleCeiling);
    for (let k = Math.max(ends.base, 1); k < last; k++) if (dot(ends.weights, ends.bank(k)) >= bound) return k;
    return last;
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
    // Past the top every end is worth what it is at top + 1, unless the top came early.
    const at1 = this.exactAbove ? k : Math.min(k, this.top + 1);
    const f = farkle > 0 ? ends.farkle(n, at1) : null;
    const l = lost > 0 ? ends.lost(at1) : null;
    for (let c = 0; c < size; c++) out[c] = farkle * (f?.[c] ?? 0) + lost * (l?.[c] ?? 0) + won * (ends.won[c] ?? 0);
    // Keeps that would land past the table: only past the top, where every keep is banked.
    if (this.exactAbove && k + this.maxSteps > this.levels - 1) return this.expectBanking(n, k, out);
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

  /** Rolling n dice past the top, each keep banked at once (an early top: banking is best there), into `out` holding the ends. */
  private expectBanking(n: number, k: number, out: Float64Array): Float64Array {
    const { chance, start, steps } = this.rolls[n] as Rolls;
    const { size, weights } = this.ends;
    for (let i = 0; i < chance.length; i++) {
      let best: Float64Array | null = null;
      for (let o = start[i] ?? 0, end = start[i + 1] ?? 0; o < end; o++) {
        const v = this.ends.bank(k + (steps[o] ?? 0));
        if (best === null || dot(weights, v) > dot(weights, best)) best = v;
      }
      const p = chance[i] ?? 0;
      for (let c = 0; c < size; c++) out[c] = (out[c] ?? 0) + p * (best?.[c] ?? 0);
    }
    return out;
  }

  private solve(): void {
    const { dice, levels, ends } = this;
    const { top } = this;
    const must = this.rows > dice + 1;
    for (let k = top + 1; k < levels; k++) {
      const above = ends.bank(this.exactAbove ? k : top + 1);
      for (let n = 1; n <= dice; n++) this.set(n, k, above);
    }
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
    return this.ends.bank(this.exactAbove ? k : Math.min(k, this.top + 1));
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
