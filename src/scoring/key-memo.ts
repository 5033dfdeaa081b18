import { ORDERED_KEYS } from '../dice.js';

/** Look-ups in a row for one owner after which a memo takes that owner on (see {@link KeyMemo}). */
const STEADY = 64;

/**
 * What one owner (a scoring table, a scorer, or what else decides a result
 * of a plain roll) gave per ordered key (see `rollKey`), for the owner
 * asked most recently and steadily: a game loop plays one rule set over and
 * over, as does a loop of `scoreRoll` calls, and a look-up here is one read
 * of a typed array, where the table's own cache (by multiset and ordering,
 * shared between tables) takes several reads of objects that a long loop
 * finds cold. Measured on Node 20: `simulate` with the greedy or the random
 * bot about 1.16 times as fast (CPU time); `scoreRoll` and `legalKeeps` on
 * every six-dice roll about 1.7 times. (A plain array of the values, one
 * read fewer, made `scoreRoll` faster still but random games some 10 %
 * slower: four memos of 56,000 pointers each crowd the cache.)
 *
 * The memo holds one owner at a time and takes another on only after
 * {@link STEADY} look-ups in a row for it, so that code that rotates rule
 * sets never clears it for nothing; until then {@link get} finds nothing for
 * the other owner, whose callers ask their tables as before. The values must
 * be what the owner gives for the key whenever asked (the tables' results
 * are frozen and cached): the memo only saves the reads.
 */
export class KeyMemo<T> {
  private owner: object | null = null;
  private candidate: object | null = null;
  private streak = 0;
  /** Per ordered key: the value's index in `values`, 0 when unknown (at most one value per key). Made when the first owner is taken on. */
  private ids: Uint16Array | null = null;
  /** The distinct values remembered, each once, after `undefined` at 0: few where the values repeat (a flag), so that reading one stays in cache. */
  private values: (T | undefined)[] = [undefined];
  private numbers = new Map<T, number>();

  /** The value known for `key` under `owner`, or `undefined` (not known yet, or `owner` not the memo's). */
  get(owner: object, key: number): T | undefined {
    if (owner !== this.owner) {
      this.consider(owner);
      return undefined;
    }
    // A look-up for the memo's own owner breaks another's run.
    this.streak = 0;
    return this.values[(this.ids as Uint16Array)[key] as number];
  }

  /** Remembers `value` for `key` under `owner` if `owner` is the memo's; returns `value`. */
  set(owner: object, key: number, value: T): T {
    if (owner === this.owner && key >= 0 && key < ORDERED_KEYS) {
      let id = this.numbers.get(value);
      if (id === undefined) {
        id = this.values.push(value) - 1;
        this.numbers.set(value, id);
      }
      (this.ids as Uint16Array)[key] = id;
    }
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
    if (this.ids === null) this.ids = new Uint16Array(ORDERED_KEYS);
    else this.ids.fill(0);
    this.values = [undefined];
    this.numbers = new Map();
  }
}
