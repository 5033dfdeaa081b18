import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { FarkleError } from '../errors.js';
import { solveWinChance } from '../node.js';
import type { Rules } from '../rules/types.js';
import { MAX_WIN_WORKERS } from '../strategy/race/threads.js';
import type { WinChanceSolution } from '../strategy/race/types.js';
import { solveCost } from '../strategy/solve-cost.js';
import { encodeWinTable } from '../strategy/tables/encode.js';
import { UsageError } from './args.js';
import { costLine, duration, refuseLongSolve } from './cost.js';
import { EXIT } from './failure.js';
import { printJson, sideLines } from './json.js';
import { percent, points, shown, type Io } from './format.js';
import { gameRules, parseCount, rulesLabel } from './options.js';
import { reason } from './read-file.js';
import { solveBar } from './solve.js';

/** What `tables build` takes. */
export interface BuildOptions {
  readonly rules: string | undefined;
  readonly target: string | undefined;
  readonly out: string | undefined;
  readonly workers: string | undefined;
  /** `--exact`: every chance as its float64 (8 bytes a state) instead of compact. */
  readonly exact: boolean;
  /** `--force`: run a solve estimated over ten minutes. */
  readonly force: boolean;
  /** `--json`: what was written as one JSON value, the cost line on standard error. */
  readonly json?: boolean | undefined;
}

const SYNTAX = 'farkle-rules tables build --rules NAME|FILE --target N --out FILE';

/** The threads of this machine, as `solveWinChance` counts them, at most as many as it takes. */
function machineThreads(): number {
  // os.availableParallelism arrived in Node.js 18.14.
  const threads = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.min(MAX_WIN_WORKERS, Math.max(1, threads));
}

/** The rules played to `target`: the rule set itself when that is its own target, so that its name stays. */
function rulesTo(name: string | undefined, target: string): Rules {
  const goal = parseCount('target', target, 0, 1);
  const own = gameRules(name);
  return own.end.target === goal ? own : gameRules(name, target);
}

/** Refuses an `--out` that names a folder, or something else than a file, or lies in a folder that is not there. */
function checkOut(out: string): void {
  const refuse = (why: string): never => {
    throw new FarkleError('invalid-options', `cannot write the table file ${JSON.stringify(shown(out, 80))} (${why})`, '--out');
  };
  let stats: ReturnType<typeof statSync> | undefined;
  try {
    stats = statSync(out, { throwIfNoEntry: false });
  } catch (error) {
    refuse(reason(error));
  }
  if (stats?.isDirectory() === true) refuse('it is a folder; name a file in it');
  if (stats !== undefined && !stats.isFile()) refuse('it is not a regular file');
  const folder = dirname(resolve(out));
  let parent: ReturnType<typeof statSync> | undefined;
  try {
    parent = statSync(folder, { throwIfNoEntry: false });
  } catch (error) {
    refuse(`its folder cannot be read: ${reason(error)}`);
  }
  if (parent === undefined) refuse(`its folder ${JSON.stringify(shown(folder, 80))} does not exist`);
  if (parent?.isDirectory() !== true) refuse(`${JSON.stringify(shown(folder, 80))} is not a folder`);
}

/** Progress: on a terminal a bar redrawn at each whole percent, otherwise a line each tenth. */
function progress(io: Io): (done: number) => void {
  const started = Date.now();
  let shownStep = -1;
  const left = (done: number): string => {
    if (!(done > 0.02 && done < 1)) return '';
    const seconds = (((Date.now() - started) / 1000) * (1 - done)) / done;
    return seconds < 1 ? ' (under a second left)' : ` (about ${duration(seconds)} left)`;
  };
  return (done) => {
    const step = Math.floor(done * (io.status === undefined ? 10 : 100));
    if (step === shownStep) return;
    shownStep = step;
    if (io.status !== undefined) io.status(`${solveBar(done)}${left(done)}`);
    else if (step > 0) io.err(`  ${percent(step / 10, 0)} of the score table solved${left(done)}`);
  };
}

/** Writes the bytes under a temporary name beside `out`, then renames them into place: no partial file is ever at `out`. */
function writeWhole(out: string, bytes: Uint8Array): void {
  const temporary = join(dirname(out), `.${basename(out)}.${process.pid}.partial`);
  try {
    writeFileSync(temporary, bytes, { flag: 'wx' });
    renameSync(temporary, out);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new FarkleError('invalid-options', `cannot write the table file ${JSON.stringify(shown(out, 80))} (${reason(error)})`, '--out');
  }
}

/** An `unsupported-rules` refusal without its advice to ignore the rule: a table solves the rules as they are, or not at all. */
function unsupported(error: unknown): unknown {
  if (!(error instanceof FarkleError) || error.code !== 'unsupported-rules') return error;
  const path = error.path === undefined ? '' : `${error.path}: `;
  const message = error.message.startsWith(path) ? error.message.slice(path.length) : error.message;
  const cut = message.indexOf('; pass ignoreUnsupported');
  return new FarkleError(error.code, `${cut < 0 ? message : message.slice(0, cut)}: a table is made only of rules it models`, error.path);
}

/** Solves on worker threads; stops when `signal` fires (Ctrl-C, or the caller's signal). */
async function solve(rules: Rules, workers: number, io: Io, signal: AbortSignal): Promise<WinChanceSolution> {
  try {
    return await solveWinChance(rules, { workers, onProgress: progress(io), signal });
  } catch (error) {
    throw unsupported(error);
  } finally {
    io.status?.('');
  }
}

/**
 * `farkle-rules tables build --rules NAME|FILE --target N --out FILE [--workers N] [--exact] [--force]`:
 * solves the two-player game of the rules to the target on worker threads (`solveWinChance`),
 * after a line of its cost (over ten minutes only with `--force`), with its progress, and writes
 * its table file (`encodeWinTable`: compact, or `--exact`). The file is written under a temporary
 * name beside `--out` and renamed into place once whole; Ctrl-C (or `signal`) stops the solve,
 * writes nothing and returns 130.
 */
export async function buildTable(options: BuildOptions, io: Io, signal?: AbortSignal): Promise<number> {
  if (options.target === undefined || options.out === undefined) {
    throw new UsageError(`tables build needs --target and --out: ${SYNTAX} (farkle-rules --help lists the options)`);
  }
  const rules = rulesTo(options.rules, options.target);
  const workers = parseCount('workers', options.workers, machineThreads(), 1, MAX_WIN_WORKERS);
  const { out } = options;
  checkOut(out);
  // The cost told before the work; rules the solver refuses go on to its own error (unsupported-rules).
  const cost = solveCost(rules);
  if (cost.size !== null) {
    refuseLongSolve(cost, options.force, workers);
    sideLines(io, options.json === true).out(costLine(cost, workers));
  }
  const stop = new AbortController();
  const abort = (): void => {
    stop.abort();
  };
  process.on('SIGINT', abort);
  signal?.addEventListener('abort', abort, { once: true });
  if (signal?.aborted === true) abort();
  try {
    const started = Date.now();
    const solved = await solve(rules, workers, io, stop.signal);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const encoding = options.exact ? 'exact' : 'compact';
    const bytes = encodeWinTable(solved, { encoding });
    writeWhole(out, bytes);
    if (options.json === true) {
      printJson(io, { file: out, rules: rules.name, target: rules.end.target, workers, seconds: Number(seconds), encoding, bytes: bytes.length, states: solved.table.length, firstPlayerWinChance: solved.firstPlayerWinChance });
      return 0;
    }
    const threads = workers === 1 ? '1 worker' : `${workers} workers`;
    io.out(`${rulesLabel(options.rules, rules)}, two players: solved in ${seconds} s on ${threads}.`);
    const told = options.exact ? 'exact (every chance as solved)' : 'compact (each chance within 6e-8 of the solve)';
    const perState = (bytes.length / solved.table.length).toFixed(2);
    io.out(`Wrote ${shown(out, 80)}: ${points(bytes.length)} bytes, ${perState} bytes a state for ${points(solved.table.length)} states, ${told}.`);
    io.out(`With optimal play on both sides, the first player wins ${percent(solved.firstPlayerWinChance)} of games.`);
    return 0;
  } catch (error) {
    if (!stop.signal.aborted || !(error instanceof FarkleError) || error.code !== 'aborted') throw error;
    io.err('Stopped: the solve was interrupted and no table file was written.');
    return EXIT.stopped;
  } finally {
    process.off('SIGINT', abort);
    signal?.removeEventListener('abort', abort);
  }
}
