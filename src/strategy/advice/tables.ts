import { FarkleError, describe, isArray } from '../../errors.js';
import { guarded, readEntries } from '../../read.js';
import type { Rules } from '../../rules/types.js';
import { givenSolution } from '../race/given-solution.js';
import type { WinChanceSolution } from '../race/types.js';
import { fingerprintOf, hex } from '../tables/header.js';

/** The most tables one call takes (`adviseGame`'s `tables`, `winBot`, `useWinTables`): every preset's own game a few times over. */
export const MAX_TABLES = 64;

/** Each rule set's fingerprint, found once. */
const fingerprints = new WeakMap<Rules, string>();

/** The fingerprint of a rule set the library made (see `rulesFingerprint`), kept by its object. */
export function fingerprint(rules: Rules): string {
  let found = fingerprints.get(rules);
  if (found === undefined) fingerprints.set(rules, (found = hex(fingerprintOf(rules))));
  return found;
}

/** Whether a table solves the game of these rules to their own target (whatever the rules are called, and whatever target the table's own rules name). */
export function solves(table: WinChanceSolution, rules: Rules): boolean {
  return table.target === rules.end.target && fingerprint(table.rules) === fingerprint(rules);
}

/**
 * Tables given by a caller: a solution or a list of at most
 * {@link MAX_TABLES}, each checked as `winBot` checks its table (read once,
 * refused at its path: `tables[2].rules`).
 */
export function readTables(value: unknown, path: string): readonly WinChanceSolution[] {
  if (!isArray(value)) return [givenSolution(value, path)];
  const length = guarded('invalid-options', path, () => value.length);
  if (length > MAX_TABLES) throw new FarkleError('invalid-options', `expected at most ${MAX_TABLES} tables, got ${length}`, path);
  return readEntries(value, length, 'invalid-options', path).map((table, i) => givenSolution(table, `${path}[${i}]`));
}

/** The table among `tables` that solves the game of these rules to their target, if any. */
export function solvedTableFor(tables: readonly WinChanceSolution[], rules: Rules): WinChanceSolution | undefined {
  return tables.find((table) => solves(table, rules));
}

/** What a caller's tables solve, for a message: "zilch to 10,000, classic to 10,000". */
export function named(tables: readonly WinChanceSolution[]): string {
  return tables.length === 0 ? 'none' : tables.map((table) => `${table.rules.name} to ${table.target.toLocaleString('en-US')}`).join(', ');
}

/** Tables an app registered with {@link useWinTables}. */
let registered: readonly WinChanceSolution[] = [];

/**
 * Registers solved tables (decoded from files, or solved) for the whole
 * program: `adviseGame` without a `solution` or `tables` of its own,
 * `solvingWinBot` and the bots named `win` read the one that solves a
 * state's game (its rules, whatever they are called, to their own target)
 * before solving or estimating anything. Each call replaces the tables
 * registered before; `useWinTables([])` clears them.
 *
 * @throws {FarkleError} `invalid-options` for anything but solutions (at
 *   `tables[i]`), or more than 64.
 *
 * @example
 * ```ts
 * useWinTables([decodeWinTable(readFileSync('zilch-10000.bin'))]);
 * adviseGame(zilchGame).method; // 'table': exact, at once
 * ```
 *
 * @category Tables
 */
export function useWinTables(tables: readonly WinChanceSolution[]): void {
  if (!isArray(tables)) throw new FarkleError('invalid-options', `expected an array of solutions, got ${describe(tables)}`, 'tables');
  registered = Object.freeze(readTables(tables, 'tables'));
}

/** The registered table that solves the game of these rules, if any. */
export function registeredTableFor(rules: Rules): WinChanceSolution | undefined {
  return registered.length === 0 ? undefined : solvedTableFor(registered, rules);
}
