import { FarkleError } from '../../../errors.js';

/**
 * The most win chances a high-stakes table may hold: 48 million (384 MB),
 * so classic's own 10,000-point game fits (40.6 million).
 */
export const MAX_HIGH_STAKES_TABLE = 48_000_000;

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

/**
 * A high-stakes table: after `P(i, j)` (`win[i * goal + j]`, the chance of
 * the player who starts afresh with i steps against j), the chance
 * `R(i, j, n, t)` of taking an offer of n dice at a total of t steps (t at
 * most j: the opponent banked it), at `goal² + ((i * goal + j) * (dice - 1) + n - 1) * goal + t`.
 * A player offered dice is worth the larger of the two.
 */
export class OfferTable {
  readonly offers: number;

  constructor(
    readonly win: Float64Array,
    readonly goal: number,
    dice: number,
  ) {
    this.offers = dice - 1;
  }

  /** Where `R(i, j, n, t)` sits in the table. */
  offerAt(i: number, j: number, n: number, t: number): number {
    const { goal } = this;
    return goal * goal + ((i * goal + j) * this.offers + n - 1) * goal + t;
  }

  /** The chance of the player with i steps against j who starts a turn offered n dice at t steps (n = 0: no offer). */
  startChance(i: number, j: number, n: number, t: number): number {
    const fresh = this.win[i * this.goal + j] ?? 0;
    return n === 0 ? fresh : Math.max(fresh, this.win[this.offerAt(i, j, n, t)] ?? 0);
  }
}
