import { legalKeeps } from '../scoring/legal-keeps.js';
import { problemWith } from './check.js';
import { scoringDice } from './keep.js';
import type { Action, GameState } from './types.js';

function keepCandidates(state: GameState): Action[] {
  const roll = state.turn.roll ?? [];
  if (!state.rules.spicyDice) {
    // Dice showing the same face are interchangeable, so one keep per distinct set of faces.
    return legalKeeps(scoringDice(roll), state.rules).map((keep) => ({ type: 'keep', dice: keep.dice }));
  }
  // Spicy dice are tracked by identity (which die stays to be rolled matters): every subset.
  const out: Action[] = [];
  for (let mask = 1; mask < 1 << roll.length; mask++) {
    const dice: number[] = [];
    for (let i = 0; i < roll.length; i++) if ((mask >> i) & 1) dice.push(i);
    out.push({ type: 'keep', dice });
  }
  return out;
}

function candidates(state: GameState): Action[] {
  const { phase, offer } = state.turn;
  if (phase === 'rolled') return keepCandidates(state);
  if (phase === 'kept') return [{ type: 'roll' }, { type: 'bank' }];
  const out: Action[] = [{ type: 'roll' }];
  if (offer !== null) {
    for (let count = 1; count <= offer.dice.length; count++) out.push({ type: 'buy', count });
    out.push({ type: 'highStakes' });
  }
  return out;
}

/**
 * Every action legal now, each passing the same checks `applyAction` makes.
 * Rolls are listed without dice (the seeded generator rolls); any dice the
 * table shows may be supplied instead. Keeps are listed once per distinct set
 * of faces kept, or, with spicy dice, once per set of physical dice. Empty
 * once the game is over.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], firstPlayer: 0, seed: 1 });
 * game = applyAction(game, { type: 'roll', dice: [1, 5, 2, 3, 4, 6] });
 * legalActions(game).map((a) => (a.type === 'keep' ? a.dice.length : a.type));
 * // [6, 2, 1, 1]: the straight, the 1 and the 5, the 1, the 5
 * ```
 */
export function legalActions(state: GameState): Action[] {
  if (state.over) return [];
  return candidates(state).filter((action) => problemWith(state, action) === null);
}
