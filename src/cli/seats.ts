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
