import { FarkleError, describe } from '../../errors.js';
import type { WinChanceSolution, WinPlan } from './types.js';

/** A score as steps of the score grid, checked: a finite number of at least `least` points (0 by default). */
export function grid(step: number, points: number, name: string, least = 0): number {
  if (typeof points !== 'number' || !Number.isFinite(points) || points < least) {
    throw new FarkleError('invalid-options', `expected a score >= ${least}, got ${describe(points)}`, name);
  }
  return Math.floor(points / step);
}

/** The fields every solver's solution shares: what was solved, and its table with the first player's chance in it. */
export function tableFields(plan: WinPlan, win: Float64Array, firstPlayerWinChance: number): Pick<WinChanceSolution, 'rules' | 'target' | 'step' | 'tolerance' | 'firstPlayerWinChance' | 'table'> {
  return { rules: plan.rules, target: plan.target, step: plan.step, tolerance: plan.tolerance, firstPlayerWinChance, table: win };
}
