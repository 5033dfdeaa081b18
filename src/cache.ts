import { FarkleError, describe } from './errors.js';
import { checkOptionKeys, optionKeys } from './options.js';
import { resizeInterners } from './recent.js';

/**
 * Options for {@link configureCache}.
 *
 * @example
 * ```ts
 * const options: CacheOptions = { ruleSets: 64 };
 * ```
 */
export interface CacheOptions {
  /**
   * How many recently used custom rule sets (and scorings) the library keeps
   * as the one object for their content: 0 to 100,000; 16 by default. A
   * state restored from JSON whose rules equal one of them plays with that
   * rule set's compiled scoring tables; one whose rules were evicted
   * compiles them again (milliseconds). Size it to the custom rule sets a
   * server plays at once. The presets are always kept.
   */
  readonly ruleSets?: number | undefined;
}

const CACHE_KEYS = optionKeys<CacheOptions>({ ruleSets: true });

/**
 * The most rule sets {@link configureCache} may keep: each holds its
 * scoring tables (up to a few MB with spicy dice).
 *
 * @example
 * ```ts
 * configureCache({ ruleSets: MAX_CACHED_RULE_SETS }); // the most; 100,001 is refused
 * ```
 */
export const MAX_CACHED_RULE_SETS = 100_000;

/**
 * Sizes the library's cache of custom rule sets, for a server that plays
 * many of them at once. Equal rule sets are one object: a rule set
 * validated again (a state's rules restored from JSON at every action)
 * comes back as the object made before while it is among the `ruleSets`
 * most recently used, with everything compiled for it (scoring tables,
 * legal-keep lists). With more custom rule sets in rotation than that,
 * each comes back as a new object and its tables are compiled again at
 * every action (milliseconds instead of microseconds). Pinning the rule
 * sets with `restoreGame(json, { rules })` avoids the cache altogether:
 * pinned rule sets are the server's own objects, never evicted. Memory
 * stays bounded either way: rule sets past the limit are left to the
 * garbage collector.
 *
 * @throws {FarkleError} `invalid-options` for an unknown option or a size
 *   that is not an integer 0 to 100,000.
 *
 * @example
 * ```ts
 * configureCache({ ruleSets: 64 }); // 50 custom rule sets in rotation stay compiled
 * ```
 */
export function configureCache(options: CacheOptions): void {
  checkOptionKeys(options, CACHE_KEYS);
  const { ruleSets } = options;
  if (ruleSets === undefined) return;
  if (typeof ruleSets !== 'number' || !Number.isInteger(ruleSets) || ruleSets < 0 || ruleSets > MAX_CACHED_RULE_SETS) {
    throw new FarkleError('invalid-options', `expected an integer 0 to ${MAX_CACHED_RULE_SETS}, got ${describe(ruleSets)}`, 'ruleSets');
  }
  resizeInterners(ruleSets);
}
