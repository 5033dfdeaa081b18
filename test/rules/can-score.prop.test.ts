/**
 * Every rule set defineRules accepts can score: some roll of its dice count
 * scores points (otherwise nobody could bank and no game would end), and
 * every rule set it refuses for that reason has no such roll. Both checked
 * against the independent oracle (test/support/oracle.ts) over every
 * multiset of the rules' dice count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FarkleError, defineRules, scoreRoll, type FaceValues, type RulesOverrides, type ScoringRules } from '../../src/index.js';
import { Oracle, faceMultisets, toOracleDice } from '../support/oracle.js';
import { straightArb } from '../support/arbitraries.js';

/** Points that are mostly 0, so that tables where nothing scores come up often. */
const sparsePointsArb = fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 40 }).map((x) => x * 25) });
const sparseFacesArb: fc.Arbitrary<FaceValues> = fc.record({ 1: sparsePointsArb, 2: sparsePointsArb, 3: sparsePointsArb, 4: sparsePointsArb, 5: sparsePointsArb, 6: sparsePointsArb });
const rarely = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb });

/** A whole scoring table, sparse: most entries 0 or off. */
const sparseScoringArb: fc.Arbitrary<ScoringRules> = fc.record({
  singles: sparseFacesArb,
  threeOfAKind: rarely(sparseFacesArb),
  fourOfAKind: rarely(sparseFacesArb),
  fiveOfAKind: rarely(sparseFacesArb),
  sixOfAKind: rarely(sparseFacesArb),
  straights: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.uniqueArray(straightArb, { maxLength: 2, selector: (s) => s.faces.join() }) }),
  threePairs: rarely(sparsePointsArb),
  fourOfAKindCountsAsTwoPairs: fc.boolean(),
  fourOfAKindAndPair: rarely(sparsePointsArb),
  twoTriplets: rarely(sparsePointsArb),
  sixDiceFarkle: rarely(sparsePointsArb),
  spicyMultiplier: fc.constant(2),
  fullHouse: rarely(fc.record({ points: fc.integer({ min: 1, max: 20 }).map((x) => x * 25), plusThreeOfAKind: fc.boolean() })),
  rollEffects: fc.constant([]),
});

/** Whether the oracle scores some roll of exactly `dice` dice above 0. */
function oracleCanScore(scoring: ScoringRules, dice: number): boolean {
  const oracle = new Oracle(scoring);
  return faceMultisets(dice).some((roll) => (oracle.bestKeep(toOracleDice(roll))?.points ?? 0) > 0);
}

describe('rules that can score', () => {
  it('defineRules accepts a table exactly when some roll of its dice count scores, as the oracle finds', { timeout: 120_000 }, () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(sparseScoringArb, fc.integer({ min: 1, max: 6 }), (scoring, dice) => {
        // No bank minimum: a meagre table is refused too when no turn can bank the classic 500 (no game could end).
        const overrides: RulesOverrides = { dice, scoring, bank: { entry: 0, minimum: 0 } };
        let made: ReturnType<typeof defineRules> | null = null;
        try {
          made = defineRules(overrides);
        } catch (error) {
          expect(error).toBeInstanceOf(FarkleError);
          expect((error as FarkleError).path).toBe('scoring');
        }
        expect(made !== null).toBe(oracleCanScore(scoring, dice));
        if (made === null) {
          refused++;
          return;
        }
        accepted++;
        // And the library itself finds such a roll under the rules it made.
        expect(faceMultisets(dice).some((roll) => scoreRoll(roll, made).points > 0)).toBe(true);
      }),
      { numRuns: 120 },
    );
    // Both answers came up, so the property said something about each.
    expect(accepted).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
