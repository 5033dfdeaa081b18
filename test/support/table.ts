/** What a real table's dice land on: the ids of the dice an action throws, as the actions' docs say. */
import type { Action, GameState } from '../../src/index.js';

/**
 * The dice an action throws in `state`, by id, in the order its `dice` land
 * on them, from the actions' docs: every die after hot dice (and at the
 * start of a turn), else the dice left to roll, or the cleared dice under
 * clear combo; the first `count` offered; the dice offered; the dice of the
 * roll not held. Empty for actions that throw nothing.
 */
export function throwIds(state: GameState, action: Action): readonly number[] {
  const { turn } = state;
  switch (action.type) {
    case 'roll':
      return turn.phase === 'clearing' ? turn.reroll : turn.hotDice ? Array.from({ length: state.rules.dice }, (_, id) => id) : turn.rollable;
    case 'buy':
      return turn.offer?.dice.slice(0, action.count) ?? [];
    case 'highStakes':
    case 'carryOn':
      return turn.offer?.dice ?? [];
    case 'secondChance':
      return (turn.roll ?? []).filter((_, index) => !action.hold.includes(index)).map((die) => die.id);
    default:
      return [];
  }
}
