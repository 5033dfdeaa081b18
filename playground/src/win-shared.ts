import { planSharedWinChance, restoreWinChance, type SharedWinChancePlan, type WinChanceSolution } from 'farkle-rules';
// The library's rule of which part's error a shared solve reports (no import, so bundled here as it is).
import { sharedSolveError } from '../../src/strategy/race/shared/outcome.js';
import { SolveCancelled, type SolveJob, type SolveRequest } from './solve-job.js';
import { replyError, type ErrorReply } from './worker-replies.js';

/** The most workers a shared solve starts: past that, a page's solve gains little and the machine's other work suffers. */
const MOST_THREADS = 8;

/** What the page sends each worker of a shared solve: the plan (its table in shared memory) and its part. */
export interface PartRequest {
  readonly plan: SharedWinChancePlan;
  readonly part: number;
}

/** What a part answers: progress (part 0), its end, or its error. */
export type PartReply =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'solved' }
  | ({ readonly type: 'failed' } & ErrorReply);

/**
 * How many workers a solve may share its table among: the page's cores, at
 * most 8, when the page is cross-origin isolated (only then has it
 * `SharedArrayBuffer`); 0 when it is not, and the solve runs on one worker alone.
 */
export function sharedThreads(): number {
  if (!globalThis.crossOriginIsolated || typeof SharedArrayBuffer !== 'function') return 0;
  return Math.max(1, Math.min(navigator.hardwareConcurrency || 1, MOST_THREADS));
}

/**
 * Solves the two-player game on `threads` workers sharing one table
 * (`planSharedWinChance` here, `solveSharedWinChance` in each worker), the
 * page's thread left free; Cancel, or any part failing, terminates them all.
 * A part stopped by another's failure says only `aborted`: the page waits
 * for the cause (`sharedSolveError`, as `solveWinChance` does).
 */
export function startSharedSolve(request: SolveRequest, threads: number, onProgress: (done: number) => void): SolveJob {
  const workers: Worker[] = [];
  let settle: ((error: Error) => void) | null = null;
  const stopAll = (): void => {
    for (const worker of workers) worker.terminate();
    settle = null;
  };
  const solved = new Promise<WinChanceSolution>((resolve, reject) => {
    settle = (error) => {
      stopAll();
      reject(error);
    };
    const { rules, target, ignoreUnsupported } = request;
    // Checks the rules and options (as optimalWinChance would) before any worker starts.
    const plan = planSharedWinChance(rules, { target, ignoreUnsupported, parts: threads });
    let ended = 0;
    const errors: Error[] = [];
    const partEnded = (error?: Error): void => {
      ended += 1;
      if (error !== undefined) errors.push(error);
      const failure = sharedSolveError(errors, ended === threads);
      if (failure !== undefined) settle?.(failure);
      else if (ended === threads && settle !== null) {
        stopAll();
        // A copy of the table out of shared memory: the solution outlives the plan.
        resolve(restoreWinChance(plan.rules, plan.options, new Float64Array(plan.table).slice()));
      }
    };
    for (let part = 0; part < threads; part++) {
      const worker = new Worker(new URL('./win-part-worker.js', import.meta.url), { type: 'module', name: `win-chance solver, part ${part + 1} of ${threads}` });
      workers.push(worker);
      worker.onmessage = (event: MessageEvent<PartReply>) => {
        const reply = event.data;
        if (reply.type === 'progress') onProgress(reply.done);
        else partEnded(reply.type === 'failed' ? replyError(reply) : undefined);
      };
      worker.onerror = (event) => {
        settle?.(new Error(`a solver's worker failed: ${event.message}`));
      };
      worker.postMessage({ plan, part } satisfies PartRequest);
    }
  });
  return {
    solved,
    threads,
    cancel: () => {
      settle?.(new SolveCancelled());
    },
  };
}
