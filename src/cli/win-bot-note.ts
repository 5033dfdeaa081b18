import { solvingWinBotPlan, SOLVING_BOT_SECONDS } from '../bots/solving-win.js';
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
  const plan = solvingWinBotPlan(rules);
  if (plan.plays === 'solve') {
    io.err(`The win bot solves its table first. ${costLine(plan.cost)}`);
    return;
  }
  const seconds = plan.cost?.seconds ?? null;
  const long = seconds !== null && seconds > SOLVING_BOT_SECONDS;
  io.err(
    long
      ? `The win bot plays as the optimal turn bot: its table would take about ${duration(seconds)} to solve on one thread (it solves at most ${SOLVING_BOT_SECONDS} s). \`farkle-rules tables build\` makes it once, for an app's winBot.`
      : `The win bot plays as the optimal turn bot: ${plan.why}.`,
  );
}
