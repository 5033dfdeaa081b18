import type { Die } from '../dice.js';
import type { RolledDie } from '../game/types.js';

/**
 * A game roll as scoring dice, position for position, so that the indices of
 * a keep found by the scoring functions are indices into `turn.roll`.
 */
export function rollDice(roll: readonly RolledDie[]): Die[] {
  return roll.map((die): Die => (die.spicy ? { face: die.face, spicy: true } : die.face));
}
