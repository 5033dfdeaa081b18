/**
 * Reading what callers pass once. A value that is checked and then read again
 * may have changed in between (an index getter, a Proxy, a lying
 * `Symbol.iterator`): what was checked must be what is used, so inputs are
 * copied first, each element read exactly once and by index, and only the
 * copy is checked and used.
 */

/**
 * A plain copy of an array: `length` read once, then each index once (never
 * its iterator); `null` when `value` is not an array. Holes read as
 * `undefined`, as an index read gives them.
 * @internal
 */
export function readList(value: unknown): unknown[] | null {
  if (!Array.isArray(value)) return null;
  const length = (value as unknown[]).length;
  const copy: unknown[] = [];
  for (let i = 0; i < length; i++) copy.push((value as unknown[])[i]);
  return copy;
}

/**
 * A plain copy of an object's enumerable string keys (own and inherited, as
 * `for...in` lists them: the keys strict options check), each value read
 * once; `value` itself when it is not an object, for the caller's check to
 * refuse. Arrays among the values are copied by {@link readList} when `lists`
 * names their key.
 * @internal
 */
export function readRecord(value: unknown, lists: readonly string[] = []): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    const field: unknown = (value as Record<string, unknown>)[key];
    const read = lists.includes(key) ? (readList(field) ?? field) : field;
    // Assigning '__proto__' would set the copy's prototype rather than copy the key.
    if (key === '__proto__') Object.defineProperty(copy, key, { value: read, enumerable: true, writable: true, configurable: true });
    else copy[key] = read;
  }
  return copy;
}
