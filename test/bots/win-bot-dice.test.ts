/**
 * The win bots under the dice the win solver now follows: spicy dice (its
 * choices take the ids of the dice left) and high stakes (dice a bank left,
 * rolled for their total).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, optimalWinChance, restoreGame, solvingWinBot, winBot, type Bot, type GameState } from '../../src/index.js';

function play(state: GameState, bot: Bot, steps: number): GameState {
  let game = state;
  for (let i = 0; i < steps && !game.over; i++) {
    const action = bot(game);
    // Every choice is one the game lists.
    expect(legalActions(game)).toContainEqual(action);
    game = applyAction(game, action);
  }
  return game;
}

describe('win bots with spicy dice', () => {
  it('winBot plays spicy games to the end from a spicy table, asking it by the ids of the dice left', () => {
    const rules = defineRules({ end: { target: 200 } }, 'spicy');
    const bot = winBot(optimalWinChance(rules));
    for (let seed = 1; seed <= 20; seed++) {
      const end = play(createGame({ rules, players: ['A', 'B'], seed }), bot, 400);
      expect(end.over).toBe(true);
    }
  }, 60_000);

  it("solvingWinBot does not try to solve the spicy preset's 25,000-point game: it plays on at once", () => {
    const game = createGame({ rules: 'spicy', players: ['A', 'B'], seed: 3 });
    // A solve of the whole game would take hours, far past this test's time limit.
    play(game, solvingWinBot, 30);
  });
});

describe('win bots with high stakes', () => {
  const rules = defineRules({ highStakes: true, end: { target: 1000, finalRound: false } }, 'classic');

  /** A game where seat 0 starts its turn offered `dice` dice at `total` by seat 1's bank. */
  function offered(dice: number[], total: number, scores: [number, number]): GameState {
    const start = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 }))) as {
      players: { score: number; onBoard: boolean }[];
      turn: { offer: unknown };
    };
    start.players.forEach((player, seat) => Object.assign(player, { score: scores[seat], onBoard: (scores[seat] ?? 0) > 0 }));
    start.turn.offer = { from: 1, dice, total, kind: 'bank' };
    return restoreGame(start);
  }

  it('takes five dice offered at 950 when any scoring roll reaches the target and wins at once', () => {
    // Rolling five dice scores with chance 1 - 600/7776 (about 0.92), and 950 + 50 reaches 1,000: a win
    // without a final round. A fresh turn from nothing reaches 1,000 far less often.
    const bot = winBot(optimalWinChance(rules));
    const state = offered([1, 2, 3, 4, 5], 950, [0, 0]);
    expect(bot(state)).toEqual({ type: 'highStakes' });
  }, 60_000);

  it('declines one die offered at 50 when it leads: a farkle of one die is likely (4 in 6)', () => {
    const bot = winBot(optimalWinChance(rules));
    const state = offered([5], 50, [900, 0]);
    expect(bot(state)).toEqual({ type: 'roll' });
  }, 60_000);
});
