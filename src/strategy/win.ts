import { FarkleError, describe } from '../errors.js';
import { checkOptionKeys, optionKeys } from '../options.js';
import { resolveRules } from '../rules/define.js';
import type { Rules, RulesInput } from '../rules/types.js';
import { checkDiceToRoll, winUnsupported } from './support.js';
import { WinSolver } from './win-solver.js';

/** Options for {@link optimalWinChance}. */
export interface WinChanceOptions {
  /**
   * The score to play to; the rules' own target by default. Smaller targets solve much faster.
   * At most 2,000 steps of the rules' score grid (99,999 points in classic, whose grid is 50
   * points): a larger one throws `invalid-options` before any work.
   */
  readonly target?: number | undefined;
  /** Only two-player games are solved. */
  readonly players?: 2 | undefined;
  /** Stop refining a pair of scores once a step changes its win chances by less than this. Default 1e-12. */
  readonly tolerance?: number | undefined;
  /**
   * Rules the solver does not model make it throw `unsupported-rules`
   * naming them (see {@link optimalWinChance}); with this set, they are
   * ignored instead.
   */
  readonly ignoreUnsupported?: boolean | undefined;
  /** Called as the solver works through the score table, with the fraction done (0 to 1). */
  readonly onProgress?: ((done: number) => void) | undefined;
}

/**
 * A solved two-player game: win chances under optimal play on both sides.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 2000 });
 * solved.firstPlayerWinChance; // 0.5548...: the player who starts wins 55.5 % of games
 * solved.winChance(1500, 0); // 0.8715...
 * solved.choices(500, 500, 350, 3); // { bank: 0.5170..., roll: 0.5215... }: roll on
 * solved.choices(0, 500, 350, 3).bank; // null: 350 is below the 500 entry
 * ```
 */
export interface WinChanceSolution {
  /** The rules solved. */
  readonly rules: Rules;
  /** The score played to. */
  readonly target: number;
  /** Points per step of the score grid. */
  readonly step: number;
  /** The tolerance the fixed points were solved to. */
  readonly tolerance: number;
  /** The chance that the player who starts the game wins (a tie counts half). */
  readonly firstPlayerWinChance: number;
  /** The solved table, `table[i * goal + j]` for scores of i and j steps: pass it to {@link restoreWinChance} to reuse it. */
  readonly table: Float64Array;
  /** The chance that the player about to start a turn with `score` wins against `opponentScore`. */
  winChance(score: number, opponentScore: number): number;
  /**
   * The win chance at a decision point of a turn (after a keep): banking
   * (`null` when not allowed: below the minimum, or with `mustRoll`, where a
   * must-roll rule forbids it) and rolling `diceToRoll` dice on.
   */
  choices(
    score: number,
    opponentScore: number,
    turnTotal: number,
    diceToRoll: number,
    mustRoll?: boolean,
  ): {
    /** The win chance if the player banks now, or `null` when banking is not allowed. */
    bank: number | null;
    /** The win chance if the player rolls `diceToRoll` dice on and plays on optimally. */
    roll: number;
  };
}

const WIN_CHANCE_KEYS = optionKeys<WinChanceOptions>({ target: true, players: true, tolerance: true, ignoreUnsupported: true, onProgress: true });

function checkOptions(rules: Rules, options: WinChanceOptions): { target: number; tolerance: number } {
  checkOptionKeys(options, WIN_CHANCE_KEYS, false);
  const { target = rules.end.target, players = 2, tolerance = 1e-12, ignoreUnsupported = false } = options;
  // Checked at run time for callers without types.
  if ((players as unknown) !== 2) throw new FarkleError('invalid-options', `only two-player games are solved, got ${describe(players)}`, 'players');
  if (typeof target !== 'number' || !Number.isInteger(target) || target < 1) {
    throw new FarkleError('invalid-options', `expected a positive integer target, got ${describe(target)}`, 'target');
  }
  if (typeof tolerance !== 'number' || !(tolerance > 0 && tolerance < 0.01)) {
    throw new FarkleError('invalid-options', `expected a tolerance between 0 and 0.01, got ${describe(tolerance)}`, 'tolerance');
  }
  const missing = winUnsupported(rules);
  if (missing !== null && !ignoreUnsupported) {
    throw new FarkleError(
      'unsupported-rules',
      `the win-chance solver does not model ${missing}; pass ignoreUnsupported: true to solve without it`,
      missing,
    );
  }
  return { target, tolerance };
}

/**
 * Solves a two-player game for the policy that maximizes the chance of
 * winning, from every pair of banked scores, exactly up to `tolerance`: the
 * pairs are solved from the highest total down, and the two orders of each
 * pair, which depend on each other only through farkles, by policy
 * iteration on their two linear equations. With a final round, the
 * opponent's last turn is solved exactly too; a tie counts as half a win
 * (under a play-off rule too, where it is an approximation).
 *
 * House rules of a turn are modelled exactly: the number of dice
 * (`rules.dice`), the scoring table (full house included), `turn.noRisk`,
 * `turn.rollAfterHotDice`, `turn.rollAfterSet`, `turn.keepEveryScoringDie`,
 * and roll effects that lose the turn ('loseTurn', like a farkle but never
 * banked under no risk) or win the game ('win', without a final round).
 * These throw `unsupported-rules` naming them unless `ignoreUnsupported`:
 * `farklePenalty`, `allDiceFarkle`, `lives`, `buyDice`, `highStakes`,
 * `spicyDice`, `wildDie`, `turn.carryOn`, `turn.mustBeatLastBank`,
 * `turn.clearCombo`, `turn.secondChance`, an exact target (`end.trigger`),
 * `end.finalRoundRestarts`, a 'loseScore' roll effect, and a 'win' one with
 * a final round (`scoring.rollEffects[i].effect`).
 *
 * Synchronous and dependency-free; `solveWinChance` in `farkle-rules/node`
 * runs it on a worker thread with progress.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 2000 });
 * solved.firstPlayerWinChance; // the first player's edge under optimal play
 * solved.choices(0, 500, 350, 3); // { bank: null, roll: ... }: 350 is below the 500 entry
 * ```
 */
export function optimalWinChance(rules?: RulesInput, options: WinChanceOptions = {}): WinChanceSolution {
  const solver = winSolver(rules, options);
  solver.solve(options.onProgress);
  return solutionFrom(solver);
}

/**
 * A solver over a given (possibly shared) table, for the worker threads of
 * `solveWinChance` that each solve part of every diagonal.
 * @internal
 */
export function winSolver(rules: RulesInput | undefined, options: WinChanceOptions, table?: Float64Array): WinSolver {
  const resolved = resolveRules(rules);
  const { target, tolerance } = checkOptions(resolved, options);
  return new WinSolver(resolved, target, tolerance, table);
}

/**
 * A solution from a table solved before (its `table`), without solving again:
 * for caching solved games or receiving them from another thread. The rules,
 * target and tolerance must be those it was solved with.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 1000 });
 * const again = restoreWinChance('classic', { target: 1000 }, solved.table);
 * again.firstPlayerWinChance === solved.firstPlayerWinChance; // true
 * ```
 */
export function restoreWinChance(rules: RulesInput | undefined, options: WinChanceOptions, table: Float64Array): WinChanceSolution {
  if (!(table instanceof Float64Array)) throw new FarkleError('invalid-options', `expected a Float64Array, got ${describe(table)}`, 'table');
  return solutionFrom(winSolver(rules, options, table));
}


function solutionFrom(solver: WinSolver): WinChanceSolution {
  const { goal, step, win } = solver;
  const grid = (points: number, name: string): number => {
    if (typeof points !== 'number' || !Number.isFinite(points) || points < 0) {
      throw new FarkleError('invalid-options', `expected a score >= 0, got ${describe(points)}`, name);
    }
    return Math.floor(points / step);
  };
  const winChance = (score: number, opponentScore: number): number => {
    const i = grid(score, 'score');
    const j = grid(opponentScore, 'opponentScore');
    if (i >= goal) return 1;
    if (j >= goal) return 0;
    return win[i * goal + j] ?? 0;
  };
  return {
    rules: solver.rules,
    target: solver.target,
    step,
    tolerance: solver.tolerance,
    firstPlayerWinChance: win[0] ?? 0,
    table: win,
    winChance,
    choices(score, opponentScore, turnTotal, diceToRoll, mustRoll = false) {
      const i = Math.min(grid(score, 'score'), goal - 1);
      const j = Math.min(grid(opponentScore, 'opponentScore'), goal - 1);
      const k = grid(turnTotal, 'turnTotal');
      return solver.choicesAt(i, j, k, checkDiceToRoll(diceToRoll, solver.rules.dice), mustRoll);
    },
  };
}
