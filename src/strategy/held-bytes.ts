/** Bytes counted for an object (its header), an array (its header and length) and a typed array (the view and its buffer's objects). */
const OBJECT = 24;
const ARRAY = 32;
const VIEW = 200;
/** Bytes counted for a slot of an object or an array (a pointer or a small number), and for a map's entry. */
const SLOT = 8;
const ENTRY = 40;

/**
 * What `roots` hold in memory, in bytes, about: every typed array's buffer
 * (once, however many views share it) and view, and for every object, array,
 * map and set reached from them a header and its slots, at the sizes Node 20
 * measured for them (a 2-int typed array 216 bytes, an object of six
 * numbers 80, a map's entry 45). Walks each object once,
 * through own enumerable properties, array items and map keys and values,
 * so it follows a solver's tables, scratch arrays and memos; values held
 * only by closures, and strings, are not seen. For the weight of a kept
 * solution, taken once when it is kept.
 *
 * @example
 * ```ts
 * heldBytes({ table: new Float64Array(1000) }); // 8,000 for the table, 200 for its view, 32 for the object
 * ```
 */
export function heldBytes(...roots: readonly unknown[]): number {
  const seen = new Set<unknown>();
  const stack: unknown[] = [...roots];
  let bytes = 0;
  const push = (values: Iterable<unknown>): void => {
    for (const value of values) if (typeof value === 'object' && value !== null && !seen.has(value)) stack.push(value);
  };
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (ArrayBuffer.isView(value)) {
      bytes += VIEW + (seen.has(value.buffer) ? 0 : value.buffer.byteLength);
      seen.add(value.buffer);
    } else if (value instanceof Map) {
      bytes += OBJECT + ENTRY * value.size;
      push(value.keys());
      push(value.values());
    } else if (value instanceof Set) {
      bytes += OBJECT + ENTRY * value.size;
      push(value.values());
    } else {
      const array = Array.isArray(value);
      const slots = array ? (value as unknown[]) : Object.values(value);
      bytes += (array ? ARRAY : OBJECT) + SLOT * slots.length;
      push(slots);
    }
  }
  return bytes;
}
