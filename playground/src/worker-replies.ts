// What the page's workers tell it, in the words each of them uses: progress at most every 2 % of a
// solve, and an error, which the page rebuilds. Each worker's bundle, and the page's, holds its own copy.
import { FarkleError, type ErrorCode } from 'farkle-rules';

/** An error as a worker posts it: a FarkleError's code (`null` for any other error) and the message. */
export interface ErrorReply {
  readonly code: ErrorCode | null;
  readonly message: string;
}

/** `error` as a worker posts it. */
export function errorReply(error: unknown): ErrorReply {
  const message = error instanceof Error ? error.message : String(error);
  return { code: error instanceof FarkleError ? error.code : null, message };
}

/** A worker's error on the page: a FarkleError again when it was one. */
export function replyError(reply: ErrorReply): Error {
  return reply.code === null ? new Error(reply.message) : new FarkleError(reply.code, reply.message);
}

/** A solver's `onProgress` that posts the fraction done once it has moved by 2 % since it last did (the page redraws on each). */
export function progressTeller(post: (done: number) => void): (done: number) => void {
  let shown = 0;
  return (done) => {
    if (done - shown < 0.02) return;
    shown = done;
    post(done);
  };
}
