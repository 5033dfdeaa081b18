import type { FlatModel } from '../../turn/flat.js';
import type { LastTurn } from './last-turn.js';

/**
 * The last turn of the final round under high stakes, when the leader
 * reached the end by a bank that left dice: the player still to play may
 * roll those dice for the leader's turn total instead of six fresh ones. It
 * then passes the leader by gaining, on top of that total, one step more than
 * the leader led by before the bank, whatever the total: a bank that leaves
 * dice hands over a chance that does not shrink as the total grows.
 */
export class OfferedLastTurn {
  /** Chances from the bank minimum up, by `short * (dice + 1) + n` (NaN until found). */
  private readonly met: Float64Array;
  /** Chances from below the minimum (an entry not yet met), by dice, total, shortfall and minimum. */
  private readonly below = new Map<string, number>();

  constructor(
    private readonly flat: FlatModel,
    private readonly last: LastTurn,
  ) {
    this.met = new Float64Array((last.reach + flat.maxSteps + 1) * (flat.dice + 1)).fill(NaN);
  }

  /**
   * The chance of rolling `n` offered dice at a turn total of `k` steps,
   * `left` steps short of passing the leader, with a bank minimum of `m`
   * steps (the entry, below which the player rolls on).
   */
  chance(n: number, k: number, left: number, m: number): number {
    const { flat, last } = this;
    // Every scoring roll passes from one step short; past `reach` more, nothing is counted.
    const short = Math.min(Math.max(left, 1), last.reach + flat.maxSteps);
    if (k >= m) {
      const at = short * (flat.dice + 1) + n;
      let value = this.met[at] ?? 0;
      if (Number.isNaN(value)) {
        value = flat.expect(n, (steps, row) => last.option(row, short - steps), 0);
        this.met[at] = value;
      }
      return value;
    }
    const id = `${n},${short},${k},${m}`;
    let value = this.below.get(id);
    if (value === undefined) {
      value = this.belowMinimum(n, k, short, m);
      this.below.set(id, value);
    }
    return value;
  }

  /** The same below the bank minimum, where the player must roll until the total reaches it. */
  private belowMinimum(n: number, k: number, left: number, m: number): number {
    const { flat, last } = this;
    const { dice } = flat;
    const below = new Float64Array((dice + 1) * m);
    const option = (t: number, row: number): number => (t >= m ? last.option(row, left - (t - k)) : (below[row * m + t] ?? 0));
    for (let t = m - 1; t > k; t--) {
      for (let row = 1; row <= dice; row++) below[row * m + t] = flat.expect(row, (steps, next) => option(t + steps, next), 0);
    }
    return flat.expect(n, (steps, row) => option(k + steps, row), 0);
  }
}
