/**
 * An arbitrary over the whole rule space: any preset as a base, with any
 * combination of the options of `Rules` (the seeds' and HOUSE-RULES.md's)
 * drawn on top. Targets are small and a 1 or a 5 always scores, so that
 * random play ends games in a few hundred actions.
 */
import fc from 'fast-check';
import { defineRules, type Face, type PresetName, type Rules, type RulesOverrides } from '../../src/index.js';
import { faceArb } from './arbitraries.js';
import { PRESETS_OF_THE_RULES } from './tables.js';

const maybe = <T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T | null> => fc.option(arb, { nil: null, freq: 2 });

const penaltyPointsArb = fc.oneof(fc.constantFrom<number | 'all'>('all', 0), fc.integer({ min: 1, max: 20 }).map((x) => x * 50));

const rollEffectArb = fc.record({
  faces: fc.array(faceArb, { minLength: 1, maxLength: 6 }),
  effect: fc.constantFrom('win' as const, 'loseTurn' as const, 'loseScore' as const),
});

/** Scoring options on top of the base table: a 1 and a 5 keep scoring, whatever else changes. */
const scoringArb = fc.record(
  {
    singles: fc.record({ 1: fc.integer({ min: 1, max: 4 }).map((x) => x * 50), 5: fc.integer({ min: 1, max: 2 }).map((x) => x * 50) }),
    fullHouse: maybe(fc.record({ points: fc.integer({ min: 1, max: 30 }).map((x) => x * 50), plusThreeOfAKind: fc.boolean() })),
    sixDiceFarkle: maybe(fc.integer({ min: 1, max: 10 }).map((x) => x * 100)),
    // Distinct patterns: one effect per multiset of faces.
    rollEffects: fc.uniqueArray(rollEffectArb, { maxLength: 3, selector: (effect) => [...effect.faces].sort().join() }),
  },
  { requiredKeys: [] },
);

const turnArb = fc.record(
  {
    noRisk: fc.boolean(),
    carryOn: fc.boolean(),
    mustBeatLastBank: fc.boolean(),
    keepEveryScoringDie: fc.boolean(),
    rollAfterHotDice: fc.boolean(),
    rollAfterSet: fc.boolean(),
    clearCombo: fc.boolean(),
    secondChance: fc.boolean(),
  },
  { requiredKeys: [] },
);

const endArb = fc.record({
  target: fc.integer({ min: 2, max: 40 }).map((x) => x * 50),
  trigger: fc.constantFrom('reach' as const, 'exceed' as const, 'exact' as const),
  overshoot: fc.constantFrom('lost' as const, 'lowest' as const),
  finalRound: fc.boolean(),
  finalRoundRestarts: fc.boolean(),
  ties: fc.constantFrom('share' as const, 'playOff' as const),
});

/** Overrides drawn over the whole option space, and the preset they apply to. */
export const anyRulesArb: fc.Arbitrary<{ base: PresetName; overrides: RulesOverrides }> = fc
  .record({
    base: fc.constantFrom(...PRESETS_OF_THE_RULES),
    dice: fc.integer({ min: 1, max: 6 }),
    scoring: scoringArb,
    bank: fc.record({ entry: fc.integer({ min: 0, max: 6 }).map((x) => x * 50), minimum: fc.integer({ min: 0, max: 4 }).map((x) => x * 50) }),
    farklePenalty: maybe(fc.record({ farkles: fc.integer({ min: 1, max: 4 }), points: penaltyPointsArb, resetAfterPenalty: fc.boolean() })),
    allDiceFarkle: maybe(fc.record({ points: penaltyPointsArb, onHotDice: fc.boolean() })),
    scoreFloor: maybe(fc.integer({ min: -10, max: 0 }).map((x) => x * 100)),
    highStakes: fc.boolean(),
    // Spicy dice and a wild die do not go together: one of them, or neither.
    special: fc.oneof(fc.constant(null), fc.constant('spicy' as const), faceArb.map((face: Face) => ({ face }))),
    turn: turnArb,
    end: endArb,
  })
  .map(({ base, special, ...rest }) => ({
    base,
    overrides: {
      ...rest,
      name: 'any',
      // A roll effect of more faces than the dice is refused by defineRules: it could never be rolled. So is one die
      // whose 1 and 5 (the faces that score alone) both end the turn: no turn could ever bank. One die keeps no effect on a 5.
      scoring: { ...rest.scoring, rollEffects: rest.scoring.rollEffects?.filter((effect) => effect.faces.length <= rest.dice && !(rest.dice === 1 && effect.effect !== 'win' && effect.faces[0] === 5)) },
      // One die and no bank after hot dice is refused by defineRules: every keep would be hot dice.
      turn: rest.dice === 1 ? { ...rest.turn, rollAfterHotDice: false } : rest.turn,
      spicyDice: special === 'spicy',
      wildDie: special === null || special === 'spicy' ? null : special,
      // Farkel's last team standing needs rounds for the small targets here too. Leaders tied on an
      // exact target could never play off (defineRules refuses it): they share.
      end: {
        ...rest.end,
        // An exact target no score can hit is refused by defineRules (no game could end): here every table's
        // points are multiples of 100 or of 50 (the singles), and every bank at least the minimum (200 at most).
        target: rest.end.trigger === 'exact' ? Math.max(200, Math.ceil(rest.end.target / 100) * 100) : rest.end.target,
        ties: rest.end.trigger === 'exact' && rest.end.finalRound ? ('share' as const) : rest.end.ties,
        lastStanding: base === 'farkel' ? { pointsPerRound: 100 } : null,
      },
    },
  }));

/** The rule set of a draw. */
export function rulesOf({ base, overrides }: { base: PresetName; overrides: RulesOverrides }): Rules {
  return defineRules(overrides, base);
}
