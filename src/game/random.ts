import type { Face } from '../dice.js';

/**
 * The seeded generator (mulberry32): 32 bits of state, so it lives in the
 * game state as one number and a replay is exact. A transition copies it into
 * a `Random`, draws, and stores the new state.
 */
export class Random {
  constructor(public state: number) {}

  /** The next 32 random bits. */
  next(): number {
    const a = (this.state + 0x6d2b79f5) | 0;
    this.state = a >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** A fair face: draws that would favour low faces are rejected. */
  face(): Face {
    for (;;) {
      const bits = this.next();
      if (bits < FAIR_LIMIT) return ((bits % 6) + 1) as Face;
    }
  }
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
