import type { Rules } from './types.js';

/**
 * Rule sets this library made itself: validated and deeply frozen (by
 * `validateRules`) or written as trusted data and checked by a test (the
 * presets). Code that only needs a rule set the library made, such as the
 * scoring functions, checks membership here and never needs the validator.
 */
const made = new WeakSet();

/** Records a deeply frozen, valid rule set as made by the library. */
export function markMade(rules: Rules): Rules {
  made.add(rules);
  return rules;
}

/** Whether `value` is a rule set the library made (see {@link markMade}). */
export function isMade(value: unknown): value is Rules {
  return typeof value === 'object' && value !== null && made.has(value);
}
