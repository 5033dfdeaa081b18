// A table file decoded off the page's thread: decodeWinTable reads a large table for some 100 to
// 400 ms in Chromium (absolute's), which would stall the page. One file per worker, which the page then ends.
import { decodeWinTable, type Rules } from 'farkle-rules';
import type { TablePayload } from './table-files.js';
import { errorReply, type ErrorReply } from './worker-replies.js';

/** What the page sends: the file's bytes (transferred), and the rules and target it must solve. */
export interface TableRequest {
  readonly bytes: Uint8Array;
  readonly rules: Rules;
  readonly target: number;
}

/** What the worker answers: the decoded values (transferred) with what restores them, or the error. */
export type TableReply = { readonly type: 'decoded'; readonly table: TablePayload; readonly ms: number } | ({ readonly type: 'failed' } & ErrorReply);

/** The worker's side of its messages (the DOM's `self` is typed as a window). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TableRequest>) => void) | null;
  postMessage(message: TableReply, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { bytes, rules, target } = event.data;
  try {
    const started = performance.now();
    const solution = decodeWinTable(bytes, { rules, target });
    const table: TablePayload = { rules: solution.rules, target: solution.target, tolerance: solution.tolerance, values: solution.table };
    scope.postMessage({ type: 'decoded', table, ms: performance.now() - started }, [solution.table.buffer]);
  } catch (error) {
    scope.postMessage({ type: 'failed', ...errorReply(error) });
  }
};
