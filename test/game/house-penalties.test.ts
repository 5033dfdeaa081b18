/**
 * HOUSE-RULES.md rows 9 to 12: the severe streak penalty (the whole banked
 * score), the farkle on every die ("crash": points; "train wreck": the whole
 * score) and no risk (a farkle still banks the turn total). Played through
 * the game API with explicit dice on the classic table (1 = 100, 5 = 50,
 * three 5s = 500, three 1s + three 5s = two triplets 2,500).
 */
import { describe, expect, it } from 'vitest';
import { defineRules, type Action, type RulesOverrides } from '../../src/index.js';
import { FARKLE_SIX, bank, farkleTurn, keep, newGame, ofType, play, playTurns, roll, typesOf } from '../support/games.js';

function rules(overrides: RulesOverrides): ReturnType<typeof defineRules> {
  return defineRules({ name: 'house penalties', bank: { entry: 0 }, ...overrides });
}

/** Three 5s and a 1: 600, banked. */
const bank600: readonly Action[] = [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), bank];
/** Three 1s and three 5s (two triplets, 2,500): hot dice, then a farkle on all six dice. */
const hotThenFarkle: readonly Action[] = [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), roll(...FARKLE_SIX)];
/** A 1 kept (100), then a farkle on the five dice left. */
const farkleOnFive: readonly Action[] = [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 6)];

describe('severe streak penalty (farklePenalty.points: all)', () => {
  const severe = rules({ farklePenalty: { farkles: 3, points: 'all' } });

  it('the third farkle in a row loses the whole banked score: 600 drops to 0', () => {
    // Ann banks 600, then both farkle three times; Bob's third farkle finds nothing to lose.
    const { state, events } = playTurns(newGame(severe), [bank600, farkleTurn, farkleTurn, farkleTurn, farkleTurn, farkleTurn, farkleTurn]);
    expect(ofType(events, 'penalty')).toEqual([
      { type: 'penalty', player: 1, points: 0, score: 0, reason: 'streak' },
      { type: 'penalty', player: 0, points: 600, score: 0, reason: 'streak' },
    ]);
    expect(state.players.map((p) => p.score)).toEqual([0, 0]);
    expect(state.players.map((p) => p.farkleStreak)).toEqual([0, 0]);
  });

  it('a score below zero stays where it is (the severe rule takes a score down to zero, never up)', () => {
    // A crash of 1,000 on each six-dice farkle; the second farkle in a row also takes "everything".
    const both = rules({ allDiceFarkle: { points: 1000, onHotDice: false }, farklePenalty: { farkles: 2, points: 'all' } });
    const { state, events } = playTurns(newGame(both), [farkleTurn, farkleTurn, farkleTurn]);
    // Ann: -1,000 (crash), then -2,000 (crash) and the streak penalty leaves -2,000 as it is.
    expect(ofType(events, 'penalty').filter((e) => e.player === 0)).toEqual([
      { type: 'penalty', player: 0, points: 1000, score: -1000, reason: 'allDice' },
      { type: 'penalty', player: 0, points: 1000, score: -2000, reason: 'allDice' },
      { type: 'penalty', player: 0, points: 0, score: -2000, reason: 'streak' },
    ]);
    expect(state.players[0]?.score).toBe(-2000);
  });
});

describe('farkle on every die ("crash", "train wreck")', () => {
  it('crash: a farkle on six dice costs the points; a farkle on fewer dice does not', () => {
    const crash = rules({ allDiceFarkle: { points: 500, onHotDice: true } });
    const { state, events } = playTurns(newGame(crash), [bank600, farkleOnFive, farkleTurn]);
    // Bob's farkle on five dice: no penalty. Ann's on six: 600 - 500 = 100.
    expect(ofType(events, 'penalty')).toEqual([{ type: 'penalty', player: 0, points: 500, score: 100, reason: 'allDice' }]);
    expect(state.players.map((p) => p.score)).toEqual([100, 0]);
  });

  it('crash below zero: with no floor the score goes negative; a floor of 0 stops it there', () => {
    const noFloor = play(newGame(rules({ allDiceFarkle: { points: 500, onHotDice: true } })), farkleTurn);
    expect(noFloor.state.players[0]?.score).toBe(-500);
    const floored = playTurns(newGame(rules({ allDiceFarkle: { points: 1000, onHotDice: true }, scoreFloor: 0 })), [bank600, farkleTurn, farkleTurn]);
    // Bob at 0 loses nothing; Ann's 600 - 1,000 stops at 0: 600 points lost.
    expect(ofType(floored.events, 'penalty')).toEqual([
      { type: 'penalty', player: 1, points: 0, score: 0, reason: 'allDice' },{ type: 'penalty', player: 0, points: 600, score: 0, reason: 'allDice' }]);
  });

  it('onHotDice: a farkle on six dice after hot dice counts only when the rule says so', () => {
    const on = playTurns(newGame(rules({ allDiceFarkle: { points: 500, onHotDice: true } })), [bank600, farkleTurn, hotThenFarkle]);
    expect(ofType(on.events, 'farkled').at(-1)).toMatchObject({ player: 0, lost: 2500 });
    expect(on.state.players[0]?.score).toBe(100);
    const off = playTurns(newGame(rules({ allDiceFarkle: { points: 500, onHotDice: false } })), [bank600, farkleTurn, hotThenFarkle]);
    expect(ofType(off.events, 'penalty')).toEqual([{ type: 'penalty', player: 1, points: 500, score: -500, reason: 'allDice' }]);
    expect(off.state.players[0]?.score).toBe(600);
  });

  it('train wreck: a farkle on six dice loses the whole banked score', () => {
    const wreck = rules({ allDiceFarkle: { points: 'all', onHotDice: true } });
    const { state, events } = playTurns(newGame(wreck), [bank600, farkleTurn, hotThenFarkle]);
    expect(ofType(events, 'penalty')).toEqual([
      { type: 'penalty', player: 1, points: 0, score: 0, reason: 'allDice' },
      { type: 'penalty', player: 0, points: 600, score: 0, reason: 'allDice' },
    ]);
    expect(state.players[0]?.score).toBe(0);
  });

  it('the all-dice penalty comes before the streak penalty of the same farkle', () => {
    const both = rules({ allDiceFarkle: { points: 100, onHotDice: true }, farklePenalty: { farkles: 1, points: 200 } });
    const { events } = play(newGame(both), farkleTurn);
    expect(typesOf(events)).toEqual(['rolled', 'farkled', 'penalty', 'penalty', 'turnStarted']);
    expect(ofType(events, 'penalty').map((e) => [e.reason, e.score])).toEqual([
      ['allDice', -100],
      ['streak', -300],
    ]);
  });
});

describe('no risk (turn.noRisk)', () => {
  const noRisk = defineRules({ name: 'no risk', turn: { noRisk: true } });

  it('a farkle ends the turn but banks the turn total: farkled (nothing lost), then banked', () => {
    // Classic entry 500: three 5s and a 1 make 600, then the two dice left farkle.
    const { state, events } = play(newGame(noRisk), [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), roll(2, 3)]);
    expect(typesOf(events).slice(-4)).toEqual(['rolled', 'farkled', 'banked', 'turnStarted']);
    expect(ofType(events, 'farkled')[0]).toMatchObject({ player: 0, lost: 0 });
    expect(ofType(events, 'banked')).toEqual([{ type: 'banked', player: 0, points: 600, score: 600 }]);
    expect(state.players[0]).toMatchObject({ score: 600, onBoard: true });
    // It still counts as a farkle for the streak.
    expect(state.players[0]?.farkleStreak).toBe(1);
    expect(state.turn).toMatchObject({ player: 1, toBeat: 600 });
  });

  it('a turn total below the bank minimum is lost as usual', () => {
    // 100 is short of classic's 500 entry.
    const { state, events } = play(newGame(noRisk), farkleOnFive);
    expect(ofType(events, 'farkled')[0]).toMatchObject({ player: 0, lost: 100 });
    expect(ofType(events, 'banked')).toEqual([]);
    expect(state.players[0]).toMatchObject({ score: 0, onBoard: false });
    expect(state.turn.toBeat).toBe(0);
  });

  it('the farkle still counts for the streak penalty, applied after the bank', () => {
    const streak = rules({ turn: { noRisk: true }, farklePenalty: { farkles: 2, points: 1000 } });
    // Ann: 600 banked on a farkle (streak 1); Bob farkles; Ann: 100 banked on a farkle (streak 2): 700 - 1,000.
    const { state, events } = playTurns(newGame(streak), [
      [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), roll(2, 3)],
      farkleTurn,
      farkleOnFive,
    ]);
    expect(typesOf(events).slice(-5)).toEqual(['rolled', 'farkled', 'banked', 'penalty', 'turnStarted']);
    expect(ofType(events, 'banked').at(-1)).toMatchObject({ player: 0, points: 100, score: 700 });
    expect(ofType(events, 'penalty').at(-1)).toEqual({ type: 'penalty', player: 0, points: 1000, score: -300, reason: 'streak' });
    expect(state.players[0]?.score).toBe(-300);
  });

  it('the farkle still costs a life (Farkel)', () => {
    const farkel = defineRules({ name: 'farkel no risk', turn: { noRisk: true } }, 'farkel');
    // The 1 is 1,000 in Farkel; the five dice left farkle: 1,000 banked, one life lost.
    const { state } = play(newGame(farkel), farkleOnFive);
    expect(state.players[0]).toMatchObject({ score: 1000, lives: 11 });
  });

  it('a no-risk bank that reaches the target ends the game like any bank', () => {
    const short = rules({ turn: { noRisk: true }, end: { target: 500, trigger: 'reach', finalRound: false } });
    const { state, events } = play(newGame(short), [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), roll(2, 3)]);
    expect(typesOf(events).slice(-4)).toEqual(['rolled', 'farkled', 'banked', 'gameOver']);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0]);
  });
});
