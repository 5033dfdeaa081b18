/**
 * Every stable error code the library throws, frozen. Programs switch on
 * these; the messages are for people and may be reworded between versions.
 *
 * @example
 * ```ts
 * ERROR_CODES.includes('invalid-die'); // true
 * try {
 *   scoreRoll([7]);
 * } catch (error) {
 *   if (error instanceof FarkleError) console.log(error.code); // 'invalid-die', one of ERROR_CODES
 * }
 * ```
 *
 * @category Errors
 */
export const ERROR_CODES = /* @__PURE__ */ Object.freeze([
  'invalid-die',
  'invalid-dice',
  'too-many-dice',
  'no-dice',
  'keep-does-not-score',
  'invalid-rules',
  'unknown-preset',
  'invalid-players',
  'invalid-options',
  'unsupported-rules',
  'invalid-action',
  'invalid-state',
  'not-your-turn',
  'must-roll-first',
  'must-keep-first',
  'must-bank-or-roll',
  'nothing-to-roll',
  'below-bank-minimum',
  'must-beat-last-bank',
  'must-keep-every-scoring-die',
  'must-roll-again',
  'cannot-buy',
  'cannot-high-stakes',
  'cannot-carry-on',
  'cannot-second-chance',
  'must-decide-second-chance',
  'must-clear-first',
  'game-over',
  'unsupported-state-version',
  'aborted',
  'invalid-record',
  'record-mismatch',
  'invalid-table',
  'unsupported-table',
  'table-mismatch',
  // Frozen, so that no caller can add a code; marked pure, so that a bundle that never reads the list drops it.
] as const);

/**
 * A stable error code; see {@link ERROR_CODES}.
 *
 * @category Errors
 */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The only error type the library throws on bad input. Its `code` is stable;
 * `path` names the offending value when there is one (a rules path such as
 * `scoring.threePairs`, or a dice position such as `dice[3]`). The message
 * quotes at most 200 characters of a string it was given, and is at most 800
 * characters long (cut past that, with its length), whatever the input.
 *
 * @example
 * ```ts
 * try {
 *   scoreRoll([1, 7]);
 * } catch (error) {
 *   if (error instanceof FarkleError && error.code === 'invalid-die') {
 *     console.log(error.message); // "dice[1]: expected a face 1 to 6, got 7"
 *   }
 * }
 * ```
 *
 * @category Errors
 */
export class FarkleError extends Error {
  /** The stable code: switch on this, not on the message. */
  readonly code: ErrorCode;
  /** Where the bad value was, when the error is about one value. */
  readonly path: string | undefined;

  constructor(code: ErrorCode, message: string, path?: string) {
    const text = path === undefined ? message : `${path}: ${message}`;
    // Every message bounded here, whatever it holds (a path through a caller's keys, what a caller's getter
    // threw, a message quoted in a message): a server sends no megabytes back. Literal numbers: smaller bundles.
    super(text.length > 800 ? `${text.slice(0, 800)}... (${text.length} characters)` : text);
    this.name = 'FarkleError';
    this.code = code;
    this.path = path;
  }
}

/**
 * Describes a value for an error message without ever throwing itself. A string is quoted to
 * its first 200 characters, then its length: a 2 MB name makes no 2 MB message.
 */
export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 200)) + (value.length > 200 ? `... (${value.length} characters)` : '');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return String(value);
  if (isArray(value)) return 'an array';
  return `a ${typeof value}`;
}

/**
 * `Array.isArray`, but `false` for a revoked proxy, on which `Array.isArray`
 * throws: such a value is no array, and the caller refuses it for what it is.
 */
export function isArray(value: unknown): value is unknown[] {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}
