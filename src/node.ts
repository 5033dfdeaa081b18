/**
 * farkle-rules/node: what needs Node.js, kept out of the main entry so that
 * it stays browser-safe. Everything else is imported from `farkle-rules`.
 *
 * @module farkle-rules/node
 */
import os from 'node:os';
import type { SimulationResult } from './index.js';
import { runParallel, type ParallelSimulationOptions } from './simulate/parallel.js';
import { threadSpawner } from './simulate/threads.js';

import type { RulesInput, WinChanceSolution } from './index.js';
import { solveThreaded, type ThreadedWinChanceOptions } from './strategy/race/threads.js';

export type { ParallelSimulationOptions } from './simulate/parallel.js';
export type { ThreadedWinChanceOptions } from './strategy/race/threads.js';

function availableThreads(): number {
  // os.availableParallelism arrived in Node.js 18.14.
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
}

/**
 * `simulate` on several worker threads: the games are split into runs of
 * consecutive games, one per worker, and the results merged. The result is
 * exactly the one `simulate` gives for the same options (every game keeps its
 * seed and first player). Bots must be given by name, as functions cannot
 * cross threads. `onProgress` hears the games done by all workers together.
 * Uses one worker per available CPU by default (`os.availableParallelism()`),
 * never more than there are games, and never more than 64 threads (a larger
 * `workers` is refused). The options are read once, when the call starts.
 * When `signal` fires, every worker is stopped at once and the promise
 * rejects with `aborted`.
 *
 * @throws {FarkleError} (as a rejection) `invalid-options` for a bot given as a
 *   function, bad `workers` (not 1 to 64), or any option `simulate` rejects
 *   (limits included); `aborted` when `signal` fired.
 *
 * @example
 * ```ts
 * import { simulateParallel } from 'farkle-rules/node';
 *
 * const result = await simulateParallel({ bots: ['optimal', 'greedy'], games: 100_000, seed: 1, workers: 4 });
 * result.players[0].ci95; // the optimal bot's win rate, to within a few tenths of a percent
 * ```
 *
 * @category Simulation
 */
export function simulateParallel(options: ParallelSimulationOptions): Promise<SimulationResult> {
  return runParallel(options, threadSpawner(script('simulate-worker')), availableThreads());
}

/** A worker script beside this module, in the same format (ESM or CommonJS). */
function script(name: string): URL {
  const here = import.meta.url;
  return new URL(here.endsWith('.cjs') ? `./${name}.cjs` : `./${name}.js`, here);
}

/**
 * `optimalWinChance` on worker threads: the threads share the table and each
 * solves part of every diagonal of scores, so the calling thread stays free
 * and hears `onProgress`. The result equals `optimalWinChance` with the same
 * options. One worker per available CPU by default.
 *
 * @throws {FarkleError} (as a rejection) `invalid-options`, `unsupported-rules`.
 *
 * @example
 * ```ts
 * import { solveWinChance } from 'farkle-rules/node';
 *
 * const solved = await solveWinChance('classic', { onProgress: (done) => console.log(done) });
 * solved.firstPlayerWinChance; // about 0.529 for the classic 10,000-point game
 * ```
 *
 * @category Strategy
 */
export function solveWinChance(rules?: RulesInput, options: ThreadedWinChanceOptions = {}): Promise<WinChanceSolution> {
  return solveThreaded(rules, options, script('win-worker'), availableThreads());
}
