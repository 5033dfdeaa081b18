import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import { resolveRules } from '../../rules/define.js';
import type { RulesInput } from '../../rules/types.js';
import { HighStakesSolve } from './offers/high-stakes.js';
import { solvedWithOffers } from './offers/solution.js';
import { LivesSolve } from './lives/lives-solve.js';
import { solvedWithLives } from './lives/solution.js';
import { turnStep } from '../turn/model.js';
import { planOf } from './plan.js';
import { checkOptions, type WinChanceOptions } from './win-options.js';
import { solutionFrom, type AnyWinSolver, type WinChanceSolution, type WinPlan } from './solution.js';
import { ZeroSumSolve } from './zero-sum.js';
import { checkChances, float64Table } from './restore-table.js';

export type { WinChanceSolution, WinSituation, PlayerSituation } from './solution.js';
export type { WinChanceOptions } from './win-options.js';

/**
 * Solves a two-player game for the policy that maximizes the chance of
 * winning, from every pair of banked scores, exactly up to `tolerance`: the
 * pairs are solved from the highest total down, and the two orders of each
 * pair, which depend on each other only through farkles, by policy
 * iteration on their two linear equations. With a final round, the
 * opponent's last turn is solved exactly too; a tie counts as half a win.
 *
 * Farkle penalties (`farklePenalty`) and tied leaders playing off
 * (`end.ties: 'playOff'`) are solved over more than the scores: each
 * player's streak, whether each is on the board (where the entry exceeds
 * the bank minimum), and the seat of the player to move (the lower seat
 * starts each round of a play-off, solved exactly with the streaks it
 * carries). A penalty links scores to lower ones: the turns solved are kept
 * as sums over the chances they read and swept until they settle, and the
 * turns whose choices may have changed solved again (see `RaceSolver`). Scores below zero are followed down to the floor
 * (within three penalties of zero) or to one penalty per quarter of the
 * target (one to three), lower ones held there. With a penalty, no risk and
 * the must-roll rules are refused; a play-off under them counts a tie as
 * half a win.
 *
 * House rules of a turn are modelled exactly: the number of dice
 * (`rules.dice`), the scoring table (full house included), `turn.noRisk`,
 * `turn.rollAfterHotDice`, `turn.rollAfterSet`, `turn.keepEveryScoringDie`,
 * and roll effects that lose the turn ('loseTurn', like a farkle but never
 * banked under no risk) or win the game ('win', without a final round).
 *
 * Spicy dice (`spicyDice`) are solved by die identity: die d shows its red
 * face on a d, so a turn's state is the set of dice left to roll (every
 * die after hot dice), and each roll offers every set of physical dice that
 * shows a legal keep, as a game lists them. `choices` then takes the ids of
 * the dice to roll (`turn.rollable`). A solve costs about 70 times a
 * classic one of the same target (the spicy preset to 1,000 points took
 * 54 s on a busy machine, see the strategy guide); with a farkle penalty or a play-off,
 * whose solver rolls plain dice, spicy dice are refused.
 *
 * High stakes (`highStakes`) are solved with the offer in the state: a bank
 * leaving n dice (not after hot dice) offers them to the opponent for its
 * turn total, so the table holds, beside each pair of scores, the chance of
 * taking each offer (dice and total), and a bank is valued by the offer it
 * leaves, in the final round too. `winChance` is then the chance of a player
 * offered nothing; offered n dice at a total t, a player has the larger of
 * that and `choices(score, opponentScore, t, n).roll`. The table grows with
 * the cube of the target: classic to 1,000 points solves in seconds, to
 * 4,000 in about half a minute; a target whose table exceeds 48 million
 * chances (classic past 10,599) throws `invalid-options`. High stakes with
 * a farkle penalty, no risk, a must-roll rule, spicy dice or a play-off are
 * refused as `highStakes`.
 *
 * Lives (`lives`, farkel) are solved with each player's lives in the state:
 * a farkle costs lives (more on a roll of every die), a player left with
 * none is out, and the other then has its `end.lastStanding` turns to bank
 * the target alone, or nobody wins; the target wins at once. With buying
 * (`buyDice`) a bank leaving n dice offers them: the next player may buy 1
 * to n (one life kept), roll them for the banked total, and bank the bought
 * dice left and the unbought ones on. Nobody may win, so the table holds
 * both players' chances: `winChance` is the mover's, `opponentWinChance`
 * the opponent's (not 1 - `winChance`), by `situation.me.lives`,
 * `situation.them.lives` (all of them by default) and `situation.offer`;
 * `choices` takes `situation.unbought` in a bought turn. Each player plays
 * for its own chance (a tie keeps the bank, the fresh start). The table
 * holds 2 x goal² x lives² x (1 + (dice - 1) x goal) numbers with buying:
 * farkel to 10,000 points solves in about 4 s, to 20,000 (its 12 lives) in
 * 42 s (800 MB). Past 96 million numbers or 50 million turn totals of work
 * (goal³ x lives², times `dice` - 1 with buying; farkel's own 100,000-point
 * game is far past both) it throws `invalid-options` naming the target and
 * lives; with `ignoreUnsupported` it solves the game without buying where
 * that fits (farkel to 30,000), else without lives. Without buying, farkel's
 * chances are off by 0.03 % on average and 1.0 % at worst to 10,000 points,
 * 0.41 % and 3.5 % to 20,000 (both players' chances, every state). Lives
 * with a farkle that costs no life, a final round, roll effects, high
 * stakes, spicy dice, no risk, a must-roll rule, or (with buying) a bank
 * minimum are refused, naming that rule (`lives.farkle`, `end.finalRound`,
 * `scoring.rollEffects`, ...).
 *
 * These throw `unsupported-rules` naming them unless `ignoreUnsupported`:
 * `allDiceFarkle`, `buyDice` without lives, lives with the rules just named, `highStakes` with the rules named above it,
 * `spicyDice` with a farkle penalty or a play-off, `wildDie`, `turn.carryOn`, `turn.mustBeatLastBank`,
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
 *
 * @category Strategy
 */
export function optimalWinChance(rules?: RulesInput, options: WinChanceOptions = {}): WinChanceSolution {
  const plan = winPlan(rules, options);
  const { signal } = options;
  throwIfAborted(signal);
  const solver = solverOf(plan, undefined, signal);
  solver.solve(options.onProgress, () => {
    throwIfAborted(signal);
  });
  return solutionFrom(plan, solver.win, () => solver);
}

/**
 * The checked options of a solve and the size of its table, without
 * building a solver: cheap, for the calling thread of `solveWinChance`.
 * @internal
 */
export function winPlan(rules: RulesInput | undefined, options: WinChanceOptions): WinPlan {
  const resolved = resolveRules(rules);
  const { target, tolerance } = checkOptions(resolved, options);
  // Spicy points are the table's times the multiplier: the plain model's step is theirs (found without the model where it can be).
  const step = turnStep(resolved);
  const plan = planOf(resolved, target, tolerance, step, options.ignoreUnsupported === true);
  // Lives too large, and told to ignore what it cannot model: solved without buying, or without lives (as before they were modelled).
  return plan ?? winPlan(resolved.buyDice === null ? { ...resolved, lives: null } : { ...resolved, buyDice: null }, options);
}

/**
 * A solver for a plan over a given (possibly shared) table, for the worker
 * threads of `solveWinChance` that each solve part of every diagonal.
 * `signal` stops the zero-sum race (spicy dice too) inside a turn, every 32
 * levels, and while it builds its model or the final round's tables; every
 * solver also reads the check `solve` is given between pairs or sweeps.
 * @internal
 */
export function solverOf(plan: WinPlan, table?: Float64Array, signal?: AbortSignalLike, playOff?: number): AnyWinSolver {
  const { rules } = plan;
  if (solvedWithLives(rules)) return new LivesSolve(plan, table);
  if (plan.space !== null) return new ZeroSumSolve(plan, table, signal, playOff);
  if (solvedWithOffers(rules)) return new HighStakesSolve(plan, table);
  throw new Error('no solver for the plan');
}

/**
 * A solution from a table solved before (its `table`), without solving again:
 * for caching solved games or receiving them from another thread. The rules,
 * target and tolerance must be those it was solved with, and the version of
 * farkle-rules too: a table's length is checked, but the order of its states
 * may change between versions, so a table kept across an upgrade is solved
 * again, not restored.
 *
 * @throws {FarkleError} `invalid-options` for a table that is no Float64Array,
 *   not of the plan's length, or holding a value that is no win chance (NaN,
 *   below 0, above 1), and the errors of {@link optimalWinChance}'s options.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 1000 });
 * const again = restoreWinChance('classic', { target: 1000 }, solved.table);
 * again.firstPlayerWinChance === solved.firstPlayerWinChance; // true
 * ```
 *
 * @category Strategy
 */
export function restoreWinChance(rules: RulesInput | undefined, options: WinChanceOptions, given: Float64Array): WinChanceSolution {
  const table = float64Table(given);
  const plan = winPlan(rules, options);
  checkChances(table, plan.size);
  return solutionOfTable(plan, table);
}

/**
 * The solution of a plan from its table, as `restoreWinChance` makes it,
 * for a table already checked (a table file's values, each decoded a step
 * from 0 to 1, and as many as the plan's states), and the play-off's chance
 * where the file holds it (see `playOffChance`).
 * @internal
 */
export function solutionOfTable(plan: WinPlan, table: Float64Array, playOff?: number): WinChanceSolution {
  let solver: AnyWinSolver | undefined;
  return solutionFrom(plan, table, () => (solver ??= solverOf(plan, table, undefined, playOff)));
}

