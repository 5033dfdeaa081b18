/**
 * The edges of the public exports (issue 29, items 1 and 5): exported
 * constants that callers could change (after `PRESET_NAMES.push('toString')`,
 * `resolveRules('toString')` answered `Object.prototype.toString`), messages
 * that quoted a 2 MB input whole, exports that threw a TypeError on a revoked
 * proxy or `null` (the values they take: boundary-values.test.ts). Each must
 * end in a FarkleError of the export's own code, or not happen at all.
 */
import { describe, expect, it } from 'vitest';
import * as main from '../src/index.js';
import * as node from '../src/node.js';
import {
  COMBINATION_KINDS,
  ERROR_CODES,
  FarkleError,
  PRESET_NAMES,
  applyAction,
  botFromName,
  combinationName,
  createGame,
  defineRules,
  isPresetName,
  mergeSimulations,
  replayGame,
  resolveRules,
  restoreGame,
  restoreWinChance,
  scoreRoll,
  seatsUnsupported,
  simulate,
  type GameState,
  type SimulationResult,
} from '../src/index.js';
import { expectFarkleError } from './support/helpers.js';

/** Every path from `value` to an object in it (itself included) that is not frozen; functions are not walked. */
function unfrozen(value: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const out = Object.isFrozen(value) ? [] : [path];
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    if (descriptor !== undefined && 'value' in descriptor) out.push(...unfrozen(descriptor.value, `${path}.${String(key)}`, seen));
  }
  return out;
}

/** A value that throws whatever is done with it. */
function revoked(array = false): object {
  const { proxy, revoke } = Proxy.revocable(array ? [] : {}, {});
  revoke();
  return proxy;
}

/** A Proxy whose every trap throws. */
function trapping(): object {
  const fail = (): never => {
    throw new Error('trap');
  };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail });
}

/** An object whose `key` throws when read. */
function throwingAt(base: object, key: string): object {
  return Object.defineProperty({ ...base }, key, {
    enumerable: true,
    get() {
      throw new Error('getter');
    },
  });
}

describe('exported constants', () => {
  const ENTRIES = { 'farkle-rules': main, 'farkle-rules/node': node } as const;

  it('every export of both entries that is no function is deeply frozen', () => {
    const found: string[] = [];
    const failures: string[] = [];
    for (const [entry, exports] of Object.entries(ENTRIES)) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function') continue;
        found.push(name);
        failures.push(...unfrozen(value, `${entry}:${name}`));
      }
    }
    expect(failures).toEqual([]);
    // The walk saw the constants of the issue (and would see any new one).
    expect(found).toEqual(expect.arrayContaining(['PRESET_NAMES', 'COMBINATION_KINDS', 'ERROR_CODES', 'FACES', 'RULE_LIMITS', 'presets', 'bots']));
  });

  it('the issue: PRESET_NAMES cannot grow, and toString is no preset', () => {
    const names = PRESET_NAMES as unknown as string[];
    let pushed = false;
    try {
      names.push('toString');
      pushed = true;
    } catch (error) {
      expect(error).toBeInstanceOf(TypeError);
    }
    try {
      expect(pushed).toBe(false);
      expectFarkleError(() => resolveRules('toString' as never), 'unknown-preset', 'rules');
      expectFarkleError(() => createGame({ players: ['Ann', 'Bob'], rules: 'toString' as never }), 'unknown-preset', 'rules');
    } finally {
      // Without the freeze, leave the list as it was for the other tests.
      if (pushed) names.pop();
    }
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])('%s, a name on every prototype, is no preset', (name) => {
    expect(isPresetName(name)).toBe(false);
    expectFarkleError(() => resolveRules(name as never), 'unknown-preset', 'rules');
    expectFarkleError(() => scoreRoll([1], name as never), 'unknown-preset', 'rules');
  });

  it('ERROR_CODES and COMBINATION_KINDS cannot be changed either', () => {
    expect(() => (ERROR_CODES as unknown as string[]).push('nope')).toThrow(TypeError);
    expect(() => (COMBINATION_KINDS as unknown as string[]).push('nope')).toThrow(TypeError);
    expect(ERROR_CODES).not.toContain('nope');
    expect(COMBINATION_KINDS).not.toContain('nope');
  });
});

describe('messages quote a bounded part of what they were given', () => {
  const BIG = 'x'.repeat(2_000_000);
  const BIG_LIST = Array.from({ length: 2_000_000 }, () => 3);
  const rolled = (): GameState => applyAction(createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
  const STATE = JSON.parse(JSON.stringify(rolled())) as GameState;
  const bigError = (): Error => Object.assign(new Error(BIG), { name: BIG });

  it.each([
    ['resolveRules, a rules name', () => resolveRules(BIG as never)],
    ['scoreRoll, a rules name', () => scoreRoll([1], BIG as never)],
    ['scoreRoll, a die', () => scoreRoll([BIG] as never)],
    ['scoreRoll, dice', () => scoreRoll(BIG_LIST as never)],
    ['applyAction, an action type', () => applyAction(rolled(), { type: BIG } as never)],
    ['applyAction, the dice of a keep', () => applyAction(rolled(), { type: 'keep', dice: BIG_LIST } as never)],
    ['applyAction, a getter that throws an error of 2 MB', () => applyAction(rolled(), Object.defineProperty({}, 'type', { enumerable: true, get: () => { throw bigError(); } }) as never)],
    ['restoreGame, a state field', () => restoreGame({ ...STATE, turn: { ...STATE.turn, phase: BIG } })],
    ['restoreGame, a key of the state', () => restoreGame({ ...STATE, [BIG]: 1 })],
    ['createGame, an option key', () => createGame({ players: ['Ann', 'Bob'], [BIG]: 1 })],
    ['defineRules, a rules key', () => defineRules({ scoring: { [BIG]: 1 } })],
    ['replayGame, an action', () => replayGame({ version: 2, rules: 'classic', players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0, actions: [BIG] } as never)],
    ['botFromName, a bot name', () => botFromName(BIG)],
    ['combinationName, a kind', () => combinationName(BIG as never)],
    ['mergeSimulations, a seat name', () => {
      const part = simulate({ bots: ['greedy', 'random'], games: 1, seed: 1 });
      return mergeSimulations([part, { ...part, players: [{ ...part.players[0], name: BIG }, part.players[1]] } as SimulationResult]);
    }],
  ] as const)('%s', (_name, call) => {
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(FarkleError);
    expect((thrown as FarkleError).message.length).toBeLessThan(1_000);
  });

  it('a long string is quoted in part, with its length', () => {
    const error = expectFarkleError(() => resolveRules(BIG as never), 'unknown-preset', 'rules');
    expect(error.message).toContain(`"${'x'.repeat(200)}"... (2000000 characters)`);
    // What follows the quote is kept.
    expect(error.message).toContain('expected one of classic');
  });
});

describe('exports that threw a TypeError on what they read', () => {
  const STRAIGHT = { kind: 'straight', faces: [1, 2, 3, 4, 5] };

  it.each([
    ['a revoked proxy', revoked()],
    ['a proxy whose traps throw', trapping()],
    ['a kind that throws', throwingAt(STRAIGHT, 'kind')],
    ['faces that throw', throwingAt(STRAIGHT, 'faces')],
    ['a face that throws', { kind: 'straight', faces: Object.defineProperty([1, 2, 3], 1, { get: () => { throw new Error('getter'); } }) }],
    ['a length that throws', { kind: 'straight', faces: new Proxy([1, 2, 3], { get: (target, key) => { if (key === 'length') throw new Error('length'); return Reflect.get(target, key) as unknown; } }) }],
  ])('combinationName refuses %s with invalid-options', (_name, value) => {
    expectFarkleError(() => combinationName(value as never), 'invalid-options');
  });

  it('combinationName still names what it named', () => {
    expect(combinationName(STRAIGHT as never)).toBe('straight 1-2-3-4-5');
    expect(combinationName({ kind: 'straight', faces: revoked(true) } as never)).toBe('straight');
  });

  it.each([
    ['null', null],
    ['a number', 7],
    ['a revoked proxy', revoked()],
    ['a proxy whose traps throw', trapping()],
    ['a plain object that is no rule set', { name: 'house' }],
  ])('seatsUnsupported refuses %s with invalid-rules', (_name, value) => {
    expectFarkleError(() => seatsUnsupported(value as never), 'invalid-rules');
  });

  it('seatsUnsupported still answers for rule sets and presets', () => {
    expect(seatsUnsupported(main.presets.classic)).toBeNull();
    expect(seatsUnsupported(main.presets.zilch)).toBe('farklePenalty');
    expect(seatsUnsupported(JSON.parse(JSON.stringify(main.presets.zilch)) as never)).toBe('farklePenalty');
  });

  it.each([
    ['a revoked proxy', revoked()],
    ['a revoked proxy of an array', revoked(true)],
    ['a proxy of a Float64Array', new Proxy(new Float64Array(121), {})],
    ['a proxy whose traps throw', trapping()],
    ['an array', Array.from({ length: 121 }, () => 0)],
  ])('restoreWinChance refuses %s for a table with invalid-options', (_name, table) => {
    expectFarkleError(() => restoreWinChance('classic', { target: 500 }, table as never), 'invalid-options', 'table');
  });
});
