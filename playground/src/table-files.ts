/**
 * The solved tables the site ships beside the page (tables/, copied by the build from the
 * farkle-rules-tables package): which game each solves (tables/index.json), and each file fetched
 * on first need, its bytes counted as they come, decoded on a worker (decodeWinTable takes 100 to
 * 400 ms in Chromium on the larger tables: too long to stall the page) and kept for the visit. A
 * file that fails is not fetched again: its game is then played as any other rules'.
 */
import { restoreWinChance, rulesFingerprint, type Rules, type WinChanceSolution } from 'farkle-rules';
import type { TableReply, TableRequest } from './table-worker.js';
import { replyError } from './worker-replies.js';

/** A table file of the site, as tables/index.json lists it (read from the file's own header by the build). */
export interface TableEntry {
  /** The rules' name in the file: a preset's. */
  readonly name: string;
  readonly file: string;
  readonly bytes: number;
  readonly target: number;
  /** `rulesFingerprint` of its rules: rule sets that play alike share it, whatever their names. */
  readonly fingerprint: string;
  readonly states: number;
  readonly encoding: string;
  readonly firstPlayerWinChance: number;
}

/** A table as the workers get it: a structured clone of its values, restored there by `restoreWinChance`. */
export interface TablePayload {
  readonly rules: Rules;
  readonly target: number;
  readonly tolerance: number;
  readonly values: Float64Array;
}

/** A table fetched and decoded: its solution on the page, what workers get, and how long it took. */
export interface LoadedTable {
  readonly entry: TableEntry;
  readonly solution: WinChanceSolution;
  readonly payload: TablePayload;
  /** From the first byte asked for to the table restored. */
  readonly seconds: number;
  /** How long `decodeWinTable` took on its worker. */
  readonly decodeMs: number;
}

/** Where a load is: its bytes so far, then decoding. */
export interface TableProgress {
  readonly entry: TableEntry;
  readonly phase: 'fetching' | 'decoding';
  readonly received: number;
}

type Listener = (progress: TableProgress) => void;

/** A file's load: how it stands, and who hears of its progress until it ends. */
interface Load {
  readonly promise: Promise<LoadedTable>;
  readonly listeners: Set<Listener>;
  progress: TableProgress;
  table: LoadedTable | null;
  /** Why it failed, on one line; `null` while it has not. */
  failure: string | null;
}

let listing: readonly TableEntry[] = [];
const loads = new Map<string, Load>();
const changes: (() => void)[] = [];
const fingerprints = new WeakMap<Rules, string>();

/** Whether a value read from index.json is an entry the page can use. */
function isEntry(value: unknown): value is TableEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, file, bytes, target, fingerprint, firstPlayerWinChance } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof file === 'string' &&
    /^[a-z0-9-]+\.bin$/.test(file) &&
    Number.isSafeInteger(bytes) &&
    Number.isSafeInteger(target) &&
    typeof fingerprint === 'string' &&
    typeof firstPlayerWinChance === 'number'
  );
}

/**
 * Reads which tables the site has, once, before the panels are set up. A site without
 * them (or an unreadable list) has none: every game is then estimated or solved as before.
 */
export async function loadTableListing(): Promise<void> {
  try {
    const response = await fetch(new URL('./tables/index.json', import.meta.url));
    if (!response.ok) return;
    const parsed = (await response.json()) as { tables?: unknown };
    listing = Array.isArray(parsed.tables) ? parsed.tables.filter(isEntry) : [];
  } catch {
    listing = [];
  }
}

function fingerprintOf(rules: Rules): string {
  let found = fingerprints.get(rules);
  if (found === undefined) fingerprints.set(rules, (found = rulesFingerprint(rules)));
  return found;
}

/**
 * The table listed for the two-player game of these rules (by their fingerprint: whatever
 * they are called) to `target`, by default their own, whether or not its file loads.
 */
export function listedTableFor(rules: Rules, target = rules.end.target): TableEntry | undefined {
  return listing.find((entry) => entry.target === target && entry.fingerprint === fingerprintOf(rules));
}

/**
 * The table that solves the two-player game of these rules to `target` (by default their own),
 * unless its file failed here; `undefined` for custom rules, another target, or a table not
 * made yet: those are estimated or solved as before.
 */
export function tableFor(rules: Rules, target = rules.end.target): TableEntry | undefined {
  const entry = listedTableFor(rules, target);
  return entry === undefined || loads.get(entry.file)?.failure != null ? undefined : entry;
}

/** Every table of these rules' game that loads or may (to their own target or another: farkel's is to 8,000). */
export function tablesOf(rules: Rules): TableEntry[] {
  return listing.filter((entry) => entry.fingerprint === fingerprintOf(rules) && loads.get(entry.file)?.failure == null);
}

/** Calls `listener` whenever a load starts, moves on, ends or fails. */
export function onTableChange(listener: () => void): void {
  changes.push(listener);
}

/** How the load of a file stands: `null` before it is first needed. */
export function tableState(entry: TableEntry): Pick<Load, 'progress' | 'table' | 'failure'> | null {
  return loads.get(entry.file) ?? null;
}

/**
 * The table of `entry`, fetched and decoded (against `rules` and its target) on first need,
 * once for every caller; `onProgress` hears how it goes until it ends. Rejects with why the
 * file could not be used, for every caller after too.
 */
export function loadTable(entry: TableEntry, rules: Rules, onProgress?: Listener): Promise<LoadedTable> {
  const load = loads.get(entry.file) ?? startLoad(entry, rules);
  if (onProgress !== undefined && load.table === null && load.failure === null) {
    load.listeners.add(onProgress);
    onProgress(load.progress);
  }
  return load.promise;
}

function startLoad(entry: TableEntry, rules: Rules): Load {
  const listeners = new Set<Listener>();
  const state: Omit<Load, 'promise' | 'listeners'> = { progress: { entry, phase: 'fetching', received: 0 }, table: null, failure: null };
  const changed = (): void => {
    for (const change of changes) change();
  };
  const tell = (progress: TableProgress): void => {
    state.progress = progress;
    for (const listener of listeners) listener(progress);
    changed();
  };
  const promise = fetchAndDecode(entry, rules, tell).then(
    (table) => {
      state.table = table;
      listeners.clear();
      changed();
      return table;
    },
    (error: unknown) => {
      state.failure = failureWords(error);
      listeners.clear();
      changed();
      throw error;
    },
  );
  const load = Object.assign(state, { promise, listeners });
  loads.set(entry.file, load);
  return load;
}

async function fetchAndDecode(entry: TableEntry, rules: Rules, tell: Listener): Promise<LoadedTable> {
  const started = performance.now();
  const bytes = await fetchBytes(entry, (received) => {
    tell({ entry, phase: 'fetching', received });
  });
  tell({ entry, phase: 'decoding', received: bytes.length });
  const { table: payload, ms } = await decodeOnWorker(bytes, entry, rules);
  const solution = restoreWinChance(payload.rules, { target: payload.target, tolerance: payload.tolerance }, payload.values);
  return { entry, solution, payload, seconds: (performance.now() - started) / 1000, decodeMs: ms };
}

/** The file's bytes, read as a stream so that its progress shows; refused past the size the site lists. */
async function fetchBytes(entry: TableEntry, onBytes: (received: number) => void): Promise<Uint8Array> {
  const response = await fetch(new URL(`./tables/${entry.file}`, import.meta.url));
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  const bytes = new Uint8Array(entry.bytes);
  let received = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) throw new Error('the browser gave no stream of the file');
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (received + value.length > bytes.length) {
      await reader.cancel();
      throw new Error(`the file is larger than the ${bytes.length} bytes the site lists`);
    }
    bytes.set(value, received);
    received += value.length;
    onBytes(received);
  }
  if (received !== bytes.length) throw new Error(`the file ended after ${received} of its ${bytes.length} bytes`);
  return bytes;
}

/** decodeWinTable on a worker of its own, checked against the rules and target the page asked for. */
function decodeOnWorker(bytes: Uint8Array, entry: TableEntry, rules: Rules): Promise<{ table: TablePayload; ms: number }> {
  const worker = new Worker(new URL('./table-worker.js', import.meta.url), { type: 'module', name: 'table decoder' });
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<TableReply>) => {
      worker.terminate();
      const reply = event.data;
      if (reply.type === 'decoded') resolve(reply);
      else reject(replyError(reply));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`the decoder's worker failed: ${event.message}`));
    };
    worker.postMessage({ bytes, rules, target: entry.target } satisfies TableRequest, [bytes.buffer]);
  });
}

/** Why a load failed, on one line of bounded length: the error's code (a FarkleError's) and message. */
function failureWords(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();
  const line = `${code}${message}`;
  return line.length <= 160 ? line : `${line.slice(0, 159)}…`;
}

/** A file's size as a person reads it: 637 kB, 1.7 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A load's progress in words: `fetching zilch-10000.bin: 312 of 637 kB`, `decoding zilch-10000.bin`. */
export function progressWords(progress: TableProgress): string {
  const { entry, phase, received } = progress;
  if (phase === 'decoding') return `decoding ${entry.file}`;
  return `fetching ${entry.file}: ${formatBytes(received)} of ${formatBytes(entry.bytes)}`;
}
