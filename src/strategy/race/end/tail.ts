import type { FlatModel } from '../../turn/flat.js';
import type { LastTurn } from './last-turn.js';

/**
 * The turn totals past the goal where a turn no longer depends on the
 * state it started from, for a final round: there a bank is worth
 * 1 - L(d), L the opponent's last-turn chance d steps behind, and every
 * roll that can end the turn has stopped being worth it (see
 * the turns' row tops, `ZeroSumTurns`). What is left are the rolls that cannot end
 * the turn (zilch's six dice, which never farkle): their value depends only
 * on the lead d, the opponent's bank minimum and which last turn it plays,
 * so it is tabulated once by lead rather than solved again in every turn,
 * out to where L reads 0 (hundreds of steps past the goal). The first turn
 * of a play-off round reads it too, by its lead over the answer (see
 * `PlayOff`), where every bank is worth the same 1 - L(d).
 */
export class BankingTail {
  /** Rows whose rolls cannot end the turn: their value is tabulated; every other row banks. */
  readonly free: readonly boolean[];
  private readonly tables = new Map<number, Float64Array>();

  constructor(
    private readonly flat: FlatModel,
    readonly last: LastTurn,
  ) {
    this.free = Array.from({ length: flat.dice + 1 }, (_, n) => n > 0 && (flat.farkle[n] ?? 0) + (flat.lost[n] ?? 0) === 0);
  }

  /** Whether some row's rolls cannot end the turn (else every row banks past its top, and no table is needed). */
  get any(): boolean {
    return this.free.some(Boolean);
  }

  /** The bank value d steps ahead of an opponent whose bank minimum is m steps. */
  bank(d: number, m: number): number {
    return 1 - this.last.chance(d, m);
  }

  /**
   * The value of a decision point rolling `row` dice next, d ≥ 1 steps ahead
   * (past the goal, where every row that can end the turn banks), against an
   * opponent whose bank minimum is m steps.
   */
  value(row: number, d: number, m: number): number {
    if (this.free[row] !== true) return this.bank(d, m);
    const table = this.tableFor(m);
    const { dice } = this.flat;
    return d * (dice + 1) + row < table.length ? (table[d * (dice + 1) + row] ?? 0) : 1;
  }

  /**
   * `table[d * (dice + 1) + n]` for the free rows n, from the lead where L
   * reads 0 (banking wins there: 1) down to a lead of 1, each roll's keeps
   * reading the leads above it.
   */
  private tableFor(m: number): Float64Array {
    const known = this.tables.get(m);
    if (known !== undefined) return known;
    const { flat, last } = this;
    const { dice, maxSteps } = flat;
    const stride = dice + 1;
    const top = last.reach - 1;
    const table = new Float64Array((top + maxSteps + 1) * stride).fill(1);
    const values = new Float64Array(table.length);
    const zero = new Float64Array(table.length);
    // The same layout as a turn's table (row-major, a level per lead), so the rolls read it as a turn's would.
    const levels = top + maxSteps + 1;
    for (let d = 1; d < levels; d++) for (let n = 1; n <= dice; n++) values[n * levels + d] = this.free[n] === true && d >= top ? 1 : this.bank(d, m);
    for (let d = top; d >= 1; d--) {
      const bank = this.bank(d, m);
      for (let n = 1; n <= dice; n++) {
        if (this.free[n] !== true) continue;
        const rolled = flat.expectAt(n, values, zero, levels, d, flat.ends(n, 0, 0, 1), 0);
        values[n * levels + d] = bank >= rolled ? bank : rolled;
      }
    }
    for (let d = 1; d < levels; d++) for (let n = 1; n <= dice; n++) table[d * stride + n] = values[n * levels + d] ?? 0;
    this.tables.set(m, table);
    return table;
  }
}
