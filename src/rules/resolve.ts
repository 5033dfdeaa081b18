import { FarkleError, describe, isArray } from '../errors.js';
import { isMade } from './made.js';
import { presets } from './presets.js';
import type { PresetName, Rules, RulesInput } from './types.js';

/**
 * Whether `name` is the name of a built-in preset (exactly, case included).
 *
 * @example
 * ```ts
 * isPresetName('zilch'); // true
 * isPresetName('Zilch'); // false
 * const input: string = 'farkel';
 * if (isPresetName(input)) createGame({ players: ['Ann', 'Bob'], rules: input });
 * ```
 *
 * @category Rules
 */
export function isPresetName(name: unknown): name is PresetName {
  // An own key of the frozen presets only: 'toString' or '__proto__' is on every object's prototype, and no preset.
  return typeof name === 'string' && Object.hasOwn(presets, name);
}

/** The keys every rule set has (some have more: `dice`, `turn`, ... may be left out). */
export const RULE_KEYS = ['name', 'scoring', 'players', 'firstPlayer', 'bank', 'farklePenalty', 'scoreFloor', 'lives', 'buyDice', 'highStakes', 'spicyDice', 'end'] as const;

/** Whether a value is a plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !isArray(value);
}

/** Whether a plain object lacks a key every rule set has: most likely overrides meant for `defineRules` (not for one that throws when asked). */
export function isPartial(input: Record<string, unknown>): boolean {
  try {
    return !RULE_KEYS.every((key) => Object.hasOwn(input, key));
  } catch {
    return false;
  }
}

/** What to do with a plain rules object where a rule set the library made is expected. */
export const OVERRIDES_HINT = 'to change a preset, pass overrides through defineRules(overrides, base)';

/**
 * A preset name (`classic` for `undefined`) or a rule set the library made
 * (a preset, or one from `defineRules`, `resolveRules` or a game state), as
 * that rule set, without validating anything: the scoring functions take
 * their rules this way, so that an app that only scores rolls carries no
 * rule validator. A plain object is refused with `invalid-rules`, pointing
 * to `resolveRules` (a whole rule set, from JSON) or `defineRules` (overrides).
 */
export function rulesOf(input: RulesInput | undefined): Rules {
  if (input === undefined) return presets.classic;
  if (typeof input === 'string') {
    if (isPresetName(input)) return presets[input];
    throw new FarkleError('unknown-preset', `unknown preset ${describe(input)}; expected one of ${Object.keys(presets).join(', ')}`, 'rules');
  }
  if (isMade(input)) return input;
  if (!isRecord(input)) throw new FarkleError('invalid-rules', `expected rules or a preset name, got ${describe(input)}`, 'rules');
  const why = isPartial(input) ? OVERRIDES_HINT : 'to use a plain rules object (from JSON, say), validate it once with resolveRules(rules)';
  throw new FarkleError('invalid-rules', `expected rules or a preset name (rules made by defineRules or resolveRules, not a plain object); ${why}`, 'rules');
}
