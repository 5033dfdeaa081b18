import { FarkleError, describe } from './errors.js';

/**
 * What the `signal` option of a long solve or simulation reads: an
 * `AbortSignal` (from `new AbortController().signal` or `AbortSignal.timeout(ms)`)
 * fits it. Declared by shape so that the library's types need neither the DOM
 * library nor `@types/node`.
 *
 * @example
 * ```ts
 * const controller = new AbortController();
 * const signal: AbortSignalLike = controller.signal;
 * controller.abort();
 * signal.aborted; // true
 * ```
 *
 * @category Errors
 */
export interface AbortSignalLike {
  /** Whether the signal has fired. */
  readonly aborted: boolean;
  /** Why it fired, if it says. */
  readonly reason?: unknown;
  /** Calls `listener` when the signal fires (used by the worker-thread solvers and simulations to stop their workers). */
  addEventListener?(type: 'abort', listener: () => void, options?: { readonly once?: boolean }): void;
  /** Removes a listener added by `addEventListener`. */
  removeEventListener?(type: 'abort', listener: () => void): void;
}

/**
 * The `signal` option of a long solve or simulation, checked: `undefined`, or
 * an `AbortSignal` (anything else is `invalid-options` at `path`). Checked by
 * shape, an object with a boolean `aborted`, so a signal from another realm
 * is accepted too, and so is an object whose `aborted` getter turns true by
 * itself (a deadline): the only kind that can fire while a synchronous solve
 * runs, since an `AbortSignal` fires from the event loop.
 * @internal
 */
export function checkSignal(signal: unknown, path = 'signal'): AbortSignalLike | undefined {
  if (signal === undefined) return undefined;
  if (typeof signal === 'object' && signal !== null && typeof (signal as { aborted?: unknown }).aborted === 'boolean') {
    return signal as AbortSignalLike;
  }
  throw new FarkleError('invalid-options', `expected an AbortSignal, got ${describe(signal)}`, path);
}

/** The FarkleError `aborted` for a signal that has fired, naming its reason when it is a message or an Error. */
export function abortedError(signal: AbortSignalLike | undefined): FarkleError {
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
export function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted === true) throw abortedError(signal);
}
