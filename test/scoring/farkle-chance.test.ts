/**
 * farkleChance: the exact share of the 6^n ordered rolls of n dice that score
 * nothing. The expected counts are derived by hand (below), then cross-checked
 * by counting with the oracle.
 *
 * Classic: n dice farkle when no die is a 1 or a 5 (so every die is one of the
 * four faces 2, 3, 4, 6) and there is no three of a kind; with six dice also
 * no three pairs (a straight needs a 1 and a 5, larger sets contain a triple).
 *   n = 1: 4                                    -> 4/6
 *   n = 2: 4^2 = 16                             -> 16/36
 *   n = 3: 4^3 - 4 triples = 60                 -> 60/216
 *   n = 4: 4^4 - 4 x (C(4,3) x 3 + 1) = 204     -> 204/1296
 *   n = 5: 4^5 - 4 x (C(5,3) x 9 + 5 x 3 + 1) = 600 -> 600/7776
 *   n = 6: counts <= 2 over four faces summing to 6 are 2-2-2-0 (three pairs:
 *          scores) or 2-2-1-1: C(4,2) x 6!/(2!2!) = 6 x 180 = 1080 -> 1080/46656
 * Every preset scores 1s, 5s, triples, the straight and three pairs, and its
 * other combinations all contain a triple, so every preset has these odds.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, defineRules, farkleChance, type RulesInput, type ScoringRules } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { Oracle, diceKey, orderedRolls, toOracleDice } from '../support/oracle.js';
import { customRuleSets, presetTables } from '../support/tables.js';

const SIDES = [6, 36, 216, 1296, 7776, 46656];
const CLASSIC_FARKLES = [4, 16, 60, 204, 600, 1080];

/** Counts the farkling ordered rolls of n dice with the oracle. */
function oracleFarkles(table: ScoringRules, n: number): number {
  const oracle = new Oracle(table);
  const known = new Map<string, boolean>();
  let count = 0;
  for (const roll of orderedRolls(n)) {
    const dice = toOracleDice(roll);
    const key = diceKey(dice);
    let farkle = known.get(key);
    if (farkle === undefined) {
      farkle = oracle.bestKeep(dice) === null;
      known.set(key, farkle);
    }
    if (farkle) count++;
  }
  return count;
}

const noThrees = { threeOfAKind: null, fourOfAKind: null, fiveOfAKind: null, sixOfAKind: null } as const;
const singlesOnly = defineRules({
  scoring: { ...noThrees, straights: [], threePairs: null, fourOfAKindAndPair: null, twoTriplets: null },
});
const noFives = defineRules({ scoring: { singles: { 5: 0 } } });
const sixDiceFarkle = defineRules({ scoring: { sixDiceFarkle: 500 } });

describe('farkleChance', () => {
  describe.each(PRESET_NAMES)('%s', (name) => {
    it.each([1, 2, 3, 4, 5, 6])('%i dice', (n) => {
      // Six dice with nothing scoring score instead where the table says so (zilch): no six-dice farkle.
      const zen = n === 6 && presetTables[name].sixDiceFarkle !== null;
      const farkles = zen ? 0 : (CLASSIC_FARKLES[n - 1] ?? Number.NaN);
      const sides = SIDES[n - 1] ?? Number.NaN;
      expect(farkleChance(n, name)).toBe(farkles / sides);
    });
  });

  it('uses classic by default', () => {
    expect(farkleChance(1)).toBe(4 / 6);
    expect(farkleChance(6)).toBe(1080 / 46656);
  });

  it.each([1, 2, 3, 4, 5, 6])('a table of 1s and 5s only: (4/6)^n, n = %i', (n) => {
    expect(farkleChance(n, singlesOnly)).toBe(4 ** n / 6 ** n);
  });

  // 5s do not score alone: five farkling faces 2..6; no triple; with six dice no three pairs.
  //   n = 3: 125 - 5 = 120; n = 4: 625 - 5 x (C(4,3) x 4 + 1) = 540; n = 5: 3125 - 5 x (C(5,3) x 16 + 5 x 4 + 1) = 2220;
  //   n = 6: 2-2-1-1-0: C(5,2) x C(3,2) x 180 = 5400, plus 2-1-1-1-1: 5 x 360 = 1800, so 7200.
  it.each([
    [1, 5],
    [2, 25],
    [3, 120],
    [4, 540],
    [5, 2220],
    [6, 7200],
  ])('a table where 5s do not score alone: %i dice, %i farkles', (n, farkles) => {
    expect(farkleChance(n, noFives)).toBe(farkles / 6 ** n);
  });

  it('a six-dice farkle bonus makes six dice always score, and leaves fewer dice alone', () => {
    expect(farkleChance(6, sixDiceFarkle)).toBe(0);
    expect(farkleChance(5, sixDiceFarkle)).toBe(600 / 7776);
  });

  it('agrees with the hand counts when the oracle counts every ordered roll', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => oracleFarkles(presetTables.classic, n))).toEqual(CLASSIC_FARKLES);
    expect(oracleFarkles(presetTables.farkel, 6)).toBe(1080);
    expect(oracleFarkles(presetTables.absolute, 6)).toBe(1080);
  });

  it.each(customRuleSets.map((set) => ({ ...set, rules: defineRules(set.overrides, set.base) })))(
    '$name: matches the oracle count for 4 to 6 dice',
    ({ table, rules }) => {
      for (const n of [4, 5, 6]) expect(farkleChance(n, rules)).toBe(oracleFarkles(table, n) / 6 ** n);
    },
  );

  it.each([0, 7, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, undefined, [6], {}])(
    'rejects %j dice with invalid-dice',
    (n) => {
      expectFarkleError(() => farkleChance(n as number), 'invalid-dice');
    },
  );

  it('rejects an unknown preset name', () => {
    expectFarkleError(() => farkleChance(3, 'nope' as RulesInput), 'unknown-preset');
  });
});
