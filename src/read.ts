/**
 * Reading what callers pass once. A value that is checked and then read again
 * may have changed in between (an index getter, a Proxy, a lying
 * `Symbol.iterator`): what was checked must be what is used, so inputs are
 * copied first, each element read exactly once and by index, and only the
 * copy is checked and used. A value that throws when it is read (a getter,
 * a Proxy's trap, a revoked Proxy) is refused with the reader's own code at
 * the path of what threw, never with what it threw.
 */
import { FarkleError, describe, isArray, type ErrorCode } from './errors.js';

/** What reading a caller's value threw, for a message: the error's name and message, or the value thrown. */
export function thrown(error: unknown): string {
  if (!(error instanceof Error)) return describe(error);
  // The message of an error a getter made is the caller's text: cut, and on one line.
  return `${error.name}: ${error.message.replace(/\s+/g, ' ').slice(0, 80)}`;
}

/**
 * Runs `read`, a read of a caller's values: anything it throws that is no
 * FarkleError (a getter or a Proxy's trap that throws, a revoked Proxy)
 * becomes a FarkleError of `code` at `path`.
 * @internal
 */
export function guarded<T>(code: ErrorCode, path: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof FarkleError) throw error;
    throw new FarkleError(code, `this value cannot be read: reading it threw ${thrown(error)}`, path);
  }
}

/**
 * A plain copy of an array: `length` read once, then each index once (never
 * its iterator); `null` when `value` is not an array. Holes read as
 * `undefined`, as an index read gives them.
 * @internal
 */
export function readList(value: unknown, code: ErrorCode = 'invalid-options', path = ''): unknown[] | null {
  if (!isArray(value)) return null;
  return readEntries(value, guarded(code, path, () => value.length), code, path);
}

/**
 * The first `length` entries of an array whose length the caller read (and
 * checked) already, each read once by index; a getter or a Proxy that throws
 * is refused with `code` at the entry's path.
 * @internal
 */
export function readEntries(value: readonly unknown[], length: number, code: ErrorCode, path: string): unknown[] {
  // One try around the loop, not a closure per entry: `at` says where a read threw.
  let at = 0;
  try {
    const copy: unknown[] = [];
    for (; at < length; at++) copy.push(value[at]);
    return copy;
  } catch (error) {
    throw new FarkleError(code, `this value cannot be read: reading it threw ${thrown(error)}`, `${path}[${at}]`);
  }
}

/**
 * A plain copy of an object's enumerable string keys (own and inherited, as
 * `for...in` lists them: the keys strict options check), each value read
 * once; `value` itself when it is not an object, for the caller's check to
 * refuse. Arrays among the values are copied by {@link readList} when `lists`
 * names their key.
 * @internal
 */
export function readRecord(value: unknown, lists: readonly string[] = [], code: ErrorCode = 'invalid-options', path = ''): unknown {
  if (typeof value !== 'object' || value === null || isArray(value)) return value;
  const copy: Record<string, unknown> = {};
  const keys = guarded(code, path || 'options', () => {
    const out: string[] = [];
    for (const key in value) out.push(key);
    return out;
  });
  for (const key of keys) {
    const at = path === '' ? key : `${path}.${key}`;
    const field: unknown = guarded(code, at, () => (value as Record<string, unknown>)[key]);
    const read = lists.includes(key) ? (readList(field, code, at) ?? field) : field;
    // Assigning '__proto__' would set the copy's prototype rather than copy the key.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: read, enumerable: true, writable: true, configurable: true });
    else copy[key] = read;
  }
  return copy;
}
