import { FarkleError, restoreWinChance, type ErrorCode, type Rules, type WinChanceSolution } from 'farkle-rules';

/** What the page asks the worker to solve. */
export interface SolveRequest {
  readonly rules: Rules;
  readonly target: number;
  readonly ignoreUnsupported: boolean;
}

/** What the worker answers: progress, the solved table, or the error. */
export type SolveReply =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'solved'; readonly table: Float64Array }
  | { readonly type: 'failed'; readonly code: ErrorCode | null; readonly message: string };

/** A solve running on a worker: its outcome, and how to stop it. */
export interface SolveJob {
  /** The solution; rejected with the solver's error, or with `SolveCancelled` once cancelled. */
  readonly solved: Promise<WinChanceSolution>;
  /** Ends the worker at once (it is terminated, not asked): the solve stops mid-sweep. */
  cancel(): void;
}

/** The rejection of a cancelled solve. */
export class SolveCancelled extends Error {
  constructor() {
    super('the solve was cancelled');
    this.name = 'SolveCancelled';
  }
}

/**
 * Solves the two-player game on a worker of its own, so that the page stays
 * responsive; the table comes back and `restoreWinChance` makes it a
 * solution again. `onProgress` gets the fraction done as the solver reports it.
 */
export function startSolve(request: SolveRequest, onProgress: (done: number) => void): SolveJob {
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
        reject(reply.code === null ? new Error(reply.message) : new FarkleError(reply.code, reply.message));
      }
    };
    worker.onerror = (event) => {
      settle?.(new Error(`the solver's worker failed: ${event.message}`));
    };
    worker.postMessage(request);
  });
  return {
    solved,
    cancel: () => {
      settle?.(new SolveCancelled());
    },
  };
}
