import { ORDERED_KEYS } from '../dice.js';

/** Look-ups in a row for one owner after which a memo takes that owner on (see {@link KeyMemo}). */
const STEADY = 64;

/**
 * What one owner (a scoring table, a scorer, or what else decides a result
 * of a plain roll) gave per ordered key (see `orderedKey`), for the owner
 * asked most recently and steadily: a loop scores or plays one rule set over
 * and over, and a look-up here is one read of an array indexed by the key,
 * where the table's own cache (by multiset and ordering, shared between
 * tables) takes several reads of objects that a long loop finds cold.
 * Measured on Node 20: `simulate` with the greedy or the random bot about
 * 1.16 times as fast (CPU time), `scoreRoll` and `legalKeeps` about twice.
 *
 * The memo holds one owner at a time (its array is made once, so the memory
 * is bounded however many rule sets a program uses) and takes another on
 * only after {@link STEADY} look-ups in a row for it, so that code that
 * rotates rule sets never clears it for nothing; until then {@link get}
 * finds nothing for the other owner, whose callers ask their tables as
 * before. The values must be what the owner gives for the key whenever
 * asked (the tables' results are frozen and cached): the memo only saves
 * the reads.
 */
export class KeyMemo<T> {
  private owner: object | null = null;
  private candidate: object | null = null;
  private streak = 0;
  /** Per ordered key, the value or `undefined`. Made when the first owner is taken on. */
  private values: (T | undefined)[] = [];

  /** The value known for `key` under `owner`, or `undefined` (not known yet, or `owner` not the memo's). */
  get(owner: object, key: number): T | undefined {
    if (owner !== this.owner) {
      this.consider(owner);
      return undefined;
    }
    // A look-up for the memo's own owner breaks another's run.
    this.streak = 0;
    return this.values[key];
  }

  /** Remembers `value` for `key` under `owner` if `owner` is the memo's; returns `value`. */
  set(owner: object, key: number, value: T): T {
    if (owner === this.owner && key >= 0 && key < ORDERED_KEYS) this.values[key] = value;
    return value;
  }

  /** Counts a look-up for another owner, and takes it on after {@link STEADY} in a row. */
  private consider(owner: object): void {
    if (owner !== this.candidate) {
      this.candidate = owner;
      this.streak = 0;
    }
    if (++this.streak < STEADY) return;
    this.owner = owner;
    this.candidate = null;
    this.streak = 0;
    // Made at its whole length, holey: its elements stay fast (a sparse array grown by index would not).
    if (this.values.length === 0) this.values = new Array<T | undefined>(ORDERED_KEYS);
    else this.values.fill(undefined);
  }
}
