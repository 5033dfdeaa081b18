import { ORDERED_KEYS } from '../dice.js';

/** Look-ups for one owner after which a memo takes that owner on (see {@link KeyMemo}). */
const STEADY = 64;
/** How many owners a memo holds at once, and how many candidates it counts. */
const SLOTS = 4;
/** Look-ups of other owners after which a held owner not asked since may give its slot to a newcomer. */
const IDLE = 4096;

/** One owner's values by ordered key: per key, the value's index in `values` (0: unknown); each value once, after `undefined` at 0. */
interface Slot<T> {
  owner: object;
  readonly ids: Uint16Array;
  values: (T | undefined)[];
  numbers: Map<T, number>;
  /** The memo's `clock` when this slot was last asked after another. */
  used: number;
}

/**
 * What a few owners (scoring tables, scorers, or what else decides a result
 * of a plain roll) gave per ordered key (see `rollKey`), for the owners asked
 * steadily: a game loop plays one rule set over and over, as does a loop of
 * `scoreRoll` calls, and a server may alternate a few. A look-up here is one
 * read of a typed array, where the table's own cache (by multiset and
 * ordering, shared between tables) takes several reads of objects that a
 * long loop finds cold. Measured on Node 20: `simulate` with the greedy or
 * the random bot about 1.16 times as fast (CPU time); `scoreRoll` and
 * `legalKeeps` on every six-dice roll about 1.7 times, and about 1.8 times
 * with two rule sets alternating.
 *
 * The memo holds up to {@link SLOTS} owners and takes another on once it has
 * been asked {@link STEADY} times while counted among the last few
 * candidates; with every slot taken, it gives a newcomer only the slot of an
 * owner not asked during the last {@link IDLE} look-ups of others, so code
 * that rotates many rule sets never clears it for nothing (until then
 * {@link get} finds nothing for the newcomer, whose callers ask their tables
 * as before). The values must be what the owner gives for the key whenever
 * asked (the tables' results are frozen and cached): the memo only saves
 * the reads.
 */
export class KeyMemo<T> {
  /** The slot asked last: the one look-up of a steady loop reads it alone. */
  private last: Slot<T> | null = null;
  private readonly slots: Slot<T>[] = [];
  /** How often each owner not held was asked, for a few owners (forgotten all at once when there are more). */
  private asked = new Map<object, number>();
  /** Look-ups that did not find the last slot's owner. */
  private clock = 0;

  /** The value known for `key` under `owner`, or `undefined` (not known yet, or `owner` not held). */
  get(owner: object, key: number): T | undefined {
    let slot = this.last;
    if (slot?.owner !== owner) {
      slot = this.other(owner);
      if (slot === null) return undefined;
    }
    return slot.values[slot.ids[key] as number];
  }

  /** Remembers `value` for `key` under `owner` if `owner` is held; returns `value`. */
  set(owner: object, key: number, value: T): T {
    const slot = this.last;
    if (slot !== null && slot.owner === owner && key >= 0 && key < ORDERED_KEYS) {
      let id = slot.numbers.get(value);
      if (id === undefined) {
        id = slot.values.push(value) - 1;
        slot.numbers.set(value, id);
      }
      slot.ids[key] = id;
    }
    return value;
  }

  /**
   * The slot of an owner other than the last one's, made the last; or null, the owner
   * counted, and taken on after {@link STEADY} look-ups into a free slot or the slot of
   * an owner idle for {@link IDLE} look-ups (never the last one's, whose clock stands still while it is asked).
   */
  private other(owner: object): Slot<T> | null {
    const clock = ++this.clock;
    let free = this.slots.find((slot) => slot.owner === owner);
    if (free === undefined) {
      const asked = (this.asked.get(owner) ?? 0) + 1;
      // Many owners in rotation: none is ever taken on.
      if (this.asked.size > SLOTS * 2) this.asked = new Map();
      this.asked.set(owner, asked);
      if (asked < STEADY) return null;
      for (const slot of this.slots) if (slot !== this.last && clock - slot.used >= IDLE && !(free && free.used < slot.used)) free = slot;
      if (this.slots.length < SLOTS) this.slots.push((free = { owner, ids: new Uint16Array(ORDERED_KEYS), values: [], numbers: new Map(), used: 0 }));
      if (free === undefined) return null;
      this.asked.delete(owner);
      free.owner = owner;
      free.ids.fill(0);
      free.values = [undefined];
      free.numbers = new Map();
    }
    free.used = clock;
    return (this.last = free);
  }
}
