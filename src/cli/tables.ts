import { decodeWinTable, readWinTable, type WinTableInfo } from '../strategy/tables/decode.js';
import { UsageError, type OptionValues } from './args.js';
import { EXIT } from './failure.js';
import { printJson, sideLines } from './json.js';
import { percent, points, shown, table, type Io } from './format.js';
import { INSTALL_TABLES, TABLES_PACKAGE, tablesPackage, type PackagedTable } from './installed-tables.js';
import { nearest } from './suggest.js';
import { inFile, readTableFile } from './table-file.js';
import { buildTable } from './tables-build.js';

/** The options each subcommand of `tables` takes (besides --help and --version), and whether it takes a file. */
const SUBCOMMANDS = {
  build: { file: false, options: ['rules', 'target', 'out', 'workers', 'exact', 'force', 'json'] },
  info: { file: true, options: ['json'] },
  list: { file: false, options: ['json'] },
} as const satisfies Record<string, { file: boolean; options: readonly (keyof OptionValues)[] }>;

type Subcommand = keyof typeof SUBCOMMANDS;

const HELP = '(farkle-rules --help lists them)';

/** The subcommand named, checked with its operands and options as `readCommandLine` checks a command's. */
function subcommandOf(words: readonly string[], values: OptionValues): Subcommand {
  const [name, ...operands] = words;
  const names = Object.keys(SUBCOMMANDS);
  if (name === undefined) throw new UsageError(`tables takes a subcommand: build, info FILE or list ${HELP}`);
  if (!Object.hasOwn(SUBCOMMANDS, name)) {
    const guess = nearest(name, names);
    const mean = guess === undefined ? '' : `; did you mean ${guess}?`;
    throw new UsageError(`unknown subcommand tables ${JSON.stringify(shown(name))}${mean} (tables takes build, info FILE or list)`);
  }
  const subcommand = name as Subcommand;
  const takes: readonly string[] = SUBCOMMANDS[subcommand].options;
  const extra = Object.keys(values).find((option) => option !== 'help' && option !== 'version' && !takes.includes(option));
  if (extra !== undefined) {
    const list = takes.length === 0 ? 'no options' : takes.map((option) => `--${option}`).join(', ');
    throw new UsageError(`tables ${subcommand} does not take --${extra}; it takes ${list} ${HELP}`);
  }
  const files = SUBCOMMANDS[subcommand].file ? 1 : 0;
  if (operands.length !== files) {
    const wanted = files === 1 ? 'one table file: farkle-rules tables info FILE' : 'only options';
    throw new UsageError(`tables ${subcommand} takes ${wanted}, got ${operands.length === 0 ? 'none' : JSON.stringify(shown(operands[files] ?? operands[0] ?? ''))} ${HELP}`);
  }
  return subcommand;
}

/** Bytes for a person: `652 kB`, `1.8 MB`. */
function size(bytes: number): string {
  if (bytes < 1e3) return `${bytes} B`;
  return bytes < 1e6 ? `${Math.round(bytes / 1e3)} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/** What a table file holds, a line each. */
function infoLines(path: string, info: WinTableInfo): string[] {
  const encoding = info.encoding === 'exact' ? 'exact: every chance as solved (8 bytes)' : `compact: each chance within ${info.maxError.toExponential(1)} of the solve`;
  const rows = [
    ['  rules', shown(info.rules.name, 60)],
    ['  target', points(info.target)],
    ['  states', points(info.states)],
    ['  encoding', encoding],
    ['  first player', `wins ${percent(info.firstPlayerWinChance)} of games`],
    ['  play-off', info.playOffChance === null ? 'none: tied leaders share the win' : `the lower seat, first to play, wins ${percent(info.playOffChance)} of them`],
    ['  tolerance', String(info.tolerance)],
    ['  fingerprint', info.fingerprint],
    ['  checksum', `${info.checksum} (values checked)`],
    ['  size', `${points(info.bytes)} bytes, ${(info.bytes / info.states).toFixed(2)} bytes a state`],
    ['  format', `${info.format}, layout ${info.layout}`],
  ];
  return [`${shown(path, 80)}: a solved two-player game`, table(rows, 'll')];
}

/**
 * `farkle-rules tables info FILE [--json]`: what a table file holds, as
 * `readWinTable` reads it, its values decoded and checked against the
 * checksum; a file that is not a sound table is refused with the code of
 * the library's refusal, naming the file.
 */
function infoCommand(path: string, json: boolean, io: Io): number {
  const bytes = readTableFile(path);
  const info = inFile(path, () => readWinTable(bytes));
  inFile(path, () => decodeWinTable(bytes));
  if (json) printJson(io, { file: path, ...info });
  else for (const line of infoLines(path, info)) io.out(line);
  return 0;
}

function listRows(tables: readonly PackagedTable[]): string {
  const rows = [['  rules', 'target', 'states', 'encoding', 'size', 'first player']];
  for (const entry of tables) {
    rows.push([`  ${shown(entry.rules)}`, points(entry.target), points(entry.states), shown(entry.encoding), size(entry.bytes), percent(entry.firstPlayerWinChance)]);
  }
  return table(rows, 'lrrlrr');
}

/** `farkle-rules tables list [--json]`: the tables of the installed farkle-rules-tables package, from its manifest. */
async function listCommand(json: boolean, io: Io): Promise<number> {
  const found = await tablesPackage();
  if (found.state === 'broken') {
    io.err(`farkle-rules: ${shown(`${TABLES_PACKAGE} is installed but cannot be loaded (${found.reason}); ${INSTALL_TABLES} reinstalls it`, 400)}`);
    return EXIT.refused;
  }
  const side = sideLines(io, json);
  if (found.state === 'missing') {
    side.out(`${TABLES_PACKAGE} is not installed: ${INSTALL_TABLES} adds the solved tables of the presets' own games, which advise, play, solve and analyze then read.`);
    if (json) printJson(io, { version: null, tables: [] });
    return 0;
  }
  const { version, tables } = found.source;
  if (json) {
    // The manifest's documented fields only: the package may add others.
    const entries = tables.map(({ rules, target, file, bytes, states, encoding, firstPlayerWinChance, fingerprint }) => ({ rules, target, file, bytes, states, encoding, firstPlayerWinChance, fingerprint }));
    printJson(io, { version, tables: entries });
    return 0;
  }
  const count = tables.length === 1 ? '1 table' : `${tables.length} tables`;
  io.out(`${TABLES_PACKAGE} ${version ?? '(version unknown)'}: ${count}, each a solved two-player game of a preset.`);
  if (tables.length === 0) return 0;
  io.out('advise, play, solve and analyze read the table of the game played (--no-tables: not).');
  io.out(listRows(tables));
  return 0;
}

/**
 * `farkle-rules tables build|info|list`: solved tables as files: make one
 * ({@link buildTable}), say what one holds, list those of the installed
 * farkle-rules-tables package.
 */
export function tablesCommand(words: readonly string[], values: OptionValues, io: Io): number | Promise<number> {
  switch (subcommandOf(words, values)) {
    case 'build':
      return buildTable(
        { rules: values.rules, target: values.target, out: values.out, workers: values.workers, exact: values.exact === true, force: values.force === true, json: values.json === true },
        io,
      );
    case 'info':
      return infoCommand(words[1] as string, values.json === true, io);
    case 'list':
      return listCommand(values.json === true, io);
  }
}
