/**
 * Where the parts of a shared solve meet: a counter of arrivals at
 * barriers, a flag any part (or the page that started them) raises to stop
 * them all, a claim per part (so that no part runs twice), and a slot per
 * part for the number they agree on.
 */
import { FarkleError } from '../../../errors.js';
import type { RaceSync } from '../core/sync.js';

/** The meeting buffer's words: arrivals so far, the stop flag, then a claim per part. */
const ARRIVALS = 0;
const STOPPED = 1;
const CLAIMS = 2;

/** The meeting buffer's length in bytes for a solve of `parts` parts. */
export function meetingBytes(parts: number): number {
  return (CLAIMS + parts) * Int32Array.BYTES_PER_ELEMENT;
}

/**
 * Claims a part for this thread: a part run twice (a plan solved again, or
 * two threads given the same part) would pass the others' barriers with
 * the wrong count, so it is refused, and the solve stopped.
 */
export function claimPart(meeting: Int32Array, part: number): void {
  if (Atomics.compareExchange(meeting, CLAIMS + part, 0, 1) === 0) return;
  raiseStop(meeting);
  throw new FarkleError('invalid-options', `part ${part} of this plan was run already: a plan is solved once, each part by one thread`, 'part');
}

/**
 * Raises the stop flag and wakes every part waiting at a barrier: each then
 * stops with `aborted` (at its next pair, level or barrier). The counter
 * moves too, so a part about to wait on its old value does not sleep.
 */
export function raiseStop(meeting: Int32Array): void {
  Atomics.store(meeting, STOPPED, 1);
  Atomics.add(meeting, ARRIVALS, 1);
  Atomics.notify(meeting, ARRIVALS);
}

/** Whether some part, or the page, stopped the solve. */
export function stopRaised(meeting: Int32Array): boolean {
  return Atomics.load(meeting, STOPPED) !== 0;
}

/** The error of a part stopped by another (or by the page's stop). */
export function stoppedError(): FarkleError {
  return new FarkleError('aborted', 'the shared solve was stopped (by stopSharedWinChance, or by another part that failed or was aborted)');
}

/**
 * How long a part waiting at a barrier sleeps before it reads its own signal again, in
 * milliseconds: a part whose signal fires while another part never arrives (never started, say)
 * stops within this, instead of waiting for ever.
 */
const WAKE_MS = 25;

/** Sleeps until the counter moves from `seen`, or a while; a thread that may not block (a page's main thread) gets `invalid-options`. */
function sleep(meeting: Int32Array, seen: number): void {
  try {
    Atomics.wait(meeting, ARRIVALS, seen, WAKE_MS);
  } catch {
    throw new FarkleError('invalid-options', 'a part that shares the solve with others must run on a thread that may wait (a worker, not a page\'s main thread)', 'part');
  }
}

/**
 * The sync of one part among `parts` over the shared meeting and numbers:
 * the barrier and agreement between diagonals and sweeps of `RaceSolver`.
 * `check` (the part's signal and the stop flag) is read at every wake while
 * waiting, and throws to stop the part.
 */
export function sharedSync(meeting: Int32Array, numbers: Float64Array, part: number, parts: number, check: () => void): RaceSync {
  let arrivals = 0;

  const barrier = (): void => {
    arrivals += parts;
    Atomics.add(meeting, ARRIVALS, 1);
    Atomics.notify(meeting, ARRIVALS);
    for (;;) {
      // The count first, then the flag: a stop moves the count after raising the flag.
      const seen = Atomics.load(meeting, ARRIVALS);
      if (stopRaised(meeting)) throw stoppedError();
      if (seen >= arrivals) return;
      check();
      sleep(meeting, seen);
    }
  };

  /** Every part's number, once all have brought theirs (the slots are free again after the second barrier). */
  const agree = (value: number, combine: (all: number[]) => number): number => {
    numbers[part] = value;
    barrier();
    const result = combine([...numbers]);
    barrier();
    return result;
  };

  return {
    part,
    parts,
    barrier,
    max: (value) => agree(value, (all) => Math.max(...all)),
    sum: (value) => agree(value, (all) => all.reduce((a, b) => a + b, 0)),
  };
}
