import { FarkleError, describe } from '../../errors.js';
import { grid, tableFields } from './answers.js';
import type { RaceSpace } from './space/space.js';
import { rollState } from '../turn/dice-ids.js';
import type { PlayerSituation, WinChanceSolution, WinPlan, WinSituation } from './types.js';
import type { ZeroSumSolve } from './zero-sum.js';

/** A streak and on-board flag read from a situation, checked. */
function tagsOf(space: RaceSpace, situation: PlayerSituation | undefined, score: number, path: string): [number, number] {
  const { streak = 0, onBoard = score > 0 } = situation ?? {};
  if (typeof streak !== 'number' || !Number.isInteger(streak) || streak < 0) {
    throw new FarkleError('invalid-options', `expected a streak of 0 or more farkles, got ${describe(streak)}`, `${path}.streak`);
  }
  if (typeof onBoard !== 'boolean') throw new FarkleError('invalid-options', `expected a boolean, got ${describe(onBoard)}`, `${path}.onBoard`);
  return [Math.min(streak, space.streaks - 1), onBoard || score > 0 ? 1 : 0];
}

/** The seat of a situation, checked (0 by default). */
function seatOf(situation: WinSituation | undefined): number {
  // Checked at run time for callers without types.
  const seat: unknown = situation?.seat ?? 0;
  if (seat !== 0 && seat !== 1) throw new FarkleError('invalid-options', `expected a seat of 0 or 1, got ${describe(seat)}`, 'situation.seat');
  return seat;
}

/**
 * The public face of a zero-sum race's table: chances by the two scores
 * and, where the rules have them, each player's streak and on-board flag
 * and the mover's seat (ignored by rules without them); decisions within
 * a turn from a solve of that turn.
 */
export function zeroSumSolution(plan: WinPlan, space: RaceSpace, win: Float64Array, solver: () => ZeroSumSolve): WinChanceSolution {
  const { goal, step } = plan;
  const tagged = space.tags > 1 || space.lowest < 0;
  const at = (score: number, opponentScore: number, situation: WinSituation | undefined): [number, number, number] => {
    const least = tagged ? -Infinity : 0;
    const i = Math.max(space.lowest, grid(step, score, 'score', least));
    const j = Math.max(space.lowest, grid(step, opponentScore, 'opponentScore', least));
    if (!tagged) return [i, j, 0];
    const [a, oi] = tagsOf(space, situation?.me, score, 'situation.me');
    const [b, oj] = tagsOf(space, situation?.them, opponentScore, 'situation.them');
    const seat = seatOf(situation);
    return [i, j, space.tag(space.seats === 1 ? 0 : seat, a, b, space.flags === 1 ? 0 : oi, space.flags === 1 ? 0 : oj)];
  };
  return {
    ...tableFields(plan, win, win[space.index(0, 0, 0)] ?? 0),
    winChance(score, opponentScore, situation) {
      const [i, j, tag] = at(score, opponentScore, situation);
      if (i >= goal) return 1;
      if (j >= goal) return 0;
      return win[space.index(i, j, tag)] ?? 0;
    },
    choices(score, opponentScore, turnTotal, diceToRoll, mustRoll = false, situation?: WinSituation) {
      const [i, j, tag] = at(score, opponentScore, situation);
      const k = grid(step, turnTotal, 'turnTotal', 0);
      const n = rollState(plan.rules, diceToRoll);
      return solver().choicesAt(Math.min(i, goal - 1), Math.min(j, goal - 1), tag, k, n, mustRoll);
    },
  };
}
