/** Rule sets, game walks and small helpers shared by the bot tests. */
import {
  PRESET_NAMES,
  applyAction,
  createGame,
  defineRules,
  greedyBot,
  legalActions,
  presets,
  randomBot,
  thresholdBot,
  type Action,
  type Bot,
  type Die,
  type GameState,
  type PlayerState,
  type Rules,
  type RulesInput,
} from '../../src/index.js';

/** Every preset, and variants that reach high stakes, a minimum on every bank and penalties. */
export const RULE_SETS: readonly (readonly [string, Rules])[] = [
  ...PRESET_NAMES.map((name) => [name, presets[name]] as const),
  ['classic, high stakes, 300 every bank', defineRules({ highStakes: true, bank: { entry: 0, minimum: 300 } })],
  ['spicy, high stakes, penalties', defineRules({ highStakes: true, farklePenalty: { farkles: 2, points: 500 } }, 'spicy')],
  ['farkel, high stakes', defineRules({ highStakes: true }, 'farkel')],
];

/**
 * The players of the walks: each move is made by one of them, so states of every style of play
 * turn up, high turn totals included. (Not the optimal bot: its solver would slow every test file.)
 */
const DRIVERS: readonly Bot[] = [randomBot, randomBot, greedyBot, thresholdBot(0), thresholdBot(2500)];

/** Every state of one game (at most `limit`), each move made by a driver picked from `mix` and the move number. */
export function walk(rules: Rules, seed: number, mix: number, limit = 150): GameState[] {
  let state = createGame({ rules, players: ['A', 'B', 'C'], seed });
  const states: GameState[] = [];
  for (let move = 0; !state.over && move < limit; move++) {
    states.push(state);
    const driver = DRIVERS[(Math.imul(mix ^ move, 0x9e3779b1) >>> 28) % DRIVERS.length] as Bot;
    state = applyAction(state, driver(state));
  }
  return states;
}

/** An action as text, a keep's dice taken as a set. */
export function actionKey(action: Action): string {
  return JSON.stringify(action.type === 'keep' ? { type: 'keep', dice: [...action.dice].sort((x, y) => x - y) } : action);
}

/** The actions `legalActions` lists, as {@link actionKey}s. */
export function listed(state: GameState): Set<string> {
  return new Set(legalActions(state).map(actionKey));
}

/** The player whose turn it is. */
export function current(state: GameState): PlayerState {
  return state.players[state.turn.player] as PlayerState;
}

/** The turn total the current player needs to bank, from the rules. */
export function bankNeed(state: GameState): number {
  const { entry, minimum } = state.rules.bank;
  return current(state).onBoard ? minimum : Math.max(entry, minimum);
}

/** The dice the next roll throws: six after hot dice. */
export function diceToRoll(state: GameState): number {
  return state.turn.hotDice ? 6 : state.turn.rollable.length;
}

/** The roll showing, as scoring dice. */
export function shownDice(state: GameState): Die[] {
  return (state.turn.roll ?? []).map((die): Die => (die.spicy ? { face: die.face, spicy: true } : die.face));
}

/** A two-player game with a scripted start: `actions` applied in order. */
export function scripted(rules: RulesInput, actions: readonly Action[]): GameState {
  let state = createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 });
  for (const action of actions) state = applyAction(state, action);
  return state;
}
