import type { Combination } from './types.js';

/** Kinds of combination made of a set: three or more dice of one face. */
const SET_KINDS: ReadonlySet<string> = new Set(['threeOfAKind', 'fourOfAKind', 'fiveOfAKind', 'sixOfAKind', 'fourOfAKindAndPair', 'twoTriplets', 'fullHouse']);

/**
 * Whether a keep holds three or more of a kind (`turn.rollAfterSet`): a
 * combination made of a set, or three pairs that count four of a kind as two
 * pairs. Read from the keep's combinations, not its faces: three 1s scored
 * as three singles (a table without three 1s) are no set. The one reading
 * for the game and the solvers.
 */
export function holdsSet(combinations: readonly Pick<Combination, 'kind' | 'faces'>[]): boolean {
  for (const { kind, faces } of combinations) {
    if (SET_KINDS.has(kind)) return true;
    // Three pairs' faces are ascending: four of a kind shows as a face equal to the one two places before it.
    if (kind === 'threePairs' && faces.some((face, i) => face === faces[i - 2])) return true;
  }
  return false;
}
