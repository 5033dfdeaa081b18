/** A map that keeps only its `limit` most recently used entries, for caches by content. */
export class RecentMap<K, V> {
  /** Entries in order of use, the most recent last (a `Map` iterates in insertion order). */
  private readonly entries = new Map<K, V>();

  constructor(private limit: number) {}

  /** The value for `key`, made by `make` when there is none; either way it becomes the most recent. */
  use(key: K, make: () => V): V {
    const value = this.entries.has(key) ? (this.entries.get(key) as V) : make();
    this.entries.delete(key);
    this.entries.set(key, value);
    this.trim();
    return value;
  }

  /** Keeps at most `limit` entries from now on, dropping the least recently used beyond it now. */
  resize(limit: number): void {
    this.limit = limit;
    this.trim();
  }

  private trim(): void {
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) return;
      this.entries.delete(oldest.value);
    }
  }
}

/** How many of each the library keeps unless `configureCache` says otherwise. */
export const CACHE_DEFAULTS = Object.freeze({ ruleSets: 16, scoringTables: 2_000 } as const);

/** The caches `configureCache` sizes, by its option names. */
export type CacheName = 'ruleSets' | 'scoringTables';

/** Every interner, by the cache it belongs to, so that `configureCache` can size them (they are module-level singletons). */
const interners = new Map<CacheName, Interner<unknown>[]>();

/** The sizes `configureCache` set; an interner's own default otherwise. */
const configured = new Map<CacheName, number>();

/**
 * One object per content (by JSON, so values must list their keys in a fixed
 * order): pinned values for good, and the `limit` most recently interned
 * others (`limit` is the default; `configureCache` sets another for each cache).
 */
export class Interner<T> {
  private readonly pinned = new Map<string, T>();
  private readonly recent: RecentMap<string, T>;

  constructor(cache: CacheName, limit: number) {
    this.recent = new RecentMap(configured.get(cache) ?? limit);
    interners.set(cache, [...(interners.get(cache) ?? []), this]);
  }

  /** The value already held for this content, or `value` itself, now held. */
  intern(value: T): T {
    const content = JSON.stringify(value);
    return this.pinned.get(content) ?? this.recent.use(content, () => value);
  }

  /** Holds `value` as the one object for its content, for good. */
  pin(value: T): T {
    this.pinned.set(JSON.stringify(value), value);
    return value;
  }

  /** Keeps the `limit` most recently interned values from now on. */
  resize(limit: number): void {
    this.recent.resize(limit);
  }
}

/** Sets how many recently used values the interners of `cache` keep, now and for interners made later. */
export function resizeInterners(cache: CacheName, limit: number): void {
  configured.set(cache, limit);
  for (const interner of interners.get(cache) ?? []) interner.resize(limit);
}
