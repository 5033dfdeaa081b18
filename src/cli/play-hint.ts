import { diceLeft } from '../game/check.js';
import { scoringDice } from '../game/dice.js';
import { legalActions } from '../game/legal.js';
import type { GameState, PlayerState } from '../game/types.js';
import { turnUnsupported } from '../strategy/support.js';
import { optimalTurn, type TurnPolicy } from '../strategy/turn.js';
import { adviceSentence, choiceValues, keptDice } from './advise.js';
import { decimal, dice, points } from './format.js';

function hintAtStart(state: GameState, policy: TurnPolicy): string[] {
  const lines = [`Hint: roll ${dice(state.rules.dice)}: a fresh turn is worth ${decimal(policy.expectedScore)} on average.`];
  const { offer } = state.turn;
  if (offer === null) return lines;
  const legal = legalActions(state);
  // High stakes and carry on alike roll the offered dice for the offer's total.
  const offered = legal.some((a) => a.type === 'highStakes') ? 'High stakes' : legal.some((a) => a.type === 'carryOn') ? 'Carrying on' : null;
  if (offered !== null) {
    const stakes = policy.rollValue(offer.total, offer.dice.length);
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
  const rolling = policy.rollValue(total, left);
  const roll = `roll ${dice(left)} on`;
  if (total < policy.minimum) {
    return [`Hint: ${roll}: you need ${points(policy.minimum)} to bank.`, `  Expected points this turn: ${roll} ${decimal(rolling)}.`];
  }
  const choice = total >= rolling ? `bank ${points(total)}` : roll;
  return [`Hint: ${choice}.`, `  Expected points this turn: bank ${points(total)}, ${roll} ${decimal(rolling)}.`];
}

function hintForRoll(state: GameState, policy: TurnPolicy): string[] {
  const roll = scoringDice(state.turn.roll ?? []);
  const advice = policy.advise(roll, state.turn.total, state.turn.unbought.length);
  const best = advice[0];
  if (best === undefined) return ['Hint: nothing scores.'];
  const lines = [
    `Hint: ${adviceSentence(best, roll)}.`,
    `  Expected points this turn: ${choiceValues(best)}.`,
  ];
  const next = advice[1];
  if (next !== undefined) lines.push(`  Next best: keep ${keptDice(next, roll)}, worth ${decimal(next.value)}.`);
  return lines;
}

/**
 * The move that maximizes the expected points banked this turn ({@link optimalTurn}), with the
 * expected value of each choice. Scores, penalties and lives outside the turn are not weighed.
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
