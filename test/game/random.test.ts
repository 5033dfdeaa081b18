/**
 * The seeded generators that roll when an action brings no dice, against
 * references written out here from the algorithms' definitions: version 2's
 * xoshiro128** seeded by MurmurHash3 (x86, 128 bits) of the seed's text,
 * the hash checked first against published values; version 1's mulberry32
 * seeded by FNV-1a. The faces a game rolls are checked against fair
 * rejection sampling of those outputs, so a faster implementation cannot
 * quietly change the games a seed plays.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Face, type GameState } from '../../src/index.js';
import { drawFaces, seedState, type GeneratorState } from '../../src/game/random/generator.js';
import { hash128 } from '../../src/game/random/seed-hash.js';
import { hashBytes } from '../../src/hash.js';

// ---------------------------------------------------------------- references

/** xoshiro128**, one step on four unsigned words: the output of the state given, and the state after it. */
function xoshiroStep(s: readonly number[]): { bits: number; next: number[] } {
  const u = (x: number): number => x >>> 0;
  const rotl = (x: number, k: number): number => u((x << k) | (x >>> (32 - k)));
  const [s0, s1, s2, s3] = s.map(u) as [number, number, number, number];
  const bits = u(Math.imul(rotl(u(Math.imul(s1, 5)), 7), 9));
  const t = u(s1 << 9);
  const n2a = u(s2 ^ s0);
  const n3a = u(s3 ^ s1);
  const n1 = u(s1 ^ n2a);
  const n0 = u(s0 ^ n3a);
  const n2 = u(n2a ^ t);
  const n3 = rotl(n3a, 11);
  return { bits, next: [n0, n1, n2, n3] };
}

/** mulberry32, one step: the next state and its 32 output bits. */
function mulberryStep(state: number): { state: number; bits: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, bits: (t ^ (t >>> 14)) >>> 0 };
}

/** Fair faces: outputs of 2^32 - 4 and above (the part that would favour 1 to 4) are drawn again. */
function referenceFaces(state: GeneratorState, count: number): { state: GeneratorState; faces: Face[] } {
  const faces: Face[] = [];
  let at: GeneratorState = state;
  while (faces.length < count) {
    let bits: number;
    if (typeof at === 'number') {
      const step = mulberryStep(at);
      at = step.state;
      bits = step.bits;
    } else {
      const step = xoshiroStep(at);
      at = step.next as unknown as GeneratorState;
      bits = step.bits;
    }
    if (bits < 2 ** 32 - 4) faces.push(((bits % 6) + 1) as Face);
  }
  return { state: at, faces };
}

/** MurmurHash3 x86 128 of a list of bytes (seed 0), byte by byte: its four 32-bit words. */
function murmurBytes(bytes: readonly number[]): number[] {
  const c = [0x239b961b, 0xab0e9789, 0x38b34ae5, 0xa1e38b93];
  const rotations = [15, 16, 17, 18];
  const rounds = [19, 17, 15, 13];
  const adds = [0x561ccd1b, 0x0bcaa747, 0x96cd1c35, 0x32ac3b17];
  const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;
  const mul = (a: number, b: number): number => Math.imul(a, b) >>> 0;
  const lane = (k: number, i: number): number => mul(rotl(mul(k, c[i] ?? 0), rotations[i] ?? 0), c[(i + 1) % 4] ?? 0);
  const h = [0, 0, 0, 0];
  const word = (at: number): number => ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 24)) >>> 0;
  const whole = bytes.length - (bytes.length % 16);
  for (let at = 0; at < whole; at += 16) {
    for (let i = 0; i < 4; i++) {
      h[i] = ((h[i] ?? 0) ^ lane(word(at + 4 * i), i)) >>> 0;
      h[i] = (mul((rotl(h[i] ?? 0, rounds[i] ?? 0) + (h[(i + 1) % 4] ?? 0)) >>> 0, 5) + (adds[i] ?? 0)) >>> 0;
    }
  }
  for (let i = 0; i < 4; i++) {
    const part = bytes.slice(whole + 4 * i, whole + 4 * i + 4);
    if (part.length === 0) continue;
    let k = 0;
    part.forEach((byte, b) => (k |= byte << (8 * b)));
    h[i] = ((h[i] ?? 0) ^ lane(k >>> 0, i)) >>> 0;
  }
  for (let i = 0; i < 4; i++) h[i] = ((h[i] ?? 0) ^ bytes.length) >>> 0;
  const spread = (): void => {
    h[0] = ((h[0] ?? 0) + (h[1] ?? 0) + (h[2] ?? 0) + (h[3] ?? 0)) >>> 0;
    for (let i = 1; i < 4; i++) h[i] = ((h[i] ?? 0) + h[0]) >>> 0;
  };
  spread();
  for (let i = 0; i < 4; i++) {
    let x = h[i] ?? 0;
    x = mul(x ^ (x >>> 16), 0x85ebca6b);
    x = mul(x ^ (x >>> 13), 0xc2b2ae35);
    h[i] = (x ^ (x >>> 16)) >>> 0;
  }
  spread();
  return h;
}

const utf8 = (text: string): number[] => [...new TextEncoder().encode(text)];
/** A text's UTF-16 code units, one by one. */
const units = (text: string): number[] => Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
const utf16 = (text: string): number[] => units(text).flatMap((unit) => [unit & 0xff, unit >>> 8]);
const hex = (words: readonly number[]): string => words.map((w) => w.toString(16).padStart(8, '0')).join('');

/** FNV-1a of a text's code units: version 1's seed. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const unit of units(text)) {
    hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  }
  return hash;
}

// ---------------------------------------------------------------- tests

describe('the seed hash (version 2)', () => {
  it('is MurmurHash3 x86 128: the reference here gives the published hashes of these texts', () => {
    // Published values of MurmurHash3_x86_128 (seed 0) over the UTF-8 bytes of each text.
    expect(hex(murmurBytes(utf8('H')))).toBe('f69feb5df45637a0f45637a0f45637a0');
    expect(hex(murmurBytes(utf8('Hello')))).toBe('2360ae465e6336c6ad45b3f4ad45b3f4');
    expect(hex(murmurBytes(utf8('Hello World!')))).toBe('6bee9883eb1be4f59dfb7172ae3fbea9');
    expect(hex(murmurBytes(utf8('Hello World! Hello World!')))).toBe('86163d2b245b8ee23c4d056024166d77');
  });

  it('hashes bytes (table files) as the published values and the reference do, whatever the view’s offset', () => {
    expect(hex(hashBytes(new TextEncoder().encode('Hello World!')))).toBe('6bee9883eb1be4f59dfb7172ae3fbea9');
    expect(hex(hashBytes(new TextEncoder().encode('Hello World! Hello World!')))).toBe('86163d2b245b8ee23c4d056024166d77');
    const bytes = Uint8Array.from({ length: 200 }, (_, i) => (i * 37 + 11) & 0xff);
    for (const [from, to] of [[0, 0], [0, 1], [3, 20], [1, 200], [5, 133], [16, 48]] as const) {
      expect(hashBytes(bytes.subarray(from, to))).toEqual(murmurBytes([...bytes.subarray(from, to)]));
    }
  });

  it('hashes the seed text’s UTF-16 code units, little-endian, as the reference does', () => {
    const texts = ['', 'a', 's:7', 'n:7', 's:bars:12345', 's:' + 'x'.repeat(33), 's:é😀 seeds', 'n:-0.5', 'n:1e+21'];
    for (let n = 0; n < 40; n++) texts.push(`s:${'ab'.repeat(n)}${n}`);
    for (const text of texts) {
      const expected = murmurBytes(utf16(text));
      const words = expected.every((w) => w === 0) ? [0x9e3779b9, 0, 0, 0] : expected;
      expect(hash128(text), text).toEqual(words);
    }
  });

  it('seeds version 2 from "n:" and "s:" texts, version 1 from FNV-1a of the same', () => {
    expect(seedState(7, 2)).toEqual(murmurBytes(utf16('n:7')));
    expect(seedState('7', 2)).toEqual(murmurBytes(utf16('s:7')));
    expect(seedState('league', 1)).toBe(fnv1a('s:league'));
    expect(seedState(-3.5, 1)).toBe(fnv1a('n:-3.5'));
  });
});

describe('the generators', () => {
  const V2: GeneratorState[] = [[1, 0, 0, 0], [0, 0, 0, 1], [0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff], hash128('s:7'), [123456789, 362436069, 521288629, 88675123]];
  const V1: GeneratorState[] = [0, 1, 42, 0x7fffffff, 0x80000000, 0xfffffffa, 0xffffffff, 123456789];

  it('draw the same fair faces as the references, one at a time and several at once', () => {
    for (const start of [...V2, ...V1]) {
      const expected = referenceFaces(start, 600);
      const batched: Face[] = [];
      let state = start;
      for (let count = 1; batched.length < 600; count = (count % 6) + 1) {
        const faces: Face[] = [];
        state = drawFaces(state, Math.min(count, 600 - batched.length), faces);
        batched.push(...faces);
      }
      expect(batched).toEqual(expected.faces);
      expect(state).toEqual(expected.state);
    }
  });

  it('draw again outputs of 2^32 - 4 and above: a state whose next output is one rolls the face of the output after it', () => {
    // xoshiro128**'s output is rotl(s1 * 5, 7) * 9: the s1 that gives an output y, by the inverses of 9 and 5 modulo 2^32.
    const rotr = (x: number, k: number): number => ((x >>> k) | (x << (32 - k))) >>> 0;
    for (const y of [0xffffffff, 0xfffffffc]) {
      const s1 = Math.imul(rotr(Math.imul(y, 0x38e38e39) >>> 0, 7), 0xcccccccd) >>> 0;
      const state: GeneratorState = [0x12345678, s1, 0x9abcdef0, 0x0fedcba9];
      expect(xoshiroStep(state).bits).toBe(y);
      const second = xoshiroStep(xoshiroStep(state).next);
      expect(second.bits).toBeLessThan(2 ** 32 - 4);
      const faces: Face[] = [];
      const after = drawFaces(state, 1, faces);
      expect(faces).toEqual([(second.bits % 6) + 1]);
      expect(after).toEqual(second.next);
    }
    // Just below the limit is a face: 2^32 - 5 is 5 modulo 6, a 6.
    const y = 2 ** 32 - 5;
    const s1 = Math.imul(rotr(Math.imul(y, 0x38e38e39) >>> 0, 7), 0xcccccccd) >>> 0;
    const faces: Face[] = [];
    drawFaces([1, s1, 2, 3], 1, faces);
    expect(faces).toEqual([6]);
  });

  it('never change the state they are given', () => {
    const start = Object.freeze([5, 6, 7, 8]) as unknown as GeneratorState;
    const faces: Face[] = [];
    const after = drawFaces(start, 6, faces);
    expect(start).toEqual([5, 6, 7, 8]);
    expect(after).not.toBe(start);
  });
});

describe('a game’s dice', () => {
  function play(game: GameState, check: (before: GameState, after: GameState, count: number) => void): void {
    for (let i = 0; i < 200 && !game.over; i++) {
      const legal = legalActions(game);
      const action = legal[i % legal.length];
      if (action === undefined) throw new Error('no legal action');
      const next = applyAction(game, action);
      const count = action.type === 'roll' ? (game.turn.hotDice ? 6 : game.turn.rollable.length) : 0;
      check(game, next, count);
      game = next;
    }
  }

  it('come from the state’s generator (version 2), die by die in the order of the dice to roll', () => {
    const game = createGame({ players: ['Ann', 'Bob'], seed: 'random test', firstPlayer: 0 });
    expect(game.version).toBe(2);
    expect(game.rng).toEqual(murmurBytes(utf16('s:random test')));
    play(game, (before, after, count) => {
      if (count === 0) {
        expect(after.rng).toEqual(before.rng);
        return;
      }
      const expected = referenceFaces(before.rng, count);
      const rolled = after.events.find((event) => event.type === 'rolled');
      expect(rolled?.type === 'rolled' ? rolled.dice.map((die) => die.face) : null).toEqual(expected.faces);
      expect(after.rng).toEqual(expected.state);
    });
  });

  it('throw for the first player with the same generator, from the seed’s state', () => {
    const game = createGame({ players: ['Ann', 'Bob', 'Cy'], seed: 99 });
    const event = game.events.find((e) => e.type === 'firstPlayerRoll');
    const thrown = event?.type === 'firstPlayerRoll' ? event.rolls.map((roll) => roll.face) : [];
    expect(thrown.length).toBeGreaterThan(0);
    const expected = referenceFaces(murmurBytes(utf16('n:99')) as unknown as GeneratorState, thrown.length);
    expect(thrown).toEqual(expected.faces);
    expect(game.rng).toEqual(expected.state);
  });
});
