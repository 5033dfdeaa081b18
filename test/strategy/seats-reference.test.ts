/**
 * optimalSeatsWinChance at three players against the independent seats
 * reference (test/support/seats-reference.ts: value iteration over every list
 * of scores, written from RULES.md on the oracle's roll model), on games
 * whose scores take a dozen values or more: every seat's chance, every list
 * of scores, every player to move. The four-player game and the final round
 * are in seats-reference-end.test.ts (a file each, for time).
 */
import { describe } from 'vitest';
import { expectReferenceSeats, type SeatsCase } from '../support/seats-games.js';

const games: readonly SeatsCase[] = [
  { name: 'three players, six dice, to 600, first bank 300, no final round', dice: 6, players: 3, target: 600, trigger: 'reach', entry: 300, minimum: 0, finalRound: false },
  { name: 'three players, four dice, above 600, first bank 200, no final round', dice: 4, players: 3, target: 600, trigger: 'exceed', entry: 200, minimum: 0, finalRound: false },
];

describe('optimalSeatsWinChance against value iteration over every list of scores', () => {
  for (const game of games) expectReferenceSeats(game);
});
