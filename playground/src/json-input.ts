/**
 * JSON from outside the page (the address, an uploaded file, the overrides
 * box), read as hostile: besides bad JSON (a SyntaxError), it refuses what
 * the page could not walk or write back as it was given: nesting past
 * {@link MAX_JSON_DEPTH} (a walk of it would exhaust the stack), and numbers
 * past a double's range (`1e400` reads as Infinity, which JSON.stringify
 * writes as null).
 */
import { quoted } from './dom.js';

/**
 * The most levels of arrays and objects the page reads: rules and game
 * records take a few (five or so), and the CLI's readers need no more.
 */
export const MAX_JSON_DEPTH = 64;

/** A value met in the walk: its depth (1 for the top), and how it was reached, for the message. */
interface Step {
  readonly value: unknown;
  readonly depth: number;
  readonly parent: Step | null;
  readonly key: string | number | null;
}

/** Where a step is, as a rule's path reads: `end.target`, `combos[2]`; odd keys quoted and cut short. */
function pathOf(step: Step): string {
  const keys: (string | number)[] = [];
  for (let at: Step | null = step; at !== null && at.key !== null; at = at.parent) keys.unshift(at.key);
  return keys
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      if (/^[A-Za-z_$][\w$]{0,40}$/.test(key)) return i === 0 ? key : `.${key}`;
      return `[${quoted(key, 40)}]`;
    })
    .join('');
}

/** The values inside an array or an object, as steps one level down. */
function children(step: Step): Step[] {
  const { value, depth } = step;
  if (Array.isArray(value)) return value.map((item: unknown, i) => ({ value: item, depth: depth + 1, parent: step, key: i }));
  if (typeof value === 'object' && value !== null) return Object.entries(value as Record<string, unknown>).map(([key, item]) => ({ value: item, depth: depth + 1, parent: step, key }));
  return [];
}

/**
 * Checks a parsed value without recursion (a value nested 100,000 deep walks
 * in a loop): throws at the first array or object past {@link MAX_JSON_DEPTH}
 * levels, or the first number that is not finite, saying where.
 */
export function checkJson(value: unknown, what: string): void {
  const stack: Step[] = [{ value, depth: 1, parent: null, key: null }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { value: item, depth } = step;
    if (typeof item === 'number' && !Number.isFinite(item)) {
      const where = pathOf(step);
      throw new Error(`${what}: ${where === '' ? 'the number' : `the number at ${where}`} is too large (past ±1.8e308, JSON reads it as ${String(item)}, no number at all)`);
    }
    if (typeof item !== 'object' || item === null) continue;
    if (depth > MAX_JSON_DEPTH) throw new Error(`${what}: nested too deeply, more than ${MAX_JSON_DEPTH} levels of arrays and objects (rules and game records take a few)`);
    // One at a time: an array of a million items is too many arguments for one push.
    for (const child of children(step).reverse()) stack.push(child);
  }
}

/** JSON text from outside the page, parsed and checked by {@link checkJson}; a SyntaxError for bad JSON. */
export function parseJson(text: string, what: string): unknown {
  const value: unknown = JSON.parse(text);
  checkJson(value, what);
  return value;
}
