import type { Face } from '../dice.js';

/**
 * The seeded generator (mulberry32): 32 bits of state, so it lives in the
 * game state as one number and a replay is exact. A transition draws from
 * the state's number and stores the new one.
 */
export class Random {
  constructor(public state: number) {}

  /** The next 32 random bits. */
  next(): number {
    this.state = step(this.state);
    return output(this.state);
  }

  /** A fair face: draws that would favour low faces are rejected. */
  face(): Face {
    this.state = drawFaces(this.state, 1, scratch);
    return scratch[0] as Face;
  }
}

const scratch: Face[] = [1];

/** One step of mulberry32's state. */
function step(state: number): number {
  return ((state + 0x6d2b79f5) | 0) >>> 0;
}

/** mulberry32's 32 output bits for a stepped state. */
function output(a: number): number {
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (t ^ (t >>> 14)) >>> 0;
}

/**
 * Draws `count` fair faces into `faces` from generator state `state` and
 * returns the state after them: what `Random.face` does `count` times,
 * without an object per roll.
 */
export function drawFaces(state: number, count: number, faces: Face[]): number {
  for (let i = 0; i < count; i++) {
    let bits: number;
    do {
      state = step(state);
      bits = output(state);
    } while (bits >= FAIR_LIMIT);
    faces[i] = ((bits % 6) + 1) as Face;
  }
  return state;
}

/** The largest multiple of 6 not above 2^32. */
const FAIR_LIMIT = 2 ** 32 - (2 ** 32 % 6);

/** The generator state for a seed: a 32-bit FNV-1a hash of its text, so any number or string seeds. */
export function seedState(seed: number | string): number {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
