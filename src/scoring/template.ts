import type { Face } from '../dice.js';
import type { CanonKeep, DiceSet } from './split.js';
import { COMBINATION_KINDS, type Combination, type CombinationKind, type Keep, type RollScore } from './types.js';

/**
 * Positions below are canonical: a roll's dice sorted by face, plain dice
 * before spicy ones, ties in input order. A template holds the legal keeps of
 * one multiset in those positions, so that scoring an ordered roll only maps
 * positions to input indices through the roll's permutation.
 */
interface CombinationTemplate {
  readonly kind: CombinationKind;
  readonly faces: readonly Face[];
  readonly spicy: number;
  readonly points: number;
  readonly positions: readonly number[];
}

interface KeepTemplate {
  readonly points: number;
  readonly positions: readonly number[];
  /** `positions` as bits: a keep takes the first positions of each (face, spicy) block. */
  readonly mask: number;
  /** Indices into the roll template's `combinations`. */
  readonly combinations: readonly number[];
  readonly remaining: number;
}

/** The legal keeps of one multiset, best first, in canonical positions. */
export interface RollTemplate {
  readonly size: number;
  readonly keeps: readonly KeepTemplate[];
  readonly combinations: readonly CombinationTemplate[];
}

/** Builds the template of a roll multiset from its canonical keeps. */
export function buildTemplate(roll: DiceSet, keeps: readonly CanonKeep[]): RollTemplate {
  // First canonical position of each (face, spicy) block.
  const start: number[] = [];
  let size = 0;
  for (let f = 0; f < 6; f++) {
    const count = roll.counts[f] ?? 0;
    const spicy = roll.spicy[f] ?? 0;
    start.push(size, size + count - spicy);
    size += count;
  }
  const combinations: CombinationTemplate[] = [];
  const known = new Map<number, number>();
  const keepTemplates = keeps.map((keep): KeepTemplate => {
    const next = [...start];
    const indices = keep.combinations.map((combination) => {
      const positions = combination.faces.map((face, i) => {
        const block = (face - 1) * 2 + (combination.spicyAt[i] === true ? 1 : 0);
        const position = next[block] ?? 0;
        next[block] = position + 1;
        return position;
      });
      // The kind, then the positions as base-7 digits 1..6: unique for a combination of this roll.
      const id = positions.reduce((key, p) => key * 7 + p + 1, 0) + COMBINATION_KINDS.indexOf(combination.kind) * 7 ** 6;
      let index = known.get(id);
      if (index === undefined) {
        index = combinations.length;
        known.set(id, index);
        const { kind, faces, spicy, points } = combination;
        combinations.push({ kind, faces, spicy, points, positions });
      }
      return index;
    });
    // Loops rather than flatMap() and reduce(), which are slow in V8: every rule set builds about 3,000 of these.
    const positions: number[] = [];
    let mask = 0;
    for (const index of indices) {
      for (const position of combinations[index]?.positions ?? []) {
        positions.push(position);
        mask |= 1 << position;
      }
    }
    return { points: keep.points, positions, mask, combinations: indices, remaining: size - keep.size };
  });
  return { size, keeps: keepTemplates, combinations };
}

/** Scratch space for one call: canonical position to input index. */
const perm = new Int8Array(6);
const blockStart = new Int8Array(12);

/** Fills `perm` for a roll: a counting sort of its dice by (face, spicy), stable in input order. */
function permute(faces: readonly Face[], spicyMask: number): void {
  blockStart.fill(0);
  for (let i = 0; i < faces.length; i++) {
    const block = ((faces[i] ?? 1) - 1) * 2 + ((spicyMask >> i) & 1);
    blockStart[block] = (blockStart[block] ?? 0) + 1;
  }
  let sum = 0;
  for (let b = 0; b < 12; b++) {
    const count = blockStart[b] ?? 0;
    blockStart[b] = sum;
    sum += count;
  }
  for (let i = 0; i < faces.length; i++) {
    const block = ((faces[i] ?? 1) - 1) * 2 + ((spicyMask >> i) & 1);
    const position = blockStart[block] ?? 0;
    blockStart[block] = position + 1;
    perm[position] = i;
  }
}

function mapPositions(positions: readonly number[]): number[] {
  const out: number[] = [];
  for (const position of positions) out.push(perm[position] ?? -1);
  return out;
}

/** Sorts at most six indices in place (insertion sort: no comparator closure). */
function ascending(indices: number[]): number[] {
  for (let i = 1; i < indices.length; i++) {
    const value = indices[i] ?? 0;
    let j = i - 1;
    for (; j >= 0 && (indices[j] ?? 0) > value; j--) indices[j + 1] = indices[j] ?? 0;
    indices[j + 1] = value;
  }
  return indices;
}

function facesAt(faces: readonly Face[], indices: readonly number[]): Face[] {
  const out: Face[] = [];
  for (const index of indices) out.push(faces[index] ?? 1);
  return out;
}

function combinationsOf(template: RollTemplate): Combination[] {
  const out: Combination[] = [];
  for (const { kind, faces, spicy, points, positions } of template.combinations) {
    out.push({ kind, dice: mapPositions(positions), faces, spicy, points });
  }
  return out;
}

/** Every legal keep of an ordered roll, from its multiset's template. */
export function keepsFor(template: RollTemplate, faces: readonly Face[], spicyMask: number): Keep[] {
  permute(faces, spicyMask);
  const all = combinationsOf(template);
  const out: Keep[] = [];
  for (const keep of template.keeps) {
    const combinations: Combination[] = [];
    for (const index of keep.combinations) combinations.push(all[index] as Combination);
    const dice = ascending(mapPositions(keep.positions));
    out.push({ dice, faces: facesAt(faces, dice), points: keep.points, combinations, remaining: keep.remaining });
  }
  return out;
}

/** The best keep of an ordered roll (or its farkle), as `scoreRoll` reports it. */
export function scoreFor(template: RollTemplate, faces: readonly Face[], spicyMask: number): RollScore {
  // Literals of one fixed shape: V8 reads cached results of a single hidden class several times faster.
  const best = template.keeps[0];
  if (best === undefined) {
    return { dice: [], faces: [], points: 0, combinations: [], remaining: template.size, farkle: true, hotDice: false };
  }
  permute(faces, spicyMask);
  const all = combinationsOf(template);
  const combinations = best.combinations.map((index) => all[index] as Combination);
  const { points, remaining } = best;
  const dice = ascending(mapPositions(best.positions));
  return { dice, faces: facesAt(faces, dice), points, combinations, remaining, farkle: false, hotDice: remaining === 0 };
}
