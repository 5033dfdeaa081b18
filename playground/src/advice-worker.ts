// Game advice off the page's thread: adviseGame may solve a two-player table on first use.
import { adviseGame } from 'farkle-rules';
import type { AdviceReply, AdviceRequest } from './advice.js';
import { errorReply } from './worker-replies.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AdviceRequest>) => void) | null;
  postMessage(message: AdviceReply): void;
};

scope.onmessage = (event) => {
  const { id, state } = event.data;
  try {
    scope.postMessage({ id, advice: adviseGame(state) });
  } catch (error) {
    scope.postMessage({ id, ...errorReply(error) });
  }
};
