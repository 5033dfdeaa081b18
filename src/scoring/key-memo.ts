import { ORDERED_KEYS } from '../dice.js';

/** Look-ups for one owner after which a memo takes that owner on (see {@link KeyMemo}). */
const STEADY = 64;
/** How many owners a memo holds at once. */
const SLOTS = 4;
/** How many owners not held a memo counts the look-ups of; a newcomer past them clears the count (many owners in rotation). */
const COUNTED = 8;
/** Look-ups of other owners after which a held owner not asked since may give its slot to a newcomer. */
const IDLE = 4096;

/** One owner's values by ordered key: per key, the value's index in `values` (0: unknown); each value once, after `undefined` at 0. */
interface Slot<T> {
  owner: object;
  readonly ids: Uint16Array;
  values: (T | undefined)[];
  numbers: Map<T, number>;
  /** The memo's `clock` when this slot was last known asked (when it became the last one asked, or stopped being it). */
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
 * `legalKeeps` on every six-dice roll about 1.7 times; with two rule sets
 * in turn, `legalKeeps` about 1.5 times (the one-owner memo took neither on).
 *
 * The memo holds up to {@link SLOTS} owners. It counts the look-ups of up to
 * {@link COUNTED} owners it does not hold, and takes one on at its
 * {@link STEADY}th, into a free slot or, with every slot taken, the slot of
 * the owner asked longest ago if no one has asked it during the last
 * {@link IDLE} look-ups of others; so two to four rule sets in turn are all
 * held, and code that rotates more never clears a slot in use (owners past
 * the count clear it, so a long rotation of many takes none on). Until then
 * {@link get} finds nothing for a newcomer, whose callers ask their tables
 * as before. The owners held and counted are kept alive (at most twelve a
 * memo) until others replace them. The values must be what the owner gives
 * for the key whenever asked (the tables' results are frozen and cached):
 * the memo only saves the reads.
 */
export class KeyMemo<T> {
  /** The slot asked last: the one look-up of a steady loop reads it alone. */
  private last: Slot<T> | null = null;
  private readonly slots: Slot<T>[] = [];
  /** How often each owner not held was asked, for at most {@link COUNTED} owners. */
  private readonly asked = new Map<object, number>();
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
   * The slot of an owner other than the last one's, made the last; or null, the owner counted,
   * and taken on at its {@link STEADY}th look-up into a slot emptied for it: a new one while there
   * is room, else that of the owner asked longest ago if it has been idle for {@link IDLE}.
   */
  private other(owner: object): Slot<T> | null {
    const clock = ++this.clock;
    // The last slot's owner was asked up to now, however many look-ups it took without a tick of the clock.
    if (this.last) this.last.used = clock;
    let slot: Slot<T> | undefined;
    for (const held of this.slots) if (held.owner === owner) slot = held;
    if (slot === undefined) {
      const asked = (this.asked.get(owner) ?? 0) + 1;
      if (asked === 1 && this.asked.size === COUNTED) this.asked.clear();
      this.asked.set(owner, asked);
      if (asked < STEADY) return null;
      // A new slot counts as idle since ever.
      if (this.slots.length < SLOTS) this.slots.push({ owner, ids: new Uint16Array(ORDERED_KEYS), values: [], numbers: new Map(), used: -IDLE });
      let oldest = this.slots[0] as Slot<T>;
      for (const held of this.slots) if (held.used < oldest.used) oldest = held;
      if (clock - oldest.used < IDLE) return null;
      slot = oldest;
      slot.owner = owner;
      slot.ids.fill(0);
      slot.values = [undefined];
      slot.numbers = new Map();
    }
    slot.used = clock;
    return (this.last = slot);
  }
}
