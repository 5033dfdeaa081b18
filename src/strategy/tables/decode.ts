import { FarkleError, describe } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';
import { solutionOfTable, winPlan } from '../race/win-chance.js';
import { playsOff } from '../race/plan.js';
import type { WinChanceSolution } from '../race/types.js';
import { compactBytesAtLeast, readCompact, readExact } from './codec.js';
import { HEADER_BYTES, NO_PLAY_OFF, fingerprintOf, hex, readHeader, refuseTable, type Header, type TableEncoding } from './header.js';
import { shapeOf } from './shape.js';
import { checksumOf } from './values.js';

/**
 * What a table file says of itself, from its header and rules
 * ({@link readWinTable}), before its values are decoded.
 *
 * @example
 * ```ts
 * const info: WinTableInfo = readWinTable(encodeWinTable(optimalWinChance('classic', { target: 1_000 })));
 * info.target; // 1000
 * info.encoding; // 'compact': the default
 * ```
 *
 * @category Tables
 */
export interface WinTableInfo {
  /** The table format version: 2, the one this release reads. */
  readonly format: number;
  /** The layout of its states (which state sits at which index): 1, the one this release's solvers make. */
  readonly layout: number;
  /** How its values are stored: `'exact'` (float64) or `'compact'` (within {@link WinTableInfo.maxError} of the solve). */
  readonly encoding: TableEncoding;
  /** The rules it was solved for, as `resolveRules` returns them (a preset's own object for a preset). */
  readonly rules: Rules;
  /** The score played to. */
  readonly target: number;
  /** The tolerance it was solved to (`optimalWinChance`'s, 1e-12 by default). */
  readonly tolerance: number;
  /** The numbers in its table (`WinChanceSolution.table.length`). */
  readonly states: number;
  /** The first player's chance, as solved. */
  readonly firstPlayerWinChance: number;
  /** The most a decoded value differs from the one solved: 0 for an exact table, 2^-24 for a compact one. */
  readonly maxError: number;
  /**
   * Where tied leaders play off in the solve (`end.ties: 'playOff'` in a
   * final round, without no risk or a must-roll rule), the chance of the
   * lower seat to win the play-off from both streaks at 0, as solved (to
   * the tolerance): the final round's ties read it rather than solve the
   * play-off again. `null` where a tie is half a win.
   */
  readonly playOffChance: number | null;
  /** The fingerprint of its rules: 32 hexadecimal digits (see {@link rulesFingerprint}). */
  readonly fingerprint: string;
  /** The checksum of its header, rules and decoded values: 32 hexadecimal digits. */
  readonly checksum: string;
  /** The file's size in bytes. */
  readonly bytes: number;
}

/**
 * What {@link decodeWinTable} may check the file against.
 *
 * @example
 * ```ts
 * const options: DecodeWinTableOptions = { rules: 'classic' }; // refuse a table solved for other rules
 * // decodeWinTable(bytes, options)
 * ```
 *
 * @category Tables
 */
export interface DecodeWinTableOptions {
  /** The rules the table must be for (a rule set that plays alike under another name is the same); `table-mismatch` otherwise. */
  readonly rules?: RulesInput | undefined;
  /** The score it must be solved to; `table-mismatch` otherwise. */
  readonly target?: number | undefined;
}

const DECODE_KEYS = optionKeys<DecodeWinTableOptions>({ rules: true, target: true });

/**
 * The fingerprint of a rule set, as table files record it: 32 hexadecimal
 * digits of a 128-bit hash of the rules' content, without their name and
 * their target, so that a rule set that plays alike finds the same table
 * whatever it is called, and a game to another target the table solved to
 * it (a table holds its own target).
 *
 * @example
 * ```ts
 * rulesFingerprint('zilch') === rulesFingerprint(defineRules({ name: 'our zilch' }, 'zilch')); // true
 * rulesFingerprint('farkel') === rulesFingerprint(defineRules({ end: { target: 5000 } }, 'farkel')); // true
 * rulesFingerprint('zilch') === rulesFingerprint('classic'); // false
 * ```
 *
 * @category Tables
 */
export function rulesFingerprint(rules: RulesInput): string {
  return hex(fingerprintOf(resolveRules(rules)));
}

/** The bytes of a table file as given: a Uint8Array (or a Node.js Buffer) or an ArrayBuffer. */
function bytesOf(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new FarkleError('invalid-table', `expected the bytes of a table file (a Uint8Array or an ArrayBuffer), got ${describe(value)}`, 'table');
}

/** The file's rules, read as JSON and resolved; refused at `table.rules` where they are not valid rules, or not the fingerprint's. */
function rulesIn(bytes: Uint8Array, header: Header): Rules {
  let rules: Rules;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(HEADER_BYTES, HEADER_BYTES + header.rulesBytes));
    rules = resolveRules(JSON.parse(text) as RulesInput);
  } catch (error) {
    const why = error instanceof FarkleError ? `${error.code}: ${error.message}` : error instanceof Error ? error.message : describe(error);
    return refuseTable('table.rules', `the rules the file holds cannot be read (${why.slice(0, 300)})`);
  }
  if (hex(fingerprintOf(rules)) !== hex(header.fingerprint)) refuseTable('table.fingerprint', 'the fingerprint in the header is not that of the rules in the file: corrupt');
  return rules;
}

/** The header and rules of a file, checked, and the plan of the solve they describe. */
function opened(value: unknown): { bytes: Uint8Array; header: Header; info: WinTableInfo; plan: ReturnType<typeof winPlan> } {
  const bytes = bytesOf(value);
  const header = readHeader(bytes);
  // A body too short for the values it claims is refused before anything is made for them.
  const least = header.encoding === 'compact' ? compactBytesAtLeast(header.states) : 0;
  if (header.bodyBytes < least) refuseTable('table.body', `${header.states} compact values take at least ${least} bytes; the body has ${header.bodyBytes}: truncated or corrupt`);
  const rules = rulesIn(bytes, header);
  let plan: ReturnType<typeof winPlan>;
  try {
    plan = winPlan(rules, { target: header.target, tolerance: header.tolerance });
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    return refuseTable(`table.${error.path === 'tolerance' ? 'tolerance' : 'target'}`, `the solve the file describes is not one this release makes (${error.message.slice(0, 300)})`);
  }
  if (plan.size !== header.states) refuseTable('table.states', `the rules and target make a table of ${plan.size} numbers; the file says ${header.states}`);
  const playOff = plan.space !== null && playsOff(rules);
  if (playOff !== (header.playOff !== NO_PLAY_OFF)) {
    refuseTable('table.playOff', playOff ? `the rules' tied leaders play off, and the file holds no play-off chance (${NO_PLAY_OFF})` : `the rules' solve counts a tie as half a win, and the file holds a play-off chance (${header.playOff}), not ${NO_PLAY_OFF}`);
  }
  const info: WinTableInfo = {
    format: header.format,
    layout: header.layout,
    encoding: header.encoding,
    rules,
    target: header.target,
    tolerance: header.tolerance,
    states: header.states,
    firstPlayerWinChance: header.firstPlayerWinChance,
    maxError: header.maxError,
    playOffChance: header.playOff === NO_PLAY_OFF ? null : header.playOff,
    fingerprint: hex(header.fingerprint),
    checksum: hex(header.checksum),
    bytes: bytes.length,
  };
  return { bytes, header, info, plan };
}

/**
 * What a table file holds, from its header and rules, checked as
 * {@link decodeWinTable} checks them, without decoding its values: which
 * game it solves, how it is stored, its size.
 *
 * @throws {FarkleError} as {@link decodeWinTable}, but for the values.
 *
 * @example
 * ```ts
 * const info = readWinTable(bytes);
 * info.rules.name; // 'zilch'
 * info.target; // 10000
 * ```
 *
 * @category Tables
 */
export function readWinTable(bytes: Uint8Array | ArrayBuffer): WinTableInfo {
  return opened(bytes).info;
}

/**
 * A solved two-player game from a table file ({@link encodeWinTable}), as
 * `restoreWinChance` restores one: the same choices and chances, ready for
 * `winBot`, `adviseGame` and the rest (the final round's play-off read from
 * the file rather than solved again), in the time it takes to read the file
 * (zilch's compact table, 952,200 states, in 0.15 to 0.25 s in a fresh
 * process, a tenth once the decoder is compiled; its turn model is built on
 * first use). A file is refused
 * before anything is made of it: `invalid-table` for what is not a table
 * file, truncated or corrupt (its checksum, its lengths, its values);
 * `unsupported-table` for a format, state layout or encoding this release
 * does not read; `table-mismatch` for a table of other rules or another
 * target than `options` asks for. Its time and memory are bounded by the
 * file's size and the table its rules and target make.
 *
 * @throws {FarkleError} `invalid-table`, `unsupported-table` or
 *   `table-mismatch`, at the part of the file (`table.checksum`,
 *   `table.rules`, ...); `invalid-options` for bad options.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * const solved = decodeWinTable(readFileSync('zilch-10000.bin'), { rules: 'zilch', target: 10000 });
 * solved.firstPlayerWinChance; // ≈ 0.5330
 * ```
 *
 * @category Tables
 */
export function decodeWinTable(bytes: Uint8Array | ArrayBuffer, options: DecodeWinTableOptions = {}): WinChanceSolution {
  const read = checkOptionKeys<DecodeWinTableOptions>(options, DECODE_KEYS);
  const { bytes: file, header, info, plan } = opened(bytes);
  if (read.rules !== undefined && rulesFingerprint(read.rules as RulesInput) !== info.fingerprint) {
    throw new FarkleError('table-mismatch', `this table is for ${info.rules.name} (fingerprint ${info.fingerprint}); the rules asked for play otherwise`, 'table.rules');
  }
  if (read.target !== undefined && read.target !== info.target) {
    throw new FarkleError('table-mismatch', `this table is solved to ${info.target}; asked for ${describe(read.target)}`, 'table.target');
  }
  const from = HEADER_BYTES + header.rulesBytes;
  const values = header.encoding === 'exact' ? readExact(file, from, header.states) : readCompact(file, from, header.bodyBytes, header.states, shapeOf(plan, header.width));
  const rules = file.subarray(HEADER_BYTES, HEADER_BYTES + header.rulesBytes);
  if (hex(checksumOf(file, rules, values)) !== info.checksum) refuseTable('table.checksum', 'the header, rules and values decoded are not those the checksum was made of: corrupt');
  // The plan is the header's rules, target and tolerance, checked; the values each a chance, as many as its states.
  return solutionOfTable(plan, values, info.playOffChance ?? undefined);
}
