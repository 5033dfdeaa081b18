import { describe, isArray } from '../../errors.js';
import { rethrownIds } from '../dice.js';
import { diceProblem, indicesProblem, problem, type Problem } from './dice-check.js';
import type { Action, GameState, TurnState } from '../types.js';

/**
 * The phases that wait on one decision: under clear combo (`clearing`) only
 * a `roll` of the cleared dice; under second chance (`secondChance`) only
 * `secondChance` or `acceptFarkle`. `null` in every other phase, or for those actions.
 */
export function pendingProblem(turn: TurnState, type: Action['type']): Problem | null {
  if (turn.phase === 'clearing') {
    if (type === 'roll') return null;
    const count = turn.reroll.length;
    return problem('must-clear-first', `${count === 1 ? 'a die shows' : `${count} dice show`} a face of the set just kept: roll ${count === 1 ? 'it' : 'them'} again first`);
  }
  if (turn.phase === 'secondChance') {
    if (type === 'secondChance' || type === 'acceptFarkle') return null;
    return problem('must-decide-second-chance', 'that roll farkled: take a second chance (hold two or more dice, roll the rest) or accept the farkle');
  }
  return null;
}

/** Carry on: only at the start of a turn offered the dice of a farkle, under `turn.carryOn`. */
export function carryOnProblem(state: GameState, action: Action & { type: 'carryOn' }): Problem | null {
  const { phase, offer } = state.turn;
  if (!state.rules.turn.carryOn) return problem('cannot-carry-on', 'these rules do not play carry on');
  if (phase !== 'start' || offer?.kind !== 'farkle') {
    return problem('cannot-carry-on', 'carry on is played only at the start of a turn, after the previous player farkled with a turn total');
  }
  return diceProblem(state, offer.dice, action.dice);
}

/** Second chance: in phase `secondChance`, hold 2 to n - 1 distinct dice of the n farkled; the dice brought are for the rest. */
export function secondChanceProblem(state: GameState, action: Action & { type: 'secondChance' }): Problem | null {
  const { turn, rules } = state;
  if (!rules.turn.secondChance) return problem('cannot-second-chance', 'these rules have no second chance');
  if (turn.phase !== 'secondChance') return problem('cannot-second-chance', 'a second chance is taken only right after a farkle of three or more dice');
  const roll = turn.roll ?? [];
  const hold: unknown = action.hold;
  if (!isArray(hold)) return problem('invalid-action', `expected an array of indices into the roll, got ${describe(hold)}`, 'action.hold');
  const badIndex = indicesProblem(hold, roll.length, 'action.hold', 'held');
  if (badIndex !== null) return badIndex;
  if (hold.length < 2 || hold.length >= roll.length) {
    return problem('cannot-second-chance', `hold 2 to ${roll.length - 1} of the ${roll.length} dice and roll the rest; you held ${hold.length}`, 'action.hold');
  }
  return diceProblem(state, rethrownIds(roll, hold as number[]), action.dice);
}

/** Accepting a farkle: only in phase `secondChance`. */
export function acceptFarkleProblem(state: GameState): Problem | null {
  if (state.turn.phase === 'secondChance') return null;
  return problem('cannot-second-chance', 'there is no farkle waiting on a second chance to accept');
}
