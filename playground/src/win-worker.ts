// The win-chance solver off the page's thread: one solve per worker, which the page then ends.
import { optimalWinChance } from 'farkle-rules';
import type { SolveRequest } from './solve-job.js';
import type { SolveReply } from './win-solve.js';
import { errorReply, progressTeller } from './worker-replies.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: SolveReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { rules, target, ignoreUnsupported } = event.data;
  try {
    const onProgress = progressTeller((done) => {
      scope.postMessage({ type: 'progress', done });
    });
    const { table } = optimalWinChance(rules, { target, ignoreUnsupported, onProgress });
    scope.postMessage({ type: 'solved', table }, [table.buffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', ...errorReply(error) });
  }
};
