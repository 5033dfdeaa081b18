import type { Face } from '../../dice.js';
import { mulberry32Faces, mulberry32Seed } from './mulberry32.js';
import { hash128 } from './seed-hash.js';
import { xoshiroFaces } from './xoshiro128.js';

/**
 * The state of the seeded generator as a game state holds it (`rng`): of
 * format version 2, xoshiro128**'s four 32-bit words (not all 0); of version
 * 1 (states and records of releases before it), mulberry32's one number.
 * Treat it as opaque: it is there so that a saved game rolls on as it would
 * have, and (see the game server guide) it must not reach players.
 *
 * @example
 * ```ts
 * const game = createGame({ players: ['Ann', 'Bob'], seed: 7 });
 * game.version; // 2
 * game.rng; // four integers, e.g. [2968370386, 1519826071, 3463567290, 1083426452]
 * ```
 *
 * @category Game
 */
export type GeneratorState = number | readonly [number, number, number, number];

/** The state format versions, by the generator each rolls with. */
export type GeneratorVersion = 1 | 2;

/** The version a generator state belongs to. */
export function versionOf(state: GeneratorState): GeneratorVersion {
  return typeof state === 'number' ? 1 : 2;
}

/**
 * Draws `count` fair faces into `faces` from generator state `state` and
 * returns the state after them, with the generator of the state's own
 * version (so a state restored from an earlier release rolls as it did).
 */
export function drawFaces(state: GeneratorState, count: number, faces: Face[]): GeneratorState {
  return typeof state === 'number' ? mulberry32Faces(state, count, faces) : xoshiroFaces(state, count, faces);
}

/** The generator state of a seed (any number or string) for a state of format `version`. */
export function seedState(seed: number | string, version: GeneratorVersion): GeneratorState {
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  return version === 1 ? mulberry32Seed(text) : hash128(text);
}

/** Whether two generator states are the same. */
export function sameGeneratorState(a: unknown, b: GeneratorState): boolean {
  if (typeof b === 'number') return a === b;
  if (!Array.isArray(a) || a.length !== 4) return false;
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/** One 32-bit word of a generator state (its words folded together), for a hash of the state (`randomBot`). */
export function generatorWord(state: GeneratorState): number {
  return typeof state === 'number' ? state : (state[0] ^ state[1] ^ state[2] ^ state[3]) >>> 0;
}

/** A generator that draws one face at a time, its state kept here (the first player's throw-off). */
export class Random {
  constructor(public state: GeneratorState) {}

  /** A fair face: draws that would favour low faces are rejected. */
  face(): Face {
    this.state = drawFaces(this.state, 1, scratch);
    return scratch[0] as Face;
  }
}

const scratch: Face[] = [1];
