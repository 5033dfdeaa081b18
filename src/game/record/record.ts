import type { Face } from '../../dice.js';
import { FarkleError } from '../../errors.js';
import { isPresetName } from '../../rules/define.js';
import { presets } from '../../rules/presets.js';
import type { PresetName, Rules } from '../../rules/types.js';
import { applyAction } from '../apply.js';
import { encodeAction } from './actions.js';
import { readAction } from '../trust/read-action.js';
import { describeDifference, firstDifference } from './diff.js';
import { readRecord, replayRead, startRead } from './read.js';
import { createGame } from '../create.js';
import { sameGeneratorState, seedState, versionOf } from '../random/generator.js';
import { republish } from '../trust/twin.js';
import type { Action, CreateGameOptions, GameState } from '../types.js';

/**
 * A whole game as a server stores it and an app shows it as history: how it
 * started and every action, in a compact, versioned, JSON-serializable form
 * that {@link replayGame} plays back to the same states and events. Actions
 * that brought dice (a real table's) keep their faces; the others are rolled
 * again by the seeded generator from `seed`. See the game server guide's
 * "The record format".
 *
 * @example
 * ```ts
 * let record = startRecord({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * record = recordAction(record, { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
 * record = recordAction(record, { type: 'keep', dice: [0, 1, 2, 3] });
 * record = recordAction(record, { type: 'roll' });
 * JSON.stringify(record);
 * // {"version":2,"rules":"classic","players":["Ann","Bob"],"seed":7,"firstPlayer":0,"actions":["r=111523","k0123","r"]}
 * ```
 *
 * @category Records
 */
export interface GameRecord {
  /**
   * The format version: 2 for a record started by this release; 1 for one
   * an earlier release wrote, which replays (and grows) with that release's
   * generator. A record of another version is refused with `invalid-record`.
   */
  readonly version: 1 | 2;
  /** The preset's name when the game is played by a preset, otherwise the whole rule set. */
  readonly rules: PresetName | Rules;
  /** The players' names, in seat order. */
  readonly players: readonly string[];
  /** The game's seed (drawn by {@link startRecord} when not given, and kept). */
  readonly seed: number | string;
  /** The seat chosen to start, when it was chosen (`createGame`'s `firstPlayer`). */
  readonly firstPlayer?: number;
  /** The dice a real table threw to choose the first player, when it did (`createGame`'s `firstPlayerDice`). */
  readonly firstPlayerDice?: readonly (readonly Face[])[];
  /**
   * Every action, in order, each a short string: a letter (`r` roll, `k` keep, `b` bank, `y` buy,
   * `h` high stakes, `c` carry on, `s` second chance, `a` accept the farkle), then the digits the
   * action takes (a keep's indices into the roll, a buy's count, a second chance's held indices),
   * then, when the action brought dice, `=` and their faces in the action's order: `r`,
   * `r=113523`, `k0123`, `b`, `y2=35`, `h`, `c=44`, `s013=62`, `a`. At most 100,000.
   */
  readonly actions: readonly string[];
}

/**
 * The state each record made here ends in: records are frozen, so it stays
 * theirs. Kept for the library alone: an app is given copies (`republish`).
 */
const finalStates = new WeakMap<GameRecord, GameState>();

function remember(record: GameRecord, state: GameState): GameRecord {
  finalStates.set(record, state);
  return record;
}

/** A preset's name for its own rule set, else the rule set. */
function recordedRules(rules: Rules): PresetName | Rules {
  return isPresetName(rules.name) && presets[rules.name] === rules ? rules.name : rules;
}

/**
 * Starts the record of a new game: the options `createGame` takes, checked
 * as it checks them, with a seed drawn and kept when none is given. The
 * record is frozen; {@link replayGame} gives its game.
 *
 * @throws {FarkleError} the codes of `createGame`.
 *
 * @example
 * ```ts
 * const record = startRecord({ players: ['Ann', 'Bob'], rules: 'farkel' });
 * typeof record.seed; // 'number': drawn, and kept so that the game replays
 * replayGame(record).turn.player; // the seat that threw the first 6
 * ```
 *
 * @category Records
 */
export function startRecord(options: CreateGameOptions): GameRecord {
  const state = createGame(options);
  return remember(Object.freeze({ ...header(state), actions: Object.freeze([]) }), state);
}

/** A record's fields but its actions, as its created game `start` holds them (frozen). */
function header(start: GameState): Omit<GameRecord, 'actions'> {
  const rounds = start.events.flatMap((event) => (event.type === 'firstPlayerRoll' ? [Object.freeze(event.rolls.map((roll) => roll.face))] : []));
  const chosen = start.events.some((event) => event.type === 'firstPlayer' && event.chosen);
  // A seeded throw-off draws at least one face, moving the generator on; a table's dice leave it at the seed's state.
  const thrown = !chosen && sameGeneratorState(start.rng, seedState(start.seed, versionOf(start.rng)));
  return {
    version: start.version,
    rules: recordedRules(start.rules),
    players: Object.freeze(start.players.map((player) => player.name)),
    seed: start.seed,
    ...(chosen ? { firstPlayer: start.turn.player } : {}),
    ...(thrown ? { firstPlayerDice: Object.freeze(rounds) } : {}),
  };
}

/**
 * A record made here, and the state it ends in: `record` itself when it was
 * made here, else its checked copy (its fields read once and frozen).
 */
function trusted(record: GameRecord): { record: GameRecord; state: GameState } {
  const known = finalStates.get(record);
  if (known !== undefined) return { record, state: known };
  const read = readRecord(record);
  const start = startRead(read);
  const state = replayRead(read, start);
  const copy = Object.freeze({ ...header(start), actions: Object.freeze(read.actions as string[]) });
  return { record: remember(copy, state), state };
}

/**
 * The record with `action` added: the action is applied to the record's
 * game first, and refused as `applyAction` refuses it, so a record holds
 * only legal actions. Neither input is changed; the new record is frozen.
 * Adding to a record made here costs one `applyAction`; a record from
 * elsewhere is replayed (and checked) once first.
 *
 * @throws {FarkleError} the codes of `applyAction` for the action, and those of
 *   {@link replayGame} for a record from elsewhere.
 *
 * @example
 * ```ts
 * let record = startRecord({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * let game = replayGame(record);
 * while (!game.over) {
 *   const action = randomBot(game);
 *   record = recordAction(record, action);
 *   game = replayGame(record); // the game the record now ends in, without replaying it
 * }
 * ```
 *
 * @category Records
 */
export function recordAction(record: GameRecord, action: Action): GameRecord {
  const { record: checked, state } = trusted(record);
  // Read once: what applyAction checks is what the record writes.
  const copy = readAction(action) as Action;
  const next = applyAction(state, copy);
  const added: GameRecord = Object.freeze({ ...checked, actions: Object.freeze([...checked.actions, encodeAction(copy, state.rules)]) });
  return remember(added, next);
}

/**
 * The state a record's game ends in: its game created and every action
 * applied; a copy of its own at every call, which the app may edit without
 * changing the record or any other state. A record from anywhere (a database, a client) is checked on the
 * way: its fields (`invalid-record` at `record.<field>`, `record.version`
 * for a version this library does not read), its start (the codes of
 * `createGame`, at `record.players`, `record.rules...`), and each action,
 * refused with the game's own code at `record.actions[i]`. At most
 * 100,000 actions.
 *
 * @throws {FarkleError} `invalid-record`, `invalid-action`, or any code
 *   `createGame` or `applyAction` throws, with a path under `record`.
 *
 * @example
 * ```ts
 * const stored = '{"version":2,"rules":"classic","players":["Ann","Bob"],"seed":7,"firstPlayer":0,"actions":["r=111523","k0123"]}';
 * replayGame(JSON.parse(stored)).turn.total; // 350
 * // A bank of 350 is below classic's 500 to get on the board:
 * replayGame({ ...JSON.parse(stored), actions: ['r=111523', 'k0123', 'b'] });
 * // throws FarkleError { code: 'below-bank-minimum', path: 'record.actions[2]' }
 * ```
 *
 * @category Records
 */
export function replayGame(record: GameRecord): GameState {
  const known = finalStates.get(record);
  if (known !== undefined) return republish(known);
  const read = readRecord(record);
  return replayRead(read, startRead(read));
}

/**
 * Every state of a record's game, checked as {@link replayGame} checks it:
 * the created state first, then the state after each action (`states[i + 1]`
 * after `record.actions[i]`), each with the events of its transition: the
 * history an app shows.
 *
 * @throws {FarkleError} as {@link replayGame}.
 *
 * @example
 * ```ts
 * const record = JSON.parse(stored);
 * for (const state of replayStates(record).slice(1)) {
 *   for (const event of state.events) console.log(event.type); // 'rolled', 'kept', ...
 * }
 * ```
 *
 * @category Records
 */
export function replayStates(record: GameRecord): GameState[] {
  const read = readRecord(record);
  const states: GameState[] = [];
  replayRead(read, startRead(read), (state) => states.push(state));
  return states;
}

/**
 * Checks that `claimed` (a game state from a client, or stored apart from
 * its record) is the state `record` replays to: equal as JSON tells them
 * apart. Returns the replayed state, which a server can trust; throws
 * `record-mismatch` at the first path where they differ (`players[1].score`).
 *
 * @throws {FarkleError} `record-mismatch`, or a code of {@link replayGame} when
 *   the record itself is refused.
 *
 * @example
 * ```ts
 * const state = checkGameRecord(record, JSON.parse(claimedJson));
 * // or: FarkleError { code: 'record-mismatch', path: 'players[1].score',
 * //   message: 'players[1].score: the record replays to 1350 here, the state has 1400' }
 * ```
 *
 * @category Records
 */
export function checkGameRecord(record: GameRecord, claimed: unknown): GameState {
  const state = replayGame(record);
  const difference = firstDifference(state, claimed);
  if (difference === null) return state;
  const path = difference.path === '' ? 'state' : difference.path;
  throw new FarkleError('record-mismatch', describeDifference(difference), path);
}
