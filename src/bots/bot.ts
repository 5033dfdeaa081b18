import { listing } from '../game/legal/list.js';
import { builtInBot } from './built-in.js';
import type { Action, GameState } from '../game/types.js';

/**
 * A player: given the state, the action to take. A bot must return one of
 * `legalActions(state)`; the library's bots are pure, so a game between them
 * replays exactly from its seed. The library's bots check the state they are
 * given as `legalActions` does (see `gatedBot` in this module), so a JSON copy of a
 * state plays as the state itself and anything else is refused with
 * `invalid-state`.
 *
 * @example
 * ```ts
 * // Banks as soon as it may, and otherwise keeps the most points.
 * const eager: Bot = (state) => {
 *   const legal = legalActions(state);
 *   return legal.find((action) => action.type === 'bank') ?? legal[0];
 * };
 * simulate({ bots: [eager, 'greedy'], games: 100, seed: 1 });
 * ```
 *
 * @category Bots
 */
export type Bot = (state: GameState) => Action;

/**
 * What a built-in bot does once the state has passed the gate: `checked` is
 * the engine's own copy of the state (see `src/game/trust/`), never an
 * app's, and `legal` its legal actions as `legalActions` lists them.
 */
export type Play = (checked: GameState, legal: readonly Action[]) => Action;

/**
 * A bot that checks the state it is given through the same gate as
 * `legalActions` and `applyAction` before `play` reads any of it: a state
 * the library returned is compared with the engine's own copy, anything else
 * (a JSON copy, a state an app built or edited) is restored and checked in
 * full, and a state that is no state is refused with `invalid-state` at the
 * path of its first bad value. `play` only ever reads the checked copy.
 */
export function gatedBot(play: Play): Bot {
  const bot: Bot = (state) => {
    const { state: checked, actions } = listing(state);
    return play(checked, actions);
  };
  // It reads the state and never edits it: `simulate` may lend it the engine's own (see `isBuiltIn`).
  return builtInBot(bot);
}
