/**
 * How the threads that share a solve meet: each solves its part of every
 * diagonal (every `parts`-th pair from `part`), waits for the others at the
 * end of it, and agrees with them on a number (the largest change of a
 * sweep, how many turns must be solved again). One thread alone meets
 * nobody.
 */
export interface RaceSync {
  readonly part: number;
  readonly parts: number;
  /** Waits until every thread has arrived. */
  barrier(): void;
  /** The largest of the numbers every thread brings (waits for all). */
  max(value: number): number;
  /** The sum of the numbers every thread brings (waits for all). */
  sum(value: number): number;
}

/** Where a shared sweep meets: the diagonal of a state, and the meeting after each diagonal. */
export interface Diagonals {
  readonly count: number;
  diagonalOf(state: number): number;
  meet(): void;
}

/** The sync of a solve on one thread. */
export const ALONE: RaceSync = {
  part: 0,
  parts: 1,
  barrier() {
    // Nobody to wait for.
  },
  max: (value) => value,
  sum: (value) => value,
};
