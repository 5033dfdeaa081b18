/**
 * optimalSeatsWinChance on larger games than value iteration can check in a
 * test's time: every seat's chances at every list of scores, every player to
 * move, are that player's best turn against the table itself (the reference
 * turn of test/support/seats-reference.ts, its final round included). This
 * is what optimal play means: no player gains by playing its turn otherwise,
 * given what each later list of scores and the next player's turn are worth.
 */
import { describe, expect, it } from 'vitest';
import { optimalSeatsWinChance } from '../../src/index.js';
import { STEP, referenceOf, rulesOf, type SeatsCase } from '../support/seats-games.js';

const games: readonly SeatsCase[] = [
  { name: 'three players, six dice, to 800, first bank 500, no final round', dice: 6, players: 3, target: 800, trigger: 'reach', entry: 500, minimum: 0, finalRound: false },
  { name: 'four players, four dice, above 400, first bank 150, no final round', dice: 4, players: 4, target: 400, trigger: 'exceed', entry: 150, minimum: 0, finalRound: false },
  { name: 'three players, three dice, above 750, first bank 150, final round', dice: 3, players: 3, target: 750, trigger: 'exceed', entry: 150, minimum: 0, finalRound: true },
];

describe('optimalSeatsWinChance: each seat plays its best turn against the table', () => {
  for (const game of games) {
    it(game.name, { timeout: 300_000 }, () => {
      const solved = optimalSeatsWinChance(rulesOf(game), { players: game.players, tolerance: 1e-12 });
      const reference = referenceOf(game);
      const table = (scores: readonly number[], mover: number): number[] => solved.winChances(scores.map((s) => s * STEP), mover);
      let worst = 0;
      let lists = 0;
      for (const scores of reference.lists()) {
        lists++;
        for (let mover = 0; mover < game.players; mover++) {
          const best = reference.bestTurn(scores, mover, table);
          table(scores, mover).forEach((x, seat) => (worst = Math.max(worst, Math.abs(x - (best[seat] ?? NaN)))));
        }
      }
      expect(lists).toBeGreaterThan(1000);
      expect(worst).toBeLessThan(1e-10);
    });
  }
});
