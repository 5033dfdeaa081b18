import type { Die, Face } from '../dice.js';
import type { RolledDie } from './types.js';

/**
 * The 144 possible dice of a roll (6 ids, 6 faces, plain, spicy or wild),
 * each shared and frozen: rolling allocates none. The array itself is private
 * and left unfrozen, because V8 reads frozen arrays slowly.
 */
const DICE: readonly RolledDie[] = Array.from({ length: 144 }, (_, i) =>
  Object.freeze({
    id: Math.floor(i / 24),
    face: ((Math.floor(i / 4) % 6) + 1) as Face,
    spicy: (i & 1) === 1,
    wild: (i & 2) === 2,
  }),
);

/** An empty list shared by every state that has none (frozen: no state may add to it). */
export const NONE: readonly never[] = Object.freeze([]);

/** The shared die with this id, face, spiciness and wildness. */
export function rolledDie(id: number, face: Face, spicy: boolean, wild = false): RolledDie {
  return DICE[id * 24 + (face - 1) * 4 + (wild ? 2 : 0) + (spicy ? 1 : 0)] as RolledDie;
}

/** The wild die as scoring reads it: it counts as any face. */
const WILD_DIE: Die = Object.freeze({ wild: true });

/**
 * A game roll as scoring dice, position for position, so that the indices of
 * a keep found by the scoring functions are indices into the roll.
 */
export function scoringDice(roll: readonly RolledDie[]): Die[] {
  return roll.map((die): Die => (die.wild ? WILD_DIE : die.spicy ? { face: die.face, spicy: true } : die.face));
}

/**
 * The ids of the dice a second chance throws: those of `roll` at the indices
 * not in `hold`, in roll order (the order of the action's `dice`).
 */
export function rethrownIds(roll: readonly RolledDie[], hold: readonly number[]): number[] {
  const ids: number[] = [];
  for (let i = 0; i < roll.length; i++) if (!hold.includes(i)) ids.push((roll[i] as RolledDie).id);
  return ids;
}
