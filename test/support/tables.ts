/**
 * The scoring tables of RULES.md ("Scoring tables"), written out by hand from
 * the document and the seed texts, independently of `src/rules/presets.ts`.
 * The oracle scores with these, and `presets.test.ts` checks that the library's
 * presets hold the same tables.
 */
import type { Face, FaceValues, PresetName, RulesOverrides, ScoringRules, Straight } from '../../src/index.js';

export const FACE_LIST: readonly Face[] = [1, 2, 3, 4, 5, 6];

/**
 * The presets the rules texts name: RULES.md's five (the columns of its tables, one per seed) and
 * HOUSE-RULES.md's "Named presets beyond the seeds". `presets.test.ts` checks that the library has
 * exactly these, so that a generator drawing from this list misses none.
 */
export const PRESETS_OF_THE_RULES = ['classic', 'absolute', 'farkel', 'spicy', 'yarkle', 'zilch'] as const satisfies readonly PresetName[];

function byFace(one: number, two: number, three: number, four: number, five: number, six: number): FaceValues {
  return { 1: one, 2: two, 3: three, 4: four, 5: five, 6: six };
}

function same(points: number): FaceValues {
  return byFace(points, points, points, points, points, points);
}

const fullStraight = (points: number): Straight => ({ faces: [1, 2, 3, 4, 5, 6], points });

/** Seeds 000 (classic), 003 (spicy) and 004 (yarkle). "Each spicy die ... doubles that combination". */
export const classicTable: ScoringRules = {
  singles: byFace(100, 0, 0, 0, 50, 0),
  threeOfAKind: byFace(300, 200, 300, 400, 500, 600),
  fourOfAKind: same(1000),
  fiveOfAKind: same(2000),
  sixOfAKind: same(3000),
  straights: [fullStraight(1500)],
  threePairs: 1500,
  fourOfAKindCountsAsTwoPairs: false,
  fourOfAKindAndPair: 1500,
  twoTriplets: 2500,
  sixDiceFarkle: null,
  spicyMultiplier: 2,
  fullHouse: null,
  rollEffects: [],
};

/** Singles, three of a kind and four of a kind of the classic table; nothing else (a small table for the slower solvers' references). */
export const classicSetsTable: ScoringRules = {
  ...classicTable,
  fiveOfAKind: null,
  sixOfAKind: null,
  straights: [],
  threePairs: null,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

/** Seed 001: "3 1s is 1000", four = 2 x three, five = 2 x four, six = 2 x five; three pairs 500. */
export const absoluteTable: ScoringRules = {
  ...classicTable,
  threeOfAKind: byFace(1000, 200, 300, 400, 500, 600),
  fourOfAKind: byFace(2000, 400, 600, 800, 1000, 1200),
  fiveOfAKind: byFace(4000, 800, 1200, 1600, 2000, 2400),
  sixOfAKind: byFace(8000, 1600, 2400, 3200, 4000, 4800),
  threePairs: 500,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

/** Seed 002: the five winning combinations; no four/five/six of a kind. */
export const farkelTable: ScoringRules = {
  ...classicTable,
  singles: byFace(1000, 0, 0, 0, 500, 0),
  threeOfAKind: byFace(10000, 2000, 3000, 4000, 5000, 6000),
  fourOfAKind: null,
  fiveOfAKind: null,
  sixOfAKind: null,
  straights: [fullStraight(10000)],
  threePairs: 10000,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

/**
 * HOUSE-RULES.md, "zilch": single 1 = 100, single 5 = 50; three 1s = 1,000,
 * three of another face = 100 x face; each die beyond three doubles the set;
 * straight 1,500; three pairs 1,500, four of a kind with a pair counting as
 * three pairs; six dice with nothing scoring = 500.
 */
export const zilchTable: ScoringRules = {
  ...classicTable,
  threeOfAKind: byFace(1000, 200, 300, 400, 500, 600),
  fourOfAKind: byFace(2000, 400, 600, 800, 1000, 1200),
  fiveOfAKind: byFace(4000, 800, 1200, 1600, 2000, 2400),
  sixOfAKind: byFace(8000, 1600, 2400, 3200, 4000, 4800),
  threePairs: 1500,
  fourOfAKindCountsAsTwoPairs: true,
  fourOfAKindAndPair: null,
  twoTriplets: null,
  sixDiceFarkle: 500,
};

export const presetTables: Readonly<Record<PresetName, ScoringRules>> = {
  classic: classicTable,
  absolute: absoluteTable,
  farkel: farkelTable,
  spicy: classicTable,
  yarkle: classicTable,
  zilch: zilchTable,
};

/** A house rule set: overrides for `defineRules`, and the table they should produce, merged here by hand. */
export interface CustomRuleSet {
  readonly name: string;
  readonly base: PresetName;
  readonly overrides: RulesOverrides;
  readonly table: ScoringRules;
}

const partialStraights: readonly Straight[] = [
  fullStraight(1500),
  { faces: [1, 2, 3, 4, 5], points: 500 },
  { faces: [2, 3, 4, 5, 6], points: 750 },
];

export const customRuleSets: readonly CustomRuleSet[] = [
  {
    name: 'classic + partial straights 1-5 = 500, 2-6 = 750',
    base: 'classic',
    overrides: { scoring: { straights: partialStraights } },
    table: { ...classicTable, straights: partialStraights },
  },
  {
    name: 'classic + four of a kind counts as two pairs',
    base: 'classic',
    overrides: { scoring: { fourOfAKindCountsAsTwoPairs: true } },
    table: { ...classicTable, fourOfAKindCountsAsTwoPairs: true },
  },
  {
    name: 'absolute + four of a kind counts as two pairs',
    base: 'absolute',
    overrides: { scoring: { fourOfAKindCountsAsTwoPairs: true } },
    table: { ...absoluteTable, fourOfAKindCountsAsTwoPairs: true },
  },
  {
    name: 'classic + six-dice farkle 500',
    base: 'classic',
    overrides: { scoring: { sixDiceFarkle: 500 } },
    table: { ...classicTable, sixDiceFarkle: 500 },
  },
  {
    name: 'absolute + three pairs 750',
    base: 'absolute',
    overrides: { scoring: { threePairs: 750 } },
    table: { ...absoluteTable, threePairs: 750 },
  },
  {
    name: 'farkel + partial straights, pairs option, six-dice farkle 500, no 5s',
    base: 'farkel',
    overrides: {
      scoring: {
        singles: { 5: 0 },
        straights: partialStraights,
        fourOfAKindCountsAsTwoPairs: true,
        sixDiceFarkle: 500,
      },
    },
    table: {
      ...farkelTable,
      singles: { ...farkelTable.singles, 5: 0 },
      straights: partialStraights,
      fourOfAKindCountsAsTwoPairs: true,
      sixDiceFarkle: 500,
    },
  },
];

/**
 * House rules of HOUSE-RULES.md rows 4 to 7 (full house, five dice, wild die,
 * rolls that end things), alone and combined: the overrides, the scoring
 * table they should produce merged by hand, and the dice count and wild face
 * a roll may hold (not scoring, but rules).
 */
export interface HouseRuleSet extends CustomRuleSet {
  readonly dice: number;
  /** The face the wild die's wild face replaces, or `null` without a wild die. */
  readonly wildFace: Face | null;
}

const fullHouseBonus = { points: 250, plusThreeOfAKind: true } as const;
const fullHouseFixed = { points: 1500, plusThreeOfAKind: false } as const;

const endingRolls = [
  { faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' },
  { faces: [6, 6, 6, 6, 6, 6], effect: 'win' },
  { faces: [2, 2, 2, 3, 3, 3], effect: 'loseScore' },
] as const;

export const houseRuleSets: readonly HouseRuleSet[] = [
  {
    name: 'classic + full house, 250 on top of the triple',
    base: 'classic',
    overrides: { scoring: { fullHouse: fullHouseBonus } },
    table: { ...classicTable, fullHouse: fullHouseBonus },
    dice: 6,
    wildFace: null,
  },
  {
    name: 'absolute + full house, 1,500 fixed',
    base: 'absolute',
    overrides: { scoring: { fullHouse: fullHouseFixed } },
    table: { ...absoluteTable, fullHouse: fullHouseFixed },
    dice: 6,
    wildFace: null,
  },
  {
    name: 'farkel without three of a kind + full house 250 "on top": the bonus alone',
    base: 'farkel',
    overrides: { scoring: { fullHouse: fullHouseBonus, threeOfAKind: null } },
    table: { ...farkelTable, fullHouse: fullHouseBonus, threeOfAKind: null },
    dice: 6,
    wildFace: null,
  },
  { name: 'five-dice classic', base: 'classic', overrides: { dice: 5 }, table: classicTable, dice: 5, wildFace: null },
  {
    name: 'five-dice classic + full house 250 on top',
    base: 'classic',
    overrides: { dice: 5, scoring: { fullHouse: fullHouseBonus } },
    table: { ...classicTable, fullHouse: fullHouseBonus },
    dice: 5,
    wildFace: null,
  },
  { name: 'classic + wild die on face 1', base: 'classic', overrides: { wildDie: { face: 1 } }, table: classicTable, dice: 6, wildFace: 1 },
  { name: 'classic + wild die on face 6', base: 'classic', overrides: { wildDie: { face: 6 } }, table: classicTable, dice: 6, wildFace: 6 },
  { name: 'farkel + wild die on face 1', base: 'farkel', overrides: { wildDie: { face: 1 } }, table: farkelTable, dice: 6, wildFace: 1 },
  { name: 'farkel + wild die on face 6', base: 'farkel', overrides: { wildDie: { face: 6 } }, table: farkelTable, dice: 6, wildFace: 6 },
  {
    name: 'zilch + wild die on face 6 + full house 250 on top',
    base: 'zilch',
    overrides: { wildDie: { face: 6 }, scoring: { fullHouse: fullHouseBonus } },
    table: { ...zilchTable, fullHouse: fullHouseBonus },
    dice: 6,
    wildFace: 6,
  },
  {
    name: 'five-dice classic + wild die on face 1',
    base: 'classic',
    overrides: { dice: 5, wildDie: { face: 1 } },
    table: classicTable,
    dice: 5,
    wildFace: 1,
  },
  {
    name: 'classic + six 1s lose the turn, six 6s win, 2-2-2-3-3-3 loses the score',
    base: 'classic',
    overrides: { scoring: { rollEffects: endingRolls } },
    table: { ...classicTable, rollEffects: endingRolls },
    dice: 6,
    wildFace: null,
  },
  {
    name: 'five-dice classic + 1-1-1 loses the turn, five 6s win, a lone 5 loses the score, with a wild die on face 2',
    base: 'classic',
    overrides: {
      dice: 5,
      wildDie: { face: 2 },
      scoring: {
        rollEffects: [
          { faces: [1, 1, 1], effect: 'loseTurn' },
          { faces: [6, 6, 6, 6, 6], effect: 'win' },
          { faces: [5], effect: 'loseScore' },
        ],
      },
    },
    table: {
      ...classicTable,
      rollEffects: [
        { faces: [1, 1, 1], effect: 'loseTurn' },
        { faces: [6, 6, 6, 6, 6], effect: 'win' },
        { faces: [5], effect: 'loseScore' },
      ],
    },
    dice: 5,
    wildFace: 2,
  },
];
