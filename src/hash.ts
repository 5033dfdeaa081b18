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
 * The lanes after the whole 16-byte blocks of `words` (`blocks` bytes):
 * the lanes are stepped in order, so each reads the next one's word before
 * it moves and the last reads the first's after it has: MurmurHash3's order.
 */
function blocksOf(words: ArrayLike<number>, blocks: number): number[] {
  const h = [0, 0, 0, 0];
  for (let at = 0; at < blocks; at += 16) {
    const w = at >> 2;
    for (let i = 0; i < 4; i++) {
      const mixed = (h[i] as number) ^ lane(words[w + i] as number, i);
      h[i] = (Math.imul(rotl(mixed, S[i] as number) + (h[(i + 1) & 3] as number), 5) + (A[i] as number)) | 0;
    }
  }
  return h;
}

/**
 * `blocksOf` with the four lanes written out in locals: the same lanes,
 * in a third of the time, for the megabytes of a table file's values
 * (zilch's table: 7.6 MB). The game's seeds, a few words each, keep the
 * smaller loop.
 */
function manyBlocksOf(words: ArrayLike<number>, blocks: number): number[] {
  let h1 = 0;
  let h2 = 0;
  let h3 = 0;
  let h4 = 0;
  for (let w = 0; w < blocks >> 2; w += 4) {
    h1 = (Math.imul(rotl(h1 ^ lane(words[w] as number, 0), 19) + h2, 5) + 0x561ccd1b) | 0;
    h2 = (Math.imul(rotl(h2 ^ lane(words[w + 1] as number, 1), 17) + h3, 5) + 0x0bcaa747) | 0;
    h3 = (Math.imul(rotl(h3 ^ lane(words[w + 2] as number, 2), 15) + h4, 5) + 0x96cd1c35) | 0;
    h4 = (Math.imul(rotl(h4 ^ lane(words[w + 3] as number, 3), 13) + h1, 5) + 0x32ac3b17) | 0;
  }
  return [h1, h2, h3, h4];
}

/**
 * The hash of `bytes` bytes held as little-endian 32-bit words (`words[i]`
 * the bytes 4i to 4i + 3, 0 past the end): four 32-bit words, from the
 * lanes after its whole blocks (`lanes`: `blocksOf` or `manyBlocksOf`).
 */
function murmur128(words: ArrayLike<number>, bytes: number, lanes: (words: ArrayLike<number>, blocks: number) => number[]): [number, number, number, number] {
  const blocks = bytes - (bytes % 16);
  const h = lanes(words, blocks);
  // The tail: up to 15 bytes, in words of up to four.
  for (let i = 0; i < 4; i++) if (bytes - blocks > 4 * i) h[i] = (h[i] as number) ^ lane(words[(blocks >> 2) + i] as number, i);
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
  const words = new Uint32Array((text.length + 1) >> 1);
  for (let i = 0; i < text.length; i++) words[i >> 1] = (words[i >> 1] as number) | (text.charCodeAt(i) << (16 * (i & 1)));
  return murmur128(words, text.length * 2, blocksOf);
}

/** The hash of a run of bytes. */
export function hashBytes(bytes: Uint8Array): [number, number, number, number] {
  const length = bytes.byteLength;
  const whole = length >> 2;
  // A view of the bytes as words where the platform's typed arrays are little-endian (all that run JavaScript but a few), else a copy.
  const little = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
  if (little && bytes.byteOffset % 4 === 0 && length % 4 === 0) return murmur128(new Uint32Array(bytes.buffer, bytes.byteOffset, whole), length, manyBlocksOf);
  const words = new Uint32Array((length + 3) >> 2);
  for (let i = 0; i < length; i++) words[i >> 2] = (words[i >> 2] as number) | ((bytes[i] as number) << (8 * (i & 3)));
  return murmur128(words, length, manyBlocksOf);
}
