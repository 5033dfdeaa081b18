import type { FlatModel } from '../turn/flat.js';

/**
 * The last turn of the final round, for the solvers of states: the player
 * still to play, r steps short of passing the leader, rolls until it passes
 * (banking then wins) or ties (banking then is worth `tie`). A farkle loses
 * whatever its penalty, so streaks and scores below do not matter here.
 *
 * Chances are followed up to `reach` steps, past which they are below a
 * hundredth of the tolerance and read as 0.
 */
export class LastTurn {
  /** `need[n][r]`: at a decision point past the bank minimum, rolling n dice next, r ≥ 1 steps short of passing. */
  private readonly need: Float64Array[] = [];
  /** Steps needed to pass past which every chance reads as 0. */
  readonly reach: number;
  private readonly byMinimum = new Map<number, Float64Array>();

  constructor(
    private readonly flat: FlatModel,
    /** What a tie is worth to the player. */
    readonly tie: number,
    tolerance: number,
  ) {
    const { dice } = flat;
    let size = 256;
    for (;;) {
      this.need.length = 0;
      for (let n = 0; n <= dice; n++) this.need.push(new Float64Array(size));
      const found = this.fill(size, tolerance / 100);
      if (found > 0) {
        this.reach = found;
        return;
      }
      size *= 2;
    }
  }

  /**
   * The chance at a decision point past the bank minimum, rolling `row` dice
   * next, `left` steps short of passing: a passing keep (left at most 0)
   * banks for 1.
   */
  option(row: number, left: number): number {
    if (left <= 0) return 1;
    return left < this.reach ? (this.need[row]?.[left] ?? 0) : 0;
  }

  private fill(size: number, small: number): number {
    const { flat, need } = this;
    const { dice } = flat;
    (this as { reach: number }).reach = size;
    for (let r = 1; r < size; r++) {
      let most = 0;
      for (let n = 1; n <= dice; n++) {
        const rolled = flat.expect(n, (steps, row) => this.option(row, r - steps), 0);
        const value = r === 1 ? Math.max(this.tie, rolled) : rolled;
        (need[n] as Float64Array)[r] = value;
        most = Math.max(most, value);
      }
      if (most < small) return r;
    }
    return 0;
  }

  /**
   * The chance of the player still to play, `d` steps behind the leader
   * (d ≥ 0), from a turn total of 0 with a bank minimum of `m` steps (at
   * least 1): below it the player must roll on.
   */
  chance(d: number, m: number): number {
    if (d + 1 >= this.reach) return 0;
    let table = this.byMinimum.get(m);
    if (table === undefined) {
      table = this.tableFor(m);
      this.byMinimum.set(m, table);
    }
    return table[d] ?? 0;
  }

  private tableFor(m: number): Float64Array {
    const { flat, reach } = this;
    const { dice } = flat;
    const out = new Float64Array(reach);
    const below = new Float64Array((dice + 1) * m);
    for (let d = 0; d + 1 < reach; d++) {
      for (let t = m - 1; t >= 0; t--) {
        for (let n = 1; n <= dice; n++) {
          below[n * m + t] = flat.expect(n, (steps, row) => (t + steps >= m ? this.option(row, d + 1 - t - steps) : (below[row * m + t + steps] ?? 0)), 0);
        }
      }
      out[d] = below[dice * m] ?? 0;
    }
    return out;
  }
}
