import { FarkleError } from '../errors.js';
import { applyAction } from '../game/apply.js';
import { diceLeft, diceToRoll } from '../game/turn/dice-left.js';
import { scoringDice } from '../game/dice.js';
import { legalActions } from '../game/legal/list.js';
import type { Action, GameState, PlayerState } from '../game/types.js';
import { adviseGame, type ActionChance, type GameAdvice } from '../strategy/advice/advice.js';
import { turnUnsupported } from '../strategy/unsupported.js';
import { optimalTurn, type KeepAdvice, type TurnPolicy } from '../strategy/turn/optimal-turn.js';
import { adviceMethod, adviceSentence, choiceValues, keptDice } from './advise.js';
import { decimal, dice, percent, points } from './format.js';

/** The win-chance advice for a state, or `null` where it cannot be given. */
function winAdvice(state: GameState): GameAdvice | null {
  try {
    return adviseGame(state);
  } catch (error) {
    if (error instanceof FarkleError) return null;
    throw error;
  }
}


function chanceOf(advice: GameAdvice, type: Action['type']): ActionChance | undefined {
  return advice.actions.find((a) => a.action.type === type);
}

function hintAtStart(state: GameState, policy: TurnPolicy): string[] {
  const lines = [`Hint: roll ${dice(state.rules.dice)}: a fresh turn is worth ${decimal(policy.expectedScore)} on average.`];
  const advice = winAdvice(state);
  const rolled = advice === null ? undefined : chanceOf(advice, 'roll');
  if (advice !== null && rolled?.winChance != null) lines.push(`  Win chance: ${percent(rolled.winChance, 1)} (${adviceMethod(advice)}).`);
  const { offer } = state.turn;
  if (offer === null) return lines;
  const legal = legalActions(state);
  // High stakes and carry on alike roll the offered dice for the offer's total.
  const offered = legal.some((a) => a.type === 'highStakes') ? 'High stakes' : legal.some((a) => a.type === 'carryOn') ? 'Carrying on' : null;
  if (offered !== null) {
    const stakes = policy.rollValue(offer.total, offer.dice);
    const better = stakes > policy.expectedScore ? 'better' : 'worse';
    lines.push(`  ${offered} (${dice(offer.dice.length)} for ${points(offer.total)}) is worth ${decimal(stakes)}: ${better}.`);
  }
  if (legal.some((a) => a.type === 'buy')) lines.push('  The hint does not value buying dice: it costs lives, which one turn does not count.');
  return lines;
}

function hintAfterKeep(state: GameState, policy: TurnPolicy): string[] {
  const { total } = state.turn;
  const left = diceLeft(state.turn, state.rules.dice);
  if (left === 0) return [`Hint: bank ${points(total)}: no dice are left to roll.`];
  // By the ids of the dice left: with spicy dice, which they are decides their red faces.
  const rolling = policy.rollValue(total, diceToRoll(state));
  const roll = `roll ${dice(left)} on`;
  if (total < policy.minimum) {
    return [`Hint: ${roll}: you need ${points(policy.minimum)} to bank.`, `  Expected points this turn: ${roll} ${decimal(rolling)}.`];
  }
  const expected = `  Expected points this turn: bank ${points(total)}, ${roll} ${decimal(rolling)}.`;
  // The choice goes by the chance to win: banking a certain loss is never advised over a roll that keeps a chance.
  const advice = winAdvice(state);
  const bank = advice === null ? undefined : chanceOf(advice, 'bank');
  const rolled = advice === null ? undefined : chanceOf(advice, 'roll');
  if (advice === null || bank?.winChance == null || rolled?.winChance == null) {
    return [`Hint: ${total >= rolling ? `bank ${points(total)}` : roll}.`, expected];
  }
  const best = advice.actions[0]?.action.type === 'bank' ? `bank ${points(total)}` : roll;
  return [
    `Hint: ${best}.`,
    `  Win chance: bank ${percent(bank.winChance, 1)}, ${roll} ${percent(rolled.winChance, 1)} (${adviceMethod(advice)}).`,
    expected,
  ];
}

/** The keep the win-chance advice ranks first, with what to do after it, as a turn policy's keep advice. */
function bestKeepByWin(state: GameState, advice: readonly KeepAdvice[]): { keep: KeepAdvice; chance: ActionChance; of: GameAdvice } | null {
  const ranked = winAdvice(state);
  const top = ranked?.actions[0];
  if (ranked === null || top?.action.type !== 'keep' || top.winChance === null) return null;
  const dice = top.action.dice.join();
  const keep = advice.find((a) => a.keep.dice.join() === dice);
  if (keep === undefined) return null;
  if (keep.diceToRoll === 0 || keep.mustRoll) return { keep, chance: top, of: ranked };
  const next = winAdvice(applyAction(state, top.action));
  const then = next?.actions[0]?.action.type === 'bank' ? 'bank' : 'roll';
  return { keep: { ...keep, then }, chance: top, of: ranked };
}

function hintForRoll(state: GameState, policy: TurnPolicy): string[] {
  const roll = scoringDice(state.turn.roll ?? []);
  // The rolled dice with their ids, for spicy dice; the keeps' indices are the same.
  const advice = policy.advise(state.turn.roll ?? [], state.turn.total, state.turn.unbought.length);
  if (advice[0] === undefined) return ['Hint: nothing scores.'];
  const byWin = bestKeepByWin(state, advice);
  const best = byWin?.keep ?? advice[0];
  const lines = [`Hint: ${adviceSentence(best, roll)}.`];
  if (byWin !== null && byWin.chance.winChance !== null) lines.push(`  Win chance: ${percent(byWin.chance.winChance, 1)} (${adviceMethod(byWin.of)}).`);
  lines.push(`  Expected points this turn: ${choiceValues(best)}.`);
  const next = advice.find((a) => a.keep.dice.join() !== best.keep.dice.join());
  if (next !== undefined) lines.push(`  Next best: keep ${keptDice(next, roll)}, worth ${decimal(next.value)}.`);
  return lines;
}

/**
 * The move that maximizes the chance to win ({@link adviseGame}: exact in the final round), with
 * that chance and the expected points of each choice this turn ({@link optimalTurn}). Where the
 * win-chance advice cannot be given, the move that maximizes the turn's expected points.
 */
export function hintLines(state: GameState): string[] {
  const { phase } = state.turn;
  // Decisions the turn policy has no part in: answered before it is built.
  if (phase === 'clearing') return ['Hint: roll the cleared dice again: nothing else is allowed.'];
  if (phase === 'secondChance') return ['Hint: the hint does not weigh second chances: hold two or more dice and roll the rest, or accept the farkle.'];
  // Rules the turn solver refuses leave no hint, but the game goes on.
  const unmodelled = turnUnsupported(state.rules);
  if (unmodelled !== null) return [`Hint: none under these rules: the turn solver does not model ${unmodelled}.`];
  const player = state.players[state.turn.player] as PlayerState;
  const policy = optimalTurn(state.rules, { onBoard: player.onBoard });
  switch (phase) {
    case 'start':
      return hintAtStart(state, policy);
    case 'kept':
      return hintAfterKeep(state, policy);
    case 'rolled':
      return hintForRoll(state, policy);
  }
}
