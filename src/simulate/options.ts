import { checkSignal, type AbortSignalLike } from '../abort.js';
import type { Bot } from '../bots/random.js';
import { lookUpBot } from '../bots/registry.js';
import { FarkleError, describe } from '../errors.js';
import { checkOptionKeys, optionKeys } from '../options.js';
import { readList } from '../read.js';
import { DEFAULT_MAX_TURNS, MAX_GAMES, MAX_SEED_LENGTH, MAX_TURNS } from './limits.js';
import { resolveRules } from '../rules/define.js';
import type { Rules } from '../rules/types.js';
import type { SimulationOptions } from './types.js';

/** Every option `simulate` takes. */
export const SIMULATION_KEYS = optionKeys<SimulationOptions>({
  rules: true,
  bots: true,
  games: true,
  seed: true,
  firstPlayer: true,
  firstGame: true,
  maxTurns: true,
  onProgress: true,
  signal: true,
});


/** Simulation options, checked and resolved. */
export interface Setup {
  readonly rules: Rules;
  readonly bots: readonly Bot[];
  readonly names: readonly string[];
  readonly games: number;
  readonly firstGame: number;
  readonly seed: number | string;
  readonly firstPlayer: 'rotate' | 'rules' | number;
  readonly maxTurns: number;
  readonly onProgress: ((done: number, total: number) => void) | undefined;
  readonly signal: AbortSignalLike | undefined;
}

function invalid(path: string, message: string): FarkleError {
  return new FarkleError('invalid-options', message, path);
}

function wholeNumber(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
    throw invalid(path, `expected a whole number ${range}, got ${describe(value)}`);
  }
  return value;
}

function checkBots(rules: Rules, given: unknown): { bots: Bot[]; names: string[] } {
  // Read once: the seats checked are the seats played.
  const bots = readList(given);
  if (bots === null) throw invalid('bots', `expected an array of bots, got ${describe(given)}`);
  const { min, max } = rules.players;
  if (bots.length < min || (max !== null && bots.length > max)) {
    const range = max === null ? `${min} or more` : `${min} to ${max}`;
    throw invalid('bots', `${rules.name} is played by ${range} players, got ${bots.length} bots`);
  }
  return {
    bots: bots.map((bot, seat) => (typeof bot === 'function' ? (bot as Bot) : lookUpBot(bot, `bots[${seat}]`))),
    names: bots.map((bot, seat) => (typeof bot === 'string' ? bot : `P${seat + 1}`)),
  };
}

function checkFirstPlayer(value: unknown, seats: number): Setup['firstPlayer'] {
  if (value === undefined || value === 'rotate') return 'rotate';
  if (value === 'rules') return 'rules';
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < seats) return value;
  throw invalid('firstPlayer', `expected 'rotate', 'rules' or a seat 0 to ${seats - 1}, got ${describe(value)}`);
}

function checkSeed(seed: unknown): number | string {
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed;
  if (typeof seed === 'string' && seed.length <= MAX_SEED_LENGTH) return seed;
  const why = typeof seed === 'string' ? `a string of ${seed.length} characters` : describe(seed);
  throw invalid('seed', `expected a finite number or a string of at most ${MAX_SEED_LENGTH} characters, got ${why}`);
}

/**
 * Checks simulation options; throws `invalid-options` naming the bad one (an
 * unknown one too), or a rules error. Each option is read once, the bots
 * array copied, and only what was read is used.
 */
export function checkOptions(options: SimulationOptions): Setup {
  checkOptionKeys(options, SIMULATION_KEYS);
  const rules = resolveRules(options.rules);
  const { bots, names } = checkBots(rules, options.bots);
  const games = wholeNumber(options.games, 'games', 0, MAX_GAMES);
  const firstGame = wholeNumber(options.firstGame ?? 0, 'firstGame', 0);
  if (!Number.isSafeInteger(firstGame + games)) throw invalid('firstGame', `firstGame + games must stay below 2^53, got ${firstGame}`);
  const seed = checkSeed(options.seed);
  const firstPlayer = checkFirstPlayer(options.firstPlayer, bots.length);
  const maxTurns = wholeNumber(options.maxTurns ?? DEFAULT_MAX_TURNS, 'maxTurns', 1, MAX_TURNS);
  const { onProgress } = options;
  if (onProgress !== undefined && typeof onProgress !== 'function') {
    throw invalid('onProgress', `expected a function, got ${describe(onProgress)}`);
  }
  const signal = checkSignal(options.signal);
  return { rules, bots, names, games, firstGame, seed, firstPlayer, maxTurns, onProgress, signal };
}
