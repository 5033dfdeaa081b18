/**
 * The seeded generator that rolls when an action brings no dice. Its outputs
 * are checked against mulberry32 written out here from the algorithm's
 * definition, and the faces a game rolls against fair rejection sampling of
 * those outputs, so a faster implementation cannot quietly change the games
 * a seed plays.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, type Face } from '../../src/index.js';
import { Random, drawFaces } from '../../src/game/random.js';

/** mulberry32, one step: the next state and its 32 output bits. */
function reference(state: number): { state: number; bits: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, bits: (t ^ (t >>> 14)) >>> 0 };
}

/** Fair faces from the reference: outputs of 2^32 - 4 and above (the part that would favour 1 to 4) are drawn again. */
function referenceFaces(state: number, count: number): { state: number; faces: Face[] } {
  const faces: Face[] = [];
  while (faces.length < count) {
    const step = reference(state);
    state = step.state;
    if (step.bits < 2 ** 32 - 4) faces.push(((step.bits % 6) + 1) as Face);
  }
  return { state, faces };
}

const STATES = [0, 1, 42, 0x7fffffff, 0x80000000, 0xfffffffa, 0xffffffff, 123456789];

describe('the seeded generator', () => {
  it('gives mulberry32’s outputs and states', () => {
    for (const start of STATES) {
      const random = new Random(start);
      let state = start;
      for (let i = 0; i < 1000; i++) {
        const step = reference(state);
        state = step.state;
        expect(random.next()).toBe(step.bits);
        expect(random.state).toBe(state);
      }
    }
  });

  it('draws the same fair faces one at a time and several at once', () => {
    for (const start of STATES) {
      const expected = referenceFaces(start, 600);
      const random = new Random(start);
      const single = Array.from({ length: 600 }, () => random.face());
      expect(single).toEqual(expected.faces);
      expect(random.state).toBe(expected.state);

      const batched: Face[] = [];
      let state = start;
      for (let count = 1; batched.length < 600; count = (count % 6) + 1) {
        const faces: Face[] = [];
        state = drawFaces(state, Math.min(count, 600 - batched.length), faces);
        batched.push(...faces);
      }
      expect(batched).toEqual(expected.faces);
      expect(state).toBe(expected.state);
    }
  });

  it('rolls each face about equally often', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const faces: Face[] = [];
    let state = 2024;
    for (let i = 0; i < 10_000; i++) {
      state = drawFaces(state, 6, faces);
      for (const face of faces) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    // 60,000 faces: chi-square with 5 degrees of freedom; 20.5 is its 0.1 % tail.
    const chiSquare = counts.reduce((sum, count) => sum + (count - 10_000) ** 2 / 10_000, 0);
    expect(chiSquare).toBeLessThan(20.5);
  });

  it('rolls a game’s dice from the state’s generator, die by die in the order of the dice to roll', () => {
    let game = createGame({ players: ['Ann', 'Bob'], seed: 'random test', firstPlayer: 0 });
    for (let i = 0; i < 200 && !game.over; i++) {
      const action = legalActions(game)[i % legalActions(game).length];
      if (action === undefined) throw new Error('no legal action');
      const next = applyAction(game, action);
      if (action.type === 'roll') {
        const count = game.turn.hotDice ? 6 : game.turn.rollable.length;
        const expected = referenceFaces(game.rng, count);
        const rolled = next.events.find((event) => event.type === 'rolled');
        expect(rolled?.type === 'rolled' ? rolled.dice.map((die) => die.face) : null).toEqual(expected.faces);
        expect(next.rng).toBe(expected.state);
      } else {
        expect(next.rng).toBe(game.rng);
      }
      game = next;
    }
  });
});
