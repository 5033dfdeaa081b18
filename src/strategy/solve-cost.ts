import { FarkleError, describe } from '../errors.js';
import { checkOptionKeys, optionKeys } from '../options.js';
import { resolveRules } from '../rules/define.js';
import type { Rules, RulesInput } from '../rules/types.js';
import { winPlan } from './race/win-chance.js';
import type { WinPlan } from './race/types.js';
import { SEATS_TOLERANCE, seatsUnsupported } from './seats/seats.js';
import { seatsCost as seatsTableCost } from './seats/cost.js';

/**
 * Options for {@link solveCost}.
 *
 * @example
 * ```ts
 * const options: SolveCostOptions = { target: 2_000 };
 * solveCost('classic', options).target; // 2000
 * ```
 *
 * @category Strategy
 */
export interface SolveCostOptions {
  /** Players at the table, 2 to 6 (2 by default): two are solved by `optimalWinChance`, more by `optimalSeatsWinChance`. */
  readonly players?: number | undefined;
  /** The score played to; the rules' own target by default. */
  readonly target?: number | undefined;
  /** As `optimalWinChance`'s option (two players only): solve without the rules the solver does not model, rather than refuse. */
  readonly ignoreUnsupported?: boolean | undefined;
}

/**
 * What a solve would cost, told before it starts: see {@link solveCost}.
 *
 * @example
 * ```ts
 * const cost: SolveCost = solveCost('classic');
 * cost.exact; // true: two players to 10,000 can be solved exactly
 * cost.size; // 40401: the states of the table
 * ```
 *
 * @category Strategy
 */
export interface SolveCost {
  /** Players at the table. */
  readonly players: number;
  /** The score played to. */
  readonly target: number;
  /** Whether the solver models every rule and takes the target: its chances are then exact (to its tolerance). */
  readonly exact: boolean;
  /**
   * Why the solve is not exact, or `null`: the rule the solver does not
   * model (solved without it, or refused), or the table past its limit.
   */
  readonly reason: string | null;
  /** The win chances the solve's table holds (8 bytes each), or `null` where the solver refuses. */
  readonly size: number | null;
  /** The solve's seconds on one thread, estimated (see {@link solveCost}), or `null` where the solver refuses. */
  readonly seconds: number | null;
}

const COST_KEYS = optionKeys<SolveCostOptions>({ players: true, target: true, ignoreUnsupported: true });

/**
 * Seconds per win chance of each solver, on one thread of the machine the
 * library is developed on (an x86-64 server core, Node 20): classic to
 * 10,000 measured with `node bench/win.mjs` (34.6 s, the speed guide); the others measured with
 * `node bench/win.mjs` beside classic to 2,000 in one run on a busy machine
 * (5.1 s there, 1.9 s quiet) and scaled by that ratio.
 */
const SECONDS_PER_CHANCE = {
  /**
   * Classic to 10,000: 34.6 s for 40,401 chances. Since a turn banks past its rolls' bound it takes
   * some three quarters of that (25.5 and 30.5 s beside 39.1 and 36.8 s for the build before); the
   * rate stays, within the stated factor, so that what the bots solve on first use does not move.
   */
  plain: 0.86e-3,
  /**
   * CPU seconds measured on one thread (`node bench/win.mjs`): zilch to 1,000 9.3 s (16,200 chances), to 2,000
   * 24.9 s (45,000), to 4,000 127 s (180,000); yarkle to 600 17.9 s (36,864): some 0.6 ms a chance up to a goal
   * of {@link PASSES_GOAL} steps (absolute's within the factor of four that {@link solveCost} states). Past it the
   * passes of turns solved again grow with the goal (see {@link raceRate}).
   */
  streaks: 0.6e-3,
  /** High stakes, classic to 1,000: 10.1 s busy for 46,746 chances. */
  offers: 80e-6,
  /** Lives (Farkel) to 1,000: 0.7 s busy for 12,672 chances. */
  lives: 20e-6,
  /**
   * Spicy dice: seconds per chance for each step of the goal, and some 70 steps past it where the
   * last turn might still pass a lead (see {@link raceRate}): CPU on one thread (`node bench/win.mjs`)
   * to 1,000 31.3 s (400 chances), to 2,000 113 s (1,600), to 3,000 278 s (3,600). All six dice,
   * and five, are worth rolling up to high totals, so a turn solves some levels for each step of the
   * goal: at 25,000 (500 steps), pairs of scores drawn at random from the whole table, solved over
   * a table read from the 1,000-point one, took 0.5 to 0.6 s a chance with four to five rounds a
   * pair, where a true table's pairs need about three: some 0.35 s, a day or more for the table.
   */
  spicy: 0.6e-3,
} as const;

/**
 * The goal, in steps, up to which a solve with farkle penalties takes about
 * the same time a chance; past it the rate grows with the goal. Zilch to
 * 10,000 (200 steps) took 1,457 s of CPU for 952,200 chances: 1.5 ms a
 * chance (`node bench/win.mjs zilch 10000 0`), against 0.55–0.57 ms to
 * 1,000 and 2,000 and 0.7 ms to 4,000.
 */
const PASSES_GOAL = 80;

/** Seconds a solve takes before its first chance. */
const SETUP_SECONDS = 0.3;

/** The most win chances the seats solver's table holds (as `optimalSeatsWinChance` checks). */
const MAX_SEATS_VALUES = 2 ** 23;

/** The rate of the two-player solver that would solve these rules, to a goal of `goal` steps. */
function raceRate(rules: Rules, streaks: boolean, goal: number): number {
  // A spicy turn rolls high: its work grows with the goal, plus the levels past it where the last turn might still pass a lead.
  if (rules.spicyDice) return SECONDS_PER_CHANCE.spicy * (goal + 70);
  if (streaks) return SECONDS_PER_CHANCE.streaks * Math.max(1, goal / PASSES_GOAL);
  if (rules.lives !== null) return SECONDS_PER_CHANCE.lives;
  return rules.highStakes ? SECONDS_PER_CHANCE.offers : SECONDS_PER_CHANCE.plain;
}

const refused = (players: number, target: number, reason: string): SolveCost => ({ players, target, exact: false, reason, size: null, seconds: null });

/** The plan `optimalWinChance` makes before it solves, or why it refuses (a rule not modelled, a table past its limit). */
function planOrRefusal(rules: Rules, target: number, ignoreUnsupported: boolean): WinPlan | FarkleError {
  try {
    return winPlan(rules, { target, ignoreUnsupported });
  } catch (error) {
    // The target itself was checked: a refusal at it is the table's size.
    if (error instanceof FarkleError && (error.code === 'unsupported-rules' || error.path === 'target')) return error;
    throw error;
  }
}

/** Two players: exact where the solver takes the rules as they are; with `ignoreUnsupported`, else what it solves instead. */
function raceCost(rules: Rules, target: number, ignoreUnsupported: boolean): SolveCost {
  const strict = planOrRefusal(rules, target, false);
  const plan = strict instanceof FarkleError && ignoreUnsupported ? planOrRefusal(rules, target, true) : strict;
  if (plan instanceof FarkleError) return refused(2, target, plan.message);
  const seconds = SETUP_SECONDS + plan.size * raceRate(plan.rules, plan.space !== null && plan.size > plan.goal * plan.goal, plan.goal);
  // Not exact: a rule left out (named by its path), or lives past their table solved without them.
  const reason = !(strict instanceof FarkleError) ? null : strict.code === 'unsupported-rules' ? `the solver does not model ${strict.path ?? 'these rules'}` : strict.message;
  return { players: 2, target, exact: reason === null, reason, size: plan.size, seconds };
}

/** Three to six players, by the table `optimalSeatsWinChance` would fill. */
function seatsCost(rules: Rules, players: number, target: number): SolveCost {
  const missing = seatsUnsupported(rules);
  if (missing !== null) return refused(players, target, `the seats solver does not model ${missing}`);
  // The seats solver's own estimate (its table's size, and the options of a roll weighed per level and turn).
  const { values: size, seconds } = seatsTableCost(rules, players, target, SEATS_TOLERANCE);
  if (size > MAX_SEATS_VALUES) return refused(players, target, `a table of ${size} win chances is past the solver's ${MAX_SEATS_VALUES}`);
  return { players, target, exact: true, reason: null, size, seconds: SETUP_SECONDS + seconds };
}

/**
 * What solving a game would cost, told before any work: whether the solve
 * is exact (the solver models every rule and takes the target), the win
 * chances its table holds (`optimalWinChance`'s `table.length` for two
 * players, `optimalSeatsWinChance`'s for more) and the seconds it takes on
 * one thread, estimated from the solver's seconds per chance measured on
 * the machine the library is developed on (an x86-64 server core, Node 20):
 * a quiet machine of that class takes about that long, within a factor of
 * two for plain rules and four under farkle penalties; a busy or slower one
 * longer. Where the solver refuses (a rule it does not model, without
 * `ignoreUnsupported`, or a table past its limit) the cost is `exact:
 * false` with the reason and no size or time. Takes milliseconds (the turn
 * model of the rules is built if it was not).
 *
 * @throws {FarkleError} `invalid-rules` for rules that are not valid, and
 *   `invalid-options` for an unknown option, players that are not 2 to 6,
 *   a target that is not a positive integer, or `ignoreUnsupported` with
 *   more than two players.
 *
 * @example
 * ```ts
 * const cost = solveCost('classic', { target: 10000 });
 * cost.exact; // → true
 * cost.size; // → 40401
 * solveCost('zilch', { players: 3, target: 1000 }).exact; // → false
 * ```
 *
 * @category Strategy
 */
export function solveCost(rules: RulesInput | undefined, options: SolveCostOptions = {}): SolveCost {
  checkOptionKeys(options, COST_KEYS, false);
  const resolved = resolveRules(rules);
  const { players = 2, target = resolved.end.target, ignoreUnsupported = false } = options;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 6) {
    throw new FarkleError('invalid-options', `expected 2 to 6 players, got ${describe(players)}`, 'players');
  }
  if (typeof target !== 'number' || !Number.isSafeInteger(target) || target < 1) {
    throw new FarkleError('invalid-options', `expected a positive integer target, got ${describe(target)}`, 'target');
  }
  if (typeof ignoreUnsupported !== 'boolean' || (ignoreUnsupported && players !== 2)) {
    throw new FarkleError('invalid-options', `expected ignoreUnsupported true only with two players, got ${describe(ignoreUnsupported)}`, 'ignoreUnsupported');
  }
  return players === 2 ? raceCost(resolved, target, ignoreUnsupported) : seatsCost(resolved, players, target);
}
