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

/**
 * The faces of the sets in a keep, as a bit mask (bit f for face f): three
 * or more dice of one face inside one combination that {@link holdsSet}
 * counts as a set (the four of four of a kind and a pair, both triplets of
 * two triplets, a full house's three, four of a kind counted as two of three
 * pairs). Singles, straights and a six-dice nothing are no sets, even of three
 * equal faces. The faces clear combo (`turn.clearCombo`) clears, read once
 * for the game and the rules' checks.
 */
export function setFaceMask(combinations: readonly Pick<Combination, 'kind' | 'faces'>[]): number {
  let mask = 0;
  for (const combination of combinations) {
    if (!holdsSet([combination])) continue;
    // A combination's faces are ascending: a set shows as a face equal to the one two places before it.
    const { faces } = combination;
    for (let i = 2; i < faces.length; i++) if (faces[i] === faces[i - 2]) mask |= 1 << (faces[i] as number);
  }
  return mask;
}
