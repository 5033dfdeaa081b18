import { FarkleError } from '../../errors.js';
import { optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules } from '../../rules/types.js';
import { copyState } from './copy-data.js';
import { rolledDie } from '../dice.js';
import type { Draft } from '../turn/draft.js';
import type { GameState, Offer, PlayerState, RolledDie, TurnState } from '../types.js';
import { checkEvents } from './verify-events.js';
import { fail, record, refuse } from './verify-parts.js';
import { verifyState } from './verify.js';

/**
 * The format version of the states this release makes (see
 * `GameState.version`): 2, whose generator has 128 bits of state. It also
 * reads version 1, the states of earlier releases, and plays them on with
 * their own 32-bit generator, so a saved game goes on as it would have. A
 * state of a higher version was made by a newer release: {@link restoreGame}
 * refuses it with `unsupported-state-version`.
 *
 * @example
 * ```ts
 * createGame({ players: ['Ann', 'Bob'] }).version === STATE_VERSION; // true
 * ```
 *
 * @category Game
 */
export const STATE_VERSION = 2;


/** The keys of each object of a state, checked complete at compile time: any other key is refused. */
const STATE_KEYS = optionKeys<GameState>({
  version: true,
  rules: true,
  players: true,
  turn: true,
  turnNumber: true,
  endgame: true,
  seed: true,
  rng: true,
  over: true,
  winners: true,
  events: true,
});
const TURN_KEYS = optionKeys<TurnState>({
  player: true,
  phase: true,
  total: true,
  roll: true,
  rollable: true,
  unbought: true,
  hotDice: true,
  rolls: true,
  mode: true,
  offer: true,
  toBeat: true,
  mustRoll: true,
  clearFaces: true,
  reroll: true,
});
const PLAYER_KEYS = optionKeys<PlayerState>({ name: true, score: true, lives: true, onBoard: true, farkleStreak: true, eliminated: true });

function onlyKeys(value: Record<string, unknown>, keys: readonly string[], path: string): void {
  for (const key of Object.keys(value)) if (!keys.includes(key)) refuse(`${path}.${key}`, `unknown key in a game state (expected ${keys.join(', ')})`);
}

/** The version: one this release reads (1 or 2), or an error that says whether the state is too new or not a state. */
function checkVersion(version: unknown): void {
  if (version === STATE_VERSION || version === 1) return;
  if (typeof version === 'number' && Number.isInteger(version) && version > STATE_VERSION) {
    throw new FarkleError('unsupported-state-version', `this state is of format version ${version}, made by a newer release; this release reads version ${STATE_VERSION}: upgrade farkle-rules`, 'state.version');
  }
  fail('state.version', `the format version 1 or ${STATE_VERSION}`, version);
}

/**
 * Fills in the turn fields that states saved by earlier releases of format
 * version 1 lack, as the rules that added them start (off, empty); an offer
 * saved before carry on existed was left by a bank.
 */
function upgradeTurn(turn: Record<string, unknown>): void {
  turn.toBeat ??= 0;
  turn.mustRoll ??= false;
  turn.clearFaces ??= [];
  turn.reroll ??= [];
  const offer = turn.offer as Partial<Offer> | null | undefined;
  if (typeof offer === 'object' && offer !== null && !Array.isArray(offer) && offer.kind === undefined) (offer as Record<string, unknown>).kind = 'bank';
}

/** The state's rules, validated as `defineRules` validates; with pinned rule sets, the pinned one they equal. */
function rulesOf(value: unknown, pinned: ((rules: Rules) => Rules) | undefined): Rules {
  record(value, 'state.rules');
  let rules: Rules;
  try {
    rules = resolveRules(value as Rules);
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    const inner = error.path === undefined || error.path === '' || error.path === 'rules' ? '' : `.${error.path}`;
    throw new FarkleError('invalid-state', `invalid rules (${error.code}): ${error.message}`, `state.rules${inner}`);
  }
  return pinned === undefined ? rules : pinned(rules);
}

/**
 * What `restoreGame` does but publish: the checked copy of `value`, the
 * engine's own (see `twin.ts`), to play on or to publish. `pinned`, given,
 * turns the state's rules (validated) into the pinned rule set they equal,
 * or refuses them (see `restore-game.ts`).
 */
export function restoreState(value: unknown, pinned?: (rules: Rules) => Rules): GameState {
  const state = record(copyState(value), 'state');
  checkVersion(state.version);
  onlyKeys(state, STATE_KEYS, 'state');
  const turn = record(state.turn, 'state.turn');
  upgradeTurn(turn);
  onlyKeys(turn, TURN_KEYS, 'state.turn');
  const rules = rulesOf(state.rules, pinned);
  state.rules = rules;
  if (Array.isArray(state.players)) {
    state.players.forEach((player, seat) => {
      onlyKeys(record(player, `state.players[${seat}]`), PLAYER_KEYS, `state.players[${seat}]`);
    });
  }
  const restored = state as unknown as GameState;
  verifyState(restored, rules);
  checkEvents(restored.events, restored.players.length);
  // The engine's own dice objects, as a state it made holds them (one hidden class for the hot code).
  const checked = turn as unknown as Draft<TurnState>;
  if (checked.roll !== null) checked.roll = checked.roll.map((die: RolledDie) => rolledDie(die.id, die.face, die.spicy, die.wild));
  return restored;
}
