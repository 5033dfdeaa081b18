import { FarkleError } from '../../errors.js';
import { forPairsOfDiagonal, solveByDiagonals, solvePairInto } from './pair.js';
import type { Rules } from '../../rules/types.js';
import { flatten, type FlatModel } from '../turn/flat.js';
import { turnModel } from '../turn/model.js';
import { OfferedLastTurn } from './high-stakes-last.js';
import { LastTurn } from './last-turn.js';
import { goalOf } from './shape.js';

/**
 * The most win chances a high-stakes table may hold: 48 million (384 MB),
 * so classic's own 10,000-point game fits (40.6 million).
 */
export const MAX_HIGH_STAKES_TABLE = 48_000_000;

/**
 * The two-player win solver under high stakes (`rules.highStakes`): a bank
 * that leaves n dice (1 to `dice` - 1; none after hot dice) offers them to
 * the opponent, who may roll them for the banked turn total instead of
 * starting afresh. The state at the start of a turn is the two scores and
 * that offer, so the table holds, after `P(i, j)` (`win[i * goal + j]`, the
 * chance of the player who starts afresh with i steps against j), the chance
 * `R(i, j, n, t)` of taking an offer of n dice at a total of t steps (t at
 * most j: the opponent banked it), at `goal² + ((i * goal + j) * (dice - 1) + n - 1) * goal + t`.
 * A player offered dice is worth the larger of the two.
 *
 * One solve of a turn of i against j gives P and every R at once: R is the
 * value of rolling n dice at turn total t within that turn. A bank's value
 * reads the opponent's P and R at the higher total, so pairs are solved from
 * the highest total down as by {@link WinSolver}, the two orders of a pair
 * by policy iteration on their farkle values (a farkle leaves no offer).
 */
export class HighStakesSolver {
  readonly flat: FlatModel;
  readonly step: number;
  readonly goal: number;
  /** One pass over the diagonals solves it (no sweeps). */
  readonly iterative = false;
  readonly win: Float64Array;
  private readonly dice: number;
  private readonly offers: number;
  private readonly minimum: number;
  private readonly entry: number;
  private readonly last: LastTurn | null;
  private readonly offered: OfferedLastTurn | null;
  /** Steps past which a last turn's chance from scratch reads as 0 (0 without a final round). */
  private readonly reach: number;
  private readonly levels: number;
  /** `f[n * levels + k]`, `slope[...]`: the turn's values at total k rolling n dice next, and their slopes in the farkle value. */
  private readonly f: Float64Array;
  private readonly slope: Float64Array;
  /** The same at totals past the top, where they no longer depend on the total (stride `maxSteps + 1`). */
  private readonly far: Float64Array;
  private readonly farSlope: Float64Array;
  private readonly ending: Float64Array;
  /** The total past which the last solved turn's values are those of `far`. */
  private top = 0;

  constructor(
    readonly rules: Rules,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
  ) {
    const model = turnModel(rules);
    this.flat = flatten(model);
    this.step = model.step;
    this.dice = model.dice;
    this.offers = model.dice - 1;
    this.goal = goalOf(rules, target, this.step);
    const size = highStakesSize(this.goal, this.dice, target);
    this.win = table ?? new Float64Array(size);
    if (this.win.length !== size) throw new FarkleError('invalid-options', `expected a table of ${size} win chances, got ${this.win.length}`, 'table');
    this.minimum = Math.max(1, Math.ceil(rules.bank.minimum / this.step));
    this.entry = Math.max(this.minimum, Math.ceil(rules.bank.entry / this.step));
    this.last = rules.end.finalRound ? new LastTurn(this.flat, 0.5, tolerance) : null;
    this.offered = this.last === null ? null : new OfferedLastTurn(this.flat, this.last);
    this.reach = this.last?.reach ?? 0;
    const { maxSteps } = this.flat;
    this.levels = 2 * this.goal + this.reach + this.entry + maxSteps + 2;
    this.f = new Float64Array((this.dice + 1) * this.levels);
    this.slope = new Float64Array(this.f.length);
    this.far = new Float64Array((this.dice + 1) * (maxSteps + 1));
    this.farSlope = new Float64Array(this.far.length);
    this.ending = this.flat.farkle.map((p, n) => p + (this.flat.lost[n] ?? 0));
  }

  /** The bank minimum in steps of a player with `score` steps: the entry until the first bank. */
  private bankSteps(score: number): number {
    return score === 0 ? this.entry : this.minimum;
  }

  /** Where `R(i, j, n, t)` sits in the table. */
  private offerAt(i: number, j: number, n: number, t: number): number {
    const { goal } = this;
    return goal * goal + ((i * goal + j) * this.offers + n - 1) * goal + t;
  }

  /** The chance of the player with i steps against j who starts a turn offered n dice at t steps (n = 0: no offer). */
  startChance(i: number, j: number, n: number, t: number): number {
    const fresh = this.win[i * this.goal + j] ?? 0;
    return n === 0 ? fresh : Math.max(fresh, this.win[this.offerAt(i, j, n, t)] ?? 0);
  }

  /** The chance of the mover at i against j after banking k steps with n dice left (n = `dice`: hot dice, no offer). */
  banked(i: number, j: number, k: number, n: number): number {
    const score = i + k;
    const offer = n < this.dice ? n : 0;
    if (score < this.goal) return 1 - this.startChance(j, score, offer, k);
    const { last, offered } = this;
    if (last === null || offered === null) return 1;
    const mj = this.bankSteps(j);
    const fresh = last.chance(score - j, mj);
    return 1 - (offer === 0 ? fresh : Math.max(fresh, offered.chance(offer, k, i - j + 1, mj)));
  }

  /**
   * The total past which the turn of i against j no longer depends on it:
   * a bank there reaches the end, is allowed, and leaves the opponent no
   * chance from scratch, and an offer of its dice the same chance at any
   * total (its own minimum met).
   */
  private topOf(i: number, j: number): number {
    const m = this.bankSteps(i);
    if (this.last === null) return Math.max(this.goal - i, m, j);
    return Math.max(this.goal - i, m, this.bankSteps(j), this.reach + j - i, j);
  }

  /**
   * The values past the top, by dice to roll: a keep leaves fewer dice or
   * hot dice (where a bank leaves no offer and wins), so the dice from 1 up
   * each read only values already found.
   */
  private solveFar(i: number, j: number, farkle: number): void {
    const { flat, far, farSlope, dice, ending } = this;
    const stride = flat.maxSteps + 1;
    const set = (n: number, value: number, slope: number): void => {
      far.fill(value, n * stride, (n + 1) * stride);
      farSlope.fill(slope, n * stride, (n + 1) * stride);
    };
    set(dice, 1, 0);
    for (let n = 1; n < dice; n++) {
      const bank = this.banked(i, j, this.top + 1, n);
      const rolled = flat.expectAt(n, far, farSlope, stride, 0, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), ending[n] ?? 0);
      if (bank >= rolled) set(n, bank, 0);
      else set(n, rolled, flat.lastSlope);
    }
  }

  /**
   * Solves the turn of i against j when a farkle is worth `farkle`: fills
   * `f` and `slope` and returns the value and slope of starting afresh.
   */
  turn(i: number, j: number, farkle: number): [number, number] {
    const { flat, f, slope, levels, dice, ending, far, farSlope } = this;
    const m = this.bankSteps(i);
    this.top = this.topOf(i, j);
    this.solveFar(i, j, farkle);
    const stride = flat.maxSteps + 1;
    for (let k = this.top + flat.maxSteps; k > this.top; k--) {
      for (let n = 1; n <= dice; n++) {
        f[n * levels + k] = far[n * stride] ?? 0;
        slope[n * levels + k] = farSlope[n * stride] ?? 0;
      }
    }
    for (let k = this.top; k >= 1; k--) {
      for (let n = 1; n <= dice; n++) {
        const bank = k >= m ? this.banked(i, j, k, n) : -1;
        const rolled = flat.expectAt(n, f, slope, levels, k, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), ending[n] ?? 0);
        const at = n * levels + k;
        f[at] = bank >= rolled ? bank : rolled;
        slope[at] = bank >= rolled ? 0 : flat.lastSlope;
      }
    }
    const first = this.rolled(dice, 0, farkle);
    return [first, flat.lastSlope];
  }

  /** The value of rolling n dice at total k in the turn `f` holds (k at most its top). */
  private rolled(n: number, k: number, farkle: number): number {
    const { flat, ending } = this;
    return flat.expectAt(n, this.f, this.slope, this.levels, k, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), ending[n] ?? 0);
  }

  /** Bank and roll values at a decision point of the turn of i against j: turn total k, n dice to roll next. */
  choicesAt(i: number, j: number, k: number, n: number): { bank: number | null; roll: number } {
    const farkle = 1 - (this.win[j * this.goal + i] ?? 0);
    const bank = k >= this.bankSteps(i) && k > 0 ? this.banked(i, j, k, n) : null;
    this.turn(i, j, farkle);
    const { flat, ending } = this;
    const roll =
      k <= this.top
        ? this.rolled(n, k, farkle)
        : flat.expectAt(n, this.far, this.farSlope, flat.maxSteps + 1, 0, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), 0);
    return { bank, roll };
  }

  /** Records the offers `R(i, j, n, t)` of the turn `f` holds, solved at farkle value `farkle`. */
  private record(i: number, j: number, farkle: number): void {
    for (let n = 1; n <= this.offers; n++) {
      for (let t = 1; t <= j; t++) this.win[this.offerAt(i, j, n, t)] = this.rolled(n, t, farkle);
    }
  }

  /** The turn of i against j, its offers recorded: the last round's stand, solved within the tolerance of the converged farkle value. */
  private turnRecorded(i: number, j: number, farkle: number): [number, number] {
    const value = this.turn(i, j, farkle);
    this.record(i, j, farkle);
    return value;
  }

  /** Solves `P(i, j)` and `P(j, i)` together (they depend on each other only through farkles; see {@link solvePairInto}), and their offers. */
  solvePair(i: number, j: number): void {
    solvePairInto(this.win, this.goal, i, j, this.tolerance, (a, b, farkle) => this.turnRecorded(a, b, farkle));
  }

  /** The diagonals of the table: pairs with the same total, index 0 the highest. */
  get diagonals(): number {
    return 2 * this.goal - 1;
  }

  /** Solves the pairs of one diagonal, or every `parts`-th of them from `part` (threads sharing the table). */
  solveDiagonal(index: number, part = 0, parts = 1): void {
    forPairsOfDiagonal(this.goal, index, part, parts, (i, j) => { this.solvePair(i, j); });
  }

  /** Solves every pair of scores, highest total first, reporting progress per diagonal; `check` runs after each (to stop). */
  solve(onProgress?: (done: number) => void, check?: () => void): void {
    solveByDiagonals(this, onProgress, check);
  }
}

/**
 * The win chances of a high-stakes table: a chance per pair of scores and
 * one per offer (dice and total) of each; `invalid-options` past {@link MAX_HIGH_STAKES_TABLE}.
 */
export function highStakesSize(goal: number, dice: number, target: number): number {
  const size = goal * goal * (1 + (dice - 1) * goal);
  if (size > MAX_HIGH_STAKES_TABLE) {
    throw new FarkleError('invalid-options', `expected a target whose high-stakes table fits ${MAX_HIGH_STAKES_TABLE} win chances; ${target} needs ${size}`, 'target');
  }
  return size;
}
