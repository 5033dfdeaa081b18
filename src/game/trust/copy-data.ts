import { FarkleError, describe } from '../../errors.js';
import { fail, refuse } from './verify-parts.js';

/** The most values (objects, arrays, their entries) a restored state may hold, and how deep it may nest. */
export const DATA_LIMITS = Object.freeze({ values: 200_000, depth: 12 } as const);

/**
 * A plain copy of JSON data, read once: every array's length and every
 * object's keys read once, each value once (arrays by index, never through
 * their iterator). Anything JSON cannot hold (`undefined`, a function, a
 * symbol, a non-finite number, an object with a prototype other than
 * `Object.prototype`, such as a `Map`) is refused at its path, and so is
 * data past {@link DATA_LIMITS}, before it is copied further.
 */
export function copyData(value: unknown, path: string): unknown {
  return copy(value, path, 0, { left: DATA_LIMITS.values });
}

/**
 * A copy of a state as {@link copyData} makes it, but for its top-level
 * `rules`, kept as given: the rules are read once and copied by their own
 * validation (`resolveRules`), which a second copy would only slow down.
 */
export function copyState(value: unknown): unknown {
  return copy(value, 'state', 0, { left: DATA_LIMITS.values }, 'rules');
}

function spend(budget: { left: number }, count: number, path: string): void {
  budget.left -= count;
  if (budget.left < 0) refuse(path, `a game state holds at most ${DATA_LIMITS.values} values; this one holds more`);
}

function copy(value: unknown, path: string, depth: number, budget: { left: number }, asGiven?: string): unknown {
  try {
    return copyValue(value, path, depth, budget, asGiven);
  } catch (error) {
    return unreadable(path, error);
  }
}

/** A getter or a proxy that threw while its value was read: not JSON data, refused where it was met. */
function unreadable(path: string, error: unknown): never {
  if (error instanceof FarkleError) throw error;
  return refuse(path, `expected JSON data, but reading this value threw ${error instanceof Error ? `${error.name}: ${error.message}` : describe(error)}`);
}

/** One entry or key of an object being copied, read once, at the path of the entry. */
function readAt(container: object, key: string | number, path: string): unknown {
  try {
    return (container as Record<string | number, unknown>)[key];
  } catch (error) {
    return unreadable(path, error);
  }
}

/** `asGiven`: a key of this object whose value is kept as given rather than copied. */
function copyValue(value: unknown, path: string, depth: number, budget: { left: number }, asGiven?: string): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(path, 'a finite number', value);
    return value;
  }
  if (typeof value !== 'object') refuse(path, `expected JSON data, got ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}`);
  if (depth >= DATA_LIMITS.depth) refuse(path, `a game state nests at most ${DATA_LIMITS.depth} levels deep`);
  if (Array.isArray(value)) {
    const length = (value as unknown[]).length;
    spend(budget, length + 1, path);
    const out: unknown[] = [];
    for (let i = 0; i < length; i++) out.push(copy(readAt(value, i, `${path}[${i}]`), `${path}[${i}]`, depth + 1, budget));
    return out;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) fail(path, 'a plain object', value);
  const keys = Object.keys(value);
  spend(budget, keys.length + 1, path);
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const given = readAt(value, key, `${path}.${key}`);
    const inner = key === asGiven ? given : copy(given, `${path}.${key}`, depth + 1, budget);
    // Assigning '__proto__' would set the copy's prototype rather than copy the key.
    if (key === '__proto__') Object.defineProperty(out, key, { value: inner, enumerable: true, writable: true, configurable: true });
    else out[key] = inner;
  }
  return out;
}
