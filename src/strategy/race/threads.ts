import { Worker } from 'node:worker_threads';
import { FarkleError, MAX_SHARED_PARTS, planSharedWinChance, resolveRules, restoreWinChance } from '../../index.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import type { RulesInput, SharedWinChancePlan, WinChanceOptions, WinChanceSolution } from '../../index.js';
import { abortedError, checkSignal, type AbortSignalLike } from '../../abort.js';
import { sharedSolveError } from './shared/outcome.js';
import type { WinWorkerData, WinWorkerMessage } from './worker.js';

/** The most worker threads `solveWinChance` starts: a part each, as many as a shared plan takes. */
export const MAX_WIN_WORKERS = MAX_SHARED_PARTS;

/**
 * Options for `solveWinChance`: those of `optimalWinChance`, and how many worker threads to use.
 *
 * @example
 * ```ts
 * const options: ThreadedWinChanceOptions = { target: 5_000, workers: 2 };
 * // await solveWinChance('classic', options)
 * ```
 *
 * @category Strategy
 */
export interface ThreadedWinChanceOptions extends WinChanceOptions {
  /** Worker threads sharing the work, 1 to 64; by default one per available CPU. Even 1 runs off the calling thread. */
  readonly workers?: number | undefined;
}

const THREADED_KEYS = optionKeys<ThreadedWinChanceOptions>({
  target: true,
  players: true,
  tolerance: true,
  ignoreUnsupported: true,
  onProgress: true,
  signal: true,
  workers: true,
});

/** Starts the workers on a shared table and settles when all are done, or the first fails, or the signal fires. */
function runWorkers(script: URL, plan: SharedWinChancePlan, onProgress: ((done: number) => void) | undefined, signal: AbortSignalLike | undefined): Promise<void> {
  const threads: Worker[] = [];
  return new Promise<void>((resolve, reject) => {
    let left = plan.parts;
    let settled = false;
    let exited = 0;
    const errors: unknown[] = [];
    const stop = (error: unknown): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener?.('abort', onAbort);
      // The others would wait at the next barrier for ever: stop them all.
      void Promise.all(threads.map((worker) => worker.terminate())).then(() => {
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    };
    const onAbort = (): void => {
      stop(abortedError(signal));
    };
    signal?.addEventListener?.('abort', onAbort, { once: true });
    // A part stopped because another failed says only `aborted`: the other's own error tells why.
    const report = (): void => {
      const error = sharedSolveError(errors, exited === plan.parts);
      if (error !== undefined) stop(error);
    };
    for (let part = 0; part < plan.parts; part++) {
      const worker = new Worker(script, { workerData: { plan, part } satisfies WinWorkerData });
      threads.push(worker);
      worker.on('message', (message: WinWorkerMessage) => {
        if (settled) return;
        if (message.type === 'done') {
          left -= 1;
          if (left === 0) {
            settled = true;
            signal?.removeEventListener?.('abort', onAbort);
            resolve();
          }
          return;
        }
        try {
          onProgress?.(message.done);
        } catch (error) {
          stop(error);
        }
      });
      let failed = false;
      worker.on('error', (error: unknown) => {
        failed = true;
        // A worker may throw anything, `undefined` too: still an error, so the solve ends.
        errors.push(error ?? new Error('a win-chance worker failed without an error'));
        report();
      });
      worker.on('exit', (code) => {
        exited += 1;
        if (code !== 0 && !failed) stop(new Error(`win-chance worker stopped with exit code ${code}`));
        else report();
      });
    }
  });
}

/**
 * Runs the win-chance solver on worker threads that share the table, each
 * solving part of every diagonal; the calling thread only checks the
 * options (nothing is solved on it, even with one worker), hears progress,
 * and can stop the workers through `signal`. The result equals
 * `optimalWinChance` with the same options.
 */
export async function solveThreaded(
  rules: RulesInput | undefined,
  options: ThreadedWinChanceOptions,
  script: URL,
  available: number,
): Promise<WinChanceSolution> {
  const resolved = resolveRules(rules);
  checkOptionKeys(options, THREADED_KEYS, false);
  const { workers = Math.max(1, available), onProgress, signal, ...solverOptions } = options;
  if (typeof workers !== 'number' || !Number.isInteger(workers) || workers < 1 || workers > MAX_WIN_WORKERS) {
    throw new FarkleError('invalid-options', `expected 1 to ${MAX_WIN_WORKERS} workers, got ${String(workers)}`, 'workers');
  }
  checkSignal(signal);
  // Validates the options and allocates the shared table before any thread starts.
  const plan = planSharedWinChance(resolved, { ...solverOptions, parts: workers });
  if (signal?.aborted === true) throw abortedError(signal);
  await runWorkers(script, plan, onProgress, signal);
  return restoreWinChance(plan.rules, plan.options, new Float64Array(plan.table));
}
