/**
 * What a documentation block's comments claim, checked when the block runs.
 * The code-block transform (transform.ts) turns each `// →`, `// ≈` and
 * `// prints:` comment into a call to one of these; CONTRIBUTING.md states the
 * convention.
 */
import { format } from 'node:util';
import { expect } from 'vitest';

/** Where a claim is and what it says, for the failure message. */
function label(loc: string, source: string): string {
  return `${loc}: ${source.replace(/\s+/g, ' ')}`;
}

/** `expr; // → includes expected`: the fields shown, checked as {@link value} checks any object. */
export function includes(fields: object): object {
  return fields;
}

/** `expr; // → expected`: a primitive is the same value; an object or array shows the fields it checks. */
export async function value(actual: () => unknown, expected: () => unknown, loc: string, source: string): Promise<void> {
  const got = await actual();
  const want = expected();
  if (typeof want === 'object' && want !== null) {
    expect(got, label(loc, source)).toMatchObject(want);
  } else {
    expect(got, label(loc, source)).toBe(want);
  }
}

/** `expr; // ≈ 542.06`: a number equal to the one shown when rounded to as many decimals. */
export async function near(actual: () => unknown, shown: string, loc: string, source: string): Promise<void> {
  const got = await actual();
  const decimals = /\.(\d+)/.exec(shown)?.[1]?.length ?? 0;
  const want = Number(shown.replace(/[,_]/g, ''));
  if (Number.isNaN(want)) throw new Error(`${loc}: '≈ ${shown}' is not a number`);
  expect(typeof got, label(loc, source)).toBe('number');
  expect(Math.abs((got as number) - want), `${label(loc, source)}: ${String(got)} is not ≈ ${shown}`).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);
}

/** `expr; // → throws FarkleError { code: '...' }`: it throws (or rejects with) an error of that class name showing those fields. */
export async function throws(run: () => unknown, className: string, expected: () => unknown, loc: string, source: string): Promise<void> {
  let thrown: unknown;
  try {
    await run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `${label(loc, source)}: did not throw`).toBeInstanceOf(Error);
  // By name, not instanceof: a block on the built package has its own copy of the class.
  expect((thrown as Error).name, label(loc, source)).toBe(className);
  const want = expected();
  if (want !== undefined) expect(thrown, label(loc, source)).toMatchObject(want as object);
}

/** `console.log(...); // prints:` and the comment lines after it: what the statement writes with console.log. */
export async function prints(run: () => unknown, expected: readonly string[], loc: string, source: string): Promise<void> {
  const written: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    written.push(...format(...args).split('\n'));
  };
  try {
    await run();
  } finally {
    console.log = log;
  }
  const mismatch = compareLines(written, expected);
  if (mismatch !== null) throw new Error(`${label(loc, source)}: ${mismatch}\nprinted:\n${written.join('\n')}`);
}

/**
 * Compares output with the lines a document shows. A line `...` stands for
 * any lines (none included); `...` inside a line stands for any text. Trailing
 * spaces are ignored. Returns null on a match, else what differs.
 */
export function compareLines(actual: readonly string[], expected: readonly string[]): string | null {
  const got = trimEnd(actual).map((line) => line.trimEnd());
  const want = trimEnd(expected).map((line) => line.trimEnd());
  return matchFrom(got, 0, want, 0) ? null : firstDifference(got, want);
}

function trimEnd(lines: readonly string[]): string[] {
  const kept = [...lines];
  while (kept.length > 0 && (kept[kept.length - 1] as string).trim() === '') kept.pop();
  return kept;
}

function matchFrom(got: readonly string[], at: number, want: readonly string[], from: number): boolean {
  if (from === want.length) return at === got.length;
  const line = want[from] as string;
  if (line.trim() === '...') {
    for (let skip = at; skip <= got.length; skip++) if (matchFrom(got, skip, want, from + 1)) return true;
    return false;
  }
  return at < got.length && lineMatches(got[at] as string, line) && matchFrom(got, at + 1, want, from + 1);
}

function lineMatches(got: string, want: string): boolean {
  if (!want.includes('...')) return got === want;
  const pattern = want.split('...').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${pattern}$`).test(got);
}

/** The first expected line that the output does not show, for the message. */
function firstDifference(got: readonly string[], want: readonly string[]): string {
  let at = 0;
  for (const [index, line] of want.entries()) {
    if (line.trim() === '...') return `the output differs after line ${index + 1} of the expected output`;
    if (at >= got.length) return `the output ends before the expected line ${index + 1}: ${JSON.stringify(line)}`;
    if (!lineMatches(got[at] as string, line)) return `expected line ${index + 1} ${JSON.stringify(line)}, got ${JSON.stringify(got[at])}`;
    at++;
  }
  return `the output goes on after the expected lines: ${JSON.stringify(got[at])}`;
}
