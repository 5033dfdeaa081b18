import { FarkleError, describe } from '../errors.js';
import { emptyCounts, summarize, type Counts } from './summary.js';
import type { SimulationResult } from './types.js';

function count(value: unknown, path: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new FarkleError('invalid-options', `expected a whole number${min === 0 ? ' >= 0' : ''}, got ${describe(value)}`, path);
  }
  return value;
}

function add(counts: Counts, result: SimulationResult, at: string): void {
  counts.games += count(result.games, `${at}.games`);
  counts.turns += count(result.turns, `${at}.turns`);
  counts.actions += count(result.actions, `${at}.actions`);
  counts.noWinner += count(result.noWinner, `${at}.noWinner`);
  counts.unfinished += count(result.unfinished, `${at}.unfinished`);
  result.players.forEach((player, seat) => {
    const path = `${at}.players[${seat}]`;
    if (player.name !== counts.names[seat]) {
      throw new FarkleError('invalid-options', `expected seat ${seat} to be ${describe(counts.names[seat])}, got ${describe(player.name)}`, `${path}.name`);
    }
    (counts.wins[seat] as number) += count(player.wins, `${path}.wins`);
    (counts.sharedWins[seat] as number) += count(player.sharedWins, `${path}.sharedWins`);
    (counts.points[seat] as number) += count(player.points, `${path}.points`, Number.MIN_SAFE_INTEGER);
    (counts.playerTurns[seat] as number) += count(player.turns, `${path}.turns`);
  });
}

/**
 * Puts together the results of simulations of the same seats, such as parts
 * of one long run played with different `firstGame`s (in parallel, on other
 * threads or machines): counts are added and every rate is computed again
 * from them, so the parts of a run give exactly the result of the whole run.
 *
 * @throws {FarkleError} `invalid-options` for no results, results of different
 *   seats, or counts that are not whole numbers.
 *
 * @example
 * ```ts
 * const options = { bots: ['optimal', 'greedy'], seed: 9 } as const;
 * const whole = simulate({ ...options, games: 200 });
 * const parts = [simulate({ ...options, games: 120 }), simulate({ ...options, games: 80, firstGame: 120 })];
 * mergeSimulations(parts); // deep-equals `whole`
 * ```
 */
export function mergeSimulations(results: readonly SimulationResult[]): SimulationResult {
  const list: unknown = results;
  if (!Array.isArray(list) || list.length === 0) {
    throw new FarkleError('invalid-options', `expected a non-empty array of simulation results, got ${describe(results)}`, 'results');
  }
  results.forEach((result: unknown, i) => {
    const players: unknown = typeof result === 'object' && result !== null ? (result as SimulationResult).players : undefined;
    if (!Array.isArray(players)) throw new FarkleError('invalid-options', `expected a simulation result, got ${describe(result)}`, `results[${i}]`);
  });
  const first = results[0] as SimulationResult;
  const counts = emptyCounts(first.players.map((player) => player.name));
  results.forEach((result, i) => {
    if (result.players.length !== counts.names.length) {
      throw new FarkleError('invalid-options', `expected ${counts.names.length} players, got ${result.players.length}`, `results[${i}].players`);
    }
    add(counts, result, `results[${i}]`);
  });
  return summarize(counts);
}
