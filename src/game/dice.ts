import type { Die, Face } from '../dice.js';
import type { RolledDie } from './types.js';

/**
 * The 72 possible dice of a roll (6 ids, 6 faces, plain or spicy), each shared
 * and frozen: rolling allocates none. The array itself is private and left
 * unfrozen, because V8 reads frozen arrays slowly.
 */
const DICE: readonly RolledDie[] = Array.from({ length: 72 }, (_, i) =>
  Object.freeze({ id: Math.floor(i / 12), face: ((Math.floor(i / 2) % 6) + 1) as Face, spicy: i % 2 === 1 }),
);

/** The shared die with this id, face and spiciness. */
export function rolledDie(id: number, face: Face, spicy: boolean): RolledDie {
  return DICE[id * 12 + (face - 1) * 2 + (spicy ? 1 : 0)] as RolledDie;
}

/**
 * A game roll as scoring dice, position for position, so that the indices of
 * a keep found by the scoring functions are indices into the roll.
 */
export function scoringDice(roll: readonly RolledDie[]): Die[] {
  return roll.map((die): Die => (die.spicy ? { face: die.face, spicy: true } : die.face));
}
