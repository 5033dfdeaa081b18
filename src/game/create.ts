import { FarkleError, describe, isArray } from '../errors.js';
import { guarded, readEntries } from '../read.js';
import { resolveRules } from '../rules/define.js';
import { RULE_LIMITS } from '../rules/limits.js';
import type { Rules } from '../rules/types.js';
import { freshTurn } from './turn/flow.js';
import { Random, seedState, type GeneratorVersion } from './random/generator.js';
import { seededFirstPlayer, thrownFirstPlayer } from './turn/first-player.js';
import type { CreateGameOptions, GameEvent, GameState, PlayerState } from './types.js';
import { checkOptionKeys, optionKeys } from '../options.js';
import { publish } from './trust/twin.js';
import { NONE } from './dice.js';

const CREATE_GAME_KEYS = optionKeys<CreateGameOptions>({ rules: true, players: true, seed: true, firstPlayer: true, firstPlayerDice: true });

/**
 * The names checked and read once: the seats are counted before any name is
 * read (at most the rules' `players.max`, or `RULE_LIMITS.count` where it is
 * `null`), then each name read once by index, so a hole is a missing name at
 * its index and the names checked are the names seated.
 */
function checkPlayers(rules: Rules, given: unknown): readonly string[] {
  const { min, max } = rules.players;
  const range = max === null ? `${min} to ${RULE_LIMITS.count}` : `${min} to ${max}`;
  if (!isArray(given)) throw new FarkleError('invalid-players', `expected an array of names, got ${describe(given)}`, 'players');
  const length = guarded('invalid-players', 'players', () => given.length);
  if (length > (max ?? RULE_LIMITS.count)) throw new FarkleError('invalid-players', `${rules.name} is played by ${range} players, got ${length}`, 'players');
  const players = readEntries(given, length, 'invalid-players', 'players');
  players.forEach((name, i) => {
    if (typeof name !== 'string' || name.trim() === '') {
      throw new FarkleError('invalid-players', `expected a non-empty name, got ${describe(name)}`, `players[${i}]`);
    }
  });
  if (length < min) throw new FarkleError('invalid-players', `${rules.name} is played by ${range} players, got ${length}`, 'players');
  return players as string[];
}

function checkSeed(seed: unknown): number | string {
  if (seed === undefined) return Math.floor(Math.random() * 2 ** 32);
  if ((typeof seed === 'number' && Number.isFinite(seed)) || typeof seed === 'string') return seed;
  throw new FarkleError('invalid-options', `expected a finite number or a string, got ${describe(seed)}`, 'seed');
}

/**
 * Starts a game. Players are names in seat order (a Farkel team is one seat).
 * Without `firstPlayer`, the rules' own procedure picks who starts, rolled
 * from the seed, or from `firstPlayerDice` (the dice a real table threw),
 * and recorded in `events`. Without `seed`, a random one is
 * drawn and kept in the state, so the game can still be replayed.
 *
 * @throws {FarkleError} `invalid-players` (a name that is not a non-empty
 *   string, a hole in `players` included, or more or fewer seats than the
 *   rules' `players` range; at most 1,000 where it has no maximum),
 *   `invalid-options` (an unknown option too, with the nearest known one), or
 *   a rules error.
 *
 * @example
 * ```ts
 * const game = createGame({ players: ['Ann', 'Bob'], rules: 'yarkle', seed: 42 });
 * game.turn.player; // the seat that won the roll for first player
 * legalActions(game); // [{ type: 'roll' }]
 * ```
 *
 * @category Game
 */
export function createGame(options: CreateGameOptions): GameState {
  return publish(startState(options));
}

/** {@link createGame} for a state of format `version`: 1 replays a record an earlier release wrote, with its generator. */
export function createGameOfVersion(options: CreateGameOptions, version: GeneratorVersion): GameState {
  return publish(startState(options, version));
}

/**
 * What {@link createGame} does but publish: the first state, the engine's
 * own (see `twin.ts`), for a caller that plays on it itself (`simulate`).
 */
export function startState(options: CreateGameOptions, version: GeneratorVersion = 2): GameState {
  // Checked at run time for callers without types; a misspelled option would otherwise be ignored.
  const read = checkOptionKeys<CreateGameOptions>(options, CREATE_GAME_KEYS);
  const rules = resolveRules(read.rules as CreateGameOptions['rules']);
  const names = checkPlayers(rules, read.players);
  const seed = checkSeed(read.seed);
  const random = new Random(seedState(seed, version));
  const events: GameEvent[] = [];
  const chosen = read.firstPlayer;
  let first: number;
  if (chosen !== undefined) {
    if (typeof chosen !== 'number' || !Number.isInteger(chosen) || chosen < 0 || chosen >= names.length) {
      throw new FarkleError('invalid-options', `expected a seat 0 to ${names.length - 1}, got ${describe(chosen)}`, 'firstPlayer');
    }
    first = chosen;
    if (read.firstPlayerDice !== undefined) {
      throw new FarkleError('invalid-options', 'give the seat that starts (firstPlayer) or the dice thrown to choose it (firstPlayerDice), not both', 'firstPlayerDice');
    }
    events.push({ type: 'firstPlayer', player: first, chosen: true });
  } else {
    const dice = read.firstPlayerDice;
    const seats = names.length;
    first = dice === undefined ? seededFirstPlayer(rules.firstPlayer, random, seats, events) : thrownFirstPlayer(rules.firstPlayer, dice, seats, events);
    events.push({ type: 'firstPlayer', player: first, chosen: false });
  }
  const lives = rules.lives?.start ?? null;
  const players = names.map((name): PlayerState => ({ name, score: 0, lives, onBoard: false, farkleStreak: 0, eliminated: false }));
  events.push({ type: 'turnStarted', player: first, offer: null });
  return {
    version,
    rules,
    players,
    turn: freshTurn(rules, first, null, 0),
    turnNumber: 1,
    endgame: null,
    seed,
    rng: random.state,
    over: false,
    winners: NONE,
    events,
  };
}
