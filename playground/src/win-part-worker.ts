// A part of a win-chance solve shared by several workers (see win-shared.ts): each solves every
// n-th pair of scores of each diagonal in the table they share; the page terminates them all.
import { FarkleError, solveSharedWinChance } from 'farkle-rules';
import type { PartReply, PartRequest } from './win-shared.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PartRequest>) => void) | null;
  postMessage(message: PartReply): void;
};

scope.onmessage = (event) => {
  const { plan, part } = event.data;
  try {
    let shown = 0;
    // Every part meets the others between diagonals: part 0's progress is the whole solve's.
    const onProgress = (done: number): void => {
      if (done - shown < 0.02) return;
      shown = done;
      scope.postMessage({ type: 'progress', done });
    };
    solveSharedWinChance(plan, part, { onProgress: part === 0 ? onProgress : undefined });
    scope.postMessage({ type: 'solved' });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: 'failed', code: error instanceof FarkleError ? error.code : null, message });
  }
};
