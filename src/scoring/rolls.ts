import { FACES } from '../dice.js';
import type { DiceSet } from './split.js';

/** A multiset of plain dice and how many of the 6^n ordered rolls show it. */
export interface WeightedSet {
  readonly set: DiceSet;
  readonly ways: number;
}

const FACTORIALS = [1, 1, 2, 6, 24, 120, 720];

function factorial(n: number): number {
  return FACTORIALS[n] ?? Number.NaN;
}

const setsBySize = new Map<number, readonly WeightedSet[]>();

/** Every multiset of `n` plain dice with its number of orderings; the weights sum to 6^n. */
export function rollsOfSize(n: number): readonly WeightedSet[] {
  let known = setsBySize.get(n);
  if (known !== undefined) return known;
  const out: WeightedSet[] = [];
  const walk = (face: number, left: number, counts: number[]): void => {
    if (face === FACES.length - 1) {
      const all = [...counts, left];
      const ways = all.reduce((w, c) => w / factorial(c), factorial(n));
      out.push({ set: { counts: all, spicy: [0, 0, 0, 0, 0, 0] }, ways });
      return;
    }
    for (let c = 0; c <= left; c++) walk(face + 1, left - c, [...counts, c]);
  };
  walk(0, n, []);
  known = Object.freeze(out);
  setsBySize.set(n, known);
  return known;
}
