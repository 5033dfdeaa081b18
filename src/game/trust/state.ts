import { restoreState } from './restore.js';
import { trusted } from './twin.js';
import type { GameState } from '../types.js';

/** The engine's own state lent to the library's own code for the length of one call (see {@link lend}); `null` otherwise. */
let lent: GameState | null = null;

/**
 * The state to play on, checked at every call. A state the library returned
 * and still as it was returned is played on through the engine's own copy
 * of it (its twin, compared field by field, so an edit made in place since
 * is caught); anything else (a state edited in place, one parsed from JSON,
 * one an app built, any value) is restored as {@link restoreState} restores
 * it: read once into the engine's own copy, upgraded from an older release,
 * and checked, rules included. Only `FarkleError`s are thrown. The state
 * {@link lend} lends is the engine's own already.
 */
export function checkedState(state: unknown): GameState {
  if (state === lent && lent !== null) return lent;
  return trusted(state) ?? restoreState(state);
}

/**
 * Calls `use` with one of the engine's own states (never handed to an app),
 * which every call it makes takes as checked: for the library's own code
 * that reads a state and never edits it (a built-in bot in `simulate`), so
 * that no copy of the state is made for it nor compared at each call.
 */
export function lend<T>(state: GameState, use: (state: GameState) => T): T {
  const before = lent;
  lent = state;
  try {
    return use(state);
  } finally {
    lent = before;
  }
}
