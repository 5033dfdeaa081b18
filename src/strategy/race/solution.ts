import { FarkleError, describe } from '../../errors.js';
import { grid, tableFields } from './answers.js';
import { checkDiceToRoll } from '../turn/keeps.js';
import { highStakesSolution, solvedWithOffers } from './high-stakes-solution.js';
import { livesSolution, solvedWithLives } from './lives-solution.js';
import { rollState } from './spicy.js';
import type { PlayerSituation, WinShape } from './shape.js';
import type { StreakSolver } from './streaks.js';
import type { AnyWinSolver, WinChanceSolution, WinPlan, WinSituation } from './types.js';
import type { WinSolver } from './plain.js';
import type { HighStakesSolver } from './high-stakes.js';
import type { LivesSolver } from './lives.js';

export type { AnyWinSolver, WinChanceSolution, WinPlan, WinSituation } from './types.js';

/** A streak and on-board flag read from a situation, checked. */
function tagsOf(shape: WinShape, situation: PlayerSituation | undefined, score: number, path: string): [number, number] {
  const { streak = 0, onBoard = score > 0 } = situation ?? {};
  if (typeof streak !== 'number' || !Number.isInteger(streak) || streak < 0) {
    throw new FarkleError('invalid-options', `expected a streak of 0 or more farkles, got ${describe(streak)}`, `${path}.streak`);
  }
  if (typeof onBoard !== 'boolean') throw new FarkleError('invalid-options', `expected a boolean, got ${describe(onBoard)}`, `${path}.onBoard`);
  return [Math.min(streak, shape.streaks - 1), onBoard || score > 0 ? 1 : 0];
}

function streakSolution(plan: WinPlan, shape: WinShape, win: Float64Array, solver: () => StreakSolver): WinChanceSolution {
  const { goal, step } = plan;
  const seatOf = (situation: WinSituation | undefined): number => {
    // Checked at run time for callers without types.
    const seat: unknown = situation?.seat ?? 0;
    if (seat !== 0 && seat !== 1) throw new FarkleError('invalid-options', `expected a seat of 0 or 1, got ${describe(seat)}`, 'situation.seat');
    return seat;
  };
  const at = (score: number, opponentScore: number, situation: WinSituation | undefined): [number, number, number, number, number, number] => {
    const i = Math.max(shape.lowest, grid(step, score, 'score', -Infinity));
    const j = Math.max(shape.lowest, grid(step, opponentScore, 'opponentScore', -Infinity));
    const [a, oi] = tagsOf(shape, situation?.me, score, 'situation.me');
    const [b, oj] = tagsOf(shape, situation?.them, opponentScore, 'situation.them');
    return [i, j, a, b, oi, oj];
  };
  return {
    ...tableFields(plan, win, win[shape.index(0, 0, 0, 0, 0, 0)] ?? 0),
    winChance(score, opponentScore, situation) {
      const [i, j, a, b, oi, oj] = at(score, opponentScore, situation);
      if (i >= goal) return 1;
      if (j >= goal) return 0;
      return win[shape.index(i, j, a, b, oi, oj, seatOf(situation))] ?? 0;
    },
    choices(score, opponentScore, turnTotal, diceToRoll, mustRoll = false, situation?: WinSituation) {
      const [i, j, a, b, oi, oj] = at(score, opponentScore, situation);
      const k = grid(step, turnTotal, 'turnTotal', 0);
      // The solver over states rolls plain dice (spicy dice are ignored there): a count.
      const n = checkDiceToRoll(diceToRoll, plan.rules.dice);
      const choice = solver().choicesAt(Math.min(i, goal - 1), Math.min(j, goal - 1), a, b, oi, oj, k, n, seatOf(situation));
      return mustRoll ? { bank: null, roll: choice.roll } : choice;
    },
  };
}

function plainSolution(plan: WinPlan, win: Float64Array, solver: () => WinSolver): WinChanceSolution {
  const { goal, step } = plan;
  return {
    ...tableFields(plan, win, win[0] ?? 0),
    winChance(score, opponentScore) {
      const i = grid(step, score, 'score', 0);
      const j = grid(step, opponentScore, 'opponentScore', 0);
      if (i >= goal) return 1;
      if (j >= goal) return 0;
      return win[i * goal + j] ?? 0;
    },
    choices(score, opponentScore, turnTotal, diceToRoll, mustRoll = false) {
      const i = Math.min(grid(step, score, 'score', 0), goal - 1);
      const j = Math.min(grid(step, opponentScore, 'opponentScore', 0), goal - 1);
      const k = grid(step, turnTotal, 'turnTotal', 0);
      return solver().choicesAt(i, j, k, rollState(plan.rules, diceToRoll), mustRoll);
    },
  };
}

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
  const { shape } = plan;
  if (solvedWithLives(plan.rules)) return livesSolution(plan, win, solver as () => LivesSolver);
  if (shape !== null) return streakSolution(plan, shape, win, solver as () => StreakSolver);
  if (solvedWithOffers(plan.rules)) return highStakesSolution(plan, win, solver as () => HighStakesSolver);
  return plainSolution(plan, win, solver as () => WinSolver);
}

/** The solver behind each solution, which its closures hold out of sight. */
const behind = new WeakMap<WinChanceSolution, () => AnyWinSolver>();

/**
 * The solver a solution reads its choices from (built now if it was not),
 * or `null` for an object this module did not make: for weighing what a
 * kept solution holds (`src/strategy/kept.ts`).
 */
export function solverBehind(solution: WinChanceSolution): AnyWinSolver | null {
  return behind.get(solution)?.() ?? null;
}
