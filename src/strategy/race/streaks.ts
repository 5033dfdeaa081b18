import { FarkleError } from '../../errors.js';
import type { Rules } from '../../rules/types.js';
import { flatten, type FlatModel } from '../turn/flat.js';
import { turnModel } from '../turn/model.js';
import { LastTurn } from './last-turn.js';
import { PlayOff } from './play-off.js';
import { WinShape } from './shape.js';
import { BankingTail } from './tail.js';

/**
 * Penalties deep below zero that scores are followed without a floor
 * (lower scores are held at that depth): one per quarter of the target,
 * from one to three (3,000 points below zero in yarkle's 10,000-point game).
 */
export function penaltyDepth(rules: Rules, target: number): number {
  const points = rules.farklePenalty?.points;
  if (typeof points !== 'number' || points <= 0) return 0;
  return Math.min(3, Math.max(1, Math.ceil(target / (4 * points))));
}
/** Sweeps never needed (tens are), as a guard: a sweep changing chances by 1e-15 has converged anyway. */
const MAX_SWEEPS = 1000;

/**
 * The two-player win solver over states with farkle streaks and on-board
 * flags (see {@link WinShape}): `win[index]` is the chance of the player
 * about to start a turn. A penalty links a state to lower scores, which
 * the highest-total-first order has not solved yet, so the table is swept
 * (Gauss-Seidel: the pairs of each total from the highest down, each
 * pair's states from the longest streaks down, since a farkle lengthens a
 * streak) until a sweep changes no chance by more than the tolerance
 * allows at the measured rate of convergence.
 */
export class StreakSolver {
  readonly flat: FlatModel;
  readonly step: number;
  readonly shape: WinShape;
  readonly goal: number;
  readonly win: Float64Array;
  readonly iterative = true;
  private readonly dice: number;
  private readonly entry: number;
  private readonly minimum: number;
  /** The last turn of the player in seat 0 and in seat 1 (the same table where seats do not matter), or `null`. */
  private readonly lasts: readonly LastTurn[] | null;
  /** Past the goal, the values of the rolls that cannot end a turn, by lead, for each of `lasts`. */
  private readonly tails: readonly BankingTail[] | null;
  /** Per number of dice, the level past which the mover banks rather than roll them (see `tops`). */
  private readonly rowTop: Int32Array;
  /** The seat of the mover whose turn is being solved. */
  private seat = 0;
  private readonly f: Float64Array;
  private readonly zero: Float64Array;
  private readonly levels: number;
  /** The largest change of a chance in the sweep under way (this thread's part of it). */
  change = 0;
  sweeps = 0;

  constructor(
    readonly rules: Rules,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
    depth = penaltyDepth(rules, target),
  ) {
    const model = turnModel(rules);
    this.flat = flatten(model);
    this.step = model.step;
    this.dice = model.dice;
    this.shape = new WinShape(rules, target, this.step, depth);
    this.goal = this.shape.goal;
    this.minimum = Math.max(1, Math.ceil(rules.bank.minimum / this.step));
    this.entry = Math.max(this.minimum, Math.ceil(rules.bank.entry / this.step));
    this.lasts = this.lastTurns();
    this.tails = this.lasts === null ? null : this.lasts.map((last) => new BankingTail(this.flat, last));
    this.rowTop = new Int32Array(this.dice + 1);
    this.win = table ?? new Float64Array(this.shape.size).fill(0.5);
    if (this.win.length !== this.shape.size) {
      throw new FarkleError('invalid-options', `expected a table of ${this.shape.size} win chances, got ${this.win.length}`, 'table');
    }
    const reach = Math.max(...(this.lasts ?? []).map((last) => last.reach), 0);
    this.levels = this.goal - this.shape.lowest + reach + this.entry + 2 * this.flat.maxSteps + 2;
    this.f = new Float64Array((this.dice + 1) * this.levels);
    this.zero = new Float64Array(this.f.length);
  }

  /**
   * The last turns of the final round: a tie is half a win, or where the
   * leaders play off, the play-off's chance for the seat of the player who
   * tied (the lower seat starts it).
   */
  private lastTurns(): LastTurn[] | null {
    if (!this.rules.end.finalRound) return null;
    if (this.shape.seats === 1) return [new LastTurn(this.flat, 0.5, this.tolerance)];
    const first = new PlayOff(this.flat, this.shape, this.minimum, this.tolerance).first;
    return [new LastTurn(this.flat, first, this.tolerance), new LastTurn(this.flat, 1 - first, this.tolerance)];
  }

  /** The last turn of the mover's opponent. */
  private get last(): LastTurn | null {
    return this.lasts === null ? null : (this.lasts[this.shape.seats === 1 ? 0 : 1 - this.seat] ?? null);
  }

  /** The tail of the mover's turns past the goal (see {@link BankingTail}), against the opponent's last turn. */
  private get tail(): BankingTail | null {
    return this.tails === null ? null : (this.tails[this.shape.seats === 1 ? 0 : 1 - this.seat] ?? null);
  }

  /** The bank minimum in steps of a player on the board (flag 1) or not. */
  bankSteps(onBoard: number): number {
    return this.shape.flags === 2 && onBoard === 0 ? this.entry : this.minimum;
  }

  /** The chance of the mover at (i, j, a, b, oi, oj) after banking to `score`: the opponent moves, or plays its last turn. */
  banked(score: number, j: number, b: number, oj: number): number {
    if (score < this.goal) return 1 - (this.win[this.shape.index(j, score, b, 0, oj, 1, 1 - this.seat)] ?? 0);
    const { last } = this;
    return last === null ? 1 : 1 - last.chance(score - j, this.bankSteps(oj));
  }

  /** The chance of the mover after a farkle (φ) and after a lost turn (λ). */
  private handOver(i: number, j: number, a: number, b: number, oi: number, oj: number): [number, number] {
    const { shape, win } = this;
    const after = shape.afterFarkle(a);
    const score = after.penalty ? shape.penalized(i) : i;
    const other = 1 - this.seat;
    const farkle = 1 - (win[shape.index(j, score, b, after.streak, oj, oi, other)] ?? 0);
    const lost = 1 - (win[shape.index(j, i, b, a, oj, oi, other)] ?? 0);
    return [farkle, lost];
  }

  /**
   * The levels past which the mover banks, per number of dice (`rowTop`),
   * and returns the level past which every roll that can end the turn has
   * stopped being worth it. Past the goal, banking at a total d steps ahead
   * of the opponent is worth 1 - its last-turn chance L(d), and rolling n
   * dice at most 1 - (the chance that they end the turn times what that
   * costs); L falls as d grows, so from the first d where L(d) is at most
   * that bound, banking beats rolling n dice at every higher total too.
   * Dice that cannot end the turn never stop (zilch's six): past the
   * returned level they are read from the tail (see {@link BankingTail}).
   */
  private tops(i: number, j: number, m: number, mj: number, farkle: number, lost: number): number {
    const least = Math.max(this.goal - i, m);
    const { last, tail, rowTop } = this;
    if (last === null || tail === null) {
      rowTop.fill(least);
      return least;
    }
    const { flat, dice } = this;
    let cut = least;
    for (let n = 1; n <= dice; n++) {
      if (tail.free[n] === true) {
        rowTop[n] = this.levels;
        continue;
      }
      const bound = (flat.farkle[n] ?? 0) * (1 - farkle) + (flat.lost[n] ?? 0) * (1 - lost);
      let k = least;
      while (i + k - j + 1 < last.reach && last.chance(i + k - j, mj) > bound) k++;
      rowTop[n] = k;
      cut = Math.max(cut, k);
    }
    return cut;
  }

  /** A decision point past the cut of `tops`, rolling `row` dice next at a score of `score` steps: a bank, or the tail's value. */
  private pastCut(score: number, j: number, b: number, oj: number, row: number): number {
    const { tail } = this;
    if (tail?.free[row] !== true) return this.banked(score, j, b, oj);
    return tail.value(row, score - j, this.bankSteps(oj));
  }

  /**
   * Solves the turn of the mover at a state into `f` (`f[n * levels + k]`:
   * rolling n dice or banking at turn total k) and returns its value.
   */
  turn(i: number, j: number, a: number, b: number, oi: number, oj: number): number {
    const { flat, f, zero, levels, dice, rowTop } = this;
    const m = this.bankSteps(oi);
    const [farkle, lost] = this.handOver(i, j, a, b, oi, oj);
    const cut = this.tops(i, j, m, this.bankSteps(oj), farkle, lost);
    for (let k = cut + flat.maxSteps; k > cut; k--) for (let n = 1; n <= dice; n++) f[n * levels + k] = this.pastCut(i + k, j, b, oj, n);
    for (let k = cut; k >= 1; k--) {
      const bank = k >= m ? this.banked(i + k, j, b, oj) : -1;
      for (let n = 1; n <= dice; n++) {
        if (k > (rowTop[n] ?? 0)) {
          // Banking beats rolling these dice here (see tops).
          f[n * levels + k] = bank;
          continue;
        }
        const rolled = flat.expectAt(n, f, zero, levels, k, flat.ends(n, farkle, lost, 1), 0);
        f[n * levels + k] = bank >= rolled ? bank : rolled;
      }
    }
    return flat.expectAt(dice, f, zero, levels, 0, flat.ends(dice, farkle, lost, 1), 0);
  }

  /** Bank and roll values at a decision point of the mover's turn, from a fresh solve of that turn. */
  choicesAt(i: number, j: number, a: number, b: number, oi: number, oj: number, k: number, n: number, seat = 0): { bank: number | null; roll: number } {
    const { flat, levels } = this;
    this.seat = this.shape.seats === 1 ? 0 : seat;
    const m = this.bankSteps(oi);
    const bank = k >= m ? this.banked(i + k, j, b, oj) : null;
    const [farkle, lost] = this.handOver(i, j, a, b, oi, oj);
    const cut = this.tops(i, j, m, this.bankSteps(oj), farkle, lost);
    if (k > cut) return { bank, roll: flat.expect(n, (steps, row) => this.pastCut(i + k + steps, j, b, oj, row), flat.ends(n, farkle, lost, 1)) };
    this.turn(i, j, a, b, oi, oj);
    return { bank, roll: flat.expectAt(n, this.f, this.zero, levels, k, flat.ends(n, farkle, lost, 1), 0) };
  }

  /** Whether a state can occur: a player off the board has never banked, so its score is at most zero. */
  private reachable(i: number, oi: number): boolean {
    return oi === 1 || i <= 0;
  }

  private solveState(i: number, j: number, a: number, b: number, oi: number, oj: number): void {
    if (!this.reachable(i, oi) || !this.reachable(j, oj)) return;
    const at = this.shape.index(i, j, a, b, oi, oj, this.seat);
    const value = this.turn(i, j, a, b, oi, oj);
    this.change = Math.max(this.change, Math.abs(value - (this.win[at] ?? 0)));
    this.win[at] = value;
  }

  /** The diagonals of a sweep: pairs of scores with the same total, index 0 the highest. */
  get diagonals(): number {
    return 2 * this.shape.scores - 1;
  }

  /**
   * One diagonal of a sweep, or every `parts`-th pair of it from `part`:
   * a pair reads only higher totals (this sweep's) and lower ones (the
   * last sweep's), so parts can be solved at once by threads.
   */
  solveDiagonal(index: number, part = 0, parts = 1): void {
    const { scores, lowest, streaks, flags } = this.shape;
    const sum = 2 * scores - 2 - index;
    let nth = 0;
    for (let x = Math.max(0, sum - scores + 1); x <= sum - x; x++, nth++) {
      if (nth % parts !== part) continue;
      const i = x + lowest;
      const j = sum - x + lowest;
      // A farkle lengthens the mover's streak: the longest streaks first.
      for (let total = 2 * streaks - 2; total >= 0; total--) {
        for (let a = Math.max(0, total - streaks + 1); a <= Math.min(total, streaks - 1); a++) {
          const b = total - a;
          for (let oi = 0; oi < flags; oi++) {
            for (let oj = 0; oj < flags; oj++) {
              const on = flags === 1 ? 1 : oi;
              const onJ = flags === 1 ? 1 : oj;
              for (let seat = 0; seat < this.shape.seats; seat++) {
                this.seat = seat;
                this.solveState(i, j, a, b, on, onJ);
                if (i !== j) this.solveState(j, i, a, b, on, onJ);
              }
            }
          }
        }
      }
    }
  }

  /** Whether sweeps with these largest changes (the last and the one before) have converged. */
  converged(change: number, before: number): boolean {
    this.sweeps++;
    if (this.sweeps >= MAX_SWEEPS) return true;
    const rate = before > 0 ? Math.min(0.99, change / before) : 0.99;
    return change < this.tolerance || change * (rate / (1 - rate)) < this.tolerance / 2;
  }

  /** Sweeps until converged, reporting progress (an estimate: sweeps are not known in advance). */
  solve(onProgress?: (done: number) => void, check?: () => void): void {
    let before = 0;
    let shown = 0;
    for (;;) {
      this.change = 0;
      for (let d = 0; d < this.diagonals; d++) {
        this.solveDiagonal(d);
        check?.();
      }
      const { change } = this;
      if (this.converged(change, before)) break;
      before = change;
      shown = Math.max(shown, this.progress(change));
      onProgress?.(shown);
    }
    onProgress?.(1);
  }

  /** An estimate of the fraction done after a sweep that changed a chance by at most `change`. */
  progress(change: number): number {
    return Math.min(0.99, Math.max(0, Math.log(change) / Math.log(this.tolerance)));
  }
}
