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
  readonly tolerance: number;
}

export interface Player {
  readonly score: number;
  readonly streak: number;
  readonly onBoard: boolean;
}

export interface StreakTable {
  readonly sweeps: number;
  /** The chance of the player to move. */
  p(me: Player, them: Player): number;
  /** Banking (null below the minimum) and rolling n dice on at turn total t (points). */
  choices(me: Player, them: Player, t: number, n: number): { bank: number | null; roll: number };
}

export function solveStreaks(game: StreakGame): StreakTable {
  const { model, firstEnding, finalRound, farkles, lowest } = game;
  const { step, dice } = model;
  const streaks = game.reset ? farkles : farkles + 1;
  const key = (me: Player, them: Player): string => `${me.score},${me.streak},${me.onBoard},${them.score},${them.streak},${them.onBoard}`;
  const states: [Player, Player][] = [];
  for (let s = firstEnding - step; s >= lowest; s -= step) {
    for (let o = firstEnding - step; o >= lowest; o -= step) {
      for (let a = 0; a < streaks; a++) {
        for (let b = 0; b < streaks; b++) {
          for (const on of [true, false]) {
            for (const onO of [true, false]) {
              if ((!on && s > 0) || (!onO && o > 0)) continue;
              states.push([{ score: s, streak: a, onBoard: on }, { score: o, streak: b, onBoard: onO }]);
            }
          }
        }
      }
    }
  }
  const P = new Map<string, number>(states.map(([me, them]) => [key(me, them), 0.5]));
  const p = (me: Player, them: Player): number => {
    const value = P.get(key(me, them));
    if (value === undefined) throw new Error(`no state ${key(me, them)}`);
    return value;
  };
  const minimumOf = (player: Player): number => Math.max(step, player.onBoard ? game.minimum : Math.max(game.entry, game.minimum));

  const lastTurns = new Map<string, number>();
  /** The last turn: at turn total t with n dice, `behind` points short of a tie, bank minimum m. */
  const last = (behind: number, m: number): number => {
    const id = `${behind},${m}`;
    const known = lastTurns.get(id);
    if (known !== undefined) return known;
    const memo = new Map<string, number>();
    const value = (t: number, n: number): number => {
      const canBank = t >= m;
      const bank = !canBank ? 0 : t > behind ? 1 : t === behind ? 0.5 : 0;
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
  const banked = (me: Player, them: Player, t: number): number => {
    const score = me.score + t;
    if (score < firstEnding) return 1 - p(them, { score, streak: 0, onBoard: true });
    return finalRound ? 1 - last(score - them.score, minimumOf(them)) : 1;
  };
  const handOver = (me: Player, them: Player): { farkle: number; lost: number } => {
    const complete = me.streak + 1 >= farkles;
    const after: Player = complete
      ? { score: penalized(me.score), streak: game.reset ? 0 : farkles, onBoard: me.onBoard }
      : { ...me, streak: me.streak + 1 };
    return { farkle: 1 - p(them, after), lost: 1 - p(them, me) };
  };
  /** The turn's value function at (t, n), banking forced once a bank is as good as winning outright. */
  const turn = (me: Player, them: Player): ((t: number, n: number) => number) => {
    const { farkle, lost } = handOver(me, them);
    const m = minimumOf(me);
    const memo = new Map<string, number>();
    const value = (t: number, n: number): number => {
      const bank = t >= m ? banked(me, them, t) : -Infinity;
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
    for (const [me, them] of states) {
      const next = turn(me, them)(0, -dice);
      change = Math.max(change, Math.abs(next - p(me, them)));
      P.set(key(me, them), next);
    }
    sweeps++;
    if (change < game.tolerance) break;
    if (sweeps > 2000) throw new Error('value iteration did not converge');
  }
  return {
    sweeps,
    p,
    choices(me, them, t, n) {
      const bank = t >= minimumOf(me) ? banked(me, them, t) : null;
      return { bank, roll: turn(me, them)(t, -n) };
    },
  };
}
