/**
 * Bad input: every scoring function throws a FarkleError with a stable code,
 * and a path (named in its message) when one value is at fault.
 */
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  applyAction,
  createGame,
  defineRules,
  resolveRules,
  farkleChance,
  findCombinations,
  isFarkle,
  legalKeeps,
  presets,
  scoreKeep,
  scoreRoll,
  type Die,
  type ErrorCode,
  type Rules,
  type RulesInput,
} from '../../src/index.js';
import { catchFarkleError, expectFarkleError } from '../support/helpers.js';

type DiceFunction = (dice: readonly Die[], rules?: RulesInput) => unknown;

const functions: readonly (readonly [string, DiceFunction])[] = [
  ['scoreRoll', scoreRoll],
  ['isFarkle', isFarkle],
  ['legalKeeps', legalKeeps],
  ['scoreKeep', scoreKeep],
  ['findCombinations', findCombinations],
];

// eslint-disable-next-line no-sparse-arrays -- a hole is one of the bad inputs
const sparse: unknown[] = [1, , 2];

/** [what, input, code, path]: a path of `undefined` is not checked beyond "the message names it, if there is one". */
const badDice: readonly (readonly [string, unknown, ErrorCode, string | RegExp | undefined])[] = [
  ['a string', '123', 'invalid-dice', undefined],
  ['a number', 3, 'invalid-dice', undefined],
  ['null', null, 'invalid-dice', undefined],
  ['undefined', undefined, 'invalid-dice', undefined],
  ['a plain object', {}, 'invalid-dice', undefined],
  ['an array-like object', { length: 1, 0: 1 }, 'invalid-dice', undefined],
  ['a Set', new Set([1, 2]), 'invalid-dice', undefined],
  ['seven dice', [1, 2, 3, 4, 5, 6, 1], 'too-many-dice', undefined],
  ['ten dice', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1], 'too-many-dice', undefined],
  ['no dice', [], 'no-dice', undefined],
  ['a 0', [0], 'invalid-die', 'dice[0]'],
  ['a 7', [1, 7], 'invalid-die', 'dice[1]'],
  ['1.5', [1, 2, 1.5], 'invalid-die', 'dice[2]'],
  ['NaN', [Number.NaN], 'invalid-die', 'dice[0]'],
  ['Infinity', [5, Number.POSITIVE_INFINITY], 'invalid-die', 'dice[1]'],
  ['-1', [-1], 'invalid-die', 'dice[0]'],
  ["'1'", ['1'], 'invalid-die', 'dice[0]'],
  ['null die', [5, null], 'invalid-die', 'dice[1]'],
  ['undefined die', [undefined], 'invalid-die', 'dice[0]'],
  ['a hole', sparse, 'invalid-die', 'dice[1]'],
  ['true', [true], 'invalid-die', 'dice[0]'],
  ['a nested array', [[1]], 'invalid-die', 'dice[0]'],
  ['the sixth die bad', [5, 5, 5, 5, 5, 0], 'invalid-die', 'dice[5]'],
  ['two bad dice: the first is named', [1, 0, 7], 'invalid-die', 'dice[1]'],
  ['{ face: 9 }', [1, { face: 9, spicy: false }], 'invalid-die', 'dice[1].face'],
  ['{ face: 0 }', [{ face: 0, spicy: true }], 'invalid-die', 'dice[0].face'],
  ["{ face: '1' }", [{ face: '1', spicy: false }], 'invalid-die', 'dice[0].face'],
  ['{ face: 2.5 }', [{ face: 2.5, spicy: false }], 'invalid-die', 'dice[0].face'],
  ['an object without a face', [{}], 'invalid-die', 'dice[0].face'],
  ['a non-boolean spicy', [{ face: 1, spicy: 'yes' }], 'invalid-die', /^dice\[0\](\.spicy)?$/],
];

describe.each(functions)('%s', (_, fn) => {
  it.each(badDice)('rejects %s', (_what, input, code, path) => {
    const error = expectFarkleError(() => fn(input as readonly Die[]), code, path);
    if (error.path !== undefined) expect(error.message).toContain(error.path);
    if (code !== 'invalid-die' && error.path !== undefined) expect(error.path).toBe('dice');
  });

  it.each([
    ['an unknown preset name', 'nope', 'unknown-preset'],
    ['a preset name in the wrong case', 'Classic', 'unknown-preset'],
    ['a number', 42, 'invalid-rules'],
    ['null', null, 'invalid-rules'],
    ['an empty object', {}, 'invalid-rules'],
    ['an array', [], 'invalid-rules'],
  ] satisfies [string, unknown, ErrorCode][])('rejects rules that are %s', (_what, rules, code) => {
    expectFarkleError(() => fn([1, 5], rules as RulesInput), code);
  });

  it('refuses a hand-made rule object, valid or not, pointing to resolveRules (the scoring functions carry no validator)', () => {
    const copy = JSON.parse(JSON.stringify(presets.classic)) as Rules;
    const error = expectFarkleError(() => fn([1, 5], copy), 'invalid-rules', 'rules');
    expect(error.message).toContain('resolveRules(rules)');
    // Validated once, the same object scores as classic.
    expect(() => fn([1, 5], resolveRules(copy))).not.toThrow();
    const bad = { ...presets.classic, scoring: { ...presets.classic.scoring, threePairs: -1 } };
    expectFarkleError(() => fn([1, 5], bad), 'invalid-rules', 'rules');
    expectFarkleError(() => resolveRules(bad), 'invalid-rules', 'scoring.threePairs');
  });

  it('refuses partial rules, pointing to defineRules', () => {
    const error = expectFarkleError(() => fn([1, 5], { bank: { entry: 0 } } as never), 'invalid-rules', 'rules');
    expect(error.message).toContain('defineRules(overrides, base)');
  });

  it('refuses a spicy die where the rules have no spicy dice, as a game does, and a wild die where they have none', () => {
    for (const rules of ['classic', 'farkel', 'zilch', defineRules({ wildDie: { face: 2 } })] as const) {
      const error = expectFarkleError(() => fn([5, { face: 1, spicy: true }], rules), 'invalid-die', 'dice[1]');
      expect(error.message).toContain('no spicy dice');
    }
    expect(() => fn([5, { face: 1, spicy: false }], 'classic')).not.toThrow();
    expect(() => fn([5, { face: 1, spicy: true }], 'spicy')).not.toThrow();
    const error = expectFarkleError(() => fn([5, { wild: true }], 'spicy'), 'invalid-die', 'dice[1]');
    expect(error.message).toContain('wild');
    expect(() => fn([5, { wild: true }], defineRules({ wildDie: { face: 2 } }))).not.toThrow();
  });
});

describe('the one reading of what a rule set allows', () => {
  it('scoreRoll and a game agree: classic refuses a spicy die in both', () => {
    expectFarkleError(() => scoreRoll([{ face: 1, spicy: true }], 'classic'), 'invalid-die', 'dice[0]');
    const game = createGame({ players: ['Ann', 'Bob'], seed: 1 });
    const ids = game.turn.rollable;
    const dice = ids.map((id) => ({ face: (id + 1) as 1 | 2 | 3 | 4 | 5 | 6, spicy: true }));
    expectFarkleError(() => applyAction(game, { type: 'roll', dice } as never), 'invalid-die');
  });
});

describe('scoreKeep', () => {
  it('rejects a keep with a die that does not score, naming it', () => {
    const error = expectFarkleError(() => scoreKeep([1, 5, 3]), 'keep-does-not-score', 'dice[2]');
    expect(error.message).toContain('dice[2]');
  });
});

describe('farkleChance', () => {
  it.each([0, 7, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, [6]])('rejects %j dice with invalid-dice', (n) => {
    const error = expectFarkleError(() => farkleChance(n as number), 'invalid-dice');
    if (error.path !== undefined) expect(error.message).toContain(error.path);
  });
});

describe('FarkleError', () => {
  it('is an Error with a stable code from ERROR_CODES, a name and a path', () => {
    const error = catchFarkleError(() => scoreRoll([1, 9] as unknown as Die[]));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FarkleError');
    expect(ERROR_CODES).toContain(error.code);
    expect(error.path).toBe('dice[1]');
    expect(error.message.startsWith('dice[1]')).toBe(true);
  });
});
