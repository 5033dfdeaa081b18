import { MAX_DICE } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import type { RulesInput } from '../rules/types.js';
import { rollOutcomes } from './rolls.js';
import { scorerFor, type ScoringTable } from './table.js';

/**
 * Checks a number of dice to roll: an integer from 1 to 6 (`invalid-dice`
 * otherwise), and at most `most`, the rules' dice count (`too-many-dice`).
 */
export function checkDiceCount(value: unknown, name = 'diceCount', most = MAX_DICE): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_DICE) {
    throw new FarkleError('invalid-dice', `expected a number of dice from 1 to ${MAX_DICE}, got ${describe(value)}`, name);
  }
  if (value > most) {
    throw new FarkleError('too-many-dice', `expected at most ${most} dice (the rules play ${most} dice), got ${value}`, name);
  }
  return value;
}

/** How many of the 6^n ordered rolls of n dice score nothing under a table (a roll with an effect is no farkle). */
function farkleWays(table: ScoringTable, n: number, wildFace: number): number {
  let ways = 0;
  for (const roll of rollOutcomes(n, wildFace)) if (table.rollsOf(roll.set).farkles) ways += roll.ways;
  return ways;
}

/**
 * The exact probability that a roll of `diceCount` dice scores nothing:
 * the number of farkling rolls among all 6^n equally likely ones, divided by
 * 6^n. `diceCount` runs from 1 to the rules' dice count. Under rules with a
 * wild die, the roll includes it (see {@link rollOdds}). A roll with an
 * effect (`scoring.rollEffects`) is not a farkle.
 *
 * @example
 * ```ts
 * farkleChance(1); // 4/6: only a 1 or a 5 scores
 * farkleChance(6); // 1080/46656, about 2.31 % (classic)
 * ```
 *
 * @category Odds
 */
export function farkleChance(diceCount: number, rules?: RulesInput): number {
  const scorer = scorerFor(rules);
  const n = checkDiceCount(diceCount, 'diceCount', scorer.dice);
  return farkleWays(scorer.table, n, scorer.rules.wildDie?.face ?? 0) / 6 ** n;
}
