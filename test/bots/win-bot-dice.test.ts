/**
 * The win bots under the dice the win solver now follows: spicy dice (its
 * choices take the ids of the dice left) and high stakes (dice a bank left,
 * rolled for their total).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  createGame,
  defineRules,
  legalActions,
  optimalTurnBot,
  optimalWinChance,
  restoreGame,
  solvingWinBot,
  winBot,
  type Bot,
  type GameState,
} from '../../src/index.js';
import type * as WinModule from '../../src/strategy/race/win-chance.js';

/**
 * The win solver as the bots reach it, watched: each solve asked for is counted, and while `refuseSolves`
 * is set it throws at once rather than start (a solve of a large game would hold the test for hours).
 */
const solves = vi.hoisted(() => ({ asked: 0, refuse: false }));
vi.mock('../../src/strategy/race/win-chance.js', async (importOriginal) => {
  const real = await importOriginal<typeof WinModule>();
  return {
    ...real,
    optimalWinChance: (...args: Parameters<typeof real.optimalWinChance>) => {
      solves.asked++;
      if (solves.refuse) throw new Error('a win-chance solve was started');
      return real.optimalWinChance(...args);
    },
  };
});

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

  it("solvingWinBot does not try to solve the spicy preset's 25,000-point game: it plays on at once, as optimalTurnBot", () => {
    // A solve of the whole game would take hours: none may start, and every choice is the turn bot's.
    solves.asked = 0;
    solves.refuse = true;
    try {
      let game = createGame({ rules: 'spicy', players: ['A', 'B'], seed: 3 });
      for (let i = 0; i < 30 && !game.over; i++) {
        const action = solvingWinBot(game);
        expect(action).toEqual(optimalTurnBot(game));
        game = applyAction(game, action);
      }
      expect(game.turnNumber).toBeGreaterThan(1);
    } finally {
      solves.refuse = false;
    }
    expect(solves.asked).toBe(0);
  });

  it('solvingWinBot solves a game small enough, once (the count above does see its solves)', () => {
    solves.asked = 0;
    const rules = defineRules({ end: { target: 500 } });
    play(createGame({ rules, players: ['A', 'B'], seed: 3 }), solvingWinBot, 5);
    expect(solves.asked).toBe(1);
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
