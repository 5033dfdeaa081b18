/**
 * solvingWinBot with more than two players: in the final round it plays to
 * win, not for points (it rolls on where a bank cannot win); elsewhere where
 * nothing is solved, as the turn bot.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, optimalTurnBot, restoreGame, solvingWinBot, type GameState } from '../../src/index.js';

/** A three-player classic game in its final round: seat 2 banked 10,100 and seat 0 plays, 1,500, with `total` kept and `left` dice. */
function finalRound(total: number, left: number): GameState {
  const start = JSON.parse(JSON.stringify(createGame({ players: ['A', 'B', 'C'], seed: 1, firstPlayer: 0 }))) as {
    players: { score: number; onBoard: boolean }[];
    turn: Record<string, unknown>;
    endgame: unknown;
  };
  [1500, 2000, 10100].forEach((score, seat) => Object.assign(start.players[seat] as object, { score, onBoard: true }));
  Object.assign(start.turn, { phase: 'kept', total, rolls: 1, rollable: Array.from({ length: left }, (_, i) => 6 - left + i) });
  start.endgame = { kind: 'finalRound', queue: [1] };
  return restoreGame(start);
}

describe('solvingWinBot with three players', () => {
  it('in the final round rolls on rather than bank a total that leaves it behind the leader', () => {
    const state = finalRound(400, 3);
    // Banking 400 ends at 1,900, behind 10,100: a certain loss. Rolling on keeps a chance.
    expect(optimalTurnBot(state)).toEqual({ type: 'bank' });
    expect(solvingWinBot(state)).toEqual({ type: 'roll' });
  });

  it('plays a whole three-player game to 10,000 with legal actions (as the turn bot before the final round)', () => {
    let game = createGame({ players: ['A', 'B', 'C'], seed: 4 });
    for (let i = 0; i < 3000 && !game.over; i++) {
      const action = solvingWinBot(game);
      expect(legalActions(game)).toContainEqual(action);
      game = applyAction(game, action);
    }
    expect(game.over).toBe(true);
  }, 60_000);
});
