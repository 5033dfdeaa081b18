import { FarkleError, describe } from '../errors.js';
import { presets } from './presets.js';
import { PRESET_NAMES, type PresetName, type Rules, type RulesInput, type RulesOverrides } from './types.js';
import { isRecord, isValidated, validateRules } from './validate.js';

/** Deep-merges without touching either input: objects merge key by key; arrays, `null` and scalars replace. */
function merge(base: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return base;
  if (!isRecord(overrides) || !isRecord(base)) return overrides;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    out[key] = merge(base[key], value);
  }
  return out;
}

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
 */
export function isPresetName(name: unknown): name is PresetName {
  return PRESET_NAMES.includes(name as PresetName);
}

/** The keys every rule set has (some have more: `dice`, `turn`, ... may be left out). */
const RULE_KEYS = ['name', 'scoring', 'players', 'firstPlayer', 'bank', 'farklePenalty', 'scoreFloor', 'lives', 'buyDice', 'highStakes', 'spicyDice', 'end'] as const;

/** Plain rule objects (not made by {@link defineRules}) mapped to their validated copies. */
const adopted = new WeakMap<object, Rules>();

/**
 * Turns rules or a preset name into a validated, frozen rule set. `undefined`
 * means `classic`. A rule object not made by this library is validated once
 * and its copy reused; changing that object afterwards has no effect. A copy
 * of a preset or of a recent rule set (a game state's rules after a JSON
 * round trip) resolves to that rule set itself.
 *
 * @throws {FarkleError} `unknown-preset` for a name that is no preset, and the
 *   codes of {@link defineRules} for invalid rules.
 *
 * @example
 * ```ts
 * resolveRules('farkel') === presets.farkel; // true
 * resolveRules(undefined) === presets.classic; // true
 * resolveRules(JSON.parse(JSON.stringify(presets.yarkle))) === presets.yarkle; // true
 * resolveRules('clasic'); // throws FarkleError { code: 'unknown-preset', path: 'rules' }
 * ```
 */
export function resolveRules(input: RulesInput | undefined): Rules {
  if (input === undefined) return presets.classic;
  if (typeof input === 'string') {
    if (isPresetName(input)) return presets[input];
    throw new FarkleError(
      'unknown-preset',
      `unknown preset ${describe(input)}; expected one of ${PRESET_NAMES.join(', ')}`,
      'rules',
    );
  }
  if (isValidated(input)) return input;
  if (!isRecord(input)) {
    throw new FarkleError('invalid-rules', `expected rules or a preset name, got ${describe(input)}`, 'rules');
  }
  let rules = adopted.get(input);
  if (rules === undefined) {
    rules = adopt(input);
    adopted.set(input, rules);
  }
  return rules;
}

/**
 * Validates a plain rule object. One lacking a key every rule set has is
 * most likely overrides meant for {@link defineRules}: its error says so,
 * keeping the code and the path of the first problem.
 */
function adopt(input: Record<string, unknown>): Rules {
  try {
    return validateRules(input);
  } catch (error) {
    if (!(error instanceof FarkleError) || RULE_KEYS.every((key) => Object.hasOwn(input, key))) throw error;
    const why = 'expected rules or a preset name; to change a preset, pass overrides through defineRules(overrides, base)';
    throw new FarkleError(error.code, `${why} (first problem: ${error.message})`, error.path);
  }
}

/**
 * Makes a custom rule set: `overrides` deep-merged over `base` (a preset name
 * or another rule set; `classic` by default), validated and frozen. Neither
 * input is changed. Without a `name` override the result is named after its
 * base, as in `classic (custom)`. Objects merge key by key; arrays (such as `straights`)
 * and `null` replace the base value. A bad value throws a {@link FarkleError}
 * with code `invalid-rules` whose `path` names it. Equal rule sets are one
 * object: rules equal to a preset, or to one of the rule sets made most
 * recently, come back as that object (and so share what is cached for it).
 *
 * @example
 * ```ts
 * const house = defineRules(
 *   {
 *     name: 'house',
 *     scoring: {
 *       straights: [
 *         { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
 *         { faces: [1, 2, 3, 4, 5], points: 500 },
 *       ],
 *       threePairs: 750,
 *     },
 *     bank: { entry: 350 },
 *     scoreFloor: 0,
 *   },
 *   'classic',
 * );
 * ```
 */
export function defineRules(overrides: RulesOverrides, base: RulesInput = 'classic'): Rules {
  if (!isRecord(overrides)) {
    throw new FarkleError('invalid-rules', `expected an object of overrides, got ${describe(overrides)}`, 'overrides');
  }
  const from = resolveRules(base);
  const merged = merge(from, overrides) as Record<string, unknown>;
  // A rule set that differs from its base should not go by the base's name.
  if (overrides.name === undefined) merged.name = `${from.name} (custom)`;
  return validateRules(merged);
}
