// The win-chance solver off the page's thread: one solve per worker, which the page then ends.
import { FarkleError, optimalWinChance } from 'farkle-rules';
import type { SolveRequest } from './solve-job.js';
import type { SolveReply } from './win-solve.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SolveRequest>) => void) | null;
  postMessage(message: SolveReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { rules, target, ignoreUnsupported } = event.data;
  try {
    let shown = 0;
    const onProgress = (done: number): void => {
      if (done - shown < 0.02) return;
      shown = done;
      scope.postMessage({ type: 'progress', done });
    };
    const { table } = optimalWinChance(rules, { target, ignoreUnsupported, onProgress });
    scope.postMessage({ type: 'solved', table }, [table.buffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ type: 'failed', code: error instanceof FarkleError ? error.code : null, message });
  }
};
