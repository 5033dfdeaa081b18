/**
 * The limits of a simulation's options, checked up front with
 * `invalid-options` (the game server guide, "Limits"). Constants only: the Node.js entry
 * reads them too, and reaches the library's code through its main entry.
 */

/** The most games one `simulate` or `simulateParallel` call plays: a longer run is split by `firstGame` and merged. */
export const MAX_GAMES = 100_000_000;

/**
 * The turns a game plays by default before it is stopped unfinished (`maxTurns`
 * of `simulate`, `--max-turns` of the CLI's games): some hundred times a
 * usual game, so that a game that cannot end (bots that never take the one
 * path to its end) stops and says so.
 */
export const DEFAULT_MAX_TURNS = 10_000;

/** The largest `maxTurns`: a game this long is not one a bot plays to an end. */
export const MAX_TURNS = 1_000_000;

/** The longest string seed: each game's seed is the seed and the game's number, hashed at every game. */
export const MAX_SEED_LENGTH = 1_000;

/** The most worker threads `simulateParallel` starts: each costs about 18 MB, and no machine gains past this. */
export const MAX_WORKERS = 64;
