/**
 * The solved tables of the farkle-rules-tables package, when it is installed:
 * found by the game's rules and target (as `useWinTables` matches a table:
 * the rules' fingerprint, whatever they are called), read and decoded once
 * a process. The core never depends on the package: the CLI imports it when
 * a command asks, and without it the commands solve or estimate as before.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FarkleError } from '../errors.js';
import { isRecord } from '../rules/validate.js';
import type { Rules } from '../rules/types.js';
import type { WinChanceSolution } from '../strategy/race/types.js';
import { decodeWinTable, rulesFingerprint } from '../strategy/tables/decode.js';
import { points, shown, type Io } from './format.js';

/** The package's name, and how a user adds it. */
export const TABLES_PACKAGE = 'farkle-rules-tables';
export const INSTALL_TABLES = `npm install ${TABLES_PACKAGE}`;

/** What the CLI reads of an entry of the package's manifest (its `tables`). */
export interface PackagedTable {
  /** The preset whose game it solves, as `readTableSync` takes it. */
  readonly rules: string;
  readonly target: number;
  readonly file: string;
  readonly bytes: number;
  readonly states: number;
  readonly encoding: string;
  readonly firstPlayerWinChance: number;
  /** The fingerprint of its rules (`rulesFingerprint`). */
  readonly fingerprint: string;
}

/** The package as the CLI uses it: its version, its manifest and its reader. */
export interface TablesSource {
  readonly version: string | null;
  readonly tables: readonly PackagedTable[];
  readTableSync(preset: string): Uint8Array;
}

/** Whether the package is there: not installed, installed but not loadable (why), or loaded. */
export type TablesPackage =
  | { readonly state: 'missing' }
  | { readonly state: 'broken'; readonly reason: string }
  | { readonly state: 'installed'; readonly source: TablesSource };

/** A table found for a game: the solution and the manifest's entry it came from. */
export interface InstalledTable {
  readonly solution: WinChanceSolution;
  readonly entry: PackagedTable;
}

function isEntry(value: unknown): value is PackagedTable {
  if (!isRecord(value)) return false;
  const { rules, target, file, bytes, states, encoding, firstPlayerWinChance, fingerprint } = value;
  const strings = [rules, file, encoding, fingerprint].every((field) => typeof field === 'string');
  return strings && [target, bytes, states, firstPlayerWinChance].every((field) => typeof field === 'number');
}

const requireHere = createRequire(import.meta.url);

/** The installed package's version (`null` if it does not say), or `undefined` when it is not installed. */
function installedVersion(): string | null | undefined {
  let path: string;
  try {
    path = requireHere.resolve(`${TABLES_PACKAGE}/package.json`);
  } catch (error) {
    return isRecord(error) && error.code === 'MODULE_NOT_FOUND' ? undefined : null;
  }
  try {
    const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return isRecord(json) && typeof json.version === 'string' ? json.version : null;
  } catch {
    return null;
  }
}

async function load(): Promise<TablesPackage> {
  const version = installedVersion();
  if (version === undefined) return { state: 'missing' };
  let module: unknown;
  try {
    module = await import('farkle-rules-tables/node');
  } catch (error) {
    return { state: 'broken', reason: error instanceof Error ? error.message : String(error) };
  }
  const tables: unknown = isRecord(module) ? module.tables : undefined;
  const read: unknown = isRecord(module) ? module.readTableSync : undefined;
  if (!Array.isArray(tables) || typeof read !== 'function') return { state: 'broken', reason: 'it exports no tables and readTableSync' };
  const readTableSync = (preset: string): Uint8Array => (read as (preset: string) => Uint8Array)(preset);
  return { state: 'installed', source: { version, tables: tables.filter(isEntry), readTableSync } };
}

let loading: Promise<TablesPackage> | undefined;

/** The installed package, imported once a process. */
export function tablesPackage(): Promise<TablesPackage> {
  return (loading ??= load());
}

/** `zilch to 10,000`. */
export function tableName(entry: PackagedTable): string {
  return `${entry.rules} to ${points(entry.target)}`;
}

/** The line a command prints when its chances come from the package. */
export function tableNote(entry: PackagedTable): string {
  return `Win chances from the table of ${tableName(entry)} (${TABLES_PACKAGE}).`;
}

/** Each source's tables as decoded, or why one could not be: read once a process. */
const decoded = new WeakMap<TablesSource, Map<PackagedTable, WinChanceSolution | string>>();

function decodeEntry(source: TablesSource, entry: PackagedTable, rules: Rules): WinChanceSolution | string {
  try {
    return decodeWinTable(source.readTableSync(entry.rules), { rules, target: rules.end.target });
  } catch (error) {
    if (error instanceof FarkleError) return `${error.message} [${error.code}]`;
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The table of `source` that solves the game of these rules to their
 * target, decoded once; `null` when it has none. A table that cannot be
 * read or decoded (a damaged install) is told in one line on standard
 * error, and the command goes on without it.
 */
export function packagedTable(source: TablesSource, rules: Rules, io: Io): InstalledTable | null {
  const fingerprint = rulesFingerprint(rules);
  const entry = source.tables.find((table) => table.target === rules.end.target && table.fingerprint === fingerprint);
  if (entry === undefined) return null;
  let tables = decoded.get(source);
  if (tables === undefined) decoded.set(source, (tables = new Map<PackagedTable, WinChanceSolution | string>()));
  let solution = tables.get(entry);
  if (solution === undefined) tables.set(entry, (solution = decodeEntry(source, entry, rules)));
  if (typeof solution === 'string') {
    const why = `the table of ${tableName(entry)} in ${TABLES_PACKAGE} cannot be used (${solution}); going on without it (${INSTALL_TABLES} reinstalls it)`;
    io.err(`farkle-rules: ${shown(why, 400)}`);
    return null;
  }
  return { solution, entry };
}

/**
 * The installed package's table of the two-player game of these rules to
 * their target, or `null`: none, the package not installed (or not
 * loadable), or `use` false (`--no-tables`).
 */
export async function installedTable(rules: Rules, io: Io, use: boolean): Promise<InstalledTable | null> {
  if (!use) return null;
  const found = await tablesPackage();
  return found.state === 'installed' ? packagedTable(found.source, rules, io) : null;
}
