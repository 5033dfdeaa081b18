import { FarkleError, describe } from '../errors.js';
import { readable } from './checks.js';
import { isMade } from './made.js';
import { OVERRIDES_HINT, isPartial, isRecord, rulesOf } from './resolve.js';
import type { Rules, RulesInput, RulesOverrides } from './types.js';
import { validateRules } from './validate.js';

export { isPresetName } from './resolve.js';

/**
 * Deep-merges without touching either input: objects merge key by key; arrays, `null` and scalars
 * replace. Each override is read once. The merged objects have no prototype, so that a key
 * `__proto__` is merged (and refused by validation) like any other.
 */
function merge(base: unknown, overrides: unknown, path: string): unknown {
  if (overrides === undefined) return base;
  if (!isRecord(overrides) || !isRecord(base)) return overrides;
  const out = Object.assign(Object.create(null) as Record<string, unknown>, base);
  for (const [key, value] of entries(overrides, path)) {
    out[key] = merge(Object.hasOwn(base, key) ? base[key] : undefined, value, path === '' ? key : `${path}.${key}`);
  }
  return out;
}

/** An object's own entries, each read once; a getter or a Proxy that throws is refused with `invalid-rules` at its path. */
function entries(value: Record<string, unknown>, path: string): [string, unknown][] {
  return readable(path, () => Object.keys(value)).map((key) => [key, readable(path === '' ? key : `${path}.${key}`, () => value[key])]);
}

const CUSTOM = ' (custom)';

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
 *
 * @category Rules
 */
export function resolveRules(input: RulesInput | undefined): Rules {
  const value: unknown = input;
  if (isMade(value) || !isRecord(value)) return rulesOf(input);
  let rules = adopted.get(value);
  if (rules === undefined) {
    rules = adopt(value);
    adopted.set(value, rules);
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
    if (!(error instanceof FarkleError) || !isPartial(input)) throw error;
    throw new FarkleError(error.code, `expected rules or a preset name; ${OVERRIDES_HINT} (first problem: ${error.message})`, error.path);
  }
}

/**
 * Makes a custom rule set: `overrides` deep-merged over `base` (a preset name
 * or another rule set; `classic` by default), validated and frozen. Neither
 * input is changed. Without a `name` override the result is named after its
 * base, as in `classic (custom)` (a base already so named keeps its name). Objects merge key by key; arrays (such as `straights`)
 * and `null` replace the base value. A bad value throws a {@link FarkleError}
 * with code `invalid-rules` whose `path` names it, and so does a rule set
 * under which no game could ever end, however lucky the dice, at the rule to
 * blame: no turn could ever bank (a bank minimum above the most a turn can
 * score, a must-roll rule after every keep, roll effects that take every
 * scoring roll), or an exact target no score can hit (off the grid of the
 * points the scoring and the penalties make, or below the bank minimum);
 * lives or a `'win'` roll that can end it save it. Equal rule sets are one
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
 *
 * @category Rules
 */
export function defineRules(overrides: RulesOverrides, base: RulesInput = 'classic'): Rules {
  if (!isRecord(overrides)) {
    throw new FarkleError('invalid-rules', `expected an object of overrides, got ${describe(overrides)}`, 'overrides');
  }
  const from = resolveRules(base);
  // Each override read once: the top level here, what is inside by merge and validation.
  const own = Object.fromEntries(entries(overrides, ''));
  const merged = merge(from, own, '') as Record<string, unknown>;
  // A rule set that differs from its base should not go by the base's name (nor grow a suffix per generation).
  if (own.name === undefined && !from.name.endsWith(CUSTOM)) merged.name = `${from.name}${CUSTOM}`;
  return validateRules(merged);
}
