/**
 * The version 2 generator as simulations lean on it: fair, serially
 * independent faces over millions of draws, and games whose dice never
 * meet. Each chi-square is held to its upper 1e-4 tail (Wilson and
 * Hilferty's approximation), on fixed seeds, so a pass repeats; a biased or
 * correlated generator lands far past it.
 */
import { describe, expect, it } from 'vitest';
import { createGame, type Face } from '../../src/index.js';
import { drawFaces, seedState } from '../../src/game/random/generator.js';

/** The chi-square value that `df` degrees of freedom pass with chance 1e-4 (z = 3.719). */
function critical(df: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + 3.719 * Math.sqrt(a)) ** 3;
}

function chiSquare(counts: readonly number[], chances: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  return counts.reduce((sum, count, i) => sum + (count - total * (chances[i] ?? 0)) ** 2 / (total * (chances[i] ?? 0)), 0);
}

/** `count` faces of the game seeded `seed`, from its generator's first state. */
function stream(seed: string, count: number): Face[] {
  const out: Face[] = [];
  const faces: Face[] = [];
  let state = seedState(seed, 2);
  while (out.length < count) {
    state = drawFaces(state, 6, faces);
    out.push(...faces);
  }
  return out.slice(0, count);
}

describe('faces of the version 2 generator', () => {
  // 6,000,000 faces: 1,000 games' streams of 6,000 each.
  const games = Array.from({ length: 1000 }, (_, g) => stream(`quality:${g}`, 6000));

  it('are uniform (5 degrees of freedom)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (const faces of games) for (const face of faces) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    expect(chiSquare(counts, Array(6).fill(1 / 6))).toBeLessThan(critical(5));
  });

  it('are independent of the face before: pairs of faces uniform over the 36 (35 degrees of freedom)', () => {
    const counts = Array<number>(36).fill(0);
    for (const faces of games) for (let i = 0; i + 1 < faces.length; i += 2) { const cell = ((faces[i] ?? 1) - 1) * 6 + (faces[i + 1] ?? 1) - 1; counts[cell] = (counts[cell] ?? 0) + 1; }
    expect(chiSquare(counts, Array(36).fill(1 / 36))).toBeLessThan(critical(35));
  });

  it('repeat as a fair die does: runs of one face 1, 2, 3 and 4 or more long (3 degrees of freedom)', () => {
    const counts = [0, 0, 0, 0];
    for (const faces of games) {
      let length = 1;
      for (let i = 1; i <= faces.length; i++) {
        if (i < faces.length && faces[i] === faces[i - 1]) length++;
        else {
          counts[Math.min(length, 4) - 1] = (counts[Math.min(length, 4) - 1] ?? 0) + 1;
          length = 1;
        }
      }
    }
    expect(chiSquare(counts, [5 / 6, 5 / 36, 5 / 216, 1 / 216])).toBeLessThan(critical(3));
  });

  it('start independently in consecutive games of a series: their first faces, paired, are uniform over the 36', () => {
    const counts = Array<number>(36).fill(0);
    const first = Array.from({ length: 200_001 }, (_, g) => stream(`7:${g}`, 1)[0] ?? 1);
    for (let g = 0; g + 1 < first.length; g++) { const cell = ((first[g] ?? 1) - 1) * 6 + (first[g + 1] ?? 1) - 1; counts[cell] = (counts[cell] ?? 0) + 1; }
    expect(chiSquare(counts, Array(36).fill(1 / 36))).toBeLessThan(critical(35));
  });
});

/**
 * A set of generator states, open addressing on two of their words (the
 * other two compared on a hit): where a state of the cycle sits is not
 * known (finding it is a discrete logarithm), so states are compared.
 */
class StateSet {
  private readonly slots: Int32Array;
  private readonly mask: number;
  private readonly shift: number;

  constructor(
    private readonly words: Uint32Array,
    bits: number,
  ) {
    this.slots = new Int32Array(1 << bits).fill(-1);
    this.mask = (1 << bits) - 1;
    this.shift = 32 - bits;
  }

  private slotOf(a: number, b: number): number {
    return (Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b) >>> this.shift) & this.mask;
  }

  /** The index of a stored state equal to (a, b, c, d), or -1. */
  find(a: number, b: number, c: number, d: number): number {
    const { words, slots, mask } = this;
    for (let at = this.slotOf(a, b); ; at = (at + 1) & mask) {
      const g = slots[at] ?? -1;
      if (g < 0) return -1;
      if (words[4 * g] === a && words[4 * g + 1] === b && words[4 * g + 2] === c && words[4 * g + 3] === d) return g;
    }
  }

  /** Stores state g; returns the index of an equal state stored before, or -1. */
  add(g: number): number {
    const { words } = this;
    const a = words[4 * g] ?? 0;
    const b = words[4 * g + 1] ?? 0;
    const found = this.find(a, b, words[4 * g + 2] ?? 0, words[4 * g + 3] ?? 0);
    if (found >= 0) return found;
    let at = this.slotOf(a, b);
    while ((this.slots[at] ?? -1) >= 0) at = (at + 1) & this.mask;
    this.slots[at] = g;
    return -1;
  }
}

describe('games of a series', () => {
  it('never share their first 64 draws: in a million-game series, no game starts within 64 steps of another', { timeout: 120_000 }, () => {
    const games = 1_000_000;
    const words = new Uint32Array(4 * games);
    for (let g = 0; g < games; g++) words.set(seedState(`7:${g}`, 2) as readonly number[], 4 * g);
    const set = new StateSet(words, 22);
    let repeated = 0;
    for (let g = 0; g < games; g++) if (set.add(g) >= 0) repeated++;
    expect(repeated).toBe(0);
    // Step each game 63 times (xoshiro128**, written out here): no state it passes is another game's start.
    let met = 0;
    for (let g = 0; g < games; g++) {
      let a = words[4 * g] ?? 0;
      let b = words[4 * g + 1] ?? 0;
      let c = words[4 * g + 2] ?? 0;
      let d = words[4 * g + 3] ?? 0;
      for (let step = 1; step < 64; step++) {
        const t = b << 9;
        c ^= a;
        d ^= b;
        b ^= c;
        a ^= d;
        c ^= t;
        d = (d << 11) | (d >>> 21);
        if (set.find(a >>> 0, b >>> 0, c >>> 0, d >>> 0) >= 0) met++;
      }
    }
    expect(met).toBe(0);
  });

  it('are seeded as simulate seeds them: game g of a series seeded 7 is createGame’s seed "7:g"', () => {
    for (const g of [0, 1, 999_999]) {
      const first = createGame({ players: ['A', 'B'], seed: `7:${g}`, firstPlayer: 0 });
      expect(first.rng).toEqual(seedState(`7:${g}`, 2));
    }
  });
});

describe('seeds', () => {
  it('give distinct generator states: 300,000 string seeds, 300,000 states', { timeout: 120_000 }, () => {
    const seen = new Set<string>();
    for (let k = 0; k < 300_000; k++) {
      const rng = createGame({ players: ['A', 'B'], seed: `bars:${k}` }).rng;
      seen.add(String(rng));
    }
    expect(seen.size).toBe(300_000);
  });
});
