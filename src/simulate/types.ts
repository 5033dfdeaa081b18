import type { AbortSignalLike } from '../abort.js';
import type { Bot } from '../bots/random.js';
import type { RulesInput } from '../rules/types.js';

/**
 * Options for {@link simulate}.
 *
 * @example
 * ```ts
 * const options: SimulationOptions = {
 *   rules: 'farkel',
 *   bots: ['optimal', 'threshold:300', randomBot],
 *   games: 1000,
 *   seed: 'league-1',
 *   onProgress: (done, total) => console.log(`${done}/${total}`),
 * };
 * simulate(options).players.map((player) => player.name); // ['optimal', 'threshold:300', 'P3']
 * ```
 *
 * @category Simulation
 */
export interface SimulationOptions {
  /** Rules or a preset name; `classic` by default. */
  readonly rules?: RulesInput | undefined;
  /**
   * One bot per seat, in seat order: a function, or a name {@link botFromName}
   * knows (`'greedy'`, `'threshold:500'`, ...). A named seat goes by its name,
   * the others by `P1`, `P2`, ... after their seat.
   */
  readonly bots: readonly (Bot | string)[];
  /** How many games to play: a whole number from 0 to 100,000,000 (split longer runs with `firstGame`). */
  readonly games: number;
  /** Seeds every game: game `g` is seeded with the string `` `${seed}:${g}` ``. A finite number, or a string of at most 1,000 characters. */
  readonly seed: number | string;
  /**
   * Who starts each game: `'rotate'` (the default) gives game `g` to seat
   * `g % seats`, so that no bot has the first move more often than another;
   * `'rules'` lets the rules' own procedure pick with the game's seed; a seat
   * number always starts.
   */
  readonly firstPlayer?: 'rotate' | 'rules' | number | undefined;
  /**
   * The index of the first game: the games played are `firstGame` to
   * `firstGame + games - 1` of the series the seed defines. Lets a long run be
   * split into parts, to be put back together by {@link farkle-rules!mergeSimulations}. Default 0.
   */
  readonly firstGame?: number | undefined;
  /** A game still going after this many turns is stopped and counted as `unfinished`: 1 to 1,000,000, default 10,000. */
  readonly maxTurns?: number | undefined;
  /** Called after every game with the games done and the games to play. */
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
  /**
   * Stops the run with `aborted` (thrown, or a rejection for
   * `simulateParallel`): checked before the first game and after every game,
   * so `onProgress` or a bot can abort it; `simulateParallel` also stops its
   * workers the moment it fires.
   */
  readonly signal?: AbortSignalLike | undefined;
}

/**
 * How one seat fared over a simulation.
 *
 * @example
 * ```ts
 * const result = simulate({ bots: ['greedy', 'random'], games: 100, seed: 1 });
 * const greedy: PlayerSummary | undefined = result.players[0];
 * greedy?.name; // 'greedy'
 * ```
 *
 * @category Simulation
 */
export interface PlayerSummary {
  /** The bot's name, or `P1`, `P2`, ... for a bot given as a function. */
  readonly name: string;
  /** Games won, shared wins included. */
  readonly wins: number;
  /** `wins / games` (0 when no game was played). */
  readonly winRate: number;
  /** The 95 % Wilson score interval of the win rate; `[0, 1]` when no game was played. */
  readonly ci95: readonly [number, number];
  /** Wins shared with another player (a tie after the final round), counted in `wins` too. */
  readonly sharedWins: number;
  /** Points banked, less farkle penalties, over every game. */
  readonly points: number;
  /** Turns played over every game. */
  readonly turns: number;
  /** `points / turns` (0 when no turn was played). */
  readonly pointsPerTurn: number;
}

/**
 * What {@link simulate} found: one summary per seat, in seat order, and game totals.
 *
 * @example
 * ```ts
 * const result = simulate({ bots: ['greedy', 'random'], games: 100, seed: 1 });
 * result.games; // 100
 * result.players[0].wins; // 100: greedy beats random every time here
 * result.players[0].ci95; // [0.963..., 1]
 * result.averageTurns; // 47.1
 * ```
 *
 * @category Simulation
 */
export interface SimulationResult {
  /** Games played. */
  readonly games: number;
  /** How each seat fared, in seat order. */
  readonly players: readonly PlayerSummary[];
  /** Turns played over every game. */
  readonly turns: number;
  /** Actions applied over every game. */
  readonly actions: number;
  /** `turns / games` (0 when no game was played). */
  readonly averageTurns: number;
  /** `actions / games` (0 when no game was played). */
  readonly averageActions: number;
  /** Games that ended with nobody winning (Farkel: every player eliminated). */
  readonly noWinner: number;
  /** Games stopped at `maxTurns` before they ended; they have no winner and are not in `noWinner`. */
  readonly unfinished: number;
}
