/**
 * HOUSE-RULES.md row 5, the five-dice game (`rules.dice`): "every roll starts
 * from five dice, hot dice when all five are set aside". Played through the
 * game API with explicit dice; every expected number is worked out beside it
 * from the classic table (1 = 100, 5 = 50, three 1s = 300, three n = 100 × n)
 * or Farkel's (1 = 1,000, 5 = 500, 12 lives, a farkle on every die costs 2).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions } from '../../src/index.js';
import { bank, buy, expectRefused, highStakes, keep, newGame, ofType, play, roll, typesOf } from '../support/games.js';

const five = defineRules({ name: 'five dice', dice: 5, bank: { entry: 0 } });

describe('five-dice game', () => {
  it('starts every turn with five dice, ids 0 to 4', () => {
    const game = newGame(five);
    expect(game.turn.rollable).toEqual([0, 1, 2, 3, 4]);
    expect(legalActions(game)).toEqual([{ type: 'roll' }]);
  });

  it('a roll must bring five dice, not six', () => {
    const game = newGame(five);
    expectRefused(game, roll(1, 5, 2, 3, 4, 6), 'invalid-dice');
    const rolled = play(game, [roll(1, 5, 2, 3, 4)]);
    expect(ofType(rolled.events, 'rolled')[0]?.dice.map((die) => die.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('the seeded generator throws five dice', () => {
    const next = applyAction(newGame(five), { type: 'roll' });
    expect(ofType(next.events, 'rolled')[0]?.dice).toHaveLength(5);
  });

  it('keeping some dice leaves the rest of the five to roll', () => {
    // 1 and 5 score 150; dice 2, 3 and 4 stay.
    const { state } = play(newGame(five), [roll(1, 5, 2, 3, 4), keep(0, 1)]);
    expect(state.turn.total).toBe(150);
    expect(state.turn.rollable).toEqual([2, 3, 4]);
    expectRefused(state, roll(2, 3, 4, 6), 'invalid-dice');
  });

  it('hot dice when all five are set aside: the next roll throws five again', () => {
    // Three 1s (300) and two 5s (100): 400, every die scores.
    const hot = play(newGame(five), [roll(1, 1, 1, 5, 5), keep(0, 1, 2, 3, 4)]);
    expect(hot.state.turn.total).toBe(400);
    expect(ofType(hot.events, 'hotDice')).toEqual([{ type: 'hotDice', player: 0, turnTotal: 400 }]);
    expectRefused(hot.state, roll(1, 2, 3, 4, 6, 6), 'invalid-dice');
    const again = play(hot.state, [roll(5, 2, 3, 4, 6)]);
    expect(ofType(again.events, 'rolled')[0]?.dice.map((die) => die.id)).toEqual([0, 1, 2, 3, 4]);
    // 400 + 50 for the 5.
    expect(play(again.state, [keep(0), bank]).state.players[0]?.score).toBe(450);
  });

  it('a farkle on all five dice is the all-dice farkle: Fanny Farkel costs two lives, a farkle on fewer one', () => {
    const farkel5 = defineRules({ name: 'farkel five', dice: 5 }, 'farkel');
    const first = play(newGame(farkel5), [roll(2, 3, 4, 6, 2)]);
    expect(ofType(first.events, 'farkled')[0]).toMatchObject({ player: 0, sixDice: true });
    expect(ofType(first.events, 'lifeLost')[0]).toMatchObject({ player: 0, lost: 2, lives: 10 });
    // Bob keeps the 1 (1,000) and farkles on the four dice left: one life.
    const second = play(first.state, [roll(1, 2, 3, 4, 6), keep(0), roll(2, 3, 4, 6)]);
    expect(ofType(second.events, 'farkled')[0]).toMatchObject({ player: 1, sixDice: false });
    expect(ofType(second.events, 'lifeLost')[0]).toMatchObject({ player: 1, lost: 1, lives: 11 });
  });

  it('a crash penalty (allDiceFarkle) applies to a farkle on all five dice, not on four', () => {
    const crash = defineRules({ name: 'five crash', dice: 5, bank: { entry: 0 }, allDiceFarkle: { points: 500, onHotDice: false } });
    // Ann banks three 5s and a 1: 600; Bob farkles on four dice (no crash); Ann farkles on five: 600 - 500 = 100.
    const { state, events } = play(newGame(crash), [
      roll(5, 5, 5, 1, 2),
      keep(0, 1, 2, 3),
      bank,
      roll(1, 2, 3, 4, 6),
      keep(0),
      roll(2, 3, 4, 6),
      roll(2, 3, 4, 6, 2),
    ]);
    expect(ofType(events, 'penalty')).toEqual([{ type: 'penalty', player: 0, points: 500, score: 100, reason: 'allDice' }]);
    expect(state.players.map((p) => p.score)).toEqual([100, 0]);
  });

  it('high stakes offers the dice left of the five, and is rolled with that many', () => {
    const stakes = defineRules({ name: 'five stakes', dice: 5, highStakes: true, bank: { entry: 0 } });
    const banked = play(newGame(stakes), [roll(1, 2, 3, 4, 6), keep(0), bank]);
    expect(banked.state.turn.offer).toMatchObject({ from: 0, dice: [1, 2, 3, 4], total: 100 });
    expectRefused(banked.state, highStakes(5, 2, 3, 4, 6), 'invalid-dice');
    // The 5 scores: Bob inherits 100, then keeps the 5: 150.
    const out = play(banked.state, [highStakes(5, 2, 3, 4), keep(0)]);
    expect(out.state.turn.total).toBe(150);
    expect(out.state.turn.rollable).toEqual([2, 3, 4]);
  });

  it('Farkel: the dice left of five can be bought', () => {
    const farkel5 = defineRules({ name: 'farkel five', dice: 5 }, 'farkel');
    // Ann keeps the 1 (1,000) and banks, leaving dice 1 to 4.
    const banked = play(newGame(farkel5), [roll(1, 2, 3, 4, 6), keep(0), bank]);
    expect(banked.state.turn.offer).toMatchObject({ dice: [1, 2, 3, 4], total: 1000 });
    // Bob buys two (two lives) showing 1 and 2: inherits 1,000, keeps the 1: 2,000.
    const bought = play(banked.state, [buy(2, 1, 2), keep(0)]);
    expect(typesOf(bought.events).slice(0, 2)).toEqual(['bought', 'rolled']);
    expect(bought.state.players[1]?.lives).toBe(10);
    expect(bought.state.turn.total).toBe(2000);
    expect(bought.state.turn.unbought).toEqual([3, 4]);
  });
});
