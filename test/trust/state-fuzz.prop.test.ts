/**
 * Untrusted states, fuzzed: any JSON value, and valid states mutated (a field
 * removed, retyped, out of range, or taken from another game), given to
 * `restoreGame`, `legalActions` and `applyAction`. Only FarkleErrors are
 * thrown, nothing given is changed, whatever is accepted plays on, and a
 * valid state always restores and plays on identically.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FarkleError, applyAction, createGame, legalActions, randomBot, restoreGame, type Action, type GameState } from '../../src/index.js';
import { viaJson } from '../support/games.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';

/** Runs `call`; a FarkleError is an answer, anything else thrown fails the test. */
function answer(call: () => unknown): unknown {
  try {
    return call();
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
}

/** The states of a game played by randomBot from a draw of the rule space, at most `steps` of them. */
function gameStates(draw: Parameters<typeof rulesOf>[0], seed: number, steps = 60): GameState[] {
  let state = createGame({ players: ['Ann', 'Bob', 'Cy'].slice(0, Math.max(2, rulesOf(draw).players.min)), rules: rulesOf(draw), seed });
  const states = [state];
  while (!state.over && states.length < steps) {
    state = applyAction(state, randomBot(state));
    states.push(state);
  }
  return states;
}

/** Every path into a JSON value, as lists of keys. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

function getAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((inner, key) => (typeof inner === 'object' && inner !== null ? (inner as Record<string | number, unknown>)[key] : undefined), value);
}

/** `value` with the value at `path` replaced (or removed, for `undefined`), as a new JSON value. */
function setAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value);
  if (path.length === 0) return replacement;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] as string | number;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- removing the mutated key is the point
    else delete parent[key];
  } else {
    parent[key] = replacement;
  }
  return copy;
}

const ruleDraws = anyRulesArb;

/** A replacement value: any JSON, or a number just out of every range the state uses. */
const replacementArb = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-1, 0, 1, 2, 6, 7, 99, 1.5, 1e9, 1e16, -1e16, '1', '', null, true, [], {}, undefined),
);

/** Every call an untrusted state meets, each given its own copy checked unchanged after. */
function expectOnlyFarkleErrors(value: unknown, action: unknown): void {
  const before = structuredClone(value);
  const restored = answer(() => restoreGame(value));
  const listed = answer(() => legalActions(value as GameState));
  const applied = answer(() => applyAction(value as GameState, action as Action));
  expect(value).toEqual(before);
  // A state that restores is one the engine can play: it lists what its restored copy lists, a game not
  // over lists something, and every listed action applies to it, giving a state (never a FarkleError),
  // whether given as the listed object or as a copy through JSON, as an app sends it.
  if (!(restored instanceof FarkleError)) {
    const state = restored as GameState;
    expect(listed).not.toBeInstanceOf(FarkleError);
    const legal = listed as readonly Action[];
    expect(legal).toEqual(legalActions(state));
    expect(legal.length > 0 || state.over).toBe(true);
    for (const action of legal) {
      for (const sent of [action, JSON.parse(JSON.stringify(action)) as Action]) {
        const next = answer(() => applyAction(state, sent));
        expect(next, `${JSON.stringify(sent)} listed but refused: ${String(next)}`).not.toBeInstanceOf(FarkleError);
      }
    }
  } else {
    expect(listed).toBeInstanceOf(FarkleError);
    expect(applied).toBeInstanceOf(FarkleError);
  }
}

describe('untrusted states', () => {
  it('any JSON value as a state, with any JSON value as an action: FarkleErrors only, nothing changed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue({ maxDepth: 2 }), (value, action) => {
        expectOnlyFarkleErrors(value, action);
        const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
        expectOnlyFarkleErrors({ version: 1, ...fields }, action);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('a valid state with one value removed, retyped, out of range or from another game', () => {
    fc.assert(
      // The state and the path are drawn apart, so that any path of any state can be mutated.
      fc.property(ruleDraws, fc.nat(1000), fc.nat(1000), fc.nat(1000), replacementArb, fc.boolean(), (draw, seed, statePick, pathPick, replacement, fromOther) => {
        const states = gameStates(draw, seed);
        const state = viaJson(states[statePick % states.length] as GameState);
        const paths = pathsOf(state).filter((path) => path[0] !== 'events' || path.length < 3);
        const path = paths[pathPick % paths.length] as (string | number)[];
        // From another game: the value at the same path in a state of another seed, if it has one.
        const other = fromOther ? getAt(viaJson(gameStates(draw, seed + 1, 20).at(-1) as GameState), path) : replacement;
        const mutated = setAt(state, path, other);
        expectOnlyFarkleErrors(mutated, { type: 'roll' });
        expectOnlyFarkleErrors(mutated, legalActions(state)[0] ?? { type: 'bank' });
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('every state of random games over the rule space restores, through JSON, to an equal state that plays on identically', () => {
    fc.assert(
      fc.property(ruleDraws, fc.nat(1000), (draw, seed) => {
        for (const state of gameStates(draw, seed, 80)) {
          const saved = viaJson(state);
          const restored = restoreGame(saved);
          expect(restored).toEqual(state);
          expect(legalActions(saved)).toEqual(legalActions(state));
          if (state.over) continue;
          const action = randomBot(state);
          expect(JSON.stringify(applyAction(restored, action))).toBe(JSON.stringify(applyAction(state, action)));
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
