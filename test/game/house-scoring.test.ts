/**
 * HOUSE-RULES.md rows 1 to 3, the scoring house rules the model had before
 * (per-face sets, partial straights and the other fixed combinations, the
 * six-dice nothing "zen"), played through the game API with explicit dice:
 * the turn total grows by the points the row's description gives.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, type Face } from '../../src/index.js';
import { bank, keep, newGame, ofType, play, roll } from '../support/games.js';

describe('row 1: per-face n-of-a-kind', () => {
  it('four 2s worth 400 and three 6s worth 1,200, as the table says, none of a kind of 3s', () => {
    const rules = defineRules({
      bank: { entry: 0 },
      scoring: { fourOfAKind: { 1: 2000, 2: 400, 3: 600, 4: 800, 5: 1000, 6: 1200 }, threeOfAKind: { 3: 0, 6: 1200 } },
    });
    const four = play(newGame(rules), [roll(2, 2, 2, 2, 3, 4), keep(0, 1, 2, 3)]);
    expect(four.state.turn.total).toBe(400);
    const six = play(newGame(rules), [roll(6, 6, 6, 3, 3, 3), keep(0, 1, 2), bank]);
    expect(ofType(six.events, 'banked')[0]).toMatchObject({ points: 1200 });
    // Three 3s are worth nothing here, so they cannot be kept.
    expect(() => play(newGame(rules), [roll(6, 6, 6, 3, 3, 3), keep(3, 4, 5)])).toThrow(/does not score/);
  });
});

describe('row 2: straights, partial straights, three pairs, two triplets, four of a kind and a pair', () => {
  const rules = defineRules({
    bank: { entry: 0 },
    scoring: {
      straights: [
        { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
        { faces: [1, 2, 3, 4, 5], points: 500 },
        { faces: [2, 3, 4, 5, 6], points: 750 },
      ],
      threePairs: 750,
      twoTriplets: 2500,
      fourOfAKindAndPair: 1500,
    },
  });

  it.each<[string, Face[], number[], number]>([
    ['the partial straight 1-5', [1, 2, 3, 4, 5, 5], [0, 1, 2, 3, 4], 500],
    ['the partial straight 2-6', [6, 5, 4, 3, 2, 2], [0, 1, 2, 3, 4], 750],
    ['three pairs at 750', [2, 2, 3, 3, 4, 4], [0, 1, 2, 3, 4, 5], 750],
    ['two triplets at 2,500', [2, 2, 2, 3, 3, 3], [0, 1, 2, 3, 4, 5], 2500],
    ['four of a kind and a pair at 1,500', [4, 4, 4, 4, 6, 6], [0, 1, 2, 3, 4, 5], 1500],
  ])('%s', (_, dice, kept, points) => {
    const after = play(newGame(rules), [roll(...dice), keep(...kept)]);
    expect(ofType(after.events, 'kept')[0]?.points).toBe(points);
  });

  it('without the partial straights, 1-2-3-4-5 is only a 1 and a 5', () => {
    const plain = defineRules({ bank: { entry: 0 } });
    expect(() => play(newGame(plain), [roll(1, 2, 3, 4, 5, 5), keep(0, 1, 2, 3, 4)])).toThrow(/does not score/);
  });
});

describe('row 3: zen, six dice with nothing scoring', () => {
  it('scores 500 with all six dice (hot dice) instead of farkling', () => {
    const rules = defineRules({ bank: { entry: 0 }, scoring: { sixDiceFarkle: 500 } });
    const after = play(newGame(rules), [roll(2, 3, 4, 6, 2, 3), keep(0, 1, 2, 3, 4, 5)]);
    expect(ofType(after.events, 'farkled')).toEqual([]);
    expect(after.state.turn).toMatchObject({ total: 500, hotDice: true });
  });

  it('again after hot dice; five dice with nothing scoring still farkle', () => {
    const rules = defineRules({ bank: { entry: 0 }, scoring: { sixDiceFarkle: 500 } });
    const after = play(newGame(rules), [roll(2, 3, 4, 6, 2, 3), keep(0, 1, 2, 3, 4, 5), roll(2, 3, 4, 6, 2, 3), keep(0, 1, 2, 3, 4, 5), roll(2, 3, 4, 6, 2, 3)]);
    // Hot dice twice (1,000), and the third throw of six is zen again: a roll to keep from, no farkle.
    expect(after.state.turn).toMatchObject({ total: 1000, phase: 'rolled' });
    expect(ofType(after.events, 'farkled')).toEqual([]);
    const five = play(newGame(rules), [roll(1, 3, 4, 6, 2, 3), keep(0), roll(2, 3, 4, 6, 2)]);
    expect(ofType(five.events, 'farkled')).toHaveLength(1);
  });
});
