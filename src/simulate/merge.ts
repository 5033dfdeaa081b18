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

/** A part's counts, each checked a whole number (the points may be negative), for the checks across them and the sums. */
function countsOf(result: Counted, at: string): Counts {
  const names = result.players.map((player) => player.name);
  const seats = (read: (player: Counted['players'][number]) => unknown, key: string, min?: number): number[] =>
    result.players.map((player, seat) => count(read(player), `${at}.players[${seat}].${key}`, min));
  return {
    games: count(result.games, `${at}.games`),
    turns: count(result.turns, `${at}.turns`),
    actions: count(result.actions, `${at}.actions`),
    noWinner: count(result.noWinner, `${at}.noWinner`),
    unfinished: count(result.unfinished, `${at}.unfinished`),
    names,
    wins: seats((player) => player.wins, 'wins'),
    sharedWins: seats((player) => player.sharedWins, 'sharedWins'),
    points: seats((player) => player.points, 'points', Number.MIN_SAFE_INTEGER),
    playerTurns: seats((player) => player.turns, 'turns'),
  };
}

/** Refuses a part whose seats go by other names than the first part's: they are other bots. */
function checkSeats(expected: readonly string[], names: readonly string[], at: string): void {
  names.forEach((name, seat) => {
    if (name !== expected[seat]) {
      throw new FarkleError('invalid-options', `expected seat ${seat} to be ${describe(expected[seat])}, got ${describe(name)}`, `${at}.players[${seat}].name`);
    }
  });
}

function impossible(path: string, message: string): never {
  throw new FarkleError('invalid-options', `impossible counts for a simulation: ${message}`, path);
}

/**
 * Refuses counts no simulation (nor merge of them) can have, which would merge into a win rate
 * past 1 and intervals of NaN: each game ends with one winner, a win shared by two or more, no
 * winner, or unfinished; it has a turn or more, each turn an action or more, and each turn is a
 * seat's. All of these add up, so a merged result passes them too.
 */
function checkPossible(part: Counts, at: string): void {
  const { games, noWinner, unfinished } = part;
  if (noWinner + unfinished > games) impossible(at, `noWinner and unfinished (${noWinner + unfinished}) are more than the games (${games})`);
  if (part.turns < games) impossible(`${at}.turns`, `fewer turns (${part.turns}) than games (${games})`);
  if (part.actions < part.turns) impossible(`${at}.actions`, `fewer actions (${part.actions}) than turns (${part.turns})`);
  const seatTurns = part.playerTurns.reduce((sum, turns) => sum + turns, 0);
  if (seatTurns !== part.turns) impossible(`${at}.players`, `the seats' turns add up to ${seatTurns}, not the ${part.turns} turns`);
  part.wins.forEach((wins, seat) => {
    const sharedWins = part.sharedWins[seat] as number;
    if (wins > games) impossible(`${at}.players[${seat}].wins`, `${wins} wins in ${games} games`);
    if (sharedWins > wins) impossible(`${at}.players[${seat}].sharedWins`, `${sharedWins} shared wins, more than the ${wins} wins`);
  });
  // The games won, less those won alone, are the shared ones: each shared by 2 to every seat.
  const shared = part.sharedWins.reduce((sum, wins) => sum + wins, 0);
  const sharedGames = games - noWinner - unfinished - (part.wins.reduce((sum, wins) => sum + wins, 0) - shared);
  if (sharedGames < 0 || shared < 2 * sharedGames || shared > part.names.length * sharedGames) {
    impossible(`${at}.players`, `the wins (${shared} shared) do not fit the ${games - noWinner - unfinished} games with a winner`);
  }
}

/** Adds a part's counts; a total past 2^53 would no longer be exact, and is refused. */
function add(counts: Counts, part: Counts, at: string): void {
  const sum = (total: number, more: number, path: string): number =>
    Number.isSafeInteger(total + more) ? total + more : impossible(path, 'the counts add up past 2^53, where they are no longer exact');
  counts.games = sum(counts.games, part.games, `${at}.games`);
  counts.turns = sum(counts.turns, part.turns, `${at}.turns`);
  counts.actions = sum(counts.actions, part.actions, `${at}.actions`);
  // At most the games each, whose total is checked: exact too.
  counts.noWinner += part.noWinner;
  counts.unfinished += part.unfinished;
  for (const [key, list] of [['wins', 'wins'], ['sharedWins', 'sharedWins'], ['points', 'points'], ['turns', 'playerTurns']] as const) {
    part[list].forEach((value, seat) => {
      counts[list][seat] = sum(counts[list][seat] as number, value, `${at}.players[${seat}].${key}`);
    });
  }
}

/**
 * Puts together the results of simulations of the same seats, such as parts
 * of one long run played with different `firstGame`s (in parallel, on other
 * threads or machines): counts are added and every rate is computed again
 * from them, so the parts of a run give exactly the result of the whole run.
 *
 * @throws {FarkleError} `invalid-options` for no results, results of different
 *   seats, counts that are not whole numbers, or counts no simulation can
 *   have (more wins than games, shared wins past the wins, fewer turns than
 *   games, ...), or totals past 2^53.
 *
 * @example
 * ```ts
 * const options = { bots: ['optimal', 'greedy'], seed: 9 } as const;
 * const whole = simulate({ ...options, games: 200 });
 * const parts = [simulate({ ...options, games: 120 }), simulate({ ...options, games: 80, firstGame: 120 })];
 * mergeSimulations(parts); // deep-equals `whole`
 * ```
 *
 * @category Simulation
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
    const at = `results[${i}]`;
    const part = countsOf(result, at);
    checkSeats(counts.names, part.names, at);
    checkPossible(part, at);
    add(counts, part, at);
  });
  return summarize(counts);
}
