import type { Face } from '../../dice.js';
import { FAIR_LIMIT } from './mulberry32.js';

/*
 * The generator of format version 2: xoshiro128** (Blackman and Vigna), 128
 * bits of state on one cycle of 2^128 - 1 steps, its four 32-bit words kept
 * in the game state. A game starts at a point of that cycle named by a
 * 128-bit hash of its seed (`seed-hash.ts`), so two games of a series start
 * so far apart that their dice never meet: a million games of a thousand
 * draws each overlap with a chance of about 3e-24.
 */

/** Four 32-bit words, not all zero (the one state off the cycle). */
export type XoshiroState = readonly [number, number, number, number];

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/** Draws `count` fair faces into `faces` (outputs of FAIR_LIMIT and above drawn again); returns the state after them, a new array. */
export function xoshiroFaces(state: XoshiroState, count: number, faces: Face[]): XoshiroState {
  // Read by index: destructuring an array goes through its iterator, which costs more than the draws.
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  for (let i = 0; i < count; i++) {
    let bits: number;
    do {
      bits = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
      const t = b << 9;
      c ^= a;
      d ^= b;
      b ^= c;
      a ^= d;
      c ^= t;
      d = rotl(d, 11);
    } while (bits >= FAIR_LIMIT);
    faces[i] = ((bits % 6) + 1) as Face;
  }
  return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
}
