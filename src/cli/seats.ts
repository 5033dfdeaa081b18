import type { Bot } from '../bots/random.js';
import { botFromName, bots } from '../bots/registry.js';
import { FarkleError, describe } from '../errors.js';
import { shown, type Io } from './format.js';
import { nearest } from './suggest.js';

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

/** The bot a name that is none most likely meant (`gredy`: greedy, `treshold:500`: threshold:500), or `undefined`. */
function botMeant(name: string): string | undefined {
  const colon = name.indexOf(':');
  const known = [...Object.keys(bots), ...(colon < 0 ? [] : [`threshold${name.slice(colon)}`])];
  return nearest(name, known);
}

/** `--bots`: every name a bot, or `invalid-options` at the first that is none, with the bot it most likely meant. */
export function checkBots(names: readonly string[]): void {
  names.forEach((name, seat) => {
    if (seatBot(name) !== null) return;
    const guess = botMeant(name);
    const mean = guess === undefined ? '' : `did you mean ${guess}? `;
    const known = [...Object.keys(bots), 'threshold:<points>'].join(', ');
    throw new FarkleError('invalid-options', `unknown bot ${describe(name)}; ${mean}expected one of ${known}`, `bots[${seat}]`);
  });
}

/** `--players`: a note on standard error for each person whose name is a near miss of a bot's (`gredy` is a person). */
export function nearBotNotes(names: readonly string[], io: Io): void {
  for (const name of names) {
    const guess = seatBot(name) === null ? botMeant(name) : undefined;
    if (guess !== undefined) io.err(`note: ${describe(shown(name))} is played by a person; did you mean the bot ${guess}?`);
  }
}
