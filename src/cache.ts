import { FarkleError, describe } from './errors.js';
import { checkOptionKeys, optionKeys } from './options.js';
import { CACHE_DEFAULTS, resizeInterners, type CacheName } from './recent.js';

/**
 * Options for {@link configureCache}.
 *
 * @example
 * ```ts
 * const options: CacheOptions = { ruleSets: 64, scoringTables: 5_000 };
 * ```
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
   * `scoringTables`), for which the solvers compute again. The presets are
   * always kept.
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
}

const CACHE_KEYS = optionKeys<CacheOptions>({ ruleSets: true, scoringTables: true });

/**
 * The most rule sets or scoring tables {@link configureCache} may keep.
 *
 * @example
 * ```ts
 * configureCache({ ruleSets: MAX_CACHED_RULE_SETS }); // the most; 100,001 is refused
 * ```
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
 * @throws {FarkleError} `invalid-options` for an unknown option or a size
 *   that is not an integer 0 to 100,000.
 *
 * @example
 * ```ts
 * configureCache({ ruleSets: 64 }); // 50 custom rule sets in rotation stay the same objects
 * configureCache({ scoringTables: 5_000 }); // 5,000 scorings in rotation keep their tables
 * ```
 */
export function configureCache(options: CacheOptions): void {
  checkOptionKeys(options, CACHE_KEYS);
  const sizes = (Object.keys(CACHE_DEFAULTS) as CacheName[]).map((name) => [name, size(options, name)] as const);
  for (const [name, limit] of sizes) if (limit !== undefined) resizeInterners(name, limit);
}
