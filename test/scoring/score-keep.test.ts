/**
 * scoreKeep: the best split of exactly the kept dice, or keep-does-not-score.
 * Includes the sample turns of seeds 002 and 004 and the "no stacking across
 * rolls" reasoning of seeds 000, 003 and 004.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, scoreKeep, type CombinationKind, type Die, type RulesInput } from '../../src/index.js';
import { expectFarkleError, facesAt, red } from '../support/helpers.js';

const sixDiceFarkle = defineRules({ scoring: { sixDiceFarkle: 500 } });
const partialStraights = defineRules({
  scoring: { straights: [{ faces: [1, 2, 3, 4, 5, 6], points: 1500 }, { faces: [1, 2, 3, 4, 5], points: 500 }] },
});

describe('scoreKeep', () => {
  it.each([
    ['farkel', [4, 4, 4], 4000, ['threeOfAKind']],
    ['farkel', [4, 4, 4, 1], 5000, ['single', 'threeOfAKind']],
    ['farkel', [1, 5], 1500, ['single', 'single']],
    ['farkel', [1, 1, 1, 1], 11000, ['single', 'threeOfAKind']],
    ['farkel', [5, 5, 5, 5, 5], 6000, ['single', 'single', 'threeOfAKind']],
    ['farkel', [2, 2, 2, 2, 2, 2], 4000, ['threeOfAKind', 'threeOfAKind']],
    ['classic', [5, 5, 5, 1], 600, ['single', 'threeOfAKind']],
    ['classic', [1, 1, 1, 1, 5, 5], 1500, ['fourOfAKindAndPair']],
    ['classic', [2, 2, 2, 2], 1000, ['fourOfAKind']],
    ['classic', [1, 5, 5], 200, ['single', 'single', 'single']],
    ['absolute', [3, 3, 3, 3, 3], 1200, ['fiveOfAKind']],
    ['absolute', [1, 1, 2, 2, 4, 4], 500, ['threePairs']],
    ['spicy', [red(4), 4, 4], 800, ['threeOfAKind']],
    ['spicy', [red(1)], 200, ['single']],
    ['yarkle', [1, 4, 4, 4], 500, ['single', 'threeOfAKind']],
    [sixDiceFarkle, [2, 3, 3, 4, 4, 6], 500, ['sixDiceFarkle']],
    [partialStraights, [5, 4, 3, 2, 1], 500, ['straight']],
  ] satisfies [RulesInput, Die[], number, CombinationKind[]][])('%s %j = %d', (rules, dice, points, kinds) => {
    const keep = scoreKeep(dice, rules);
    expect(keep.points).toBe(points);
    expect(keep.dice).toEqual(dice.map((_, i) => i));
    expect(facesAt(dice, keep.dice)).toEqual(keep.faces);
    expect(keep.combinations.map((c) => c.kind).sort()).toEqual([...kinds].sort());
    expect(keep.combinations.flatMap((c) => c.dice).sort((a, b) => a - b)).toEqual(keep.dice);
  });

  it('adds up the farkel sample round: 4,000, then 1,500 (bank 5,500), then 500 (6,000 with all six dice set aside)', () => {
    const first = scoreKeep([4, 4, 4], 'farkel').points;
    const second = scoreKeep([1, 5], 'farkel').points;
    expect(first + second).toBe(5500);
    const third = scoreKeep([5], 'farkel').points;
    expect(first + second + third).toBe(6000);
    // Had they banked after the first roll with the 1 too: 5,000.
    expect(scoreKeep([4, 3, 4, 4, 1, 6].filter((face) => face === 4 || face === 1), 'farkel').points).toBe(5000);
  });

  it('adds up the yarkle sample turn: 50, 550, 650, 950', () => {
    const totals: number[] = [];
    let total = 0;
    for (const keep of [[5], [1, 4, 4, 4], [1], [3, 3, 3]] satisfies Die[][]) {
      total += scoreKeep(keep, 'yarkle').points;
      totals.push(total);
    }
    expect(totals).toEqual([50, 550, 650, 950]);
  });

  it.each(['classic', 'spicy', 'yarkle'] as const)(
    '%s: a 5 kept from one roll and two 5s from the next are 150, not three of a kind (500)',
    (rules) => {
      const separately = scoreKeep([5], rules).points + scoreKeep([5, 5], rules).points;
      expect(separately).toBe(150);
      expect(scoreKeep([5, 5, 5], rules).points).toBe(500);
    },
  );

  it('farkel: three 5s count as three of a kind only when thrown together', () => {
    expect(scoreKeep([5], 'farkel').points + scoreKeep([5, 5], 'farkel').points).toBe(1500);
    expect(scoreKeep([5, 5, 5], 'farkel').points).toBe(5000);
  });

  it.each([
    ['classic', [5, 2], 'dice[1]'],
    ['classic', [1, 1, 1, 1, 2], 'dice[4]'],
    ['classic', [3, 1], 'dice[0]'],
    ['classic', [6, 6, 1, 1, 1], /^dice\[[01]\]$/],
    ['classic', [1, 2, 3, 4, 5], /^dice\[[123]\]$/],
    ['classic', [2, 3, 3, 4, 4, 6], /^dice\[[0-5]\]$/],
    ['classic', [2], 'dice[0]'],
    ['farkel', [4, 4, 4, 4], /^dice\[[0-3]\]$/],
    ['absolute', [2, 2, 2, 2, 3, 3], /^dice\[[45]\]$/],
    ['spicy', [red(2), 1], 'dice[0]'],
    [sixDiceFarkle, [2, 3, 3, 4, 4], /^dice\[[0-4]\]$/],
    [sixDiceFarkle, [1, 2, 3, 4, 6, 6], /^dice\[[1-5]\]$/],
  ] satisfies [RulesInput, Die[], string | RegExp][])(
    '%s %j throws keep-does-not-score naming a die that cannot score (%s)',
    (rules, dice, path) => {
      expectFarkleError(() => scoreKeep(dice, rules), 'keep-does-not-score', path);
    },
  );
});
