import { FarkleError } from '../errors.js';
import { generatorWord } from '../game/random/generator.js';
import { mulberry32Draw } from '../game/random/mulberry32.js';
import { gatedBot, type Bot } from './bot.js';

export type { Bot } from './bot.js';

/**
 * Picks uniformly among the legal actions. Pure: the choice is drawn from a
 * hash of the state's generator and turn, so the same state always gets the
 * same action and a game between bots replays exactly from its seed.
 *
 * @throws {FarkleError} `game-over` on a finished game (no action is legal),
 *   or `invalid-state` for a state that is not one.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['A', 'B'], seed: 1 });
 * while (!game.over) game = applyAction(game, randomBot(game));
 * ```
 *
 * @category Bots
 */
export const randomBot: Bot = gatedBot((state, legal) => {
  const { turn } = state;
  const mix = Math.imul(generatorWord(state.rng) ^ Math.imul(state.turnNumber, 0x9e3779b1), 0x85ebca6b) ^ (turn.rolls * 0xc2b2ae35) ^ turn.total;
  const pick = mulberry32Draw(mix >>> 0) % legal.length;
  const action = legal[pick];
  if (action === undefined) throw new FarkleError('game-over', 'randomBot: the game is over; there is no action to pick');
  return action;
});
