import { restoreWinChance, type WinChanceSolution } from 'farkle-rules';
import { SolveCancelled, type SolveJob, type SolveRequest } from './solve-job.js';
import { sharedThreads, startSharedSolve } from './win-shared.js';
import { replyError, type ErrorReply } from './worker-replies.js';

/** What the worker answers: progress, the solved table, or the error. */
export type SolveReply =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'solved'; readonly table: Float64Array }
  | ({ readonly type: 'failed' } & ErrorReply);

/**
 * Solves the two-player game off the page's thread, so that the page stays
 * responsive: on several workers sharing the table where the page is
 * cross-origin isolated (see win-shared.ts), else on one worker of its own.
 * `onProgress` gets the fraction done as the solver reports it.
 */
export function startSolve(request: SolveRequest, onProgress: (done: number) => void): SolveJob {
  const threads = sharedThreads();
  return threads > 0 ? startSharedSolve(request, threads, onProgress) : startAlone(request, onProgress);
}

/**
 * The solve on one worker, without shared memory: the table comes back and
 * `restoreWinChance` makes it a solution again.
 */
function startAlone(request: SolveRequest, onProgress: (done: number) => void): SolveJob {
  const worker = new Worker(new URL('./win-worker.js', import.meta.url), { type: 'module', name: 'win-chance solver' });
  let settle: ((error: Error) => void) | null = null;
  const solved = new Promise<WinChanceSolution>((resolve, reject) => {
    settle = (error) => {
      worker.terminate();
      settle = null;
      reject(error);
    };
    worker.onmessage = (event: MessageEvent<SolveReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress(reply.done);
        return;
      }
      worker.terminate();
      settle = null;
      if (reply.type === 'solved') {
        const { rules, target, ignoreUnsupported } = request;
        resolve(restoreWinChance(rules, { target, ignoreUnsupported }, reply.table));
      } else {
        reject(replyError(reply));
      }
    };
    worker.onerror = (event) => {
      settle?.(new Error(`the solver's worker failed: ${event.message}`));
    };
    worker.postMessage(request);
  });
  return {
    solved,
    threads: 1,
    cancel: () => {
      settle?.(new SolveCancelled());
    },
  };
}
