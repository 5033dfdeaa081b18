/**
 * The limits of a rule set (the game server guide's "Limits"): every number that sizes work or
 * memory is bounded, and checked up front by defineRules (and resolveRules)
 * with invalid-rules at its path. Each limit is tried at its edge (accepted)
 * and one past it (refused). The expected limits are written out here from
 * the guide's table, not read from the library.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, resolveRules, scoreRoll, type PresetName, type RulesOverrides } from '../../src/index.js';
import { RULE_LIMITS } from '../../src/rules/limits.js';
import { expectFarkleError } from '../support/helpers.js';

const POINTS = 1_000_000;
const SCORE = 10_000_000;
const COUNT = 1_000;

/** [what, the overrides at the edge, the overrides one past it, the path refused, the base]. */
type Edge = readonly [string, RulesOverrides, RulesOverrides, string, PresetName?];

const pointsEdges: readonly Edge[] = [
  ['a single', { scoring: { singles: { 1: POINTS } } }, { scoring: { singles: { 1: POINTS + 1 } } }, 'scoring.singles.1'],
  ['three of a kind', { scoring: { threeOfAKind: { 6: POINTS } } }, { scoring: { threeOfAKind: { 6: POINTS + 1 } } }, 'scoring.threeOfAKind.6'],
  ['six of a kind', { scoring: { sixOfAKind: { 2: POINTS } } }, { scoring: { sixOfAKind: { 2: POINTS + 1 } } }, 'scoring.sixOfAKind.2'],
  ['a straight', { scoring: { straights: [{ faces: [1, 2, 3], points: POINTS }] } }, { scoring: { straights: [{ faces: [1, 2, 3], points: POINTS + 1 }] } }, 'scoring.straights[0].points'],
  ['three pairs', { scoring: { threePairs: POINTS } }, { scoring: { threePairs: POINTS + 1 } }, 'scoring.threePairs'],
  ['four of a kind and a pair', { scoring: { fourOfAKindAndPair: POINTS } }, { scoring: { fourOfAKindAndPair: POINTS + 1 } }, 'scoring.fourOfAKindAndPair'],
  ['two triplets', { scoring: { twoTriplets: POINTS } }, { scoring: { twoTriplets: POINTS + 1 } }, 'scoring.twoTriplets'],
  ['a six-dice farkle', { scoring: { sixDiceFarkle: POINTS } }, { scoring: { sixDiceFarkle: POINTS + 1 } }, 'scoring.sixDiceFarkle'],
  ['a full house', { scoring: { fullHouse: { points: POINTS, plusThreeOfAKind: true } } }, { scoring: { fullHouse: { points: POINTS + 1, plusThreeOfAKind: true } } }, 'scoring.fullHouse.points'],
  ['the spicy multiplier', { scoring: { spicyMultiplier: 10 } }, { scoring: { spicyMultiplier: 11 } }, 'scoring.spicyMultiplier'],
];

const scoreEdges: readonly Edge[] = [
  ['the target', { end: { target: SCORE } }, { end: { target: SCORE + 1 } }, 'end.target'],
  ['the bank entry', { bank: { entry: SCORE } }, { bank: { entry: SCORE + 1 } }, 'bank.entry'],
  ['the bank minimum', { bank: { minimum: SCORE } }, { bank: { minimum: SCORE + 1 } }, 'bank.minimum'],
  ['a streak penalty', { farklePenalty: { farkles: 3, points: SCORE } }, { farklePenalty: { farkles: 3, points: SCORE + 1 } }, 'farklePenalty.points'],
  ['an all-dice penalty', { allDiceFarkle: { points: SCORE } }, { allDiceFarkle: { points: SCORE + 1 } }, 'allDiceFarkle.points'],
  ['the score floor, above zero', { scoreFloor: SCORE }, { scoreFloor: SCORE + 1 }, 'scoreFloor'],
  ['the score floor, below zero', { scoreFloor: -SCORE }, { scoreFloor: -SCORE - 1 }, 'scoreFloor'],
  ['points per round', { end: { target: SCORE, lastStanding: { pointsPerRound: SCORE } } }, { end: { lastStanding: { pointsPerRound: SCORE + 1 } } }, 'end.lastStanding.pointsPerRound', 'farkel'],
  // Farkel's target is 100,000: 100 points a round is 1,000 rounds of allowance, 99 would be 1,011.
  ['the last-standing allowance', { end: { lastStanding: { pointsPerRound: 100 } } }, { end: { lastStanding: { pointsPerRound: 99 } } }, 'end.lastStanding.pointsPerRound', 'farkel'],
];

const countEdges: readonly Edge[] = [
  ['the fewest players', { players: { min: COUNT, max: null } }, { players: { min: COUNT + 1, max: null } }, 'players.min'],
  ['the most players', { players: { max: COUNT } }, { players: { max: COUNT + 1 } }, 'players.max'],
  ['the lives', { lives: { start: COUNT } }, { lives: { start: COUNT + 1 } }, 'lives.start', 'farkel'],
  ['the lives a farkle costs', { lives: { farkle: COUNT } }, { lives: { farkle: COUNT + 1 } }, 'lives.farkle', 'farkel'],
  ['the lives a six-dice farkle costs', { lives: { sixDiceFarkle: COUNT } }, { lives: { sixDiceFarkle: COUNT + 1 } }, 'lives.sixDiceFarkle', 'farkel'],
  ['the lives per bought die', { buyDice: { livesPerDie: COUNT } }, { buyDice: { livesPerDie: COUNT + 1 } }, 'buyDice.livesPerDie', 'farkel'],
  ['the streak of a penalty', { farklePenalty: { farkles: COUNT, points: 500 } }, { farklePenalty: { farkles: COUNT + 1, points: 500 } }, 'farklePenalty.farkles'],
  ['the name', { name: 'n'.repeat(200) }, { name: 'n'.repeat(201) }, 'name'],
];

/** `over` written into a copy of `base`, object by object (arrays and scalars replace). */
function overlay(base: unknown, over: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base) || typeof over !== 'object' || over === null || Array.isArray(over)) return over;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(over)) out[key] = overlay(out[key], value);
  return out;
}

/** Every set of two to six distinct faces: the 57 straights there can be. */
function everyStraight(): { faces: (1 | 2 | 3 | 4 | 5 | 6)[]; points: number }[] {
  const out: { faces: (1 | 2 | 3 | 4 | 5 | 6)[]; points: number }[] = [];
  for (let mask = 0; mask < 64; mask++) {
    const faces = ([1, 2, 3, 4, 5, 6] as const).filter((_, i) => (mask >> i) & 1);
    if (faces.length >= 2) out.push({ faces, points: 100 * faces.length });
  }
  return out;
}

/** Every multiset of one to six faces, ascending: the 923 roll patterns there can be. */
function everyPattern(): (1 | 2 | 3 | 4 | 5 | 6)[][] {
  const out: (1 | 2 | 3 | 4 | 5 | 6)[][] = [];
  const walk = (from: number, faces: (1 | 2 | 3 | 4 | 5 | 6)[]): void => {
    if (faces.length > 0) out.push(faces);
    if (faces.length === 6) return;
    for (let face = from; face <= 6; face++) walk(face, [...faces, face as 1 | 2 | 3 | 4 | 5 | 6]);
  };
  walk(1, []);
  return out;
}

describe('rule limits', () => {
  it('are the documented ones', () => {
    expect(RULE_LIMITS).toEqual({ points: POINTS, spicyMultiplier: 10, score: SCORE, rounds: 1000, count: COUNT, straights: 57, rollEffects: 923, name: 200 });
    expect(Object.isFrozen(RULE_LIMITS)).toBe(true);
  });

  describe.each([
    ['points', pointsEdges],
    ['scores', scoreEdges],
    ['counts', countEdges],
  ] as const)('%s', (_, edges) => {
    for (const [what, atEdge, past, path, base = 'classic'] of edges) {
      it(`${what}: accepted at the limit, refused one past it`, () => {
        expect(defineRules(atEdge, base).name).toBeTypeOf('string');
        const error = expectFarkleError(() => defineRules(past, base), 'invalid-rules', path);
        expect(error.message).toMatch(/expected .*(1,000|10,000,000|200|\b10\b|at least)/);
        // A plain rule set (from JSON, say) is checked alike by resolveRules.
        const plain = JSON.parse(JSON.stringify({ ...defineRules(atEdge, base), name: 'plain' })) as Record<string, unknown>;
        expect(resolveRules(plain as never).name).toBe('plain');
        expectFarkleError(() => resolveRules(overlay(plain, past) as never), 'invalid-rules', path);
      });
    }
  });

  it('57 straights, each set of faces once, are accepted; a 58th or a repeated one is refused', () => {
    const all = everyStraight();
    expect(all).toHaveLength(57);
    expect(defineRules({ scoring: { straights: all } }).scoring.straights).toHaveLength(57);
    expectFarkleError(() => defineRules({ scoring: { straights: [...all, { faces: [1, 2], points: 5 }] } }), 'invalid-rules', 'scoring.straights');
    const twice = [{ faces: [1, 2, 3], points: 300 }, { faces: [3, 2, 1], points: 400 }] as const;
    expectFarkleError(() => defineRules({ scoring: { straights: twice } }), 'invalid-rules', 'scoring.straights[1].faces');
  });

  it('923 roll effects, one per pattern, are accepted; a 924th is refused before any is read', () => {
    // The six-dice ones 'win': with every roll an effect, only a 'win' roll of a turn's first roll can end a game (defineRules refuses rules no game can end).
    const all = everyPattern().map((faces) => ({ faces, effect: faces.length === 6 ? ('win' as const) : ('loseTurn' as const) }));
    expect(all).toHaveLength(923);
    expect(defineRules({ scoring: { rollEffects: all } }).scoring.rollEffects).toHaveLength(923);
    expectFarkleError(() => defineRules({ scoring: { rollEffects: [...all, 'anything' as never] } }), 'invalid-rules', 'scoring.rollEffects');
  });

  it('keeps every score an exact integer: the largest roll the limits allow is exactly points x multiplier^6', () => {
    const rules = defineRules({ scoring: { sixOfAKind: { 1: POINTS }, spicyMultiplier: 10 } }, 'spicy');
    const red = { face: 1, spicy: true } as const;
    const score = scoreRoll([red, red, red, red, red, red], rules);
    expect(score.points).toBe(1_000_000_000_000);
    expect(Number.isSafeInteger(score.points * 9000)).toBe(true);
  });

  it('refuses what is no integer, whatever its size', () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e300, -0.5, '100', 2 ** 53]) {
      expectFarkleError(() => defineRules({ end: { target: value as number } }), 'invalid-rules', 'end.target');
      expectFarkleError(() => defineRules({ scoring: { singles: { 1: value as number } } }), 'invalid-rules', 'scoring.singles.1');
    }
  });
});

describe('a rule set in which no roll can score', () => {
  const nothing: RulesOverrides = {
    scoring: {
      singles: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 },
      threeOfAKind: null,
      fourOfAKind: null,
      fiveOfAKind: null,
      sixOfAKind: null,
      straights: [],
      threePairs: null,
      fourOfAKindAndPair: null,
      twoTriplets: null,
      sixDiceFarkle: null,
      fullHouse: null,
    },
  };
  const over = (scoring: NonNullable<RulesOverrides['scoring']>, dice = 6): RulesOverrides => ({ dice, scoring: { ...nothing.scoring, ...scoring } });

  it('is refused at scoring, with a message saying why', () => {
    const error = expectFarkleError(() => defineRules(nothing), 'invalid-rules', 'scoring');
    expect(error.message).toContain('no roll of 6 dice or fewer scores any points');
    // Entries worth 0 are no combination either.
    expectFarkleError(() => defineRules(over({ threeOfAKind: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 }, threePairs: 0 })), 'invalid-rules', 'scoring');
  });

  it.each([
    ['a 6-face straight with 5 dice', over({ straights: [{ faces: [1, 2, 3, 4, 5, 6], points: 1500 }] }, 5), false],
    ['a 5-face straight with 5 dice', over({ straights: [{ faces: [1, 2, 3, 4, 5], points: 500 }] }, 5), true],
    ['three pairs with 5 dice', over({ threePairs: 500 }, 5), false],
    ['three pairs with 6 dice', over({ threePairs: 500 }, 6), true],
    ['a six-dice farkle with 5 dice', over({ sixDiceFarkle: 500 }, 5), false],
    ['a six-dice farkle with 6 dice', over({ sixDiceFarkle: 500 }, 6), true],
    ['a full house with 4 dice', over({ fullHouse: { points: 250, plusThreeOfAKind: false } }, 4), false],
    ['a full house with 5 dice', over({ fullHouse: { points: 250, plusThreeOfAKind: false } }, 5), true],
    ['three 2s with 2 dice', over({ threeOfAKind: { 1: 0, 2: 200, 3: 0, 4: 0, 5: 0, 6: 0 } }, 2), false],
    ['three 2s with 3 dice', over({ threeOfAKind: { 1: 0, 2: 200, 3: 0, 4: 0, 5: 0, 6: 0 } }, 3), true],
    ['a single 6 worth 1 with 1 die', over({ singles: { 6: 1 } }, 1), true],
  ] as const)('%s: accepted %s', (_, overrides, accepted) => {
    if (accepted) expect(defineRules(overrides).dice).toBe(overrides.dice);
    else expectFarkleError(() => defineRules(overrides), 'invalid-rules', 'scoring');
  });
});
