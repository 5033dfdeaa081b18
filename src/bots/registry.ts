import { FarkleError, describe } from '../errors.js';
import { greedyBot } from './greedy.js';
import { optimalTurnBot } from './optimal.js';
import { randomBot, type Bot } from './random.js';
import { thresholdBot } from './threshold.js';
import { solvingWinBot } from './solving-win.js';

/**
 * The bots that go by a plain name in {@link botFromName} and in simulations:
 * `random` ({@link randomBot}), `greedy` ({@link greedyBot}), `optimal`
 * ({@link optimalTurnBot}) and `win` ({@link solvingWinBot}: solves the game
 * for the most wins on its first move).
 *
 * @example
 * ```ts
 * Object.keys(bots); // ['random', 'greedy', 'optimal', 'win']
 * let game = createGame({ players: ['A', 'B'], seed: 2 });
 * game = applyAction(game, bots.greedy(game));
 * ```
 *
 * @category Bots
 */
export const bots = Object.freeze({
  /** {@link randomBot}: a uniformly random legal action. */
  random: randomBot,
  /** {@link greedyBot}: the most points now. */
  greedy: greedyBot,
  /** {@link optimalTurnBot}: the most expected points per turn; with lives, less what they are worth, buying dice by value. */
  optimal: optimalTurnBot,
  /** {@link solvingWinBot}: the most wins, solving the game on its first move. */
  win: solvingWinBot,
} satisfies Record<string, Bot>);

/**
 * The name of a bot in {@link bots}.
 *
 * @category Bots
 */
export type BotName = keyof typeof bots;

const THRESHOLD = /^threshold:(\d{1,9})$/;

/** The bot `spec` names; throws `invalid-options` at `path` when it names none. */
export function lookUpBot(spec: unknown, path: string): Bot {
  if (typeof spec === 'string') {
    if (Object.hasOwn(bots, spec)) return bots[spec as BotName];
    const threshold = THRESHOLD.exec(spec);
    if (threshold !== null) return thresholdBot(Number(threshold[1]));
  }
  const names = [...Object.keys(bots), 'threshold:<points>'].join(', ');
  throw new FarkleError('invalid-options', `unknown bot ${describe(spec)}; expected one of ${names}`, path);
}

/**
 * The bot a spec names: a name in {@link bots}, or `threshold:<points>` for
 * {@link thresholdBot} banking at that many points (as in `threshold:500`).
 *
 * @throws {FarkleError} `invalid-options` for any other spec.
 *
 * @example
 * ```ts
 * botFromName('optimal') === optimalTurnBot; // true
 * const cautious = botFromName('threshold:500'); // banks at 500 points or more
 * botFromName('clever'); // throws FarkleError { code: 'invalid-options', path: 'spec' }
 * ```
 *
 * @category Bots
 */
export function botFromName(spec: string): Bot {
  return lookUpBot(spec, 'spec');
}
