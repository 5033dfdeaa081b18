import type { FlatModel } from '../../turn/flat.js';

/**
 * The last turn of the final round: the player still to play, r steps
 * short of passing the leader, rolls until it passes (banking then wins) or
 * ties (banking then is worth `tie`). A farkle loses, whatever it costs
 * (under no risk it banks: a tie is then worth `tie`), so streaks and
 * scores below do not matter here; a roll that wins the game is worth
 * nothing more. Where a must-roll rule forbids banking (rows past `dice`),
 * the player rolls on, even past the leader.
 *
 * Chances are followed up to `reach` steps, past which they are below a
 * hundredth of the tolerance and read as 0. Laid out as a turn's table,
 * `need[row * stride + size - r]`, so that a keep of s steps leaving r - s
 * is the level s above, and rolls read it as a turn's.
 */
export class LastTurn {
  /** Steps needed to pass past which every chance reads as 0. */
  readonly reach: number;
  private need = new Float64Array(0);
  private stride = 0;
  private size = 0;
  private zero: Float64Array;
  /** At a must-roll point past the leader, by dice: the chance of winning, every bank winning from there. */
  private readonly passed: Float64Array;
  private readonly byMinimum = new Map<number, Float64Array>();

  constructor(
    private readonly flat: FlatModel,
    /** What a tie is worth to the player. */
    readonly tie: number,
    tolerance: number,
    /** `turn.noRisk`: a farkle banks the turn total. */
    private readonly noRisk = false,
    /** Read every 32 rows of the tables (a signal's check): with spicy dice a row costs about a millisecond. */
    private readonly check: (() => void) | null = null,
  ) {
    this.passed = this.passedLeader();
    this.zero = new Float64Array(0);
    for (let size = 256; ; size *= 2) {
      const found = this.fill(size, tolerance / 100);
      if (found > 0) {
        this.reach = found;
        return;
      }
    }
  }

  /**
   * The must-roll points past the leader: every bank there wins, so their
   * values do not depend on the total, a fixed point over the dice found by
   * iterating from 0 (each round adds the rolls that must roll once more).
   */
  private passedLeader(): Float64Array {
    const { flat } = this;
    const { dice } = flat;
    const x = new Float64Array(dice + 1);
    if (flat.rows === dice + 1) return x;
    for (let round = 0; round < 10000; round++) {
      let change = 0;
      for (let n = 1; n <= dice; n++) {
        const value = flat.expect(n, (_, row) => (row > dice ? (x[row - dice - 1] ?? 0) : 1), this.noRisk ? (flat.farkle[n] ?? 0) : 0);
        change = Math.max(change, Math.abs(value - (x[n] ?? 0)));
        x[n] = value;
      }
      if (change <= 1e-16) break;
    }
    return x;
  }

  /**
   * The chance at a decision point rolling `row` next (past `dice`: where
   * banking is not allowed), `left` steps short of passing the leader.
   */
  option(row: number, left: number): number {
    const { dice } = this.flat;
    if (left <= 0) return row > dice ? (this.passed[row - dice - 1] ?? 0) : 1;
    return left < this.reach ? (this.need[row * this.stride + this.size - left] ?? 0) : 0;
  }

  /** Solves r = 1 up until every chance is below `small` (returns that r), or 0 if `size` is not enough. */
  private fill(size: number, small: number): number {
    const { flat } = this;
    const { dice, rows } = flat;
    // Growing from a size that was not enough: the levels it solved are kept, and the solve goes on from there.
    const from = this.size > 0 && this.size < size ? this.size : 1;
    this.layOut(size, 1);
    const { need, stride } = this;
    (this as { reach: number }).reach = size;
    for (let r = from; r < size; r++) {
      if ((r & 31) === 0) this.check?.();
      const k = size - r;
      let most = 0;
      for (let n = 1; n <= dice; n++) {
        // Under no risk a farkle banks: a tie one step short, else a loss.
        const base = this.noRisk && r === 1 ? (flat.farkle[n] ?? 0) * this.tie : 0;
        const rolled = flat.expectAt(n, need, this.zero, stride, k, base, 0);
        const value = r === 1 ? Math.max(this.tie, rolled) : rolled;
        need[n * stride + k] = value;
        if (rows > dice + 1) need[(dice + 1 + n) * stride + k] = rolled;
        most = Math.max(most, value);
      }
      if (most < small) return r;
    }
    return 0;
  }

  /**
   * Lays `need` out for `size` levels below the leader and room above them
   * for a roll from below a bank minimum of `m` steps (`tableFor` rolls from
   * `size - 1 + m - 1`), keeping the levels below `size` already solved (or,
   * grown from a smaller size, those the smaller one solved, moved up);
   * the room holds the values past the leader. A roll must never read past
   * its row: it would read the next row's levels, or past the table.
   */
  private layOut(size: number, m: number): void {
    const { flat, need: old, stride: oldStride } = this;
    const { dice, rows, maxSteps } = flat;
    const stride = size + maxSteps + Math.max(m, 1);
    const need = new Float64Array(rows * stride);
    const grown = size - this.size;
    for (let row = 1; row < rows; row++) {
      if (size === this.size) need.set(old.subarray(row * oldStride, row * oldStride + size), row * stride);
      // Grown: level size - r of the old layout is level size - r of the new one for every r the old solved (1 to its size - 1).
      else if (this.size > 0 && grown > 0) need.set(old.subarray(row * oldStride + 1, row * oldStride + this.size), row * stride + 1 + grown);
      need.fill(row > dice ? (this.passed[row - dice - 1] ?? 0) : 1, row * stride + size, (row + 1) * stride);
    }
    this.need = need;
    this.stride = stride;
    this.size = size;
    this.zero = new Float64Array(need.length);
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

  /**
   * The chances by d from a total of 0 with a bank minimum of m: the totals
   * t of a turn d steps behind are the levels from `size - d - 1` up, whose
   * lowest m (below the minimum, where the player must roll) are solved in
   * place for the while and put back. Only the rolls a turn can reach below
   * the minimum are solved (see {@link rollsBelow}): the others are read by
   * none of them.
   */
  private tableFor(m: number): Float64Array {
    if (this.size - 1 + m - 1 + this.flat.maxSteps >= this.stride) this.layOut(this.size, m);
    const { flat, reach, need, stride, size, zero } = this;
    const { dice, rows } = flat;
    const out = new Float64Array(reach);
    const saved = new Float64Array(rows * m);
    const below = rollsBelow(flat, m);
    for (let d = 0; d + 1 < reach; d++) {
      if ((d & 31) === 0) this.check?.();
      const shift = size - d - 1;
      for (let row = 1; row < rows; row++) saved.set(need.subarray(row * stride + shift, row * stride + shift + m), row * m);
      for (let t = m - 1; t >= 0; t--) {
        for (const n of below[t] as number[]) {
          const rolled = flat.expectAt(n, need, zero, stride, shift + t, 0, 0);
          need[n * stride + shift + t] = rolled;
          if (rows > dice + 1) need[(dice + 1 + n) * stride + shift + t] = rolled;
        }
      }
      out[d] = need[dice * stride + shift] ?? 0;
      for (let row = 1; row < rows; row++) need.set(saved.subarray(row * m, (row + 1) * m), row * stride + shift);
    }
    return out;
  }
}

/**
 * Per turn total t below a bank minimum of m steps, the numbers of dice a
 * turn from a total of 0 (every die) can roll at t: the rolls `tableFor`
 * solves there. A keep adds at least a step, so t = 0 is every die alone,
 * and each higher total what the keeps of the totals below lead to (a row
 * past `dice`, a must-roll point, rolls its dice as well).
 */
function rollsBelow(flat: FlatModel, m: number): number[][] {
  const { dice } = flat;
  const seen = Array.from({ length: m }, () => new Uint8Array(dice + 1));
  (seen[0] as Uint8Array)[dice] = 1;
  for (let t = 0; t < m; t++) {
    for (let n = 1; n <= dice; n++) {
      if ((seen[t] as Uint8Array)[n] !== 1) continue;
      const { steps, row: rows } = flat.classes(n);
      for (let o = 0; o < steps.length; o++) {
        const row = rows[o] as number;
        const next = t + (steps[o] as number);
        if (next < m) (seen[next] as Uint8Array)[row > dice ? row - dice - 1 : row] = 1;
      }
    }
  }
  // Each total's rolls by number of dice (their order does not change a value: each reads only higher totals).
  return seen.map((rolls) => rolls.reduce<number[]>((list, hit, n) => (hit === 1 ? [...list, n] : list), []));
}
