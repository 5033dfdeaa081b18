import { FarkleError } from '../../errors.js';
import { forPairsOfDiagonal, solveByDiagonals } from './pair.js';
import type { Rules } from '../../rules/types.js';
import { flatten, type FlatModel } from '../turn/flat.js';
import { turnModel } from '../turn/model.js';
import { LastStanding } from './end/last-standing.js';
import { LivesTurn, type LivesTurnEnds } from './lives-turn.js';
import { goalOf } from './space/grid.js';

/** The most numbers a lives table may hold: 96 million (768 MB; farkel to 20,000 with 12 lives: 92.6 million). */
export const MAX_LIVES_TABLE = 96_000_000;

/**
 * The most work a lives solve may take, in turn totals solved (goal³ x lives², times `dice` - 1 with buying):
 * 50 million, about a minute on one thread (farkel to 20,000: 46 million, 42 s; without buying to 10,000: 1.2 million, 1.7 s).
 */
export const MAX_LIVES_WORK = 50_000_000;

/** Indices of a lives table (see {@link LivesSolver}). */
export interface LivesShape {
  readonly goal: number;
  readonly lives: number;
  /** Offers per state: `dice` - 1 with buying, else 0. */
  readonly offers: number;
}

/** Numbers in a lives table (two per state, and two per offer of each), and the turn totals its solve works through. */
function livesNeeds(shape: LivesShape): { size: number; work: number } {
  const { goal, lives, offers } = shape;
  return { size: 2 * goal * goal * lives * lives * (1 + offers * goal), work: goal ** 3 * lives * lives * Math.max(1, offers) };
}

/** Numbers in a lives table, or `null` past {@link MAX_LIVES_TABLE} or {@link MAX_LIVES_WORK}. */
export function livesFit(shape: LivesShape): number | null {
  const { size, work } = livesNeeds(shape);
  return size > MAX_LIVES_TABLE || work > MAX_LIVES_WORK ? null : size;
}

/** Numbers in a lives table; `invalid-options` past {@link MAX_LIVES_TABLE}, naming the target and lives. */
export function livesSize(shape: LivesShape, target: number): number {
  const { size, work } = livesNeeds(shape);
  if (livesFit(shape) !== null) return size;
  const grouped = (n: number): string => n.toLocaleString('en-US');
  throw new FarkleError(
    'invalid-options',
    `expected a target and lives whose table fits ${grouped(MAX_LIVES_TABLE)} numbers and ${grouped(MAX_LIVES_WORK)} turn totals of work; ${grouped(target)} points with ${shape.lives} lives needs ${grouped(size)} and ${grouped(work)}`,
    'target',
  );
}

/**
 * The two-player win solver under lives (`rules.lives`): a farkle costs
 * lives (more on a roll of every die), a player left with none is out, and
 * the other then has `end.lastStanding` turns to reach the target alone,
 * with the lives it has, or nobody wins; a bank at the target wins at once.
 * With `rules.buyDice`, a bank leaving n dice (not after hot dice) offers
 * them: the next player may buy 1 to n of them at `livesPerDie` each (one
 * life kept), roll those for the banked total, and bank the bought dice
 * left and the unbought ones on to the next player.
 *
 * Nobody winning is possible, so the table holds both players' chances, the
 * mover's first: at `2 * s` for the state s = `((i * goal + j) * lives + a -
 * 1) * lives + b - 1` (the mover with i steps and a lives, the opponent j and
 * b, starting afresh), and with buying at `2 * (states + (s * offers + n -
 * 1) * goal + t)` the best start offered n dice at t steps (afresh or buying).
 * Every turn raises a score or spends lives, so states are solved once, by
 * falling total of the scores, then rising total of the lives.
 */
export class LivesSolver {
  readonly flat: FlatModel;
  readonly step: number;
  readonly goal: number;
  readonly win: Float64Array;
  readonly shape: LivesShape;
  private readonly dice: number;
  private readonly price: number;
  private readonly minimum: number;
  private readonly entry: number;
  private readonly turns: LivesTurn;
  private readonly standing: LastStanding;
  /** The values of rolling bought dice, for the pair solved: see `boughtAt`. */
  private readonly bought: Float64Array;
  private readonly pair = new Float64Array(2);

  constructor(
    readonly rules: Rules,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
  ) {
    const model = turnModel(rules);
    const lives = rules.lives ?? { start: 1, farkle: 1, sixDiceFarkle: 1, sixDiceFarkleOnHotDice: true };
    this.flat = flatten(model);
    this.step = model.step;
    this.dice = model.dice;
    this.goal = goalOf(rules, target, this.step);
    this.price = rules.buyDice?.livesPerDie ?? 0;
    this.shape = { goal: this.goal, lives: lives.start, offers: rules.buyDice === null ? 0 : this.dice - 1 };
    const size = livesSize(this.shape, target);
    this.win = table ?? new Float64Array(size);
    if (this.win.length !== size) throw new FarkleError('invalid-options', `expected a table of ${size} win chances, got ${this.win.length}`, 'table');
    this.minimum = Math.ceil(rules.bank.minimum / this.step);
    this.entry = Math.max(this.minimum, Math.ceil(rules.bank.entry / this.step));
    // A farkle costs at least one life: one that costs none is refused unless ignored (then it costs one).
    const costs = { farkle: Math.max(1, lives.farkle), allDice: Math.max(1, lives.sixDiceFarkle), onHotDice: lives.sixDiceFarkleOnHotDice };
    this.turns = new LivesTurn(this.flat, costs, Math.max(this.goal, this.entry));
    const offers = Math.max(1, this.shape.offers);
    this.bought = new Float64Array(2 * 2 * lives.start * lives.start * offers * offers * this.goal);
    const perRound = rules.end.lastStanding?.pointsPerRound ?? null;
    this.standing = new LastStanding({ goal: this.goal, lives: lives.start, step: this.step, target, perRound, bankSteps: (s) => this.bankSteps(s) }, this.turns);
  }

  private bankSteps(score: number): number {
    return Math.max(1, score === 0 ? this.entry : this.minimum);
  }

  /** The state index of the mover with i steps and a lives against j and b. */
  state(i: number, j: number, a: number, b: number): number {
    const { goal, lives } = this.shape;
    return ((i * goal + j) * lives + a - 1) * lives + b - 1;
  }

  /** Where the pair of chances of state s offered n dice at t steps sits (n = 0: afresh). */
  at(s: number, n: number, t: number): number {
    if (n === 0 || this.shape.offers === 0) return 2 * s;
    const { goal, lives, offers } = this.shape;
    return 2 * (goal * goal * lives * lives + (s * offers + n - 1) * goal + t);
  }

  /** The value of rolling c bought dice at t steps with u left unbought, the buyer at x lives after paying; `order` 1 when i > j. */
  private boughtAt(order: number, x: number, b: number, c: number, u: number, t: number): number {
    const { lives, offers, goal } = this.shape;
    return 2 * (((((order * lives + x - 1) * lives + b - 1) * offers + c - 1) * offers + u) * goal + t);
  }

  /** The ends of the turn of i (a lives) against j (b lives). */
  private endsOf(i: number, j: number, a: number, b: number): LivesTurnEnds {
    const { goal, win } = this;
    return {
      bank: (k, offer, out) => {
        if (i + k >= goal) {
          out[0] = 1;
          out[1] = 0;
          return;
        }
        const where = this.at(this.state(j, i + k, b, a), offer, k);
        out[0] = win[where + 1] ?? 0;
        out[1] = win[where] ?? 0;
      },
      farkle: (cost, out) => {
        if (a - cost < 1) {
          out[0] = 0;
          out[1] = this.standing.chance(j, b);
          return;
        }
        const where = 2 * this.state(j, i, b, a - cost);
        out[0] = win[where + 1] ?? 0;
        out[1] = win[where] ?? 0;
      },
    };
  }

  /** Solves the state of i (a lives) against j (b lives): afresh, the bought rolls, and with buying every offer. */
  private solveState(i: number, j: number, a: number, b: number): void {
    const { turns, win, bought, flat } = this;
    const ends = this.endsOf(i, j, a, b);
    const s = this.state(i, j, a, b);
    turns.fill(ends, this.goal - i, this.bankSteps(i), 0);
    win[2 * s] = turns.roll(ends, this.dice, 0);
    win[2 * s + 1] = flat.lastSlope;
    const { offers } = this.shape;
    if (offers === 0) return;
    const order = i > j ? 1 : 0;
    for (let u = 0; u < offers; u++) {
      if (u > 0) turns.fill(ends, this.goal - i, this.bankSteps(i), u);
      for (let c = 1; c + u <= offers; c++) {
        for (let t = 1; t <= j; t++) {
          const where = this.boughtAt(order, a, b, c, u, t);
          bought[where] = turns.roll(ends, c, t);
          bought[where + 1] = flat.lastSlope;
        }
      }
    }
    this.recordOffers(i, j, a, b, order);
  }

  /** The best start offered n dice at t: afresh, or buying c of them (one life kept). */
  private recordOffers(i: number, j: number, a: number, b: number, order: number): void {
    const { win, bought, price } = this;
    const s = this.state(i, j, a, b);
    for (let n = 1; n <= this.shape.offers; n++) {
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
        const where = this.at(s, n, t);
        win[where] = me;
        win[where + 1] = them;
      }
    }
  }

  /** Solves the pair of scores i <= j, both orders, every lives, by rising total of the lives. */
  solvePair(i: number, j: number): void {
    const { lives } = this.shape;
    for (let sum = 2; sum <= 2 * lives; sum++) {
      for (let a = Math.max(1, sum - lives); a <= Math.min(lives, sum - 1); a++) {
        this.solveState(i, j, a, sum - a);
        if (i !== j) this.solveState(j, i, a, sum - a);
      }
    }
  }

  /** The diagonals of the table: pairs with the same total, index 0 the highest. */
  get diagonals(): number {
    return 2 * this.goal - 1;
  }

  /** Solves the pairs of one diagonal, or every `parts`-th of them from `part` (threads sharing the table). */
  solveDiagonal(index: number, part = 0, parts = 1): void {
    forPairsOfDiagonal(this.goal, index, part, parts, (i, j) => { this.solvePair(i, j); });
  }

  /** Solves every state, highest total of the scores first, reporting progress per diagonal; `check` runs after each (to stop). */
  solve(onProgress?: (done: number) => void, check?: () => void): void {
    solveByDiagonals(this, onProgress, check);
  }

  /**
   * Bank and roll values (each `[mover, opponent]`) at a decision point of
   * the turn of i (a lives) against j (b lives): total k, n dice to roll, u
   * bought dice left unbought.
   */
  choicesAt(i: number, j: number, a: number, b: number, k: number, n: number, u: number): { bank: [number, number] | null; roll: [number, number] } {
    const ends = this.endsOf(i, j, a, b);
    const { turns, pair } = this;
    turns.fill(ends, this.goal - i, this.bankSteps(i), u);
    const roll: [number, number] = [turns.roll(ends, n, k), this.flat.lastSlope];
    if (k < this.bankSteps(i)) return { bank: null, roll };
    ends.bank(k, n < this.dice ? n + u : u, pair);
    return { bank: [pair[0] ?? 0, pair[1] ?? 0], roll };
  }
}
