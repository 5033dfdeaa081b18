import { restoreState } from './restore.js';
import { trusted } from './twin.js';
import type { GameState } from '../types.js';

/**
 * The state to play on, checked at every call. A state the library returned
 * and still as it was returned is played on through the engine's own copy
 * of it (its twin, compared field by field, so an edit made in place since
 * is caught); anything else (a state edited in place, one parsed from JSON,
 * one an app built, any value) is restored as {@link restoreState} restores
 * it: read once into the engine's own copy, upgraded from an older release,
 * and checked, rules included. Only `FarkleError`s are thrown.
 */
export function checkedState(state: unknown): GameState {
  return trusted(state) ?? restoreState(state);
}
