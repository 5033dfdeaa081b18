/**
 * A part of a shared solve, as a worker runs it, and the stop any thread
 * may raise.
 */
import { FarkleError, describe } from '../../../errors.js';
import { abortedError, checkSignal, type AbortSignalLike } from '../../../abort.js';
import { checkOptionKeys, optionKeys } from '../../../options.js';
import { solverOf } from '../win-chance.js';
import { claimPart, raiseStop, sharedSync, stopRaised, stoppedError } from './meeting.js';
import { checkSharedPlan, sharedMeeting, type SharedWinChancePlan } from './plan.js';

/**
 * Options for {@link solveSharedWinChance}.
 *
 * @example
 * ```ts
 * const options: SharedPartOptions = { onProgress: (done) => console.log(done) };
 * // solveSharedWinChance(plan, part, options), in each worker
 * ```
 *
 * @category Strategy
 */
export interface SharedPartOptions {
  /**
   * Called with the fraction of the whole solve done (0 to 1), as `optimalWinChance`'s
   * `onProgress`; every part meets the others between diagonals, so one part's (say part 0's) is enough.
   */
  readonly onProgress?: ((done: number) => void) | undefined;
  /**
   * Stops this part, and with it every other, with `aborted`. A worker busy solving runs no
   * events, so an `AbortSignal` made there fires only if it fired before; from another thread,
   * stop a solve with {@link stopSharedWinChance} (or terminate its workers).
   */
  readonly signal?: AbortSignalLike | undefined;
}

const PART_KEYS = optionKeys<SharedPartOptions>({ onProgress: true, signal: true });

/** A signal that fires with the caller's or with the shared stop flag (read once per pair and every few levels of a turn). */
function partSignal(meeting: Int32Array, signal: AbortSignalLike | undefined): AbortSignalLike {
  return {
    get aborted() {
      return signal?.aborted === true || stopRaised(meeting);
    },
    get reason() {
      return signal?.aborted === true ? signal.reason : 'stopSharedWinChance or another part stopped the shared solve';
    },
  };
}

/**
 * Solves part `part` (0 to `plan.parts` - 1) of a solve planned by
 * {@link planSharedWinChance}: every `parts`-th pair of scores of each
 * diagonal, meeting the other parts between diagonals (and, with farkle
 * penalties, agreeing with them when the sweeps are done). Every part must
 * run, each on its own thread (a worker: a part waits for the others with
 * `Atomics.wait`, which a page's main thread may not call); when all have
 * returned, the plan's `table` holds the solution, equal to
 * `optimalWinChance`'s with the same options (read it with `restoreWinChance`).
 *
 * A part that fails, is aborted or is given a bad part number or options
 * raises the plan's stop flag, so the others stop with `aborted` instead of
 * waiting for it for ever; terminating the workers stops the solve too.
 *
 * @throws {FarkleError} `invalid-options` for a plan not made by
 *   `planSharedWinChance` (or whose buffers are not the sizes its rules and
 *   options need), a `part` out of range or run already (a plan is solved
 *   once; this stops the others too), bad options, or a main thread that
 *   may not wait; `aborted` when `signal` fired, the plan was stopped, or
 *   another part failed.
 *
 * @example
 * ```ts
 * // win-part.js, a module worker: solves the part it is sent, then says so.
 * import { solveSharedWinChance } from 'farkle-rules';
 * self.onmessage = ({ data: { plan, part } }) => {
 *   try {
 *     solveSharedWinChance(plan, part, { onProgress: part === 0 ? (done) => self.postMessage({ done }) : undefined });
 *     self.postMessage({ done: 1, finished: true });
 *   } catch (error) {
 *     self.postMessage({ failed: error.code ?? null, message: error.message }); // every part stops when one fails
 *   }
 * };
 *
 * // The page (cross-origin isolated): plans, starts a worker per part, reads the table.
 * const plan = planSharedWinChance('zilch', { target: 1000, parts: 4 });
 * // ... post { plan, part } to four workers, wait for each to finish (terminate them all to cancel) ...
 * const solved = restoreWinChance(plan.rules, plan.options, new Float64Array(plan.table));
 * ```
 *
 * @category Strategy
 */
export function solveSharedWinChance(plan: SharedWinChancePlan, part: number, options: SharedPartOptions = {}): void {
  // The meeting place first: a part given a bad plan otherwise (rules, options, table) stops the others too.
  const meeting = sharedMeeting(plan);
  try {
    const checked = checkSharedPlan(plan);
    const { parts } = checked.plan;
    const signal = checkPart(part, parts, options);
    claimPart(meeting, part);
    const check = (): void => {
      if (signal?.aborted === true) throw abortedError(signal);
      if (stopRaised(meeting)) throw stoppedError();
    };
    check();
    const solver = solverOf(checked.win, new Float64Array(checked.plan.table), partSignal(meeting, signal));
    // The solver's last progress is 1.
    solver.solve(options.onProgress, check, sharedSync(meeting, new Float64Array(checked.plan.numbers), part, parts, check));
  } catch (error) {
    // The others would wait for this part at the next barrier for ever.
    raiseStop(meeting);
    throw error;
  }
}

/** A part's number and options, checked; its signal. */
function checkPart(part: number, parts: number, options: SharedPartOptions): AbortSignalLike | undefined {
  if (typeof part !== 'number' || !Number.isInteger(part) || part < 0 || part >= parts) {
    throw new FarkleError('invalid-options', `expected a part from 0 to ${parts - 1}, got ${describe(part)}`, 'part');
  }
  checkOptionKeys(options, PART_KEYS, false);
  const { onProgress } = options;
  if (onProgress !== undefined && typeof onProgress !== 'function') throw new FarkleError('invalid-options', `expected a function, got ${describe(onProgress)}`, 'onProgress');
  return checkSignal(options.signal);
}

/**
 * Stops a shared solve from any thread (a page's main thread too): every
 * part stops with `aborted` at its next pair of scores, or at once if
 * waiting for the others. The table is then incomplete.
 *
 * @throws {FarkleError} `invalid-options` for a plan not made by `planSharedWinChance`.
 *
 * @example
 * ```ts
 * const plan = planSharedWinChance('zilch', { target: 1000, parts: 4 });
 * // ... the workers solving it ...
 * cancel.onclick = () => stopSharedWinChance(plan); // each part stops with `aborted`
 * ```
 *
 * @category Strategy
 */
export function stopSharedWinChance(plan: SharedWinChancePlan): void {
  raiseStop(sharedMeeting(plan));
}
