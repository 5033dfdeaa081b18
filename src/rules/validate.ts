import { FACES, type Face } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import type { FaceValues, PenaltyPoints, RollEffect, Rules, ScoringRules, Straight, TurnRules } from './types.js';
import { Interner } from '../recent.js';
import { nearest } from '../nearest.js';
import { ruleHint } from '../options.js';

/** Reads one value at `path`, returning a frozen copy or throwing `invalid-rules`. */
type Check<T> = (value: unknown, path: string) => T;

function fail(path: string, expected: string, value: unknown): never {
  throw new FarkleError('invalid-rules', `expected ${expected}, got ${describe(value)}`, path);
}

const integer =
  (min: number, expected = min === 0 ? 'a non-negative integer' : `an integer >= ${min}`): Check<number> =>
  (value, path) =>
    Number.isSafeInteger(value) && (value as number) >= min ? (value as number) : fail(path, expected, value);

const anyInteger: Check<number> = (value, path) =>
  Number.isSafeInteger(value) ? (value as number) : fail(path, 'an integer', value);

const boolean: Check<boolean> = (value, path) =>
  typeof value === 'boolean' ? value : fail(path, 'true or false', value);

const text: Check<string> = (value, path) =>
  typeof value === 'string' && value.length > 0 ? value : fail(path, 'a non-empty string', value);

const oneOf =
  <T extends string>(...options: readonly T[]): Check<T> =>
  (value, path) =>
    options.includes(value as T) ? (value as T) : fail(path, options.map((o) => `'${o}'`).join(' or '), value);

/** A value that may be left out, read as `fallback` then. */
const optional =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value, path) =>
    value === undefined ? fallback : check(value, path);

const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value, path) =>
    value === null ? null : check(value, path);

/** Whether a value is a plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with exactly these keys; unknown keys are an error so that typos surface. */
function shape<T>(checks: { readonly [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value, path) => {
    if (!isRecord(value)) return fail(path, 'an object', value);
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(checks, key)) unknownRule(path, key, value[key], Object.keys(checks));
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(checks) as (keyof T & string)[]) {
      out[key] = checks[key](Object.hasOwn(value, key) ? value[key] : undefined, join(path, key));
    }
    return Object.freeze(out) as T;
  };
}

/** Refuses a key no rule has, naming the nearest one, or where the rule it names lives (`target`: `end.target`). */
function unknownRule(path: string, key: string, value: unknown, known: readonly string[]): never {
  const parts = ['unknown rule'];
  const meant = nearest(key, known);
  if (meant !== undefined) parts.push(`did you mean ${meant}?`);
  const hint = ruleHint(key, value);
  // Not where a different case of the key would be right: the suggestion says that already.
  if (hint !== undefined && hint.path.toLowerCase() !== join(path, key).toLowerCase()) parts.push(`${key} is the rule ${hint.path}: ${hint.code}`);
  throw new FarkleError('invalid-rules', parts.join('; '), join(path, key));
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

const points = integer(0);

const faceValues: Check<FaceValues> = shape<FaceValues>({ 1: points, 2: points, 3: points, 4: points, 5: points, 6: points });

const straight: Check<Straight> = shape<Straight>({ faces: (faces, at) => faceSet(faces, at), points: integer(1, 'a positive integer') });

function faceSet(value: unknown, path: string): readonly Face[] {
  if (!Array.isArray(value) || value.length < 2) return fail(path, 'an array of at least two distinct faces', value);
  const faces = value.map((face: unknown, i) =>
    FACES.includes(face as Face) ? (face as Face) : fail(`${path}[${i}]`, 'a face 1 to 6', face),
  );
  if (new Set(faces).size !== faces.length) return fail(path, 'distinct faces', value);
  return Object.freeze([...faces].sort((a, b) => a - b));
}

/** A dense array of entries each read by `check` (a sparse array's holes are bad entries, not skipped). */
const list =
  <T>(check: Check<T>, expected: string): Check<readonly T[]> =>
  (value, path) => {
    if (!Array.isArray(value)) return fail(path, expected, value);
    const out: T[] = [];
    for (let i = 0; i < value.length; i++) out.push(check(value[i], `${path}[${i}]`));
    return Object.freeze(out);
  };

const straights = list(straight, 'an array of straights');

const face: Check<Face> = (value, path) => (FACES.includes(value as Face) ? (value as Face) : fail(path, 'a face 1 to 6', value));

/** The faces of a whole roll: one to six faces, stored ascending. */
const rollFaces: Check<readonly Face[]> = (value, path) => {
  if (!Array.isArray(value) || value.length < 1 || value.length > 6) return fail(path, 'an array of one to six faces', value);
  const faces = list(face, 'an array of faces')(value, path);
  return Object.freeze([...faces].sort((a, b) => a - b));
};

const rollEffect = shape<RollEffect>({ faces: rollFaces, effect: oneOf('win', 'loseTurn', 'loseScore') });

const rollEffects: Check<readonly RollEffect[]> = (value, path) => {
  const effects = list(rollEffect, 'an array of roll effects')(value, path);
  const seen = new Set<string>();
  effects.forEach(({ faces }, i) => {
    const key = faces.join();
    if (seen.has(key)) fail(`${path}[${i}].faces`, 'a pattern not listed twice', faces);
    seen.add(key);
  });
  return effects;
};

/** Points a penalty takes: a non-negative integer, or `'all'` for the whole banked score. */
const penaltyPoints: Check<PenaltyPoints> = (value, path) =>
  value === 'all' ? 'all' : integer(0, "a non-negative integer or 'all'")(value, path);

const scoringShape = shape<ScoringRules>({
  singles: faceValues,
  threeOfAKind: nullable(faceValues),
  fourOfAKind: nullable(faceValues),
  fiveOfAKind: nullable(faceValues),
  sixOfAKind: nullable(faceValues),
  straights,
  threePairs: nullable(points),
  fourOfAKindCountsAsTwoPairs: boolean,
  fourOfAKindAndPair: nullable(points),
  twoTriplets: nullable(points),
  sixDiceFarkle: nullable(points),
  spicyMultiplier: integer(1),
  fullHouse: optional(nullable(shape({ points: integer(1, 'a positive integer'), plusThreeOfAKind: boolean })), null),
  rollEffects: optional(rollEffects, Object.freeze([])),
});

/*
 * Equal rule sets are one object, and so are equal scoring tables: validating
 * rules equal to a rule set made recently (or to a preset) returns that rule
 * set, whose scoring is shared with every recent rule set that scores alike. A
 * game restored from JSON carries a plain copy of its rules; interning maps it
 * back to the original, so everything cached per rule set or per scoring
 * (scoring tables, turn policies, solved win chances) is found again.
 * Validated values list their keys in a fixed order, so equal ones have equal JSON.
 */
const ruleSets = new Interner<Rules>(16);
const scoringRules = new Interner<ScoringRules>(16);

const scoring: Check<ScoringRules> = (value, path) => scoringRules.intern(scoringShape(value, path));

const players = shape<Rules['players']>({ min: integer(1), max: nullable(integer(1)) });

const off = optional(boolean, false);

const turnShape = shape<TurnRules>({
  noRisk: off,
  carryOn: off,
  mustBeatLastBank: off,
  keepEveryScoringDie: off,
  rollAfterHotDice: off,
  rollAfterSet: off,
  clearCombo: off,
  secondChance: off,
});

/** Every turn rule off: what a rule set without `turn` plays. */
const NO_TURN_RULES: TurnRules = turnShape({}, 'turn');

const diceCount: Check<number> = (value, path) =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 6 ? (value as number) : fail(path, 'an integer 1 to 6', value);

const rulesShape = shape<Rules>({
  name: text,
  dice: optional(diceCount, 6),
  scoring,
  players,
  firstPlayer: oneOf('highestDie', 'firstSix'),
  bank: shape({ entry: points, minimum: points }),
  farklePenalty: nullable(shape({ farkles: integer(1), points: penaltyPoints, resetAfterPenalty: optional(boolean, true) })),
  allDiceFarkle: optional(nullable(shape({ points: penaltyPoints, onHotDice: optional(boolean, true) })), null),
  scoreFloor: nullable(anyInteger),
  lives: nullable(
    shape({ start: integer(1), farkle: points, sixDiceFarkle: points, sixDiceFarkleOnHotDice: boolean }),
  ),
  buyDice: nullable(shape({ livesPerDie: points })),
  highStakes: boolean,
  spicyDice: boolean,
  wildDie: optional(nullable(shape({ face })), null),
  turn: optional(turnShape, NO_TURN_RULES),
  end: shape({
    target: integer(1, 'a positive integer'),
    trigger: oneOf('reach', 'exceed', 'exact'),
    overshoot: optional(oneOf('lost', 'lowest'), 'lost'),
    finalRound: boolean,
    finalRoundRestarts: optional(boolean, false),
    ties: oneOf('share', 'playOff'),
    lastStanding: nullable(shape({ pointsPerRound: integer(1, 'a positive integer') })),
  }),
});

/** Rules values this library has validated and frozen itself. */
const validated = new WeakSet<Rules>();

/** Whether `value` is a rule set that {@link validateRules} produced. */
export function isValidated(value: unknown): value is Rules {
  return typeof value === 'object' && value !== null && validated.has(value as Rules);
}

/**
 * Checks a complete rule set and returns a deeply frozen copy of it. Throws
 * `invalid-rules` with the path of the first bad value.
 */
export function validateRules(value: unknown): Rules {
  if (isValidated(value)) return value;
  const rules = rulesShape(value, '');
  const { players: seats, lives, buyDice } = rules;
  if (seats.max !== null && seats.max < seats.min) {
    fail('players.max', `null or an integer >= players.min (${seats.min})`, seats.max);
  }
  rules.scoring.rollEffects.forEach(({ faces }, i) => {
    // A pattern of more dice than the set holds could never be rolled: surely a mistake, not a rule.
    if (faces.length > rules.dice) fail(`scoring.rollEffects[${i}].faces`, `at most ${rules.dice} faces (the rules play ${rules.dice} dice)`, faces);
  });
  if (rules.turn.rollAfterHotDice && rules.dice === 1) {
    // With one die every scoring keep is hot dice, so no bank could ever be made and no game would end.
    fail('turn.rollAfterHotDice', 'false with one die (every keep would be hot dice, so nobody could ever bank)', true);
  }
  const { end } = rules;
  if (end.trigger === 'exact' && end.finalRound && end.ties === 'playOff') {
    // Leaders tied on an exact target could never break the tie: any bank would pass the target.
    fail('end.ties', "'share' with an exact target and a final round (tied leaders on the target could never bank again)", end.ties);
  }
  if (rules.wildDie !== null && rules.spicyDice) {
    throw new FarkleError('invalid-rules', 'a wild die cannot be played with spicy dice (set one of them off)', 'wildDie');
  }
  if (buyDice !== null && buyDice.livesPerDie > 0 && lives === null) {
    throw new FarkleError('invalid-rules', 'buying dice for lives needs lives (set lives, or livesPerDie 0)', 'buyDice');
  }
  validated.add(rules);
  return ruleSets.intern(rules);
}

/** Keeps a rule set (a preset) and its scoring as the one objects for their content, for good. */
export function pinRules(rules: Rules): Rules {
  scoringRules.pin(rules.scoring);
  return ruleSets.pin(rules);
}
