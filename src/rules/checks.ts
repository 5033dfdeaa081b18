import { FarkleError, describe, isArray } from '../errors.js';
import { guarded } from '../read.js';
import { nearest } from '../nearest.js';
import { ruleHint } from '../options.js';
import { RULE_LIMITS } from './limits.js';
import { isRecord } from './resolve.js';

/*
 * The building blocks of the rules' validation (see `validate.ts`): checks
 * that read a value once, return a frozen copy, and refuse anything else
 * with `invalid-rules` at its path, naming the nearest known rule for an
 * unknown key.
 */

/** Reads one value at `path`, returning a frozen copy or throwing `invalid-rules`. */
export type Check<T> = (value: unknown, path: string) => T;

export function fail(path: string, expected: string, value: unknown): never {
  throw new FarkleError('invalid-rules', `expected ${expected}, got ${describe(value)}`, path);
}

/** A number as the limits are written: 1,000,000. */
export const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** An integer from `min` to `max` (a limit of RULE_LIMITS). */
export const integer =
  (min: number, max: number): Check<number> =>
  (value, path) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? (value as number)
      : fail(path, `an integer from ${grouped(min)} to ${grouped(max)}`, value);

export const boolean: Check<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'true or false', value);

/**
 * A string's length in characters, as Unicode code points (the string's own iterator): an emoji
 * written as a pair of UTF-16 surrogates is one, a lone surrogate is one too, as JSON Schema's
 * `maxLength` counts.
 */
function characters(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}

/** A name: 1 to `RULE_LIMITS.name` characters (code points, see `characters`). */
export const text: Check<string> = (value, path) => {
  if (typeof value !== 'string' || value.length === 0) return fail(path, `a non-empty string of at most ${RULE_LIMITS.name} characters`, value);
  // At most RULE_LIMITS.name UTF-16 units is at most as many characters, without counting.
  const length = value.length <= RULE_LIMITS.name ? value.length : characters(value);
  return length <= RULE_LIMITS.name ? value : fail(path, `a non-empty string of at most ${RULE_LIMITS.name} characters`, `a string of ${grouped(length)} characters`);
};

export const oneOf =
  <T extends string>(...options: readonly T[]): Check<T> =>
  (value, path) =>
    options.includes(value as T) ? (value as T) : fail(path, options.map((o) => `'${o}'`).join(' or '), value);

/** A value that may be left out, read as `fallback` then. */
export const optional =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value, path) =>
    value === undefined ? fallback : check(value, path);

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);

/**
 * An object's own enumerable keys and values, each read once into a copy
 * (without a prototype, so that a key `__proto__` is a key like any other):
 * what is checked is what is kept, even if a getter or a proxy would answer
 * differently on a second read.
 */
function ownCopy(value: unknown, path: string): Record<string, unknown> {
  if (!isRecord(value)) return fail(path, 'an object', value);
  const copy = Object.create(null) as Record<string, unknown>;
  const keys = readable(path, () => Object.keys(value));
  for (const key of keys) copy[key] = readable(join(path, key), () => value[key]);
  return copy;
}

/** Runs a read of a caller's value: a getter or a Proxy that throws is refused with `invalid-rules` at `path`. */
export function readable<T>(path: string, read: () => T): T {
  return guarded('invalid-rules', path === '' ? 'rules' : path, read);
}

/**
 * An array's entries, each read once into a dense copy, after its length is
 * checked against `most`: a hole is a bad entry, and a huge array is refused
 * before any entry is read.
 */
export function arrayCopy(value: unknown, path: string, expected: string, most: number): unknown[] {
  if (!isArray(value)) return fail(path, expected, value);
  const length = readable(path, () => value.length);
  if (length > most) fail(path, `${expected}, at most ${grouped(most)} entries`, `an array of ${grouped(length)}`);
  const copy: unknown[] = [];
  for (let i = 0; i < length; i++) {
    const at = `${path}[${i}]`;
    if (!readable(at, () => i in value)) fail(at, 'an entry (the array has a hole here)', undefined);
    copy.push(readable(at, () => value[i]));
  }
  return copy;
}

/** An object with exactly these keys; unknown keys are an error so that typos surface. */
export function shape<T>(checks: { readonly [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value, path) => {
    const own = ownCopy(value, path);
    for (const key in own) {
      if (!Object.hasOwn(checks, key)) unknownRule(path, key, own[key], Object.keys(checks));
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(checks) as (keyof T & string)[]) out[key] = checks[key](own[key], join(path, key));
    return Object.freeze(out) as T;
  };
}

/** Refuses a key no rule has, naming the nearest one, or where the rule it names lives (`target`: `end.target`). */
function unknownRule(path: string, key: string, value: unknown, known: readonly string[]): never {
  const parts = ['unknown rule'];
  const meant = nearest(key, known);
  if (meant !== undefined) parts.push(`did you mean ${meant}?`);
  const hint = ruleHint(key, value);
  // Not where a different case of the key would be right: the suggestion says that already.
  if (hint !== undefined && hint.path.toLowerCase() !== join(path, key).toLowerCase()) parts.push(`${key} is the rule ${hint.path}: ${hint.code}`);
  throw new FarkleError('invalid-rules', parts.join('; '), join(path, key));
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}
