import { parseArgs } from 'node:util';
import { shown } from './format.js';
import { nearest } from './suggest.js';

/**
 * A command line the CLI cannot run (an unknown command or option, a missing value, an option
 * the command does not take): reported in one line on standard error with exit code 2.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Every option, with the word its value is shown as (`--target <points>`) when it takes one. */
const OPTIONS = {
  rules: { type: 'string', short: 'r', value: 'name|file' },
  json: { type: 'boolean' },
  markdown: { type: 'boolean' },
  turn: { type: 'string', value: 'points' },
  'not-on-board': { type: 'boolean' },
  scores: { type: 'string', value: 'a,b' },
  'final-round': { type: 'boolean' },
  'die-numbers': { type: 'string', value: 'a,b' },
  'ignore-unsupported': { type: 'boolean' },
  force: { type: 'boolean' },
  table: { type: 'string', value: 'file' },
  'no-tables': { type: 'boolean' },
  out: { type: 'string', value: 'file' },
  exact: { type: 'boolean' },
  seed: { type: 'string', value: 'seed' },
  players: { type: 'string', value: 'a,b' },
  target: { type: 'string', value: 'points' },
  bots: { type: 'string', value: 'a,b' },
  games: { type: 'string', value: 'n' },
  'max-turns': { type: 'string', value: 'n' },
  workers: { type: 'string', value: 'n' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean' },
} as const;

type OptionName = keyof typeof OPTIONS;

/** The options each command takes (besides --help and --version), and whether it takes operands (the dice of score and advise). */
const COMMANDS = {
  score: { operands: true, options: ['rules', 'json'] },
  advise: { operands: true, options: ['rules', 'json', 'turn', 'not-on-board', 'scores', 'final-round', 'target', 'force', 'die-numbers', 'no-tables'] },
  analyze: { operands: true, options: ['json', 'table', 'force', 'no-tables'] },
  odds: { operands: false, options: ['rules', 'json'] },
  play: { operands: false, options: ['rules', 'players', 'seed', 'target', 'max-turns', 'no-tables'] },
  simulate: { operands: false, options: ['rules', 'json', 'bots', 'games', 'workers', 'seed', 'target', 'max-turns'] },
  solve: { operands: false, options: ['rules', 'json', 'target', 'workers', 'ignore-unsupported', 'force', 'no-tables'] },
  // `tables build|info|list`: the subcommand checks which of these it takes (src/cli/tables.ts).
  tables: { operands: true, options: ['rules', 'target', 'out', 'workers', 'exact', 'force', 'json'] },
  presets: { operands: false, options: ['rules', 'target', 'json'] },
  rules: { operands: false, options: ['rules', 'target', 'markdown', 'json'] },
  demo: { operands: false, options: ['rules', 'players', 'seed', 'target', 'max-turns', 'json'] },
  start: { operands: false, options: ['rules', 'players', 'seed', 'target', 'max-turns', 'json'] },
  // `help solve`: the help of solve (the operand is checked to be a command).
  help: { operands: true, options: [] },
} as const satisfies Record<string, { operands: boolean; options: readonly OptionName[] }>;

export type CommandName = keyof typeof COMMANDS;

/** The options' values as typed: strings for the options that take a value, `true` for flags. */
export type OptionValues = { readonly [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'string' ? string : true };

/** A command line read and checked: the command (none for a bare `--help` or `--version`), its operands and its options. */
export interface CommandLine {
  readonly command: CommandName | undefined;
  readonly operands: readonly string[];
  readonly values: OptionValues;
}

const HELP = '(farkle-rules --help lists them)';

function isOption(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

function isCommand(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

function unknownOption(rawName: string, name: string): UsageError {
  // A long option is matched against the long names; a short one (-x) has no near miss worth naming.
  const guess = rawName.startsWith('--') ? nearest(name, Object.keys(OPTIONS)) : undefined;
  const mean = guess === undefined ? '' : `; did you mean --${guess}?`;
  return new UsageError(`unknown option ${shown(rawName)}${mean} ${HELP}`);
}

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

/** Refuses an unknown option, a value missing or looking like the next option, and a value given to a flag. */
function checkOption(token: Token & { kind: 'option' }): void {
  const { name, rawName, value, inlineValue } = token;
  if (!isOption(name)) throw unknownOption(rawName, name);
  const option: { type: string; value?: string } = OPTIONS[name];
  if (option.value === undefined) {
    if (value !== undefined) throw new UsageError(`--${name} takes no value, got ${JSON.stringify(shown(value))}`);
    return;
  }
  // Without strict parsing, `--target --seed 4` would read --seed as the target: refuse it as strict parsing does.
  if (value === undefined || (!inlineValue && value.startsWith('--'))) {
    throw new UsageError(`--${name} needs a value: --${name} <${option.value}>`);
  }
}

function checkCommand(command: string): asserts command is CommandName {
  if (isCommand(command)) return;
  const guess = nearest(command, Object.keys(COMMANDS));
  const mean = guess === undefined ? '' : `; did you mean ${guess}?`;
  throw new UsageError(`unknown command ${JSON.stringify(shown(command))}${mean} (farkle-rules --help lists the commands)`);
}

/** Why a command refuses an option that other commands take, where a reason helps more than the list. */
const REFUSALS: Partial<Record<CommandName, Partial<Record<OptionName, string>>>> = {
  play: { json: 'play is interactive and takes no --json: simulate --json prints the results of bots' },
};

/** `help CMD`: at most one operand, a command's name. */
function checkHelp(operands: readonly string[]): void {
  const [name, extra] = operands;
  if (extra !== undefined) throw new UsageError(`help takes one command, got ${JSON.stringify(shown(extra))} too ${HELP}`);
  if (name === undefined || isCommand(name)) return;
  const guess = nearest(name, Object.keys(COMMANDS));
  const mean = guess === undefined ? '' : `; did you mean ${guess}?`;
  throw new UsageError(`help: unknown command ${JSON.stringify(shown(name))}${mean} (farkle-rules --help lists the commands)`);
}

/** Refuses options the command does not use (rather than ignoring them) and operands it does not take. */
function checkFits(command: CommandName, given: readonly OptionName[], operands: readonly string[]): void {
  const takes: readonly OptionName[] = COMMANDS[command].options;
  const extra = given.find((name) => name !== 'help' && name !== 'version' && !takes.includes(name));
  const refusal = extra === undefined ? undefined : REFUSALS[command]?.[extra];
  if (refusal !== undefined) throw new UsageError(refusal);
  if (extra !== undefined) {
    const list = takes.length === 0 ? 'no options' : takes.map((name) => `--${name}`).join(', ');
    throw new UsageError(`${command} does not take --${extra}; it takes ${list} ${HELP}`);
  }
  const [first] = operands;
  if (!COMMANDS[command].operands && first !== undefined) {
    throw new UsageError(`${command} takes only options, got ${JSON.stringify(shown(first))} ${HELP}`);
  }
}

/**
 * Reads a command line: `farkle-rules <command> [operands] [options]`. Options may come before
 * or after the command; `--` ends them. Throws a {@link UsageError} naming the first problem.
 */
export function readCommandLine(argv: readonly string[]): CommandLine {
  // Parsed leniently, then checked here, so that each problem gets a message of our own.
  const { tokens } = parseArgs({ args: [...argv], options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string | true> = {};
  const given: OptionName[] = [];
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    checkOption(token);
    values[token.name] = token.value ?? true;
    given.push(token.name as OptionName);
  }
  const [command, ...operands] = positionals;
  if (command === undefined) return { command, operands, values };
  checkCommand(command);
  if (command === 'help') checkHelp(operands);
  // With --help, the command's help is shown whatever else was typed.
  else if (values.help !== true) checkFits(command, given, operands);
  return { command, operands, values };
}
