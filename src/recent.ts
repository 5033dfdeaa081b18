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

/** Every interner, so that `configureCache` can size them all (they are module-level singletons). */
const interners: Interner<unknown>[] = [];

/** The size `configureCache` set, or `null` for each interner's own default. */
let configuredLimit: number | null = null;

/**
 * One object per content (by JSON, so values must list their keys in a fixed
 * order): pinned values for good, and the `limit` most recently interned
 * others (`limit` is the default; `configureCache` sets another for all).
 */
export class Interner<T> {
  private readonly pinned = new Map<string, T>();
  private readonly recent: RecentMap<string, T>;

  constructor(limit: number) {
    this.recent = new RecentMap(configuredLimit ?? limit);
    interners.push(this);
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

/** Sets how many recently used values every interner keeps, now and for interners made later. */
export function resizeInterners(limit: number): void {
  configuredLimit = limit;
  for (const interner of interners) interner.resize(limit);
}
