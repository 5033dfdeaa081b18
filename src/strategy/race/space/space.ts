import type { StreakRule } from './streak.js';

/** The parts of a state's tag, as `RaceSpace.decode` fills them. */
export const SEAT = 0;
export const MY_STREAK = 1;
export const THEIR_STREAK = 2;
export const MY_BOARD = 3;
export const THEIR_BOARD = 4;
/** Lives less one (0 to `lives` - 1); in a tag, pairs of lives by rising total (see `RaceSpace`). */
export const MY_LIVES = 5;
export const THEIR_LIVES = 6;

/** What a race's states hold beyond the two scores, and the range of the scores. */
export interface SpaceSpec {
  /** Steps to the first score that ends the game (or starts the final round). */
  readonly goal: number;
  /** The lowest score followed, in steps (below zero where a penalty can take a score there). */
  readonly lowest: number;
  /** Seats: 2 where tied leaders play off (the lower seat starts each round), else 1. */
  readonly seats: number;
  readonly streak: StreakRule;
  /** On-board states: 2 where a penalty can bring a player back to zero and the entry exceeds the bank minimum, else 1. */
  readonly flags: number;
  /** Lives per player (1 without lives). */
  readonly lives: number;
}

/**
 * The states of a two-player race at the start of a turn: the mover's score
 * i and the opponent's j (in steps, from `lowest` to below `goal`), and a
 * tag holding the rest, each a component that rules without it leave at
 * one state: the mover's seat, each player's farkle streak, on-board flag
 * and lives. The two players' lives are ranked by their total, then the
 * mover's: a farkle under lives leaves fewer, so within a pair of scores it
 * leads to a lower tag, solved first. State `(tag * scores + i - lowest) * scores + j - lowest`: the
 * opponent's score varies fastest, so the states a turn banks into (the
 * opponent to move against each higher score of the mover) lie side by side.
 */
export class RaceSpace implements SpaceSpec {
  readonly goal: number;
  readonly lowest: number;
  readonly seats: number;
  readonly streak: StreakRule;
  readonly flags: number;
  readonly lives: number;
  readonly scores: number;
  readonly streaks: number;
  readonly tags: number;
  readonly states: number;
  private readonly parts = new Int32Array(7);
  /** The rank of each pair of lives less one, at `mover * lives + opponent`. */
  private readonly livesRank: Int32Array;
  /** The pair of lives less one of each rank: the mover's at `2 * rank`, the opponent's after. */
  private readonly livesOf: Int32Array;

  constructor(spec: SpaceSpec) {
    this.goal = spec.goal;
    this.lowest = spec.lowest;
    this.seats = spec.seats;
    this.streak = spec.streak;
    this.flags = spec.flags;
    this.lives = spec.lives;
    this.scores = this.goal - this.lowest;
    this.streaks = spec.streak.count;
    this.tags = this.seats * this.streaks ** 2 * this.flags ** 2 * this.lives ** 2;
    this.states = this.tags * this.scores * this.scores;
    [this.livesRank, this.livesOf] = rankLives(this.lives);
  }

  /** The state of the mover with i steps against j under `tag`. */
  index(i: number, j: number, tag: number): number {
    return (tag * this.scores + i - this.lowest) * this.scores + j - this.lowest;
  }

  /** The mover's score of a state (in steps): `index` read back, as are `opponent` and `tagOf`. */
  mover(state: number): number {
    return (Math.floor(state / this.scores) % this.scores) + this.lowest;
  }

  /** The opponent's score of a state (in steps). */
  opponent(state: number): number {
    return (state % this.scores) + this.lowest;
  }

  /** The tag of a state. */
  tagOf(state: number): number {
    return Math.floor(Math.floor(state / this.scores) / this.scores);
  }

  /** The tag of the parts (lives less one). */
  tag(seat: number, a: number, b: number, oi: number, oj: number, la = 0, lb = 0): number {
    const { streaks, flags, lives } = this;
    return ((((seat * streaks + a) * streaks + b) * flags + oi) * flags + oj) * lives * lives + (this.livesRank[la * lives + lb] ?? 0);
  }

  /** The parts of a tag (see `SEAT` and the others), in a buffer reused by the next call. */
  decode(tag: number): Int32Array {
    const { streaks, flags, lives, parts, livesOf } = this;
    const rank = tag % (lives * lives);
    parts[MY_LIVES] = livesOf[2 * rank] ?? 0;
    parts[THEIR_LIVES] = livesOf[2 * rank + 1] ?? 0;
    let t = Math.floor(tag / (lives * lives));
    parts[THEIR_BOARD] = t % flags;
    t = Math.floor(t / flags);
    parts[MY_BOARD] = t % flags;
    t = Math.floor(t / flags);
    parts[THEIR_STREAK] = t % streaks;
    t = Math.floor(t / streaks);
    parts[MY_STREAK] = t % streaks;
    parts[SEAT] = Math.floor(t / streaks);
    return parts;
  }

  /** The tag of the opponent's turn next, after the mover's turn left it with streak a, flag oi and lives less one la. */
  handOver(parts: Int32Array, a: number, oi: number, la: number): number {
    const seat = this.seats === 1 ? 0 : 1 - (parts[SEAT] ?? 0);
    return this.tag(seat, parts[THEIR_STREAK] ?? 0, a, parts[THEIR_BOARD] ?? 0, this.flags === 1 ? 0 : oi, parts[THEIR_LIVES] ?? 0, la);
  }

  /**
   * Where to read a first guess of a state at a total below `total` (the
   * sum of the scores whose turns are being solved, highest first, so that
   * every total above it is solved): a state with the same tag at the next
   * total above `total` that the lead's parity allows. Both scores are
   * raised alike, keeping the lead, unless that passes the goal: then the
   * leader stops below it and the other takes the rest. A player off the
   * board keeps a score of zero or less, so only the other is raised. Where
   * no such state is in the table, the state itself (its fill).
   */
  solvedLead(state: number, total: number): number {
    const { goal } = this;
    const i = this.mover(state);
    const j = this.opponent(state);
    const tag = this.tagOf(state);
    if (i + j >= total) return state;
    const up = Math.ceil((total + 1 - i - j) / 2);
    const parts = this.decode(tag);
    const mine = this.flags === 1 || (parts[MY_BOARD] ?? 0) === 1;
    const theirs = this.flags === 1 || (parts[THEIR_BOARD] ?? 0) === 1;
    let a = i;
    let b = j;
    if (mine && theirs) {
      a += up;
      b += up;
      if (a >= goal) [a, b] = [goal - 1, b + a - goal + 1];
      else if (b >= goal) [a, b] = [a + b - goal + 1, goal - 1];
    } else if (mine) a += 2 * up;
    else if (theirs) b += 2 * up;
    else return state;
    return a < goal && b < goal ? this.index(a, b, tag) : state;
  }

  /** Whether a state can occur: a player off the board has never banked, so its score is at most zero. */
  reachable(i: number, j: number, parts: Int32Array): boolean {
    if (this.flags === 1) return true;
    return ((parts[MY_BOARD] ?? 0) === 1 || i <= 0) && ((parts[THEIR_BOARD] ?? 0) === 1 || j <= 0);
  }
}

/** Pairs of lives less one ranked by their total, then the mover's: the rank of each, and the pair of each rank. */
function rankLives(lives: number): [Int32Array, Int32Array] {
  const rank = new Int32Array(lives * lives);
  const pairs = new Int32Array(2 * lives * lives);
  let next = 0;
  for (let sum = 0; sum <= 2 * lives - 2; sum++) {
    for (let a = Math.max(0, sum - lives + 1); a <= Math.min(lives - 1, sum); a++, next++) {
      rank[a * lives + sum - a] = next;
      pairs[2 * next] = a;
      pairs[2 * next + 1] = sum - a;
    }
  }
  return [rank, pairs];
}
