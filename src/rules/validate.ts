import { FACES, type Face } from '../dice.js';
import { FarkleError } from '../errors.js';
import type { FaceValues, PenaltyPoints, RollEffect, Rules, ScoringRules, Straight, TurnRules } from './types.js';
import { CACHE_DEFAULTS, Interner } from '../recent.js';
import { RULE_LIMITS } from './limits.js';
import { isMade, markMade } from './made.js';
import { presets } from './presets.js';
import { canScore } from './can-score.js';
import { endProblem } from './can-end.js';
import { arrayCopy, boolean, type Check, fail, grouped, integer, nullable, oneOf, optional, shape, text } from './checks.js';

export { isRecord } from './resolve.js';

const { points: MAX_POINTS, score: MAX_SCORE, count: MAX_COUNT } = RULE_LIMITS;

/** Points of the scoring table: 0 (does not score) to RULE_LIMITS.points. */
const points = integer(0, MAX_POINTS);
const positivePoints = integer(1, MAX_POINTS);
/** A score, a bank minimum or a penalty: 0 to RULE_LIMITS.score. */
const score = integer(0, MAX_SCORE);
/** Players, lives, a streak: 1 (or 0 for a cost) to RULE_LIMITS.count. */
const count = integer(1, MAX_COUNT);
const cost = integer(0, MAX_COUNT);

const faceValues: Check<FaceValues> = shape<FaceValues>({ 1: points, 2: points, 3: points, 4: points, 5: points, 6: points });

const face: Check<Face> = (value, path) => (FACES.includes(value as Face) ? (value as Face) : fail(path, 'a face 1 to 6', value));

/** One to six faces (`least` at least), read once, stored ascending. */
function faceList(value: unknown, path: string, least: number, expected: string): Face[] {
  const entries = arrayCopy(value, path, expected, FACES.length);
  if (entries.length < least) fail(path, expected, value);
  return entries.map((entry, i) => face(entry, `${path}[${i}]`)).sort((a, b) => a - b);
}

function faceSet(value: unknown, path: string): readonly Face[] {
  const faces = faceList(value, path, 2, 'an array of two to six distinct faces');
  if (new Set(faces).size !== faces.length) return fail(path, 'distinct faces', faces);
  return Object.freeze(faces);
}

const straight: Check<Straight> = shape<Straight>({ faces: faceSet, points: positivePoints });

/** A list of at most `most` entries each read by `check`, none with the same `key` as an earlier one. */
const list =
  <T>(check: Check<T>, expected: string, most: number, key: (entry: T) => string, twice: string): Check<readonly T[]> =>
  (value, path) => {
    const seen = new Set<string>();
    const out = arrayCopy(value, path, expected, most).map((entry, i) => {
      const read = check(entry, `${path}[${i}]`);
      if (seen.has(key(read))) fail(`${path}[${i}].faces`, twice, key(read));
      seen.add(key(read));
      return read;
    });
    return Object.freeze(out);
  };

const straights = list(straight, 'an array of straights', RULE_LIMITS.straights, (s) => s.faces.join(), 'faces no earlier straight has');

/** The faces of a whole roll: one to six faces, stored ascending. */
const rollFaces: Check<readonly Face[]> = (value, path) => Object.freeze(faceList(value, path, 1, 'an array of one to six faces'));

const rollEffect = shape<RollEffect>({ faces: rollFaces, effect: oneOf('win', 'loseTurn', 'loseScore') });

const rollEffects = list(rollEffect, 'an array of roll effects', RULE_LIMITS.rollEffects, (e) => e.faces.join(), 'a pattern not listed twice');

/** Points a penalty takes: 0 to RULE_LIMITS.score, or `'all'` for the whole banked score. */
const penaltyPoints: Check<PenaltyPoints> = (value, path) =>
  value === 'all' ? 'all' : Number.isInteger(value) ? score(value, path) : fail(path, `an integer from 0 to ${grouped(MAX_SCORE)} or 'all'`, value);

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
  spicyMultiplier: integer(1, RULE_LIMITS.spicyMultiplier),
  fullHouse: optional(nullable(shape({ points: positivePoints, plusThreeOfAKind: boolean })), null),
  rollEffects: optional(rollEffects, Object.freeze([])),
});

/*
 * Equal rule sets are one object, and so are equal scoring tables: validating
 * rules equal to a rule set made recently (or to a preset) returns that rule
 * set, whose scoring is shared with every rule set that scores alike. A game
 * restored from JSON carries a plain copy of its rules; interning maps it
 * back to the original, so everything cached per rule set or per scoring
 * (scoring tables, turn policies, solved win chances) is found again.
 * Validated values list their keys in a fixed order, so equal ones have equal JSON.
 *
 * Scorings are kept far longer than rule sets: a scoring table costs nothing
 * up front and holds only what its games have met (see `ScoringTable`), where
 * a rule set may carry the solvers' tables. A server rotating more custom rule
 * sets than the rule-set cache holds makes a new rule set object per restore,
 * cheaply, and still finds its scoring table.
 */
const ruleSets = new Interner<Rules>('ruleSets', CACHE_DEFAULTS.ruleSets);
const scoringRules = new Interner<ScoringRules>('scoringTables', CACHE_DEFAULTS.scoringTables);

const scoring: Check<ScoringRules> = (value, path) => scoringRules.intern(scoringShape(value, path));

const players = shape<Rules['players']>({ min: count, max: nullable(count) });

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

const rulesShape = shape<Rules>({
  name: text,
  dice: optional(integer(1, FACES.length), 6),
  scoring,
  players,
  firstPlayer: oneOf('highestDie', 'firstSix'),
  bank: shape({ entry: score, minimum: score }),
  farklePenalty: nullable(shape({ farkles: count, points: penaltyPoints, resetAfterPenalty: optional(boolean, true) })),
  allDiceFarkle: optional(nullable(shape({ points: penaltyPoints, onHotDice: optional(boolean, true) })), null),
  scoreFloor: nullable(integer(-MAX_SCORE, MAX_SCORE)),
  lives: nullable(shape({ start: count, farkle: cost, sixDiceFarkle: cost, sixDiceFarkleOnHotDice: boolean })),
  buyDice: nullable(shape({ livesPerDie: cost })),
  highStakes: boolean,
  spicyDice: boolean,
  wildDie: optional(nullable(shape({ face })), null),
  turn: optional(turnShape, NO_TURN_RULES),
  end: shape({
    target: integer(1, MAX_SCORE),
    trigger: oneOf('reach', 'exceed', 'exact'),
    overshoot: optional(oneOf('lost', 'lowest'), 'lost'),
    finalRound: boolean,
    finalRoundRestarts: optional(boolean, false),
    ties: oneOf('share', 'playOff'),
    lastStanding: nullable(shape({ pointsPerRound: integer(1, MAX_SCORE) })),
  }),
});

/**
 * Reads a complete rule set into a deeply frozen copy, checking every value
 * and every rule that involves several values, without interning it.
 * Throws `invalid-rules` with the path of the first problem. Exported for the
 * test that checks the presets, which are trusted data, against it.
 * @internal
 */
export function readRules(value: unknown): Rules {
  const rules = rulesShape(value, '');
  const { players: seats, lives, buyDice, end } = rules;
  if (seats.max !== null && seats.max < seats.min) {
    fail('players.max', `null or an integer >= players.min (${seats.min})`, seats.max);
  }
  rules.scoring.rollEffects.forEach(({ faces }, i) => {
    // A pattern of more dice than the set holds could never be rolled: surely a mistake, not a rule.
    if (faces.length > rules.dice) fail(`scoring.rollEffects[${i}].faces`, `at most ${rules.dice} faces (the rules play ${rules.dice} dice)`, faces);
  });
  if (!canScore(rules.scoring, rules.dice)) {
    // Nobody could ever bank, so no game would end.
    throw new FarkleError('invalid-rules', `no roll of ${rules.dice} dice or fewer scores any points (every entry of the table is 0, off, or needs more dice)`, 'scoring');
  }
  if (rules.turn.rollAfterHotDice && rules.dice === 1) {
    // With one die every scoring keep is hot dice, so no bank could ever be made and no game would end.
    fail('turn.rollAfterHotDice', 'false with one die (every keep would be hot dice, so nobody could ever bank)', true);
  }
  if (end.trigger === 'exact' && end.finalRound && end.ties === 'playOff') {
    // Leaders tied on an exact target could never break the tie: any bank would pass the target.
    fail('end.ties', "'share' with an exact target and a final round (tied leaders on the target could never bank again)", end.ties);
  }
  if (end.lastStanding !== null && Math.ceil(end.target / end.lastStanding.pointsPerRound) > RULE_LIMITS.rounds) {
    // The allowance of a player with no points: it is played round by round.
    const least = Math.ceil(end.target / RULE_LIMITS.rounds);
    fail('end.lastStanding.pointsPerRound', `at least ${grouped(least)} (end.target / ${grouped(RULE_LIMITS.rounds)}: at most ${grouped(RULE_LIMITS.rounds)} rounds of allowance)`, end.lastStanding.pointsPerRound);
  }
  if (rules.wildDie !== null && rules.spicyDice) {
    throw new FarkleError('invalid-rules', 'a wild die cannot be played with spicy dice (set one of them off)', 'wildDie');
  }
  if (buyDice !== null && buyDice.livesPerDie > 0 && lives === null) {
    throw new FarkleError('invalid-rules', 'buying dice for lives needs lives (set lives, or livesPerDie 0)', 'buyDice');
  }
  // Last: a rule set whose values are each fine may still be one under which no game can end.
  const endless = endProblem(rules);
  if (endless !== null) throw new FarkleError('invalid-rules', endless.message, endless.path);
  return rules;
}

let presetsPinned = false;

/**
 * Checks a complete rule set and returns a deeply frozen copy of it, or the
 * rule set already made for equal rules (a preset, or a recent one). Throws
 * `invalid-rules` with the path of the first bad value.
 */
export function validateRules(value: unknown): Rules {
  if (isMade(value)) return value;
  if (!presetsPinned) {
    // The presets are the one objects for their content, for good; on first use, so that importing costs nothing.
    for (const preset of Object.values(presets)) pinRules(preset);
    presetsPinned = true;
  }
  const rules = readRules(value);
  const known = ruleSets.intern(rules);
  return known === rules ? markMade(rules) : known;
}

/** Keeps a rule set (a preset) and its scoring as the one objects for their content, for good. */
function pinRules(rules: Rules): Rules {
  scoringRules.pin(rules.scoring);
  return ruleSets.pin(rules);
}
