/**
 * The turn policy asked by the ids of the dice left (`turn.rollable`): without spicy dice the ids
 * are only counted, so every answer is exactly the one by their number, and advice on a roll whose
 * dice carry ids is exactly the advice on their faces. With spicy dice a number stands only for
 * every die, and ids must be given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FarkleError, optimalTurn, type Face, type TurnPolicy } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';

/** The policy of a draw's rules, or `null` where the turn solver refuses them. */
function policyOf(draw: Parameters<typeof rulesOf>[0]): TurnPolicy | null {
  try {
    return optimalTurn(rulesOf(draw));
  } catch (error) {
    if (error instanceof FarkleError && error.code === 'unsupported-rules') return null;
    throw error;
  }
}

/** Rule sets without spicy dice, drawn over the whole rule space less what the turn solver refuses. */
const plainRulesArb = anyRulesArb.map(({ base, overrides }) => ({
  base,
  overrides: {
    ...overrides,
    spicyDice: false,
    wildDie: null,
    turn: { ...overrides.turn, clearCombo: false, secondChance: false, mustBeatLastBank: false },
    scoring: { ...overrides.scoring, rollEffects: overrides.scoring?.rollEffects?.filter((effect) => effect.effect !== 'win') },
  },
}));

describe('without spicy dice, ids are counted', () => {
  it('rollValue, value and shouldRoll by ids are exactly those by their number', () => {
    fc.assert(
      fc.property(plainRulesArb, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 63 }), fc.boolean(), (draw, steps, mask, mustRoll) => {
        const policy = policyOf(draw);
        if (policy === null) return;
        const ids = [0, 1, 2, 3, 4, 5].filter((id) => id < policy.rules.dice && (mask >> id) & 1);
        if (ids.length === 0) return;
        const total = steps * policy.step;
        expect(policy.rollValue(total, ids)).toBe(policy.rollValue(total, ids.length));
        expect(policy.value(total, ids, mustRoll)).toBe(policy.value(total, ids.length, mustRoll));
        expect(policy.shouldRoll(total, ids, mustRoll)).toBe(policy.shouldRoll(total, ids.length, mustRoll));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('advice on dice with their ids is the advice on their faces, and says which dice are left', () => {
    const rollArb = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }) as fc.Arbitrary<Face[]>;
    fc.assert(
      fc.property(plainRulesArb, rollArb, fc.integer({ min: 0, max: 40 }), (draw, faces, steps) => {
        const policy = policyOf(draw);
        if (policy === null || faces.length > policy.rules.dice) return;
        const { dice } = policy.rules;
        // The roll's dice are the last of the set, as after keeping the first ones.
        const first = dice - faces.length;
        const numbered = faces.map((face, i) => ({ id: first + i, face }));
        let byFaces;
        try {
          byFaces = policy.advise(faces, steps * policy.step);
        } catch (error) {
          // A roll the rules refuse (a roll effect's faces are legal; nothing else is refused here).
          expect(() => policy.advise(numbered, steps * policy.step)).toThrow((error as Error).message);
          return;
        }
        const byIds = policy.advise(numbered, steps * policy.step);
        expect(byIds.map(({ rollable: _, ...rest }) => rest)).toEqual(byFaces.map(({ rollable: _, ...rest }) => rest));
        for (const advice of byIds) {
          const left = advice.keep.remaining === 0 ? [...Array(dice).keys()] : numbered.filter((_, i) => !advice.keep.dice.includes(i)).map((d) => d.id);
          expect(advice.rollable).toEqual(advice.diceToRoll === 0 ? [] : left);
        }
        expect(byFaces.every((advice) => advice.rollable === null)).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe('asking by dice', () => {
  it('refuses ids that are not distinct ids of the set, with invalid-dice', () => {
    const policy = optimalTurn('classic');
    for (const bad of [[], [0, 0], [6], [-1], [1.5], ['1'], [null]]) expectFarkleError(() => policy.rollValue(0, bad as never), 'invalid-dice', 'diceToRoll');
  });

  it('with spicy dice, a number stands for every die only, and a roll must say which die each is', () => {
    const policy = optimalTurn('spicy');
    expect(policy.rollValue(0, 6)).toBe(policy.expectedScore);
    expect(policy.rollValue(0, [0, 1, 2, 3, 4, 5])).toBe(policy.expectedScore);
    expectFarkleError(() => policy.rollValue(0, 3), 'invalid-dice', 'diceToRoll');
    expectFarkleError(() => policy.advise([1, 5]), 'invalid-dice', 'roll[0].id');
    // Die 1 shows its red face on a 1 only: a 1 on die 2 is plain.
    expectFarkleError(() => policy.advise([{ id: 1, face: 1, spicy: true }]), 'invalid-die', 'roll[0].spicy');
    const [best] = policy.advise([
      { id: 0, face: 1 },
      { id: 1, face: 1 },
    ]);
    expect(best?.keep.points).toBe(300);
    expect(best?.rollable).toEqual([0, 1, 2, 3, 4, 5]);
  }, 60_000);
});
