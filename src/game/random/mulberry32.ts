import type { Face } from '../../dice.js';

/*
 * The generator of format version 1 (releases before version 2 states):
 * mulberry32, 32 bits of state stepped by a constant, seeded by a 32-bit
 * FNV-1a hash of the seed's text. Kept so that the states and records those
 * releases wrote replay exactly; games begun here use `xoshiro128.ts`.
 */

/** One step of mulberry32's state. */
function step(state: number): number {
  return ((state + 0x6d2b79f5) | 0) >>> 0;
}

/** mulberry32's 32 output bits for a stepped state. */
function mulberry32Bits(a: number): number {
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (t ^ (t >>> 14)) >>> 0;
}

/** The 32 output bits of the state after `state`: one draw, for a pick that keeps no generator (`randomBot`). */
export function mulberry32Draw(state: number): number {
  return mulberry32Bits(step(state));
}

/** The largest multiple of 6 not above 2^32: outputs from it up would favour low faces. */
export const FAIR_LIMIT = 2 ** 32 - (2 ** 32 % 6);

/** Draws `count` fair faces into `faces` and returns the state after them. */
export function mulberry32Faces(state: number, count: number, faces: Face[]): number {
  for (let i = 0; i < count; i++) {
    let bits: number;
    do {
      state = step(state);
      bits = mulberry32Bits(state);
    } while (bits >= FAIR_LIMIT);
    faces[i] = ((bits % 6) + 1) as Face;
  }
  return state;
}

/** Version 1's state for a seed: the 32-bit FNV-1a hash of its text. */
export function mulberry32Seed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
