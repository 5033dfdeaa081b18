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
