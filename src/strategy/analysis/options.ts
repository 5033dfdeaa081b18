import { checkSignal, type AbortSignalLike } from '../../abort.js';
import { FarkleError, describe } from '../../errors.js';
import { MAX_RECORD_ACTIONS } from '../../game/record/read.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { givenSolution } from '../race/given-solution.js';
import type { WinChanceSolution } from '../race/types.js';
import { readTables } from '../advice/tables.js';
import type { AnalysisThresholds } from './types.js';

/**
 * Options for {@link analyzeGame}: what {@link adviseGame} takes for each
 * decision (`solution`, `tables`, `tolerance`, `signal`), the marks'
 * thresholds and a bound on the work.
 *
 * @example
 * ```ts
 * declare const record: GameRecord; // a played game, from startRecord and recordAction
 * const solution = optimalWinChance(defineRules({ end: { target: 1000 } }));
 * const start = Date.now();
 * const deadline = { get aborted() { return Date.now() - start > 10_000; } };
 * analyzeGame(record, { solution, thresholds: { blunder: 0.1 }, signal: deadline });
 * ```
 *
 * @category Advice
 */
export interface AnalyzeGameOptions {
  /** A two-player table solved for the game's rules and target, as `adviseGame` takes it: every decision before the final round valued from it, exactly. */
  readonly solution?: WinChanceSolution | undefined;
  /** Tables of several games (decoded from table files), as `adviseGame` takes them: the one that solves the game values it. At most 64. */
  readonly tables?: readonly WinChanceSolution[] | undefined;
  /** The marks' thresholds, each left out taken from the defaults (0.01, 0.03, 0.08); see {@link AnalysisThresholds}. */
  readonly thresholds?: Partial<AnalysisThresholds> | undefined;
  /** As `adviseGame`'s: leads no later player passes with this chance or more count as certain in the final round. Default 1e-9. */
  readonly tolerance?: number | undefined;
  /**
   * Stops the analysis with `aborted`: checked before it starts, between
   * decisions, and inside each decision's advice (and the solves it runs on
   * first use). The analysis is synchronous: a deadline getter
   * (`aborted` turning true by itself) is the signal that fires during it.
   */
  readonly signal?: AbortSignalLike | undefined;
  /**
   * The most decisions analyzed: a game with more is refused with
   * `invalid-options` at `maxDecisions`, before any is valued. 1 to 100,000;
   * default 1,000 (a game of two to 10,000 has some 100 to 200).
   */
  readonly maxDecisions?: number | undefined;
  /**
   * Hears how far the analysis has got: the fraction of the decisions
   * valued, after each (0 before the first where a solve on first use
   * prepares them, 1 at the end): for a progress bar over a long game.
   */
  readonly onProgress?: ((done: number) => void) | undefined;
}

/** The options checked, each read once. */
export interface AnalysisSettings {
  readonly advice: {
    readonly solution?: WinChanceSolution;
    readonly tables?: readonly WinChanceSolution[];
    readonly tolerance?: number;
    readonly signal?: AbortSignalLike;
  };
  readonly thresholds: AnalysisThresholds;
  readonly signal: AbortSignalLike | undefined;
  readonly maxDecisions: number;
  readonly onProgress: ((done: number) => void) | undefined;
}

/** The thresholds the marks are given by, unless the options say otherwise. */
export const DEFAULT_THRESHOLDS: AnalysisThresholds = Object.freeze({ inaccuracy: 0.01, mistake: 0.03, blunder: 0.08 });

/** The decisions analyzed unless `maxDecisions` says otherwise. */
export const DEFAULT_MAX_DECISIONS = 1000;

const ANALYZE_KEYS = optionKeys<AnalyzeGameOptions>({ solution: true, tables: true, thresholds: true, tolerance: true, signal: true, maxDecisions: true, onProgress: true });
const THRESHOLD_KEYS = optionKeys<AnalysisThresholds>({ inaccuracy: true, mistake: true, blunder: true });

function invalid(path: string, message: string): FarkleError {
  return new FarkleError('invalid-options', message, path);
}

/** The thresholds object read as options are (each key once, an unknown one refused), its paths under `thresholds`. */
function readThresholdKeys(value: unknown): { readonly [K in keyof AnalysisThresholds]?: unknown } {
  try {
    return checkOptionKeys<AnalysisThresholds>(value, THRESHOLD_KEYS, false);
  } catch (error) {
    if (!(error instanceof FarkleError) || error.path === undefined) throw error;
    const message = error.message.slice(error.path.length + 2).replace('an options object', 'an object of thresholds');
    throw invalid(error.path === 'options' ? 'thresholds' : `thresholds.${error.path}`, message);
  }
}

/** The thresholds given over the defaults: each a share above 0 and at most 1, in order. */
function checkThresholds(value: unknown): AnalysisThresholds {
  if (value === undefined) return DEFAULT_THRESHOLDS;
  const read = readThresholdKeys(value);
  const merged: Record<string, unknown> = { ...DEFAULT_THRESHOLDS };
  for (const key of THRESHOLD_KEYS) {
    const given = read[key];
    if (given === undefined) continue;
    if (typeof given !== 'number' || !(given > 0 && given <= 1)) throw invalid(`thresholds.${key}`, `expected a share of win chance above 0 and at most 1, got ${describe(given)}`);
    merged[key] = given;
  }
  const thresholds = merged as unknown as AnalysisThresholds;
  if (thresholds.mistake < thresholds.inaccuracy) {
    throw invalid(read.mistake === undefined ? 'thresholds.inaccuracy' : 'thresholds.mistake', `expected inaccuracy (${thresholds.inaccuracy}) at most mistake (${thresholds.mistake})`);
  }
  if (thresholds.blunder < thresholds.mistake) {
    throw invalid(read.blunder === undefined ? 'thresholds.mistake' : 'thresholds.blunder', `expected mistake (${thresholds.mistake}) at most blunder (${thresholds.blunder})`);
  }
  return Object.freeze(thresholds);
}

function checkTolerance(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  // The range adviseGame takes, checked here so that a bad one is refused before any work.
  if (typeof value !== 'number' || !(value > 0 && value < 0.01)) throw invalid('tolerance', `expected a tolerance between 0 and 0.01, got ${describe(value)}`);
  return value;
}

function checkMaxDecisions(value: unknown): number {
  if (value === undefined) return DEFAULT_MAX_DECISIONS;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > MAX_RECORD_ACTIONS) {
    throw invalid('maxDecisions', `expected a whole number from 1 to ${MAX_RECORD_ACTIONS}, got ${describe(value)}`);
  }
  return value;
}

/**
 * Checks {@link analyzeGame}'s options, each read once; throws
 * `invalid-options` at the bad one (an unknown one too, a revoked proxy at
 * `options`).
 */
export function checkAnalyzeOptions(options: unknown): AnalysisSettings {
  const read = checkOptionKeys<AnalyzeGameOptions>(options, ANALYZE_KEYS, false);
  const solution = read.solution === undefined ? undefined : givenSolution(read.solution, 'solution');
  const tables = read.tables === undefined ? undefined : readTables(read.tables, 'tables');
  const tolerance = checkTolerance(read.tolerance);
  const thresholds = checkThresholds(read.thresholds);
  const maxDecisions = checkMaxDecisions(read.maxDecisions);
  const signal = checkSignal(read.signal);
  const { onProgress } = read;
  if (onProgress !== undefined && typeof onProgress !== 'function') throw invalid('onProgress', `expected a function, got ${describe(onProgress)}`);
  const advice = {
    ...(solution === undefined ? {} : { solution }),
    ...(tables === undefined ? {} : { tables }),
    ...(tolerance === undefined ? {} : { tolerance }),
    ...(signal === undefined ? {} : { signal }),
  };
  return { advice, thresholds, signal, maxDecisions, onProgress: onProgress as ((done: number) => void) | undefined };
}
