/** The options of a two-player solve (`optimalWinChance`, `winPlan`), checked before any work. */
import { FarkleError, describe } from '../../errors.js';
import { checkSignal, type AbortSignalLike } from '../../abort.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import type { Rules } from '../../rules/types.js';
import { unsupported } from './plan.js';

/**
 * Options for {@link optimalWinChance}.
 *
 * @example
 * ```ts
 * const options: WinChanceOptions = { target: 1_000, tolerance: 1e-6 };
 * optimalWinChance('classic', options).target; // 1000
 * ```
 *
 * @category Strategy
 */
export interface WinChanceOptions {
  /**
   * The score to play to; the rules' own target by default. Smaller targets solve much faster.
   * At most 2,000 steps of the rules' score grid (99,999 points in classic, whose grid is 50
   * points): a larger one throws `invalid-options` before any work.
   */
  readonly target?: number | undefined;
  /** Only two-player games are solved. */
  readonly players?: 2 | undefined;
  /**
   * Stop refining a pair of scores once a step changes its win chances by less than this (with
   * farkle penalties: once a sweep of the table would). Default 1e-12; from 1e-15 to below 0.01, else
   * `invalid-options`.
   */
  readonly tolerance?: number | undefined;
  /**
   * Rules the solver does not model make it throw `unsupported-rules`
   * naming them (see `optimalWinChance`); with this set, they are
   * ignored instead.
   */
  readonly ignoreUnsupported?: boolean | undefined;
  /**
   * Called as the solver works through the score table, with the fraction done (0 to 1); with
   * farkle penalties an estimate, since the sweeps a table needs are not known in advance.
   */
  readonly onProgress?: ((done: number) => void) | undefined;
  /**
   * Stops the solve with a `FarkleError` of code `aborted`. `optimalWinChance` is synchronous, so
   * it sees only a signal that fired before the call or whose `aborted` turns true by itself;
   * `solveWinChance` (farkle-rules/node) stops its workers on any signal.
   */
  readonly signal?: AbortSignalLike | undefined;
}

const WIN_CHANCE_KEYS = optionKeys<WinChanceOptions>({ target: true, players: true, tolerance: true, ignoreUnsupported: true, onProgress: true, signal: true });

/** The smallest tolerance accepted: below it, rounding keeps a sweep from ever changing less. */
const LEAST_TOLERANCE = 1e-15;

export function checkOptions(rules: Rules, options: WinChanceOptions): { target: number; tolerance: number } {
  checkOptionKeys(options, WIN_CHANCE_KEYS, false);
  const { target = rules.end.target, players = 2, tolerance = 1e-12, ignoreUnsupported = false } = options;
  // Checked at run time for callers without types.
  if ((players as unknown) !== 2) throw new FarkleError('invalid-options', `only two-player games are solved, got ${describe(players)}`, 'players');
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1) {
    throw new FarkleError('invalid-options', `expected a positive integer target, got ${describe(target)}`, 'target');
  }
  if (typeof tolerance !== 'number' || !(tolerance >= LEAST_TOLERANCE && tolerance < 0.01)) {
    throw new FarkleError('invalid-options', `expected a tolerance from ${LEAST_TOLERANCE} to below 0.01, got ${describe(tolerance)}`, 'tolerance');
  }
  checkSignal(options.signal);
  const missing = unsupported(rules);
  if (missing !== null && !ignoreUnsupported) {
    throw new FarkleError(
      'unsupported-rules',
      `the win-chance solver does not model ${missing}; pass ignoreUnsupported: true to solve without it`,
      missing,
    );
  }
  return { target, tolerance };
}
