/** fast-check arbitraries shared by the property tests. */
import fc from 'fast-check';
import type { Die, Face, FaceValues, PresetName, RulesOverrides, ScoringRules, SpicyDie, Straight } from '../../src/index.js';
import { FACE_LIST, PRESETS_OF_THE_RULES } from './tables.js';

export const faceArb: fc.Arbitrary<Face> = fc.constantFrom(...FACE_LIST);

/** A roll of plain faces, 1 to 6 dice by default. */
export function rollArb(minLength = 1, maxLength = 6): fc.Arbitrary<Face[]> {
  return fc.array(faceArb, { minLength, maxLength });
}

export const spicyDieArb: fc.Arbitrary<SpicyDie> = fc.record({ face: faceArb, spicy: fc.boolean() });

/** A roll of dice written as `{ face, spicy }` objects, any of them spicy. */
export function spicyRollArb(minLength = 1, maxLength = 6): fc.Arbitrary<SpicyDie[]> {
  return fc.array(spicyDieArb, { minLength, maxLength });
}

/** A roll mixing plain faces and `{ face, spicy }` objects. */
export function mixedRollArb(minLength = 1, maxLength = 6): fc.Arbitrary<Die[]> {
  return fc.array(fc.oneof(faceArb, spicyDieArb), { minLength, maxLength });
}

/** A roll of the physical spicy set: at most one die per face shows its red face. */
export const physicalSpicyRollArb: fc.Arbitrary<SpicyDie[]> = spicyRollArb().map((dice) => {
  const seen = new Set<Face>();
  return dice.map((die) => {
    const spicy = die.spicy && !seen.has(die.face);
    if (spicy) seen.add(die.face);
    return { face: die.face, spicy };
  });
});

// ---------------------------------------------------------------- dice validity

function isFaceValue(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;
}

/** Whether a value is a die the library must accept: a face 1..6, or an object with such a `face` and an optional boolean `spicy`. */
export function isValidDie(value: unknown): boolean {
  if (isFaceValue(value)) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { face, spicy } = value as { face?: unknown; spicy?: unknown };
  return isFaceValue(face) && (spicy === undefined || typeof spicy === 'boolean');
}

/** Whether a value is a list of dice the library must accept: an array of 1 to 6 valid dice. */
export function isValidDiceList(value: unknown): boolean {
  if (!Array.isArray(value) || value.length < 1 || value.length > 6) return false;
  for (let i = 0; i < value.length; i++) if (!isValidDie((value as unknown[])[i])) return false;
  return true;
}

const anything = fc.anything({
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withNullPrototype: true,
  withBigInt: true,
});

/** Values that are not dice, leaning towards near misses (0, 7, 1.5, '1', `{ face: 9 }`...). */
export const invalidDieArb: fc.Arbitrary<unknown> = fc
  .oneof(
    fc.constantFrom<unknown>(0, 7, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined, true, [1], {}),
    fc.double().filter((x) => !isFaceValue(x)),
    fc.integer().filter((x) => !isFaceValue(x)),
    fc.record({ face: fc.oneof(fc.integer({ min: -3, max: 10 }), fc.string(), fc.constant(null)) }),
    fc.record({ face: faceArb, spicy: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
    anything,
  )
  .filter((value) => !isValidDie(value));

/** A list of 1 to 6 dice with at least one bad die, and the index of the first bad one. */
export const diceWithBadDieArb: fc.Arbitrary<{ dice: unknown[]; firstBad: number }> = fc
  .tuple(fc.array(fc.oneof(faceArb, spicyDieArb), { maxLength: 5 }), invalidDieArb, fc.nat(), fc.array(fc.oneof(faceArb, invalidDieArb), { maxLength: 5 }))
  .map(([good, bad, at, tail]) => {
    const position = at % (good.length + 1);
    const dice: unknown[] = [...good.slice(0, position), bad, ...good.slice(position), ...tail].slice(0, 6);
    return { dice, firstBad: position };
  });

/** Any value that is not a valid list of dice: non-arrays, too long, empty, or with a bad die. */
export const invalidDiceArb: fc.Arbitrary<unknown> = fc.oneof(
  anything.filter((value) => !isValidDiceList(value)),
  fc.constantFrom<unknown>([], null, undefined, '123', 123, {}, { length: 1, 0: 1 }, new Set([1])),
  fc.array(faceArb, { minLength: 7, maxLength: 12 }),
  diceWithBadDieArb.map(({ dice }) => dice),
);

// ---------------------------------------------------------------- rules

const pointsArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3000 }).map((x) => x * 10));

const faceValuesArb: fc.Arbitrary<FaceValues> = fc.record({
  1: pointsArb,
  2: pointsArb,
  3: pointsArb,
  4: pointsArb,
  5: pointsArb,
  6: pointsArb,
});

const partialFaceValuesArb = fc.record(
  { 1: pointsArb, 2: pointsArb, 3: pointsArb, 4: pointsArb, 5: pointsArb, 6: pointsArb },
  { requiredKeys: [] },
);

/** A straight: 2 to 6 distinct faces, ascending, worth at least 1. */
export const straightArb: fc.Arbitrary<Straight> = fc.record({
  faces: fc.subarray([...FACE_LIST], { minLength: 2 }),
  points: fc.integer({ min: 1, max: 3000 }),
});

const nullable = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arb, { nil: null, freq: 3 });

/** Valid overrides of the scoring table, any subset of its keys. */
export const scoringOverridesArb = fc.record(
  {
    singles: partialFaceValuesArb,
    threeOfAKind: nullable(faceValuesArb),
    fourOfAKind: nullable(faceValuesArb),
    fiveOfAKind: nullable(faceValuesArb),
    sixOfAKind: nullable(faceValuesArb),
    straights: fc.uniqueArray(straightArb, { maxLength: 3, selector: (straight) => straight.faces.join() }),
    threePairs: nullable(pointsArb),
    fourOfAKindCountsAsTwoPairs: fc.boolean(),
    fourOfAKindAndPair: nullable(pointsArb),
    twoTriplets: nullable(pointsArb),
    sixDiceFarkle: nullable(pointsArb),
    spicyMultiplier: fc.integer({ min: 1, max: 4 }),
  },
  { requiredKeys: [] },
  // Some roll must still score (every preset's 1 or 5 does, unless both are set to 0): defineRules refuses rules where none can.
).filter((scoring) => Object.values({ 1: 1, 5: 1, ...scoring.singles }).some((points) => points > 0));

export type ScoringOverrides = typeof scoringOverridesArb extends fc.Arbitrary<infer T> ? T : never;

/** Valid overrides for `defineRules` over any preset. */
export const rulesOverridesArb = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 12 }),
    scoring: scoringOverridesArb,
    players: fc.integer({ min: 1, max: 6 }).chain((min) =>
      fc.record({ min: fc.constant(min), max: fc.option(fc.integer({ min, max: 12 }), { nil: null }) }),
    ),
    bank: fc.record({ entry: fc.nat({ max: 2000 }), minimum: fc.nat({ max: 2000 }) }, { requiredKeys: [] }),
    scoreFloor: fc.option(fc.integer({ min: -5000, max: 5000 }), { nil: null }),
    highStakes: fc.boolean(),
    spicyDice: fc.boolean(),
    end: fc.record(
      {
        target: fc.integer({ min: 1, max: 200000 }),
        trigger: fc.constantFrom('reach' as const, 'exceed' as const),
        finalRound: fc.boolean(),
        finalRoundRestarts: fc.boolean(),
        ties: fc.constantFrom('share' as const, 'playOff' as const),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
) satisfies fc.Arbitrary<RulesOverrides>;

/** Objects that may or may not be valid overrides: random keys and JSON values, sometimes under `scoring`. */
export const looseOverridesArb: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 3 })),
  fc.record({ scoring: fc.dictionary(fc.constantFrom('singles', 'threePairs', 'straights', 'bogus', '1'), fc.jsonValue({ maxDepth: 2 })) }),
  rulesOverridesArb.map((overrides): Record<string, unknown> => ({ ...overrides })),
);

/** Any preset the rules texts name (every preset of the library: see `PRESETS_OF_THE_RULES`). */
export const presetNameArb: fc.Arbitrary<PresetName> = fc.constantFrom(...PRESETS_OF_THE_RULES);

/**
 * The scoring table `defineRules` should produce from a base table and scoring
 * overrides, merged here independently: `singles` merges face by face, every
 * other key (tables, `null`, arrays) replaces.
 */
export function mergeScoring(base: ScoringRules, overrides: ScoringOverrides | undefined): ScoringRules {
  if (overrides === undefined) return base;
  const { singles, ...replaced } = overrides;
  return { ...base, ...replaced, singles: { ...base.singles, ...singles } };
}
