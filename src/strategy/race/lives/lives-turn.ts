import type { FlatModel } from '../../turn/flat.js';

/**
 * Where a turn under lives ends: `bank(k, offer)` banks k steps leaving
 * `offer` dice to the next player (0: none, after hot dice), `farkle(cost)`
 * loses the turn and `cost` lives. Each writes the two players' win chances,
 * the mover's first, into `out`.
 */
export interface LivesTurnEnds {
  bank(k: number, offer: number, out: Float64Array): void;
  farkle(cost: number, out: Float64Array): void;
}

/** What a farkle costs: lives per farkle, per farkle of every die, and whether the latter holds after hot dice. */
export interface FarkleCosts {
  readonly farkle: number;
  readonly allDice: number;
  readonly onHotDice: boolean;
}

/**
 * The values of one turn under lives, for both players (each player plays
 * for its own win chance; nobody winning is possible): `me` and `them`,
 * `[row * levels + k]` at turn total k, the row being the dice to roll next
 * (`dice`: every die, after hot dice). A turn of bought dice with u dice left
 * unbought (never rolled again in the turn) uses rows 1 to `dice` - 1 - u
 * for the bought dice left, and row `dice` for none left: a forced bank that
 * offers the unbought dice on (with u = 0 that row is hot dice).
 */
export class LivesTurn {
  readonly me: Float64Array;
  readonly them: Float64Array;
  readonly levels: number;
  /** The highest total at which a bank is not sure to win; past it every value is a sure win. */
  top = 0;
  private readonly out = new Float64Array(2);

  constructor(
    readonly flat: FlatModel,
    private readonly costs: FarkleCosts,
    most: number,
  ) {
    this.levels = most + flat.maxSteps + 2;
    this.me = new Float64Array((flat.dice + 1) * this.levels);
    this.them = new Float64Array(this.me.length);
  }

  /**
   * Fills the turn of a player `short` steps from the goal, with a bank
   * minimum of `minimum` steps, `unbought` dice left unbought.
   */
  fill(ends: LivesTurnEnds, short: number, minimum: number, unbought: number): void {
    const { flat, me, them, levels, out } = this;
    const { dice } = flat;
    this.top = Math.max(short, minimum);
    for (let n = 1; n <= dice; n++) {
      me.fill(1, n * levels + this.top + 1, (n + 1) * levels);
      them.fill(0, n * levels + this.top + 1, (n + 1) * levels);
    }
    const rows = unbought === 0 ? dice : dice - 1 - unbought;
    for (let k = this.top; k >= 1; k--) {
      if (unbought > 0) {
        ends.bank(k, unbought, out);
        me[dice * levels + k] = out[0] ?? 0;
        them[dice * levels + k] = out[1] ?? 0;
      }
      for (let n = 1; n <= rows; n++) {
        const rolledMe = this.roll(ends, n, k);
        const rolledThem = flat.lastSlope;
        let bestMe = rolledMe;
        let bestThem = rolledThem;
        if (k >= minimum) {
          ends.bank(k, n < dice ? n + unbought : 0, out);
          // A tie keeps the bank.
          if ((out[0] ?? 0) >= rolledMe) {
            bestMe = out[0] ?? 0;
            bestThem = out[1] ?? 0;
          }
        }
        me[n * levels + k] = bestMe;
        them[n * levels + k] = bestThem;
      }
    }
  }

  /**
   * The mover's value of rolling n dice at total k in the filled turn (k = 0:
   * the turn's first roll); the other player's is left in `flat.lastSlope`.
   * Past the top every total is alike.
   */
  roll(ends: LivesTurnEnds, n: number, k: number): number {
    const { flat, costs, out } = this;
    const allDice = n === flat.dice && (k === 0 || costs.onHotDice);
    ends.farkle(allDice ? costs.allDice : costs.farkle, out);
    const p = flat.farkle[n] ?? 0;
    return flat.expectAt(n, this.me, this.them, this.levels, Math.min(k, this.top + 1), p * (out[0] ?? 0), p * (out[1] ?? 0));
  }
}
