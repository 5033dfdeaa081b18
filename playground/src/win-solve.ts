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

let running: Worker | null = null;

/** Ends the solve running, if any: its promise never settles. */
export function cancelSolve(): void {
  running?.terminate();
  running = null;
}

/**
 * Solves the two-player game to a small target on a worker (the rules' own
 * target would take minutes), so that the page stays responsive; the table
 * comes back and `restoreWinChance` makes it a solution again. A new solve
 * ends the one running, whose promise then never settles.
 */
export function solveWin(request: SolveRequest, onProgress: (done: number) => void): Promise<WinChanceSolution> {
  cancelSolve();
  const worker = new Worker(new URL('./win-worker.js', import.meta.url), { type: 'module', name: 'win-chance solver' });
  running = worker;
  const finish = (): void => {
    worker.terminate();
    if (running === worker) running = null;
  };
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<SolveReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') {
        onProgress(reply.done);
        return;
      }
      finish();
      if (reply.type === 'solved') {
        const { rules, target, ignoreUnsupported } = request;
        resolve(restoreWinChance(rules, { target, ignoreUnsupported }, reply.table));
      } else {
        reject(reply.code === null ? new Error(reply.message) : new FarkleError(reply.code, reply.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(`the solver's worker failed: ${event.message}`));
    };
    worker.postMessage(request);
  });
}
