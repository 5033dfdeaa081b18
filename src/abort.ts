import { FarkleError, describe } from './errors.js';

/**
 * The `signal` option of a long solve or simulation, checked: `undefined`, or
 * an `AbortSignal` (anything else is `invalid-options` at `path`). Checked by
 * shape, an object with a boolean `aborted`, so a signal from another realm
 * is accepted too, and so is an object whose `aborted` getter turns true by
 * itself (a deadline): the only kind that can fire while a synchronous solve
 * runs, since an `AbortSignal` fires from the event loop.
 * @internal
 */
export function checkSignal(signal: unknown, path = 'signal'): AbortSignal | undefined {
  if (signal === undefined) return undefined;
  if (typeof signal === 'object' && signal !== null && typeof (signal as { aborted?: unknown }).aborted === 'boolean') {
    return signal as AbortSignal;
  }
  throw new FarkleError('invalid-options', `expected an AbortSignal, got ${describe(signal)}`, path);
}

/** The FarkleError `aborted` for a signal that has fired, naming its reason when it is a message or an Error. */
export function abortedError(signal: AbortSignal | undefined): FarkleError {
  const reason: unknown = signal?.reason;
  let why = '';
  if (typeof reason === 'string') why = `: ${reason}`;
  else if (reason instanceof Error && reason.name !== 'AbortError') why = `: ${reason.message}`;
  return new FarkleError('aborted', `stopped by its AbortSignal${why}`);
}

/**
 * Throws `aborted` if `signal` has fired; does nothing without a signal.
 * Long loops call it every so many steps, so a check costs one property read.
 * @internal
 */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted === true) throw abortedError(signal);
}
