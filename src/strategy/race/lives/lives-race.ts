import type { FlatModel } from '../../turn/flat.js';
import type { Penalties, RaceTurns } from '../core/solver.js';
import type { LastStanding } from './last-standing.js';
import { MY_LIVES, THEIR_LIVES, type RaceSpace } from '../space/space.js';
import type { LivesTable } from './lives-table.js';
import type { FarkleCosts, LivesTurn, LivesTurnEnds } from './lives-turn.js';

/** What a lives race reads beyond its space and table: the turn, its costs, the bank minimums, the last player's end, the price of a die. */
export interface LivesGame {
  readonly turns: LivesTurn;
  readonly costs: FarkleCosts;
  /** The bank minimum and the first bank's, in steps (at least 1). */
  readonly minimum: number;
  readonly entry: number;
  readonly standing: LastStanding;
  /** Lives per bought die (0 without buying, or with free dice). */
  readonly price: number;
}

/**
 * A race under lives as the core solves it: the states are the space's
 * (scores and each player's lives), two numbers each (nobody may win), and
 * the ends of a turn are this race's: a bank at the goal wins, below it
 * hands the opponent the move (with the dice it leaves offered), a farkle
 * costs lives and hands over at the same scores, or leaves the opponent the
 * last player standing. Every end reads a higher total of the scores or
 * fewer lives, which the space orders first within a pair of scores, so
 * each state is solved once (no cycle of farkles); with buying, its solve
 * records the offers of its start (see `recordOffers`).
 */
export class LivesRace implements RaceTurns, LivesTurnEnds {
  readonly width = 2;
  readonly penalties: Penalties | null = null;
  readonly slope = 0;
  private readonly flat: FlatModel;
  private readonly goal: number;
  private readonly offers: number;
  /** The values of rolling bought dice, for the pair solved: see `boughtAt`. */
  private readonly bought: Float64Array;
  /** The prepared state: the mover's steps and lives against the opponent's. */
  private s = 0;
  private i = 0;
  private j = 0;
  private a = 1;
  private b = 1;
  /** Where the states a bank leads to start: the opponent, with the lives as they are, against a score of 0. */
  private bankRow = 0;
  /** Both players' chances after the prepared state's farkle, of fewer dice and of every die (`[mover, opponent]` each). */
  private readonly farkled = new Float64Array(4);

  constructor(
    readonly space: RaceSpace,
    private readonly table: LivesTable,
    private readonly win: Float64Array,
    private readonly game: LivesGame,
  ) {
    this.flat = game.turns.flat;
    this.goal = space.goal;
    this.offers = table.shape.offers;
    const offers = Math.max(1, this.offers);
    this.bought = new Float64Array(2 * 2 * space.lives * space.lives * offers * offers * this.goal);
  }

  reachable(): boolean {
    return true;
  }

  /** The state of the mover with i steps and a lives against j and b. */
  state(i: number, j: number, a: number, b: number): number {
    const { space } = this;
    return space.index(i, j, space.tag(0, 0, 0, 0, 0, a - 1, b - 1));
  }

  /** A bank minimum at a score of s steps. */
  bankSteps(score: number): number {
    return score === 0 ? this.game.entry : this.game.minimum;
  }

  /** Reads the state; returns the state its farkle (of fewer than every die) leads to, or -1 (the mover is out). */
  prepare(state: number): number {
    const { space, goal } = this;
    this.s = state;
    this.j = state % goal;
    const rest = Math.floor(state / goal);
    this.i = rest % goal;
    const parts = space.decode(Math.floor(rest / goal));
    this.a = (parts[MY_LIVES] ?? 0) + 1;
    this.b = (parts[THEIR_LIVES] ?? 0) + 1;
    this.bankRow = this.state(this.j, 0, this.b, this.a);
    const { costs } = this.game;
    this.farkleOf(costs.farkle, this.farkled, 0);
    this.farkleOf(costs.allDice, this.farkled, 2);
    const left = this.a - costs.farkle;
    return left < 1 ? -1 : this.state(this.j, this.i, this.b, left);
  }

  bank(k: number, offer: number, out: Float64Array): void {
    const { win } = this;
    if (this.i + k >= this.goal) {
      out[0] = 1;
      out[1] = 0;
      return;
    }
    const where = this.table.at(this.bankRow + this.i + k, offer, k);
    out[0] = win[where + 1] ?? 0;
    out[1] = win[where] ?? 0;
  }

  farkle(cost: number, out: Float64Array): void {
    const { farkled } = this;
    const { costs } = this.game;
    if (cost !== costs.farkle && cost !== costs.allDice) {
      this.farkleOf(cost, out, 0);
      return;
    }
    const at = cost === costs.farkle ? 0 : 2;
    out[0] = farkled[at] ?? 0;
    out[1] = farkled[at + 1] ?? 0;
  }

  /** Writes both players' chances after a farkle of the prepared state costing `cost` lives into `out` from `at`: the opponent moves, or stands alone. */
  private farkleOf(cost: number, out: Float64Array, at: number): void {
    const { win } = this;
    if (this.a - cost < 1) {
      out[at] = 0;
      out[at + 1] = this.game.standing.chance(this.j, this.b);
      return;
    }
    const where = 2 * this.state(this.j, this.i, this.b, this.a - cost);
    out[at] = win[where + 1] ?? 0;
    out[at + 1] = win[where] ?? 0;
  }

  /** No cycle of farkles forms under lives (a farkle costs a life): the core never asks. */
  solveAt(): number {
    throw new Error('a race under lives has no cycle of farkles');
  }

  /** Solves the prepared state once, reading both players' chances of its ends from the table (the core's one-number farkle value is not used). */
  settle(): void {
    const { turns } = this.game;
    const { win, flat, i, j, a, b } = this;
    turns.fill(this, this.goal - i, this.bankSteps(i), 0);
    win[2 * this.s] = turns.roll(this, flat.dice, 0);
    win[2 * this.s + 1] = flat.lastSlope;
    if (this.offers === 0) return;
    const order = i > j ? 1 : 0;
    for (let u = 0; u < this.offers; u++) {
      if (u > 0) turns.fill(this, this.goal - i, this.bankSteps(i), u);
      for (let c = 1; c + u <= this.offers; c++) {
        for (let t = 1; t <= j; t++) {
          const where = this.boughtAt(order, a, b, c, u, t);
          this.bought[where] = turns.roll(this, c, t);
          this.bought[where + 1] = flat.lastSlope;
        }
      }
    }
    this.recordOffers(order);
  }

  cycleSolved(): void {
    // Never called: see solveAt.
  }

  /** The value of rolling c bought dice at t steps with u left unbought, the buyer at x lives after paying; `order` 1 when i > j. */
  private boughtAt(order: number, x: number, b: number, c: number, u: number, t: number): number {
    const { lives } = this.space;
    const offers = this.offers;
    return 2 * (((((order * lives + x - 1) * lives + b - 1) * offers + c - 1) * offers + u) * this.goal + t);
  }

  /**
   * The best start of the prepared state offered n dice at t: afresh, or
   * buying c of them (one life kept), whose rolls were solved with the
   * state of the buyer's lives after paying (fewer lives: solved before).
   */
  private recordOffers(order: number): void {
    const { win, bought, s, a, b, j } = this;
    const { price } = this.game;
    for (let n = 1; n <= this.offers; n++) {
      for (let t = 1; t <= j; t++) {
        let me = win[2 * s] ?? 0;
        let them = win[2 * s + 1] ?? 0;
        for (let c = 1; c <= n && (price === 0 || a - c * price >= 1); c++) {
          const where = this.boughtAt(order, a - c * price, b, c, n - c, t);
          // A tie keeps the fresh start (or the fewer dice).
          if ((bought[where] ?? 0) > me) {
            me = bought[where] ?? 0;
            them = bought[where + 1] ?? 0;
          }
        }
        const where = this.table.at(s, n, t);
        win[where] = me;
        win[where + 1] = them;
      }
    }
  }
}
