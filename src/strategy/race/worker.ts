/**
 * A worker thread of `solveWinChance`: solves its part of a shared solve
 * (see `solveSharedWinChance`), telling progress from part 0.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { solveSharedWinChance, type SharedWinChancePlan } from '../../index.js';

export interface WinWorkerData {
  readonly plan: SharedWinChancePlan;
  readonly part: number;
}

export type WinWorkerMessage = { readonly type: 'progress'; readonly done: number } | { readonly type: 'done' };

const { plan, part } = workerData as WinWorkerData;

function progress(done: number): void {
  parentPort?.postMessage({ type: 'progress', done } satisfies WinWorkerMessage);
}

solveSharedWinChance(plan, part, { onProgress: part === 0 ? progress : undefined });
parentPort?.postMessage({ type: 'done' } satisfies WinWorkerMessage);
