/**
 * The play-off of the independent streak reference (`streak-reference.ts`):
 * tied leaders, on the board and past the end, take a turn each, the lower
 * seat first; the higher gain wins and a tie plays another round, the
 * streaks carried on.
 */
import type { RollModel } from './strategy.js';

/** What the play-off reads of the game and of the reference's own last turn. */
export interface PlayOffGame {
  readonly model: RollModel;
  /** Streak states a player may carry (0 to this less one). */
  readonly streaks: number;
  /** The bank minimum of a player on the board, in points. */
  readonly minimum: number;
  /** Points past which the first player banks without looking further. */
  readonly overshoot: number;
  readonly tolerance: number;
  readonly afterFarkle: (streak: number) => { streak: number; penalty: boolean };
  /** The last turn's chance `behind` points short of a tie, bank minimum m, a tie worth `tie`. */
  readonly last: (behind: number, m: number, tie: number) => number;
}

export interface PlayOffTable {
  /** The lower seat's chance from both streaks at 0. */
  readonly first: number;
  /** The first player's turn from streaks a and b at the fixed point: banking (null below the minimum) and rolling n dice at turn total t. */
  choices(a: number, b: number, t: number, n: number): { bank: number | null; roll: number };
}

/**
 * The play-off: V[a][b], the first player's chance from streaks a and b,
 * by value iteration. The first's turn: a bank of t is then answered by
 * the second's last turn (a tie worth 1 - V[0][0] to it); a farkle or lost
 * turn by the second's turn in which any bank wins and its farkle ties,
 * wins or loses by the penalties the two took.
 */
export function solvePlayOff(game: PlayOffGame): PlayOffTable {
  const { model, streaks, afterFarkle, last } = game;
  const { dice } = model;
  const m = game.minimum;
  const V = Array.from({ length: streaks }, () => Array<number>(streaks).fill(0.5));
  /** A turn: bank value by total (null: cannot bank), ends by farkle and lost turn; banks past `cap`. Its value at (t, n), and its roll's. */
  const turnOf = (bank: (t: number) => number | null, farkle: number, lost: number, cap: number) => {
    const memo = new Map<string, number>();
    const value = (t: number, n: number): number => {
      const b = bank(t);
      if (b !== null && t >= cap) return b;
      const at = `${t},${n}`;
      const seen = memo.get(at);
      if (seen !== undefined) return seen;
      const result = Math.max(b ?? -Infinity, roll(t, n));
      memo.set(at, result);
      return result;
    };
    const roll = (t: number, n: number): number => {
      let sum = ((model.farkles[n] ?? 0) * farkle + (model.lost[n] ?? 0) * lost) / 6 ** n;
      for (const { weight, options } of model.classes[n] ?? []) {
        let best = -Infinity;
        for (const { points, next } of options) best = Math.max(best, value(t + points, next));
        sum += (weight / 6 ** n) * best;
      }
      return sum;
    };
    return { value, roll };
  };
  const turnFrom = (bank: (t: number) => number | null, farkle: number, lost: number, cap: number): number => turnOf(bank, farkle, lost, cap).value(0, dice);
  const second = (penalized: boolean, a2: number, b: number): number => {
    const next = afterFarkle(b);
    const farkle = next.penalty === penalized ? 1 - V[a2]![next.streak]! : penalized ? 1 : 0;
    const lost = penalized ? 1 : 1 - V[a2]![b]!;
    return turnFrom((t) => (t >= m ? 1 : null), farkle, lost, m);
  };
  /** The first player's turn from streaks a and b, at the values V holds, the answer's tie worth `tie` to it. */
  const firstTurn = (a: number, b: number, tie: number) => {
    const next = afterFarkle(a);
    const farkle = 1 - second(next.penalty, next.streak, b);
    const lost = 1 - second(false, a, b);
    const bank = (t: number): number | null => (t >= m ? 1 - last(t, m, tie) : null);
    return { bank, ...turnOf(bank, farkle, lost, game.overshoot) };
  };
  for (let round = 0; round < 500; round++) {
    let change = 0;
    const tie = 1 - V[0]![0]!;
    for (let a = 0; a < streaks; a++) {
      for (let b = 0; b < streaks; b++) {
        const value = firstTurn(a, b, tie).value(0, dice);
        change = Math.max(change, Math.abs(value - V[a]![b]!));
        V[a]![b] = value;
      }
    }
    if (change < game.tolerance) break;
  }
  // Each pair's turn at the fixed point, made once (its values memoized) for the questions asked of it.
  const turns = new Map<string, ReturnType<typeof firstTurn>>();
  return {
    first: V[0]![0]!,
    choices: (a, b, t, n) => {
      let turn = turns.get(`${a},${b}`);
      if (turn === undefined) turns.set(`${a},${b}`, (turn = firstTurn(a, b, 1 - V[0]![0]!)));
      return { bank: turn.bank(t), roll: turn.roll(t, n) };
    },
  };
}
