import { describe, isArray } from '../../errors.js';
import { diceProblem, indicesProblem, problem, type Problem } from './dice-check.js';
import { acceptFarkleProblem, carryOnProblem, pendingProblem, secondChanceProblem } from './check-house.js';
import { keepFailure, largestKeep, scoreKept } from '../turn/keep.js';
import { bankMinimum } from '../turn/bank.js';
import { diceLeft, diceToRoll } from '../turn/dice-left.js';
import type { Action, GameState, PlayerState } from '../types.js';

const ACTION_TYPES: readonly Action['type'][] = ['roll', 'keep', 'bank', 'buy', 'highStakes', 'carryOn', 'secondChance', 'acceptFarkle'];

/** Whether `type` names an action (a switch: faster than a set look-up in a loop that runs at every action). */
function isActionType(type: unknown): boolean {
  switch (type) {
    case 'roll':
    case 'keep':
    case 'bank':
    case 'buy':
    case 'highStakes':
    case 'carryOn':
    case 'secondChance':
    case 'acceptFarkle':
      return true;
    default:
      return false;
  }
}

function keepProblem(state: GameState, dice: unknown): Problem | null {
  const roll = state.turn.roll ?? [];
  if (!isArray(dice) || dice.length === 0) {
    return problem('invalid-action', `expected a non-empty array of indices into the roll, got ${describe(dice)}`, 'action.dice');
  }
  const badIndex = indicesProblem(dice, roll.length, 'action.dice', 'kept');
  if (badIndex !== null) return badIndex;
  const failing = keepFailure(state.rules, roll, dice as number[]);
  if (failing === null) return state.rules.turn.keepEveryScoringDie ? everyScoringDieProblem(state, dice as number[]) : null;
  const face = roll[failing]?.face ?? 0;
  return problem('keep-does-not-score', `die ${failing} (a ${face}) does not score in this keep`, 'action.dice');
}

/** Under `turn.keepEveryScoringDie`, a legal keep must be one of the roll's largest (see `largestKeep`). */
function everyScoringDieProblem(state: GameState, indices: readonly number[]): Problem | null {
  const roll = state.turn.roll ?? [];
  const largest = largestKeep(state.rules, roll);
  const { points } = scoreKept(state.rules, roll, indices);
  if (indices.length === largest.dice && points === largest.points) return null;
  const why = `these rules make you keep every scoring die: ${largest.dice} dice for ${largest.points}, not ${indices.length} for ${points}`;
  return problem('must-keep-every-scoring-die', why, 'action.dice');
}

function rollProblem(state: GameState, action: Action & { type: 'roll' }): Problem | null {
  if (state.turn.phase === 'rolled') return problem('must-keep-first', 'keep at least one scoring die before rolling again');
  if (state.turn.phase === 'clearing') return action.dice === undefined ? null : diceProblem(state, state.turn.reroll, action.dice);
  if (diceLeft(state.turn, state.rules.dice) === 0) return problem('nothing-to-roll', 'no dice are left that you may roll: bank');
  // Checked only when brought: diceToRoll makes a new array after hot dice.
  return action.dice === undefined ? null : diceProblem(state, diceToRoll(state), action.dice);
}

function bankProblem(state: GameState): Problem | null {
  const { turn, rules } = state;
  const { phase, total } = turn;
  if (phase === 'start') return problem('must-roll-first', 'roll before banking');
  if (phase === 'rolled') return problem('must-keep-first', 'keep at least one scoring die before banking');
  // With nothing left to roll the player could not roll on nor reach more: banking is the only way on.
  if (diceLeft(turn, rules.dice) === 0) return null;
  if (turn.mustRoll) return problem('must-roll-again', 'these rules make you roll again after this keep before banking');
  const need = bankMinimum(state, state.players[turn.player] as PlayerState);
  if (total < need) return problem('below-bank-minimum', `you need a turn total of ${need} to bank; you have ${total}`);
  if (rules.turn.mustBeatLastBank && total <= turn.toBeat) {
    return problem('must-beat-last-bank', `you need a turn total above ${turn.toBeat}, the last bank, to bank; you have ${total}`);
  }
  return null;
}

function buyProblem(state: GameState, action: Action & { type: 'buy' }): Problem | null {
  const { phase, offer, player } = state.turn;
  const rule = state.rules.buyDice;
  if (rule === null) return problem('cannot-buy', 'these rules have no buying of dice');
  if (phase !== 'start' || offer?.kind !== 'bank') return problem('cannot-buy', 'dice can be bought only at the start of a turn, from a player who banked leaving dice');
  const { count } = action;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > offer.dice.length) {
    return problem('cannot-buy', `expected to buy 1 to ${offer.dice.length} dice, got ${describe(count)}`, 'action.count');
  }
  const lives = (state.players[player] as PlayerState).lives ?? 0;
  const cost = count * rule.livesPerDie;
  if (cost > 0 && lives - cost < 1) {
    return problem('cannot-buy', `buying ${count} dice costs ${cost} lives and you must keep one; you have ${lives}`, 'action.count');
  }
  return diceProblem(state, offer.dice.slice(0, count), action.dice);
}

function highStakesProblem(state: GameState, action: Action & { type: 'highStakes' }): Problem | null {
  const { phase, offer } = state.turn;
  if (!state.rules.highStakes) return problem('cannot-high-stakes', 'these rules do not play high stakes');
  if (phase !== 'start' || offer?.kind !== 'bank') {
    return problem('cannot-high-stakes', 'high stakes is played only at the start of a turn, after a player banked leaving dice');
  }
  return diceProblem(state, offer.dice, action.dice);
}

/**
 * The one source of legality: why `action` cannot be applied to `state`, or
 * `null` when it can. `legalActions` lists what passes it; `applyAction`
 * throws what fails it.
 */
export function problemWith(state: GameState, action: unknown): Problem | null {
  if (state.over) return problem('game-over', 'the game is over');
  if (typeof action !== 'object' || action === null) return problem('invalid-action', `expected an action object, got ${describe(action)}`, 'action');
  const candidate = action as Action;
  if (!isActionType(candidate.type)) {
    return problem('invalid-action', `expected type ${ACTION_TYPES.map((t) => `'${t}'`).join(', ')}, got ${describe(candidate.type)}`, 'action.type');
  }
  const { player } = state.turn;
  if (candidate.player !== undefined && candidate.player !== player) {
    const name = (state.players[player] as PlayerState).name;
    return problem('not-your-turn', `it is ${name}'s turn (seat ${player}), not seat ${describe(candidate.player)}`, 'action.player');
  }
  const pending = pendingProblem(state.turn, candidate.type);
  if (pending !== null) return pending;
  switch (candidate.type) {
    case 'roll':
      return rollProblem(state, candidate);
    case 'keep':
      if (state.turn.phase === 'start') return problem('must-roll-first', 'roll before keeping');
      if (state.turn.phase === 'kept') return problem('must-bank-or-roll', 'you have kept from this roll: roll again or bank');
      return keepProblem(state, candidate.dice);
    case 'bank':
      return bankProblem(state);
    case 'buy':
      return buyProblem(state, candidate);
    case 'highStakes':
      return highStakesProblem(state, candidate);
    case 'carryOn':
      return carryOnProblem(state, candidate);
    case 'secondChance':
      return secondChanceProblem(state, candidate);
    case 'acceptFarkle':
      return acceptFarkleProblem(state);
  }
}
