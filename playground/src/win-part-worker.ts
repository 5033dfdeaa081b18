// A part of a win-chance solve shared by several workers (see win-shared.ts): each solves every
// n-th pair of scores of each diagonal in the table they share; the page terminates them all.
import { solveSharedWinChance } from 'farkle-rules';
import type { PartReply, PartRequest } from './win-shared.js';
import { errorReply, progressTeller } from './worker-replies.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PartRequest>) => void) | null;
  postMessage(message: PartReply): void;
};

scope.onmessage = (event) => {
  const { plan, part } = event.data;
  try {
    const onProgress = progressTeller((done) => {
      scope.postMessage({ type: 'progress', done });
    });
    // Every part meets the others between diagonals: part 0's progress is the whole solve's.
    solveSharedWinChance(plan, part, { onProgress: part === 0 ? onProgress : undefined });
    scope.postMessage({ type: 'solved' });
  } catch (error) {
    scope.postMessage({ type: 'failed', ...errorReply(error) });
  }
};
