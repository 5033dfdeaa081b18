/**
 * An independent two-player win-chance solver for farkle penalties, by plain
 * value iteration, in points, from RULES.md:
 *
 * - a player's state is its banked score, its farkle streak and whether it
 *   has banked yet (the entry minimum applies until then);
 * - a farkle hands the opponent the move and lengthens the streak; the one
 *   that reaches `farkles` takes the penalty (`points`, or 'all': to zero,
 *   a score below zero stays) from the score, never below the floor (nor
 *   below `lowest`, where the solver under test stops following scores),
 *   and the streak starts again (or, without `reset`, stays complete, so
 *   every further farkle is penalized too); a bank ends the streak;
 * - banking at or past the end wins, or with a final round hands the
 *   opponent one last turn, which wins by passing the score and ties (half a
 *   win) by equalling it.
 *
 * Every chance starts at 1/2; sweeps recompute every state in place (the
 * turn by a recursion over turn totals and dice, memoized per state) until
 * none changes by `tolerance`.
 */
import type { RollModel } from './strategy.js';
import { solvePlayOff } from './streak-play-off.js';

export interface StreakGame {
  readonly model: RollModel;
  /** The lowest banked score that ends the game (or starts the final round), in points. */
  readonly firstEnding: number;
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  readonly farkles: number;
  readonly points: number | 'all';
  readonly reset: boolean;
  /** The lowest score followed (the floor, or where the solver under test stops). */
  readonly lowest: number;
  readonly floor: number | null;
  /** With a final round, points past the end where the player banks without looking further. */
  readonly overshoot: number;
  /**
   * Tied leaders play off: the lower seat takes a turn, then the other; the
   * higher score wins, a tie plays another round (streaks carry on, a
   * penalty takes the same from either). Otherwise a tie is half a win.
   */
  readonly playOff?: boolean;
  readonly tolerance: number;
}

export interface Player {
  readonly score: number;
  readonly streak: number;
  readonly onBoard: boolean;
}

export interface StreakTable {
  readonly sweeps: number;
  /** The lower seat's chance in a play-off from both streaks at 0 (1/2 without one). */
  readonly playOff: number;
  /** The chance of the player to move, in `seat`. */
  p(me: Player, them: Player, seat?: number): number;
  /** Banking (null below the minimum) and rolling n dice on at turn total t (points). */
  choices(me: Player, them: Player, t: number, n: number, seat?: number): { bank: number | null; roll: number };
  /**
   * In a play-off, the first player's turn of a round from streaks a (its
   * own) and b (the other's), at the play-off's fixed point: banking (null
   * below the minimum) and rolling n dice on at turn total t (points).
   */
  playOffChoices(a: number, b: number, t: number, n: number): { bank: number | null; roll: number };
}

export function solveStreaks(game: StreakGame): StreakTable {
  const { model, firstEnding, finalRound, farkles, lowest } = game;
  const { step, dice } = model;
  const streaks = game.reset ? farkles : farkles + 1;
  const seats = game.playOff === true ? [0, 1] : [0];
  const key = (me: Player, them: Player, seat: number): string => `${me.score},${me.streak},${me.onBoard},${them.score},${them.streak},${them.onBoard},${seat}`;
  const states: [Player, Player, number][] = [];
  for (let s = firstEnding - step; s >= lowest; s -= step) {
    for (let o = firstEnding - step; o >= lowest; o -= step) {
      for (let a = 0; a < streaks; a++) {
        for (let b = 0; b < streaks; b++) {
          for (const on of [true, false]) {
            for (const onO of [true, false]) {
              if ((!on && s > 0) || (!onO && o > 0)) continue;
              for (const seat of seats) states.push([{ score: s, streak: a, onBoard: on }, { score: o, streak: b, onBoard: onO }, seat]);
            }
          }
        }
      }
    }
  }
  const P = new Map<string, number>(states.map(([me, them, seat]) => [key(me, them, seat), 0.5]));
  const p = (me: Player, them: Player, seat = 0): number => {
    const value = P.get(key(me, them, game.playOff === true ? seat : 0));
    if (value === undefined) throw new Error(`no state ${key(me, them, seat)}`);
    return value;
  };
  const minimumOf = (player: Player): number => Math.max(step, player.onBoard ? game.minimum : Math.max(game.entry, game.minimum));

  const lastTurns = new Map<string, number>();
  /** The last turn: at turn total t with n dice, `behind` points short of a tie, bank minimum m. */
  const last = (behind: number, m: number, tie = 0.5): number => {
    const id = `${behind},${m},${tie}`;
    const known = lastTurns.get(id);
    if (known !== undefined) return known;
    const memo = new Map<string, number>();
    const value = (t: number, n: number): number => {
      const canBank = t >= m;
      const bank = !canBank ? 0 : t > behind ? 1 : t === behind ? tie : 0;
      if (canBank && t > behind) return 1;
      const at = `${t},${n}`;
      const seen = memo.get(at);
      if (seen !== undefined) return seen;
      let roll = (model.won[n] ?? 0) / 6 ** n;
      for (const { weight, options } of model.classes[n] ?? []) {
        let best = 0;
        for (const { points, next } of options) best = Math.max(best, value(t + points, next));
        roll += (weight / 6 ** n) * best;
      }
      const result = Math.max(bank, roll);
      memo.set(at, result);
      return result;
    };
    const result = value(0, dice);
    lastTurns.set(id, result);
    return result;
  };

  const penalized = (score: number): number => {
    const fall = game.points === 'all' ? Math.min(score, 0) : score - game.points;
    return Math.max(lowest, Math.min(score, game.floor === null ? fall : Math.max(game.floor, fall)));
  };
  const afterFarkle = (streak: number): { streak: number; penalty: boolean } =>
    streak + 1 >= farkles ? { streak: game.reset ? 0 : farkles, penalty: true } : { streak: streak + 1, penalty: false };
  const playOffTurns = game.playOff === true ? solvePlayOff({ model, streaks, minimum: minimumOf({ score: firstEnding, streak: 0, onBoard: true }), overshoot: game.overshoot, tolerance: game.tolerance, afterFarkle, last }) : null;
  const playOff = playOffTurns?.first ?? 0.5;
  /** The tie worth to the opponent of the mover in `seat`, who plays the last turn. */
  const tieFor = (seat: number): number => (game.playOff !== true ? 0.5 : seat === 1 ? playOff : 1 - playOff);
  const banked = (me: Player, them: Player, t: number, seat: number): number => {
    const score = me.score + t;
    if (score < firstEnding) return 1 - p(them, { score, streak: 0, onBoard: true }, 1 - seat);
    return finalRound ? 1 - last(score - them.score, minimumOf(them), tieFor(seat)) : 1;
  };
  const handOver = (me: Player, them: Player, seat: number): { farkle: number; lost: number } => {
    const next = afterFarkle(me.streak);
    const after: Player = { score: next.penalty ? penalized(me.score) : me.score, streak: next.streak, onBoard: me.onBoard };
    return { farkle: 1 - p(them, after, 1 - seat), lost: 1 - p(them, me, 1 - seat) };
  };
  /** The turn's value function at (t, n), banking forced once a bank is as good as winning outright. */
  const turn = (me: Player, them: Player, seat: number): ((t: number, n: number) => number) => {
    const { farkle, lost } = handOver(me, them, seat);
    const m = minimumOf(me);
    const memo = new Map<string, number>();
    const value = (t: number, n: number): number => {
      const bank = t >= m ? banked(me, them, t, seat) : -Infinity;
      // Past the end by `overshoot`, the player banks (the last turn is then too unlikely to roll for).
      if (t >= m && me.score + t >= firstEnding + (finalRound ? game.overshoot : 0)) return bank;
      const at = `${t},${n}`;
      const seen = memo.get(at);
      if (seen !== undefined) return seen;
      const result = Math.max(bank, rollFrom(t, n));
      memo.set(at, result);
      return result;
    };
    const rollFrom = (t: number, n: number): number => {
      let roll = ((model.farkles[n] ?? 0) * farkle + (model.lost[n] ?? 0) * lost + (model.won[n] ?? 0)) / 6 ** n;
      for (const { weight, options } of model.classes[n] ?? []) {
        let best = -Infinity;
        for (const { points, next } of options) best = Math.max(best, value(t + points, next));
        roll += (weight / 6 ** n) * best;
      }
      return roll;
    };
    return (t, n) => (n < 0 ? rollFrom(t, -n) : value(t, n));
  };

  let sweeps = 0;
  for (;;) {
    let change = 0;
    for (const [me, them, seat] of states) {
      const next = turn(me, them, seat)(0, -dice);
      change = Math.max(change, Math.abs(next - p(me, them, seat)));
      P.set(key(me, them, seat), next);
    }
    sweeps++;
    if (change < game.tolerance) break;
    if (sweeps > 2000) throw new Error('value iteration did not converge');
  }
  return {
    sweeps,
    playOff,
    p,
    playOffChoices(a, b, t, n) {
      if (playOffTurns === null) throw new Error('no play-off in this game');
      return playOffTurns.choices(a, b, t, n);
    },
    choices(me, them, t, n, seat = 0) {
      const bank = t >= minimumOf(me) ? banked(me, them, t, seat) : null;
      return { bank, roll: turn(me, them, seat)(t, -n) };
    },
  };

}
