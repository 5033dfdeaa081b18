import { FarkleError, describe } from '../../errors.js';
import type { Rules } from '../../rules/types.js';
import { largestKeeps } from '../../scoring/largest.js';
import { holdsSet } from '../../scoring/sets.js';
import type { Keep } from '../../scoring/types.js';

/** Checks a number of dice to roll: an integer from 1 to the rules' `dice`. */
export function checkDiceToRoll(value: unknown, dice: number, name = 'diceToRoll'): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= dice) return value;
  throw new FarkleError('invalid-dice', `expected a number of dice from 1 to ${dice}, got ${describe(value)}`, name);
}

/** Whether banking is forbidden right after this keep (`turn.rollAfterHotDice`, `turn.rollAfterSet`). */
export function keepForcesRoll(rules: Rules, keep: Keep, hotDice: boolean): boolean {
  return (hotDice && rules.turn.rollAfterHotDice) || (rules.turn.rollAfterSet && holdsSet(keep.combinations));
}

/**
 * The keeps a player may choose among the legal keeps of one roll: all of
 * them, or under `turn.keepEveryScoringDie` the largest (most dice, so fewest
 * left; then most points), every keep tied on both.
 */
export function choosableKeeps<K extends { readonly remaining: number; readonly points: number }>(rules: Rules, keeps: readonly K[]): readonly K[] {
  return rules.turn.keepEveryScoringDie ? largestKeeps(keeps) : keeps;
}
