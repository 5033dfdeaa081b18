import { FarkleError } from '../errors.js';
import { resolveRules } from '../rules/define.js';
import type { Rules } from '../rules/types.js';
import { restoreGame } from './restore.js';
import type { GameState } from './types.js';
import { isObject } from './verify-parts.js';
import { verifyState } from './verify.js';

/** The last rule set found to be the library's own: a game loop checks one rule set at every call. */
let lastRules: unknown = null;

/**
 * Whether a state's rules are a rule set the library made (deeply frozen,
 * validated), rather than a plain copy (from JSON) or an object swapped in.
 */
function isLibraryRules(rules: unknown): rules is Rules {
  if (rules === lastRules) return true;
  if (!isObject(rules) || !Object.isFrozen(rules)) return false;
  try {
    if ((resolveRules(rules as unknown as Rules) as unknown) !== rules) return false;
  } catch {
    return false;
  }
  lastRules = rules;
  return true;
}

/**
 * The state to play on, checked at every call, so that an edit made in
 * place to a state the library returned is caught like any other invalid
 * state (`invalid-state` at its path). A state whose rules are a rule set
 * the library made (every state it returns) is checked in place, without a
 * copy; anything else (a state parsed from JSON, any value) is restored by
 * {@link restoreGame}: copied, upgraded from an older release, and checked
 * rules included. Only `FarkleError`s are thrown.
 */
export function checkedState(state: unknown): GameState {
  if (!isObject(state) || !isLibraryRules(state.rules) || state.version !== 1) return restoreGame(state);
  try {
    verifyState(state as unknown as GameState, state.rules);
  } catch (error) {
    // Fields an older release left out are filled in by restoring; a real problem is refused there too.
    if (error instanceof FarkleError) return restoreGame(state);
    throw error;
  }
  return state as unknown as GameState;
}
