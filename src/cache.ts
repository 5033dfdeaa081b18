import { FarkleError, describe } from './errors.js';
import { checkOptionKeys, optionKeys } from './options.js';
import { CACHE_DEFAULTS, resizeByBytes, resizeInterners, type CacheName } from './recent.js';

/**
 * Options for {@link configureCache}.
 *
 * @example
 * ```ts
 * const options: CacheOptions = { ruleSets: 64, scoringTables: 5_000 };
 * ```
 *
 * @category Rules
 */
export interface CacheOptions {
  /**
   * How many recently used custom rule sets the library keeps as the one
   * object for their content: 0 to 100,000; 16 by default. A state restored
   * from JSON whose rules equal one of them comes back with that rule set
   * object, and with what the solvers computed for it (the turn policies and
   * win tables a bot or advice makes on first use, which can take seconds);
   * one whose rules were evicted comes back as a new, equal object, made in
   * microseconds (its scoring table is found by content: see
   * `scoringTables`, and so is the game a bot or advice solved: see
   * `solutionBytes`), for which the turn policies are computed again. The
   * presets are always kept.
   */
  readonly ruleSets?: number | undefined;
  /**
   * How many recently used scorings (a rule set's `scoring`, compared by
   * content) keep their scoring table: 0 to 100,000; 1,000 by default. A
   * table costs nothing up front: it holds what its games have met, a few
   * kB after a rule set's first game and some tens of kB after thousands
   * of actions where its scoring is another's with a few values changed.
   * Rule sets that score alike share one table, and tables that score a
   * multiset of dice alike share what is cached for it, so a table of its
   * own is what a rule set whose scoring differs from every other's in most
   * combinations pays: up to a few MB once its games have met every roll.
   * An evicted scoring's table is made again as its rolls come (some
   * microseconds per multiset of dice met).
   */
  readonly scoringTables?: number | undefined;
  /**
   * How many bytes of solved games the library keeps for the bots and the
   * advice that solve on first use ({@link solvingWinBot}, {@link adviseGame},
   * its estimates): a whole number from 0; 268,435,456 (256 MiB) by default.
   * Solutions are kept by the content of their rules, not by the object: a
   * state restored from JSON, whose rules are a new but equal object, finds
   * the solution of the states before it, and so do games of equal rule sets.
   * Past the limit the least recently used go first; a solution larger than
   * the whole limit is used but not kept (0 keeps none: each move solves
   * again). A solution weighs what it holds: its table, its solver's arrays
   * and its turn model (a solved 10,000-point classic game about 0.6 MB,
   * spicy dice tens of MB).
   */
  readonly solutionBytes?: number | undefined;
}

const CACHE_KEYS = optionKeys<CacheOptions>({ ruleSets: true, scoringTables: true, solutionBytes: true });

/**
 * The most rule sets or scoring tables {@link configureCache} may keep.
 *
 * @example
 * ```ts
 * configureCache({ ruleSets: MAX_CACHED_RULE_SETS }); // the most; 100,001 is refused
 * ```
 *
 * @category Rules
 */
export const MAX_CACHED_RULE_SETS = 100_000;

/** A cache size read from `options`: `undefined` when left out. */
function size(options: CacheOptions, name: CacheName): number | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CACHED_RULE_SETS) {
    throw new FarkleError('invalid-options', `expected an integer 0 to ${MAX_CACHED_RULE_SETS}, got ${describe(value)}`, name);
  }
  return value;
}

/**
 * Sizes the library's caches of custom rule sets and of their scoring
 * tables, for a server that plays many rule sets at once. Equal rule sets
 * are one object: a rule set validated again (a state's rules restored from
 * JSON at every action) comes back as the object made before while it is
 * among the `ruleSets` most recently used, and its scoring table is found by
 * the content of its scoring while that is among the `scoringTables` most
 * recently used (1,000 by default), so a server rotating a thousand custom
 * rule sets plays each at nearly the speed of one. Pinning the rule sets with
 * `restoreGame(json, { rules })` avoids the rule-set cache altogether: pinned
 * rule sets are the server's own objects, never evicted, and keep their
 * tables. Memory stays bounded either way: what is past the limits is left
 * to the garbage collector. Both sizes are checked before either is set.
 *
 * It also sizes the games that bots and advice solve on first use
 * (`solutionBytes`), which are kept by the content of their rules, so they
 * outlive the rule-set cache: a rule set evicted and restored again as a new
 * object still finds its solution while that is among the most recently used.
 *
 * @throws {FarkleError} `invalid-options` for an unknown option, a
 *   `ruleSets` or `scoringTables` that is not an integer 0 to 100,000 or a
 *   `solutionBytes` that is not a whole number from 0; a call that throws
 *   changes nothing.
 *
 * @example
 * ```ts
 * configureCache({ ruleSets: 64 }); // 50 custom rule sets in rotation stay the same objects
 * configureCache({ scoringTables: 5_000 }); // 5,000 scorings in rotation keep their tables
 * configureCache({ solutionBytes: 1024 * 2 ** 20 }); // keep up to 1 GiB of solved games
 * ```
 *
 * @category Rules
 */
export function configureCache(options: CacheOptions): void {
  checkOptionKeys(options, CACHE_KEYS);
  const sizes = (Object.keys(CACHE_DEFAULTS) as CacheName[]).map((name) => [name, size(options, name)] as const);
  const { solutionBytes } = options;
  if (solutionBytes !== undefined && (typeof solutionBytes !== 'number' || !Number.isSafeInteger(solutionBytes) || solutionBytes < 0)) {
    throw new FarkleError('invalid-options', `expected a whole number of bytes >= 0, got ${describe(solutionBytes)}`, 'solutionBytes');
  }
  // Every size checked before any applies: a call that throws changes nothing.
  for (const [name, limit] of sizes) if (limit !== undefined) resizeInterners(name, limit);
  if (solutionBytes !== undefined) resizeByBytes(solutionBytes);
}
