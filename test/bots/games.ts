/** Rule sets, game walks and small helpers shared by the bot tests. */
import { expect } from 'vitest';
import {
  PRESET_NAMES,
  applyAction,
  createGame,
  defineRules,
  greedyBot,
  legalActions,
  presets,
  randomBot,
  restoreGame,
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

/** Every state of one game from `start` (at most `limit`), each move made by a driver picked from `mix` and the move number. */
function walkFrom(start: GameState, mix: number, limit: number): GameState[] {
  let state = start;
  const states: GameState[] = [];
  for (let move = 0; !state.over && move < limit; move++) {
    states.push(state);
    const driver = DRIVERS[(Math.imul(mix ^ move, 0x9e3779b1) >>> 28) % DRIVERS.length] as Bot;
    state = applyAction(state, driver(state));
  }
  return states;
}

/** Where a walk starts near the end of a game: before the final round, or in a play-off. */
type NearTheEnd = 'beforeTheEnd' | 'playOff';

/**
 * A three-player game of these rules restored near its end, as an app restores a saved game (scores,
 * turn and endgame set in its JSON): `beforeTheEnd`, every player 50 points below the target, so that
 * about the first bank starts the final round (or wins, without one); `playOff`, seats 0 and 1 tied
 * 50 points above the target and seat 2 below it, seat 0 to play its turn of the play-off.
 */
function nearTheEnd(rules: Rules, seed: number, point: NearTheEnd): GameState {
  const game = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B', 'C'], seed, firstPlayer: 0 }))) as {
    players: { score: number; onBoard: boolean }[];
    turnNumber: number;
    endgame: unknown;
    events: unknown[];
  };
  const { target } = rules.end;
  const scores = point === 'beforeTheEnd' ? [target - 50, target - 50, target - 50] : [target + 50, target + 50, target - 500];
  game.players.forEach((player, seat) => Object.assign(player, { score: scores[seat], onBoard: true }));
  game.turnNumber = 10;
  game.events = [];
  if (point === 'playOff') game.endgame = { kind: 'tieBreak', queue: [1] };
  return restoreGame(game);
}

/**
 * The states of three games (each at most `limit` moves): one from the start, one from just before its
 * end, and, where tied leaders play off after a final round, one from a play-off. So every property over
 * the states of a walk meets final rounds and play-offs too (see {@link expectEndsReached}).
 */
export function walk(rules: Rules, seed: number, mix: number, limit = 150): GameState[] {
  const states = [...walkFrom(createGame({ rules, players: ['A', 'B', 'C'], seed }), mix, limit), ...walkFrom(nearTheEnd(rules, seed, 'beforeTheEnd'), mix, limit)];
  if (playsOff(rules)) states.push(...walkFrom(nearTheEnd(rules, seed, 'playOff'), mix, limit));
  return states;
}

/** Whether the rules play a final round and tied leaders play off after it. */
function playsOff(rules: Rules): boolean {
  return rules.end.finalRound && rules.end.ties === 'playOff';
}

/**
 * Expects the states of walks under these rules to hold a final round where the rules play one (and a
 * target that may be passed, not only hit), and a play-off where they play one: so that a walk that
 * stopped reaching them would fail rather than quietly cover less.
 */
export function expectEndsReached(rules: Rules, states: readonly GameState[]): void {
  const kinds = new Set(states.map((state) => state.endgame?.kind));
  if (rules.end.finalRound && rules.end.trigger !== 'exact') expect(kinds.has('finalRound'), 'a state of the final round').toBe(true);
  if (playsOff(rules)) expect(kinds.has('tieBreak'), 'a state of a play-off').toBe(true);
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

/** The ids of the dice the next roll throws: every die after hot dice (which dice they are matters with spicy dice). */
export function idsToRoll(state: GameState): readonly number[] {
  return state.turn.hotDice ? [0, 1, 2, 3, 4, 5].slice(0, state.rules.dice) : state.turn.rollable;
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
