import { FarkleError, describe } from '../errors.js';
import { guarded, readList } from '../read.js';
import { emptyCounts, summarize, type Counts } from './summary.js';
import type { PlayerSummary, SimulationResult } from './types.js';

function count(value: unknown, path: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) {
    throw new FarkleError('invalid-options', `expected a whole number${min === 0 ? ' >= 0' : ''}, got ${describe(value)}`, path);
  }
  return value;
}

/** A player's summary read once: the counts merging adds, each read once (an object, or `invalid-options`). */
function readPlayer(value: unknown, path: string): Pick<PlayerSummary, 'name' | 'wins' | 'sharedWins' | 'points' | 'turns'> {
  if (typeof value !== 'object' || value === null) throw new FarkleError('invalid-options', `expected a player's summary, got ${describe(value)}`, path);
  return guarded('invalid-options', path, () => {
    const { name, wins, sharedWins, points, turns } = value as PlayerSummary;
    return { name, wins, sharedWins, points, turns };
  });
}

/** A simulation result read once into a copy of what merging reads, so that what is checked is what is added. */
function readResult(value: unknown, path: string): Counted {
  const players = typeof value === 'object' && value !== null ? readList(guarded('invalid-options', path, () => (value as SimulationResult).players), 'invalid-options', `${path}.players`) : null;
  if (players === null) throw new FarkleError('invalid-options', `expected a simulation result, got ${describe(value)}`, path);
  const { games, turns, actions, noWinner, unfinished } = guarded('invalid-options', path, () => {
    const { games, turns, actions, noWinner, unfinished } = value as SimulationResult;
    return { games, turns, actions, noWinner, unfinished };
  });
  return { games, turns, actions, noWinner, unfinished, players: players.map((player, seat) => readPlayer(player, `${path}.players[${seat}]`)) };
}

/** What merging reads of a result. */
type Counted = Pick<SimulationResult, 'games' | 'turns' | 'actions' | 'noWinner' | 'unfinished'> & {
  readonly players: readonly ReturnType<typeof readPlayer>[];
};

function add(counts: Counts, result: Counted, at: string): void {
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
  const given = readList(results, 'invalid-options', 'results');
  if (given === null || given.length === 0) {
    throw new FarkleError('invalid-options', `expected a non-empty array of simulation results, got ${describe(results)}`, 'results');
  }
  const list = given.map((result, i) => readResult(result, `results[${i}]`));
  const first = list[0] as Counted;
  const counts = emptyCounts(first.players.map((player) => player.name));
  list.forEach((result, i) => {
    if (result.players.length !== counts.names.length) {
      throw new FarkleError('invalid-options', `expected ${counts.names.length} players, got ${result.players.length}`, `results[${i}].players`);
    }
    add(counts, result, `results[${i}]`);
  });
  return summarize(counts);
}
