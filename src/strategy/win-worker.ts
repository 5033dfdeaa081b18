/**
 * A worker thread of `solveWinChance`: solves its share of every diagonal of
 * a table shared with the other workers, waiting for all of them at the end
 * of each diagonal (pairs depend only on higher diagonals).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { winSolver, type Rules } from '../index.js';

export interface WinWorkerData {
  readonly rules: Rules;
  readonly target: number;
  readonly tolerance: number;
  readonly ignoreUnsupported: boolean;
  readonly table: SharedArrayBuffer;
  /** One counter: diagonal parts finished by all workers together. */
  readonly barrier: SharedArrayBuffer;
  readonly part: number;
  readonly parts: number;
}

export type WinWorkerMessage = { readonly type: 'progress'; readonly done: number } | { readonly type: 'done' };

const data = workerData as WinWorkerData;
const { target, tolerance, ignoreUnsupported } = data;
const solver = winSolver(data.rules, { target, tolerance, ignoreUnsupported }, new Float64Array(data.table));
const barrier = new Int32Array(data.barrier);
for (let d = 0; d < solver.diagonals; d++) {
  solver.solveDiagonal(d, data.part, data.parts);
  Atomics.add(barrier, 0, 1);
  Atomics.notify(barrier, 0);
  const everyone = (d + 1) * data.parts;
  for (let seen = Atomics.load(barrier, 0); seen < everyone; seen = Atomics.load(barrier, 0)) Atomics.wait(barrier, 0, seen);
  if (data.part === 0) parentPort?.postMessage({ type: 'progress', done: (d + 1) / solver.diagonals } satisfies WinWorkerMessage);
}
parentPort?.postMessage({ type: 'done' } satisfies WinWorkerMessage);
