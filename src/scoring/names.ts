/** Scoring combinations in words: the names rules sheets ({@link describeRules}) give them. */
import { MAX_DICE, type Face } from '../dice.js';
import { count } from '../rules/describe-words.js';
import { FarkleError, describe, isArray } from '../errors.js';
import { guarded, readEntries } from '../read.js';
import { COMBINATION_KINDS, type Combination, type CombinationKind } from './types.js';

/** The n of a kind by their size. */
const SETS: Readonly<Partial<Record<CombinationKind, number>>> = { threeOfAKind: 3, fourOfAKind: 4, fiveOfAKind: 5, sixOfAKind: 6 };

/** The kinds whose name does not depend on their faces. */
const FIXED: Readonly<Partial<Record<CombinationKind, string>>> = {
  threePairs: 'three pairs',
  fourOfAKindAndPair: 'four of a kind and a pair',
  twoTriplets: 'two triplets',
  sixDiceFarkle: 'six dice with nothing scoring',
  fullHouse: 'full house',
};

function checkKind(kind: unknown): CombinationKind {
  if (typeof kind === 'string' && (COMBINATION_KINDS as readonly string[]).includes(kind)) return kind as CombinationKind;
  throw new FarkleError('invalid-options', `expected a combination kind (${COMBINATION_KINDS.join(', ')}), got ${describe(kind)}`, 'kind');
}

/**
 * `faces` read once, when they are faces 1 to 6 (as a combination lists them), so that they may
 * be named; `null` for what is no list of faces. More faces than a roll holds are refused before
 * any is read: no combination has them, and a straight of a million would be a name of megabytes.
 */
function namedFaces(faces: unknown): readonly Face[] | null {
  if (!isArray(faces)) return null;
  const length = guarded('invalid-options', 'faces', () => faces.length);
  if (length > MAX_DICE) throw new FarkleError('invalid-options', `expected at most ${MAX_DICE} faces (a roll holds at most ${MAX_DICE} dice), got ${length}`, 'faces');
  const read = readEntries(faces, length, 'invalid-options', 'faces');
  return read.length > 0 && read.every((face) => Number.isInteger(face) && (face as number) >= 1 && (face as number) <= 6) ? (read as Face[]) : null;
}

/** The kind and the faces of what is given, each read once: a getter or a proxy that throws is refused with `invalid-options`. */
function readCombination(given: unknown): { kind: unknown; faces: unknown } {
  if (typeof given !== 'object' || given === null) return { kind: given, faces: undefined };
  return guarded('invalid-options', 'combination', () => {
    const { kind, faces } = given as { kind?: unknown; faces?: unknown };
    return { kind, faces };
  });
}

/**
 * A scoring combination in words, lower case, as {@link describeRules} names
 * it in its table: `single 5`, `three 1s`, `four of a kind`, `straight
 * 1-2-3-4-5-6`, `three pairs`, `full house`. Given a combination (a
 * `Combination` of {@link scoreRoll}, {@link legalKeeps} or {@link scoreKeep},
 * or just its `kind` and `faces`), singles, n of a kind and straights name
 * their faces; given a kind alone, they are named in general (`single die`,
 * `three of a kind`, `straight`). Other kinds have one name.
 *
 * @throws {FarkleError} `invalid-options` at `kind` for a kind that is none of
 * {@link COMBINATION_KINDS}, at `faces` for more than 6 faces, or for a
 * combination, a kind or a length that throws when read (a getter, a
 * revoked proxy); the faces themselves are read only where the name needs
 * them.
 *
 * @example
 * ```ts
 * const roll = scoreRoll([1, 1, 1, 5, 2, 3]);
 * roll.combinations.map(combinationName); // ['three 1s', 'single 5']
 * combinationName('fourOfAKind'); // 'four of a kind'
 * combinationName({ kind: 'straight', faces: [1, 2, 3, 4, 5] }); // 'straight 1-2-3-4-5'
 * ```
 *
 * @category Scoring
 */
export function combinationName(combination: CombinationKind | Pick<Combination, 'kind' | 'faces'>): string {
  const given = readCombination(combination);
  const kind = checkKind(given.kind);
  const faces = namedFaces(given.faces);
  const fixed = FIXED[kind];
  if (fixed !== undefined) return fixed;
  const size = SETS[kind];
  if (size !== undefined) return faces === null ? `${count(size)} of a kind` : `${count(size)} ${String(faces[0])}s`;
  if (kind === 'straight') return faces === null ? 'straight' : `straight ${faces.join('-')}`;
  return faces === null ? 'single die' : `single ${String(faces[0])}`;
}
