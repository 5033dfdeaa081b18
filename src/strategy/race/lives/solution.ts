import { FarkleError, describe } from '../../../errors.js';
import { grid, tableFields } from '../answers.js';
import type { Rules } from '../../../rules/types.js';
import { winUnsupported } from '../../unsupported.js';
import { checkDiceToRoll } from '../../turn/keeps.js';
import type { LivesSolve } from './lives-solve.js';
import type { WinChanceSolution, WinPlan, WinSituation } from '../types.js';

/** Whether the win-chance solve follows lives (see {@link LivesSolve}). */
export function solvedWithLives(rules: Rules): boolean {
  return rules.lives !== null;
}

/**
 * What the lives solver does not model, by path, or `null`: a farkle that
 * costs no life (a turn that changes nothing would link a state to itself),
 * a final round or a play-off, roll effects, high stakes, spicy dice, no
 * risk and the must-roll rules, a bank minimum with buying (the engine then
 * needs a bank when the bought dice are all set aside), and whatever the
 * plain solver refuses.
 */
export function livesUnsupported(rules: Rules): string | null {
  const { lives, turn, end, bank } = rules;
  if (lives === null) return null;
  if (lives.farkle < 1) return 'lives.farkle';
  if (lives.sixDiceFarkle < 1) return 'lives.sixDiceFarkle';
  if (end.finalRound) return 'end.finalRound';
  if (rules.scoring.rollEffects.length > 0) return 'scoring.rollEffects';
  if (rules.highStakes) return 'highStakes';
  if (rules.spicyDice) return 'spicyDice';
  if (turn.noRisk) return 'turn.noRisk';
  if (turn.rollAfterHotDice) return 'turn.rollAfterHotDice';
  if (turn.rollAfterSet) return 'turn.rollAfterSet';
  if (rules.buyDice !== null && bank.entry > 0) return 'bank.entry';
  if (rules.buyDice !== null && bank.minimum > 0) return 'bank.minimum';
  return winUnsupported({ ...rules, lives: null, buyDice: null });
}

function livesOf(solver: LivesSolve, value: unknown, path: string): number {
  const most = solver.shape.lives;
  if (value === undefined) return most;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= most) return value;
  throw new FarkleError('invalid-options', `expected 1 to ${most} lives, got ${describe(value)}`, path);
}

/** The offer of a situation, checked: `[dice, total in steps]`, `[0, 0]` for none. */
function offerOf(plan: WinPlan, situation: WinSituation | undefined, j: number): [number, number] {
  const offer = situation?.offer;
  if (offer === undefined || plan.rules.buyDice === null) return [0, 0];
  const dice = checkDiceToRoll(offer.dice, plan.rules.dice - 1, 'situation.offer.dice');
  const t = grid(plan.step, offer.total, 'situation.offer.total');
  if (t < 1 || t > j) throw new FarkleError('invalid-options', `expected an offered total from ${plan.step} to the opponent's score, got ${describe(offer.total)}`, 'situation.offer.total');
  return [dice, t];
}

/**
 * The public face of a lives table: `winChance` and `opponentWinChance` are
 * each player's own chance (nobody may win), by the lives in the situation
 * (every life by default) and, with buying, the offer the player starts with.
 */
export function livesSolution(plan: WinPlan, win: Float64Array, solver: () => LivesSolve): WinChanceSolution {
  const { goal, step } = plan;
  const chances = (score: number, opponentScore: number, situation: WinSituation | undefined): [number, number] => {
    const i = grid(step, score, 'score');
    const j = grid(step, opponentScore, 'opponentScore');
    const s = solver();
    const a = livesOf(s, situation?.me?.lives, 'situation.me.lives');
    const b = livesOf(s, situation?.them?.lives, 'situation.them.lives');
    if (i >= goal) return [1, 0];
    if (j >= goal) return [0, 1];
    const [n, t] = offerOf(plan, situation, j);
    const where = s.at(s.state(i, j, a, b), n, t);
    return [win[where] ?? 0, win[where + 1] ?? 0];
  };
  const { lives } = solver().shape;
  return {
    ...tableFields(plan, win, win[2 * solver().state(0, 0, lives, lives)] ?? 0),
    winChance: (score, opponentScore, situation) => chances(score, opponentScore, situation)[0],
    opponentWinChance: (score, opponentScore, situation) => chances(score, opponentScore, situation)[1],
    choices(score, opponentScore, turnTotal, diceToRoll, mustRoll = false, situation?: WinSituation) {
      const s = solver();
      const i = Math.min(grid(step, score, 'score'), goal - 1);
      const j = Math.min(grid(step, opponentScore, 'opponentScore'), goal - 1);
      const k = grid(step, turnTotal, 'turnTotal');
      const u = situation?.unbought ?? 0;
      if (!Number.isInteger(u) || u < 0 || u > plan.rules.dice - 2 || (u > 0 && plan.rules.buyDice === null)) {
        throw new FarkleError('invalid-options', `expected 0 to ${plan.rules.dice - 2} unbought dice, got ${describe(u)}`, 'situation.unbought');
      }
      const n = checkDiceToRoll(diceToRoll, u === 0 ? plan.rules.dice : plan.rules.dice - 1 - u);
      const a = livesOf(s, situation?.me?.lives, 'situation.me.lives');
      const b = livesOf(s, situation?.them?.lives, 'situation.them.lives');
      const choice = s.choicesAt(i, j, a, b, k, n, u);
      return { bank: mustRoll || choice.bank === null ? null : choice.bank[0], roll: choice.roll[0] };
    },
  };
}
