import { FarkleError, simulate, type ErrorCode, type RulesInput, type SimulationResult } from '../index.js';

/** What one worker plays: the simulation options (bots by name) and its share of the games. */
export interface WorkerJob {
  readonly rules: RulesInput | undefined;
  readonly bots: readonly string[];
  readonly seed: number | string;
  readonly firstPlayer: 'rotate' | 'rules' | number | undefined;
  readonly maxTurns: number | undefined;
  readonly firstGame: number;
  readonly games: number;
}

/** What a worker reports: games done so far, then its result or the error that stopped it. */
export type WorkerMessage =
  | { readonly type: 'progress'; readonly done: number }
  | { readonly type: 'result'; readonly result: SimulationResult }
  | { readonly type: 'error'; readonly error: SentError };

/** An error as it crosses a thread: a FarkleError keeps its code and path. */
export interface SentError {
  readonly message: string;
  readonly code?: ErrorCode | undefined;
  readonly path?: string | undefined;
}

/** How many progress reports a worker sends at most: enough for a smooth bar, few enough to cost nothing. */
const REPORTS = 100;

function sendable(error: unknown): SentError {
  if (error instanceof FarkleError) {
    const prefix = error.path === undefined ? '' : `${error.path}: `;
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return { message, code: error.code, path: error.path };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The error a worker sent, rebuilt on the receiving side. */
export function receivedError(error: SentError): Error {
  return error.code === undefined ? new Error(error.message) : new FarkleError(error.code, error.message, error.path);
}

/** Plays a worker's share of the games, reporting through `post`. Never throws: errors are posted. */
export function runJob(job: WorkerJob, post: (message: WorkerMessage) => void): void {
  try {
    const every = Math.max(1, Math.ceil(job.games / REPORTS));
    const result = simulate({
      ...job,
      onProgress: (done, total) => {
        if (done % every === 0 || done === total) post({ type: 'progress', done });
      },
    });
    post({ type: 'result', result });
  } catch (error) {
    post({ type: 'error', error: sendable(error) });
  }
}
