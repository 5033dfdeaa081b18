/**
 * An independent two-player win-chance solver for lives, buying dice and the
 * last player standing (RULES.md "Lives", "Buying dice", "Last team
 * standing"), by plain value iteration in points:
 *
 * - a farkle costs `farkle` lives, or `allDice` on a roll of every die (the
 *   turn's first roll; after hot dice when `onHotDice`); a player left with no
 *   lives is out, and the other then plays alone, one turn per `perRound`
 *   points (or part) it is short of the target, with the lives it has: it wins
 *   by banking the target in them, else nobody wins (`perRound` null: it wins
 *   at once);
 * - a bank at the target wins at once (no final round); a bank needs a turn
 *   total of `entry` until the first (a score of 0), then `minimum`;
 * - with `price` (lives per die), a bank leaving dice (not after hot dice)
 *   offers them to the next player, who may buy 1 to all of them (keeping a
 *   life), roll only those for the banked total plus its keep, and never the
 *   unbought ones; with every bought die set aside and dice unbought it must
 *   bank; a bank offers on the dice not set aside, unbought ones included.
 *
 * A state is (my score, the opponent's, my lives, the opponent's, the offer or
 * none) and holds both players' chances (nobody may win). Each player plays
 * for its own chance; a tie keeps the bank, the fresh start and the first
 * keep listed. Every chance starts at 0; sweeps recompute every state in place
 * until none changes by `tolerance`.
 */
import type { RollModel } from './strategy.js';

export interface LivesGame {
  readonly model: RollModel;
  readonly target: number;
  readonly lives: number;
  readonly farkle: number;
  readonly allDice: number;
  readonly onHotDice: boolean;
  /** Lives per bought die, or null without buying. */
  readonly price: number | null;
  /** Points short of the target per turn of the last player standing, or null (it wins at once). */
  readonly perRound: number | null;
  readonly tolerance: number;
  /** The turn total needed to bank: `entry` until the first bank (a score of 0), then `minimum`. Default 0. */
  readonly entry?: number;
  readonly minimum?: number;
}

export interface LivesOffer {
  readonly dice: number;
  readonly total: number;
}

export interface LivesTable {
  readonly sweeps: number;
  /** The chances of the player to move and of its opponent: scores, lives, the offer. */
  chances(score: number, opponent: number, lives: number, opponentLives: number, offer?: LivesOffer | null): readonly [number, number];
  /** The chances of rolling `dice` bought dice at turn total `total` with `unbought` left, the buyer at `lives` after paying. */
  rollBought(score: number, opponent: number, lives: number, opponentLives: number, total: number, dice: number, unbought: number): readonly [number, number];
}

type Pair = readonly [number, number];

export function solveLives(game: LivesGame): LivesTable {
  const { model, target, lives, price } = game;
  const { step, dice } = model;
  const scores: number[] = [];
  for (let s = target - (target % step || step); s >= 0; s -= step) scores.push(s);
  const values = new Map<string, Pair>();
  const key = (s: number, o: number, a: number, b: number, offer: LivesOffer | null): string => `${s},${o},${a},${b},${offer === null ? '-' : `${offer.dice},${offer.total}`}`;
  const start = (s: number, o: number, a: number, b: number, offer: LivesOffer | null): Pair => {
    const fresh = values.get(key(s, o, a, b, null)) ?? [0, 0];
    return offer === null ? fresh : (values.get(key(s, o, a, b, offer)) ?? fresh);
  };

  const need = (score: number): number => (score === 0 ? Math.max(game.entry ?? 0, game.minimum ?? 0) : (game.minimum ?? 0));
  const standing = new Map<string, number>();
  const alone = (s: number, l: number, turns: number): number => {
    if (turns === 0) return 0;
    const id = `${s},${l},${turns}`;
    const known = standing.get(id);
    if (known !== undefined) return known;
    const turn = turnOf(
      need(s),
      (t) => [s + t >= target ? 1 : alone(s + t, l, turns - 1), 0],
      (cost) => [l - cost < 1 ? 0 : alone(s, l - cost, turns - 1), 0],
    );
    const value = turn(0, dice, 0)[0];
    standing.set(id, value);
    return value;
  };
  const survivor = (s: number, l: number): number => (game.perRound === null ? 1 : alone(s, l, Math.max(1, Math.ceil((target - s) / game.perRound))));

  /** A turn's value at total t with n dice to roll (0: none, u > 0 unbought), by its bank (total, dice offered) and farkle (lives lost). */
  function turnOf(least: number, bank: (t: number, offered: number) => Pair, farkle: (cost: number) => Pair): (t: number, n: number, u: number) => Pair {
    const memo = new Map<string, Pair>();
    const roll = (t: number, n: number, u: number): Pair => {
      const id = `${t},${n},${u}`;
      const seen = memo.get(id);
      if (seen !== undefined) return seen;
      const all = n === dice && (t === 0 || game.onHotDice);
      const lost = farkle(all ? game.allDice : game.farkle);
      const p = (model.farkles[n] ?? 0) / 6 ** n;
      let me = p * lost[0];
      let them = p * lost[1];
      for (const { weight, options } of model.classes[n] ?? []) {
        let best: Pair = [-1, 0];
        for (const option of options) {
          // Every die kept: hot dice, or with dice unbought none left to roll.
          const next = option.next === dice && u > 0 ? 0 : option.next;
          const v = decide(t + option.points, next, u);
          if (v[0] > best[0]) best = v;
        }
        me += (weight / 6 ** n) * best[0];
        them += (weight / 6 ** n) * best[1];
      }
      const result: Pair = [me, them];
      memo.set(id, result);
      return result;
    };
    const decide = (t: number, n: number, u: number): Pair => {
      if (t < least && n > 0) return roll(t, n, u);
      const hot = n === dice && u === 0;
      const banked = bank(t, hot ? 0 : n + u);
      // A sure win needs no roll (a tie keeps the bank anyway), which also ends the recursion past the target.
      if (n === 0 || banked[0] >= 1) return banked;
      const rolled = roll(t, n, u);
      return banked[0] >= rolled[0] ? banked : rolled;
    };
    return roll;
  }

  /** The turn of s (a lives after any purchase) against o (b lives). */
  const turnAt = (s: number, o: number, a: number, b: number): ((t: number, n: number, u: number) => Pair) =>
    turnOf(
      need(s),
      (t, offered) => {
        if (s + t >= target) return [1, 0];
        const next = start(o, s + t, b, a, price !== null && offered > 0 ? { dice: offered, total: t } : null);
        return [next[1], next[0]];
      },
      (cost) => {
        if (a - cost < 1) return [0, survivor(o, b)];
        const next = start(o, s, b, a - cost, null);
        return [next[1], next[0]];
      },
    );

  let sweeps = 0;
  for (let change = Infinity; change >= game.tolerance; sweeps++) {
    change = 0;
    const set = (id: string, value: Pair): void => {
      const old = values.get(id) ?? [0, 0];
      change = Math.max(change, Math.abs(old[0] - value[0]), Math.abs(old[1] - value[1]));
      values.set(id, value);
    };
    for (const s of scores) {
      for (const o of scores) {
        for (let b = 1; b <= lives; b++) {
          const turns = Array.from({ length: lives + 1 }, (_, x) => (x === 0 ? null : turnAt(s, o, x, b)));
          for (let a = 1; a <= lives; a++) {
            const fresh = (turns[a] as ReturnType<typeof turnAt>)(0, dice, 0);
            set(key(s, o, a, b, null), fresh);
            if (price === null) continue;
            for (let n = 1; n < dice; n++) {
              for (let total = step; total <= o; total += step) {
                let best = fresh;
                for (let c = 1; c <= n && (price === 0 || a - c * price >= 1); c++) {
                  const v = (turns[a - c * price] as ReturnType<typeof turnAt>)(total, c, n - c);
                  if (v[0] > best[0]) best = v;
                }
                set(key(s, o, a, b, { dice: n, total }), best);
              }
            }
          }
        }
      }
    }
    if (sweeps > 500) throw new Error('lives reference: no convergence');
  }
  return {
    sweeps,
    chances: (s, o, a, b, offer = null) => start(s, o, a, b, offer),
    rollBought: (s, o, a, b, total, n, u) => turnAt(s, o, a, b)(total, n, u),
  };
}
