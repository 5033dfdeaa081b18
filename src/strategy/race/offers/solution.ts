import { grid, tableFields } from '../answers.js';
import type { Rules } from '../../../rules/types.js';
import { checkDiceToRoll } from '../../turn/keeps.js';
import type { HighStakesSolve } from './high-stakes.js';
import type { WinChanceSolution, WinPlan } from '../types.js';

/**
 * Whether the rules combine high stakes with a rule its solver does not
 * follow: farkle penalties (whose solver has no offers), no risk and the
 * must-roll rules (a bank or decision point it does not model), spicy dice
 * (whose dice by identity it does not model), and tied leaders playing off.
 */
function clashes(rules: Rules): boolean {
  const { turn, end } = rules;
  if (rules.farklePenalty !== null || rules.spicyDice) return true;
  if (turn.noRisk || turn.rollAfterHotDice || turn.rollAfterSet) return true;
  return end.finalRound && end.ties === 'playOff';
}

/** Whether the win-chance solve follows offers (see {@link HighStakesSolve}). */
export function solvedWithOffers(rules: Rules): boolean {
  return rules.highStakes && !clashes(rules);
}

/**
 * The public face of a high-stakes table: `winChance` is the chance of a
 * player starting a turn with no offer; a player offered dice has the
 * larger of that and `choices(score, opponentScore, total, dice).roll`.
 */
export function highStakesSolution(plan: WinPlan, win: Float64Array, solver: () => HighStakesSolve): WinChanceSolution {
  const { goal, step } = plan;
  return {
    ...tableFields(plan, win, win[0] ?? 0),
    winChance(score, opponentScore) {
      const i = grid(step, score, 'score');
      const j = grid(step, opponentScore, 'opponentScore');
      if (i >= goal) return 1;
      if (j >= goal) return 0;
      return win[i * goal + j] ?? 0;
    },
    choices(score, opponentScore, turnTotal, diceToRoll, mustRoll = false) {
      const i = Math.min(grid(step, score, 'score'), goal - 1);
      const j = Math.min(grid(step, opponentScore, 'opponentScore'), goal - 1);
      const k = grid(step, turnTotal, 'turnTotal');
      const choice = solver().choicesAt(i, j, k, checkDiceToRoll(diceToRoll, plan.rules.dice));
      return mustRoll ? { bank: null, roll: choice.roll } : choice;
    },
  };
}
