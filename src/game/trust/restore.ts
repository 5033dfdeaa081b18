import { FarkleError } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';
import { copyState } from './copy-data.js';
import { rolledDie } from '../dice.js';
import type { Draft } from '../turn/draft.js';
import { contentOf, readPinned } from './pinned.js';
import type { GameState, Offer, PlayerState, RolledDie, TurnState } from '../types.js';
import { checkEvents } from './verify-events.js';
import { fail, record, refuse } from './verify-parts.js';
import { verifyState } from './verify.js';
import { publish } from './twin.js';

/**
 * The format version of the states this release makes and reads (see
 * `GameState.version`). A state of a higher version was made by a newer
 * release: {@link restoreGame} refuses it with `unsupported-state-version`.
 *
 * @example
 * ```ts
 * createGame({ players: ['Ann', 'Bob'] }).version === STATE_VERSION; // true
 * ```
 */
export const STATE_VERSION = 1;

/**
 * Options for {@link restoreGame}.
 *
 * @example
 * ```ts
 * const options: RestoreGameOptions = { rules: ['classic', 'zilch'] }; // the rule sets a server allows
 * ```
 */
export interface RestoreGameOptions {
  /**
   * The rule sets (or preset names) the server allows. The rules inside the
   * state must equal one of them, compared by value, and the state comes
   * back with that object: the rules inside a state are never trusted, and
   * states of one rule set share its compiled scoring tables however often
   * they are restored. Omitted, any valid rule set is accepted.
   */
  readonly rules?: readonly RulesInput[] | undefined;
}

const RESTORE_KEYS = optionKeys<RestoreGameOptions>({ rules: true });

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

/** The version: this release's, or an error that says whether the state is too new or not a state. */
function checkVersion(version: unknown): void {
  if (version === STATE_VERSION) return;
  if (typeof version === 'number' && Number.isInteger(version) && version > STATE_VERSION) {
    throw new FarkleError('unsupported-state-version', `this state is of format version ${version}, made by a newer release; this release reads version ${STATE_VERSION}: upgrade farkle-rules`, 'state.version');
  }
  fail('state.version', `the format version ${STATE_VERSION}`, version);
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
function rulesOf(value: unknown, pinned: Map<string, Rules> | null): Rules {
  record(value, 'state.rules');
  let rules: Rules;
  try {
    rules = resolveRules(value as Rules);
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    const inner = error.path === undefined || error.path === '' || error.path === 'rules' ? '' : `.${error.path}`;
    throw new FarkleError('invalid-state', `invalid rules (${error.code}): ${error.message}`, `state.rules${inner}`);
  }
  if (pinned === null) return rules;
  const match = pinned.get(contentOf(rules));
  if (match === undefined) refuse('state.rules', `the rules ${JSON.stringify(rules.name)} are not one of the ${pinned.size} pinned rule sets (restoreGame's rules option)`);
  return match;
}

/**
 * Accepts a game state this library did not make, or made and then stored:
 * from a database, from a client, from an older release. The value is read
 * once into a copy of its own (JSON data only, bounded in size and depth),
 * its format version checked (a newer one is `unsupported-state-version`),
 * fields that older releases lacked filled in, its rules validated as
 * `defineRules` validates them (or matched against the rule sets the server
 * pinned), and then every field the engine relies on checked: seats,
 * scores, lives, the turn's phase and the fields each phase needs, the roll
 * (dice ids and faces, spicy and wild as the rules give them), the dice kept
 * and offered, the turn total against what its rolls could score, the final
 * round or play-off, the winners, the generator, the events. A problem is
 * `invalid-state` at the path of the first bad value (`state.turn.rollable[3]`).
 * Nothing is done with a state before it has passed. The result is a state
 * the library made: `legalActions` and `applyAction` take it at full speed.
 *
 * `legalActions` and `applyAction` restore any state they did not make
 * themselves, so a server needs `restoreGame` for pinned rule sets and to
 * restore once before several calls.
 *
 * @throws {FarkleError} `invalid-state`, `unsupported-state-version`, or
 *   `invalid-options` for bad options (the codes of `resolveRules`, at
 *   `rules[i]`, for a bad pinned rule set).
 *
 * @example
 * ```ts
 * const house = defineRules({ name: 'house', bank: { entry: 350 } });
 * const saved = JSON.stringify(createGame({ players: ['Ann', 'Bob'], rules: house, seed: 7 }));
 * const game = restoreGame(JSON.parse(saved), { rules: ['classic', house] });
 * game.rules === house; // true: the pinned object
 * restoreGame({ ...JSON.parse(saved), turnNumber: 0 }); // throws FarkleError 'invalid-state' at state.turnNumber
 * ```
 */
export function restoreGame(value: unknown, options?: RestoreGameOptions): GameState {
  return publish(restoreState(value, options));
}

/**
 * What {@link restoreGame} does but publish: the checked copy of `value`,
 * the engine's own (see `twin.ts`), to play on or to publish.
 */
export function restoreState(value: unknown, options?: RestoreGameOptions): GameState {
  if (options !== undefined) checkOptionKeys(options, RESTORE_KEYS);
  const pinned = options?.rules === undefined ? null : readPinned(options.rules);
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
