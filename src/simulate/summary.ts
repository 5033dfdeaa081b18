import type { PlayerSummary, SimulationResult } from './types.js';
import { wilsonInterval } from './wilson.js';

/** The whole-number counts of a simulation, from which every rate is derived. */
export interface Counts {
  games: number;
  turns: number;
  actions: number;
  noWinner: number;
  unfinished: number;
  readonly names: readonly string[];
  readonly wins: number[];
  readonly sharedWins: number[];
  readonly points: number[];
  readonly playerTurns: number[];
}

/** Zero counts for these seats. */
export function emptyCounts(names: readonly string[]): Counts {
  const zeros = (): number[] => names.map(() => 0);
  return { games: 0, turns: 0, actions: 0, noWinner: 0, unfinished: 0, names, wins: zeros(), sharedWins: zeros(), points: zeros(), playerTurns: zeros() };
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : part / whole;
}

/**
 * The result for counts. Every rate is computed here and only here, from
 * whole numbers, so counts added up in any order give the same result.
 */
export function summarize(counts: Counts): SimulationResult {
  const { games } = counts;
  const players = counts.names.map((name, seat): PlayerSummary => {
    const wins = counts.wins[seat] ?? 0;
    const points = counts.points[seat] ?? 0;
    const turns = counts.playerTurns[seat] ?? 0;
    return {
      name,
      wins,
      winRate: ratio(wins, games),
      ci95: wilsonInterval(wins, games),
      sharedWins: counts.sharedWins[seat] ?? 0,
      points,
      turns,
      pointsPerTurn: ratio(points, turns),
    };
  });
  return {
    games,
    players,
    turns: counts.turns,
    actions: counts.actions,
    averageTurns: ratio(counts.turns, games),
    averageActions: ratio(counts.actions, games),
    noWinner: counts.noWinner,
    unfinished: counts.unfinished,
  };
}
