import { hashBytes } from '../../hash.js';
import { CHECKED_BYTES } from './header.js';

/** Whether this platform stores a Float64Array's numbers little-endian (every platform Node.js and the browsers run on, but checked). */
const LITTLE = new Uint8Array(new Float64Array([1]).buffer)[7] === 0x3f;

/** The values' float64s as little-endian bytes: what a table's checksum hashes (see {@link checksumOf}). */
export function littleEndianBytes(values: Float64Array): Uint8Array {
  if (LITTLE) return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
  const out = new Uint8Array(values.byteLength);
  const view = new DataView(out.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat64(8 * i, values[i] as number, true);
  return out;
}

/**
 * A file's checksum (FORMAT.md): the hash of its first 72 bytes (the header
 * before the checksum), its rules, and the 16 bytes of the hash of its
 * values as decoded. Any damage to what a reader uses shows in it.
 */
export function checksumOf(file: Uint8Array, rules: Uint8Array, values: Float64Array): [number, number, number, number] {
  const own = hashBytes(littleEndianBytes(values));
  const joined = new Uint8Array(CHECKED_BYTES + rules.length + 16);
  joined.set(file.subarray(0, CHECKED_BYTES));
  joined.set(rules, CHECKED_BYTES);
  const view = new DataView(joined.buffer, CHECKED_BYTES + rules.length);
  own.forEach((word, i) => { view.setUint32(4 * i, word, true); });
  return hashBytes(joined);
}
