import type { Face } from '../../dice.js';
import { setFaceMask } from '../../scoring/sets.js';
import type { Combination } from '../../scoring/types.js';
import { NONE } from '../dice.js';
import type { RolledDie } from '../types.js';

/**
 * Clear combo (`turn.clearCombo`): the faces of the sets in a keep, three or
 * more dice of one face inside one combination (three to six of a kind, the
 * four of four of a kind and a pair, both triplets of two triplets, a full
 * house's three, four of a kind counted as two of three pairs). Singles,
 * straights and a six-dice nothing are no sets, even of three equal faces.
 * A wild die counts for the face it stands for in its combination. Ascending.
 */
export function setFaces(combinations: readonly Combination[]): readonly Face[] {
  // Which combinations are sets, and their faces, are read once, for rollAfterSet, the rules' checks and the solvers too.
  const mask = setFaceMask(combinations);
  if (mask === 0) return NONE;
  const out: Face[] = [];
  for (let face = 1; face <= 6; face++) if ((mask >> face) & 1) out.push(face as Face);
  return out;
}

/**
 * The dice of `thrown` that show one of `faces` and so must be rolled again.
 * The wild die shows no face: it is never cleared.
 */
export function clearedDice(thrown: readonly RolledDie[], faces: readonly Face[]): RolledDie[] {
  const out: RolledDie[] = [];
  for (const die of thrown) if (!die.wild && faces.includes(die.face)) out.push(die);
  return out;
}
