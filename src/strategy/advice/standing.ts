import type { GameState, PlayerState } from '../../game/types.js';
import { bankMinimum } from '../../game/turn/bank.js';
import { turnModel } from '../turn/model.js';
import { reachPlay } from '../lives/reach.js';
import type { DiceLeft, Valuer } from './valuers.js';

/**
 * The last player standing's turn (every other player out of lives), valued
 * by its chance to bank the target within its turns left, or nobody wins
 * ({@link reachPlay}): exact on its last turn (where no keep must roll on:
 * past the target, a roll it must go on with counts as finishing), the later
 * turns otherwise played for points. `null` while another player is still
 * in the game.
 */
export function standingValuer(state: GameState): { valuer: Valuer; exact: boolean } | null {
  const reach = reachPlay(state);
  if (reach === null) return null;
  const model = turnModel(state.rules);
  const { step } = model;
  const exact = state.endgame?.queue.length === 0 && !model.mustRoll;
  const minimum = bankMinimum(state, state.players[state.turn.player] as PlayerState);
  const count = (dice: DiceLeft): number => (typeof dice === 'number' ? dice : dice.length);
  const roll = (dice: DiceLeft, k: number): number => reach.roll(k * step, count(dice) === 0 ? state.rules.dice : count(dice));
  const valuer: Valuer = {
    bank: (k) => reach.bank(k * step),
    roll,
    decision: (k, dice, mustRoll) => Math.max(!mustRoll && k * step >= minimum ? reach.bank(k * step) : 0, roll(dice, k)),
  };
  return { valuer, exact };
}
