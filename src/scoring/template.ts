import type { Face, ReadDice } from '../dice.js';
import type { RollEffectKind } from '../rules/types.js';
import type { CanonKeep, DiceSet } from './split.js';
import { COMBINATION_KINDS, type Combination, type CombinationKind, type Keep, type RollScore } from './types.js';

/**
 * Positions below are canonical: a roll's dice sorted by face, plain dice
 * before spicy ones, ties in input order, and the wild die last. A template
 * holds the legal keeps of one multiset in those positions, so that scoring
 * an ordered roll only maps positions to input indices through the roll's
 * permutation.
 */
interface CombinationTemplate {
  readonly kind: CombinationKind;
  readonly faces: readonly Face[];
  readonly spicy: number;
  readonly wild: boolean;
  readonly points: number;
  readonly positions: readonly number[];
}

/** The block of the wild die among the (face, spicy) blocks of canonical positions: the last. */
const WILD_BLOCK = 12;

interface KeepTemplate {
  readonly points: number;
  /** The keep's canonical positions as bits: a keep takes the first positions of each (face, spicy) block. */
  readonly mask: number;
  /** Indices into the roll template's `combinations`. */
  readonly combinations: readonly number[];
  readonly remaining: number;
  /** The face the wild die stands for in this keep; 0 when the keep does not hold it. */
  readonly wildFace: number;
}

/**
 * The legal keeps of one multiset, best first, in canonical positions. A
 * roll with an effect (`scoring.rollEffects`) has none: it is not scored.
 */
export interface RollTemplate {
  readonly size: number;
  readonly keeps: readonly KeepTemplate[];
  readonly combinations: readonly CombinationTemplate[];
  /** The roll's effect, when the multiset is one of the table's roll effects. */
  readonly effect: RollEffectKind | null;
}

/** Builds the template of a roll multiset from its canonical keeps (none for a roll with an effect). */
export function buildTemplate(roll: DiceSet, keeps: readonly CanonKeep[], effect: RollEffectKind | null = null): RollTemplate {
  // First canonical position of each (face, spicy) block.
  const start: number[] = [];
  let size = 0;
  for (let f = 0; f < 6; f++) {
    const count = roll.counts[f] as number;
    const spicy = roll.spicy[f] as number;
    start.push(size, size + count - spicy);
    size += count;
  }
  start.push(size);
  size += roll.wild;
  const combinations: CombinationTemplate[] = [];
  const known = new Map<number, number>();
  const keepTemplates = keeps.map((keep): KeepTemplate => {
    const next = [...start];
    let wildFace = 0;
    let mask = 0;
    const indices = keep.combinations.map((combination) => {
      const positions = combination.faces.map((face, i) => {
        const block = i === combination.wildAt ? WILD_BLOCK : (face - 1) * 2 + (combination.spicyAt[i] === true ? 1 : 0);
        const position = next[block] as number;
        next[block] = position + 1;
        mask |= 1 << position;
        return position;
      });
      const wild = combination.faces[combination.wildAt] ?? 0;
      if (wild > 0) wildFace = wild;
      // The kind, the positions as base-7 digits 1..6 and the wild die's face: unique for a combination of this roll.
      const id =
        positions.reduce((key, p) => key * 7 + p + 1, 0) + (COMBINATION_KINDS.indexOf(combination.kind) + 16 * wild) * 7 ** 6;
      let index = known.get(id);
      if (index === undefined) {
        index = combinations.length;
        known.set(id, index);
        const { kind, faces, spicy, points } = combination;
        combinations.push({ kind, faces, spicy, wild: wild > 0, points, positions });
      }
      return index;
    });
    return { points: keep.points, mask, combinations: indices, remaining: size - keep.size, wildFace };
  });
  return { size, keeps: keepTemplates, combinations, effect };
}

/** Scratch space for one call: canonical position to input index. */
const perm = new Int8Array(6);
const blockStart = new Int8Array(WILD_BLOCK + 1);

function blockOf(faces: readonly Face[], spicyMask: number, wildMask: number, i: number): number {
  return (wildMask >> i) & 1 ? WILD_BLOCK : ((faces[i] ?? 1) - 1) * 2 + ((spicyMask >> i) & 1);
}

/** Fills `perm` for a roll: a counting sort of its dice by (face, spicy), the wild die last, stable in input order. */
function permute({ faces, spicyMask, wildMask }: ReadDice): void {
  blockStart.fill(0);
  for (let i = 0; i < faces.length; i++) {
    const block = blockOf(faces, spicyMask, wildMask, i);
    blockStart[block] = (blockStart[block] as number) + 1;
  }
  let sum = 0;
  for (let b = 0; b <= WILD_BLOCK; b++) {
    const count = blockStart[b] as number;
    blockStart[b] = sum;
    sum += count;
  }
  for (let i = 0; i < faces.length; i++) {
    const block = blockOf(faces, spicyMask, wildMask, i);
    const position = blockStart[block] as number;
    blockStart[block] = position + 1;
    perm[position] = i;
  }
}

function mapPositions(positions: readonly number[]): number[] {
  const out: number[] = [];
  for (const position of positions) out.push(perm[position] as number);
  return out;
}

/** The input indices of the canonical positions in `mask` (a keep's), ascending. */
function keptIndices(mask: number): number[] {
  const out: number[] = [];
  for (let position = 0; mask >> position !== 0; position++) if ((mask >> position) & 1) out.push(perm[position] as number);
  return ascending(out);
}

/** Sorts at most six indices in place (insertion sort: no comparator closure). */
function ascending(indices: number[]): number[] {
  for (let i = 1; i < indices.length; i++) {
    const value = indices[i] as number;
    let j = i - 1;
    for (; j >= 0 && (indices[j] as number) > value; j--) indices[j + 1] = indices[j] as number;
    indices[j + 1] = value;
  }
  return indices;
}

/** The faces of a keep's dice: the roll's, and for the wild die the face it stands for in the keep. */
function facesAt({ faces, wildMask }: ReadDice, indices: readonly number[], wildFace: number): Face[] {
  const out: Face[] = [];
  for (const index of indices) out.push((wildMask >> index) & 1 ? (wildFace as Face) : (faces[index] ?? 1));
  return out;
}

function combinationsOf(template: RollTemplate): Combination[] {
  const out: Combination[] = [];
  for (const { kind, faces, spicy, wild, points, positions } of template.combinations) {
    out.push({ kind, dice: mapPositions(positions), faces, spicy, wild, points });
  }
  return out;
}

/** A keep of the roll `perm` holds, from its template; `all` is the roll's combinations (see `combinationsOf`). */
function keepAt(keep: KeepTemplate, all: readonly Combination[], dice: ReadDice): Keep {
  const combinations: Combination[] = [];
  for (const index of keep.combinations) combinations.push(all[index] as Combination);
  const kept = keptIndices(keep.mask);
  return { dice: kept, faces: facesAt(dice, kept, keep.wildFace), points: keep.points, combinations, remaining: keep.remaining };
}

/** Every legal keep of an ordered roll, from its multiset's template. */
export function keepsFor(template: RollTemplate, dice: ReadDice): Keep[] {
  permute(dice);
  const all = combinationsOf(template);
  const out: Keep[] = [];
  for (const keep of template.keeps) out.push(keepAt(keep, all, dice));
  return out;
}

/** The dice of each legal keep of an ordered roll as a bit mask of roll indices, best first (no keep objects made). */
export function keepMasks(template: RollTemplate, dice: ReadDice): number[] {
  permute(dice);
  const out: number[] = [];
  for (const keep of template.keeps) {
    let mask = 0;
    for (let position = 0; keep.mask >> position !== 0; position++) if ((keep.mask >> position) & 1) mask |= 1 << (perm[position] as number);
    out.push(mask);
  }
  return out;
}

/**
 * The score of a roll whose best keep is `keep`, as `scoreRoll` reports it: the one literal shape of
 * every score with dice kept (V8 reads cached results of a single hidden class several times faster).
 */
export function scoreOfKeep({ dice, faces, points, combinations, remaining }: Keep): RollScore {
  return { dice, faces, points, combinations, remaining, farkle: false, hotDice: remaining === 0, effect: null };
}

/** The best keep of an ordered roll (or its farkle, or its effect), as `scoreRoll` reports it. */
export function scoreFor(template: RollTemplate, dice: ReadDice): RollScore {
  const best = template.keeps[0];
  const { effect } = template;
  // The same property order as scoreOfKeep's literal.
  if (best === undefined) return { dice: [], faces: [], points: 0, combinations: [], remaining: template.size, farkle: effect === null, hotDice: false, effect };
  permute(dice);
  return scoreOfKeep(keepAt(best, combinationsOf(template), dice));
}
