import type { AbortSignalLike } from '../abort.js';
import { FarkleError, mergeSimulations, simulate, type SimulationOptions, type SimulationResult } from '../index.js';
import { checkOptionKeys, optionKeys } from '../options.js';
import { readRecord } from '../read.js';
import { receivedError, type WorkerJob, type WorkerMessage } from './job.js';
import { MAX_GAMES, MAX_WORKERS } from './limits.js';

/**
 * Options for `simulateParallel`: those of `simulate`, with bots by name only, and the number of worker threads.
 *
 * @example
 * ```ts
 * const options: ParallelSimulationOptions = { bots: ['optimal', 'greedy'], games: 10_000, seed: 1, workers: 2 };
 * // await simulateParallel(options)
 * ```
 *
 * @category Simulation
 */
export interface ParallelSimulationOptions extends SimulationOptions {
  /** One bot name per seat, as `botFromName` reads them: functions cannot be sent to another thread. */
  readonly bots: readonly string[];
  /**
   * Worker threads to use: a whole number from 1 to 64 (more is refused with
   * `invalid-options`: each thread costs memory, about 18 MB). Never more
   * than the games. By default one per available CPU, at most 64.
   */
  readonly workers?: number | undefined;
}

const PARALLEL_KEYS = optionKeys<ParallelSimulationOptions>({
  rules: true,
  bots: true,
  games: true,
  seed: true,
  firstPlayer: true,
  firstGame: true,
  maxTurns: true,
  onProgress: true,
  signal: true,
  workers: true,
});

/** What the caller of a worker hears from it. */
export interface WorkerListener {
  message(message: WorkerMessage): void;
  /** The worker threw, or could not start. */
  error(error: unknown): void;
  /** The worker stopped; an error unless its result came first. */
  exit(code: number): void;
}

/** Starts a worker on a job; returns a way to stop it. */
export type Spawn = (job: WorkerJob, listener: WorkerListener) => { terminate(): void };

/** A value for an error message (the library's own `describe` is not public). */
function shown(value: unknown): string {
  return typeof value === 'number' || typeof value === 'string' ? JSON.stringify(value) : `a ${value === null ? 'null' : typeof value}`;
}

function invalid(path: string, message: string): FarkleError {
  return new FarkleError('invalid-options', message, path);
}

/** Checks what `simulate` cannot: bot names only, the games and the workers. */
function checkParallel(options: ParallelSimulationOptions, defaultWorkers: number): number {
  checkOptionKeys(options, PARALLEL_KEYS);
  if (Array.isArray(options.bots)) {
    const at = options.bots.findIndex((bot: unknown) => typeof bot !== 'string');
    if (at >= 0) throw invalid(`bots[${at}]`, `expected a bot name: a function cannot be sent to a worker thread, got ${shown(options.bots[at])}`);
  }
  const { games, workers = Math.min(defaultWorkers, MAX_WORKERS) } = options;
  if (typeof games !== 'number' || !Number.isSafeInteger(games) || games < 0 || games > MAX_GAMES) {
    throw invalid('games', `expected a whole number from 0 to ${MAX_GAMES}, got ${shown(games)}`);
  }
  if (typeof workers !== 'number' || !Number.isSafeInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
    throw invalid('workers', `expected a whole number of worker threads from 1 to ${MAX_WORKERS}, got ${shown(workers)}`);
  }
  return workers;
}

/** Splits games `first` to `first + games - 1` into `parts` runs of consecutive games, as even as can be. */
export function splitGames(first: number, games: number, parts: number): { firstGame: number; games: number }[] {
  return Array.from({ length: parts }, (_, i) => {
    const from = Math.floor((i * games) / parts);
    const to = Math.floor(((i + 1) * games) / parts);
    return { firstGame: first + from, games: to - from };
  });
}

/** Gathers the reports of the workers of one run into its result, or its first error. */
class Gathering {
  readonly running: { terminate(): void }[] = [];
  settled = false;
  /** Checked at every report too, for a signal that fires without an event. */
  signal: AbortSignalLike | undefined;
  private readonly done: number[];
  private readonly results: (SimulationResult | undefined)[];

  constructor(
    parts: number,
    private readonly games: number,
    private readonly onProgress: ((done: number, total: number) => void) | undefined,
    private readonly resolve: (result: SimulationResult) => void,
    private readonly reject: (error: Error) => void,
  ) {
    this.done = Array<number>(parts).fill(0);
    this.results = Array<SimulationResult | undefined>(parts).fill(undefined);
  }

  /** Stops every worker and rejects, once. */
  fail(error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    for (const worker of this.running) worker.terminate();
    this.reject(error instanceof Error ? error : new Error(String(error)));
  }

  /** Stops every worker and rejects with `aborted`, once: `signal` fired. */
  abort(signal: AbortSignalLike): void {
    const reason: unknown = signal.reason;
    const why = typeof reason === 'string' ? `: ${reason}` : reason instanceof Error && reason.name !== 'AbortError' ? `: ${reason.message}` : '';
    this.fail(new FarkleError('aborted', `stopped by its AbortSignal${why}`));
  }

  private hear(part: number, message: WorkerMessage): void {
    if (this.settled) return;
    if (this.signal?.aborted === true) {
      this.abort(this.signal);
    } else if (message.type === 'error') {
      this.fail(receivedError(message.error));
    } else if (message.type === 'progress') {
      this.done[part] = message.done;
      this.onProgress?.(this.done.reduce((sum, n) => sum + n, 0), this.games);
    } else {
      this.results[part] = message.result;
      const { results } = this;
      if (results.every((result) => result !== undefined)) {
        // Merged before settling: parts that cannot be merged reject the run instead of leaving it waiting.
        const merged = mergeSimulations(results);
        this.settled = true;
        this.resolve(merged);
      }
    }
  }

  /** What the worker of part `part` reports to. */
  listener(part: number): WorkerListener {
    return {
      message: (message) => {
        try {
          this.hear(part, message);
        } catch (error) {
          // onProgress threw.
          this.fail(error);
        }
      },
      error: (error) => {
        this.fail(error);
      },
      exit: (code) => {
        if (this.results[part] === undefined) this.fail(new Error(`a simulation worker stopped (exit code ${code}) before it reported`));
      },
    };
  }
}

/**
 * Plays a simulation on workers started by `spawn`, each playing a run of
 * consecutive games, and merges their results: the result equals
 * `simulate`'s with the same options, game for game.
 */
export async function runParallel(given: ParallelSimulationOptions, spawn: Spawn, defaultWorkers: number): Promise<SimulationResult> {
  // Read once: the options checked are the options the workers play.
  const options = readRecord(given, ['bots']) as ParallelSimulationOptions;
  const workers = checkParallel(options, defaultWorkers);
  // simulate checks every other option (workers is not one), a signal that has fired too, and plays nothing with no games.
  const { workers: _workers, ...simulateOptions } = options;
  const empty = simulate({ ...simulateOptions, games: 0 });
  if (options.games === 0) return empty;
  const { rules, bots, seed, firstPlayer, maxTurns, firstGame = 0, games, onProgress, signal } = options;
  const parts = splitGames(firstGame, games, Math.min(workers, games));
  return new Promise((resolve, reject) => {
    const stop = (): void => {
      gathering.abort(signal as AbortSignalLike);
    };
    const settle = <T>(then: (value: T) => void) => (value: T): void => {
      signal?.removeEventListener?.('abort', stop);
      then(value);
    };
    const gathering = new Gathering(parts.length, games, onProgress, settle(resolve), settle(reject));
    // A signal checked by shape may lack addEventListener; it is then checked at every report of a worker.
    if (typeof signal?.addEventListener === 'function') signal.addEventListener('abort', stop, { once: true });
    gathering.signal = signal;
    parts.forEach((part, i) => {
      if (gathering.settled) return;
      const job: WorkerJob = { rules, bots, seed, firstPlayer, maxTurns, ...part };
      try {
        gathering.running.push(spawn(job, gathering.listener(i)));
      } catch (error) {
        gathering.fail(error);
      }
    });
  });
}
