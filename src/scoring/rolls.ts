import { FACES } from '../dice.js';
import type { DiceSet } from './split.js';

/** A multiset of dice and how many of the 6^n ordered rolls show it. */
export interface WeightedSet {
  readonly set: DiceSet;
  readonly ways: number;
}

const FACTORIALS = [1, 1, 2, 6, 24, 120, 720];

function factorial(n: number): number {
  return FACTORIALS[n] ?? Number.NaN;
}

const setsBySize = new Map<number, readonly WeightedSet[]>();

/** Every multiset of `n` plain dice (0 to 6) with its number of orderings; the weights sum to 6^n. */
export function rollsOfSize(n: number): readonly WeightedSet[] {
  let known = setsBySize.get(n);
  if (known !== undefined) return known;
  const out: WeightedSet[] = [];
  const walk = (face: number, left: number, counts: number[]): void => {
    if (face === FACES.length - 1) {
      const all = [...counts, left];
      const ways = all.reduce((w, c) => w / factorial(c), factorial(n));
      out.push({ set: { counts: all, spicy: [0, 0, 0, 0, 0, 0], wild: 0 }, ways });
      return;
    }
    for (let c = 0; c <= left; c++) walk(face + 1, left - c, [...counts, c]);
  };
  walk(0, n, []);
  known = Object.freeze(out);
  setsBySize.set(n, known);
  return known;
}

const wildBySize = new Map<number, readonly WeightedSet[]>();

/**
 * The outcomes of rolling `n` dice, weights summing to 6^n. With `wildFace`
 * 0, plain dice ({@link rollsOfSize}); otherwise one of the dice is the wild
 * die, which shows its wild face where it would show `wildFace`: `n - 1`
 * plain dice times the wild die's six equally likely sides.
 */
export function rollOutcomes(n: number, wildFace: number): readonly WeightedSet[] {
  if (wildFace === 0) return rollsOfSize(n);
  const id = n * 8 + wildFace;
  let known = wildBySize.get(id);
  if (known !== undefined) return known;
  const out: WeightedSet[] = [];
  for (const { set, ways } of rollsOfSize(n - 1)) {
    for (const face of FACES) {
      const wild = face === wildFace ? 1 : 0;
      const counts = set.counts.map((count, f) => (f === face - 1 && wild === 0 ? count + 1 : count));
      out.push({ set: { counts, spicy: set.spicy, wild }, ways });
    }
  }
  known = Object.freeze(out);
  wildBySize.set(id, known);
  return known;
}
