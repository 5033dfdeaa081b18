import { BitReader, BitWriter, MAX_K, riceBits } from './bits.js';
import { refuseTable } from './header.js';
import { walk, type TableShape } from './predict.js';

/*
 * The bodies of table files (FORMAT.md, "Bodies"): exact, each value's
 * float64; compact, each value rounded to a step of 2^-23, guessed from the
 * values before it (`predict.ts`), and the difference Rice-coded in blocks
 * of BLOCK, each block led by the parameter that codes it shortest.
 */

/** Residuals per block of a compact body, each block's Rice parameter in 5 bits before it. */
export const BLOCK = 64;
/** A compact table's steps between 0 and 1: a value decoded lies within half a step (2^-24, 6e-8) of the one solved. */
const STEPS = 2 ** 23;

/** A number as zigzagged: 0, -1, 1, -2, ... as 0, 1, 2, 3, ... */
const zigzag = (r: number): number => (r >= 0 ? 2 * r : -2 * r - 1);
const unzigzag = (u: number): number => (u >>> 1) ^ -(u & 1);

/** The values as little-endian float64s. */
export function exactBody(values: Float64Array): Uint8Array {
  const out = new Uint8Array(8 * values.length);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat64(8 * i, values[i] as number, true);
  return out;
}

/** The values of an exact body, each checked a chance. */
export function readExact(bytes: Uint8Array, from: number, count: number): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset + from, 8 * count);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const value = view.getFloat64(8 * i, true);
    if (!(value >= 0 && value <= 1)) refuseTable('table.body', `value ${i} is ${String(value)}, not a chance 0 to 1`);
    out[i] = value;
  }
  return out;
}

/** The fewest bytes a compact body of `count` values can take: a bit a value (a Rice code of 0 with parameter 0), and 5 bits a block for its parameter. */
export function compactBytesAtLeast(count: number): number {
  return Math.ceil((count + 5 * Math.ceil(count / BLOCK)) / 8);
}

/** The values rounded to steps of 2^-23: what a compact body holds, and what it decodes to. */
export function quantized(values: Float64Array): { steps: Int32Array; decoded: Float64Array } {
  const steps = new Int32Array(values.length);
  const decoded = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const q = Math.round((values[i] as number) * STEPS);
    steps[i] = q;
    decoded[i] = q / STEPS;
  }
  return { steps, decoded };
}

/** The compact body of values already rounded (`quantized`). */
export function compactBody(steps: Int32Array, shape: TableShape): Uint8Array {
  const residuals = new Int32Array(steps.length);
  walk(shape, steps, residuals);
  const n = residuals.length;
  for (let i = 0; i < n; i++) residuals[i] = zigzag(residuals[i] as number);
  const writer = new BitWriter();
  for (let start = 0; start < n; start += BLOCK) {
    const end = Math.min(n, start + BLOCK);
    let bestK = 0;
    let bestBits = Infinity;
    for (let k = 0; k <= MAX_K; k++) {
      let bits = 0;
      for (let i = start; i < end; i++) bits += riceBits(residuals[i] as number, k);
      if (bits < bestBits) {
        bestBits = bits;
        bestK = k;
      }
    }
    writer.bits(bestK, 5);
    for (let i = start; i < end; i++) writer.rice(residuals[i] as number, bestK);
  }
  return writer.finish();
}

/**
 * The values of a compact body of `count` values, each checked a step 0 to
 * 2^23; the body must end where its bits do. Its codes are read first (they
 * do not depend on the values), then the values rebuilt from their guesses.
 */
export function readCompact(bytes: Uint8Array, from: number, length: number, count: number, shape: TableShape): Float64Array {
  const reader = new BitReader(bytes, from, from + length);
  const residuals = new Int32Array(count);
  const badCode = reader.riceBlocks(count, BLOCK, residuals);
  if (reader.overrun) refuseTable('table.body', `the values run past the end of the body (${length} bytes): truncated or corrupt`);
  for (let i = 0; i < count; i++) residuals[i] = unzigzag(residuals[i] as number);
  // On a grid the walk goes in index order, each value written where its residual was just read: one array for both.
  const steps = shape.scores > 0 ? residuals : new Int32Array(count);
  const badValue = walk(shape, steps, residuals, STEPS);
  const bad = badCode < 0 ? badValue : badValue < 0 ? badCode : Math.min(badCode, badValue);
  if (bad >= 0) refuseTable('table.body', `value ${bad} in coding order decodes outside 0 to 1, or its block's code is not one: corrupt`);
  if (!reader.atCleanEnd()) refuseTable('table.body', `the body goes on after its ${count} values: corrupt`);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) out[i] = (steps[i] as number) / STEPS;
  return out;
}
