/**
 * Values that throw when read (issue 17, item 3): a revoked Proxy, a Proxy
 * whose every trap throws, and a getter that throws, put in the place of
 * each argument of every public function that reads objects, and of every
 * value nested in it. Each call must throw a FarkleError with the
 * function's own code for that argument (`invalid-state` for a state,
 * `invalid-rules` for rules, `invalid-record` for a record, ...), never the
 * thrower's own error, a TypeError, or a hang.
 */
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  adviseGame,
  analyzeGame,
  applyAction,
  checkGameRecord,
  configureCache,
  createGame,
  defineRules,
  describeRules,
  findCombinations,
  greedyBot,
  isFarkle,
  legalActions,
  legalKeeps,
  matchKeep,
  mergeSimulations,
  optimalLongRun,
  optimalSeatsWinChance,
  optimalTurn,
  optimalTurnBot,
  optimalWinChance,
  randomBot,
  recordAction,
  replayGame,
  replayStates,
  resolveRules,
  restoreGame,
  rollOdds,
  scoreKeep,
  scoreRoll,
  simulate,
  startRecord,
  type ErrorCode,
  type GameState,
} from '../src/index.js';

type Key = string | number;

/** A value that throws whatever is done with it (a revoked Proxy). */
function revoked(array: boolean): object {
  const { proxy, revoke } = Proxy.revocable(array ? [] : {}, {});
  revoke();
  return proxy;
}

/** A Proxy whose every trap throws an Error of its own. */
function trapping(array: boolean): object {
  const fail = (): never => {
    throw new Error('trap');
  };
  return new Proxy(array ? [] : {}, {
    get: fail,
    has: fail,
    ownKeys: fail,
    getOwnPropertyDescriptor: fail,
    getPrototypeOf: fail,
    set: fail,
    defineProperty: fail,
    deleteProperty: fail,
    isExtensible: fail,
    preventExtensions: fail,
  });
}

/** Every path into a value (the value itself first), through plain arrays and objects only. */
function pathsOf(value: unknown, prefix: Key[] = [], out: Key[][] = []): Key[][] {
  out.push(prefix);
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return out;
  const keys: Key[] = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  for (const key of keys) pathsOf((value as Record<Key, unknown>)[key], [...prefix, key], out);
  return out;
}

/** A plain copy of `value` along `path`, with the value at `path` made by `hazard` (which gets the copy's parent and key). */
function withHazard(value: unknown, path: readonly Key[], hazard: (parent: Record<Key, unknown>, key: Key) => void): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<Key, unknown>;
  if (rest.length === 0) hazard(copy, key);
  else copy[key] = withHazard(copy[key], rest, hazard);
  return copy;
}

/** Every hostile variant of a valid argument: each hazard in its place and in the place of each value inside it. */
function hostile(valid: unknown): { label: string; value: unknown }[] {
  const out: { label: string; value: unknown }[] = [];
  for (const path of pathsOf(valid)) {
    const at = path.join('.') || '(the argument)';
    const inner = path.length === 0 ? valid : path.reduce<unknown>((v, k) => (v as Record<Key, unknown>)[k], valid);
    const array = Array.isArray(inner);
    const put = (label: string, make: () => unknown): void => {
      out.push({ label: `${label} at ${at}`, value: path.length === 0 ? make() : withHazard(valid, path, (parent, key) => (parent[key] = make())) });
    };
    put('a revoked proxy', () => revoked(array));
    put('a throwing proxy', () => trapping(array));
    if (path.length > 0) {
      out.push({
        label: `a throwing getter at ${at}`,
        value: withHazard(valid, path, (parent, key) =>
          Object.defineProperty(parent, key, {
            enumerable: true,
            get() {
              throw new Error('getter');
            },
          }),
        ),
      });
    }
  }
  return out;
}

/** Calls `call` with each hostile variant of `valid`, expecting a FarkleError of one of `codes`. */
function expectOwnCodes(valid: unknown, call: (value: unknown) => unknown, codes: readonly ErrorCode[]): void {
  const failures: string[] = [];
  for (const { label, value } of hostile(valid)) {
    try {
      call(value);
    } catch (error) {
      if (error instanceof FarkleError && codes.includes(error.code)) continue;
      failures.push(`${label}: ${error instanceof FarkleError ? `FarkleError ${error.code}` : String(error)}`);
      continue;
    }
    // An input read past its hazard (a key the function never reads) may play on: that is no failure.
  }
  expect(failures).toEqual([]);
}

function rolled(): GameState {
  return applyAction(createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
}

/** A rolled state as JSON data: what a client sends. */
const STATE = JSON.parse(JSON.stringify(rolled())) as unknown;
const RULES = JSON.parse(JSON.stringify(defineRules({ name: 'house', bank: { entry: 350 } }))) as unknown;
const RECORD = JSON.parse(JSON.stringify(recordAction(startRecord({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0, rules: defineRules({ name: 'house' }) }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] }))) as unknown;
const KEEP = { type: 'keep', dice: [0, 1, 2, 3] };

describe('states that throw when read', () => {
  const STATE_CODES = ['invalid-state'] as const;
  it.each([
    ['restoreGame', (value: unknown) => restoreGame(value)],
    ['legalActions', (value: unknown) => legalActions(value as GameState)],
    ['applyAction', (value: unknown) => applyAction(value as GameState, KEEP as never)],
    ['randomBot', (value: unknown) => randomBot(value as GameState)],
    ['greedyBot', (value: unknown) => greedyBot(value as GameState)],
    ['optimalTurnBot', (value: unknown) => optimalTurnBot(value as GameState)],
    ['adviseGame', (value: unknown) => adviseGame(value as GameState)],
    ['matchKeep', (value: unknown) => matchKeep(value as GameState, [0])],
  ] as const)('%s refuses each with invalid-state', (_name, call) => {
    expectOwnCodes(STATE, call, STATE_CODES);
  });

  it('checkGameRecord refuses a claimed state that throws with record-mismatch', () => {
    const state = replayGame(RECORD as never);
    expectOwnCodes(JSON.parse(JSON.stringify(state)), (value) => checkGameRecord(RECORD as never, value), ['record-mismatch']);
  });
});

describe('other arguments that throw when read', () => {
  it('applyAction refuses an action that throws with invalid-action', () => {
    expectOwnCodes(KEEP, (value) => applyAction(rolled(), value as never), ['invalid-action']);
  });

  it('matchKeep refuses indices that throw with invalid-action', () => {
    expectOwnCodes([0, 1], (value) => matchKeep(rolled(), value as never), ['invalid-action']);
  });

  it('restoreGame, adviseGame and analyzeGame refuse options that throw with invalid-options', () => {
    expectOwnCodes({ rules: ['classic'] }, (value) => restoreGame(STATE, value as never), ['invalid-options', 'invalid-rules']);
    expectOwnCodes({ tolerance: 1e-6 }, (value) => adviseGame(rolled(), value as never), ['invalid-options']);
    expectOwnCodes({ thresholds: { blunder: 0.1 }, tolerance: 1e-6, maxDecisions: 10 }, (value) => analyzeGame(RECORD as never, value as never), ['invalid-options']);
  });

  it('records are refused with invalid-record, or the code of the field that throws', () => {
    const calls = [replayGame, replayStates, analyzeGame, (value: unknown) => checkGameRecord(value as never, STATE), (value: unknown) => recordAction(value as never, { type: 'roll' })];
    for (const call of calls) {
      expectOwnCodes(RECORD, (value) => call(value as never), ['invalid-record', 'invalid-action', 'invalid-rules', 'invalid-players', 'invalid-options']);
    }
  });

  it('rules are refused with invalid-rules by everything that validates them', () => {
    const codes = ['invalid-rules'] as const;
    expectOwnCodes(RULES, (value) => resolveRules(value as never), codes);
    expectOwnCodes(RULES, (value) => describeRules(value as never), codes);
    expectOwnCodes({ end: { target: 5000 }, scoring: { straights: [{ faces: [1, 2, 3, 4, 5], points: 500 }] } }, (value) => defineRules(value as never), codes);
    expectOwnCodes(RULES, (value) => defineRules({}, value as never), codes);
    expectOwnCodes(RULES, (value) => createGame({ players: ['Ann', 'Bob'], rules: value as never }), codes);
    expectOwnCodes(RULES, (value) => optimalTurn(value as never), codes);
  });

  it('the scoring functions refuse dice that throw with invalid-dice or invalid-die, and rules with invalid-rules', () => {
    const dice = [1, { face: 5, spicy: false }, 2];
    for (const score of [scoreRoll, isFarkle, legalKeeps, findCombinations]) {
      expectOwnCodes(dice, (value) => score(value as never), ['invalid-dice', 'invalid-die']);
      expectOwnCodes(RULES, (value) => score([1], value as never), ['invalid-rules']);
    }
    expectOwnCodes([1, 5], (value) => scoreKeep(value as never), ['invalid-dice', 'invalid-die']);
    expectOwnCodes(RULES, (value) => rollOdds(1, value as never), ['invalid-rules']);
  });

  it('options objects are refused with invalid-options', () => {
    const codes = ['invalid-options', 'invalid-players'] as const;
    expectOwnCodes({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }, (value) => createGame(value as never), codes);
    expectOwnCodes({ players: ['Ann', 'Bob'], seed: 1 }, (value) => startRecord(value as never), codes);
    expectOwnCodes({ bots: ['greedy', 'random'], games: 1, seed: 1 }, (value) => simulate(value as never), codes);
    expectOwnCodes({ target: 500, tolerance: 1e-6 }, (value) => optimalWinChance('classic', value as never), codes);
    expectOwnCodes({ onBoard: true }, (value) => optimalTurn('classic', value as never), codes);
    expectOwnCodes({ format: 'text' }, (value) => describeRules('classic', value as never), codes);
    expectOwnCodes({ cap: 20_000 }, (value) => optimalLongRun('zilch', value as never), codes);
    expectOwnCodes({ players: 3, target: 150 }, (value) => optimalSeatsWinChance('classic', value as never), codes);
    expectOwnCodes({ ruleSets: 16 }, (value) => { configureCache(value as never); }, codes);
    const result = simulate({ bots: ['greedy', 'random'], games: 2, seed: 1 });
    expectOwnCodes([JSON.parse(JSON.stringify(result)), JSON.parse(JSON.stringify(result))], (value) => mergeSimulations(value as never), codes);
  });
});
