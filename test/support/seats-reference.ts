/**
 * An independent solver of games of any number of players, for the seats
 * tests: written from RULES.md on the reference roll model (`strategy.ts`,
 * scored by the brute-force oracle), sharing nothing with `src/` but types.
 *
 * The game, as `optimalSeatsWinChance` promises it: on its turn each player
 * maximizes its own chance to win, a tie at the end sharing the win evenly.
 * A turn banks its total (allowed from the bank minimum, and from the entry
 * minimum while the player's score is 0) or rolls on; a farkle loses the
 * turn total and passes the turn. A bank that reaches the end (`goal` steps)
 * wins at once, or with a final round lets every other player play one turn
 * in seat order, each answering the scores in front of it; then the highest
 * score wins.
 *
 * Method, slow and plain:
 * - every list of scores below the goal, for every player to move, holds a
 *   vector of every seat's chance; lists are visited from the highest total
 *   down (a bank only raises a total), and at each list the turns of every
 *   player to move are recomputed in turn, each from the current value of
 *   the turn after a farkle, until no chance moves by `tolerance` (value
 *   iteration: a farkle cycles back to the same list). Where it never
 *   settles (each player's best answer moving another's, round in a circle:
 *   no policies are each player's best against the others'), it throws;
 * - a turn is a recursion over (turn total, dice to roll), from the highest
 *   total down, the mover picking each keep and bank or roll by its own chance;
 * - the final round is a plain recursion over the players still to play, each
 *   one's turn the same recursion, memoized on the scores relative to the
 *   player's own (and which scores are 0: the entry minimum);
 * - a turn total is not followed past the point where the player leads every
 *   later player by `reach` steps, which one turn gains with a chance below
 *   `truncation` (`gainChance` in seats-rolls.ts): it banks there.
 */
import { flatRolls, gainChance, type FlatRolls } from './seats-rolls.js';
import type { RollModel } from './strategy.js';

export interface SeatsGame {
  readonly model: RollModel;
  readonly players: number;
  /** The lowest score in steps that ends the game or starts the final round. */
  readonly goal: number;
  /** The bank minimum in steps while a score is 0, and afterwards. */
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  /** Value iteration stops once no chance at a list moved by this much. */
  readonly tolerance: number;
  /** Leads that one turn passes with less than this chance are banked at once. */
  readonly truncation: number;
}

/** The solved table: each seat's chance, `mover` to play, scores in steps. */
export interface SeatsTable {
  chances(scores: readonly number[], mover: number): readonly number[];
  /** Every list of scores below the goal. */
  readonly lists: readonly (readonly number[])[];
}

type Vector = Float64Array;

/** Sweeps of value iteration after which a list is taken to go round in a circle (a dozen or two settle one). */
const SWEEPS = 300;
type Lookup = (scores: readonly number[], mover: number) => Vector;

/** What one turn's ends are worth, as vectors (one component per seat, or per outcome). */
interface TurnEnds {
  /** What the player makes of a vector: its own chance. */
  worth(v: Vector): number;
  /** The turn total in steps needed to bank (and above 0). */
  readonly minimum: number;
  /** From this turn total up the player banks at once (at least `minimum`). */
  readonly cap: number;
  bank(t: number): Vector;
  readonly farkle: Vector;
}

/** Each seat's chance when the scores stand: the highest wins, shared on a tie. */
function decided(scores: readonly number[]): Vector {
  const top = Math.max(...scores);
  const leaders = scores.filter((s) => s === top).length;
  return Float64Array.from(scores, (s) => (s === top ? 1 / leaders : 0));
}

export class SeatsReference {
  private readonly rolls: FlatRolls[];
  private readonly maxSteps: number;
  /** Steps of lead past which a later player's turn is not followed. */
  readonly reach: number;
  private readonly values = new Map<string, Vector>();
  private readonly finals = new Map<string, Vector>();
  /** The banks of the list being solved. */
  private banks = new Map<string, Vector[]>();

  constructor(readonly game: SeatsGame) {
    this.rolls = flatRolls(game.model);
    this.maxSteps = game.model.maxPoints / game.model.step;
    this.reach = gainChance(game.model, game.truncation).length;
  }

  /** A fresh turn: rolling every die at turn total 0. */
  private turn(ends: TurnEnds): Vector {
    const dice = this.game.model.dice;
    const size = ends.farkle.length;
    const levels = ends.cap + this.maxSteps + 1;
    // At each decision point after a keep (t kept, n dice to roll next): the vector the player makes of it, and its worth.
    const best = new Float64Array(levels * (dice + 1) * size);
    const worth = new Float64Array(levels * (dice + 1));
    const put = (t: number, n: number, v: Vector): void => {
      best.set(v, (t * (dice + 1) + n) * size);
      worth[t * (dice + 1) + n] = ends.worth(v);
    };
    for (let t = ends.cap; t < levels; t++) {
      const bank = ends.bank(t);
      for (let n = 1; n <= dice; n++) put(t, n, bank);
    }
    const roll = (t: number, n: number): Vector => {
      const { chance, start, points, next, ended } = this.rolls[n] as FlatRolls;
      const out = new Float64Array(size);
      for (let c = 0; c < size; c++) out[c] = ended * (ends.farkle[c] ?? 0);
      for (let i = 0; i < chance.length; i++) {
        let pick = -1;
        for (let o = start[i] ?? 0; o < (start[i + 1] ?? 0); o++) {
          const at = (t + (points[o] ?? 0)) * (dice + 1) + (next[o] ?? 0);
          if (pick < 0 || (worth[at] ?? 0) > (worth[pick] ?? 0)) pick = at;
        }
        const p = chance[i] ?? 0;
        for (let c = 0; c < size; c++) out[c] = (out[c] ?? 0) + p * (best[pick * size + c] ?? 0);
      }
      return out;
    };
    for (let t = ends.cap - 1; t >= 1; t--) {
      const bank = t >= ends.minimum ? ends.bank(t) : null;
      for (let n = 1; n <= dice; n++) {
        const rolled = roll(t, n);
        put(t, n, bank !== null && ends.worth(bank) >= ends.worth(rolled) ? bank : rolled);
      }
    }
    return roll(0, dice);
  }

  /** The bank minimum of a player with this score. */
  private minimumOf(score: number): number {
    return Math.max(1, score === 0 ? Math.max(this.game.entry, this.game.minimum) : this.game.minimum);
  }

  /**
   * The last turn of the game, `gap` steps behind the leading score, held by
   * `leaders` players: the chances of ending ahead, level and behind. The
   * player takes a tie as its share of the win.
   */
  private lastTurn(gap: number, leaders: number, own: number): Vector {
    const key = `${gap}|${leaders}|${own === 0}`;
    let v = this.lasts.get(key);
    if (v === undefined) {
      const minimum = this.minimumOf(own);
      v = this.turn({
        worth: (x) => (x[0] ?? 0) + (x[1] ?? 0) / (leaders + 1),
        minimum,
        cap: Math.max(minimum, gap + 1),
        bank: (t) => Float64Array.of(t > gap ? 1 : 0, t === gap ? 1 : 0, t < gap ? 1 : 0),
        farkle: Float64Array.of(0, 0, 1),
      });
      this.lasts.set(key, v);
    }
    return v;
  }

  private readonly lasts = new Map<string, Vector>();

  /** Each seat's chance once the seats of `order` have played one turn each from `scores`, in that order. */
  finalRound(scores: readonly number[], order: readonly number[]): Vector {
    const [seat, ...rest] = order;
    if (seat === undefined) return decided(scores);
    const own = scores[seat] ?? 0;
    const leader = Math.max(...scores.filter((_, i) => !order.includes(i)));
    if (rest.length === 0) {
      const leaders = scores.filter((s, i) => i !== seat && s === leader).length;
      const [ahead = 0, level = 0, behind = 0] = this.lastTurn(leader - own, leaders, own);
      return Float64Array.from(scores, (s, i) => (i === seat ? ahead + level / (leaders + 1) : s === leader ? level / (leaders + 1) + behind / leaders : 0));
    }
    // The turn depends only on the scores relative to the player's own, and on which are 0.
    const key = `${scores.map((s) => `${s - own}${s === 0 ? '*' : ''}`).join()}|${order.join()}`;
    let v = this.finals.get(key);
    if (v === undefined) {
      const later = Math.max(...rest.map((i) => scores[i] ?? 0));
      const minimum = this.minimumOf(own);
      v = this.turn({
        worth: (x) => x[seat] ?? 0,
        minimum,
        cap: Math.max(minimum, leader + 1 - own, later + this.reach - own),
        bank: (t) => this.finalRound(scores.map((s, i) => (i === seat ? own + t : s)), rest),
        farkle: this.finalRound(scores, rest),
      });
      this.finals.set(key, v);
    }
    return v;
  }

  /** The shares once `mover` banks to `score` steps at the goal or past it. */
  private ended(scores: readonly number[], mover: number, score: number): Vector {
    const banked = scores.map((s, i) => (i === mover ? score : s));
    if (!this.game.finalRound) return Float64Array.from(banked, (_, i) => (i === mover ? 1 : 0));
    const { players } = this.game;
    return this.finalRound(banked, Array.from({ length: players - 1 }, (_, i) => (mover + 1 + i) % players));
  }

  private key(scores: readonly number[], mover: number): string {
    return `${scores.join()}|${mover}`;
  }

  private readonly lookup: Lookup = (scores, mover) => this.values.get(this.key(scores, mover)) as Vector;

  /**
   * The best turn of `mover` at `scores` against a table of chances (any
   * solver's, for lists of higher totals and for the player after it at the
   * same scores): what it is worth to every seat. Where the table holds
   * optimal play, its own entry for `mover` is this.
   */
  bestTurn(scores: readonly number[], mover: number, table: (scores: readonly number[], mover: number) => readonly number[]): number[] {
    this.banks = new Map();
    const lookup: Lookup = (list, m) => Float64Array.from(table(list, m));
    return [...this.turnAt(scores, mover, lookup(scores, (mover + 1) % this.game.players), lookup)];
  }

  /** The turn of `mover` at `scores`, a farkle worth `farkle`, banks below the goal read from `table`. */
  private turnAt(scores: readonly number[], mover: number, farkle: Vector, table: Lookup = this.lookup): Vector {
    const { goal, players, finalRound } = this.game;
    const own = scores[mover] ?? 0;
    const others = Math.max(...scores.filter((_, i) => i !== mover));
    const minimum = this.minimumOf(own);
    const next = (mover + 1) % players;
    const banked = (t: number): Vector => {
      const x = own + t;
      return x >= goal ? this.ended(scores, mover, x) : table(scores.map((s, i) => (i === mover ? x : s)), next);
    };
    // The banks of a list do not change while its turns are iterated.
    const id = `${scores.join()}|${mover}`;
    let banks = this.banks.get(id);
    if (banks === undefined) this.banks.set(id, (banks = []));
    const known = banks;
    return this.turn({
      worth: (v) => v[mover] ?? 0,
      minimum,
      cap: Math.max(minimum, goal - own, finalRound ? others + this.reach - own : 0),
      bank: (t) => (known[t] ??= banked(t)),
      farkle,
    });
  }

  /** Every list of scores below the goal (in steps), the highest totals first. */
  lists(): number[][] {
    const { players, goal } = this.game;
    const lists: number[][] = [];
    const build = (prefix: number[]): void => {
      if (prefix.length === players) lists.push(prefix);
      else for (let s = 0; s < goal; s++) build([...prefix, s]);
    };
    build([]);
    const total = (list: readonly number[]): number => list.reduce((a, b) => a + b, 0);
    return lists.sort((a, b) => total(b) - total(a));
  }

  /** Solves every list of scores; returns the table. */
  solve(): SeatsTable {
    const { players, tolerance } = this.game;
    const lists = this.lists();
    for (const scores of lists) {
      this.banks = new Map();
      const turns: Vector[] = Array.from({ length: players }, () => new Float64Array(players).fill(1 / players));
      for (let sweep = 0; ; sweep++) {
        // Each player's best answer can move another's round in a circle: then there is no optimal play to find.
        if (sweep === SWEEPS) throw new Error(`value iteration does not settle at the scores ${scores.join()} (in steps)`);
        let change = 0;
        // The last player first: each turn then reads the turn after it from this sweep.
        for (let m = players - 1; m >= 0; m--) {
          const v = this.turnAt(scores, m, turns[(m + 1) % players] as Vector);
          v.forEach((x, c) => (change = Math.max(change, Math.abs(x - (turns[m]?.[c] ?? 0)))));
          turns[m] = v;
        }
        if (change < tolerance) break;
      }
      turns.forEach((v, m) => this.values.set(this.key(scores, m), v));
    }
    return {
      lists,
      chances: (scores, mover) => [...(this.values.get(this.key(scores, mover)) as Vector)],
    };
  }
}
