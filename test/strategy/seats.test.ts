/**
 * optimalSeatsWinChance: every seat's chance to win under optimal play, any
 * number of players. References: plain value iteration written here over
 * (scores, player to move), each turn the reference recursion of
 * test/support/final-round.ts and the final round its reference too, on a
 * three-dice game; and the two-player solver for two players.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance, presets } from '../../src/index.js';
import { optimalSeatsWinChance } from '../../src/strategy/seats/seats.js';
import { expectFarkleError } from '../support/helpers.js';
import { ReferenceTurn, referenceFinalRound, type FinalRoundGame } from '../support/final-round.js';
import { rollModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

const STEP = 50;

/**
 * Value iteration over every list of scores below `goal` steps and every
 * player to move, in place (Gauss-Seidel), highest totals first, until
 * nothing moves by 1e-13.
 */
function referenceSeats(game: FinalRoundGame, players: number, goal: number): Map<string, number[]> {
  const lists: number[][] = [];
  const build = (prefix: number[]): void => {
    if (prefix.length === players) lists.push(prefix);
    else for (let s = 0; s < goal; s++) build([...prefix, s * STEP]);
  };
  build([]);
  lists.sort((a, b) => b.reduce((x, y) => x + y) - a.reduce((x, y) => x + y));
  const key = (scores: readonly number[], mover: number): string => `${scores.join()}|${mover}`;
  const values = new Map<string, number[]>();
  for (const scores of lists) for (let m = 0; m < players; m++) values.set(key(scores, m), Array<number>(players).fill(1 / players));
  const finals = new Map<string, number[]>();
  for (let sweep = 0; sweep < 10_000; sweep++) {
    let change = 0;
    for (const scores of lists) {
      for (let m = 0; m < players; m++) {
        const after = (m + 1) % players;
        const order = Array.from({ length: players - 1 }, (_, i) => (m + 1 + i) % players);
        const end = (x: number): number[] => {
          const banked = scores.map((s, i) => (i === m ? x : s));
          if (x >= goal * STEP) return referenceFinalRound(game, banked, order, finals);
          return values.get(key(banked, after)) as number[];
        };
        // Not on the board yet (a score of 0): the entry minimum applies.
        const turn = new ReferenceTurn({ ...game, minimum: (scores[m] ?? 0) === 0 ? game.minimum : 0 }, m, scores[m] ?? 0, end);
        const v = turn.roll(0, game.model.dice);
        const old = values.get(key(scores, m)) as number[];
        v.forEach((x, i) => (change = Math.max(change, Math.abs(x - (old[i] ?? 0)))));
        values.set(key(scores, m), v);
      }
    }
    if (change < 1e-13) break;
  }
  return values;
}

describe('optimalSeatsWinChance', () => {
  it('three players, three dice, to 100 (reaching it): every seat, every list of scores, matches value iteration', { timeout: 120_000 }, () => {
    const rules = defineRules({ dice: 3, bank: { entry: 0 }, end: { target: 100, trigger: 'reach' } });
    const game: FinalRoundGame = { model: rollModel(classicTable, { dice: 3 }), minimum: 0, noRisk: false, cap: 1200 };
    const solved = optimalSeatsWinChance(rules, { players: 3 });
    const reference = referenceSeats(game, 3, 2);
    for (const [id, chances] of reference) {
      const [list = '', mover = '0'] = id.split('|');
      const scores = list.split(',').map(Number);
      const got = solved.winChances(scores, Number(mover));
      chances.forEach((x, seat) => {
        expect(got[seat]).toBeCloseTo(x, 8);
      });
    }
    expect(solved.startChances.reduce((a, b) => a + b)).toBeCloseTo(1, 12);
  });

  it('two players: the table of the two-player solver, to 1e-12, in every state', () => {
    for (const [rules, target] of [
      [presets.classic, 300],
      [defineRules({ bank: { entry: 0 }, end: { finalRound: false } }), 500],
    ] as const) {
      const two = optimalWinChance(rules, { target });
      const seats = optimalSeatsWinChance(rules, { players: 2, target });
      for (let i = 0; i < target; i += STEP) {
        for (let j = 0; j < target; j += STEP) {
          const [me = 0, them = 0] = seats.winChances([i, j], 0);
          expect(me).toBeCloseTo(two.winChance(i, j), 12);
          expect(me + them).toBeCloseTo(1, 12);
        }
      }
    }
  });

  it('refuses rules it does not model, and tables too large to hold', () => {
    expectFarkleError(() => optimalSeatsWinChance('zilch', { players: 3, target: 300 }), 'unsupported-rules', 'farklePenalty');
    expectFarkleError(() => optimalSeatsWinChance('farkel', { players: 3, target: 300 }), 'unsupported-rules');
    expectFarkleError(() => optimalSeatsWinChance('classic', { players: 7, target: 300 }), 'invalid-options', 'players');
    expectFarkleError(() => optimalSeatsWinChance('classic', { players: 3, target: 10_000 }), 'invalid-options', 'target');
    const solved = optimalSeatsWinChance(defineRules({ dice: 2, bank: { entry: 0 } }), { players: 2, target: 100 });
    expectFarkleError(() => solved.winChances([200, 0], 0), 'invalid-options', 'scores');
    expectFarkleError(() => solved.winChances([0, 0], 2), 'invalid-options', 'mover');
  });
});
