// A part of a shared win-chance solve on a worker thread, for the tests: the plan and part come in
// workerData; progress (with `progress`), the end, or the error (code and message) go back.
import { parentPort, workerData } from 'node:worker_threads';
import { FarkleError, solveSharedWinChance, type SharedWinChancePlan } from '../../src/index.js';

/** What the test's worker is given. */
export interface SharedPartData {
  readonly plan: SharedWinChancePlan;
  readonly part: number;
  /** Whether this part reports progress. */
  readonly progress: boolean;
  /** Whether this part's onProgress throws, once past a tenth of the solve. */
  readonly failAt?: number;
}

/** What it posts. */
export type SharedPartMessage =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'done' }
  | { readonly type: 'failed'; readonly code: string | null; readonly message: string };

const { plan, part, progress, failAt } = workerData as SharedPartData;
const post = (message: SharedPartMessage): void => parentPort?.postMessage(message);

try {
  solveSharedWinChance(plan, part, {
    onProgress: progress
      ? (done) => {
          if (failAt !== undefined && done >= failAt) throw new Error('progress failed');
          post({ type: 'progress', done });
        }
      : undefined,
  });
  post({ type: 'done' });
} catch (error) {
  post({ type: 'failed', code: error instanceof FarkleError ? error.code : null, message: error instanceof Error ? error.message : String(error) });
}
