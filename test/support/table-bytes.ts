/**
 * Table files edited byte by byte (src/strategy/tables/FORMAT.md's layout),
 * for tests of what a reader refuses or reads from a file.
 */
import { hashBytes } from '../../src/hash.js';

/** A copy of a file with `edit` applied to it. */
export function edited(file: Uint8Array, edit: (bytes: Uint8Array, view: DataView) => void): Uint8Array {
  const bytes = Uint8Array.from(file);
  edit(bytes, new DataView(bytes.buffer));
  return bytes;
}

/** The same file with its checksum made anew for values edited (a damaged file whose damage the checksum would not see). */
export function withChecksum(file: Uint8Array, values: Float64Array): Uint8Array {
  const rulesBytes = new DataView(file.buffer, file.byteOffset).getUint32(88, true);
  const own = hashBytes(new Uint8Array(values.buffer));
  const joined = new Uint8Array([...file.subarray(0, 72), ...file.subarray(96, 96 + rulesBytes), ...new Uint8Array(Uint32Array.from(own).buffer)]);
  return edited(file, (_, view) => {
    hashBytes(joined).forEach((word, i) => { view.setUint32(72 + 4 * i, word, true); });
  });
}
