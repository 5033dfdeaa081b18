/**
 * An independent two-player win-chance solver for high stakes, by plain value
 * iteration in points, from RULES.md:
 *
 * - at the start of a turn, when the previous player banked leaving dice not
 *   set aside (not after hot dice), the player may roll those dice instead of
 *   every die; if they score, the turn goes on from the banked turn total
 *   plus the keep, as any turn (hot dice included); if they farkle, the turn
 *   ends with nothing (and leaves no offer);
 * - so a state is (my score, the opponent's score, the offer: dice and total,
 *   or none), and a bank's value reads the opponent's state with the offer it
 *   leaves;
 * - banking at or past the end wins, or with a final round hands the opponent
 *   one last turn (with the offer), which wins by passing the score and ties
 *   (half a win) by equalling it.
 *
 * Every chance starts at 0; sweeps recompute every pair in place (its turn by
 * a recursion over turn totals and dice, memoized per pair and sweep) until
 * none changes by `tolerance`. With a final round, a last turn from scratch
 * needing more than it can gain with a chance of 1e-13 is counted as lost;
 * past the total where that holds for every bank (and every minimum is met),
 * a turn's values depend only on the dice to roll, found by iterating on them.
 */
import type { RollModel } from './strategy.js';

export interface HighStakesGame {
  readonly model: RollModel;
  /** The lowest banked score that ends the game (or starts the final round), in points. */
  readonly firstEnding: number;
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  readonly tolerance: number;
}

export interface Offer {
  readonly dice: number;
  readonly total: number;
}

export interface HighStakesTable {
  readonly sweeps: number;
  /** The chance of the player to start a turn, offered `offer` (which it may take or leave) or nothing. */
  p(score: number, opponent: number, offer?: Offer | null): number;
  /** Banking (null below the minimum) and rolling n dice on at turn total t. */
  choices(score: number, opponent: number, t: number, n: number): { bank: number | null; roll: number };
}

/** Below this a last turn from scratch is counted as lost. */
const NEGLIGIBLE = 1e-13;

export function solveHighStakes(game: HighStakesGame): HighStakesTable {
  const { model, firstEnding, finalRound } = game;
  const { step, dice } = model;
  const scores: number[] = [];
  for (let s = 0; s < firstEnding; s += step) scores.push(s);
  const P = new Map<string, number>();
  const R = new Map<string, number>();
  const fresh = (s: number, o: number): number => P.get(`${s},${o}`) ?? 0;
  const start = (s: number, o: number, offer: Offer | null): number => {
    if (offer === null) return fresh(s, o);
    return Math.max(fresh(s, o), R.get(`${s},${o},${offer.dice},${offer.total}`) ?? 0);
  };
  const minimumOf = (score: number): number => Math.max(step, game.minimum, score === 0 ? game.entry : 0);

  /** The last turn `behind` points short of a tie with bank minimum m: its value rolling n dice at total t. */
  const lastTurns = new Map<string, (t: number, n: number) => number>();
  const lastTurn = (behind: number, m: number): ((t: number, n: number) => number) => {
    const id = `${behind},${m}`;
    const known = lastTurns.get(id);
    if (known !== undefined) return known;
    const memo = new Map<number, number>();
    const value = (t: number, n: number): number => {
      if (t >= m && t > behind) return 1;
      const bank = t >= m && t === behind ? 0.5 : 0;
      return Math.max(bank, roll(t, n));
    };
    const roll = (t: number, n: number): number => {
      const at = t * 16 + n;
      const seen = memo.get(at);
      if (seen !== undefined) return seen;
      let sum = model.won[n] ?? 0;
      for (const { weight, options } of model.classes[n] ?? []) {
        let best = 0;
        for (const { points, next } of options) best = Math.max(best, value(t + points, next));
        sum += weight * best;
      }
      const result = sum / 6 ** n;
      memo.set(at, result);
      return result;
    };
    lastTurns.set(id, roll);
    return roll;
  };
  /** The opponent's chance in its last turn, `behind` points short of a tie, offered `offer` or nothing. */
  const last = (behind: number, m: number, offer: Offer | null): number => {
    const roll = lastTurn(behind, m);
    const scratch = roll(0, dice);
    const fromScratch = scratch < NEGLIGIBLE ? 0 : scratch;
    return offer === null ? fromScratch : Math.max(fromScratch, roll(offer.total, offer.dice));
  };
  /** Points behind past which every last turn from scratch is counted as lost. */
  const hopeless = new Map<number, number>();
  const hopelessFrom = (m: number): number => {
    let behind = hopeless.get(m);
    if (behind === undefined) {
      behind = 0;
      while (lastTurn(behind, m)(0, dice) >= NEGLIGIBLE) behind += step;
      hopeless.set(m, behind);
    }
    return behind;
  };

  /** Banks that end the game: they depend on no chance being iterated, so they are kept. */
  const ending = new Map<string, number>();
  const banked = (s: number, o: number, t: number, n: number): number => {
    const offer = n < dice ? { dice: n, total: t } : null;
    const score = s + t;
    if (score < firstEnding) return 1 - start(o, score, offer);
    if (!finalRound) return 1;
    const id = `${s},${o},${t},${n}`;
    let value = ending.get(id);
    if (value === undefined) {
      value = 1 - last(score - o, minimumOf(o), offer);
      ending.set(id, value);
    }
    return value;
  };

  /** The turn of s against o: the value of rolling n dice at total t (n = dice, t = 0: the turn's start). */
  const turn = (s: number, o: number): ((t: number, n: number) => number) => {
    const farkle = 1 - fresh(o, s);
    const m = minimumOf(s);
    // Past `far` a bank ends the game, is allowed, and leaves only what its dice offer (at any total).
    const far = Math.max(firstEnding - s, m, minimumOf(o), finalRound ? hopelessFrom(minimumOf(o)) + o - s : 0);
    const memo = new Map<number, number>();
    const rollWith = (n: number, after: (points: number, next: number) => number): number => {
      let sum = ((model.farkles[n] ?? 0) + (model.lost[n] ?? 0)) * farkle + (model.won[n] ?? 0);
      for (const { weight, options } of model.classes[n] ?? []) {
        let best = -Infinity;
        for (const { points, next } of options) best = Math.max(best, after(points, next));
        sum += weight * best;
      }
      return sum / 6 ** n;
    };
    // Values past `far`, by dice to roll: iterated until they settle.
    const beyond = Array<number>(dice + 1).fill(0);
    for (let round = 0; ; round++) {
      let change = 0;
      for (let n = 1; n <= dice; n++) {
        const next = Math.max(banked(s, o, far + step, n), rollWith(n, (_, to) => beyond[to] ?? 0));
        change = Math.max(change, Math.abs(next - (beyond[n] ?? 0)));
        beyond[n] = next;
      }
      if (change < 1e-16 || round > 100_000) break;
    }
    const value = (t: number, n: number): number => {
      if (t > far) return beyond[n] ?? 0;
      const at = t * 16 + n;
      const seen = memo.get(at);
      if (seen !== undefined) return seen;
      const result = Math.max(t >= m ? banked(s, o, t, n) : -Infinity, roll(t, n));
      memo.set(at, result);
      return result;
    };
    const roll = (t: number, n: number): number => rollWith(n, (points, next) => value(t + points, next));
    return roll;
  };

  // Highest totals first: a bank reads higher totals, so each sweep carries them down at once.
  const pairs = scores.flatMap((s) => scores.map((o) => [s, o] as const)).sort((a, b) => b[0] + b[1] - a[0] - a[1]);
  let sweeps = 0;
  for (;;) {
    let change = 0;
    for (const [s, o] of pairs) {
      {
        const roll = turn(s, o);
        const next = roll(0, dice);
        change = Math.max(change, Math.abs(next - fresh(s, o)));
        P.set(`${s},${o}`, next);
        for (let n = 1; n < dice; n++) {
          for (let t = step; t <= o; t += step) {
            const id = `${s},${o},${n},${t}`;
            const offered = roll(t, n);
            change = Math.max(change, Math.abs(offered - (R.get(id) ?? 0)));
            R.set(id, offered);
          }
        }
      }
    }
    sweeps++;
    if (change < game.tolerance) break;
    if (sweeps > 2000) throw new Error('value iteration did not converge');
  }
  return {
    sweeps,
    p: (s, o, offer = null) => start(s, o, offer),
    choices(s, o, t, n) {
      return { bank: t >= minimumOf(s) ? banked(s, o, t, n) : null, roll: turn(s, o)(t, n) };
    },
  };
}
