/**
 * The edges of the public exports (issue 29, items 1 and 5): exported
 * constants that callers could change (after `PRESET_NAMES.push('toString')`,
 * `resolveRules('toString')` answered `Object.prototype.toString`), messages
 * that quoted a 2 MB input whole, exports that threw a TypeError on a revoked
 * proxy or `null`, a restored win table of NaN taken as solved, simulation
 * parts with more wins than games merged into a win rate of 50,000, and a
 * straight of a million faces named in 2 MB. Each must end in a FarkleError
 * of the export's own code, or not happen at all.
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
  optimalWinChance,
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

describe('restoreWinChance checks the chances in its table', () => {
  const solved = optimalWinChance('classic', { target: 500 });

  it.each([
    ['NaN everywhere', new Float64Array(121).fill(Number.NaN)],
    ['5 everywhere', new Float64Array(121).fill(5)],
    ['-1 everywhere', new Float64Array(121).fill(-1)],
    ['one NaN, last', Float64Array.from(solved.table, (v, i) => (i === 120 ? Number.NaN : v))],
    ['one Infinity', Float64Array.from(solved.table, (v, i) => (i === 60 ? Infinity : v))],
    ['one chance just above 1', Float64Array.from(solved.table, (v, i) => (i === 7 ? 1 + 2 ** -52 : v))],
    ['one chance just below 0', Float64Array.from(solved.table, (v, i) => (i === 7 ? -(2 ** -1074) : v))],
  ])('refuses %s with invalid-options', (_name, table) => {
    expect(table).toHaveLength(solved.table.length);
    expectFarkleError(() => restoreWinChance('classic', { target: 500 }, table), 'invalid-options', 'table');
  });

  it('takes a solved table, a table of zeros and a chance of exactly 0 or 1', () => {
    expect(restoreWinChance('classic', { target: 500 }, solved.table).firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
    expect(restoreWinChance('classic', { target: 500 }, new Float64Array(121)).winChance(0, 0)).toBe(0);
    expect(restoreWinChance('classic', { target: 500 }, new Float64Array(121).fill(1)).winChance(0, 0)).toBe(1);
  });

  it('checks a large table in one pass, and says where its first bad value is', () => {
    const table = new Float64Array(2000 * 2000);
    table[table.length - 1] = Number.NaN;
    const error = expectFarkleError(() => restoreWinChance('classic', { target: 99_999 }, table), 'invalid-options', 'table');
    expect(error.message).toContain(`NaN at ${table.length - 1}`);
  });
});

describe('mergeSimulations refuses counts no simulation can have', () => {
  const part = simulate({ bots: ['greedy', 'random'], games: 10, seed: 1 });
  /** `part` with these counts, and these counts of seat 0. */
  const claimed = (counts: Partial<SimulationResult>, seat0: Partial<SimulationResult['players'][number]> = {}): SimulationResult =>
    ({ ...part, ...counts, players: [{ ...part.players[0], ...seat0 }, part.players[1]] }) as SimulationResult;

  it('the issue: a million wins in ten games', () => {
    expectFarkleError(() => mergeSimulations([claimed({}, { wins: 1e6 })]), 'invalid-options', 'results[0].players[0].wins');
    expectFarkleError(() => mergeSimulations([part, claimed({}, { wins: 1e6 })]), 'invalid-options', 'results[1].players[0].wins');
  });

  it.each([
    ['more shared wins than wins', {}, { sharedWins: 11 }, 'results[0].players[0].sharedWins'],
    ['a win shared with nobody', {}, { sharedWins: 1 }, 'results[0].players'],
    ['more wins between the seats than games', {}, { wins: 10 }, 'results[0].players'],
    ['fewer wins than games with a winner', { noWinner: 0 }, { wins: 0 }, 'results[0].players'],
    ['more games without a winner than games', { noWinner: 6, unfinished: 6 }, {}, 'results[0]'],
    ['fewer turns than games', { turns: 9 }, {}, 'results[0].turns'],
    ['fewer actions than turns', { actions: 1 }, {}, 'results[0].actions'],
    ["the seats' turns not adding up to the turns", {}, { turns: 0 }, 'results[0].players'],
    ['a fraction of a win', {}, { wins: 0.5 }, 'results[0].players[0].wins'],
    ['negative wins', {}, { wins: -1 }, 'results[0].players[0].wins'],
    ['negative games', { games: -10 }, {}, 'results[0].games'],
  ] as const)('%s', (_name, counts, seat0, path) => {
    expectFarkleError(() => mergeSimulations([claimed(counts, seat0)]), 'invalid-options', path);
  });

  it('totals past 2^53, where sums are no longer exact', () => {
    const huge = 2 ** 52;
    const big = claimed({ games: huge, turns: huge, actions: huge, noWinner: 0, unfinished: huge }, { wins: 0, sharedWins: 0, turns: huge });
    const sized = { ...big, players: [big.players[0], { ...part.players[1], wins: 0, sharedWins: 0, turns: 0 }] } as SimulationResult;
    expect(mergeSimulations([sized]).games).toBe(huge);
    expectFarkleError(() => mergeSimulations([sized, sized]), 'invalid-options', 'results[1].games');
  });

  it('still merges what simulations report: shared wins, no winner, unfinished games, merged results', () => {
    const threes = { bots: ['greedy', 'greedy', 'greedy'], seed: 0, rules: defineRules({ end: { target: 500 } }) } as const;
    const shared = [simulate({ ...threes, games: 120 }), simulate({ ...threes, games: 80, firstGame: 120 })];
    expect(shared.some((result) => result.players.some((player) => player.sharedWins > 0))).toBe(true);
    expect(mergeSimulations(shared)).toEqual(simulate({ ...threes, games: 200 }));
    const lives = { rules: 'farkel', bots: ['greedy', 'random'], seed: 3, maxTurns: 40 } as const;
    const ended = [simulate({ ...lives, games: 20 }), simulate({ ...lives, games: 10, firstGame: 20 })];
    const whole = simulate({ ...lives, games: 30 });
    expect(whole.noWinner).toBeGreaterThan(0);
    expect(whole.unfinished).toBeGreaterThan(0);
    expect(mergeSimulations(ended)).toEqual(whole);
    expect(mergeSimulations([mergeSimulations(ended.slice(0, 1)), ...ended.slice(1)])).toEqual(whole);
  });
});

describe('combinationName bounds its input', () => {
  it('the issue: a straight of a million faces is refused, not named in 2 MB', () => {
    const faces = Array.from({ length: 1_000_000 }, (_, i) => (i % 6) + 1);
    const error = expectFarkleError(() => combinationName({ kind: 'straight', faces } as never), 'invalid-options', 'faces');
    expect(error.message.length).toBeLessThan(200);
  });

  it('takes up to 6 faces (the most dice a rule set plays), and refuses 7', () => {
    expect(combinationName({ kind: 'sixOfAKind', faces: [4, 4, 4, 4, 4, 4] })).toBe('six 4s');
    expectFarkleError(() => combinationName({ kind: 'straight', faces: [1, 2, 3, 4, 5, 6, 6] } as never), 'invalid-options', 'faces');
  });
});
