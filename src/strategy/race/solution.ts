import { highStakesSolution, solvedWithOffers } from './offers/solution.js';
import type { HighStakesSolve } from './offers/high-stakes.js';
import { livesSolution, solvedWithLives } from './lives/solution.js';
import type { LivesSolve } from './lives/lives-solve.js';
import { RaceSpace } from './space/space.js';
import type { WinChanceSolution, WinPlan } from './types.js';
import type { ZeroSumSolve } from './zero-sum.js';
import { zeroSumSolution } from './zero-sum-solution.js';

export type { PlayerSituation, WinChanceSolution, WinPlan, WinSituation } from './types.js';

/** Any solver: a zero-sum race's, or the one with high stakes' offers, or the one with lives. */
export type AnyWinSolver = ZeroSumSolve | HighStakesSolve | LivesSolve;

/**
 * The public face of a solved (or restored) table; `solver` gives the solver
 * over it (built on first use when restored), for decisions within a turn.
 */
export function solutionFrom(plan: WinPlan, win: Float64Array, solver: () => AnyWinSolver): WinChanceSolution {
  const solution = solutionOf(plan, win, solver);
  behind.set(solution, solver);
  return solution;
}

function solutionOf(plan: WinPlan, win: Float64Array, solver: () => AnyWinSolver): WinChanceSolution {
  if (solvedWithLives(plan.rules)) return livesSolution(plan, win, solver as () => LivesSolve);
  if (plan.space !== null) return zeroSumSolution(plan, new RaceSpace(plan.space), win, solver as () => ZeroSumSolve);
  if (solvedWithOffers(plan.rules)) return highStakesSolution(plan, win, solver as () => HighStakesSolve);
  throw new Error('no solution for the plan');
}

/** The solver behind each solution, which its closures hold out of sight. */
const behind = new WeakMap<WinChanceSolution, () => AnyWinSolver>();

/**
 * The solver a solution reads its choices from (built now if it was not),
 * or `null` for an object this module did not make: for weighing what a
 * kept solution holds (`src/strategy/kept.ts`), and for the play-off's
 * chance its final round counts (the win bot's last turn).
 */
export function solverBehind(solution: WinChanceSolution): AnyWinSolver | null {
  return behind.get(solution)?.() ?? null;
}

/**
 * Gives `copy` (a caller's solution read into a copy, see `givenSolution`)
 * the solver behind `original`, where this module made that and the copy
 * holds its very rules: so the copy's last turns read the solver's own
 * play-off chance (a table file's, where it was decoded from one).
 */
export function sharingSolver(copy: WinChanceSolution, original: object): WinChanceSolution {
  const solver = behind.get(original as WinChanceSolution);
  if (solver !== undefined && copy.rules === (original as WinChanceSolution).rules) behind.set(copy, solver);
  return copy;
}
