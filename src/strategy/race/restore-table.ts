/**
 * What `restoreWinChance` checks of a table it is given before it answers
 * from it: a Float64Array itself, of the plan's size, every value a win
 * chance. A table is a caller's (a cache, a file, another thread), and a
 * solution read from NaN or 5 would answer garbage with no error.
 */
import { FarkleError, describe } from '../../errors.js';

/** %TypedArray%.prototype: its getters read a typed array's own slots, which no proxy, trap or own property can answer for. */
const TYPED = Object.getPrototypeOf(Float64Array.prototype) as object;

/** The getter of `key` on %TypedArray%.prototype, called on any value (`undefined` for one without the slots, for the tag). */
function intrinsic(key: PropertyKey): (this: unknown) => unknown {
  return (Object.getOwnPropertyDescriptor(TYPED, key) as { readonly get: (this: unknown) => unknown }).get;
}

const tagOf = intrinsic(Symbol.toStringTag);
const lengthOf = intrinsic('length');

/**
 * `table` when it is a Float64Array (a subclass too), else `invalid-options`. The brand is read
 * from its slots (`undefined` for anything else, a revoked proxy included), not by `instanceof`,
 * which asks a proxy's trap and throws on a revoked one, and would pass a proxy of a
 * Float64Array on which every later read throws.
 */
export function float64Table(table: unknown): Float64Array {
  if (tagOf.call(table) !== 'Float64Array') throw new FarkleError('invalid-options', `expected a Float64Array, got ${describe(table)}`, 'table');
  return table as Float64Array;
}

/**
 * Checks that `table` holds `size` win chances, each from 0 to 1 (NaN is none): one pass, the
 * first value out of range refused with `invalid-options` at `table`, saying where it is.
 */
export function checkChances(table: Float64Array, size: number): void {
  const length = lengthOf.call(table) as number;
  if (length !== size) throw new FarkleError('invalid-options', `expected a table of ${size} win chances, got ${length}`, 'table');
  for (let i = 0; i < length; i++) {
    const value = table[i] as number;
    if (!(value >= 0 && value <= 1)) throw new FarkleError('invalid-options', `expected win chances 0 to 1, got ${String(value)} at ${i}`, 'table');
  }
}
