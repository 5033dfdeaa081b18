/** Small helpers shared by the scoring tests. */
import { expect } from 'vitest';
import { FarkleError, type Die, type ErrorCode, type Face, type SpicyDie } from '../../src/index.js';

/** A die showing its red face. */
export function red(face: Face): SpicyDie {
  return { face, spicy: true };
}

/** Faces sorted ascending, for comparing kept dice regardless of order. */
export function sorted(faces: readonly Face[]): Face[] {
  return [...faces].sort((a, b) => a - b);
}

/** The faces of the dice at `indices` of a roll. */
export function facesAt(roll: readonly Die[], indices: readonly number[]): (Face | undefined)[] {
  return indices.map((i) => {
    const die = roll[i];
    return typeof die === 'number' ? die : die?.face;
  });
}

/** Runs `fn`, expecting a FarkleError; returns it. */
export function catchFarkleError(fn: () => unknown): FarkleError {
  let thrown: unknown;
  try {
    fn();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'expected a FarkleError to be thrown').toBeInstanceOf(FarkleError);
  return thrown as FarkleError;
}

/**
 * Expects `fn` to throw a FarkleError with this code. When `path` is given,
 * the error's `path` must equal it (or match it, for a RegExp) and its message must name it.
 */
export function expectFarkleError(fn: () => unknown, code: ErrorCode, path?: string | RegExp): FarkleError {
  const error = catchFarkleError(fn);
  expect(error.code).toBe(code);
  if (typeof path === 'string') {
    expect(error.path).toBe(path);
    expect(error.message).toContain(path);
  } else if (path !== undefined) {
    expect(error.path).toMatch(path);
    expect(error.message).toContain(error.path);
  }
  return error;
}

/** Whether a value and everything inside it is frozen. */
export function isDeepFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  return Object.isFrozen(value) && Object.values(value).every(isDeepFrozen);
}

/**
 * A text snapshot of a value, for checking that a call did not change its
 * arguments without freezing them: keys in order, `undefined` values, holes,
 * -0 and null prototypes all show.
 */
export function snapshot(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${String(value)}n`;
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) items.push(i in value ? snapshot((value as unknown[])[i]) : '<hole>');
    return `[${items.join(',')}]`;
  }
  const prototype = Object.getPrototypeOf(value) === null ? 'null-prototype ' : '';
  const entries = Object.keys(value).map((key) => `${JSON.stringify(key)}:${snapshot((value as Record<string, unknown>)[key])}`);
  return `${prototype}{${entries.join(',')}}`;
}
