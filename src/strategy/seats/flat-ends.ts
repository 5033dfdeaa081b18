import { scoreOf } from './kernel.js';

/**
 * What the ends of one turn are worth, written into flat vectors (one
 * component per seat, or per role in a final round), for `VectorTurn`. The
 * player scores each vector by `weights` and takes the higher, so one
 * table serves a player maximizing its own win chance and one solving a
 * cycle of turns (a last component that counts the chance of ending by a
 * farkle, weighted by what that ending is worth).
 */
export interface FlatEnds {
  /** Components of every vector. */
  readonly size: number;
  /** The player's objective: the dot product with a vector. */
  readonly weights: Float64Array;
  /** The turn total, in steps, needed to bank (a bank also needs more than 0). */
  readonly minimum: number;
  /** Past this level the player banks whenever allowed and every end is worth what it is worth at `top + 1` (to the caller's tolerance). */
  readonly top: number;
  /** From this level up, the score of banking never falls. */
  readonly base: number;
  /** At most the score of a farkle or a lost turn from `base` up, or `null` when unknown (no early top). */
  readonly farkleCeiling: number | null;
  /** Writes the vector of banking a turn total of k steps (k above 0) to `out[at ...]`. */
  bankInto(k: number, out: Float64Array, at: number): void;
  /** Writes the vector of a roll of n dice at turn total k scoring nothing (k = 0 with every die: the turn's first roll). */
  farkleInto(n: number, k: number, out: Float64Array, at: number): void;
  /** Writes the vector of a roll effect that loses the turn ('loseTurn'), at turn total k. */
  lostInto(k: number, out: Float64Array, at: number): void;
  /** A roll effect that wins the game. */
  readonly won: Float64Array;
}

/** The bank vectors of one turn by level, asked of its ends once each, and their scores. */
export class TurnBanks {
  vec = new Float64Array(0);
  score = new Float64Array(0);
  private filled = 0;
  private size = 0;
  private ends: FlatEnds | null = null;

  /** Starts a turn: no level asked yet. */
  start(ends: FlatEnds): void {
    this.ends = ends;
    if (ends.size !== this.size) this.vec = new Float64Array(this.score.length * ends.size);
    this.size = ends.size;
    this.filled = 0;
  }

  /** Asks the ends for every level up to k. */
  fill(k: number): void {
    const { size } = this;
    const ends = this.ends as FlatEnds;
    if (k >= this.score.length) {
      const room = Math.max(k + 1, 2 * this.score.length);
      const vec = new Float64Array(room * size);
      vec.set(this.vec);
      this.vec = vec;
      const score = new Float64Array(room);
      score.set(this.score);
      this.score = score;
    }
    for (let j = this.filled + 1; j <= k; j++) {
      ends.bankInto(j, this.vec, j * size);
      this.score[j] = scoreOf(ends.weights, this.vec, j * size);
    }
    this.filled = Math.max(this.filled, k);
  }

  /** The score of banking k steps. */
  scoreAt(k: number): number {
    if (k > this.filled) this.fill(k);
    return this.score[k] as number;
  }

  /** The last component of banking k steps (asked before). */
  slope(k: number): number {
    return this.vec[k * this.size + this.size - 1] as number;
  }
}
