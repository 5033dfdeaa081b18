/**
 * Game states of a play-off (tied leaders past the target, `end.ties: 'playOff'`), for tests of the
 * first player's turn: seat 0 to play its turn of a round, both at `score` with their farkle streaks,
 * at a roll showing `faces` (`rolled`) or with `left` dice to roll after a keep (`kept`).
 */
import { createGame, restoreGame, type GameState, type Rules } from '../../src/index.js';

export function playOffState(rules: Rules, score: number, streaks: readonly [number, number], phase: 'rolled' | 'kept', total: number, faces: readonly number[], left: number): GameState {
  const game = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 }))) as Record<string, unknown> & {
    players: { score: number; onBoard: boolean; farkleStreak: number }[];
  };
  game.players.forEach((player, seat) => Object.assign(player, { score, onBoard: true, farkleStreak: streaks[seat] }));
  const dice = rules.dice;
  const ids = Array.from({ length: left }, (_, i) => dice - left + i);
  const roll = phase === 'rolled' ? faces.map((face, i) => ({ id: ids[i], face, spicy: false, wild: false })) : null;
  // Every die to roll again after a total was kept: hot dice.
  const hotDice = phase === 'kept' && left === dice;
  Object.assign(game, { turnNumber: 10, events: [], endgame: { kind: 'tieBreak', queue: [1] } });
  game.turn = { ...(game.turn as object), phase, total, roll, rollable: hotDice ? [] : ids, rolls: 1, hotDice };
  return restoreGame(game);
}
