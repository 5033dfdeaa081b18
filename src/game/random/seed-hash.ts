import { hashText } from '../../hash.js';
import type { XoshiroState } from './xoshiro128.js';

/**
 * A seed's 128-bit hash: MurmurHash3's x86 128-bit function (seed 0) of the
 * seed's text as UTF-16 code units (`../../hash.ts`). Every bit of the text
 * moves every bit of the hash, so nearby seeds (`'run:1'`, `'run:2'`) start
 * at unrelated points of the generator's cycle. Never all zero: a hash of
 * zero would be off the cycle, and is moved onto it.
 */
export function hash128(text: string): XoshiroState {
  const [h1, h2, h3, h4] = hashText(text);
  if ((h1 | h2 | h3 | h4) === 0) return [0x9e3779b9, 0, 0, 0];
  return [h1, h2, h3, h4];
}
