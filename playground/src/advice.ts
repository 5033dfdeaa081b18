import type { GameAdvice, GameState } from 'farkle-rules';
import { replyError, type ErrorReply } from './worker-replies.js';

/** What the page asks the advice worker: the state to advise on (plain JSON data). */
export interface AdviceRequest {
  readonly id: number;
  readonly state: GameState;
}

/** What the worker answers: the advice, or the error. */
export type AdviceReply =
  | { readonly id: number; readonly advice: GameAdvice }
  | ({ readonly id: number } & ErrorReply);

let worker: Worker | null = null;
let asked = 0;
let waiting: ((reply: AdviceReply) => void) | null = null;

function adviser(): Worker {
  if (worker !== null) return worker;
  const started = new Worker(new URL('./advice-worker.js', import.meta.url), { type: 'module', name: 'game advice' });
  started.onmessage = (event: MessageEvent<AdviceReply>) => {
    if (event.data.id === asked) waiting?.(event.data);
  };
  worker = started;
  return started;
}

/**
 * The state's advice from `adviseGame`, on a worker that keeps its solved
 * tables between moves. Only the latest question is answered: the promise
 * of one asked before it never settles.
 */
export function adviseOnWorker(state: GameState): Promise<GameAdvice> {
  asked += 1;
  const id = asked;
  return new Promise((resolve, reject) => {
    waiting = (reply) => {
      if ('advice' in reply) resolve(reply.advice);
      else reject(replyError(reply));
    };
    adviser().postMessage({ id, state } satisfies AdviceRequest);
  });
}
