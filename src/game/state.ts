import { FarkleError, describe } from '../errors.js';
import { resolveRules } from '../rules/define.js';
import { isRecord } from '../rules/validate.js';
import { NONE } from './dice.js';
import type { GameState, Offer, TurnState } from './types.js';

/** The state the engine made last: a game loop passes it straight back, already checked. */
let lastMade: GameState | null = null;

/** Records a state the engine has just made (its outline and rules are right by construction). */
export function made<T extends GameState>(state: T): T {
  lastMade = state;
  return state;
}

/**
 * A state's outline checked, with its rules validated. A state restored from
 * JSON carries a plain copy of its rules; it is validated once and the
 * validated rules travel on in the states that follow.
 */
export function checkedState(state: GameState): GameState {
  if (state === lastMade) return state;
  const value: unknown = state;
  if (!isRecord(value) || value.version !== 1 || !isRecord(value.turn) || !Array.isArray(value.players)) {
    throw new FarkleError('invalid-state', `expected a game state made by createGame, got ${describe(value)}`, 'state');
  }
  const rules = resolveRules(state.rules);
  const turn = turnWithDefaults(state.turn);
  return rules === state.rules && turn === state.turn ? state : { ...state, rules, turn };
}

/**
 * The turn, with the fields that states saved by earlier versions lack filled
 * in as the rules that added them would start (off, empty); the turn itself
 * when nothing is missing.
 */
function turnWithDefaults(turn: TurnState): TurnState {
  const saved: Partial<TurnState> = turn;
  const offer: Partial<Offer> | null | undefined = saved.offer;
  const offerKind = offer === null || offer === undefined || offer.kind !== undefined;
  const turnRules = saved.toBeat !== undefined && saved.mustRoll !== undefined;
  if (turnRules && saved.clearFaces !== undefined && saved.reroll !== undefined && offerKind) return turn;
  return {
    ...turn,
    toBeat: saved.toBeat ?? 0,
    mustRoll: saved.mustRoll ?? false,
    clearFaces: saved.clearFaces ?? NONE,
    reroll: saved.reroll ?? NONE,
    // An offer saved before carry on existed was left by a bank.
    offer: offerKind ? turn.offer : { ...(turn.offer as Offer), kind: 'bank' },
  };
}
