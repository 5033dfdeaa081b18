import type { FlatEnds } from './flat-ends.js';
import type { FinalShares, LeadShares } from './final-shares.js';

/** What the ends of a turn read of a seats solve: its grid, its bank minimums and its table. */
export interface SeatsGrid {
  readonly players: number;
  /** Steps to the first score that ends the game or starts the final round. */
  readonly goal: number;
  /** The bank minimum in steps on the board, and off it (the entry). */
  readonly minimum: number;
  readonly entry: number;
  /** Steps past the goal that a final round counts as a certain lead (0 without a final round). */
  readonly reach: number;
  readonly noRisk: boolean;
  /** The solved win chances, `table[(index * players + mover) * players + seat]`. */
  readonly table: Float64Array;
  /** The final rounds, or `null` when the first to the target wins at once. */
  readonly finals: FinalShares | null;
}

/**
 * The ends of a turn of `mover` at one list of scores (steps, each below
 * the goal), read from the solved table: a bank below the goal passes the
 * turn at the higher score, one to the goal starts the final round, a
 * farkle passes the turn at the same scores. The vectors hold each seat's
 * share and, last, the chance of ending by a farkle, worth `farkle` to the
 * mover (what it has when the next player moves at these scores).
 */
export class ListEnds implements FlatEnds {
  readonly size: number;
  readonly weights: Float64Array;
  readonly won: Float64Array;
  minimum = 0;
  top = 0;
  base = 0;
  farkleCeiling: number | null = null;
  private own = 0;
  private mover = 0;
  private next = 0;
  /** The table index of the list, and what a step of the mover's score adds to it. */
  private index = 0;
  private place = 1;
  private scores: ArrayLike<number> = [];
  /** Per seat, the seats after it in turn order. */
  private readonly orders: number[][];
  private shares: LeadShares | null = null;

  constructor(private readonly grid: SeatsGrid) {
    const { players } = grid;
    this.size = players + 1;
    this.weights = new Float64Array(this.size);
    this.won = new Float64Array(this.size);
    this.orders = Array.from({ length: players }, (_, m) => Array.from({ length: players - 1 }, (_, i) => (m + 1 + i) % players));
  }

  /** Sets the turn: `mover` at `scores` (table index `index`), a farkle worth `farkle` to it. */
  set(scores: ArrayLike<number>, index: number, mover: number, farkle: number): this {
    const { grid } = this;
    this.scores = scores;
    this.index = index;
    this.mover = mover;
    this.next = (mover + 1) % grid.players;
    this.place = grid.goal ** mover;
    this.own = scores[mover] ?? 0;
    this.minimum = this.own === 0 ? grid.entry : grid.minimum;
    this.top = Math.max(this.minimum, grid.goal - this.own + grid.reach);
    this.base = Math.max(this.minimum, grid.goal - this.own);
    this.farkleCeiling = grid.noRisk ? null : farkle;
    this.weights.fill(0);
    this.weights[mover] = 1;
    this.weights[grid.players] = farkle;
    this.won.fill(0);
    this.won[mover] = 1;
    this.shares = null;
    return this;
  }

  bankInto(k: number, out: Float64Array, at: number): void {
    const { players, goal, table, finals } = this.grid;
    const x = this.own + k;
    if (x < goal) {
      const from = ((this.index + k * this.place) * players + this.next) * players;
      for (let c = 0; c < players; c++) out[at + c] = table[from + c] as number;
      out[at + players] = 0;
      return;
    }
    for (let c = 0; c <= players; c++) out[at + c] = 0;
    if (finals === null) {
      out[at + this.mover] = 1;
      return;
    }
    const order = this.orders[this.mover] as number[];
    this.shares ??= finals.sharesFor(this.mover, order, this.scores);
    const roles = this.shares.at(x - (this.scores[order[0] ?? 0] ?? 0));
    for (let i = 0; i < order.length; i++) out[at + (order[i] as number)] = roles[i] as number;
    out[at + this.mover] = roles[order.length] as number;
  }

  farkleInto(_: number, k: number, out: Float64Array, at: number): void {
    if (this.grid.noRisk && k > 0 && k >= this.minimum) {
      this.bankInto(k, out, at);
      return;
    }
    this.lostInto(k, out, at);
  }

  lostInto(_: number, out: Float64Array, at: number): void {
    const { players } = this.grid;
    for (let c = 0; c < players; c++) out[at + c] = 0;
    out[at + players] = 1;
  }
}
