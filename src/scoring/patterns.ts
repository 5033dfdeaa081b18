import { FACES, type Face } from '../dice.js';
import type { FaceValues, ScoringRules } from '../rules/types.js';
import { COMBINATION_KINDS, type CombinationKind } from './types.js';

/** A combination of a scoring table: how many dice of each face it takes, and its base points. */
export interface Pattern {
  readonly kind: CombinationKind;
  /** Dice needed per face, index 0 for face 1. */
  readonly counts: readonly number[];
  readonly faces: readonly Face[];
  readonly points: number;
  /** The kind and the faces as one number, equal for equal ones in any table (see `ScoringTable`). */
  readonly code: number;
}

/** The faces of a multiset's dice from its counts, ascending: `[0, 2, 0, 0, 1, 0]` is `[2, 2, 5]`. */
export function facesOf(counts: readonly number[]): Face[] {
  return FACES.flatMap((face) => Array<Face>(counts[face - 1] ?? 0).fill(face));
}

/** The counts and faces arrays of each combination shape met, by its faces in base 7: shared by every table's patterns. */
const shapes = new Map<number, Pick<Pattern, 'counts' | 'faces'>>();

function pattern(kind: CombinationKind, points: number, need: readonly (readonly [Face, number])[]): Pattern {
  const counts = [0, 0, 0, 0, 0, 0];
  for (const [face, count] of need) counts[face - 1] = count;
  const faces = facesOf(counts);
  const code = faces.reduce((sum, face) => sum * 7 + face, 0);
  let shape = shapes.get(code);
  if (shape === undefined) {
    shape = { counts: Object.freeze(counts), faces: Object.freeze(faces) };
    shapes.set(code, shape);
  }
  return { kind, ...shape, points, code: COMBINATION_KINDS.indexOf(kind) * 7 ** 6 + code };
}

const OF_A_KIND = [
  ['single', 'singles', 1],
  ['threeOfAKind', 'threeOfAKind', 3],
  ['fourOfAKind', 'fourOfAKind', 4],
  ['fiveOfAKind', 'fiveOfAKind', 5],
  ['sixOfAKind', 'sixOfAKind', 6],
] as const;

/** Every pair of different faces, and every triple, in order. */
const PAIRS = FACES.flatMap((a) => FACES.filter((b) => b !== a).map((b) => [a, b] as const));
const TRIPLES = FACES.flatMap((a) =>
  FACES.filter((b) => b > a).flatMap((b) => FACES.filter((c) => c > b).map((c) => [a, b, c] as const)),
);

/**
 * Lists every combination of a scoring table. Entries worth 0 points are not
 * combinations. Shapes follow RULES.md: three pairs and two triplets use
 * different faces; four of a kind + a pair uses a pair of another face, and
 * so does a full house (three of a kind + a pair; HOUSE-RULES.md row 4).
 */
export function listPatterns(scoring: ScoringRules): Pattern[] {
  const out: Pattern[] = [];
  const add = (kind: CombinationKind, points: number | null, need: readonly (readonly [Face, number])[]): void => {
    if (points !== null && points > 0) out.push(pattern(kind, points, need));
  };
  for (const [kind, key, size] of OF_A_KIND) {
    const values: FaceValues | null = scoring[key];
    if (values !== null) for (const face of FACES) add(kind, values[face], [[face, size]]);
  }
  for (const { faces, points } of scoring.straights) add('straight', points, faces.map((f) => [f, 1] as const));
  for (const [a, b, c] of TRIPLES) add('threePairs', scoring.threePairs, [[a, 2], [b, 2], [c, 2]]);
  if (scoring.fourOfAKindCountsAsTwoPairs) {
    for (const [a, b] of PAIRS) add('threePairs', scoring.threePairs, [[a, 4], [b, 2]]);
    for (const face of FACES) add('threePairs', scoring.threePairs, [[face, 6]]);
  }
  for (const [a, b] of PAIRS) add('fourOfAKindAndPair', scoring.fourOfAKindAndPair, [[a, 4], [b, 2]]);
  for (const [a, b] of PAIRS) if (a < b) add('twoTriplets', scoring.twoTriplets, [[a, 3], [b, 3]]);
  const { fullHouse } = scoring;
  if (fullHouse !== null) {
    for (const [a, b] of PAIRS) {
      const triple = fullHouse.plusThreeOfAKind ? (scoring.threeOfAKind?.[a] ?? 0) : 0;
      add('fullHouse', fullHouse.points + triple, [[a, 3], [b, 2]]);
    }
  }
  return out;
}
