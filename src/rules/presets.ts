import type { FaceValues, PresetName, Rules, ScoringRules } from './types.js';
import { deepFreeze } from '../freeze.js';
import { markMade } from './made.js';

function byFace(values: readonly [number, number, number, number, number, number]): FaceValues {
  const [one, two, three, four, five, six] = values;
  return { 1: one, 2: two, 3: three, 4: four, 5: five, 6: six };
}

function allFaces(points: number): FaceValues {
  return byFace([points, points, points, points, points, points]);
}

const FULL_STRAIGHT = [1, 2, 3, 4, 5, 6] as const;

/** The table of seeds 000 (classic), 003 (spicy) and 004 (yarkle). */
const classicScoring: ScoringRules = {
  singles: byFace([100, 0, 0, 0, 50, 0]),
  threeOfAKind: byFace([300, 200, 300, 400, 500, 600]),
  fourOfAKind: allFaces(1000),
  fiveOfAKind: allFaces(2000),
  sixOfAKind: allFaces(3000),
  straights: [{ faces: FULL_STRAIGHT, points: 1500 }],
  threePairs: 1500,
  fourOfAKindCountsAsTwoPairs: false,
  fourOfAKindAndPair: 1500,
  twoTriplets: 2500,
  sixDiceFarkle: null,
  spicyMultiplier: 2,
  fullHouse: null,
  rollEffects: [],
};

/** Seed 001 (and zilch): three 1s are 1,000 and every further die of the kind doubles. */
const absoluteThree = [1000, 200, 300, 400, 500, 600] as const;
/** That row of points multiplied by `by`: each set of absolute and zilch, and farkel's three of a kind (ten times absolute's). */
const times = (by: number): FaceValues => byFace(absoluteThree.map((points) => points * by) as unknown as typeof absoluteThree);

const absoluteScoring: ScoringRules = {
  ...classicScoring,
  threeOfAKind: times(1),
  fourOfAKind: times(2),
  fiveOfAKind: times(4),
  sixOfAKind: times(8),
  threePairs: 500,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

/** Seed 002: five winning combinations, ten times the usual points, no larger sets. */
const farkelScoring: ScoringRules = {
  ...classicScoring,
  singles: byFace([1000, 0, 0, 0, 500, 0]),
  threeOfAKind: times(10),
  fourOfAKind: null,
  fiveOfAKind: null,
  sixOfAKind: null,
  straights: [{ faces: FULL_STRAIGHT, points: 10000 }],
  threePairs: 10000,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

/** Every turn rule off, as in all five seeds. */
const noTurnRules: Rules['turn'] = {
  noRisk: false,
  carryOn: false,
  mustBeatLastBank: false,
  keepEveryScoringDie: false,
  rollAfterHotDice: false,
  rollAfterSet: false,
  clearCombo: false,
  secondChance: false,
};

const classic: Rules = {
  name: 'classic',
  dice: 6,
  scoring: classicScoring,
  players: { min: 2, max: 6 },
  firstPlayer: 'highestDie',
  bank: { entry: 500, minimum: 0 },
  farklePenalty: null,
  allDiceFarkle: null,
  scoreFloor: null,
  lives: null,
  buyDice: null,
  highStakes: false,
  spicyDice: false,
  wildDie: null,
  turn: noTurnRules,
  end: {
    target: 10000,
    trigger: 'exceed',
    overshoot: 'lost',
    finalRound: true,
    finalRoundRestarts: false,
    ties: 'share',
    lastStanding: null,
  },
};

const absolute: Rules = {
  ...classic,
  name: 'absolute',
  scoring: absoluteScoring,
  players: { min: 2, max: null },
  bank: { entry: 1000, minimum: 350 },
  farklePenalty: { farkles: 3, points: 1000, resetAfterPenalty: true },
  end: { ...classic.end, trigger: 'reach', ties: 'playOff' },
};

const farkel: Rules = {
  ...classic,
  name: 'farkel',
  scoring: farkelScoring,
  players: { min: 2, max: 5 },
  firstPlayer: 'firstSix',
  bank: { entry: 0, minimum: 0 },
  lives: { start: 12, farkle: 1, sixDiceFarkle: 2, sixDiceFarkleOnHotDice: true },
  buyDice: { livesPerDie: 1 },
  end: { ...classic.end, target: 100000, trigger: 'reach', finalRound: false, lastStanding: { pointsPerRound: 10000 } },
};

const spicy: Rules = {
  ...classic,
  name: 'spicy',
  players: { min: 2, max: null },
  bank: { entry: 0, minimum: 0 },
  spicyDice: true,
  end: { ...classic.end, target: 25000, trigger: 'reach' },
};

const yarkle: Rules = {
  ...classic,
  name: 'yarkle',
  players: { min: 2, max: null },
  farklePenalty: { farkles: 3, points: 1000, resetAfterPenalty: true },
  end: { ...classic.end, trigger: 'reach' },
};

/**
 * Zilch as the published optimal-strategy analysis plays it (HOUSE-RULES.md):
 * each die beyond three of a kind doubles the set, four of a kind with a pair
 * counts as three pairs, six dice with nothing scoring are worth 500, every
 * bank needs 300, and a third zilch in a row costs 500.
 */
const zilch: Rules = {
  ...classic,
  name: 'zilch',
  // The sets double as in absolute (seed 001).
  scoring: { ...absoluteScoring, threePairs: 1500, fourOfAKindCountsAsTwoPairs: true, sixDiceFarkle: 500 },
  players: { min: 2, max: null },
  bank: { entry: 300, minimum: 300 },
  farklePenalty: { farkles: 3, points: 500, resetAfterPenalty: true },
  end: { ...classic.end, trigger: 'reach', ties: 'playOff' },
};

/** A preset as the library's own: deeply frozen and trusted (a test checks that validation would return it unchanged). */
const made = (rules: Rules): Rules => markMade(deepFreeze(rules));

/**
 * The six built-in rule sets, frozen: one per source rule text, and `zilch`.
 * The house-rules cookbook's table shows how they differ.
 *
 * @example
 * ```ts
 * presets.farkel.scoring.singles[1]; // 1000
 * ```
 *
 * @category Rules
 */
export const presets: Readonly<Record<PresetName, Rules>> = Object.freeze({
  classic: made(classic),
  absolute: made(absolute),
  farkel: made(farkel),
  spicy: made(spicy),
  yarkle: made(yarkle),
  zilch: made(zilch),
});
