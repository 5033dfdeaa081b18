/**
 * A worker thread of `solveWinChance`: solves its share of every diagonal of
 * a table shared with the other workers, waiting for all of them at the end
 * of each diagonal (pairs depend only on higher diagonals); with farkle
 * penalties, sweep after sweep, until the largest change any worker saw
 * says the table has converged.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { solverOf, winPlan, type Rules } from '../../index.js';

export interface WinWorkerData {
  readonly rules: Rules;
  readonly target: number;
  readonly tolerance: number;
  readonly ignoreUnsupported: boolean;
  readonly table: SharedArrayBuffer;
  /** One counter: arrivals of all workers at barriers so far. */
  readonly barrier: SharedArrayBuffer;
  /** Each worker's largest change in the last sweep. */
  readonly changes: SharedArrayBuffer;
  readonly part: number;
  readonly parts: number;
}

export type WinWorkerMessage = { readonly type: 'progress'; readonly done: number } | { readonly type: 'done' };

const data = workerData as WinWorkerData;
const { target, tolerance, ignoreUnsupported, part, parts } = data;
const solver = solverOf(winPlan(data.rules, { target, tolerance, ignoreUnsupported }), new Float64Array(data.table));
const barrier = new Int32Array(data.barrier);
const changes = new Float64Array(data.changes);
let arrivals = 0;

function waitForAll(): void {
  arrivals += parts;
  Atomics.add(barrier, 0, 1);
  Atomics.notify(barrier, 0);
  for (let seen = Atomics.load(barrier, 0); seen < arrivals; seen = Atomics.load(barrier, 0)) Atomics.wait(barrier, 0, seen);
}

function progress(done: number): void {
  if (part === 0) parentPort?.postMessage({ type: 'progress', done } satisfies WinWorkerMessage);
}

let before = 0;
let shown = 0;
for (;;) {
  if (solver.iterative) solver.change = 0;
  for (let d = 0; d < solver.diagonals; d++) {
    solver.solveDiagonal(d, part, parts);
    waitForAll();
    if (!solver.iterative) progress((d + 1) / solver.diagonals);
  }
  if (!solver.iterative) break;
  changes[part] = solver.change;
  waitForAll();
  const change = Math.max(...changes);
  if (solver.converged(change, before)) break;
  before = change;
  shown = Math.max(shown, solver.progress(change));
  progress(shown);
}
progress(1);
parentPort?.postMessage({ type: 'done' } satisfies WinWorkerMessage);
