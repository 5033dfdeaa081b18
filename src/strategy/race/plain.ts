import { FarkleError } from '../../errors.js';
import { forPairsOfDiagonal, solveByDiagonals, solvePairInto } from './pair.js';
import type { Rules } from '../../rules/types.js';
import { flatten, type FlatModel } from '../turn/flat.js';
import { winTurnModel } from './spicy.js';
import { MAX_GOAL } from './shape.js';

/**
 * Everything one solve shares: the grid, the bank minimums in steps, the
 * final round's last-turn tables, and the solved table of `P(i, j)`.
 *
 * Value tables have a row per number of dice to roll next and, when some
 * keep forbids banking (`turn.rollAfterHotDice`, `turn.rollAfterSet`), as
 * many rows more for those decision points, which hold the value of rolling
 * on (see `rowOf`).
 */
export class WinSolver {
  readonly flat: FlatModel;
  readonly step: number;
  /** One pass over the diagonals solves it (no sweeps). */
  readonly iterative = false;
  /** Steps to the first score that triggers the end. */
  readonly goal: number;
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  /**
   * What a roll that wins is worth to the opponent in its last turn: 0, as if
   * there were none. 'win' effects with a final round are refused unless
   * `ignoreUnsupported`: with them a last turn's chance would never fall below
   * the tolerance, and the last-turn tables would not end.
   */
  private readonly lastWon = 0;
  /** `turn.noRisk`: a farkle banks the turn total when it meets the bank minimum. */
  private readonly noRisk: boolean;
  private readonly dice: number;
  /** Whether the tables have must-roll rows. */
  private readonly mustRows: boolean;
  /** Steps needed to tie past which a last turn succeeds with a chance below the tolerance. */
  private readonly reach: number;
  /** `win[i * goal + j]`: the player to move with i steps wins against j steps. */
  readonly win: Float64Array;
  /** `need[row * needStride + needTop - r]`: the chance that a last turn at a decision point of that row gains r more steps (bank minimum met). */
  private need = new Float64Array(0);
  private needStride = 0;
  private needTop = 0;
  /** Zero slopes, as long as `need`. */
  private zero = new Float64Array(0);
  /** `lastMust[n]`: a last turn's chance at a must-roll point with n dice once it has won whenever it banks. */
  private lastMust = new Float64Array(0);
  /** `lastTurn[m]`: the opponent's chance in its last turn by steps needed to tie, with bank minimum m steps. */
  private readonly lastTurn = new Map<number, Float64Array>();
  /** Scratch values of one turn, `f[row * levels + k]`, and their slopes in the farkle value. */
  private readonly f: Float64Array;
  private readonly slope: Float64Array;
  private readonly levels: number;
  /** Farkles and lost turns together, per number of dice: without no risk both are worth the farkle value. */
  private readonly ending: Float64Array;
  /** Must-roll values (and slopes) where banking wins whatever happens, from the last `mustWhereBankWins`. */
  private readonly above: Float64Array;
  private readonly aboveSlope: Float64Array;
  /** Scratch of `rowTops`, per number of dice. */
  private readonly rowTop: Int32Array;

  constructor(
    readonly rules: Rules,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
  ) {
    const model = winTurnModel(rules);
    this.flat = flatten(model);
    this.step = model.step;
    this.dice = model.dice;
    this.mustRows = this.flat.rows > this.dice + 1;
    this.noRisk = rules.turn.noRisk;
    this.ending = this.flat.farkle.map((p, n) => p + (this.flat.lost[n] ?? 0));
    this.above = new Float64Array(this.dice + 1);
    this.aboveSlope = new Float64Array(this.dice + 1);
    this.rowTop = new Int32Array(this.dice + 1);
    const { end, bank } = rules;
    const first = end.trigger === 'reach' ? target : target + 1;
    this.goal = Math.ceil(first / this.step);
    // The table holds goal² win chances and the solve's time grows faster still: refuse before allocating.
    if (this.goal > MAX_GOAL) {
      const most = MAX_GOAL * this.step - (end.trigger === 'reach' ? 0 : 1);
      throw new FarkleError('invalid-options', `expected a target of at most ${most} points to solve (${MAX_GOAL} steps of ${this.step}), got ${target}`, 'target');
    }
    this.minimum = Math.ceil(bank.minimum / this.step);
    this.entry = Math.max(this.minimum, Math.ceil(bank.entry / this.step));
    this.finalRound = end.finalRound;
    this.reach = this.finalRound ? this.solveNeed() : 0;
    this.win = table ?? new Float64Array(this.goal * this.goal);
    if (this.win.length !== this.goal * this.goal) {
      throw new FarkleError('invalid-options', `expected a table of ${this.goal * this.goal} win chances, got ${this.win.length}`, 'table');
    }
    // Must-roll rows past the top are followed up to where banking surely wins: past the last-turn tables.
    const band = this.mustRows && this.finalRound ? this.goal + this.reach + 1 : 0;
    this.levels = this.goal + this.reach + band + this.entry + 2 * model.maxSteps + 2;
    this.f = new Float64Array(this.flat.rows * this.levels);
    this.slope = new Float64Array(this.flat.rows * this.levels);
  }

  private bankSteps(score: number): number {
    return score === 0 ? this.entry : this.minimum;
  }

  /**
   * The values of must-roll points (and their slopes in the farkle value)
   * at totals where banking wins (is worth 1) and so does every later bank:
   * the same at every such total, so a fixed point over the number of dice,
   * found by iterating from 0 (each round adds the rolls that must roll once more).
   */
  private mustWhereBankWins(farkle: number, farkleSlope: number, lost: number, lostSlope: number, won: number, x: Float64Array, s: Float64Array): void {
    const { flat, dice } = this;
    const stride = flat.maxSteps + 1;
    const values = new Float64Array(flat.rows * stride);
    const slopes = new Float64Array(values.length);
    values.fill(1, stride, (dice + 1) * stride);
    x.fill(0);
    s.fill(0);
    for (let round = 0; round < 10000; round++) {
      for (let n = 1; n <= dice; n++) {
        values.fill(x[n] ?? 0, (dice + 1 + n) * stride, (dice + 2 + n) * stride);
        slopes.fill(s[n] ?? 0, (dice + 1 + n) * stride, (dice + 2 + n) * stride);
      }
      let change = 0;
      for (let n = 1; n <= dice; n++) {
        const base = (flat.farkle[n] ?? 0) * farkle + (flat.lost[n] ?? 0) * lost + (flat.won[n] ?? 0) * won;
        const baseSlope = (flat.farkle[n] ?? 0) * farkleSlope + (flat.lost[n] ?? 0) * lostSlope;
        const v = flat.expectAt(n, values, slopes, stride, 0, base, baseSlope);
        change = Math.max(change, Math.abs(v - (x[n] ?? 0)), Math.abs(flat.lastSlope - (s[n] ?? 0)));
        x[n] = v;
        s[n] = flat.lastSlope;
      }
      if (change <= 1e-16) return;
    }
  }

  /**
   * Fills `need` until a last turn's chance falls below the tolerance, and
   * returns that many steps. A gain of one step short of winning may bank for
   * the half of a tie (so may a farkle under no risk). Laid out by level
   * `needTop - r`, a roll's option of s steps leaving r - s steps is the
   * level s above, as in a turn's table; from `needTop` up (nothing left to
   * gain) a bank wins and a must-roll point is worth `lastMust`.
   */
  private solveNeed(): number {
    const { flat, dice } = this;
    if (this.mustRows) {
      this.lastMust = new Float64Array(dice + 1);
      this.mustWhereBankWins(this.noRisk ? 1 : 0, 0, 0, 0, this.lastWon, this.lastMust, new Float64Array(dice + 1));
    }
    for (let size = 1024; ; size *= 2) {
      // Room above the top for a roll from below the highest bank minimum (the entry).
      const stride = size + flat.maxSteps + this.entry + 2;
      const need = new Float64Array(flat.rows * stride);
      for (let n = 1; n <= dice; n++) {
        need.fill(1, n * stride + size, (n + 1) * stride);
        if (this.mustRows) need.fill(this.lastMust[n] ?? 0, (dice + 1 + n) * stride + size, (dice + 2 + n) * stride);
      }
      this.need = need;
      this.needStride = stride;
      this.needTop = size;
      this.zero = new Float64Array(need.length);
      let reach = -1;
      for (let r = 1; r < size; r++) {
        const k = size - r;
        for (let n = 1; n <= dice; n++) {
          const base = flat.ends(n, this.noRisk && r === 1 ? 0.5 : 0, 0, this.lastWon);
          const rolled = flat.expectAt(n, need, this.zero, stride, k, base, 0);
          need[n * stride + k] = r === 1 ? Math.max(0.5, rolled) : rolled;
          if (this.mustRows) need[(dice + 1 + n) * stride + k] = rolled;
        }
        if (reach < 0 && (need[dice * stride + k] ?? 0) < this.tolerance) reach = r;
        // The last-turn tables read gains of at most goal + reach steps.
        if (reach >= 0 && r > reach + this.goal + 1) return reach;
      }
    }
  }

  /**
   * The opponent's last turn in the final round, by d steps needed to tie,
   * with a bank minimum of m steps: below it the player must roll, so those
   * few turn totals are solved from the top down for each d. From the
   * minimum up a decision point depends only on the steps still needed: the
   * turn totals t of distance d are `need` from level `needTop - d - 1`, whose
   * lowest levels (below the minimum) are overwritten for the while.
   */
  private lastTurnTable(m: number): Float64Array {
    const known = this.lastTurn.get(m);
    if (known !== undefined) return known;
    const { flat, need, dice, needStride: stride, zero } = this;
    const size = this.goal + this.reach + 1;
    const out = new Float64Array(size);
    const below = Math.max(m, 1);
    const saved = new Float64Array(flat.rows * below);
    for (let d = 0; d < size; d++) {
      const shift = this.needTop - d - 1;
      for (let row = 1; row < flat.rows; row++) saved.set(need.subarray(row * stride + shift, row * stride + shift + below), row * below);
      for (let t = below - 1; t >= 0; t--) {
        for (let n = 1; n <= dice; n++) {
          const rolled = flat.expectAt(n, need, zero, stride, shift + t, flat.ends(n, 0, 0, this.lastWon), 0);
          need[n * stride + shift + t] = rolled;
          if (this.mustRows) need[(dice + 1 + n) * stride + shift + t] = rolled;
        }
      }
      out[d] = need[dice * stride + shift] ?? 0;
      for (let row = 1; row < flat.rows; row++) need.set(saved.subarray(row * below, (row + 1) * below), row * stride + shift);
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
   * once the opponent's last chance is at most the least chance of losing the
   * turn times what that costs (1 - farkle); otherwise the tolerance decides
   * (under no risk a farkle past the minimum costs nothing: up to the tolerance).
   */
  private topLevel(i: number, j: number, farkle: number): number {
    const m = this.bankSteps(i);
    if (!this.finalRound) return Math.max(this.goal - i - 1, m - 1);
    let least = Infinity;
    for (let n = 1; n <= this.dice; n++) least = Math.min(least, this.losing(n));
    return this.bankingFrom(i, j, m, least * (1 - farkle));
  }

  /** The chance that a roll of n dice loses what rolling on could gain: it ends the turn (under no risk, only a lost turn). */
  private losing(n: number): number {
    return this.noRisk ? (this.flat.lost[n] ?? 0) : (this.ending[n] ?? 0);
  }

  /** The level past which banking beats rolling when the opponent's last chance is at most `bound`. */
  private bankingFrom(i: number, j: number, m: number, bound: number): number {
    let d = Math.max(1, this.goal - j);
    while (d < this.reach && this.lastChance(d, j) > bound) d++;
    return Math.max(d + j - i, m - 1, 0);
  }

  /**
   * Per number of dice, the level past which banking beats rolling those
   * dice (`topLevel` is the highest): a roll that is likelier to end the
   * turn stops being worth it sooner. Only without must-roll rows, which
   * need every roll's value up to the top.
   */
  private rowTops(i: number, j: number, farkle: number, top: number): Int32Array {
    const { rowTop, dice } = this;
    rowTop.fill(top);
    if (!this.finalRound || this.mustRows) return rowTop;
    const m = this.bankSteps(i);
    for (let n = 1; n <= dice; n++) rowTop[n] = Math.min(top, this.bankingFrom(i, j, m, this.losing(n) * (1 - farkle)));
    return rowTop;
  }

  /** The highest level whose must-roll rows are solved one by one: past it banking wins whatever happens. */
  private bandTop(i: number, j: number, top: number): number {
    if (!this.finalRound) return top;
    return Math.max(top, this.goal + this.reach + 1 + j - i - 1);
  }

  /**
   * Solves one turn of the player with `i` steps against `j`, given the value
   * of farkling (the opponent then moves at j vs i). Fills `f` and `slope`
   * and returns the value and slope of the turn's first roll.
   */
  turn(i: number, j: number, farkle: number): [number, number] {
    const { flat, f, slope, levels, dice, ending } = this;
    const m = this.bankSteps(i);
    const top = this.topLevel(i, j, farkle);
    const band = this.mustRows ? this.bandTop(i, j, top) : top;
    for (let k = band + flat.maxSteps; k > top; k--) {
      const bank = this.banked(i + k, j);
      for (let n = 1; n <= dice; n++) {
        f[n * levels + k] = bank;
        slope[n * levels + k] = 0;
      }
    }
    if (this.mustRows) this.mustPastTop(i, j, top, band, farkle);
    const tops = this.rowTops(i, j, farkle, top);
    for (let k = top; k >= 1; k--) {
      const bank = k >= m ? this.banked(i + k, j) : -1;
      // Under no risk a farkle from the minimum up banks: a known value, not the unknown farkle value.
      const banks = this.noRisk && k >= m;
      for (let n = 1; n <= dice; n++) {
        if (k > (tops[n] ?? top)) {
          // Banking beats rolling these dice here (see rowTops).
          f[n * levels + k] = bank;
          slope[n * levels + k] = 0;
          continue;
        }
        const rolled = banks
          ? flat.expectAt(n, f, slope, levels, k, flat.ends(n, bank, farkle, 1), flat.lost[n] ?? 0)
          : flat.expectAt(n, f, slope, levels, k, (ending[n] ?? 0) * farkle + (flat.won[n] ?? 0), ending[n] ?? 0);
        const at = n * levels + k;
        if (bank >= rolled) {
          f[at] = bank;
          slope[at] = 0;
        } else {
          f[at] = rolled;
          slope[at] = flat.lastSlope;
        }
        if (this.mustRows) {
          f[(dice + 1 + n) * levels + k] = rolled;
          slope[(dice + 1 + n) * levels + k] = flat.lastSlope;
        }
      }
    }
    const first = flat.expectAt(dice, f, slope, levels, 0, (ending[dice] ?? 0) * farkle + (flat.won[dice] ?? 0), ending[dice] ?? 0);
    return [first, flat.lastSlope];
  }

  /**
   * The must-roll rows past the top, where the player banks whenever allowed:
   * constant past `band` (banking wins there), solved down from it to the top.
   */
  private mustPastTop(i: number, j: number, top: number, band: number, farkle: number): void {
    const { flat, f, slope, levels, dice } = this;
    this.mustWhereBankWins(this.noRisk ? 1 : farkle, this.noRisk ? 0 : 1, farkle, 1, 1, this.above, this.aboveSlope);
    for (let k = band + flat.maxSteps; k > band; k--) {
      for (let n = 1; n <= dice; n++) {
        f[(dice + 1 + n) * levels + k] = this.above[n] ?? 0;
        slope[(dice + 1 + n) * levels + k] = this.aboveSlope[n] ?? 0;
      }
    }
    for (let k = band; k > top; k--) {
      const bank = this.banked(i + k, j);
      for (let n = 1; n <= dice; n++) {
        const base = this.noRisk ? flat.ends(n, bank, farkle, 1) : flat.ends(n, farkle, farkle, 1);
        const baseSlope = this.noRisk ? (flat.lost[n] ?? 0) : (this.ending[n] ?? 0);
        f[(dice + 1 + n) * levels + k] = flat.expectAt(n, f, slope, levels, k, base, baseSlope);
        slope[(dice + 1 + n) * levels + k] = flat.lastSlope;
      }
    }
  }

  /** The pair whose turn `f` holds after solving, for decisions at play time; -1 for none. */
  private solvedTurn = -1;

  /**
   * Bank and roll values at one decision point, from a solve of that turn
   * (kept for the next question); `mustRoll`: banking is not allowed there.
   */
  choicesAt(i: number, j: number, k: number, n: number, mustRoll = false): { bank: number | null; roll: number } {
    const { flat, dice, levels } = this;
    const farkle = 1 - (this.win[j * this.goal + i] ?? 0);
    const m = this.bankSteps(i);
    const bank = !mustRoll && k >= m && k > 0 ? this.banked(i + k, j) : null;
    const top = this.topLevel(i, j, farkle);
    const farkleAt = this.noRisk && k >= m && k > 0 ? this.banked(i + k, j) : farkle;
    if (k > top && !this.mustRows) {
      return { bank, roll: flat.expect(n, (steps) => this.banked(i + k + steps, j), flat.ends(n, farkleAt, farkle, 1)) };
    }
    if (this.solvedTurn !== i * this.goal + j) {
      this.turn(i, j, farkle);
      this.solvedTurn = i * this.goal + j;
    }
    if (k > top) {
      // A must-roll row holds the value of rolling on past the top: solved up to the band, constant past it.
      const inBand = k <= this.bandTop(i, j, top) + flat.maxSteps;
      return { bank, roll: inBand ? (this.f[(dice + 1 + n) * levels + k] ?? 0) : (this.above[n] ?? 0) };
    }
    return { bank, roll: flat.expectAt(n, this.f, this.slope, levels, k, flat.ends(n, farkleAt, farkle, 1), 0) };
  }

  /** Solves `P(i, j)` and `P(j, i)` together: they depend on each other only through farkles (see {@link solvePairInto}). */
  solvePair(i: number, j: number): void {
    solvePairInto(this.win, this.goal, i, j, this.tolerance, (a, b, farkle) => this.turn(a, b, farkle));
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
    forPairsOfDiagonal(this.goal, index, part, parts, (i, j) => { this.solvePair(i, j); });
    this.solvedTurn = -1;
  }

  /** Solves every pair of scores, highest total first, reporting progress per diagonal; `check` runs after each (to stop). */
  solve(onProgress?: (done: number) => void, check?: () => void): void {
    solveByDiagonals(this, onProgress, check);
  }
}
