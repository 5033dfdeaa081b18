/**
 * States are immutable for real: no later call and no edit of a returned
 * state, in place, changes another state; an edit in place is checked like
 * any other state at the next call.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, randomBot, type GameState, type PresetName, type Rules } from '../../src/index.js';
import { trusted } from '../../src/game/trust/twin.js';
import { expectFarkleError } from '../support/helpers.js';
import { PRESETS_OF_THE_RULES } from '../support/tables.js';

/** The states of a game played by randomBot, each with a deep copy taken when it was made. */
function played(rules: PresetName | Rules, seed: number, steps: number): { state: GameState; copy: GameState }[] {
  let state = createGame({ players: ['Ann', 'Bob'], rules, seed });
  const out = [{ state, copy: structuredClone(state) }];
  while (!state.over && out.length < steps) {
    state = applyAction(state, randomBot(state));
    out.push({ state, copy: structuredClone(state) });
  }
  return out;
}

/** Every object and array inside a value (the value included). */
function partsOf(value: unknown, out: object[] = []): object[] {
  if (typeof value !== 'object' || value === null) return out;
  out.push(value);
  for (const inner of Object.values(value)) partsOf(inner, out);
  return out;
}

/** House rules whose turns hold offers, carried totals, sets to clear and second chances. */
const HOUSE = defineRules({
  name: 'house',
  highStakes: true,
  turn: { carryOn: true, clearCombo: true, secondChance: true },
  end: { finalRound: true, ties: 'playOff' },
});

/** Every object and array inside a value, by its path. */
function pathsOf(value: unknown, path: string, out: [string, object][] = []): [string, object][] {
  if (typeof value !== 'object' || value === null) return out;
  out.push([path, value]);
  for (const [key, inner] of Object.entries(value)) pathsOf(inner, `${path}.${key}`, out);
  return out;
}

/** Every preset, and the house rules, by name: each in every run, so that none is missed by the draw. */
const RULE_SETS: readonly (readonly [string, PresetName | Rules])[] = [...PRESETS_OF_THE_RULES.map((name) => [name, name] as const), [HOUSE.name, HOUSE]];

describe('immutable states', () => {
  it.each(RULE_SETS)('%s: no two states of a game share an object that can be changed', (_name, rules) => {
    fc.assert(
      fc.property(fc.nat(1000), (seed) => {
        const seen = new Map<object, number>();
        played(rules, seed, 80).forEach(({ state }, index) => {
          for (const part of partsOf({ ...state, rules: null })) {
            if (Object.isFrozen(part)) continue;
            const owner = seen.get(part);
            expect(owner === undefined || owner === index, `shared by states ${owner} and ${index}`).toBe(true);
            seen.set(part, index);
          }
        });
      }),
      { numRuns: 5 },
    );
  }, 60_000);

  it.each(RULE_SETS)("%s: no state shares an object that can be changed with the engine's own copy of any state", (_name, rules) => {
    fc.assert(
      fc.property(fc.nat(1000), (seed) => {
        const states = played(rules, seed, 120).map(({ state }) => state);
        const engine = new Set<object>();
        for (const state of states) {
          const twin = trusted(state);
          expect(twin).not.toBeNull();
          expect(twin).not.toBe(state);
          for (const part of partsOf({ ...twin, rules: null })) if (!Object.isFrozen(part)) engine.add(part);
        }
        for (const state of states) {
          for (const [path, part] of pathsOf({ ...state, rules: null }, 'state')) expect(Object.isFrozen(part) || !engine.has(part), path).toBe(true);
        }
      }),
      { numRuns: 5 },
    );
  }, 60_000);

  it('editing every state in place after it was made changes no other state, and later calls change none', () => {
    const states = played('farkel', 5, 60);
    for (const { state } of states.slice(0, -1)) legalActions(state);
    // Edit each state in place, as a careless caller would, then compare the others with their copies.
    states.forEach(({ state }, index) => {
      const turn = state.turn as unknown as { total: number; rollable: number[] };
      turn.total += 1;
      // Empty lists are one shared frozen array: pushing onto it throws rather than change other states.
      if (Object.isFrozen(turn.rollable)) expect(() => turn.rollable.push(0)).toThrow(TypeError);
      else turn.rollable.push(0);
      const player = state.players[0] as { score: number };
      player.score += 1;
      states.forEach(({ state: other, copy }, otherIndex) => {
        if (otherIndex > index) expect(other).toEqual(copy);
      });
    });
  });

  it('an edit in place is checked at the next call, like any other state', () => {
    const state = applyAction(createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
    expect(legalActions(state).length).toBeGreaterThan(0);
    const edited = state as unknown as { turn: { roll: { face: number }[] | null } };
    const roll = edited.turn.roll;
    edited.turn.roll = null;
    expect(expectFarkleError(() => legalActions(state), 'invalid-state').path).toBe('state.turn.roll');
    edited.turn.roll = roll;
    expect(legalActions(state).length).toBeGreaterThan(0);
    // Between a listing and applying one of its actions too.
    const listed = legalActions(state);
    (state.players as unknown as { score: unknown }[])[0] = { score: 'lots' };
    expect(expectFarkleError(() => applyAction(state, listed[0] as never), 'invalid-state').path).toBe('state.players[0].name');
  });

  it('a valid edit plays on from the edit, and a second edit between listing and applying is caught too', () => {
    const state = applyAction(createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
    const edited = state as unknown as { players: { score: number; onBoard: boolean }[]; turn: { total: number } };
    Object.assign(edited.players[0] as object, { score: 2000, onBoard: true });
    const listed = legalActions(state);
    const keepAll = listed.find((action) => action.type === 'keep' && action.dice.length === 4);
    expect(keepAll).toBeDefined();
    // The valid edit is played: banking the keep (three 1s and a 5: 350) adds to 2,000.
    const kept = applyAction(state, keepAll as never);
    const banked = applyAction(kept, { type: 'bank' });
    expect(banked.players[0]?.score).toBe(2000 + 300 + 50);
    // Listed on the edited state, then edited again before applying: checked again, not read once.
    const again = legalActions(state);
    edited.turn.total = -5;
    expect(expectFarkleError(() => applyAction(state, again[0] as never), 'invalid-state').path).toBe('state.turn.total');
  });
});
