import { FarkleError, describe, isArray } from './errors.js';
import { readRecord } from './read.js';
import { nearest } from './nearest.js';
import { presets } from './rules/presets.js';

/**
 * Names people pass as options (or as top-level rules) by mistake, beyond the
 * rules' own keys: `createGame({ players, targetScore: 5000 })` means
 * `end.target`. Keys are matched without case.
 */
const ALIASES: Readonly<Record<string, string>> = {
  targetScore: 'end.target',
  winningScore: 'end.target',
  diceCount: 'dice',
  numberOfDice: 'dice',
  entryMinimum: 'bank.entry',
  openingScore: 'bank.entry',
  bankMinimum: 'bank.minimum',
  minPlayers: 'players.min',
  maxPlayers: 'players.max',
};

/** The rule groups whose keys are hinted by their own name (`target`: `end.target`). */
const GROUPS = ['scoring', 'bank', 'turn', 'end'] as const;

let rulePaths: Map<string, string> | undefined;

/**
 * Where each rule lives, by lower-case name: the keys of a rule set (read
 * from the classic preset, so the list follows the rules), every key of its
 * groups, and the aliases; made on first use.
 */
function paths(): Map<string, string> {
  if (rulePaths !== undefined) return rulePaths;
  const out = new Map<string, string>();
  const rules = presets.classic;
  // Not `name` nor `players`: as options they mean a game's names and players, not these rules.
  for (const key of Object.keys(rules)) if (key !== 'name' && key !== 'players') out.set(key.toLowerCase(), key);
  for (const group of GROUPS) for (const key of Object.keys(rules[group])) out.set(key.toLowerCase(), `${group}.${key}`);
  for (const [name, path] of Object.entries(ALIASES)) out.set(name.toLowerCase(), path);
  rulePaths = out;
  return out;
}

/** Every rule path the hints point to (for the test that keeps them true). */
export function hintedRulePaths(): readonly string[] {
  return [...new Set(paths().values())];
}

/** A value as it would be written in code, when it is short and plain; `...` otherwise. */
function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (typeof value === 'string' && value.length <= 20) return JSON.stringify(value);
  return '...';
}

/**
 * Where the rule `key` names lives and the code that sets it to `value`, when
 * it names one: `end.target` and `defineRules({ end: { target: 5000 } })`.
 */
export function ruleHint(key: string, value: unknown): { path: string; code: string } | undefined {
  const path = paths().get(key.toLowerCase());
  if (path === undefined) return undefined;
  const overrides = path.split('.').reduceRight((inner, name) => `{ ${name}: ${inner} }`, literal(value));
  return { path, code: `defineRules(${overrides})` };
}

/**
 * The key list of an options type, checked complete at compile time: the
 * object must name every key of `T` and nothing else.
 * @internal
 */
export function optionKeys<T>(keys: { readonly [K in keyof T]-?: true }): readonly (keyof T & string)[] {
  return Object.freeze(Object.keys(keys) as (keyof T & string)[]);
}

/**
 * Checks that `options` is an object whose keys are all `known`: a
 * misspelled option would otherwise be silently ignored. The keys checked are
 * the enumerable ones, inherited too (`options.seed` reads an inherited seed,
 * so an inherited `sead` is as much a typo); symbol keys are never read as
 * options and are left alone. An unknown key
 * throws `invalid-options` at its path, naming the nearest known key and,
 * for a key that is a rule (`target`), where that rule lives and how to set it
 * (unless the key is a known option but for its case: `Target` for `target`).
 * `rulesOption` says whether the rules go in the options (`rules: ...`) or
 * in an argument of their own. Returns the options read once (each value
 * read once; a getter or a Proxy that throws is refused with
 * `invalid-options` at its key), for the caller to read from.
 * @internal
 */
export function checkOptionKeys<T extends object = Record<string, unknown>>(
  options: unknown,
  keys: readonly (keyof T & string)[],
  rulesOption = (keys as readonly string[]).includes('rules'),
): { readonly [K in keyof T]?: unknown } {
  const known: readonly string[] = keys;
  if (typeof options !== 'object' || options === null || isArray(options)) {
    throw new FarkleError('invalid-options', `expected an options object, got ${describe(options)}`, 'options');
  }
  // Each option read once, a getter or a Proxy that throws refused at its key.
  const read = readRecord(options) as Record<string, unknown>;
  for (const key in read) {
    if (known.includes(key)) continue;
    const parts = ['unknown option'];
    const meant = nearest(key, known);
    if (meant !== undefined) parts.push(`did you mean ${meant}?`);
    const sameButCase = meant?.toLowerCase() === key.toLowerCase();
    const hint = sameButCase ? undefined : ruleHint(key, read[key]);
    if (hint !== undefined) {
      const pass = rulesOption ? `rules: ${hint.code}` : `${hint.code} as the rules`;
      parts.push(`${key} is a rule (${hint.path}): pass ${pass}`);
    }
    if (meant === undefined && hint === undefined) parts.push(`expected ${known.length === 0 ? 'none' : `one of ${known.join(', ')}`}`);
    throw new FarkleError('invalid-options', parts.join('; '), key);
  }
  return read;
}
