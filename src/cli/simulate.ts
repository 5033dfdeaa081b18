import { winBotNote } from './win-bot-note.js';
import { simulateParallel } from '../node.js';
import { simulate } from '../simulate/simulate.js';
import type { SimulationResult } from '../simulate/types.js';
import type { Rules } from '../rules/types.js';
import { bar, decimal, percent, points, table, type Io } from './format.js';
import { gameRules, parseCount, parseList, parseMaxTurns, parseSeed, rulesLabel } from './options.js';
import { printJson, sideLines } from './json.js';
import { botCannotPlay, checkBots } from './seats.js';

export interface SimulateCommandOptions {
  readonly rules: string | undefined;
  readonly target: string | undefined;
  readonly seed: string | undefined;
  readonly bots: string | undefined;
  readonly games: string | undefined;
  readonly workers: string | undefined;
  readonly maxTurns: string | undefined;
  /** `--json`: print the result as JSON ({@link simulationJson}). */
  readonly json?: boolean | undefined;
}

/** `[#########---------]  45%  4,500/10,000 games`. */
export function progressBar(done: number, total: number): string {
  return `${bar(total === 0 ? 1 : done / total)}  ${points(done)}/${points(total)} games`;
}

/** Redraws the bar when the whole percentage moves (at most 101 times), and only where there is a status line. */
function progress(io: Io): ((done: number, total: number) => void) | undefined {
  const { status } = io;
  if (status === undefined) return undefined;
  let shown = -1;
  return (done, total) => {
    const percentDone = total === 0 ? 100 : Math.floor((done * 100) / total);
    if (percentDone === shown) return;
    shown = percentDone;
    status(progressBar(done, total));
  };
}

function report(result: SimulationResult, maxTurns: number, io: Io): void {
  const shared = result.players.some((p) => p.sharedWins > 0);
  const header = ['  seat', 'bot', 'wins', ...(shared ? ['shared'] : []), 'win rate', '95% interval', 'points/turn'];
  const rows = result.players.map((p, seat) => [
    `  ${seat + 1}`,
    p.name,
    points(p.wins),
    ...(shared ? [points(p.sharedWins)] : []),
    percent(p.winRate),
    `${percent(p.ci95[0])} - ${percent(p.ci95[1])}`,
    decimal(p.pointsPerTurn),
  ]);
  io.out(table([header, ...rows], shared ? 'rlrrrrr' : 'rlrrrr'));
  const perPlayer = result.averageTurns / Math.max(1, result.players.length);
  io.out('');
  io.out(`Average game: ${decimal(result.averageTurns)} turns (${decimal(perPlayer)} per player), ${decimal(result.averageActions)} actions.`);
  if (shared) io.out('Shared wins (ties after the final round) count for every player sharing them.');
  if (result.noWinner > 0) io.out(`Games with no winner: ${points(result.noWinner)}.`);
  if (result.unfinished > 0) io.out(`Games stopped unfinished after ${points(maxTurns)} turns (--max-turns), with no winner: ${points(result.unfinished)}.`);
}

/** `simulate --json`: the run's options and the library's result, each seat numbered from 1. */
export function simulationJson(result: SimulationResult, rules: Rules, seed: number | string, maxTurns: number): object {
  const { games, averageTurns, averageActions, noWinner, unfinished } = result;
  const players = result.players.map(({ name, wins, sharedWins, winRate, ci95, pointsPerTurn }, seat) => ({
    seat: seat + 1,
    bot: name,
    wins,
    sharedWins,
    winRate,
    ci95,
    pointsPerTurn,
  }));
  return { rules: rules.name, target: rules.end.target, seed, maxTurns, games, players, averageTurns, averageActions, noWinner, unfinished };
}

/**
 * `farkle-rules simulate --bots optimal,greedy --games N [--rules NAME] [--seed S] [--workers N]`:
 * bots play many games; each seat's wins with a 95% interval and its points per turn. The
 * result depends on the options only, not on the number of workers. A progress bar is drawn on
 * standard error when it is a terminal.
 */
export async function simulateCommand(options: SimulateCommandOptions, io: Io): Promise<number> {
  const rules = gameRules(options.rules, options.target);
  const bots = parseList(options.bots ?? 'optimal,greedy');
  const games = parseCount('games', options.games, 1000);
  const workers = parseCount('workers', options.workers, 1, 1, 64);
  const seed = parseSeed(options.seed);
  const maxTurns = parseMaxTurns(options.maxTurns);
  checkBots(bots);
  const json = options.json === true;
  winBotNote(rules, bots.length, bots.filter((bot) => bot === 'win').length, sideLines(io, json));
  const onProgress = progress(io);
  const run = { rules, bots, games, seed, maxTurns, onProgress };
  let result: SimulationResult;
  try {
    result = workers > 1 ? await simulateParallel({ ...run, workers }) : simulate(run);
  } catch (error) {
    throw botCannotPlay(error, `one of the bots (${bots.join(', ')})`);
  } finally {
    io.status?.('');
  }
  if (json) {
    printJson(io, simulationJson(result, rules, seed, maxTurns));
    return 0;
  }
  io.out(`${points(games)} ${games === 1 ? 'game' : 'games'}, ${rulesLabel(options.rules, rules)}, seed ${String(seed)}; the seats take turns to start.`);
  report(result, maxTurns, io);
  return 0;
}
