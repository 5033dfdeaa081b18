import { FarkleError } from '../errors.js';
import { MAX_RECORD_ACTIONS } from '../game/record/read.js';
import { replayStates, type GameRecord } from '../game/record/record.js';
import type { GameState } from '../game/types.js';
import { solvedForAdvice } from '../strategy/advice/method.js';
import { analyzeGame } from '../strategy/analysis/analyze.js';
import { DEFAULT_MAX_DECISIONS } from '../strategy/analysis/options.js';
import type { GameAnalysis } from '../strategy/analysis/types.js';
import type { WinChanceSolution } from '../strategy/race/types.js';
import { solveCost } from '../strategy/solve-cost.js';
import { decodeWinTable } from '../strategy/tables/decode.js';
import { UsageError } from './args.js';
import { decisionTable, summaryTable } from './analyze-table.js';
import { costLine, refuseLongSolve } from './cost.js';
import { percent, points, shown, type Io } from './format.js';
import { printJson, sideLines } from './json.js';
import { readJson, type FileKind } from './read-file.js';
import { inFile, readTableFile } from './table-file.js';
import { installedTable, tableNote } from './installed-tables.js';

/** What `analyze` takes besides the game file. */
export interface AnalyzeOptions {
  /** `--json`: print the analysis as JSON (the `GameAnalysis` that `analyzeGame` returns). */
  readonly json: boolean;
  /** `--table FILE`: a table file (`encodeWinTable`) of the game's rules and target, for exact chances. */
  readonly table: string | undefined;
  /** `--force`: analyze a game of more than 1,000 decisions, and run a solve estimated over ten minutes. */
  readonly force: boolean;
  /** Whether to read the installed farkle-rules-tables package when no `--table` is given (`--no-tables`: false). */
  readonly tables?: boolean | undefined;
}

/**
 * Game files: a game record as `JSON.stringify(record)` writes it. 4 MB holds
 * the most a record may (100,000 actions of at most 14 characters, quoted)
 * twice over, with room for a rule set and indentation.
 */
const GAME_FILE: FileKind = { name: 'game file', maxBytes: 4 * 1024 * 1024, limit: '4 MB' };

/** The table of `--table`, checked to solve the game's rules to their target (`table-mismatch` at the file otherwise). */
function readTable(path: string, game: GameState): WinChanceSolution {
  const bytes = readTableFile(path);
  return inFile(path, () => decodeWinTable(bytes, { rules: game.rules, target: game.rules.end.target }));
}

/** The analysis of the file's game; its problems told as the file's, a game of too many decisions with the flag that allows it. */
function analyzed(record: GameRecord, path: string, force: boolean, tables: readonly WinChanceSolution[] | undefined): GameAnalysis {
  try {
    return analyzeGame(record, { maxDecisions: force ? MAX_RECORD_ACTIONS : DEFAULT_MAX_DECISIONS, ...(tables === undefined ? {} : { tables }) });
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    if (error.path !== 'maxDecisions') throw new FarkleError(error.code, error.message, path);
    throw new FarkleError('invalid-options', `the game has more than ${points(DEFAULT_MAX_DECISIONS)} decisions; pass --force to analyze them all`, path);
  }
}

/** Who won, or that the game is not over, in a few words. */
function outcome(game: GameState, names: readonly string[]): string {
  if (!game.over) return `the game is not over (turn ${game.turnNumber})`;
  const won = game.winners.map((seat) => names[seat] ?? `seat ${seat}`);
  if (won.length === 0) return `nobody won (${game.turnNumber} turns)`;
  return `${won.join(' and ')} ${won.length === 1 ? 'won' : 'shared the win'} (${game.turnNumber} turns)`;
}

function printTables(analysis: GameAnalysis, states: readonly GameState[], game: GameState, io: Io): void {
  const names = game.players.map((player) => shown(player.name, 12));
  io.out(`${names.join(' vs ')}, ${game.rules.name} rules to ${points(game.rules.end.target)}: ${outcome(game, names)}.`);
  if (analysis.decisions.length === 0) {
    io.out('No decisions: every action of the record was forced.');
  } else {
    io.out(`Each decision: the win chance of the player deciding before it and after it.`);
    io.out(decisionTable(analysis, states, game.players.map((player) => player.name)));
  }
  if (analysis.decisions.some((decision) => !decision.exact)) {
    io.out('~ an estimate: no solved table covers these states (--table reads one).');
  }
  const { inaccuracy, mistake, blunder } = analysis.thresholds;
  io.out(`Marks: inaccuracy from ${percent(inaccuracy, 0)} lost, mistake from ${percent(mistake, 0)}, blunder from ${percent(blunder, 0)}.`);
  io.out('');
  io.out(summaryTable(analysis));
}

/**
 * The tables the analysis reads: `--table`'s, or the installed
 * farkle-rules-tables package's table of a two-player game (told in a line
 * unless the output is JSON), or none.
 */
async function tablesFor(game: GameState, options: AnalyzeOptions, io: Io): Promise<WinChanceSolution[] | undefined> {
  if (options.table !== undefined) return [readTable(options.table, game)];
  const installed = game.players.length === 2 ? await installedTable(game.rules, io, options.tables !== false) : null;
  if (installed === null) return undefined;
  sideLines(io, options.json).out(tableNote(installed.entry));
  return [installed.solution];
}

/**
 * `farkle-rules analyze GAME.json [--table FILE] [--json] [--force] [--no-tables]`: a
 * played game's record (what `JSON.stringify(record)` writes) analyzed by
 * {@link analyzeGame}: a line per decision, then each player's summary.
 * The file is checked as `replayGame` checks a record, every problem told
 * in one line naming it.
 */
export async function analyzeCommand(words: readonly string[], options: AnalyzeOptions, io: Io): Promise<number> {
  const [path, extra] = words;
  if (path === undefined || extra !== undefined) {
    throw new UsageError(`analyze takes one game file, got ${words.length}: farkle-rules analyze GAME.json (farkle-rules --help lists the options)`);
  }
  const record = readJson(path, GAME_FILE) as GameRecord;
  const states = inFile(path, () => replayStates(record));
  const game = states.at(-1) as GameState;
  const tables = await tablesFor(game, options, io);
  // A game advice solves first: its cost told (and over ten minutes refused without --force) before the work.
  const solved = tables === undefined ? solvedForAdvice(states[0] as GameState) : null;
  if (solved !== null) {
    const cost = solveCost(game.rules, solved);
    refuseLongSolve(cost, options.force);
    sideLines(io, options.json).out(costLine(cost));
  }
  const analysis = analyzed(record, path, options.force, tables);
  if (options.json) printJson(io, analysis);
  else printTables(analysis, states, game, io);
  return 0;
}
