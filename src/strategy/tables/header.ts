import { FarkleError, describe } from '../../errors.js';
import { hashText } from '../../hash.js';
import type { Rules } from '../../rules/types.js';

/*
 * The header of a table file (FORMAT.md): 96 bytes, little-endian, then the
 * rules as JSON, then the body.
 */

/** "FRKLTABL": the first 8 bytes of every table file. */
export const MAGIC = [0x46, 0x52, 0x4b, 0x4c, 0x54, 0x41, 0x42, 0x4c] as const;
/** The format version this release writes and reads (2 added the play-off's chance; a file of 1 is made again). */
export const FORMAT_VERSION = 2;
/**
 * The version of the table's layout (which state sits at which index, as
 * the solvers of this release lay their tables out): a release that orders
 * states otherwise raises it, and refuses files of another.
 */
export const LAYOUT_VERSION = 1;
export const HEADER_BYTES = 96;
/** The bytes of the header before its checksum: what the checksum hashes first. */
export const CHECKED_BYTES = 72;
/** The play-off's field where the rules have none. */
export const NO_PLAY_OFF = -1;
/** The longest rules a file may hold: a rule set's JSON is about 2 kB. */
export const MAX_RULES_BYTES = 65_536;

/**
 * How the values are stored: `exact`, each as its float64; `compact`, on a grid of 2^-23, predicted and Rice-coded.
 *
 * @example
 * ```ts
 * const encoding: TableEncoding = 'compact';
 * readWinTable(encodeWinTable(optimalWinChance('classic', { target: 1_000 }), { encoding })).encoding; // 'compact'
 * ```
 *
 * @category Tables
 */
export type TableEncoding = 'exact' | 'compact';
export const ENCODINGS: readonly TableEncoding[] = ['exact', 'compact'];
/** The largest difference between a value decoded from a compact table and the value solved: half a step of 2^-23. */
export const COMPACT_ERROR = 2 ** -24;

export interface Header {
  readonly format: number;
  readonly layout: number;
  readonly encoding: TableEncoding;
  readonly width: number;
  readonly states: number;
  readonly target: number;
  readonly tolerance: number;
  readonly firstPlayerWinChance: number;
  readonly maxError: number;
  /** The lower seat's chance to win a play-off of tied leaders, as solved; {@link NO_PLAY_OFF} where the rules have none. */
  readonly playOff: number;
  readonly fingerprint: readonly number[];
  readonly checksum: readonly number[];
  readonly rulesBytes: number;
  readonly bodyBytes: number;
}

/**
 * The fingerprint of a rule set the library made: the 128-bit hash of its
 * content without its name and its target (two rule sets that play alike
 * share a table, whatever they are called; the target a table is solved to
 * is the file's own, and a game plays its table when it is its rules'
 * target).
 */
export function fingerprintOf(rules: Rules): [number, number, number, number] {
  return hashText(JSON.stringify({ ...rules, name: '', end: { ...rules.end, target: 0 } }));
}

/** Four 32-bit words as 32 hexadecimal digits. */
export function hex(words: readonly number[]): string {
  return words.map((word) => word.toString(16).padStart(8, '0')).join('');
}

export function refuseTable(path: string, message: string): never {
  throw new FarkleError('invalid-table', message, path);
}

export function refuseVersion(path: string, message: string): never {
  throw new FarkleError('unsupported-table', message, path);
}

/** Writes the header into the first bytes of `out`. */
export function writeHeader(out: Uint8Array, header: Header): void {
  const view = new DataView(out.buffer, out.byteOffset, HEADER_BYTES);
  MAGIC.forEach((byte, i) => { view.setUint8(i, byte); });
  view.setUint16(8, header.format, true);
  view.setUint16(10, header.layout, true);
  view.setUint8(12, ENCODINGS.indexOf(header.encoding) + 1);
  view.setUint8(13, header.width);
  view.setUint16(14, 0, true);
  view.setUint32(16, header.states, true);
  view.setUint32(20, header.target, true);
  view.setFloat64(24, header.tolerance, true);
  view.setFloat64(32, header.firstPlayerWinChance, true);
  view.setFloat64(40, header.maxError, true);
  view.setFloat64(48, header.playOff, true);
  header.fingerprint.forEach((word, i) => { view.setUint32(56 + 4 * i, word, true); });
  header.checksum.forEach((word, i) => { view.setUint32(72 + 4 * i, word, true); });
  view.setUint32(88, header.rulesBytes, true);
  view.setUint32(92, header.bodyBytes, true);
}

/**
 * Reads and checks the header of a file of `bytes.length` bytes: a table
 * file (its magic), of a format, layout and encoding this release reads,
 * its lengths adding up to the file's. Every refusal is at its path
 * (`table.magic`, `table.format`, ...).
 */
export function readHeader(bytes: Uint8Array): Header {
  if (bytes.length < HEADER_BYTES) refuseTable('table', `expected a table file of at least ${HEADER_BYTES} bytes (its header), got ${bytes.length}: truncated, or not a table`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (MAGIC.some((byte, i) => bytes[i] !== byte)) refuseTable('table.magic', 'not a farkle-rules table file (its first bytes are not "FRKLTABL")');
  const format = view.getUint16(8, true);
  if (format !== FORMAT_VERSION) {
    const advice = format > FORMAT_VERSION ? ': upgrade farkle-rules' : ': make it again with this release (encodeWinTable, or `farkle-rules tables build`)';
    refuseVersion('table.format', `this file is of table format ${format}; this release reads format ${FORMAT_VERSION}${advice}`);
  }
  const layout = view.getUint16(10, true);
  if (layout !== LAYOUT_VERSION) {
    refuseVersion('table.layout', `this table's states are laid out as layout ${layout}; this release's solvers lay them out as layout ${LAYOUT_VERSION}: use the release that made it, or make it again`);
  }
  const code = view.getUint8(12);
  const encoding = ENCODINGS[code - 1];
  if (encoding === undefined) refuseVersion('table.encoding', `unknown encoding ${code}; this release reads 1 (exact) and 2 (compact)`);
  const width = view.getUint8(13);
  if (width !== 1 && width !== 2) refuseTable('table.width', `expected 1 or 2 numbers a state, got ${width}`);
  if (view.getUint16(14, true) !== 0) refuseTable('table.reserved', 'expected the reserved bytes 14 and 15 to be 0');
  const words = (at: number): number[] => [0, 1, 2, 3].map((i) => view.getUint32(at + 4 * i, true));
  const header: Header = {
    format,
    layout,
    encoding,
    width,
    states: view.getUint32(16, true),
    target: view.getUint32(20, true),
    tolerance: view.getFloat64(24, true),
    firstPlayerWinChance: view.getFloat64(32, true),
    maxError: view.getFloat64(40, true),
    playOff: view.getFloat64(48, true),
    fingerprint: words(56),
    checksum: words(72),
    rulesBytes: view.getUint32(88, true),
    bodyBytes: view.getUint32(92, true),
  };
  if (header.states === 0 || header.states % width !== 0) refuseTable('table.states', `expected a positive number of values, a multiple of ${width}, got ${header.states}`);
  if (header.target === 0) refuseTable('table.target', 'expected a positive target, got 0');
  const chance = header.firstPlayerWinChance;
  if (!(chance >= 0 && chance <= 1)) refuseTable('table.firstPlayerWinChance', `expected a chance 0 to 1, got ${describe(chance)}`);
  const { playOff } = header;
  if (!((playOff >= 0 && playOff <= 1) || playOff === NO_PLAY_OFF)) refuseTable('table.playOff', `expected a chance 0 to 1, or ${NO_PLAY_OFF} for none, got ${describe(playOff)}`);
  const error = encoding === 'exact' ? 0 : COMPACT_ERROR;
  if (header.maxError !== error) refuseTable('table.maxError', `expected ${error} for an ${encoding} table, got ${describe(header.maxError)}`);
  if (header.rulesBytes === 0 || header.rulesBytes > MAX_RULES_BYTES) refuseTable('table.rules', `expected rules of 1 to ${MAX_RULES_BYTES} bytes, got ${header.rulesBytes}`);
  const length = HEADER_BYTES + header.rulesBytes + header.bodyBytes;
  if (length !== bytes.length) {
    refuseTable('table', `the header says ${length} bytes (${HEADER_BYTES} of header, ${header.rulesBytes} of rules, ${header.bodyBytes} of values), the file has ${bytes.length}: ${length > bytes.length ? 'truncated' : 'bytes after its end'}`);
  }
  if (encoding === 'exact' && header.bodyBytes !== 8 * header.states) refuseTable('table.body', `expected ${8 * header.states} bytes of values (8 each), got ${header.bodyBytes}`);
  return header;
}
