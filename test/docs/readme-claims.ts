/**
 * The README's claims, checked strictly: `// → value` is the whole value a line
 * evaluates to (deep equality), and `// → includes value` shows some of its
 * fields (an object has at least those fields; an array has the elements shown,
 * in order, each with at least their fields). readme.test.ts rewrites each
 * `→ includes X` to `→ __doc.includes(X)` and runs the blocks with this module
 * in place of check.ts, whose other claims (`≈`, `throws`, `prints:`) it reuses.
 */
import { expect } from 'vitest';

export { near, prints, throws } from './check.js';

const INCLUDES = Symbol('includes');

/** A claim that shows only some fields of the value. */
interface Subset {
  readonly [INCLUDES]: object;
}

/** `→ includes X`: marks X as the fields the value has at least. */
export function includes(fields: object): Subset {
  return { [INCLUDES]: fields };
}

function isSubset(want: unknown): want is Subset {
  return typeof want === 'object' && want !== null && INCLUDES in want;
}

/** `expr; // → expected` (whole value, deep-equal) or `expr; // → includes expected` (those fields). */
export async function value(actual: () => unknown, expected: () => unknown, loc: string, source: string): Promise<void> {
  const got = await actual();
  const want = expected();
  const label = `${loc}: ${source.replace(/\s+/g, ' ')}`;
  if (isSubset(want)) expect(got, label).toMatchObject(want[INCLUDES]);
  else expect(got, `${label} (a whole value; mark a subset '→ includes')`).toEqual(want);
}
