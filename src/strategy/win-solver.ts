import { MAX_DICE } from '../dice.js';
import { FarkleError } from '../errors.js';
import type { Rules } from '../rules/types.js';
import { flatten, type FlatModel } from './flat.js';
import { turnModel } from './model.js';

/** Why the rules cannot be solved as they are, or `null`. */
export function unsupported(rules: Rules): string | null {
  if (rules.farklePenalty !== null) return 'farklePenalty';
  if (rules.lives !== null) return 'lives';
  if (rules.buyDice !== null) return 'buyDice';
  if (rules.highStakes) return 'highStakes';
  if (rules.spicyDice) return 'spicyDice';
  if (rules.end.finalRound && rules.end.finalRoundRestarts) return 'end.finalRoundRestarts';
  return null;
}

/**
 * Everything one solve shares: the grid, the bank minimums in steps, the
 * final round's last-turn tables, and the solved table of `P(i, j)`.
 */
export class WinSolver {
  readonly flat: FlatModel;
  readonly step: number;
  /** Steps to the first score that triggers the end. */
  readonly goal: number;
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  /** Steps needed to tie past which a last turn succeeds with a chance below the tolerance. */
  private readonly reach: number;
  /** `win[i * goal + j]`: the player to move with i steps wins against j steps. */
  readonly win: Float64Array;
  /** `need[n][r]`: the chance that a last turn of n dice gains r more steps (bank minimum met). */
  private readonly need: Float64Array[] = [];
  /** `lastTurn[m]`: the opponent's chance in its last turn by steps needed to tie, with bank minimum m steps. */
  private readonly lastTurn = new Map<number, Float64Array>();
  /** Scratch values of one turn, `f[n * levels + k]`, and their slopes in the farkle value. */
  private readonly f: Float64Array;
  private readonly slope: Float64Array;
  private readonly levels: number;

  constructor(
    readonly rules: Rules,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
  ) {
    const model = turnModel(rules);
    this.flat = flatten(model);
    this.step = model.step;
    const { end, bank } = rules;
    const first = end.trigger === 'reach' ? target : target + 1;
    this.goal = Math.ceil(first / this.step);
    this.minimum = Math.ceil(bank.minimum / this.step);
    this.entry = Math.max(this.minimum, Math.ceil(bank.entry / this.step));
    this.finalRound = end.finalRound;
    this.reach = this.finalRound ? this.solveNeed() : 0;
    this.win = table ?? new Float64Array(this.goal * this.goal);
    if (this.win.length !== this.goal * this.goal) {
      throw new FarkleError('invalid-options', `expected a table of ${this.goal * this.goal} win chances, got ${this.win.length}`, 'table');
    }
    this.levels = this.goal + this.reach + this.entry + 2 * model.maxSteps + 2;
    this.f = new Float64Array((MAX_DICE + 1) * this.levels);
    this.slope = new Float64Array((MAX_DICE + 1) * this.levels);
  }

  private bankSteps(score: number): number {
    return score === 0 ? this.entry : this.minimum;
  }

  /**
   * Fills `need` until a last turn's chance falls below the tolerance, and
   * returns that many steps. A gain of one step short of winning may bank for
   * the half of a tie.
   */
  private solveNeed(): number {
    const { flat, need } = this;
    let size = 1024;
    for (;;) {
      need.length = 0;
      for (let n = 0; n <= MAX_DICE; n++) need.push(new Float64Array(size));
      let reach = -1;
      for (let r = 1; r < size; r++) {
        for (let n = 1; n <= MAX_DICE; n++) {
          const rolled = flat.expectNeeding(n, need, r);
          (need[n] as Float64Array)[r] = r === 1 ? Math.max(0.5, rolled) : rolled;
        }
        if (reach < 0 && (need[MAX_DICE]?.[r] ?? 0) < this.tolerance) reach = r;
        if (reach >= 0 && r > reach + this.goal + 2 * flat.maxSteps + this.entry) return reach;
      }
      size *= 2;
    }
  }

  /**
   * The opponent's last turn in the final round, by d steps needed to tie,
   * with a bank minimum of m steps: below it the player must roll, so those
   * few turn totals are solved from the top down for each d.
   */
  private lastTurnTable(m: number): Float64Array {
    const known = this.lastTurn.get(m);
    if (known !== undefined) return known;
    const { flat, need } = this;
    const size = this.goal + this.reach + 1;
    const out = new Float64Array(size);
    const levels = m + flat.maxSteps + 1;
    const g = new Float64Array((MAX_DICE + 1) * levels);
    const zero = new Float64Array(g.length);
    for (let d = 0; d < size; d++) {
      // g[n * levels + t]: the value at turn total t; from the minimum up it depends only on the steps still needed.
      for (let t = levels - 1; t >= 0; t--) {
        for (let n = 1; n <= MAX_DICE; n++) {
          const left = d + 1 - t;
          g[n * levels + t] = t >= m && t > 0 ? (left <= 0 ? 1 : (need[n]?.[left] ?? 0)) : flat.expectAt(n, g, zero, levels, t, 0);
        }
      }
      out[d] = flat.expectAt(MAX_DICE, g, zero, levels, 0, 0);
    }
    this.lastTurn.set(m, out);
    return out;
  }

  /** The opponent's last-turn chance needing d steps to tie, from `opponent` steps. */
  private lastChance(d: number, opponent: number): number {
    const table = this.lastTurnTable(this.bankSteps(opponent));
    return d < table.length ? (table[d] ?? 0) : 0;
  }

  /** The chance after banking to `score` steps against `opponent`: the opponent moves next, or plays its last turn. */
  private banked(score: number, opponent: number): number {
    if (score < this.goal) return 1 - (this.win[opponent * this.goal + score] ?? 0);
    return this.finalRound ? 1 - this.lastChance(score - opponent, opponent) : 1;
  }

  /**
   * The highest turn-total level worth solving for player i against j when a
   * farkle is worth `farkle`. Past the goal, banking beats rolling exactly
   * once the opponent's last chance is at most the least farkle chance times
   * what a farkle costs (1 - farkle); otherwise the tolerance decides.
   */
  private topLevel(i: number, j: number, farkle: number): number {
    const m = this.bankSteps(i);
    if (!this.finalRound) return Math.max(this.goal - i - 1, m - 1);
    const bound = this.flat.leastFarkle * (1 - farkle);
    let d = Math.max(1, this.goal - j);
    while (d < this.reach && this.lastChance(d, j) > bound) d++;
    return Math.max(d + j - i, m - 1, 0);
  }

  /**
   * Solves one turn of the player with `i` steps against `j`, given the value
   * of farkling (the opponent then moves at j vs i). Fills `f` and `slope`
   * and returns the value and slope of the turn's first roll.
   */
  turn(i: number, j: number, farkle: number): [number, number] {
    const { flat, f, slope, levels } = this;
    const m = this.bankSteps(i);
    const top = this.topLevel(i, j, farkle);
    for (let k = top + flat.maxSteps; k > top; k--) {
      const bank = this.banked(i + k, j);
      for (let n = 1; n <= MAX_DICE; n++) {
        f[n * levels + k] = bank;
        slope[n * levels + k] = 0;
      }
    }
    for (let k = top; k >= 1; k--) {
      const bank = k >= m ? this.banked(i + k, j) : -1;
      for (let n = 1; n <= MAX_DICE; n++) {
        const rolled = flat.expectAt(n, f, slope, levels, k, farkle);
        const at = n * levels + k;
        if (bank >= rolled) {
          f[at] = bank;
          slope[at] = 0;
        } else {
          f[at] = rolled;
          slope[at] = flat.lastSlope;
        }
      }
    }
    return [flat.expectAt(MAX_DICE, f, slope, levels, 0, farkle), flat.lastSlope];
  }

  /** The pair whose turn `f` holds after solving, for decisions at play time; -1 for none. */
  private solvedTurn = -1;

  /** Bank and roll values at one decision point, from a solve of that turn (kept for the next question). */
  choicesAt(i: number, j: number, k: number, n: number): { bank: number | null; roll: number } {
    const farkle = 1 - (this.win[j * this.goal + i] ?? 0);
    const bank = k >= this.bankSteps(i) && k > 0 ? this.banked(i + k, j) : null;
    const top = this.topLevel(i, j, farkle);
    if (k > top) return { bank, roll: this.flat.expect(n, (steps) => this.banked(i + k + steps, j), farkle) };
    if (this.solvedTurn !== i * this.goal + j) {
      this.turn(i, j, farkle);
      this.solvedTurn = i * this.goal + j;
    }
    return { bank, roll: this.flat.expectAt(n, this.f, this.slope, this.levels, k, farkle) };
  }

  /** Solves `P(i, j)` and `P(j, i)` together: they depend on each other only through farkles. */
  solvePair(i: number, j: number): void {
    const { goal, win } = this;
    // Start from the solved neighbours one step up: the policy is then usually right at once.
    let x = j + 1 < goal ? (win[i * goal + j + 1] ?? 0.5) : i + 1 < goal ? (win[(i + 1) * goal + j] ?? 0.5) : 0.5;
    let y = i + 1 < goal ? (win[j * goal + i + 1] ?? 0.5) : j + 1 < goal ? (win[(j + 1) * goal + i] ?? 0.5) : 0.5;
    for (let round = 0; round < 100; round++) {
      // With the policy fixed, each value is linear in the other's: solve that pair of equations exactly.
      const [px, bx] = this.turn(i, j, 1 - y);
      const ax = px - bx * (1 - y);
      if (i === j) {
        const next = (ax + bx) / (1 + bx);
        const done = Math.abs(next - x) < this.tolerance;
        x = next;
        y = next;
        if (done) break;
        continue;
      }
      const [py, by] = this.turn(j, i, 1 - x);
      const ay = py - by * (1 - x);
      const nextX = (ax + bx - bx * ay - bx * by) / (1 - bx * by);
      const nextY = ay + by - by * nextX;
      const done = Math.abs(nextX - x) < this.tolerance && Math.abs(nextY - y) < this.tolerance;
      x = nextX;
      y = nextY;
      if (done) break;
    }
    win[i * goal + j] = x;
    win[j * goal + i] = y;
  }

  /** The diagonals of the table: pairs with the same total, solved from the highest total (index 0) down. */
  get diagonals(): number {
    return 2 * this.goal - 1;
  }

  /**
   * Solves the pairs of one diagonal (index 0 is the highest total), or every
   * `parts`-th of them starting at `part`: pairs of a diagonal depend only on
   * higher diagonals, so parts can be solved at once by threads sharing the table.
   */
  solveDiagonal(index: number, part = 0, parts = 1): void {
    const { goal } = this;
    const sum = 2 * goal - 2 - index;
    let nth = 0;
    for (let i = Math.max(0, sum - goal + 1); i <= sum - i; i++, nth++) if (nth % parts === part) this.solvePair(i, sum - i);
    this.solvedTurn = -1;
  }

  /** Solves every pair of scores, highest total first, reporting progress per diagonal. */
  solve(onProgress?: (done: number) => void): void {
    for (let d = 0; d < this.diagonals; d++) {
      this.solveDiagonal(d);
      onProgress?.((d + 1) / this.diagonals);
    }
  }
}

