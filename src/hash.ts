/*
 * MurmurHash3's x86 128-bit function (seed 0), over any run of bytes read
 * as little-endian 32-bit words: the seed hash of a game's generator (a
 * seed's text as UTF-16 code units) and the fingerprints and checksums of
 * table files (their bytes). Not a cryptographic hash: it tells contents
 * apart, it does not keep anyone from forging one.
 */

/** Per lane: its multiplier (the next lane's is its second), its two rotations, and its added constant. */
const C = [0x239b961b, 0xab0e9789, 0x38b34ae5, 0xa1e38b93];
const R = [15, 16, 17, 18];
const S = [19, 17, 15, 13];
const A = [0x561ccd1b, 0x0bcaa747, 0x96cd1c35, 0x32ac3b17];

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** One word mixed for lane i. */
const lane = (k: number, i: number): number => Math.imul(rotl(Math.imul(k, C[i] as number), R[i] as number), C[(i + 1) & 3] as number);

/** MurmurHash3's final spread of the four lanes: the first takes all the others, and they it. */
function spread(h: number[]): void {
  h[0] = ((h[0] as number) + (h[1] as number) + (h[2] as number) + (h[3] as number)) | 0;
  for (let i = 1; i < 4; i++) h[i] = ((h[i] as number) + (h[0])) | 0;
}

/**
 * The hash of `bytes` bytes, `word(at)` giving the little-endian 32-bit word
 * of the bytes at `at` (0 past the end): four 32-bit words. The lanes are
 * stepped in order, so each reads the next one's word before it moves and
 * the last reads the first's after it has: MurmurHash3's order.
 */
function murmur128(bytes: number, word: (at: number) => number): [number, number, number, number] {
  const h = [0, 0, 0, 0];
  const blocks = bytes - (bytes % 16);
  for (let at = 0; at < blocks; at += 16) {
    for (let i = 0; i < 4; i++) {
      const mixed = (h[i] as number) ^ lane(word(at + 4 * i), i);
      h[i] = (Math.imul(rotl(mixed, S[i] as number) + (h[(i + 1) & 3] as number), 5) + (A[i] as number)) | 0;
    }
  }
  // The tail: up to 15 bytes, in words of up to four.
  for (let i = 0; i < 4; i++) if (bytes - blocks > 4 * i) h[i] = (h[i] as number) ^ lane(word(blocks + 4 * i), i);
  for (let i = 0; i < 4; i++) h[i] = (h[i] as number) ^ bytes;
  spread(h);
  for (let i = 0; i < 4; i++) {
    let x = h[i] as number;
    x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
    x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
    h[i] = x ^ (x >>> 16);
  }
  spread(h);
  return [(h[0] as number) >>> 0, (h[1] as number) >>> 0, (h[2] as number) >>> 0, (h[3] as number) >>> 0];
}

/** The hash of a text's UTF-16 code units, little-endian, two to a word. */
export function hashText(text: string): [number, number, number, number] {
  const units = text.length;
  return murmur128(units * 2, (at) => {
    const unit = at >> 1;
    const low = unit < units ? text.charCodeAt(unit) : 0;
    const high = unit + 1 < units ? text.charCodeAt(unit + 1) : 0;
    return (low | (high << 16)) >>> 0;
  });
}

/** The hash of a run of bytes. */
export function hashBytes(bytes: Uint8Array): [number, number, number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = bytes.byteLength;
  const whole = length - (length % 4);
  return murmur128(length, (at) => {
    if (at + 4 <= whole) return view.getUint32(at, true);
    let word = 0;
    for (let b = 0; b < 4 && at + b < length; b++) word |= (bytes[at + b] ?? 0) << (8 * b);
    return word >>> 0;
  });
}
