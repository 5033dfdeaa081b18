import { solveWinChance } from '../node.js';
import { optimalWinChance, type WinChanceSolution } from '../strategy/race/win-chance.js';
import { bar, percent, points, table, type Io } from './format.js';
import { gameRules, parseCount, rulesLabel } from './options.js';
import { solveCost } from '../strategy/solve-cost.js';
import { costLine, ownTargetError, refuseLongSolve } from './cost.js';
import { printJson, sideLines } from './json.js';
import type { Rules } from '../rules/types.js';
import { installedTable, tableNote } from './installed-tables.js';

export interface SolveCommandOptions {
  readonly rules: string | undefined;
  readonly target: string | undefined;
  readonly workers: string | undefined;
  readonly ignoreUnsupported: boolean;
  /** `--force`: run a solve estimated over ten minutes. */
  readonly force?: boolean | undefined;
  /** Whether to read the installed farkle-rules-tables package (`--no-tables`: false). */
  readonly tables?: boolean | undefined;
  /** `--json`: print one JSON value (see docs/cli.md). */
  readonly json?: boolean | undefined;
}

/** `[#########---------]  45% of the score table` for the share of the score table solved. */
export function solveBar(done: number): string {
  return `${bar(done)} of the score table`;
}

/** The scores of the grid: a few shares of the target on the solver's step, each once (at small targets two shares can round alike). */
function gridScores({ target, step }: WinChanceSolution): number[] {
  return [...new Set([0, 0.25, 0.5, 0.75, 0.9].map((share) => Math.floor((share * target) / step) * step))];
}

/** Win chances of the player about to start a turn, at a few scores of each side. */
function grid(solved: WinChanceSolution): string {
  const scores = gridScores(solved);
  const header = ['  you \\ them', ...scores.map((s) => points(s))];
  const rows = scores.map((mine) => [`  ${points(mine)}`, ...scores.map((theirs) => percent(solved.winChance(mine, theirs)))]);
  return table([header, ...rows], 'l');
}

/**
 * What the first player's chance counts: a tie only where there can be one
 * (a final round), and with lives, the second player's chance and nobody's.
 */
function outcomeNote(solved: WinChanceSolution): string {
  const { end } = solved.rules;
  const second = solved.opponentWinChance?.(0, 0);
  if (second !== undefined) {
    const nobody = Math.max(0, 1 - solved.firstPlayerWinChance - second);
    return `(the second player wins ${percent(second)}; nobody wins ${percent(nobody)} of games).`;
  }
  if (!end.finalRound) return '(the first to the target wins at once: there are no ties).';
  // The solver plays a play-off out except under no risk or a must-roll rule without a penalty (see optimalWinChance).
  const { turn, farklePenalty } = solved.rules;
  const playsOff = end.ties === 'playOff' && (farklePenalty !== null || !(turn.noRisk || turn.rollAfterHotDice || turn.rollAfterSet));
  return playsOff ? '(tied leaders play off, solved exactly).' : '(a tie counts as half a win).';
}

/** Past this target, a solve under farkle penalties is told to take hours. */
const PENALTY_NOTE_TARGET = 1_000;

/** The first player's chance, what it counts, and the table of win chances by score. */
function chanceLines(solved: WinChanceSolution): string[] {
  return [
    `With optimal play on both sides, the first player wins ${percent(solved.firstPlayerWinChance)} of games`,
    outcomeNote(solved),
    '\nChance to win for the player about to start a turn:',
    grid(solved),
  ];
}

/** `solve --json`: where the chances came from, the first player's chance and the grid of chances by score. */
function solveJson(solved: WinChanceSolution, source: 'table' | 'solved', seconds: number | null): object {
  const { rules, target } = solved;
  const scores = gridScores(solved);
  return {
    rules: rules.name,
    target,
    source,
    seconds,
    firstPlayerWinChance: solved.firstPlayerWinChance,
    secondPlayerWinChance: solved.opponentWinChance?.(0, 0) ?? null,
    scores,
    winChances: scores.map((mine) => scores.map((theirs) => solved.winChance(mine, theirs))),
  };
}

/** The solve itself, on `workers` threads, with its progress bar on a terminal's standard error. */
async function solveGame(rules: Rules, workers: number, ignoreUnsupported: boolean, io: Io): Promise<WinChanceSolution> {
  let shown = -1;
  const onProgress = (done: number): void => {
    const whole = Math.floor(done * 100);
    if (whole === shown) return;
    shown = whole;
    io.status?.(solveBar(done));
  };
  try {
    return workers > 1 ? await solveWinChance(rules, { workers, onProgress, ignoreUnsupported }) : optimalWinChance(rules, { onProgress, ignoreUnsupported });
  } finally {
    io.status?.('');
  }
}

/**
 * `farkle-rules solve [--rules NAME] [--target N] [--workers N] [--ignore-unsupported] [--force] [--no-tables] [--json]`: solves a two-player game for
 * the most wins, after a line of its cost ({@link solveCost}; over ten minutes only with `--force`), with a progress bar on standard error when it is a terminal, and prints the
 * first player's chance and a table of win chances by score. A game the installed
 * farkle-rules-tables package holds is read from its table instead, without solving.
 * Under `--json` the side lines (the cost, the table read) go to standard error.
 */
export async function solveCommand(options: SolveCommandOptions, io: Io): Promise<number> {
  const rules = gameRules(options.rules, options.target);
  const workers = parseCount('workers', options.workers, 1, 1, 64);
  const json = options.json === true;
  const side = sideLines(io, json);
  const installed = await installedTable(rules, side, options.tables !== false);
  if (installed !== null) {
    side.out(tableNote(installed.entry));
    if (json) printJson(io, solveJson(installed.solution, 'table', null));
    else io.out(`${rulesLabel(options.rules, rules)}, two players: read from the table, not solved.`);
    if (!json) for (const line of chanceLines(installed.solution)) io.out(line);
    return 0;
  }
  const { ignoreUnsupported } = options;
  const started = Date.now();
  let solved: WinChanceSolution;
  try {
    // The cost told before the work; a solve the solver refuses goes on to its own error.
    const cost = solveCost(rules, { ignoreUnsupported });
    if (cost.size !== null) {
      refuseLongSolve(cost, options.force === true, workers);
      side.out(costLine(cost, workers));
    }
    if (rules.farklePenalty !== null && rules.end.target > PENALTY_NOTE_TARGET) {
      // The penalty solver sweeps every pair of streaks: minutes at 500 points, hours past 1,000.
      io.err(
        `note: with a farkle penalty the solve takes minutes at 500 points and hours past ${PENALTY_NOTE_TARGET.toLocaleString('en-US')} (this one: ${rules.end.target.toLocaleString(
          'en-US'
        )}); --target N sets a smaller one`
      );
    }
    solved = await solveGame(rules, workers, ignoreUnsupported, io);
  } catch (error) {
    throw ownTargetError(error, rules, options.target !== undefined);
  }
  const seconds = (Date.now() - started) / 1000;
  if (json) {
    printJson(io, solveJson(solved, 'solved', seconds));
    return 0;
  }
  io.out(`${rulesLabel(options.rules, rules)}, two players: solved in ${seconds.toFixed(1)} s.`);
  for (const line of chanceLines(solved)) io.out(line);
  return 0;
}
