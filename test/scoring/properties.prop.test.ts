/**
 * Property tests (fast-check) of the scoring functions, for every preset, and
 * of defineRules; plus random rule sets compared with the oracle.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  PRESET_NAMES,
  defineRules,
  findCombinations,
  isFarkle,
  legalKeeps,
  presets,
  scoreKeep,
  scoreRoll,
  type Combination,
  type Die,
  type Keep,
  type RulesInput,
} from '../../src/index.js';
import {
  diceWithBadDieArb,
  invalidDiceArb,
  looseOverridesArb,
  mergeScoring,
  mixedRollArb,
  presetNameArb,
  rulesOverridesArb,
  spicyRollArb,
} from '../support/arbitraries.js';
import { isDeepFrozen, snapshot } from '../support/helpers.js';
import { Oracle, diceKey, toOracleDice, type OracleDie } from '../support/oracle.js';
import { presetTables } from '../support/tables.js';

const RUNS = { numRuns: 200 };

type DiceFunction = (dice: readonly Die[], rules?: RulesInput) => unknown;
const diceFunctions: readonly DiceFunction[] = [scoreRoll, isFarkle, legalKeeps, scoreKeep, findCombinations];

/** A roll and a permutation of it. */
const rollAndShuffleArb = mixedRollArb().chain((roll) =>
  fc.tuple(fc.constant(roll), fc.shuffledSubarray(roll, { minLength: roll.length, maxLength: roll.length })),
);

function keepsByMultiset(roll: readonly Die[], keeps: readonly Keep[]): [string, number][] {
  const dice = toOracleDice(roll);
  return keeps
    .map((keep): [string, number] => [diceKey(keep.dice.map((i) => dice[i]).filter((d) => d !== undefined)), keep.points])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Checks that combinations add up to `points` and partition `dice` (input indices), with faces matching the roll. */
function expectSplit(roll: readonly OracleDie[], dice: readonly number[], points: number, combinations: readonly Combination[]): void {
  expect(combinations.reduce((sum, c) => sum + c.points, 0)).toBe(points);
  const used = combinations.flatMap((c) => [...c.dice]).sort((a, b) => a - b);
  expect(used).toEqual([...dice].sort((a, b) => a - b));
  for (const combination of combinations) {
    expect(combination.dice.map((i) => roll[i]?.face)).toEqual(combination.faces);
    expect(combination.dice.filter((i) => roll[i]?.spicy === true)).toHaveLength(combination.spicy);
  }
}

function isAnyFrozen(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.isFrozen(value) || Object.values(value).some(isAnyFrozen);
}

describe.each(PRESET_NAMES)('%s', (name) => {
  // Rolls below may hold spicy dice, which only rules with spicy dice score: the preset's table with them allowed.
  const rules: RulesInput = presets[name].spicyDice ? name : defineRules({ name: `${name} with spicy dice`, spicyDice: true }, name);

  it('scores a roll the same whatever the order of its dice', () => {
    fc.assert(
      fc.property(rollAndShuffleArb, ([roll, shuffled]) => {
        const a = scoreRoll(roll, rules);
        const b = scoreRoll(shuffled, rules);
        expect([b.points, b.farkle, b.hotDice, b.remaining, b.dice.length]).toEqual([a.points, a.farkle, a.hotDice, a.remaining, a.dice.length]);
        expect(keepsByMultiset(shuffled, legalKeeps(shuffled, rules))).toEqual(keepsByMultiset(roll, legalKeeps(roll, rules)));
      }),
      RUNS,
    );
  });

  it('lists legal keeps that are subsets of the roll whose every die scores, as scoreKeep says', () => {
    fc.assert(
      fc.property(mixedRollArb(), (roll) => {
        const dice = toOracleDice(roll);
        for (const keep of legalKeeps(roll, rules)) {
          expect(keep.dice.length).toBeGreaterThan(0);
          expect(keep.dice.every((i, k) => Number.isInteger(i) && i >= 0 && i < roll.length && (k === 0 || i > (keep.dice[k - 1] ?? -1)))).toBe(true);
          expect(keep.faces).toEqual(keep.dice.map((i) => dice[i]?.face));
          expect(keep.remaining).toBe(roll.length - keep.dice.length);
          const kept = keep.dice.map((i) => roll[i]!);
          expect(scoreKeep(kept, rules).points).toBe(keep.points);
        }
      }),
      RUNS,
    );
  });

  it('scores a roll by its best legal keep, and farkles exactly when there is none', () => {
    fc.assert(
      fc.property(mixedRollArb(), (roll) => {
        const score = scoreRoll(roll, rules);
        const keeps = legalKeeps(roll, rules);
        const best = Math.max(0, ...keeps.map((keep) => keep.points));
        expect(score.points).toBe(best);
        expect(score.farkle).toBe(keeps.length === 0);
        expect(isFarkle(roll, rules)).toBe(keeps.length === 0);
        expect(findCombinations(roll, rules).length === 0).toBe(keeps.length === 0);
        const mostDice = Math.max(0, ...keeps.filter((keep) => keep.points === best).map((keep) => keep.dice.length));
        expect(score.dice.length).toBe(mostDice);
        expect(score.hotDice).toBe(!score.farkle && score.dice.length === roll.length);
        if (keeps.length > 0) expect(keeps[0]?.points).toBe(best);
      }),
      RUNS,
    );
  });

  it('makes every keep the sum of its combinations, whose dice partition the keep', () => {
    fc.assert(
      fc.property(mixedRollArb(), (roll) => {
        const dice = toOracleDice(roll);
        const score = scoreRoll(roll, rules);
        expectSplit(dice, score.dice, score.points, score.combinations);
        for (const keep of legalKeeps(roll, rules)) {
          expectSplit(dice, keep.dice, keep.points, keep.combinations);
          const kept = keep.dice.map((i) => roll[i]!);
          const alone = scoreKeep(kept, rules);
          expectSplit(toOracleDice(kept), alone.dice, alone.points, alone.combinations);
          expect(alone.dice).toEqual(kept.map((_, i) => i));
        }
      }),
      RUNS,
    );
  });

  it('never scores less when a die turns spicy', () => {
    fc.assert(
      fc.property(spicyRollArb(), fc.nat(), (roll, at) => {
        const index = at % roll.length;
        const hotter = roll.map((die, i) => (i === index ? { face: die.face, spicy: true } : die));
        expect(scoreRoll(hotter, rules).points).toBeGreaterThanOrEqual(scoreRoll(roll, rules).points);
        const plain = roll.map((die) => die.face);
        expect(scoreRoll(roll, rules).points).toBeGreaterThanOrEqual(scoreRoll(plain, rules).points);
      }),
      RUNS,
    );
  });

  it('agrees with the oracle on random rolls, spicy or not', () => {
    const oracle = new Oracle(presetTables[name]);
    fc.assert(
      fc.property(mixedRollArb(), (roll) => {
        const best = oracle.bestKeep(toOracleDice(roll));
        const score = scoreRoll(roll, rules);
        expect([score.points, score.dice.length, score.farkle]).toEqual([best?.points ?? 0, best?.size ?? 0, best === null]);
      }),
      RUNS,
    );
  });

  it('throws a FarkleError, and nothing else, for any value that is not a list of dice', () => {
    fc.assert(
      fc.property(invalidDiceArb, fc.constantFrom(...diceFunctions), (input, fn) => {
        let thrown: unknown;
        let returned = false;
        try {
          fn(input as readonly Die[], rules);
          returned = true;
        } catch (error) {
          thrown = error;
        }
        expect(returned).toBe(false);
        expect(thrown).toBeInstanceOf(FarkleError);
      }),
      RUNS,
    );
  });

  it('names the first bad die of a list in the error path', () => {
    fc.assert(
      fc.property(diceWithBadDieArb, fc.constantFrom(...diceFunctions), ({ dice, firstBad }, fn) => {
        let thrown: unknown;
        try {
          fn(dice as readonly Die[], rules);
        } catch (error) {
          thrown = error;
        }
        expect(thrown).toBeInstanceOf(FarkleError);
        const error = thrown as FarkleError;
        expect(error.code).toBe('invalid-die');
        expect(error.path?.startsWith(`dice[${firstBad}]`)).toBe(true);
        expect(error.message).toContain(`dice[${firstBad}]`);
      }),
      RUNS,
    );
  });
});

describe('rules', () => {
  it('throws a FarkleError for any rules argument that is neither rules nor a preset name', () => {
    const badRules = fc.anything().filter((value) => value !== undefined && !(PRESET_NAMES as readonly unknown[]).includes(value));
    fc.assert(
      fc.property(badRules, fc.constantFrom(...diceFunctions), (rules, fn) => {
        expect(() => fn([1, 5, 2], rules as RulesInput)).toThrow(FarkleError);
      }),
      RUNS,
    );
  });

  it('defineRules merges valid overrides over any preset, never changes them, and returns frozen rules', () => {
    fc.assert(
      fc.property(rulesOverridesArb, presetNameArb, (overrides, base) => {
        const before = snapshot(overrides);
        const rules = defineRules(overrides, base);
        expect(snapshot(overrides)).toBe(before);
        expect(isAnyFrozen(overrides)).toBe(false);
        expect(isDeepFrozen(rules)).toBe(true);
        expect(rules.scoring).toEqual(mergeScoring(presetTables[base], overrides.scoring));
        if (overrides.bank?.entry !== undefined) expect(rules.bank.entry).toBe(overrides.bank.entry);
        if (overrides.end?.target !== undefined) expect(rules.end.target).toBe(overrides.end.target);
      }),
      RUNS,
    );
  });

  it('defineRules never changes random override objects: it returns frozen rules or throws a FarkleError', () => {
    fc.assert(
      fc.property(looseOverridesArb, presetNameArb, (overrides, base) => {
        const before = snapshot(overrides);
        let result: unknown;
        try {
          result = defineRules(overrides, base);
        } catch (error) {
          expect(error).toBeInstanceOf(FarkleError);
        }
        if (result !== undefined) expect(isDeepFrozen(result)).toBe(true);
        expect(snapshot(overrides)).toBe(before);
        expect(isAnyFrozen(overrides)).toBe(false);
      }),
      RUNS,
    );
  });

  // Each new rule set builds its scoring table (all 923 multisets) on first use, so keep the runs few.
  it('scores random rule sets as the oracle does', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(rulesOverridesArb, presetNameArb, mixedRollArb(), (overrides, base, roll) => {
        // The rolls may hold spicy dice, which only rules with spicy dice score.
        const rules = defineRules({ ...overrides, spicyDice: true }, base);
        const oracle = new Oracle(mergeScoring(presetTables[base], overrides.scoring));
        const dice = toOracleDice(roll);
        const best = oracle.bestKeep(dice);
        const score = scoreRoll(roll, rules);
        expect([score.points, score.dice.length, score.farkle, score.hotDice]).toEqual([
          best?.points ?? 0,
          best?.size ?? 0,
          best === null,
          best !== null && best.size === roll.length,
        ]);
        const want = [...oracle.keeps(dice).values()].map((keep): [string, number] => [keep.key, keep.points]);
        want.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keepsByMultiset(roll, legalKeeps(roll, rules))).toEqual(want);
      }),
      { numRuns: 150 },
    );
  });
});
