/** A map that keeps only its `limit` most recently used entries, for caches by content. */
export class RecentMap<K, V> {
  /** Entries in order of use, the most recent last (a `Map` iterates in insertion order). */
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  /** The value for `key`, made by `make` when there is none; either way it becomes the most recent. */
  use(key: K, make: () => V): V {
    const value = this.entries.has(key) ? (this.entries.get(key) as V) : make();
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
    return value;
  }
}

/**
 * One object per content (by JSON, so values must list their keys in a fixed
 * order): pinned values for good, and the `limit` most recently interned others.
 */
export class Interner<T> {
  private readonly pinned = new Map<string, T>();
  private readonly recent: RecentMap<string, T>;

  constructor(limit: number) {
    this.recent = new RecentMap(limit);
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
}
