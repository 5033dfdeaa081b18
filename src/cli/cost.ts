import { FarkleError } from '../errors.js';
import type { Rules } from '../rules/types.js';
import type { SolveCost } from '../strategy/solve-cost.js';
import { points } from './format.js';

/** The longest solve the CLI starts without `--force`: ten minutes. */
export const FORCE_SECONDS = 600;

/** A duration in words: `under a second`, `40 s`, `12 min`, `3.1 h`, `5 days`. */
export function duration(seconds: number): string {
  if (seconds < 1) return 'under a second';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  if (seconds < 48 * 3600) return `${(seconds / 3600).toFixed(1)} h`;
  return `${Math.round(seconds / 86_400).toLocaleString('en-US')} days`;
}

/** A table's memory in words: 8 bytes a win chance, `13 kB`, `7.6 MB`. */
function memory(chances: number): string {
  const bytes = chances * 8;
  return bytes < 1e6 ? `${Math.max(1, Math.round(bytes / 1e3))} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/** The seconds a solve is estimated at on `workers` threads (two halve it, roughly). */
function onThreads(cost: SolveCost, workers: number): number {
  return (cost.seconds ?? 0) / workers;
}

/**
 * The cost of a solve in one line, told before it starts:
 * `Solve: exact, a table of 1,681 win chances (13 kB), about 2 s on one thread.`
 */
export function costLine(cost: SolveCost, workers = 1): string {
  const exact = cost.exact ? 'exact' : `not exact (${cost.reason ?? ''})`;
  const size = cost.size === null ? '' : `, a table of ${cost.size.toLocaleString('en-US')} win chances (${memory(cost.size)})`;
  const threads = workers > 1 ? `, ${duration(onThreads(cost, workers))} on ${workers} workers` : '';
  const about = (seconds: number): string => (seconds < 1 ? duration(seconds) : `about ${duration(seconds)}`);
  const time = cost.seconds === null ? '' : `, ${about(cost.seconds)} on one thread${threads}`;
  return `Solve: ${exact}${size}${time}.`;
}

/**
 * Refuses a solve estimated over ten minutes unless forced, with one line
 * naming the flag (`invalid-options` at `target`, told as `--target`).
 */
export function refuseLongSolve(cost: SolveCost, force: boolean, workers = 1): void {
  if (force || cost.seconds === null || onThreads(cost, workers) <= FORCE_SECONDS) return;
  throw new FarkleError('invalid-options', `a solve estimated at about ${duration(onThreads(cost, workers))} (over ten minutes); pass --force to run it, or a smaller --target`, 'target');
}

/**
 * A solve refused for its size (an error at `target`) when no `--target` was typed: told as the
 * rules' own target being too big, with the flag that makes a smaller game, rather than blaming
 * a `--target` the user never passed. Any other error as it is.
 */
export function ownTargetError(error: unknown, rules: Rules, typedTarget: boolean): unknown {
  if (typedTarget || !(error instanceof FarkleError) || error.path !== 'target') return error;
  const reason = error.message.slice('target: '.length);
  const what = `${rules.name} is played to ${points(rules.end.target)} (its own target: no --target was given)`;
  const smaller = reason.endsWith(', or a smaller --target') ? `${reason.slice(0, -', or a smaller --target'.length)}, or --target N for a smaller game` : `${reason}; --target N sets a smaller game`;
  return new FarkleError(error.code, `${what}: ${smaller}`);
}
