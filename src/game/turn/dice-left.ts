import type { GameState, TurnState } from '../types.js';

/**
 * Every die of a set of `dice`, by id (0 to `dice` - 1): a new array each
 * time. States hold their own arrays rather than one shared frozen array,
 * because V8 reads frozen arrays slowly and the dice to roll are read at
 * every roll and keep.
 */
export function allDice(dice: number): number[] {
  const ids: number[] = [];
  for (let id = 0; id < dice; id++) ids.push(id);
  return ids;
}

/** The ids of the dice a `roll` action throws now. */
export function diceToRoll(state: GameState): readonly number[] {
  return state.turn.hotDice ? allDice(state.rules.dice) : state.turn.rollable;
}

/**
 * How many dice a `roll` action throws now: every die of the set (`dice`,
 * the rules' `dice`) after hot dice, else those left that the player may roll.
 */
export function diceLeft(turn: TurnState, dice: number): number {
  return turn.hotDice ? dice : turn.rollable.length;
}
