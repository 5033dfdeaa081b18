/**
 * Two winBots over a table solved with a farkle penalty win as often as the
 * table says: games played out from a state (by the rules, the dice drawn
 * from seeds) are won by the player to move at the table's chance of that
 * state, within four standard errors. A table that misvalued streaks,
 * penalties or the score floor would send the bots to rates it does not
 * predict.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, optimalWinChance, restoreGame, winBot, type GameState } from '../../src/index.js';

const rules = defineRules({
  bank: { entry: 100, minimum: 50 },
  farklePenalty: { farkles: 1, points: 500 },
  scoreFloor: -500,
  end: { target: 600, trigger: 'reach', finalRound: false },
});
const solution = optimalWinChance(rules);
const bot = winBot(solution);
// Four standard errors are then about 0.025: a table that ignored the penalty claims 0.04 too much at 100 to 100.
const GAMES = 6000;

interface Side {
  readonly score: number;
  readonly streak: number;
  readonly onBoard: boolean;
}

/** The game of `seed` set to the mover's side `me` against `them` (at the start of the mover's turn). */
function gameFrom(seed: number, me: Side, them: Side): GameState {
  const fresh = createGame({ rules, players: ['a', 'b'], seed });
  const value = JSON.parse(JSON.stringify(fresh)) as { turn: { player: number }; players: { score: number; farkleStreak: number; onBoard: boolean }[] };
  const mover = value.turn.player;
  for (const [seat, side] of [[mover, me], [1 - mover, them]] as const) {
    const player = value.players[seat];
    if (player === undefined) throw new Error('two players expected');
    player.score = side.score;
    player.farkleStreak = side.streak;
    player.onBoard = side.onBoard;
  }
  return restoreGame(value);
}

/** Plays the game out with both seats on the bot; whether the player to move at its start won. */
function moverWins(start: GameState): boolean {
  const mover = start.turn.player;
  let state = start;
  for (let actions = 0; !state.over; actions++) {
    if (actions > 20_000) throw new Error('a game that does not end');
    state = applyAction(state, bot(state));
  }
  return state.winners.includes(mover);
}

const cases: readonly { name: string; me: Side; them: Side }[] = [
  { name: 'the first turn', me: { score: 0, streak: 0, onBoard: false }, them: { score: 0, streak: 0, onBoard: false } },
  { name: 'level at 100', me: { score: 100, streak: 0, onBoard: true }, them: { score: 100, streak: 0, onBoard: true } },
  { name: 'below zero, off the board, behind', me: { score: -200, streak: 0, onBoard: false }, them: { score: 100, streak: 0, onBoard: true } },
];

describe('two winBots over a penalty table', () => {
  it.each(cases)('from $name, the player to move wins at the table chance', ({ me, them }) => {
    const chance = solution.winChance(me.score, them.score, { me, them });
    let wins = 0;
    for (let seed = 0; seed < GAMES; seed++) if (moverWins(gameFrom(seed, me, them))) wins++;
    const error = Math.sqrt((chance * (1 - chance)) / GAMES);
    expect(Math.abs(wins / GAMES - chance)).toBeLessThan(4 * error);
  }, 300_000);
});
