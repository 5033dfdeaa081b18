import { solvingWinBotSolve, SOLVING_BOT_SECONDS } from '../bots/solving-win.js';
import type { Rules } from '../rules/types.js';
import { costLine, duration } from './cost.js';
import type { Io } from './format.js';

/**
 * Tells, on standard error, what the `win` bot of a two-player game does
 * before its first move: the solve it starts (its cost, as `solve` tells
 * it), or that it plays as the optimal turn bot where that solve is too long
 * for a bot to start (`SOLVING_BOT_SECONDS`), and how to make the table once.
 * Nothing for other games, or where no `win` bot plays.
 */
export function winBotNote(rules: Rules, seats: number, winBots: number, io: Io): void {
  if (seats !== 2 || winBots === 0) return;
  const solve = solvingWinBotSolve(rules);
  if (solve === null) {
    io.err('The win bot plays as the optimal turn bot: this game is too large for it to solve.');
    return;
  }
  if (solve.solves) {
    io.err(`The win bot solves its table first. ${costLine(solve.cost)}`);
    return;
  }
  const seconds = solve.cost.seconds ?? 0;
  io.err(
    `The win bot plays as the optimal turn bot: its table would take about ${duration(seconds)} to solve on one thread ` +
      `(it solves at most ${SOLVING_BOT_SECONDS} s). Make the table once with \`farkle-rules tables build\` and play it with winBot.`,
  );
}
