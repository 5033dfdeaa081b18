import { throwIfAborted } from '../abort.js';
import { checkOptions } from './options.js';
import { playGame } from './play.js';
import { emptyCounts, summarize } from './summary.js';
import type { SimulationOptions, SimulationResult } from './types.js';

/**
 * Plays `games` games between bots, one per seat, and reports how each seat
 * fared: wins with a 95 % Wilson interval, points per turn, turns and actions.
 * Game `g` is seeded with `` `${seed}:${g}` `` and, by default, started by seat
 * `g % seats`, so no bot keeps the first-move advantage; the same options
 * always give the same result (given bots that are pure functions of the
 * state, as the built-in ones are). A shared win (a tie after the final round)
 * counts as a win for every player sharing it, so the win rates may add up
 * to more than 1; `sharedWins` says how many there were. A game still running
 * after `maxTurns` turns is stopped and reported as `unfinished`.
 *
 * Pure and synchronous, with no Node.js imports: it runs in browsers too. For
 * several threads in Node.js, see `simulateParallel` in `farkle-rules/node`.
 *
 * Limits, checked up front with `invalid-options`: at most 100,000,000
 * `games` per call, `maxTurns` at most 1,000,000, a string `seed` of at most
 * 1,000 characters. `signal` is checked before the first game and after
 * every game (after `onProgress`, which may abort it).
 *
 * @throws {FarkleError} `invalid-options` naming the bad option, `aborted`
 *   when `signal` fired, or a rules error; whatever a bot given as a
 *   function throws, or `applyAction` throws for an illegal action it returns.
 *
 * @example
 * ```ts
 * const result = simulate({ rules: 'classic', bots: ['optimal', 'greedy'], games: 1000, seed: 1 });
 * result.players[0].winRate; // the optimal bot's share of the 1,000 games
 * result.players[0].ci95; // [low, high]: the 95 % interval around it
 * // Replay game 7 on its own:
 * createGame({ rules: 'classic', players: ['optimal', 'greedy'], seed: '1:7', firstPlayer: 7 % 2 });
 * ```
 *
 * @category Simulation
 */
export function simulate(options: SimulationOptions): SimulationResult {
  const setup = checkOptions(options);
  const { signal } = setup;
  throwIfAborted(signal);
  const counts = emptyCounts(setup.names);
  for (let done = 0; done < setup.games; ) {
    playGame(setup, setup.firstGame + done, counts);
    done++;
    setup.onProgress?.(done, setup.games);
    throwIfAborted(signal);
  }
  return summarize(counts);
}
