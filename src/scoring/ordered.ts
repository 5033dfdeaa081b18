import { ORDERED_KEYS, facesOfKey } from '../dice.js';
import { setKey, type DiceSet } from './split.js';

/*
 * What an ordered plain roll is, whatever the rules: which multiset of faces
 * it shows and which of that multiset's orderings it is. Scoring caches what
 * it computes per multiset and ordering (see `SetRolls`), so a rule set's
 * table holds one entry per multiset met, not one per ordered roll, and
 * tables that score a multiset alike share its entry.
 */

/** The ordering numbers take the low bits of a place (see {@link placeOf}): at most 720 orderings of six dice. */
export const ORDERING_BITS = 10;
const ORDERING_MASK = (1 << ORDERING_BITS) - 1;

/** The plain multisets met so far (at most the 923 of one to six dice), numbered in the order first met. */
const sets: DiceSet[] = [];
const numbers = new Map<number, number>();

/** The number of a plain multiset (its `setKey` given), given when first met; the same for every rule set. */
export function plainNumber(set: DiceSet, key: number): number {
  let number = numbers.get(key);
  if (number === undefined) {
    number = sets.length;
    sets.push({ counts: set.counts.slice(), spicy: [0, 0, 0, 0, 0, 0], wild: 0 });
    numbers.set(key, number);
  }
  return number;
}

/** The plain multiset of a number. */
export function plainSet(number: number): DiceSet {
  return sets[number] as DiceSet;
}

/** Per ordered key: its place plus one (0: not met yet), filled as keys are met (typed arrays: nothing to build up front). */
const places = new Int32Array(ORDERED_KEYS);
/** Per plain multiset: how many of its orderings have a number so far. */
const numbered = new Uint16Array(1 << 10);

/**
 * The place of an ordered plain roll (see `rollKey`): its multiset's
 * number (see {@link plainNumber}) times 2^{@link ORDERING_BITS}, plus a number of
 * its own among the orderings of that multiset, 0 up to their count,
 * given in the order rolls are first met. The same for every rule set.
 */
export function placeOf(key: number): number {
  const known = places[key] as number;
  return known > 0 ? known - 1 : placeAfresh(key);
}

/** The place of a key met for the first time (see {@link placeOf}): apart, so that the look-up inlines. */
function placeAfresh(key: number): number {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const face of facesOfKey(key)) counts[face - 1] = (counts[face - 1] as number) + 1;
  const plain = { counts, spicy: [0, 0, 0, 0, 0, 0], wild: 0 };
  const set = plainNumber(plain, setKey(plain));
  const ordering = numbered[set] as number;
  numbered[set] = ordering + 1;
  const place = (set << ORDERING_BITS) | ordering;
  places[key] = place + 1;
  return place;
}

/** The multiset number of a place. */
export function setOf(place: number): number {
  return place >> ORDERING_BITS;
}

/** The ordering number of a place. */
export function orderingOf(place: number): number {
  return place & ORDERING_MASK;
}
