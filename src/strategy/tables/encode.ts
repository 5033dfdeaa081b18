import { FarkleError, describe } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { givenSolution } from '../race/given-solution.js';
import { winPlan } from '../race/win-chance.js';
import { playOffChance } from '../race/zero-sum.js';
import type { WinChanceSolution } from '../race/types.js';
import { compactBody, exactBody, quantized } from './codec.js';
import { COMPACT_ERROR, FORMAT_VERSION, HEADER_BYTES, LAYOUT_VERSION, MAX_RULES_BYTES, NO_PLAY_OFF, fingerprintOf, writeHeader, type Header, type TableEncoding } from './header.js';
import { shapeOf } from './shape.js';
import { checksumOf } from './values.js';

/**
 * Options for {@link encodeWinTable}.
 *
 * @example
 * ```ts
 * const options: EncodeWinTableOptions = { encoding: 'compact' }; // smaller, to within the table's tolerance
 * // encodeWinTable(solution, options)
 * ```
 *
 * @category Tables
 */
export interface EncodeWinTableOptions {
  /**
   * `'compact'` (the default): each chance on a grid of 2^-23, within
   * 2^-24 (6e-8) of the solve, predicted from its neighbours and coded in
   * about 0.5 to 1 byte; `'exact'`: each chance as its 8-byte float64.
   */
  readonly encoding?: TableEncoding | undefined;
}

const ENCODE_KEYS = optionKeys<EncodeWinTableOptions>({ encoding: true });

/**
 * A solved two-player game as a table file (the format of the strategy
 * guide's "Shipping exact strategy in an app"): a header naming the format
 * and layout versions, the encoding, the target, the number of states, the
 * play-off's chance where tied leaders play off, a fingerprint of the rules
 * and a checksum of the header, the rules and the values as decoded; the
 * rules as JSON; the values. The same solution gives the same bytes on
 * every platform. {@link decodeWinTable} reads it back.
 *
 * @throws {FarkleError} `invalid-options` for anything but a solution from
 *   `optimalWinChance`, `restoreWinChance`, `solveWinChance` or
 *   `decodeWinTable` (its table checked: every value a chance 0 to 1), or
 *   an unknown encoding.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 2000 });
 * const bytes = encodeWinTable(solved); // a Uint8Array: write it to a file, ship it
 * decodeWinTable(bytes).firstPlayerWinChance; // within 6e-8 of solved.firstPlayerWinChance
 * ```
 *
 * @category Tables
 */
export function encodeWinTable(solution: WinChanceSolution, options: EncodeWinTableOptions = {}): Uint8Array {
  const read = checkOptionKeys<EncodeWinTableOptions>(options, ENCODE_KEYS);
  const encoding = read.encoding ?? 'compact';
  if (encoding !== 'compact' && encoding !== 'exact') throw new FarkleError('invalid-options', `expected 'compact' or 'exact', got ${describe(encoding)}`, 'encoding');
  const given = givenSolution(solution, 'solution');
  const plan = winPlan(given.rules, { target: given.target, tolerance: given.tolerance });
  const { table } = given;
  if (!(table instanceof Float64Array) || table.length !== plan.size) {
    throw new FarkleError('invalid-options', `expected the solution's table of ${plan.size} win chances, got ${describe(table)}`, 'solution.table');
  }
  for (let i = 0; i < table.length; i++) {
    const value = table[i] as number;
    if (!(value >= 0 && value <= 1)) throw new FarkleError('invalid-options', `expected win chances 0 to 1, got ${String(value)} at ${i}`, 'solution.table');
  }
  const width = given.opponentWinChance === undefined ? 1 : 2;
  const rules = new TextEncoder().encode(JSON.stringify(given.rules));
  if (rules.length > MAX_RULES_BYTES) throw new FarkleError('invalid-options', `the rules take ${rules.length} bytes as JSON; a table file holds at most ${MAX_RULES_BYTES}`, 'solution.rules');
  let body: Uint8Array;
  let decoded: Float64Array;
  if (encoding === 'exact') {
    body = exactBody(table);
    decoded = table;
  } else {
    const rounded = quantized(table);
    body = compactBody(rounded.steps, shapeOf(plan, width));
    decoded = rounded.decoded;
  }
  const out = new Uint8Array(HEADER_BYTES + rules.length + body.length);
  const header: Header = {
    format: FORMAT_VERSION,
    layout: LAYOUT_VERSION,
    encoding,
    width,
    states: table.length,
    target: given.target,
    tolerance: given.tolerance,
    firstPlayerWinChance: given.firstPlayerWinChance,
    maxError: encoding === 'exact' ? 0 : COMPACT_ERROR,
    // Solved from the rules, as the solve did (the same bits): a reader's final round reads it rather than solve it.
    playOff: playOffChance(plan) ?? NO_PLAY_OFF,
    fingerprint: fingerprintOf(given.rules),
    checksum: [0, 0, 0, 0],
    rulesBytes: rules.length,
    bodyBytes: body.length,
  };
  writeHeader(out, header);
  writeHeader(out, { ...header, checksum: checksumOf(out, rules, decoded) });
  out.set(rules, HEADER_BYTES);
  out.set(body, HEADER_BYTES + rules.length);
  return out;
}
