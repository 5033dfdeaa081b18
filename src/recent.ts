/**
 * A map that keeps only its most recently used entries, for caches by
 * content: as many as fit in `limit` when each weighs `weigh(value)` (1 by
 * default: `limit` entries). A value heavier than the whole limit is handed
 * back but not kept, and evicts nothing.
 */
export class RecentMap<K, V> {
  /** Entries in order of use, the most recent last (a `Map` iterates in insertion order). */
  private readonly entries = new Map<K, { readonly value: V; readonly weight: number }>();
  private total = 0;

  constructor(
    private limit: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value for `key`, made by `make` when there is none; either way it becomes the most recent. */
  use(key: K, make: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.value;
    }
    const value = make();
    const weight = this.weigh(value);
    // `make` may have kept a value for the key meanwhile (a cache used while filling it): this one replaces it.
    this.drop(key);
    if (weight <= this.limit) {
      this.entries.set(key, { value, weight });
      this.total += weight;
      this.trim();
    }
    return value;
  }

  /** Keeps at most `limit` from now on, dropping the least recently used beyond it now. */
  resize(limit: number): void {
    this.limit = limit;
    this.trim();
  }

  private drop(key: K): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  private trim(): void {
    while (this.total > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) return;
      this.drop(oldest.value);
    }
  }
}

/** How many of each the library keeps unless `configureCache` says otherwise. */
export const CACHE_DEFAULTS = Object.freeze({ ruleSets: 16, scoringTables: 2_000 } as const);

/** The caches `configureCache` sizes, by its option names. */
export type CacheName = 'ruleSets' | 'scoringTables';

/** Every interner, by the cache it belongs to, so that `configureCache` can size them (they are module-level singletons). */
const interners = new Map<CacheName, { resize(limit: number): void }[]>();

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

/** The caches weighed in bytes (the solutions bots and advice solve on first use), sized together by `configureCache`. */
const byBytes: { resize(limit: number): void }[] = [];

/** The bytes `configureCache` set, or `null` for each cache's own default. */
let configuredBytes: number | null = null;

/** A {@link RecentMap} of at most `bytes` (its default; `configureCache` sets another for all) by `weigh`. */
export function bytesMap<K, V>(bytes: number, weigh: (value: V) => number): RecentMap<K, V> {
  const map = new RecentMap<K, V>(configuredBytes ?? bytes, weigh);
  byBytes.push(map);
  return map;
}

/** Sets the bytes every cache weighed in bytes keeps, now and for caches made later. */
export function resizeByBytes(bytes: number): void {
  configuredBytes = bytes;
  for (const map of byBytes) map.resize(bytes);
}
