import type { Bot } from '../bots/random.js';
import { botFromName } from '../bots/registry.js';
import { FarkleError } from '../errors.js';

/** The bot a player name stands for (random, greedy, optimal, threshold:N), or `null` for a person. */
export function seatBot(name: string): Bot | null {
  try {
    return botFromName(name);
  } catch (error) {
    if (error instanceof FarkleError) return null;
    throw error;
  }
}

/**
 * An `unsupported-rules` error from a bot (the optimal and win bots under rules their solvers do
 * not model) told as `who` not being able to play the rules, with the bots that can; any other
 * error as it is.
 */
export function botCannotPlay(error: unknown, who: string): unknown {
  if (!(error instanceof FarkleError) || error.code !== 'unsupported-rules') return error;
  const path = error.path === undefined ? '' : `${error.path}: `;
  const reason = error.message.startsWith(path) ? error.message.slice(path.length) : error.message;
  return new FarkleError(error.code, `${who} cannot play these rules: ${reason}; random, greedy and threshold:N play any rules`, error.path);
}
