/**
 * Strict options (issue 9, item 1): every options object of every public
 * function refuses a key it does not take with `invalid-options` at that key,
 * naming the nearest known option, or for a rule passed as an option, where
 * it lives in the rules. Rules refuse unknown keys the same way, and a
 * partial rules object where rules are expected points to defineRules.
 * The expected suggestions are the obvious corrections, written by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  createGame,
  defineRules,
  describeRules,
  optimalTurn,
  optimalWinChance,
  presets,
  resolveRules,
  restoreWinChance,
  scoreRoll,
  simulate,
  type FarkleError,
} from '../src/index.js';
import { simulateParallel, solveWinChance } from '../src/node.js';
import { nearest } from '../src/nearest.js';
import { hintedRulePaths } from '../src/options.js';
import { expectFarkleError } from './support/helpers.js';

const players = ['Ann', 'Bob'];
const bots = ['greedy', 'greedy'];

/** Awaits `promise`, expecting it to reject with a FarkleError with this code and path; returns it. */
async function rejected(promise: Promise<unknown>, code: string, path: string): Promise<FarkleError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason as FarkleError,
  );
  expect(error).toMatchObject({ name: 'FarkleError', code, path });
  return error as FarkleError;
}

describe('a misspelled option is refused, naming the option meant', () => {
  const cases: readonly (readonly [string, () => unknown, string, string])[] = [
    ['createGame', () => createGame({ players, sead: 1 } as never), 'sead', 'seed'],
    ['createGame (players)', () => createGame({ player: players } as never), 'player', 'players'],
    ['optimalTurn', () => optimalTurn('classic', { onboard: false } as never), 'onboard', 'onBoard'],
    ['optimalWinChance', () => optimalWinChance('classic', { target: 500, tolerence: 1e-9 } as never), 'tolerence', 'tolerance'],
    ['restoreWinChance', () => restoreWinChance('classic', { traget: 500 } as never, new Float64Array(1)), 'traget', 'target'],
    ['simulate', () => simulate({ bots, games: 1, seed: 1, maxturns: 5 } as never), 'maxturns', 'maxTurns'],
    ['describeRules', () => describeRules('classic', { fromat: 'markdown' } as never), 'fromat', 'format'],
    ['optimalWinChance (a prefix)', () => optimalWinChance('classic', { ignore: true } as never), 'ignore', 'ignoreUnsupported'],
  ];

  it.each(cases)('%s', (_, call, key, meant) => {
    const error = expectFarkleError(call, 'invalid-options', key);
    expect(error.message).toContain(`did you mean ${meant}?`);
  });

  it('simulateParallel (a rejection, before any worker starts)', async () => {
    const error = await rejected(simulateParallel({ bots, games: 4, seed: 1, worker: 2 } as never), 'invalid-options', 'worker');
    expect(error.message).toContain('did you mean workers?');
  });

  it('solveWinChance (a rejection, before any worker starts)', async () => {
    const error = await rejected(solveWinChance('classic', { target: 500, worker: 2 } as never), 'invalid-options', 'worker');
    expect(error.message).toContain('did you mean workers?');
  });

  it('simulateParallel still refuses what simulate refuses, and simulate refuses its workers option', async () => {
    await rejected(simulateParallel({ bots, games: 4, seed: 1, maxturns: 5 } as never), 'invalid-options', 'maxturns');
    const error = expectFarkleError(() => simulate({ bots, games: 1, seed: 1, workers: 2 } as never), 'invalid-options', 'workers');
    expect(error.message).toContain('expected one of rules, bots, games');
  });

  it('a key far from every option lists the options instead', () => {
    const error = expectFarkleError(() => optimalTurn('classic', { zzz: 1 } as never), 'invalid-options', 'zzz');
    expect(error.message).not.toContain('did you mean');
    expect(error.message).toContain('expected one of onBoard, cap');
  });
});

describe('a rule passed as an option says where the rule lives', () => {
  it('createGame({ players, target: 5000 }): the target is the rules end.target, passed as the rules option', () => {
    const error = expectFarkleError(() => createGame({ players, target: 5000 } as never), 'invalid-options', 'target');
    expect(error.message).toContain('end.target');
    expect(error.message).toContain('rules: defineRules({ end: { target: 5000 } })');
  });

  it('optimalTurn with a rule: the rules are its first argument', () => {
    const error = expectFarkleError(() => optimalTurn('classic', { entry: 0 } as never), 'invalid-options', 'entry');
    expect(error.message).toContain('defineRules({ bank: { entry: 0 } }) as the rules');
  });

  it('simulate with the number of dice', () => {
    const error = expectFarkleError(() => simulate({ bots, games: 1, seed: 1, dice: 5 } as never), 'invalid-options', 'dice');
    expect(error.message).toContain('rules: defineRules({ dice: 5 })');
  });

  it('a known option but for its case is only that option, not also a rule', () => {
    // target and players are options of the win solver and rules too; firstPlayer is createGame's seat and a rule.
    const target = expectFarkleError(() => optimalWinChance('classic', { Target: 500 } as never), 'invalid-options', 'Target');
    expect(target.message).toBe('Target: unknown option; did you mean target?');
    const seat = expectFarkleError(() => createGame({ players, firstplayer: 1 } as never), 'invalid-options', 'firstplayer');
    expect(seat.message).toBe('firstplayer: unknown option; did you mean firstPlayer?');
    // Where no option is meant, the rule is still named.
    const rule = expectFarkleError(() => simulate({ bots, games: 1, seed: 1, Target: 1 } as never), 'invalid-options', 'Target');
    expect(rule.message).toContain('rules: defineRules({ end: { target: 1 } })');
  });

  it('every rule path a hint names is a rule of the classic preset', () => {
    for (const path of hintedRulePaths()) {
      let at: unknown = presets.classic;
      for (const key of path.split('.')) {
        expect(at, path).toBeTypeOf('object');
        expect(Object.hasOwn(at as object, key), path).toBe(true);
        at = (at as Record<string, unknown>)[key];
      }
    }
  });
});

describe('options that are not an object', () => {
  it.each([null, 5, 'fast', [1]])('%j', (options) => {
    expectFarkleError(() => createGame(options as never), 'invalid-options', 'options');
    expectFarkleError(() => optimalTurn('classic', options as never), 'invalid-options', 'options');
    expectFarkleError(() => describeRules('classic', options as never), 'invalid-options', 'options');
    expectFarkleError(() => simulate(options as never), 'invalid-options', 'options');
  });
});

describe('valid options still work', () => {
  it('every option of each function, some given as undefined', () => {
    const game = createGame({ rules: 'classic', players, seed: 3, firstPlayer: 1 });
    expect(game.turn.player).toBe(1);
    expect(createGame({ players, seed: undefined, firstPlayer: undefined, rules: undefined }).players).toHaveLength(2);
    expect(optimalTurn('classic', { onBoard: false, cap: 5000 }).minimum).toBe(500);
    expect(describeRules('classic', { format: 'markdown' })).toMatch(/^# classic/);
    const result = simulate({ rules: 'classic', bots, games: 2, seed: 1, firstPlayer: 'rotate', firstGame: 0, maxTurns: 500, onProgress: undefined });
    expect(result.games).toBe(2);
    const solved = optimalWinChance('classic', { target: 500, players: 2, tolerance: 1e-9, ignoreUnsupported: false, onProgress: () => undefined });
    expect(restoreWinChance('classic', { target: 500, tolerance: 1e-9 }, solved.table).firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
  });

  it('an inherited option is read, and so an inherited unknown key is refused like an own one', () => {
    const inherited = Object.create({ players, seed: 3, firstPlayer: 1 }) as object;
    expect(createGame(inherited as never).turn.player).toBe(1);
    const typo = Object.assign(Object.create({ target: 5000 }) as object, { players });
    const error = expectFarkleError(() => createGame(typo), 'invalid-options', 'target');
    expect(error.message).toContain('rules: defineRules({ end: { target: 5000 } })');
    expectFarkleError(() => optimalTurn('classic', Object.create({ onboard: false }) as never), 'invalid-options', 'onboard');
  });

  it('symbol keys (tags some libraries put on objects) are not options and are let through', () => {
    const tagged = { players, seed: 3, [Symbol('tag')]: true };
    expect(createGame(tagged).players).toHaveLength(2);
  });

  it('simulateParallel with workers', async () => {
    const result = await simulateParallel({ bots, games: 0, seed: 1, workers: 2 });
    expect(result.games).toBe(0);
  });
});

describe('rules refuse unknown keys with the nearest one', () => {
  it('scoring.fullhouse: did you mean fullHouse?', () => {
    const error = expectFarkleError(() => defineRules({ scoring: { fullhouse: null } } as never), 'invalid-rules', 'scoring.fullhouse');
    expect(error.message).toContain('did you mean fullHouse?');
    // The case alone differs: no second hint that repeats the suggestion.
    expect(error.message).not.toContain('defineRules(');
  });

  it('a rule at the wrong level says where it lives', () => {
    const top = expectFarkleError(() => defineRules({ target: 5000 } as never), 'invalid-rules', 'target');
    expect(top.message).toContain('end.target');
    expect(top.message).toContain('defineRules({ end: { target: 5000 } })');
    const nested = expectFarkleError(() => defineRules({ end: { entry: 500 } } as never), 'invalid-rules', 'end.entry');
    expect(nested.message).toContain('defineRules({ bank: { entry: 500 } })');
  });

  it('a face that is no face suggests nothing', () => {
    const error = expectFarkleError(() => defineRules({ scoring: { singles: { 7: 10 } } } as never), 'invalid-rules', 'scoring.singles.7');
    expect(error.message).not.toContain('did you mean');
  });
});

describe('a partial rules object where rules are expected points to defineRules', () => {
  it('scoreRoll([1, 5], { bank: { entry: 0 } })', () => {
    const error = expectFarkleError(() => scoreRoll([1, 5], { bank: { entry: 0 } } as never), 'invalid-rules', 'rules');
    expect(error.message).toContain('expected rules or a preset name');
    expect(error.message).toContain('defineRules(overrides, base)');
  });

  it('createGame with partial rules, and a rule set missing any one key every rule set has', () => {
    expectFarkleError(() => createGame({ players, rules: { end: { target: 5000 } } as never }), 'invalid-rules', 'name');
    const keys = ['name', 'scoring', 'players', 'firstPlayer', 'bank', 'farklePenalty', 'scoreFloor', 'lives', 'buyDice', 'highStakes', 'spicyDice', 'end'];
    for (const key of keys) {
      const copy = Object.fromEntries(Object.entries(presets.classic).filter(([name]) => name !== key));
      const error = expectFarkleError(() => resolveRules(copy as never), 'invalid-rules', key);
      expect(error.message).toContain('defineRules(overrides, base)');
      // The scoring functions take no plain rules at all, and say where partial ones go.
      expect(expectFarkleError(() => scoreRoll([1], copy as never), 'invalid-rules', 'rules').message).toContain('defineRules(overrides, base)');
    }
  });

  it('a whole rule set with one bad value keeps its own message', () => {
    const copy = JSON.parse(JSON.stringify(presets.classic)) as { bank: { entry: number } };
    copy.bank.entry = -1;
    const error = expectFarkleError(() => resolveRules(copy as never), 'invalid-rules', 'bank.entry');
    expect(error.message).not.toContain('defineRules');
  });

  it('a whole rule set from before the optional rules (no dice, turn, wild die) still plays', () => {
    const optional = ['dice', 'turn', 'wildDie', 'allDiceFarkle'];
    const copy = JSON.parse(JSON.stringify(Object.fromEntries(Object.entries(presets.classic).filter(([name]) => !optional.includes(name))))) as unknown;
    expect(scoreRoll([1, 5], resolveRules(copy as never)).points).toBe(150);
  });
});

describe('nearest', () => {
  it.each([
    ['onboard', ['onBoard', 'cap'], 'onBoard'],
    ['Seed', ['seed', 'rules'], 'seed'],
    ['7', ['1', '2', '3'], undefined],
    ['ab', ['cd'], undefined],
  ] as const)('%j among %j is %j', (word, known, meant) => {
    expect(nearest(word, known)).toBe(meant);
  });
});
