import { FarkleError } from '../errors.js';
import { UsageError } from './args.js';
import { shown, type Io } from './format.js';

/** The CLI's exit codes: 1 for input the library refuses, 2 for a command line it cannot run, 70 for a bug, 130 for a run stopped by Ctrl-C. */
export const EXIT = { refused: 1, usage: 2, bug: 70, stopped: 130 } as const;

/** The library's names for options that the CLI sets from a flag, and the flag. */
const FLAGS: Readonly<Record<string, string>> = {
  ignoreUnsupported: '--ignore-unsupported',
  players: '--players',
  bots: '--bots',
  games: '--games',
  workers: '--workers',
  seed: '--seed',
  target: '--target',
  turnTotal: '--turn',
};

/** `players[1]` as `--players, name 2`: the path of an option value, told with the flag it came from. */
function flagPath(path: string): string | undefined {
  const match = /^([A-Za-z]+)(?:\[(\d+)\])?$/.exec(path);
  const flag = match?.[1] === undefined ? undefined : FLAGS[match[1]];
  if (match === null || flag === undefined) return undefined;
  return match[2] === undefined ? flag : `${flag}, name ${Number(match[2]) + 1}`;
}

/**
 * A library error as the CLI tells it: the options it names by their flags (`pass
 * --ignore-unsupported`, not `ignoreUnsupported: true`), with its code.
 */
export function cliMessage(error: FarkleError): string {
  let message = error.message.replaceAll(/\bignoreUnsupported: true\b/g, FLAGS.ignoreUnsupported ?? '');
  const option = error.code === 'invalid-options' || error.code === 'invalid-players';
  const flag = option && error.path !== undefined ? flagPath(error.path) : undefined;
  if (flag !== undefined && error.path !== undefined && message.startsWith(`${error.path}: `)) {
    message = `${flag}: ${message.slice(error.path.length + 2)}`;
  }
  return `${message} [${error.code}]`;
}

/** One line, however long or strange the input quoted in it. */
function line(message: string): string {
  return `farkle-rules: ${shown(message, 400)}`;
}

/**
 * Reports why the CLI stopped, in one line on standard error, and returns the exit code: a
 * FarkleError (bad input the library refused) or a usage error as their message; anything else
 * is a bug, reported as one, without a stack trace.
 */
export function failure(error: unknown, io: Io): number {
  if (error instanceof UsageError) {
    io.err(line(error.message));
    return EXIT.usage;
  }
  // One FarkleError class: the CLI runs on the package's own modules, and workers' errors are rebuilt as FarkleErrors.
  if (error instanceof FarkleError) {
    io.err(line(cliMessage(error)));
    return EXIT.refused;
  }
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  io.err(line(`unexpected error (${shown(what, 200)}); this is a bug in farkle-rules: please report it with the command you ran`));
  return EXIT.bug;
}
