/**
 * optimalSeatsWinChance against the independent seats reference
 * (test/support/seats-reference.ts) with four players, and with a final
 * round (every other player's last turn, in seat order, each answering the
 * scores in front of it): every seat's chance, every list of scores, every
 * player to move.
 */
import { describe } from 'vitest';
import { expectReferenceSeats, type SeatsCase } from '../support/seats-games.js';

const games: readonly SeatsCase[] = [
  { name: 'four players, five dice, to 350, first bank 200, every bank 100, no final round', dice: 5, players: 4, target: 350, trigger: 'reach', entry: 200, minimum: 100, finalRound: false },
  { name: 'three players, three dice, to 400, first bank 150, final round', dice: 3, players: 3, target: 400, trigger: 'reach', entry: 150, minimum: 0, finalRound: true },
];

describe('optimalSeatsWinChance against value iteration over every list of scores', () => {
  for (const game of games) expectReferenceSeats(game);
});
