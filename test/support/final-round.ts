/**
 * An independent final round, for the advice tests: written from RULES.md on
 * the reference roll model (`strategy.ts`), sharing nothing with `src/`.
 * Players still to play take their turns in order; each maximizes its own
 * share of the win (a tie at the top shares it evenly) given the scores in
 * front of it, solved by plain recursion over whole score lists, with the
 * turn as a recursion over (turn total, dice to roll) memoized per score list.
 * A turn total of `cap` points or more is banked at once.
 */
import type { RollModel } from './strategy.js';

export interface FinalRoundGame {
  readonly model: RollModel;
  /** The turn total needed to bank (above 0 too). */
  readonly minimum: number;
  /** Under no risk a farkle banks a total that could have been banked. */
  readonly noRisk: boolean;
  /** Turn totals banked at once. */
  readonly cap: number;
}

/** Each seat's share when the scores stand: the top score wins, shared evenly on a tie. */
export function decided(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const leaders = scores.filter((s) => s === top).length;
  return scores.map((s) => (s === top ? 1 / leaders : 0));
}

/** A turn of `seat` valued by `end(score it ends with)`, as vectors chosen by the seat's own share. */
export class ReferenceTurn {
  private readonly memo = new Map<string, number[]>();

  constructor(
    private readonly game: FinalRoundGame,
    private readonly seat: number,
    private readonly score: number,
    private readonly end: (score: number) => number[],
  ) {}

  private better(a: number[], b: number[]): number[] {
    return (a[this.seat] ?? 0) >= (b[this.seat] ?? 0) ? a : b;
  }

  /** Rolling n dice at turn total t and playing on. */
  roll(t: number, n: number): number[] {
    const key = `${t}:${n}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const { model, noRisk, minimum } = this.game;
    const farkle = this.end(this.score + (noRisk && t > 0 && t >= minimum ? t : 0));
    const size = farkle.length;
    const out: number[] = farkle.map(() => 0);
    for (const { weight, options } of model.classes[n] ?? []) {
      let best: number[] | null = null;
      for (const { points, next, mustRoll } of options) {
        const v = this.decision(t + points, next, mustRoll === true);
        if (best === null || (v[this.seat] ?? 0) > (best[this.seat] ?? 0)) best = v;
      }
      // Keeps are picked by the seat's own share; every seat's share follows that pick.
      for (let c = 0; c < size; c++) out[c] = (out[c] ?? 0) + (weight / 6 ** n) * ((best as number[])[c] ?? 0);
    }
    const ended = (model.farkles[n] ?? 0) + (model.lost[n] ?? 0);
    for (let c = 0; c < size; c++) out[c] = (out[c] ?? 0) + (ended / 6 ** n) * (farkle[c] ?? 0);
    this.memo.set(key, out);
    return out;
  }

  /**
   * The chance, from a must-roll point with n dice, of coming to a point
   * where banking is allowed before a farkle: the least fixed point, by
   * iterating from 0.
   */
  private survives(n: number): number {
    const { model } = this.game;
    if (this.survival !== null) return this.survival[n] ?? 0;
    let q = Array.from({ length: model.dice + 1 }, () => 0);
    for (let round = 0; round < 500; round++) {
      q = q.map((_, m) => {
        let sum = 0;
        for (const { weight, options } of model.classes[m] ?? []) {
          sum += weight * Math.max(...options.map((o) => (o.mustRoll === true ? (q[o.next] ?? 0) : 1)));
        }
        return sum / 6 ** m;
      });
    }
    this.survival = q;
    return q[n] ?? 0;
  }

  private survival: number[] | null = null;

  /** At a decision point: t kept, n dice to roll next. */
  decision(t: number, n: number, mustRoll = false): number[] {
    const bankable = !mustRoll && t > 0 && t >= this.game.minimum;
    if (bankable && t >= this.game.cap) return this.end(this.score + t);
    if (t >= this.game.cap) {
      // Past the cap every bank is as good as banking the cap: roll on until a bank is allowed.
      const q = this.survives(n);
      const won = this.end(this.score + this.game.cap);
      const lost = this.end(this.score);
      return won.map((w, c) => q * w + (1 - q) * (lost[c] ?? 0));
    }
    const rolled = this.roll(t, n);
    return bankable ? this.better(this.end(this.score + t), rolled) : rolled;
  }
}

/** The shares by seat when the seats in `order` still play one turn each, from `scores`. */
export function referenceFinalRound(game: FinalRoundGame, scores: readonly number[], order: readonly number[], memo = new Map<string, number[]>()): number[] {
  const key = `${scores.join()}|${order.join()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const [seat, ...rest] = order;
  let out: number[];
  if (seat === undefined) {
    out = decided(scores);
  } else {
    const turn = referenceTurn(game, scores, seat, rest, memo);
    out = turn.roll(0, game.model.dice);
  }
  memo.set(key, out);
  return out;
}

/** The turn of `seat` from `scores`, the seats of `rest` playing after it. */
export function referenceTurn(game: FinalRoundGame, scores: readonly number[], seat: number, rest: readonly number[], memo = new Map<string, number[]>()): ReferenceTurn {
  const score = scores[seat] ?? 0;
  return new ReferenceTurn(game, seat, score, (x) => referenceFinalRound(game, scores.map((s, i) => (i === seat ? x : s)), rest, memo));
}
