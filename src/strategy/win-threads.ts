import { Worker } from 'node:worker_threads';
// Through the main entry, so that errors are the library's one FarkleError class.
import { FarkleError, checkOptionKeys, optionKeys, resolveRules, restoreWinChance, winSolver } from '../index.js';
import type { RulesInput, WinChanceOptions, WinChanceSolution } from '../index.js';
import type { WinWorkerData, WinWorkerMessage } from './win-worker.js';

/** Options for `solveWinChance`: those of `optimalWinChance`, and how many worker threads to use. */
export interface ThreadedWinChanceOptions extends WinChanceOptions {
  /** Worker threads sharing the work; by default one per available CPU, at least one. */
  readonly workers?: number | undefined;
}

const THREADED_KEYS = optionKeys<ThreadedWinChanceOptions>({
  target: true,
  players: true,
  tolerance: true,
  ignoreUnsupported: true,
  onProgress: true,
  workers: true,
});

/**
 * Runs the win-chance solver on worker threads that share the table, each
 * solving part of every diagonal; the calling thread stays free and hears
 * progress. The result equals `optimalWinChance` with the same options.
 */
export async function solveThreaded(
  rules: RulesInput | undefined,
  options: ThreadedWinChanceOptions,
  script: URL,
  available: number,
): Promise<WinChanceSolution> {
  const resolved = resolveRules(rules);
  checkOptionKeys(options, THREADED_KEYS, false);
  const { workers = Math.max(1, available), onProgress, ...solverOptions } = options;
  if (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new FarkleError('invalid-options', `expected 1 to 64 workers, got ${String(workers)}`, 'workers');
  }
  // Validates the options and sizes the table before any thread starts.
  const { goal, target, tolerance } = winSolver(resolved, solverOptions);
  const checked = { target, tolerance, ignoreUnsupported: solverOptions.ignoreUnsupported === true };
  const table = new SharedArrayBuffer(goal * goal * Float64Array.BYTES_PER_ELEMENT);
  const barrier = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const threads: Worker[] = [];
  const runs = Array.from({ length: workers }, (_, part) => {
    const workerData: WinWorkerData = { rules: resolved, ...checked, table, barrier, part, parts: workers };
    const worker = new Worker(script, { workerData });
    threads.push(worker);
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WinWorkerMessage) => {
        if (message.type === 'done') {
          resolve();
          return;
        }
        try {
          onProgress?.(message.done);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (code !== 0) reject(new Error(`win-chance worker stopped with exit code ${code}`));
      });
    });
  });
  try {
    await Promise.all(runs);
  } catch (error) {
    // The others would wait at the next diagonal's barrier for ever: stop them all.
    await Promise.all(threads.map((worker) => worker.terminate()));
    throw error;
  }
  return restoreWinChance(resolved, checked, new Float64Array(table));
}
