import type { Bot } from './random.js';
import { thresholdBot } from './threshold.js';

/**
 * Keeps the highest-scoring dice of every roll (ties: more dice) and banks as
 * soon as the turn total reaches 300, or the rules' bank minimum for that
 * player when it is higher, even on hot dice. It is {@link thresholdBot} at
 * 300 points: a simple baseline that never buys dice or plays high stakes.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['A', 'B'], seed: 1 });
 * while (!game.over) game = applyAction(game, greedyBot(game));
 * game.winners; // [0] or [1]
 * ```
 *
 * @category Bots
 */
export const greedyBot: Bot = thresholdBot(300);
