/**
 * A shared solve's plan: the options checked as `optimalWinChance` checks
 * them, the shared table and meeting place allocated, in a plain object
 * that crosses to workers by `postMessage` (or `workerData`); and the check
 * a part makes of what it was given.
 */
import { FarkleError, describe } from '../../../errors.js';
import { checkOptionKeys, optionKeys } from '../../../options.js';
import { resolveRules } from '../../../rules/define.js';
import type { Rules, RulesInput } from '../../../rules/types.js';
import type { WinPlan } from '../types.js';
import { winPlan, type WinChanceOptions } from '../win-chance.js';
import { meetingBytes } from './meeting.js';

/**
 * The most parts a shared solve is planned for.
 *
 * @example
 * ```ts
 * const parts = Math.min(navigator.hardwareConcurrency, MAX_SHARED_PARTS);
 * ```
 *
 * @category Strategy
 */
export const MAX_SHARED_PARTS = 64;

/** What marks a plan made by {@link planSharedWinChance} (of this layout). */
const FORMAT = 'farkle-rules/shared-win-chance@1';

/**
 * Options for {@link planSharedWinChance}: `optimalWinChance`'s solver options, and how many parts share the solve.
 *
 * @example
 * ```ts
 * const options: SharedWinChanceOptions = { parts: 4, target: 2_000 };
 * planSharedWinChance('classic', options).parts; // 4
 * ```
 *
 * @category Strategy
 */
export interface SharedWinChanceOptions extends Pick<WinChanceOptions, 'target' | 'players' | 'tolerance' | 'ignoreUnsupported'> {
  /** How many threads share the solve, 1 to 64: one part each, numbered 0 to `parts` - 1. */
  readonly parts: number;
}

/**
 * The solver options of a shared plan, checked: pass them to `restoreWinChance` with `rules`.
 *
 * @category Strategy
 */
export interface SharedWinChanceSettings {
  /** The score played to (the rules' own target when none was given). */
  readonly target: number;
  /** The solver's tolerance (1e-12 when none was given). */
  readonly tolerance: number;
  /** Whether rules the solver does not model are ignored. */
  readonly ignoreUnsupported: boolean;
}

/**
 * A solve shared by threads, as {@link planSharedWinChance} makes it: plain
 * data and `SharedArrayBuffer`s, so `postMessage` gives every worker the
 * same memory. Pass it whole to {@link solveSharedWinChance}; read the
 * solved table with `restoreWinChance(plan.rules, plan.options, new Float64Array(plan.table))`.
 *
 * @category Strategy
 */
export interface SharedWinChancePlan {
  /** Marks the object as a plan of this library's layout. */
  readonly format: typeof FORMAT;
  /** The rules, resolved (a preset's name becomes its rule set). */
  readonly rules: Rules;
  /** The solver options, checked, as `restoreWinChance` takes them. */
  readonly options: SharedWinChanceSettings;
  /** How many parts share the solve. */
  readonly parts: number;
  /** The win chances, as `optimalWinChance` returns them in `table` once every part is done: a `SharedArrayBuffer` (typed as any buffer, so that apps whose `lib` lacks shared memory compile). */
  readonly table: ArrayBufferLike;
  /** Where the parts meet between diagonals, the flag that stops them all, and which parts have started. */
  readonly meeting: ArrayBufferLike;
  /** A number per part, for the numbers they agree on (a sweep's largest change, a count). */
  readonly numbers: ArrayBufferLike;
}

const SHARED_KEYS = optionKeys<SharedWinChanceOptions>({ target: true, players: true, tolerance: true, ignoreUnsupported: true, parts: true });

/** The global SharedArrayBuffer, or `invalid-options` saying how a page gets it. */
function sharedMemory(): typeof SharedArrayBuffer {
  const Shared = (globalThis as { SharedArrayBuffer?: typeof SharedArrayBuffer }).SharedArrayBuffer;
  if (typeof Shared !== 'function') {
    throw new FarkleError(
      'invalid-options',
      'a shared solve needs SharedArrayBuffer, which this context lacks: a page has it when cross-origin isolated (served with Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp)',
    );
  }
  return Shared;
}

function checkParts(parts: unknown): number {
  if (typeof parts !== 'number' || !Number.isInteger(parts) || parts < 1 || parts > MAX_SHARED_PARTS) {
    throw new FarkleError('invalid-options', `expected 1 to ${MAX_SHARED_PARTS} parts, got ${describe(parts)}`, 'parts');
  }
  return parts;
}

/**
 * Plans a win-chance solve shared by `options.parts` threads: checks the
 * rules and options exactly as `optimalWinChance` does (the same errors),
 * and allocates the shared table (filled as the solver starts it), the
 * meeting place and a number per part. Nothing is solved here.
 *
 * Needs `SharedArrayBuffer`: Node.js has it; a page has it when cross-origin
 * isolated (`crossOriginIsolated`, served with `Cross-Origin-Opener-Policy:
 * same-origin` and `Cross-Origin-Embedder-Policy: require-corp`).
 *
 * @throws {FarkleError} `invalid-options` for bad options (`parts` not 1 to
 *   64, an unknown key, any option `optimalWinChance` refuses) or without
 *   `SharedArrayBuffer`; `unsupported-rules` as `optimalWinChance` throws it.
 *
 * @example
 * ```ts
 * const plan = planSharedWinChance('classic', { target: 500, parts: 1 });
 * solveSharedWinChance(plan, 0); // each worker solves its part; one part may run anywhere
 * const solved = restoreWinChance(plan.rules, plan.options, new Float64Array(plan.table));
 * solved.winChance(0, 0) === optimalWinChance('classic', { target: 500 }).winChance(0, 0); // → true
 * ```
 *
 * @category Strategy
 */
export function planSharedWinChance(rules: RulesInput | undefined, options: SharedWinChanceOptions): SharedWinChancePlan {
  checkOptionKeys(options, SHARED_KEYS, false);
  const { parts, ...solverOptions } = options;
  checkParts(parts);
  const resolved = resolveRules(rules);
  const plan = winPlan(resolved, solverOptions);
  const Shared = sharedMemory();
  const table = new Shared(plan.size * Float64Array.BYTES_PER_ELEMENT);
  // The table starts as optimalWinChance's does (a half where the first pass reads states not solved yet).
  if (plan.fill !== 0) new Float64Array(table).fill(plan.fill);
  // Frozen: an edit after the solve would make restoreWinChance misread the table (a clone sent to a worker is its own).
  return Object.freeze({
    format: FORMAT,
    rules: resolved,
    options: Object.freeze({ target: plan.target, tolerance: plan.tolerance, ignoreUnsupported: solverOptions.ignoreUnsupported === true }),
    parts,
    table,
    meeting: new Shared(meetingBytes(parts)),
    numbers: new Shared(parts * Float64Array.BYTES_PER_ELEMENT),
  });
}

/** Whether a value is a SharedArrayBuffer, of any realm (a worker's clone is its own realm's): its own `byteLength` getter accepts it, which no tag can fake. */
function isShared(value: unknown): value is SharedArrayBuffer {
  // The getter is called with the value as `this`: that call is the brand check.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const byteLength: ((this: unknown) => number) | undefined = typeof SharedArrayBuffer === 'function' ? Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, 'byteLength')?.get : undefined;
  if (byteLength === undefined) return false;
  try {
    byteLength.call(value);
    return true;
  } catch {
    return false;
  }
}

/** A buffer of the plan, checked for its kind and length. */
function sharedBuffer(plan: PlanFields, key: 'table' | 'meeting' | 'numbers', bytes: number): SharedArrayBuffer {
  const buffer = plan[key];
  if (!isShared(buffer)) throw new FarkleError('invalid-options', `expected plan.${key} to be a SharedArrayBuffer, got ${describe(buffer)}`, `plan.${key}`);
  if (buffer.byteLength !== bytes) throw new FarkleError('invalid-options', `expected plan.${key} to hold ${bytes} bytes for its rules, options and parts, got ${buffer.byteLength}`, `plan.${key}`);
  return buffer;
}

/** A plan's fields, each read once. */
interface PlanFields {
  readonly parts: number;
  readonly rules: unknown;
  readonly options: { readonly target: unknown; readonly tolerance: unknown; readonly ignoreUnsupported: unknown };
  readonly table: unknown;
  readonly meeting: unknown;
  readonly numbers: unknown;
}

/** Reads a plan's fields once (a getter that throws or a revoked proxy is `invalid-options` at `plan`); checks its mark and parts. */
function readPlan(plan: unknown): PlanFields {
  const notPlan = (): FarkleError => new FarkleError('invalid-options', `expected a plan made by planSharedWinChance, got ${describe(plan)}`, 'plan');
  let fields: PlanFields & { readonly format: unknown };
  try {
    if (typeof plan !== 'object' || plan === null) throw notPlan();
    const given = plan as Record<string, unknown>;
    if (given.format !== FORMAT) throw notPlan();
    const options = given.options;
    if (typeof options !== 'object' || options === null) throw new FarkleError('invalid-options', `expected plan.options to be an object, got ${describe(options)}`, 'plan.options');
    const { target, tolerance, ignoreUnsupported } = options as Record<string, unknown>;
    fields = { format: FORMAT, parts: given.parts as number, rules: given.rules, options: { target, tolerance, ignoreUnsupported }, table: given.table, meeting: given.meeting, numbers: given.numbers };
  } catch (error) {
    if (error instanceof FarkleError) throw error;
    throw new FarkleError('invalid-options', 'expected a plan made by planSharedWinChance: this value cannot be read', 'plan');
  }
  return { ...fields, parts: checkParts(fields.parts) };
}

/** A plan's meeting place, checked (the plan's mark, parts, and the buffer's kind and size): what a part needs to stop the others. */
export function sharedMeeting(plan: unknown): Int32Array {
  const fields = readPlan(plan);
  return new Int32Array(sharedBuffer(fields, 'meeting', meetingBytes(fields.parts)));
}

/** A plan as a part receives it, checked: made by the planner, its buffers the sizes its rules and options need. */
export function checkSharedPlan(plan: unknown): { plan: SharedWinChancePlan; win: WinPlan } {
  const given = readPlan(plan);
  const { target, tolerance, ignoreUnsupported } = given.options as Partial<SharedWinChanceSettings>;
  const win = winPlan(given.rules as Rules, { target, tolerance, ignoreUnsupported });
  sharedBuffer(given, 'table', win.size * Float64Array.BYTES_PER_ELEMENT);
  sharedBuffer(given, 'meeting', meetingBytes(given.parts));
  sharedBuffer(given, 'numbers', given.parts * Float64Array.BYTES_PER_ELEMENT);
  return { plan: given as unknown as SharedWinChancePlan, win };
}
