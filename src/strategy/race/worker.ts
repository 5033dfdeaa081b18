/**
 * A worker thread of `solveWinChance`: solves its share of every diagonal of
 * a table shared with the other workers, waiting for all of them at the end
 * of each diagonal (pairs depend only on higher diagonals); with farkle
 * penalties, its share of every sweep and pass that follows, agreeing with
 * the others on when they are done.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { solverOf, winPlan, type Rules } from '../../index.js';
import type { RaceSync } from './core/sync.js';

export interface WinWorkerData {
  readonly rules: Rules;
  readonly target: number;
  readonly tolerance: number;
  readonly ignoreUnsupported: boolean;
  readonly table: SharedArrayBuffer;
  /** One counter: arrivals of all workers at barriers so far. */
  readonly barrier: SharedArrayBuffer;
  /** Each worker's number to agree on (a largest change, a count). */
  readonly changes: SharedArrayBuffer;
  readonly part: number;
  readonly parts: number;
}

export type WinWorkerMessage = { readonly type: 'progress'; readonly done: number } | { readonly type: 'done' };

const data = workerData as WinWorkerData;
const { target, tolerance, ignoreUnsupported, part, parts } = data;
const solver = solverOf(winPlan(data.rules, { target, tolerance, ignoreUnsupported }), new Float64Array(data.table));
const barrier = new Int32Array(data.barrier);
const numbers = new Float64Array(data.changes);
let arrivals = 0;

function waitForAll(): void {
  arrivals += parts;
  Atomics.add(barrier, 0, 1);
  Atomics.notify(barrier, 0);
  for (let seen = Atomics.load(barrier, 0); seen < arrivals; seen = Atomics.load(barrier, 0)) Atomics.wait(barrier, 0, seen);
}

/** Every worker's number, once all have brought theirs (the array is free again after the second barrier). */
function agree(value: number, combine: (all: number[]) => number): number {
  numbers[part] = value;
  waitForAll();
  const result = combine([...numbers]);
  waitForAll();
  return result;
}

const sync: RaceSync = {
  part,
  parts,
  barrier: waitForAll,
  max: (value) => agree(value, (all) => Math.max(...all)),
  sum: (value) => agree(value, (all) => all.reduce((a, b) => a + b, 0)),
};

function progress(done: number): void {
  if (part === 0) parentPort?.postMessage({ type: 'progress', done } satisfies WinWorkerMessage);
}

solver.solve(progress, undefined, sync);
progress(1);
parentPort?.postMessage({ type: 'done' } satisfies WinWorkerMessage);
