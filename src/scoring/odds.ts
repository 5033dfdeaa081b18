import { MAX_DICE } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import type { RulesInput } from '../rules/types.js';
import { rollsOfSize } from './rolls.js';
import { tableFor, type ScoringTable } from './table.js';

/** Checks a number of dice to roll: an integer from 1 to 6. */
export function checkDiceCount(value: unknown, name = 'diceCount'): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_DICE) return value;
  throw new FarkleError('invalid-dice', `expected a number of dice from 1 to ${MAX_DICE}, got ${describe(value)}`, name);
}

/** How many of the 6^n ordered rolls of n dice score nothing under a table. */
function farkleWays(table: ScoringTable, n: number): number {
  let ways = 0;
  for (const roll of rollsOfSize(n)) if (table.farkles(roll.set)) ways += roll.ways;
  return ways;
}

/**
 * The exact probability that a roll of `diceCount` dice scores nothing:
 * the number of farkling rolls among all 6^n equally likely ones, divided by 6^n.
 *
 * @example
 * ```ts
 * farkleChance(1); // 4/6: only a 1 or a 5 scores
 * farkleChance(6); // 1080/46656, about 2.31 % (classic)
 * ```
 */
export function farkleChance(diceCount: number, rules?: RulesInput): number {
  const n = checkDiceCount(diceCount);
  return farkleWays(tableFor(rules), n) / 6 ** n;
}
