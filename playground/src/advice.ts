import type { GameAdvice, GameState } from 'farkle-rules';
import { loadTable, tableFor, type TablePayload, type TableProgress } from './table-files.js';
import { replyError, type ErrorReply } from './worker-replies.js';

/** What the page tells the advice worker: a solved table to keep, or a state to advise on (plain JSON data). */
export type AdviceRequest = { readonly type: 'table'; readonly table: TablePayload } | { readonly type: 'advise'; readonly id: number; readonly state: GameState };

/** What the worker answers: the advice, or the error. */
export type AdviceReply =
  | { readonly id: number; readonly advice: GameAdvice }
  | ({ readonly id: number } & ErrorReply);

let worker: Worker | null = null;
let asked = 0;
let waiting: ((reply: AdviceReply) => void) | null = null;
/** The table files the worker holds. */
const given = new Set<string>();

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
 * Gives the worker the solved table of the state's game, where the site has one: fetched
 * and decoded on first need (`onTable` hears how), sent once. A table that fails is left
 * out: the advice is then what it would be without one.
 */
async function giveTable(state: GameState, onTable: (progress: TableProgress) => void): Promise<void> {
  const entry = state.players.length === 2 ? tableFor(state.rules) : undefined;
  if (entry === undefined || given.has(entry.file)) return;
  try {
    const { payload } = await loadTable(entry, state.rules, onTable);
    if (given.has(entry.file)) return;
    adviser().postMessage({ type: 'table', table: payload } satisfies AdviceRequest);
    given.add(entry.file);
  } catch {
    // Told by the page's table status; the advice goes on without the table.
  }
}

/**
 * The state's advice from `adviseGame`, on a worker that keeps its solved
 * tables between moves (those of the site's table files too, given to it
 * on first need). Only the latest question is answered: the promise of
 * one asked before it never settles.
 */
export function adviseOnWorker(state: GameState, onTable: (progress: TableProgress) => void): Promise<GameAdvice> {
  asked += 1;
  const id = asked;
  return giveTable(state, onTable).then(
    () =>
      new Promise((resolve, reject) => {
        if (id !== asked) return;
        waiting = (reply) => {
          if ('advice' in reply) resolve(reply.advice);
          else reject(replyError(reply));
        };
        adviser().postMessage({ type: 'advise', id, state } satisfies AdviceRequest);
      }),
  );
}
