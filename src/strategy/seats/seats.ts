import { checkSignal, throwIfAborted, type AbortSignalLike } from '../../abort.js';
import { FarkleError, describe } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';
import { seatsCost, type SeatsCost } from './cost.js';
import { SeatsSolver } from './solver.js';
import { refuseUnsupported } from '../unsupported.js';

/**
 * Options for {@link optimalSeatsWinChance}.
 *
 * @example
 * ```ts
 * const options: SeatsWinChanceOptions = { players: 3, target: 1_000 };
 * optimalSeatsWinChance('classic', options).players; // 3
 * ```
 *
 * @category Strategy
 */
export interface SeatsWinChanceOptions {
  /** Players at the table, 2 to 6. */
  readonly players: number;
  /**
   * The score to play to; the rules' own target by default. The table holds
   * `steps^players × players²` win chances (steps: the target in steps of the
   * score grid, 50 points in classic): at most 8,388,608 (64 MB), else
   * `invalid-options` at `target` before any work.
   */
  readonly target?: number | undefined;
  /** Leads no later player passes with this chance or more count as certain in the final round; the cycles of farkles are solved to it too. Default 1e-9. */
  readonly tolerance?: number | undefined;
  /** Called as the solver works through the lists of scores, with the fraction of lists done (rising, 1 at the end). */
  readonly onProgress?: ((done: number) => void) | undefined;
  /**
   * Stops the solve with a `FarkleError` of code `aborted`, within a list of scores (milliseconds).
   * The solve is synchronous, so it sees only a signal that fired before the call or whose
   * `aborted` turns true by itself (a deadline, as with `optimalWinChance`).
   */
  readonly signal?: AbortSignalLike | undefined;
  /** Called once before any work with what the solve will cost (see {@link seatsWinChanceCost}). */
  readonly onCost?: ((cost: SeatsCost) => void) | undefined;
}

/**
 * A solved game of any number of players: each seat's chance to win under
 * optimal play, every player maximizing its own chance (a shared win counts
 * as its share).
 *
 * @example
 * ```ts
 * const solved = optimalSeatsWinChance('classic', { players: 3, target: 300 });
 * solved.startChances; // three chances summing to 1, the first player's the largest
 * solved.winChances([250, 0, 100], 1); // the seats' chances with seat 1 to play
 * ```
 *
 * @category Strategy
 */
export interface SeatsWinSolution {
  /** The rules solved. */
  readonly rules: Rules;
  /** Players at the table. */
  readonly players: number;
  /** The score played to. */
  readonly target: number;
  /** Points per step of the score grid. */
  readonly step: number;
  /** The tolerance solved to. */
  readonly tolerance: number;
  /** Each seat's chance from the start, seat 0 to play first. */
  readonly startChances: readonly number[];
  /** The solved table, `table[(index * players + mover) * players + seat]`, index the scores in steps as digits of base `target / step` (seat 0 lowest). */
  readonly table: Float64Array;
  /** Each seat's chance to win at the start of a turn of `mover`, the scores banked as given (each below the target). */
  winChances(scores: readonly number[], mover: number): number[];
}

/** The tolerance `optimalSeatsWinChance` solves to when none is given. */
export const SEATS_TOLERANCE = 1e-9;

const SEATS_KEYS = optionKeys<SeatsWinChanceOptions>({ players: true, target: true, tolerance: true, onProgress: true, signal: true, onCost: true });

/** The most win chances a table may hold: 64 MB. */
const MAX_VALUES = 2 ** 23;

/**
 * Why the seats solver cannot solve the rules, by path, or `null`: the
 * rules of a turn it models are those of the two-player solver before
 * issue 11 (see {@link optimalWinChance}); anything acting on the banked
 * score, on other turns or on dice passed on is refused.
 *
 * @example
 * ```ts
 * seatsUnsupported(presets.classic); // null: solved
 * seatsUnsupported(presets.zilch); // 'farklePenalty'
 * ```
 *
 * @throws {FarkleError} `invalid-rules` for what is no rule set (`null`, a
 *   plain object that is not one, a value that throws when read).
 *
 * @category Strategy
 */
export function seatsUnsupported(given: Rules): string | null {
  // Resolved as every export takes rules, so that `null` or a revoked proxy is refused with invalid-rules, not a TypeError.
  const rules = resolveRules(given);
  const paths: [boolean, string][] = [
    [rules.farklePenalty !== null, 'farklePenalty'],
    [rules.allDiceFarkle !== null, 'allDiceFarkle'],
    [rules.lives !== null, 'lives'],
    [rules.buyDice !== null, 'buyDice'],
    [rules.highStakes, 'highStakes'],
    [rules.spicyDice, 'spicyDice'],
    [rules.wildDie !== null, 'wildDie'],
    [rules.turn.carryOn, 'turn.carryOn'],
    [rules.turn.mustBeatLastBank, 'turn.mustBeatLastBank'],
    [rules.turn.clearCombo, 'turn.clearCombo'],
    [rules.turn.secondChance, 'turn.secondChance'],
    [rules.end.trigger === 'exact', 'end.trigger'],
    [rules.end.finalRound && rules.end.finalRoundRestarts, 'end.finalRoundRestarts'],
  ];
  for (const [refused, path] of paths) if (refused) return path;
  const effect = rules.scoring.rollEffects.findIndex((e) => e.effect !== 'loseTurn');
  return effect < 0 ? null : `scoring.rollEffects[${effect}].effect`;
}

function checkOptions(rules: Rules, options: SeatsWinChanceOptions, refuseLarge = true): { players: number; target: number; tolerance: number; cost: SeatsCost } {
  checkOptionKeys(options, SEATS_KEYS, false);
  const { players, target = rules.end.target, tolerance = SEATS_TOLERANCE, onProgress, onCost } = options;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 6) {
    throw new FarkleError('invalid-options', `expected 2 to 6 players, got ${describe(players)}`, 'players');
  }
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1) {
    throw new FarkleError('invalid-options', `expected a positive integer target, got ${describe(target)}`, 'target');
  }
  if (typeof tolerance !== 'number' || !(tolerance > 0 && tolerance < 0.01)) {
    throw new FarkleError('invalid-options', `expected a tolerance between 0 and 0.01, got ${describe(tolerance)}`, 'tolerance');
  }
  for (const [path, f] of [['onProgress', onProgress], ['onCost', onCost]] as const) {
    if (f !== undefined && typeof f !== 'function') throw new FarkleError('invalid-options', `expected a function, got ${describe(f)}`, path);
  }
  checkSignal(options.signal);
  refuseUnsupported(rules, seatsUnsupported, 'the seats solver');
  const cost = seatsCost(rules, players, target, tolerance);
  if (refuseLarge && cost.values > MAX_VALUES) {
    const mb = (cost.bytes / 2 ** 20).toFixed(0);
    throw new FarkleError('invalid-options', `expected a target whose table fits in ${MAX_VALUES} win chances (64 MB) for ${players} players, got ${target}: ${cost.steps} steps, ${cost.values} chances (${mb} MB)`, 'target');
  }
  return { players, target, tolerance, cost };
}

/**
 * What {@link optimalSeatsWinChance} would cost with these options, without
 * solving: the table's size and memory, and an estimate of the time on one
 * thread. Checks the options as the solve does (the same errors), except
 * that a table too large to hold is told, not refused.
 *
 * @example
 * ```ts
 * const cost = seatsWinChanceCost('classic', { players: 3, target: 2000 });
 * cost.steps; // → 41: 0 to 2,000 points (classic ends past the target)
 * cost.bytes; // → 4962312: 68,921 lists of scores, 3 movers, 3 seats, 8 bytes each
 * cost.seconds > 1; // → true
 * ```
 *
 * @category Strategy
 */
export function seatsWinChanceCost(rules: RulesInput | undefined, options: SeatsWinChanceOptions): SeatsCost {
  return checkOptions(resolveRules(rules), options, false).cost;
}

/**
 * Solves a game of two to six players for the policy of each that
 * maximizes its own chance to win, exactly up to `tolerance`, from every
 * list of banked scores (see `SeatsSolver` in the source for the method):
 * the final round is solved exactly, each player still to play answering
 * the scores in front of it, and a tie at the end shares the win (a
 * play-off counts as an even split, an approximation). Refuses with
 * `unsupported-rules` what {@link seatsUnsupported} names. The table grows
 * as the target's steps to the power of the players and the time faster
 * still: small targets (see the speed guide's table).
 *
 * @example
 * ```ts
 * const solved = optimalSeatsWinChance('classic', { players: 3, target: 300 });
 * solved.startChances.reduce((a, b) => a + b); // 1
 * ```
 *
 * @category Strategy
 */
export function optimalSeatsWinChance(rules: RulesInput | undefined, options: SeatsWinChanceOptions): SeatsWinSolution {
  const resolved = resolveRules(rules);
  const { players, target, tolerance, cost } = checkOptions(resolved, options);
  options.onCost?.(cost);
  throwIfAborted(options.signal);
  const solver = new SeatsSolver(resolved, players, target, tolerance, undefined, options.signal);
  solver.solve(options.onProgress);
  const grid = (points: unknown): number => {
    if (typeof points !== 'number' || !Number.isFinite(points) || points < 0) {
      throw new FarkleError('invalid-options', `expected a score >= 0, got ${describe(points)}`, 'scores');
    }
    return Math.floor(points / solver.step);
  };
  const winChances = (scores: readonly number[], mover: number): number[] => {
    if (!Array.isArray(scores) || scores.length !== players) {
      throw new FarkleError('invalid-options', `expected ${players} scores, got ${describe(scores)}`, 'scores');
    }
    if (!Number.isInteger(mover) || mover < 0 || mover >= players) {
      throw new FarkleError('invalid-options', `expected a seat from 0 to ${players - 1}, got ${describe(mover)}`, 'mover');
    }
    const steps = scores.map(grid);
    if (steps.some((s) => s >= solver.goal)) throw new FarkleError('invalid-options', `expected scores below the target ${target}`, 'scores');
    return [...solver.chances(steps, mover)];
  };
  return {
    rules: resolved,
    players,
    target,
    step: solver.step,
    tolerance,
    startChances: [...solver.chances(Array<number>(players).fill(0), 0)],
    table: solver.table,
    winChances,
  };
}
