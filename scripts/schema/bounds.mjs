// What the rule types do not say of a rule set: the bounds `defineRules` checks, and the rules it
// fills in when left out. rules-schema.mjs writes them into the schema and fails on an entry that
// names no rule.

/**
 * The bound of every bounded value of a rule set, by its path in the overrides (`*` for any key or
 * list entry), in terms of `RULE_LIMITS` (`L`). Numbers: `[minimum, maximum]`; `name`: its length;
 * lists: `{ minItems, maxItems, uniqueItems }`.
 */
export const BOUNDS = (L) => ({
  name: { minLength: 1, maxLength: L.name },
  dice: [1, 6],
  'scoring.singles.*': [0, L.points],
  'scoring.threeOfAKind.*': [0, L.points],
  'scoring.fourOfAKind.*': [0, L.points],
  'scoring.fiveOfAKind.*': [0, L.points],
  'scoring.sixOfAKind.*': [0, L.points],
  'scoring.straights': { maxItems: L.straights },
  'scoring.straights.*.faces': { minItems: 2, maxItems: 6, uniqueItems: true },
  'scoring.straights.*.points': [1, L.points],
  'scoring.threePairs': [0, L.points],
  'scoring.fourOfAKindAndPair': [0, L.points],
  'scoring.twoTriplets': [0, L.points],
  'scoring.sixDiceFarkle': [0, L.points],
  'scoring.spicyMultiplier': [1, L.spicyMultiplier],
  'scoring.fullHouse.points': [1, L.points],
  'scoring.rollEffects': { maxItems: L.rollEffects },
  'scoring.rollEffects.*.faces': { minItems: 1, maxItems: 6 },
  'players.min': [1, L.count],
  'players.max': [1, L.count],
  'bank.entry': [0, L.score],
  'bank.minimum': [0, L.score],
  'farklePenalty.farkles': [1, L.count],
  'farklePenalty.points': [0, L.score],
  'allDiceFarkle.points': [0, L.score],
  scoreFloor: [-L.score, L.score],
  'lives.start': [1, L.count],
  'lives.farkle': [0, L.count],
  'lives.sixDiceFarkle': [0, L.count],
  'buyDice.livesPerDie': [0, L.count],
  'end.target': [1, L.score],
  'end.lastStanding.pointsPerRound': [1, L.score],
});

/**
 * The rules `defineRules` fills in when a value leaves them out (the `optional(...)` checks of
 * src/rules/validate.ts), by their path (`*` for any key). Every other key of an object is needed
 * where the object is given whole: as a list entry, or where the base has no such object (a
 * section the preset has as `null`, such as classic's `allDiceFarkle`), since an override then
 * replaces the base's value instead of merging into it. test/rules/schema-sections.test.ts checks the list
 * against the library.
 */
export const DEFAULTED = Object.freeze([
  'dice',
  'scoring.fullHouse',
  'scoring.rollEffects',
  'farklePenalty.resetAfterPenalty',
  'allDiceFarkle',
  'allDiceFarkle.onHotDice',
  'wildDie',
  'turn',
  'turn.*',
  'end.overshoot',
  'end.finalRoundRestarts',
]);

/** Whether a path matches a pattern of BOUNDS or DEFAULTED (`*`: any key). */
export const matches = (pattern, path) => pattern.split('.').length === path.length && pattern.split('.').every((part, i) => part === '*' || part === path[i]);
