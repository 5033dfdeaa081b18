// Game advice off the page's thread: adviseGame may solve a two-player table on first use; the
// site's solved tables (given by the page, restored here) make the advice of their games exact.
import { adviseGame, restoreWinChance, type WinChanceSolution } from 'farkle-rules';
import type { AdviceReply, AdviceRequest } from './advice.js';
import { errorReply } from './worker-replies.js';

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AdviceRequest>) => void) | null;
  postMessage(message: AdviceReply): void;
};

const tables: WinChanceSolution[] = [];

scope.onmessage = (event) => {
  const request = event.data;
  if (request.type === 'table') {
    const { rules, target, tolerance, values } = request.table;
    try {
      tables.push(restoreWinChance(rules, { target, tolerance }, values));
    } catch {
      // The page restored the same values: a table that cannot be is left out, and advice goes on without it.
    }
    return;
  }
  const { id, state } = request;
  try {
    // adviseGame values the state from the table that solves its game, if any is given.
    scope.postMessage({ id, advice: adviseGame(state, tables.length === 0 ? {} : { tables }) });
  } catch (error) {
    scope.postMessage({ id, ...errorReply(error) });
  }
};
