import type { Rules } from '../../rules/types.js';
import type { TurnModel } from '../turn/model.js';
import type { FlatEnds } from './flat-ends.js';
import { type ChoiceRange, scoreOf } from './kernel.js';
import { VectorTurn } from './vector-turn.js';

/**
 * What the ends of one turn are worth, as vectors (one component per seat,
 * or per role in a final round), for {@link SeatsTurn}: {@link FlatEnds}
 * told by functions that return each vector, for callers that build them
 * one by one (the final round, advice). The player weighs each vector by
 * `weights` and takes the larger.
 */
export interface TurnEnds extends Pick<FlatEnds, 'size' | 'weights' | 'minimum' | 'top' | 'base' | 'farkleCeiling' | 'won'> {
  /** Banking a turn total of k steps (k above 0). */
  bank(k: number): Float64Array;
  /** A roll of n dice at turn total k scoring nothing (k = 0 with every die: the turn's first roll). */
  farkle(n: number, k: number): Float64Array;
  /** A roll effect that loses the turn ('loseTurn'), at turn total k. */
  lost(k: number): Float64Array;
}

/** {@link TurnEnds} as {@link FlatEnds}. */
function flat(ends: TurnEnds): FlatEnds {
  return {
    size: ends.size,
    weights: ends.weights,
    minimum: ends.minimum,
    top: ends.top,
    base: ends.base,
    farkleCeiling: ends.farkleCeiling,
    won: ends.won,
    bankInto: (k, out, at) => {
      out.set(ends.bank(k), at);
    },
    farkleInto: (n, k, out, at) => {
      out.set(ends.farkle(n, k), at);
    },
    lostInto: (k, out, at) => {
      out.set(ends.lost(k), at);
    },
  };
}

/**
 * One turn solved at once, with ends told vector by vector ({@link TurnEnds})
 * or flat ({@link FlatEnds}), read after the solve: a decision in the middle
 * of it, a bank, or a roll from a level where banking is not yet allowed.
 */
export class SeatsTurn extends VectorTurn {
  constructor(
    rules: Rules,
    ends: TurnEnds | FlatEnds,
    // The roll states: numbers of dice, or (for the advice's estimate) the sets of spicy dice of `turnModelByDie`.
    model?: TurnModel,
  ) {
    super(rules, model);
    this.solve('bankInto' in ends ? ends : flat(ends));
  }

  /** The vector of rolling n dice at turn total k steps and playing on (a new array); past an early top, each keep is banked. */
  override roll(n: number, k: number, range: ChoiceRange | null = null): Float64Array {
    return k > this.top + 1 && this.exactAbove ? this.rollBanking(n, k, new Float64Array(this.size)) : super.roll(n, k, range);
  }

  /** Rolling n dice past the top, each keep banked at once (an early top: banking is best there). */
  private rollBanking(n: number, k: number, out: Float64Array): Float64Array {
    const { chance, start, steps } = this.rolls[n] as { chance: Float64Array; start: Int32Array; steps: Int32Array };
    this.expectEnds(n, k, out);
    const { size } = this;
    for (let i = 0; i < chance.length; i++) {
      let best = -1;
      let bestScore = -Infinity;
      for (let o = start[i] ?? 0, end = start[i + 1] ?? 0; o < end; o++) {
        const at = k + (steps[o] ?? 0);
        const score = this.banks.scoreAt(at);
        if (score > bestScore) [best, bestScore] = [at, score];
      }
      const p = chance[i] ?? 0;
      for (let c = 0; c < size; c++) out[c] = (out[c] ?? 0) + p * (this.banks.vec[best * size + c] ?? 0);
    }
    return out;
  }

  private expectEnds(n: number, k: number, out: Float64Array): void {
    const ends = this.ends as FlatEnds;
    const { size } = this;
    const f = new Float64Array(size);
    const l = new Float64Array(size);
    if ((this.farkle[n] as number) > 0) ends.farkleInto(n, k, f, 0);
    if ((this.lost[n] as number) > 0) ends.lostInto(k, l, 0);
    for (let c = 0; c < size; c++) out[c] = (this.farkle[n] as number) * (f[c] as number) + (this.lost[n] as number) * (l[c] as number) + (this.won[n] as number) * (ends.won[c] as number);
  }

  /**
   * The vector of rolling n dice at level `from` for a player who may bank
   * only `minimum` levels above it: the levels in between are solved again
   * without banking, then restored. For a table shared by players who start
   * at different levels (see `FinalRound`).
   */
  rollFrom(n: number, from: number, minimum: number): Float64Array {
    const { dice, levels, rows, size, stride } = this;
    const end = Math.min(from + minimum, levels);
    if (end <= from + 1) return this.roll(n, from);
    const saved: [Float64Array, Float64Array][] = [];
    for (let row = 0; row < rows; row++) {
      const at = row * stride;
      saved.push([this.vec.slice((at + from + 1) * size, (at + end) * size), this.score.slice(at + from + 1, at + end)]);
    }
    const rolled = new Float64Array(size);
    for (let k = end - 1; k > from; k--) {
      for (let row = 1; row <= dice; row++) {
        const score = this.expect(row, k, rolled, null);
        this.setNode(row * stride + k, rolled, score);
        if (rows > dice + 1) this.setNode((dice + 1 + row) * stride + k, rolled, score);
      }
    }
    const out = this.roll(n, from);
    saved.forEach(([values, score], row) => {
      const at = row * stride;
      this.vec.set(values, (at + from + 1) * size);
      this.score.set(score, at + from + 1);
    });
    return out;
  }

  /** The vector of banking k steps (k above 0, at least the minimum). */
  bank(k: number): Float64Array {
    const at = this.exactAbove ? k : Math.min(k, this.top + 1);
    this.banks.scoreAt(at);
    return this.banks.vec.slice(at * this.size, (at + 1) * this.size);
  }

  /** The vector at a decision point: k steps kept, n dice to roll next, banking allowed or not. */
  decision(k: number, n: number, mustRoll: boolean): Float64Array {
    const ends = this.ends as FlatEnds;
    const bankable = !mustRoll && k >= ends.minimum && k > 0;
    const rolled = this.roll(n, k);
    if (!bankable) return rolled;
    const bank = this.bank(k);
    return scoreOf(ends.weights, bank) >= scoreOf(ends.weights, rolled) ? bank : rolled;
  }
}

/** Turns solved once and dropped, kept per rule set to solve the next in the same buffers. */
const spare = new WeakMap<Rules, VectorTurn[]>();

/**
 * The vector of rolling n dice at level k of the turn with these ends,
 * solved in a spare turn's buffers (a turn solved while another is being
 * solved, as a final round's players answer one another, takes its own).
 */
export function rollOnce(rules: Rules, ends: TurnEnds, n: number, k: number): Float64Array {
  let free = spare.get(rules);
  if (free === undefined) spare.set(rules, (free = []));
  const turn = free.pop() ?? new VectorTurn(rules);
  try {
    turn.solve(flat(ends));
    return turn.roll(n, k);
  } finally {
    free.push(turn);
  }
}

/** The weighted value of a vector. */
export function weighed(weights: Float64Array, v: Float64Array): number {
  return scoreOf(weights, v);
}
