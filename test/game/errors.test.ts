/**
 * Illegal actions: each is refused with a FarkleError whose code says why,
 * and the state it was applied to is left exactly as it was (deep-frozen
 * before, compared as JSON after).
 */
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  FarkleError,
  applyAction,
  createGame,
  defineRules,
  legalActions,
  scoreKeep,
  type Action,
  type CreateGameOptions,
  type ErrorCode,
  type GameState,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { bank, buy, deepFreeze, expectRefused, farkleTurn, highStakes, keep, names, newGame, play, playTurns, roll } from '../support/games.js';

// ---------------------------------------------------------------- situations

/** Classic, seat 0 to roll. */
const start = (): GameState => newGame('classic');
/** Classic, 1-2-3-4-6-6 showing: only the 1 scores. */
const rolled = (): GameState => play(start(), [roll(1, 2, 3, 4, 6, 6)]).state;
/** Classic, the 1 kept: 100, five dice to roll, not on the board. */
const kept = (): GameState => play(rolled(), [keep(0)]).state;
/** Classic, six 1s kept: hot dice, 3,000. */
const hot = (): GameState => play(start(), [roll(1, 1, 1, 1, 1, 1), keep(0, 1, 2, 3, 4, 5)]).state;
/** Classic, over: seat 0 banked 12,000, seat 1 farkled its last turn. */
const over = (): GameState => {
  const sixOnes = [roll(1, 1, 1, 1, 1, 1), keep(0, 1, 2, 3, 4, 5)];
  return playTurns(start(), [[...sixOnes, ...sixOnes, ...sixOnes, ...sixOnes, bank], farkleTurn]).state;
};
/** Farkel (given lives), seat 1 offered five dice from seat 0's bank of 1,000 (the 1 of 1-2-3-4-6-6). */
const offered = (lives = 12): GameState =>
  play(newGame(defineRules({ lives: { start: lives } }, 'farkel')), [roll(1, 2, 3, 4, 6, 6), keep(0), bank]).state;
/** Farkel, seat 1 bought one of the five offered dice, rolled a 5 and kept it: the unbought dice may not be rolled. */
const boughtOne = (): GameState => play(offered(), [buy(1, 5), keep(0)]).state;
/** Farkel, seat 0 mid-turn (kept). */
const farkelKept = (): GameState => play(newGame('farkel'), [roll(1, 2, 3, 4, 6, 6), keep(0)]).state;
/** Classic with high stakes, seat 1 offered dice 3, 4 and 5 from seat 0's 500 (three 5s). */
const stakes = (): GameState => play(newGame(defineRules({ highStakes: true })), [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2), bank]).state;
const spicyStart = (): GameState => newGame('spicy');

type Case = readonly [what: string, situation: () => GameState, action: unknown, code: ErrorCode];

const cases: readonly Case[] = [
  // not an action at all
  ['null', start, null, 'invalid-action'],
  ['undefined', start, undefined, 'invalid-action'],
  ['a string', start, 'roll', 'invalid-action'],
  ['a number', start, 3, 'invalid-action'],
  ['an array', start, [{ type: 'roll' }], 'invalid-action'],
  ['an empty object', start, {}, 'invalid-action'],
  ['an unknown type', start, { type: 'pass' }, 'invalid-action'],
  ['a type in the wrong case', start, { type: 'Roll' }, 'invalid-action'],
  ['a type that is not a string', start, { type: 1 }, 'invalid-action'],
  ['a prototype key as type', start, { type: 'toString' }, 'invalid-action'],
  // whose turn
  ['roll for the other seat', start, { type: 'roll', player: 1 }, 'not-your-turn'],
  ['roll for a seat that does not exist', start, { type: 'roll', player: 7 }, 'not-your-turn'],
  ['roll for seat "0" (a string)', start, { type: 'roll', player: '0' }, 'not-your-turn'],
  ['keep for the other seat', rolled, { type: 'keep', dice: [0], player: 1 }, 'not-your-turn'],
  ['bank for the other seat', kept, { type: 'bank', player: 1 }, 'not-your-turn'],
  ['buy for the passing seat', offered, { type: 'buy', count: 1, player: 0 }, 'not-your-turn'],
  // start of a turn
  ['keep before rolling', start, keep(0), 'must-roll-first'],
  ['bank before rolling', start, bank, 'must-roll-first'],
  ['buy in classic', start, buy(1, 1), 'cannot-buy'],
  ['high stakes in classic', start, highStakes(1), 'cannot-high-stakes'],
  ['roll five dice at the start', start, roll(1, 2, 3, 4, 5), 'invalid-dice'],
  ['roll seven dice', start, roll(1, 2, 3, 4, 5, 6, 1), 'invalid-dice'],
  ['roll no dice', start, roll(), 'invalid-dice'],
  ['roll dice that are a string', start, { type: 'roll', dice: '123456' }, 'invalid-dice'],
  ['roll dice that are null', start, { type: 'roll', dice: null }, 'invalid-dice'],
  ['roll a 7', start, { type: 'roll', dice: [1, 2, 3, 4, 5, 7] }, 'invalid-die'],
  ['roll a 0', start, { type: 'roll', dice: [0, 2, 3, 4, 5, 6] }, 'invalid-die'],
  ['roll a 1.5', start, { type: 'roll', dice: [1.5, 2, 3, 4, 5, 6] }, 'invalid-die'],
  ['roll a "1"', start, { type: 'roll', dice: ['1', 2, 3, 4, 5, 6] }, 'invalid-die'],
  ['roll a hole', start, { type: 'roll', dice: [1, 2, 3, 4, 5, undefined] }, 'invalid-die'],
  ['roll a face 9 object', start, { type: 'roll', dice: [{ face: 9 }, 2, 3, 4, 5, 6] }, 'invalid-die'],
  ['roll a red face without spicy dice', start, roll({ face: 1, spicy: true }, 2, 3, 4, 5, 6), 'invalid-die'],
  // a roll showing
  ['roll again without keeping', rolled, { type: 'roll' }, 'must-keep-first'],
  ['roll again with dice without keeping', rolled, roll(1, 2, 3, 4, 5), 'must-keep-first'],
  ['bank without keeping', rolled, bank, 'must-keep-first'],
  ['keep a 2', rolled, keep(1), 'keep-does-not-score'],
  ['keep the 1 and a 2', rolled, keep(0, 1), 'keep-does-not-score'],
  ['keep the whole roll', rolled, keep(0, 1, 2, 3, 4, 5), 'keep-does-not-score'],
  ['keep nothing', rolled, keep(), 'invalid-action'],
  ['keep index 6', rolled, keep(6), 'invalid-action'],
  ['keep index -1', rolled, keep(-1), 'invalid-action'],
  ['keep index 0.5', rolled, keep(0.5), 'invalid-action'],
  ['keep the same die twice', rolled, keep(0, 0), 'invalid-action'],
  ['keep dice that are a string', rolled, { type: 'keep', dice: '0' }, 'invalid-action'],
  ['keep without dice', rolled, { type: 'keep' }, 'invalid-action'],
  ['keep faces as objects', rolled, { type: 'keep', dice: [{ index: 0 }] }, 'invalid-action'],
  ['buy mid-turn in classic', rolled, buy(1, 1), 'cannot-buy'],
  // after keeping
  ['keep again', kept, keep(0), 'must-bank-or-roll'],
  ['bank 100 for a first bank (needs 500)', kept, bank, 'below-bank-minimum'],
  ['roll six dice when five are left', kept, roll(1, 2, 3, 4, 5, 6), 'invalid-dice'],
  ['roll four dice when five are left', kept, roll(1, 2, 3, 4), 'invalid-dice'],
  ['high stakes mid-turn', kept, highStakes(1), 'cannot-high-stakes'],
  // hot dice
  ['roll five dice after hot dice', hot, roll(1, 2, 3, 4, 5), 'invalid-dice'],
  ['keep after hot dice', hot, keep(0), 'must-bank-or-roll'],
  // farkel: buying dice
  ['buy 0 dice', offered, { type: 'buy', count: 0 }, 'cannot-buy'],
  ['buy 6 of 5 offered dice', offered, { type: 'buy', count: 6 }, 'cannot-buy'],
  ['buy 1.5 dice', offered, { type: 'buy', count: 1.5 }, 'cannot-buy'],
  ['buy "1" dice', offered, { type: 'buy', count: '1' }, 'cannot-buy'],
  ['buy without a count', offered, { type: 'buy' }, 'cannot-buy'],
  ['buy 2 dice bringing one face', offered, buy(2, 1), 'invalid-dice'],
  ['buy 1 die bringing a 7', offered, { type: 'buy', count: 1, dice: [7] }, 'invalid-die'],
  ['buy more dice than the lives allow (must keep one)', () => offered(3), buy(3, 1, 1, 1), 'cannot-buy'],
  ['buy with one life left', () => offered(1), buy(1, 1), 'cannot-buy'],
  ['high stakes in farkel', offered, highStakes(1, 1, 1, 1, 1), 'cannot-high-stakes'],
  ['bank when offered, before rolling', offered, bank, 'must-roll-first'],
  ['buy mid-turn in farkel', farkelKept, buy(1, 1), 'cannot-buy'],
  ['roll the unbought dice', boughtOne, { type: 'roll' }, 'nothing-to-roll'],
  ['roll the unbought dice, bringing faces', boughtOne, roll(1, 1, 1, 1), 'nothing-to-roll'],
  // high stakes
  ['high stakes bringing two dice for three', stakes, highStakes(1, 1), 'invalid-dice'],
  ['high stakes bringing four dice for three', stakes, highStakes(1, 1, 1, 1), 'invalid-dice'],
  ['high stakes bringing six dice', stakes, highStakes(1, 1, 1, 1, 1, 1), 'invalid-dice'],
  ['buy with high stakes rules', stakes, buy(1, 1), 'cannot-buy'],
  // spicy dice
  ['a red face on the wrong die', spicyStart, roll({ face: 4, spicy: true }, 2, 3, 4, 5, 6), 'invalid-die'],
  ['a plain face where the die shows red', spicyStart, roll({ face: 1, spicy: false }, 2, 3, 4, 5, 6), 'invalid-die'],
  ['spicy that is not a boolean', spicyStart, roll({ face: 1, spicy: 'yes' } as never, 2, 3, 4, 5, 6), 'invalid-die'],
  // the game is over
  ['roll after the game', over, { type: 'roll' }, 'game-over'],
  ['bank after the game', over, bank, 'game-over'],
  ['null after the game', over, null, 'game-over'],
  ['a wrong seat after the game', over, { type: 'roll', player: 5 }, 'game-over'],
];

describe('illegal actions', () => {
  const titled = cases.map(([what, situation, action, code]) => [`${what} → ${code}`, situation, action, code] as const);

  it.each(titled)('%s', (_, situation, action, code) => {
    const state = situation();
    expectRefused(state, action, code);
    // Refused actions are never listed.
    expect(legalActions(state)).not.toContainEqual(action);
  });

  it('every code used above is a published error code', () => {
    for (const [, , , code] of cases) expect(ERROR_CODES).toContain(code);
  });

  it('the situations are what they claim: the listed actions differ from the refused ones', () => {
    expect(legalActions(start())).toEqual([{ type: 'roll' }]);
    // 100 is below the entry minimum: rolling on is the only way.
    expect(legalActions(kept())).toEqual([{ type: 'roll' }]);
    expect(legalActions(stakes()).map((a) => a.type)).toEqual(['roll', 'highStakes']);
    expect(stakes().turn.offer?.dice).toEqual([3, 4, 5]);
    expect(legalActions(boughtOne())).toEqual([{ type: 'bank' }]);
    expect(legalActions(over())).toEqual([]);
    expect(over().over).toBe(true);
  });

  it('a keep that does not score names the die scoreKeep names: the first left out of the best partial keep', () => {
    // Keeping the 5, the 2 and the 3 of 5-2-3-4-6-6: the 5 scores, so the 2 (die 1) is the one to blame.
    const state = play(newGame('classic'), [roll(5, 2, 3, 4, 6, 6)]).state;
    const error = expectRefused(state, keep(0, 1, 2), 'keep-does-not-score');
    expect(error.message).toContain('die 1 (a 2)');
    expectFarkleError(() => scoreKeep([5, 2, 3]), 'keep-does-not-score', 'dice[1]');
    // In another order the blame follows the die: keeping 2, 3, 5 (dice 1, 2, 0) still names the 2.
    expect(expectRefused(state, keep(1, 2, 0), 'keep-does-not-score').message).toContain('die 1 (a 2)');
  });

  it('a refused action leaves a state that still plays on', () => {
    const state = rolled();
    expectRefused(state, keep(1), 'keep-does-not-score');
    expect(applyAction(state, keep(0)).turn.total).toBe(100);
  });
});

describe('states that are not game states', () => {
  const game = (): GameState => newGame('classic');
  const bad: readonly (readonly [string, unknown])[] = [
    ['null', null],
    ['a number', 1],
    ['an empty object', {}],
    ['version 0', { ...game(), version: 0 }],
    ['no turn', { ...game(), turn: null }],
    ['players not an array', { ...game(), players: {} }],
  ];

  it.each(bad)('%s → invalid-state (applyAction and legalActions)', (_, value) => {
    const frozen = deepFreeze(value);
    const before = JSON.stringify(frozen);
    expectFarkleError(() => applyAction(frozen as GameState, { type: 'roll' }), 'invalid-state');
    expectFarkleError(() => legalActions(frozen as GameState), 'invalid-state');
    expect(JSON.stringify(frozen)).toBe(before);
  });
});

describe('createGame refuses bad options', () => {
  const options: readonly (readonly [string, unknown, ErrorCode])[] = [
    ['no options', undefined, 'invalid-options'],
    ['null options', null, 'invalid-options'],
    ['one classic player (2-6)', { players: ['Ann'] }, 'invalid-players'],
    ['seven classic players (2-6)', { players: names(6).concat('Gus') }, 'invalid-players'],
    ['six farkel teams (2-5)', { rules: 'farkel', players: names(6) }, 'invalid-players'],
    ['one yarkle player (2 or more)', { rules: 'yarkle', players: ['Ann'] }, 'invalid-players'],
    ['players as a string', { players: 'Ann,Bob' }, 'invalid-players'],
    ['no players', { players: undefined }, 'invalid-players'],
    ['an empty name', { players: ['Ann', ''] }, 'invalid-players'],
    ['a blank name', { players: ['Ann', '  '] }, 'invalid-players'],
    ['a name that is a number', { players: ['Ann', 2] }, 'invalid-players'],
    ['first player out of range', { players: names(2), firstPlayer: 2 }, 'invalid-options'],
    ['first player negative', { players: names(2), firstPlayer: -1 }, 'invalid-options'],
    ['first player fractional', { players: names(2), firstPlayer: 0.5 }, 'invalid-options'],
    ['first player a string', { players: names(2), firstPlayer: '0' }, 'invalid-options'],
    ['seed NaN', { players: names(2), seed: Number.NaN }, 'invalid-options'],
    ['seed Infinity', { players: names(2), seed: Number.POSITIVE_INFINITY }, 'invalid-options'],
    ['seed an object', { players: names(2), seed: {} }, 'invalid-options'],
    ['an unknown preset', { rules: 'farkle', players: names(2) }, 'unknown-preset'],
  ];

  it.each(options)('%s → %s', (_, value, code) => {
    expectFarkleError(() => createGame(value as CreateGameOptions), code);
  });

  it('accepts the range edges', () => {
    expect(createGame({ players: names(6), seed: 1 }).players).toHaveLength(6);
    expect(createGame({ rules: 'farkel', players: names(5), seed: 1 }).players).toHaveLength(5);
    expect(createGame({ rules: 'absolute', players: [...names(6), ...names(6).map((n) => `${n}2`)], seed: 'x' }).players).toHaveLength(12);
  });
});

describe('errors are FarkleErrors, never anything else', () => {
  it('junk values of every kind are refused with a FarkleError', () => {
    const junk: unknown[] = [0, '', true, Symbol.iterator, () => 1, new Map(), Object.create(null), { type: 'roll', dice: new Set([1]) }];
    for (const value of junk) {
      let thrown: unknown;
      try {
        applyAction(start(), value as Action);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(FarkleError);
    }
  });
});
