/**
 * scoreRoll and isFarkle: the worked examples of the seeds and RULES.md, and
 * the table rows of every preset, with values derived by hand from the texts.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, isFarkle, presets, scoreRoll, type CombinationKind, type Die, type Face, type RulesInput } from '../../src/index.js';
import { facesAt, isDeepFrozen, red, sorted } from '../support/helpers.js';

const house = {
  partialStraights: defineRules({
    scoring: {
      straights: [
        { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
        { faces: [1, 2, 3, 4, 5], points: 500 },
        { faces: [2, 3, 4, 5, 6], points: 750 },
      ],
    },
  }),
  classicPairs: defineRules({ scoring: { fourOfAKindCountsAsTwoPairs: true } }),
  absolutePairs: defineRules({ scoring: { fourOfAKindCountsAsTwoPairs: true } }, 'absolute'),
  sixDiceFarkle: defineRules({ scoring: { sixDiceFarkle: 500 } }),
  absolute750: defineRules({ scoring: { threePairs: 750 } }, 'absolute'),
};

interface Row {
  readonly rules: RulesInput;
  readonly dice: readonly Die[];
  readonly points: number;
  /** The faces of the best keep, in any order. */
  readonly kept: readonly Face[];
  /** The kinds of its combinations, in any order; `null` when two splits tie and either may be reported. */
  readonly kinds: readonly CombinationKind[] | null;
  readonly why: string;
}

const rows: readonly Row[] = [
  // Seed 002 (farkel) and RULES.md
  { rules: 'farkel', dice: [4, 3, 4, 4, 1, 6], points: 5000, kept: [1, 4, 4, 4], kinds: ['single', 'threeOfAKind'], why: '"4,000 for three-of-a-kind and 1,000 for the 1"' },
  { rules: 'farkel', dice: [1, 6, 5], points: 1500, kept: [1, 5], kinds: ['single', 'single'], why: 'second roll of the sample round: the 1 and the 5' },
  { rules: 'farkel', dice: [5], points: 500, kept: [5], kinds: ['single'], why: 'the last die of the sample round rolls a 5' },
  { rules: 'farkel', dice: [2, 5], points: 500, kept: [5], kinds: ['single'], why: 'the bought dice "roll a 2 and a 5": 500 for the 5' },
  { rules: 'farkel', dice: [1], points: 1000, kept: [1], kinds: ['single'], why: 'a 1 earns 1,000' },
  { rules: 'farkel', dice: [1, 1, 1, 1], points: 11000, kept: [1, 1, 1, 1], kinds: ['single', 'threeOfAKind'], why: 'RULES.md: four 1s = 10,000 + 1,000' },
  { rules: 'farkel', dice: [5, 5, 5, 5, 5], points: 6000, kept: [5, 5, 5, 5, 5], kinds: ['single', 'single', 'threeOfAKind'], why: 'RULES.md: five 5s = 5,000 + 500 + 500' },
  { rules: 'farkel', dice: [2, 2, 2, 2, 2, 2], points: 4000, kept: [2, 2, 2, 2, 2, 2], kinds: ['threeOfAKind', 'threeOfAKind'], why: 'RULES.md: six of a kind is two three-of-a-kinds' },
  { rules: 'farkel', dice: [1, 1, 1, 1, 1, 1], points: 20000, kept: [1, 1, 1, 1, 1, 1], kinds: ['threeOfAKind', 'threeOfAKind'], why: 'two three 1s (20,000) beat three 1s and three singles (13,000)' },
  { rules: 'farkel', dice: [4, 4, 4, 4, 2, 2], points: 4000, kept: [4, 4, 4], kinds: ['threeOfAKind'], why: 'no four of a kind, and three pairs need three faces' },
  { rules: 'farkel', dice: [1, 2, 3, 4, 5, 6], points: 10000, kept: [1, 2, 3, 4, 5, 6], kinds: ['straight'], why: 'a full straight earns 10,000' },
  { rules: 'farkel', dice: [2, 2, 3, 3, 5, 5], points: 10000, kept: [2, 2, 3, 3, 5, 5], kinds: ['threePairs'], why: 'three pairs, "eg 2 - 2 - 3 - 3 - 5 - 5"' },
  { rules: 'farkel', dice: [3, 3, 3], points: 3000, kept: [3, 3, 3], kinds: ['threeOfAKind'], why: '1,000 x value of one of the dice' },
  // Seed 003 (spicy)
  { rules: 'spicy', dice: [red(4), 4, 4], points: 800, kept: [4, 4, 4], kinds: ['threeOfAKind'], why: 'three 4s with a red die: 800 rather than 400' },
  { rules: 'spicy', dice: [4, 4, 4], points: 400, kept: [4, 4, 4], kinds: ['threeOfAKind'], why: 'the usual 400' },
  { rules: 'spicy', dice: [red(1), 2, 3, red(4), 5, 6], points: 6000, kept: [1, 2, 3, 4, 5, 6], kinds: ['straight'], why: 'a straight with two spicy dice: 6,000 rather than 1,500' },
  { rules: 'spicy', dice: [red(1)], points: 200, kept: [1], kinds: ['single'], why: 'RULES.md: a spicy single 1 is 200' },
  { rules: 'spicy', dice: [2, 2, 3, 3, 6, 6], points: 1500, kept: [2, 2, 3, 3, 6, 6], kinds: ['threePairs'], why: 'table row: three pairs 1500' },
  { rules: 'spicy', dice: [2, 2, 2, 3, 3, 3], points: 2500, kept: [2, 2, 2, 3, 3, 3], kinds: ['twoTriplets'], why: 'table row: two triplets 2500' },
  // Seed 001 (absolute)
  { rules: 'absolute', dice: [3, 3, 3], points: 300, kept: [3, 3, 3], kinds: ['threeOfAKind'], why: '"3 threes is worth 300 points"' },
  { rules: 'absolute', dice: [3, 3, 3, 3], points: 600, kept: [3, 3, 3, 3], kinds: ['fourOfAKind'], why: '"4 threes is worth 600 points"' },
  { rules: 'absolute', dice: [3, 3, 3, 3, 3], points: 1200, kept: [3, 3, 3, 3, 3], kinds: ['fiveOfAKind'], why: '"5 threes is worth 1200 points"' },
  { rules: 'absolute', dice: [3, 3, 3, 3, 3, 3], points: 2400, kept: [3, 3, 3, 3, 3, 3], kinds: ['sixOfAKind'], why: '"6 threes is worth 2400 points"' },
  { rules: 'absolute', dice: [1, 1, 1], points: 1000, kept: [1, 1, 1], kinds: ['threeOfAKind'], why: '"3 1s is 1000"' },
  { rules: 'absolute', dice: [1, 1, 2, 2, 4, 4], points: 500, kept: [1, 1, 2, 2, 4, 4], kinds: ['threePairs'], why: '"3 pairs is worth 500 points - e.g. 1-1-2-2-4-4"' },
  { rules: 'absolute', dice: [6, 5, 4, 3, 2, 1], points: 1500, kept: [1, 2, 3, 4, 5, 6], kinds: ['straight'], why: '"one of each number ... 1500 points"' },
  { rules: 'absolute', dice: [2, 2, 2, 3, 3, 3], points: 500, kept: [2, 2, 2, 3, 3, 3], kinds: ['threeOfAKind', 'threeOfAKind'], why: 'no two-triplets row: 200 + 300' },
  { rules: 'absolute', dice: [1, 1, 1, 1, 5, 5], points: 2100, kept: [1, 1, 1, 1, 5, 5], kinds: ['fourOfAKind', 'single', 'single'], why: 'no four-of-a-kind-and-pair row: 2,000 + 50 + 50' },
  { rules: 'absolute', dice: [2, 2, 2, 2, 3, 3], points: 400, kept: [2, 2, 2, 2], kinds: ['fourOfAKind'], why: 'four of a kind is not two pairs by default' },
  // Seed 000 (classic) table rows and reasoning
  { rules: 'classic', dice: [1], points: 100, kept: [1], kinds: ['single'], why: 'individual 1s = 100' },
  { rules: 'classic', dice: [5], points: 50, kept: [5], kinds: ['single'], why: 'individual 5s = 50' },
  { rules: 'classic', dice: [5, 5], points: 100, kept: [5, 5], kinds: ['single', 'single'], why: '"two 5s ... will score 100 points"' },
  { rules: 'classic', dice: [1, 1, 1], points: 300, kept: [1, 1, 1], kinds: ['threeOfAKind'], why: 'three 1s = 300' },
  { rules: 'classic', dice: [2, 2, 2], points: 200, kept: [2, 2, 2], kinds: ['threeOfAKind'], why: 'three 2s = 200' },
  { rules: 'classic', dice: [3, 3, 3], points: 300, kept: [3, 3, 3], kinds: ['threeOfAKind'], why: 'three 3s = 300' },
  { rules: 'classic', dice: [4, 4, 4], points: 400, kept: [4, 4, 4], kinds: ['threeOfAKind'], why: 'three 4s = 400' },
  { rules: 'classic', dice: [5, 5, 5], points: 500, kept: [5, 5, 5], kinds: ['threeOfAKind'], why: 'three 5s = 500' },
  { rules: 'classic', dice: [6, 6, 6], points: 600, kept: [6, 6, 6], kinds: ['threeOfAKind'], why: 'three 6s = 600' },
  { rules: 'classic', dice: [3, 3, 3, 3], points: 1000, kept: [3, 3, 3, 3], kinds: ['fourOfAKind'], why: 'four of any number = 1,000' },
  { rules: 'classic', dice: [1, 1, 1, 1], points: 1000, kept: [1, 1, 1, 1], kinds: ['fourOfAKind'], why: 'four 1s: 1,000 beats three 1s + a 1 (400)' },
  { rules: 'classic', dice: [2, 2, 2, 2, 2], points: 2000, kept: [2, 2, 2, 2, 2], kinds: ['fiveOfAKind'], why: 'five of any number = 2,000' },
  { rules: 'classic', dice: [6, 6, 6, 6, 6, 6], points: 3000, kept: [6, 6, 6, 6, 6, 6], kinds: ['sixOfAKind'], why: 'six of any number = 3,000' },
  { rules: 'classic', dice: [1, 1, 1, 1, 1, 1], points: 3000, kept: [1, 1, 1, 1, 1, 1], kinds: ['sixOfAKind'], why: 'six 1s = 3,000 (three pairs need three faces)' },
  { rules: 'classic', dice: [6, 2, 4, 1, 3, 5], points: 1500, kept: [1, 2, 3, 4, 5, 6], kinds: ['straight'], why: '1-6 straight = 1,500, in any order' },
  { rules: 'classic', dice: [2, 2, 3, 3, 6, 6], points: 1500, kept: [2, 2, 3, 3, 6, 6], kinds: ['threePairs'], why: 'three pairs = 1,500' },
  { rules: 'classic', dice: [1, 1, 5, 5, 6, 6], points: 1500, kept: [1, 1, 5, 5, 6, 6], kinds: ['threePairs'], why: 'three pairs (1,500) beat four singles (300)' },
  { rules: 'classic', dice: [4, 4, 4, 4, 6, 6], points: 1500, kept: [4, 4, 4, 4, 6, 6], kinds: ['fourOfAKindAndPair'], why: 'four of any number with a pair = 1,500' },
  { rules: 'classic', dice: [1, 1, 1, 1, 5, 5], points: 1500, kept: [1, 1, 1, 1, 5, 5], kinds: ['fourOfAKindAndPair'], why: '1,500 beats four 1s + two 5s (1,100)' },
  { rules: 'classic', dice: [2, 2, 2, 3, 3, 3], points: 2500, kept: [2, 2, 2, 3, 3, 3], kinds: ['twoTriplets'], why: 'two triplets = 2,500' },
  { rules: 'classic', dice: [1, 1, 1, 5, 5, 5], points: 2500, kept: [1, 1, 1, 5, 5, 5], kinds: ['twoTriplets'], why: '2,500 beats three 1s + three 5s (800)' },
  { rules: 'classic', dice: [1, 1, 1, 5, 2, 3], points: 350, kept: [1, 1, 1, 5], kinds: ['single', 'threeOfAKind'], why: 'three 1s + a 5' },
  { rules: 'classic', dice: [1, 5, 2, 3, 4, 5], points: 200, kept: [1, 5, 5], kinds: ['single', 'single', 'single'], why: 'no 6: not a straight; 100 + 50 + 50' },
  { rules: 'classic', dice: [1, 1, 1, 1, 1, 5], points: 2050, kept: [1, 1, 1, 1, 1, 5], kinds: ['fiveOfAKind', 'single'], why: 'five of a kind + a 5' },
  // Seed 004 (yarkle) sample turn
  { rules: 'yarkle', dice: [2, 3, 4, 5, 6, 6], points: 50, kept: [5], kinds: ['single'], why: 'first roll: set aside 5 (50 points)' },
  { rules: 'yarkle', dice: [1, 4, 4, 4, 6], points: 500, kept: [1, 4, 4, 4], kinds: ['single', 'threeOfAKind'], why: 'second roll: 1 (100) and three 4s (400)' },
  { rules: 'yarkle', dice: [1], points: 100, kept: [1], kinds: ['single'], why: 'third roll: score 100 points' },
  { rules: 'yarkle', dice: [2, 3, 3, 3, 6, 6], points: 300, kept: [3, 3, 3], kinds: ['threeOfAKind'], why: 'fourth roll: the three 3s score 300' },
  { rules: 'yarkle', dice: [4, 4, 4, 4, 2, 2], points: 1500, kept: [2, 2, 4, 4, 4, 4], kinds: ['fourOfAKindAndPair'], why: '4 of a kind (any) + pair (any): 1,500' },
  // House rules
  { rules: house.partialStraights, dice: [1, 2, 3, 4, 5], points: 500, kept: [1, 2, 3, 4, 5], kinds: ['straight'], why: 'partial straight 1-5' },
  { rules: house.partialStraights, dice: [6, 5, 4, 3, 2], points: 750, kept: [2, 3, 4, 5, 6], kinds: ['straight'], why: 'partial straight 2-6' },
  { rules: house.partialStraights, dice: [1, 2, 3, 4, 5, 5], points: 550, kept: [1, 2, 3, 4, 5, 5], kinds: ['single', 'straight'], why: '1-5 + a 5' },
  { rules: house.partialStraights, dice: [1, 1, 2, 3, 4, 5], points: 600, kept: [1, 1, 2, 3, 4, 5], kinds: ['single', 'straight'], why: '1-5 + a 1' },
  { rules: house.partialStraights, dice: [1, 2, 3, 4, 5, 6], points: 1500, kept: [1, 2, 3, 4, 5, 6], kinds: ['straight'], why: 'the full straight beats 2-6 + the 1 (850)' },
  { rules: house.classicPairs, dice: [2, 2, 2, 2, 3, 3], points: 1500, kept: [2, 2, 2, 2, 3, 3], kinds: null, why: 'three pairs or four + pair, both 1,500' },
  { rules: house.absolutePairs, dice: [2, 2, 2, 2, 3, 3], points: 500, kept: [2, 2, 2, 2, 3, 3], kinds: ['threePairs'], why: 'option: four of a kind counts as two pairs (500 > 400)' },
  { rules: house.absolutePairs, dice: [2, 2, 2, 2, 2, 2], points: 1600, kept: [2, 2, 2, 2, 2, 2], kinds: ['sixOfAKind'], why: 'six 2s: 1,600 beats three pairs (500)' },
  { rules: house.absolutePairs, dice: [1, 1, 5, 5, 5, 5], points: 1200, kept: [1, 1, 5, 5, 5, 5], kinds: ['fourOfAKind', 'single', 'single'], why: 'four 5s (1,000) + 1s (200) beat three pairs (500)' },
  { rules: house.sixDiceFarkle, dice: [2, 3, 3, 4, 4, 6], points: 500, kept: [2, 3, 3, 4, 4, 6], kinds: ['sixDiceFarkle'], why: 'six dice with nothing scoring score the bonus, all kept' },
  { rules: house.sixDiceFarkle, dice: [2, 2, 3, 3, 4, 4], points: 1500, kept: [2, 2, 3, 3, 4, 4], kinds: ['threePairs'], why: 'three pairs score: not a six-dice farkle' },
  { rules: house.sixDiceFarkle, dice: [2, 3, 3, 4, 6, 5], points: 50, kept: [5], kinds: ['single'], why: 'a 5 scores: not a six-dice farkle' },
  { rules: house.absolute750, dice: [1, 1, 2, 2, 4, 4], points: 750, kept: [1, 1, 2, 2, 4, 4], kinds: ['threePairs'], why: 'absolute option: three pairs 750' },
];

const farkles: readonly (readonly [RulesInput, readonly Die[], string])[] = [
  ['yarkle', [2, 3, 3, 4, 4, 6], 'yarkle alternate fourth roll: "None of these dice scores"'],
  ['farkel', [2, 6, 2, 4, 3, 6], 'seed 002 "Fanny Farkel" example'],
  ['classic', [2, 3, 4, 6, 6, 3], 'no 1, 5, triple, straight or three pairs'],
  ['classic', [2], 'a single 2'],
  ['classic', [3], 'a single 3'],
  ['classic', [4], 'a single 4'],
  ['classic', [6], 'a single 6'],
  ['classic', [6, 6], 'a pair of 6s'],
  ['classic', [2, 2, 4, 4, 6], 'two pairs and a 6'],
  ['absolute', [2, 2, 3, 3, 4, 6], 'two pairs are not three pairs'],
  ['farkel', [2, 3, 4, 6, 6], 'five dice, nothing scores'],
  ['spicy', [red(2), red(3), 4, 6], 'spicy dice that do not score still do not score'],
  [house.sixDiceFarkle, [2, 3, 3, 4, 4], 'the six-dice-farkle bonus needs six dice'],
];

function ruleLabel(rules: RulesInput): string {
  return typeof rules === 'string' ? rules : rules.name;
}

describe('scoreRoll', () => {
  it.each(rows.map((row) => ({ ...row, label: ruleLabel(row.rules) })))(
    '$label $dice = $points ($why)',
    ({ rules, dice, points, kept, kinds }) => {
      const score = scoreRoll(dice, rules);
      expect(score.points).toBe(points);
      expect(sorted(score.faces)).toEqual(sorted(kept));
      expect(facesAt(dice, score.dice)).toEqual(score.faces);
      expect(score.remaining).toBe(dice.length - kept.length);
      expect(score.farkle).toBe(false);
      expect(score.hotDice).toBe(kept.length === dice.length);
      if (kinds !== null) expect(score.combinations.map((c) => c.kind).sort()).toEqual([...kinds].sort());
      expect(score.combinations.reduce((sum, c) => sum + c.points, 0)).toBe(points);
    },
  );

  it.each(farkles.map(([rules, dice, why]) => ({ rules, dice, why, label: ruleLabel(rules) })))(
    '$label $dice is a farkle ($why)',
    ({ rules, dice }) => {
      const score = scoreRoll(dice, rules);
      expect(score).toEqual({ dice: [], faces: [], points: 0, combinations: [], remaining: dice.length, farkle: true, hotDice: false, effect: null });
      expect(isFarkle(dice, rules)).toBe(true);
    },
  );

  it('keeps indices ascending, with faces aligned to them', () => {
    const roll: Die[] = [5, 2, 1, 1, 6, 1];
    const score = scoreRoll(roll);
    expect(score.points).toBe(350);
    expect(score.dice).toEqual([0, 2, 3, 5]);
    expect(score.faces).toEqual([5, 1, 1, 1]);
    expect(score.remaining).toBe(2);
  });

  it('gives each combination its dice (input indices) aligned with ascending faces', () => {
    const roll: Die[] = [4, 1, 4, 3, 4, 6];
    const { combinations } = scoreRoll(roll, 'farkel');
    const byKind = Object.fromEntries(combinations.map((c) => [c.kind, c]));
    expect(byKind.threeOfAKind).toMatchObject({ dice: [0, 2, 4], faces: [4, 4, 4], spicy: 0, points: 4000 });
    expect(byKind.single).toMatchObject({ dice: [1], faces: [1], spicy: 0, points: 1000 });
  });

  it('counts spicy dice per combination, each one multiplying its points', () => {
    const roll: Die[] = [red(4), 4, 4, red(1), 5];
    const score = scoreRoll(roll, 'spicy');
    // three 4s with a red die (800) + a red 1 (200) + a 5 (50)
    expect(score.points).toBe(1050);
    const triple = score.combinations.find((c) => c.kind === 'threeOfAKind');
    expect(triple).toMatchObject({ faces: [4, 4, 4], spicy: 1, points: 800 });
    expect(triple?.dice).toContain(0);
    const singles = score.combinations.filter((c) => c.kind === 'single').map((c) => [c.dice, c.spicy, c.points]);
    expect(singles).toEqual(expect.arrayContaining([[[3], 1, 200], [[4], 0, 50]]));
  });

  it('multiplies by 4 with two spicy dice in one combination, 8 with three', () => {
    expect(scoreRoll([red(2), red(2), 2], 'spicy').points).toBe(800);
    expect(scoreRoll([red(2), red(2), red(2)], 'spicy').points).toBe(1600);
    expect(scoreRoll([red(1), red(5)], 'spicy').points).toBe(200 + 100);
  });

  it('treats { face, spicy: false } like a plain face', () => {
    const plain = scoreRoll([4, 4, 4, 1], 'spicy');
    expect(scoreRoll([{ face: 4, spicy: false }, { face: 4, spicy: false }, 4, { face: 1, spicy: false }], 'spicy')).toEqual(plain);
  });

  it("scores spicy dice under any preset's table with spicy dice, by its spicyMultiplier", () => {
    expect(scoreRoll([red(1)], defineRules({ spicyDice: true }, 'farkel')).points).toBe(2000);
    expect(scoreRoll([red(3), 3, 3], defineRules({ spicyDice: true }, 'absolute')).points).toBe(600);
  });

  it('prefers, among keeps of equal points, the one with more dice', () => {
    // The 1 and both 5s: 200, more than any smaller keep.
    const classic = scoreRoll([5, 5, 2, 1], 'classic');
    expect(classic.points).toBe(200);
    expect(classic.dice).toEqual([0, 1, 3]);
    // A house table where a 5 is worth nothing alone but the 1-5 straight is worth a 1: keep all five dice.
    const rules = defineRules({ scoring: { singles: { 5: 0 }, straights: [{ faces: [1, 2, 3, 4, 5], points: 100 }] } });
    const tie = scoreRoll([1, 2, 3, 4, 5], rules);
    expect(tie.points).toBe(100);
    expect(tie.dice).toEqual([0, 1, 2, 3, 4]);
    expect(tie.hotDice).toBe(true);
  });

  it('uses classic by default, and accepts preset names and rule objects alike', () => {
    const roll: Die[] = [1, 1, 1, 1, 2, 3];
    expect(scoreRoll(roll)).toEqual(scoreRoll(roll, 'classic'));
    expect(scoreRoll(roll, presets.farkel)).toEqual(scoreRoll(roll, 'farkel'));
    expect(scoreRoll(roll).points).toBe(1000);
    expect(scoreRoll(roll, 'farkel').points).toBe(11000);
  });

  it.each([
    ['plain dice', [1, 2, 3, 4, 5, 6]],
    ['a farkle', [2, 3]],
    ['object dice', [{ face: 1, spicy: false }, 1, 5]],
    ['spicy dice', [red(1), 1, 5]],
    ['a spicy farkle', [red(2), 3]],
  ] satisfies [string, Die[]][])('returns a deeply frozen result for %s', (_, roll) => {
    expect(isDeepFrozen(scoreRoll(roll, 'spicy'))).toBe(true);
  });

  it('does not change its input', () => {
    const roll: Die[] = [red(5), 1, 1, 1, 4, 2];
    const copy = structuredClone(roll);
    scoreRoll(roll, 'spicy');
    expect(roll).toEqual(copy);
  });
});

describe('isFarkle', () => {
  it.each([
    ['classic', [2, 3, 4, 6, 6, 3], true],
    ['classic', [2, 3, 4, 6, 6, 5], false],
    ['yarkle', [2, 3, 3, 4, 4, 6], true],
    ['yarkle', [2, 3, 3, 3, 6, 6], false],
    ['farkel', [2, 6, 2, 4, 3, 6], true],
    ['farkel', [6], true],
    ['farkel', [1], false],
    ['absolute', [2, 2, 3, 3, 4, 4], false],
  ] satisfies [RulesInput, Die[], boolean][])('%s %j: %s', (rules, dice, farkle) => {
    expect(isFarkle(dice, rules)).toBe(farkle);
    expect(scoreRoll(dice, rules).farkle).toBe(farkle);
  });

  it('is false for six non-scoring dice under the six-dice-farkle house rule', () => {
    expect(isFarkle([2, 3, 3, 4, 4, 6], house.sixDiceFarkle)).toBe(false);
    expect(isFarkle([2, 3, 3, 4, 4], house.sixDiceFarkle)).toBe(true);
  });
});
