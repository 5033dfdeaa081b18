import { describe } from '../../errors.js';
import { thrown } from '../../read.js';

/** Where two values first differ, and what each holds there. */
export interface Difference {
  readonly path: string;
  readonly expected: unknown;
  readonly actual: unknown;
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path === '' ? key : `${path}.${key}`;
}

/**
 * The first place where `actual` differs from `expected` as JSON would tell
 * them apart (a key holding `undefined` counts as absent), walking
 * `expected`'s keys in order, then the keys only `actual` has; `null` when
 * they are equal. The walk follows `expected`, a state the engine made, so
 * it ends whatever `actual` holds.
 */
export function firstDifference(expected: unknown, actual: unknown, path = ''): Difference | null {
  try {
    return differenceAt(expected, actual, path);
  } catch (error) {
    // A getter or a Proxy in `actual` that throws (deeper ones are caught deeper, at their own path).
    return { path, expected, actual: new Unreadable(thrown(error)) };
  }
}

/** What a value that threw when it was read is shown as. */
class Unreadable {
  constructor(readonly why: string) {}
}

/** `container[key]`, or an {@link Unreadable} when reading it throws. */
function entry(container: object, key: string | number): unknown {
  try {
    return (container as Record<string | number, unknown>)[key];
  } catch (error) {
    return new Unreadable(thrown(error));
  }
}

function differenceAt(expected: unknown, actual: unknown, path: string): Difference | null {
  if (actual instanceof Unreadable) return { path, expected, actual };
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) {
    return expected === actual ? null : { path, expected, actual };
  }
  if (Array.isArray(expected) !== Array.isArray(actual)) return { path, expected, actual };
  if (Array.isArray(expected)) {
    const mine = expected as readonly unknown[];
    const other = actual as readonly unknown[];
    const length = Math.max(mine.length, other.length);
    for (let i = 0; i < length; i++) {
      const found = i < mine.length && i < other.length ? firstDifference(mine[i], entry(other, i), join(path, i)) : { path: join(path, i), expected: mine[i], actual: entry(other, i) };
      if (found !== null) return found;
    }
    return null;
  }
  const mine = expected as Record<string, unknown>;
  const theirs = actual as Record<string, unknown>;
  for (const key of Object.keys(mine)) {
    const found = firstDifference(mine[key], entry(theirs, key), join(path, key));
    if (found !== null) return found;
  }
  for (const key of Object.keys(theirs)) {
    const value = entry(theirs, key);
    if (mine[key] === undefined && value !== undefined) return { path: join(path, key), expected: undefined, actual: value };
  }
  return null;
}

/** A difference for an error message: "expected 1350 (the record's replay), got 1400". */
export function describeDifference({ expected, actual }: Difference): string {
  const show = (value: unknown): string => (value === undefined ? 'nothing' : value instanceof Unreadable ? `a value that cannot be read (reading it threw ${value.why})` : describe(value));
  return `the record replays to ${show(expected)} here, the state has ${show(actual)}`;
}
