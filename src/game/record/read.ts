import { FarkleError, describe, isArray } from '../../errors.js';
import { guarded, readEntries, readRecord as readFields } from '../../read.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules } from '../../rules/types.js';
import { isRecord } from '../../rules/validate.js';
import { nearest } from '../../nearest.js';
import { applyAction } from '../apply.js';
import { createGameOfVersion } from '../create.js';
import type { GeneratorVersion } from '../random/generator.js';
import { decodeAction } from './actions.js';
import type { CreateGameOptions, GameState } from '../types.js';

/**
 * The version of the game record format this library writes (a record's
 * `version`): 2, whose games roll with the generator of version 2 states.
 * A record of version 1, written by an earlier release, is read too and
 * replayed with that release's generator, to the same end. A record of
 * another version is refused with `invalid-record` at `record.version`.
 *
 * @example
 * ```ts
 * startRecord({ players: ['Ann', 'Bob'] }).version === RECORD_VERSION; // true
 * ```
 *
 * @category Records
 */
export const RECORD_VERSION = 2;

/**
 * The most actions a game record may hold (100,000): far more than a game
 * takes (a classic game of two takes about 100 to 300), and a bound on the
 * work of replaying a record from anywhere. More are refused with
 * `invalid-record` at `record.actions`.
 *
 * @example
 * ```ts
 * if (record.actions.length >= MAX_RECORD_ACTIONS) endTheGameAsADraw();
 * ```
 *
 * @category Records
 */
export const MAX_RECORD_ACTIONS = 100_000;

const FIELDS = ['version', 'rules', 'players', 'seed', 'firstPlayer', 'firstPlayerDice', 'actions'];

/** A record's fields read once, in a form `createGame` and `decodeAction` take. */
export interface ReadRecord {
  /** The record's version, which is its game's generator's (see `GeneratorVersion`). */
  readonly version: GeneratorVersion;
  readonly options: CreateGameOptions;
  readonly actions: readonly unknown[];
}

/**
 * Reads a record that may come from anywhere: an object with only the
 * fields of its version, each read once. The values themselves are checked
 * by `createGame` and the game (see {@link replayRead}).
 */
export function readRecord(value: unknown): ReadRecord {
  if (!isRecord(value)) throw new FarkleError('invalid-record', `expected a game record, got ${describe(value)}`, 'record');
  // Each field read once; a getter or a Proxy that throws is refused at its path.
  const fields = readFields(value, [], 'invalid-record', 'record') as Record<string, unknown>;
  for (const key in fields) {
    if (!FIELDS.includes(key)) {
      const meant = nearest(key, FIELDS);
      const hint = meant === undefined ? `a record has ${FIELDS.join(', ')}` : `did you mean ${meant}?`;
      throw new FarkleError('invalid-record', `unknown field; ${hint}`, `record.${key}`);
    }
  }
  const version = fields.version;
  if (version !== RECORD_VERSION && version !== 1) {
    throw new FarkleError('invalid-record', `expected version 1 or ${RECORD_VERSION} (the record formats this library reads), got ${describe(version)}`, 'record.version');
  }
  for (const key of ['rules', 'players', 'seed', 'actions']) {
    if (fields[key] === undefined) throw new FarkleError('invalid-record', 'missing: a record keeps the rules, players, seed and actions of its game', `record.${key}`);
  }
  const actions = fields.actions;
  if (!isArray(actions)) throw new FarkleError('invalid-record', `expected an array of actions, got ${describe(actions)}`, 'record.actions');
  const count = guarded('invalid-record', 'record.actions', () => actions.length);
  if (count > MAX_RECORD_ACTIONS) throw new FarkleError('invalid-record', `expected at most ${MAX_RECORD_ACTIONS} actions, got ${count}`, 'record.actions');
  const copy = readEntries(actions, count, 'invalid-record', 'record.actions');
  const options = {
    rules: fields.rules,
    players: fields.players,
    seed: fields.seed,
    ...(fields.firstPlayer === undefined ? {} : { firstPlayer: fields.firstPlayer }),
    ...(fields.firstPlayerDice === undefined ? {} : { firstPlayerDice: fields.firstPlayerDice }),
  } as CreateGameOptions;
  return { version, options, actions: copy };
}

/** The message of a FarkleError without the path its constructor put in front. */
function bare(error: FarkleError): string {
  const prefix = error.path === undefined ? '' : `${error.path}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}

/** Runs `run`; a FarkleError it throws is thrown again with its path moved by `where`. */
function within<T>(run: () => T, where: (path: string | undefined) => string): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    throw new FarkleError(error.code, bare(error), where(error.path));
  }
}

/** The game a record's fields start, its problems at paths under `record`. */
export function startRead({ version, options }: ReadRecord): GameState {
  const rules: Rules = within(
    () => resolveRules(options.rules),
    (path) => (path === undefined || path === 'rules' ? 'record.rules' : `record.rules.${path}`),
  );
  return within(
    () => createGameOfVersion({ ...options, rules }, version),
    (path) => `record.${path ?? ''}`.replace(/\.$/, ''),
  );
}

/**
 * Replays a record's actions from `start`, calling `each` with every state;
 * an action refused by the game throws the game's own code at
 * `record.actions[i]` (and under it the action's field: `record.actions[3].dice[0]`).
 */
export function replayRead(read: ReadRecord, start: GameState, each?: (state: GameState) => void): GameState {
  let state = start;
  each?.(state);
  read.actions.forEach((text, i) => {
    const at = `record.actions[${i}]`;
    const action = decodeAction(text, at);
    state = within(
      () => applyAction(state, action),
      (path) => (path === undefined ? at : path.startsWith('action') ? at + path.slice('action'.length) : `${at}.${path}`),
    );
    each?.(state);
  });
  return state;
}
