/**
 * optimalTurn under the house rules of HOUSE-RULES.md that change a single
 * turn's arithmetic, against the independent `solveTurn` (test/support/strategy.ts)
 * on the oracle's rolls, and the rules it refuses.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, optimalTurn, type Face, type Rules, type RulesOverrides, type ScoringRules, type TurnPolicy } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { faceMultisets } from '../support/oracle.js';
import { orderings, rollModel, solveTurn, type TurnRulesForModel, type TurnValues } from '../support/strategy.js';
import { classicTable, zilchTable } from '../support/tables.js';

const CAP = 12000;

function close(actual: number, expected: number): boolean {
  return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
}

/** Every value and rollValue on the 50-point grid up to the cap, for 1 to `dice` dice. */
function compareGrid(policy: TurnPolicy, reference: TurnValues, dice: number): void {
  const wrong: string[] = [];
  for (let t = 0; t <= CAP; t += 50) {
    for (let n = 1; n <= dice; n++) {
      const pairs = [
        [`rollValue(${t}, ${n})`, policy.rollValue(t, n), reference.roll(t, n)],
        [`value(${t}, ${n})`, policy.value(t, n), reference.value(t, n)],
        [`value(${t}, ${n}, mustRoll)`, policy.value(t, n, true), reference.roll(t, n)],
      ] as const;
      for (const [what, actual, expected] of pairs) if (!close(actual, expected)) wrong.push(`${what}: ${actual} vs ${expected}`);
    }
  }
  expect(wrong.slice(0, 5), `${wrong.length} mismatches`).toEqual([]);
}

interface Case {
  readonly name: string;
  readonly overrides: RulesOverrides;
  readonly scoring: ScoringRules;
  readonly model: TurnRulesForModel;
  readonly minimum: number;
  readonly noRisk?: boolean;
}

const sixOnes: Face[] = [1, 1, 1, 1, 1, 1];

const cases: readonly Case[] = [
  { name: 'five dice', overrides: { dice: 5, bank: { entry: 0 } }, scoring: classicTable, model: { dice: 5 }, minimum: 0 },
  { name: 'five dice, 300 to bank', overrides: { dice: 5, bank: { entry: 0, minimum: 300 } }, scoring: classicTable, model: { dice: 5 }, minimum: 300 },
  { name: 'no risk', overrides: { bank: { entry: 0 }, turn: { noRisk: true } }, scoring: classicTable, model: {}, minimum: 0, noRisk: true },
  {
    name: 'no risk, 350 to bank',
    overrides: { bank: { entry: 0, minimum: 350 }, turn: { noRisk: true } },
    scoring: classicTable,
    model: {},
    minimum: 350,
    noRisk: true,
  },
  { name: 'must roll after hot dice', overrides: { bank: { entry: 0 }, turn: { rollAfterHotDice: true } }, scoring: classicTable, model: { rollAfterHotDice: true }, minimum: 0 },
  { name: 'must roll after a set', overrides: { bank: { entry: 0 }, turn: { rollAfterSet: true } }, scoring: classicTable, model: { rollAfterSet: true }, minimum: 0 },
  {
    name: 'must set aside every scoring die',
    overrides: { bank: { entry: 0 }, turn: { keepEveryScoringDie: true } },
    scoring: classicTable,
    model: { keepEveryScoringDie: true },
    minimum: 0,
  },
  {
    name: 'full house: 250 on top of the triple',
    overrides: { bank: { entry: 0 }, scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } },
    scoring: { ...classicTable, fullHouse: { points: 250, plusThreeOfAKind: true } },
    model: {},
    minimum: 0,
  },
  {
    name: 'five dice, full house 1,500 fixed',
    overrides: { dice: 5, bank: { entry: 0 }, scoring: { fullHouse: { points: 1500, plusThreeOfAKind: false } } },
    scoring: { ...classicTable, fullHouse: { points: 1500, plusThreeOfAKind: false } },
    model: { dice: 5 },
    minimum: 0,
  },
  {
    name: 'six 1s lose the turn',
    overrides: { bank: { entry: 0 }, scoring: { rollEffects: [{ faces: sixOnes, effect: 'loseTurn' }] } },
    scoring: { ...classicTable, rollEffects: [{ faces: sixOnes, effect: 'loseTurn' }] },
    model: {},
    minimum: 0,
  },
  {
    // Three 1s are three singles here, no set: banking after them is allowed (Rules.turn.rollAfterSet reads combinations).
    name: 'must roll after a set, a table without three of a kind',
    overrides: { bank: { entry: 0 }, scoring: { threeOfAKind: null }, turn: { rollAfterSet: true } },
    scoring: { ...classicTable, threeOfAKind: null },
    model: { rollAfterSet: true },
    minimum: 0,
  },
  {
    // 2-2-2 and 2-3-4 (a 200-point partial straight) are both largest keeps of 2-2-2-3-4: both are choices, one forbidding a bank.
    name: 'every scoring die and roll after a set, with largest keeps tied',
    overrides: {
      dice: 5,
      bank: { entry: 0 },
      scoring: { straights: [...classicTable.straights, { faces: [2, 3, 4], points: 200 }] },
      turn: { keepEveryScoringDie: true, rollAfterSet: true },
    },
    scoring: { ...classicTable, straights: [...classicTable.straights, { faces: [2, 3, 4], points: 200 }] },
    model: { dice: 5, keepEveryScoringDie: true, rollAfterSet: true },
    minimum: 0,
  },
  {
    name: 'five dice, no risk, must roll after hot dice and after a set',
    overrides: { dice: 5, bank: { entry: 0, minimum: 300 }, turn: { noRisk: true, rollAfterHotDice: true, rollAfterSet: true } },
    scoring: classicTable,
    model: { dice: 5, rollAfterHotDice: true, rollAfterSet: true },
    minimum: 300,
    noRisk: true,
  },
];

describe('optimalTurn under house rules: against the independent solver', () => {
  it.each(cases)('$name: every value and rollValue up to the cap', ({ overrides, scoring, model, minimum, noRisk }) => {
    const rules = defineRules(overrides);
    const policy = optimalTurn(rules, { cap: CAP });
    const reference = solveTurn(rollModel(scoring, model), { minimum, cap: CAP, noRisk: noRisk ?? false });
    expect(policy.minimum).toBe(minimum);
    const dice = model.dice ?? 6;
    compareGrid(policy, reference, dice);
    expect(close(policy.expectedScore, reference.roll(0, dice))).toBe(true);
  });

  it('zilch: every bank needs 300; every value against the independent solver on the table of HOUSE-RULES.md', () => {
    const policy = optimalTurn('zilch', { cap: CAP });
    const reference = solveTurn(rollModel(zilchTable), { minimum: 300, cap: CAP });
    expect(policy.minimum).toBe(300);
    compareGrid(policy, reference, 6);
    expect(close(policy.expectedScore, reference.roll(0, 6))).toBe(true);
    for (const t of [0, 50, 250]) for (let n = 1; n <= 6; n++) expect(policy.shouldRoll(t, n)).toBe(true);
    // The published analysis finds 620.855 a turn in the long run, the third zilch's 500 counted: a turn alone is worth more.
    expect(optimalTurn('zilch').expectedScore).toBeGreaterThan(620.855);
  });

  it('five dice: rolls of six dice are refused, and hot dice rolls five again', () => {
    const policy = optimalTurn(defineRules({ dice: 5, bank: { entry: 0 } }));
    expectFarkleError(() => policy.rollValue(0, 6), 'invalid-dice', 'diceToRoll');
    const all = policy.advise([1, 1, 1, 5, 5], 0).find((a) => a.keep.dice.length === 5);
    expect(all?.diceToRoll).toBe(5);
    expect(all?.rollValue).toBe(policy.rollValue(all!.turnTotal, 5));
  });

  it('no risk: rolling on is never worse than banking from the minimum up (a farkle banks the total)', () => {
    const policy = optimalTurn(defineRules({ bank: { entry: 0, minimum: 300 }, turn: { noRisk: true } }));
    for (const t of [300, 1000, 5000]) for (let n = 1; n <= 6; n++) expect(policy.rollValue(t, n)).toBeGreaterThan(t);
  });
});

/** The average over all 6^n rolls of the best advised keep's value; a farkle worth `farkle`. */
function averageBestKeep(policy: TurnPolicy, total: number, n: number, farkle: number): number {
  let sum = 0;
  for (const faces of faceMultisets(n)) sum += orderings(faces) * (policy.advise(faces, total)[0]?.value ?? farkle);
  return sum / 6 ** n;
}

describe('optimalTurn: advise under house rules', () => {
  it('must set aside every scoring die: only the largest keep is advised, valued as the independent solver values it', () => {
    const rules = defineRules({ bank: { entry: 0 }, turn: { keepEveryScoringDie: true } });
    const advice = optimalTurn(rules).advise([1, 5, 5, 2, 3, 4]);
    // Every scoring die: the 1 and both 5s, 100 + 50 + 50, three dice left; the game lists that keep alone.
    expect(advice.map((a) => a.keep.faces)).toEqual([[1, 5, 5]]);
    const game = applyAction(createGame({ players: ['Ann', 'Bob'], rules, firstPlayer: 0 }), { type: 'roll', dice: [1, 5, 5, 2, 3, 4] });
    expect(legalActions(game)).toEqual([{ type: 'keep', dice: [0, 1, 2] }]);
    const reference = solveTurn(rollModel(classicTable, { keepEveryScoringDie: true }), { minimum: 0, cap: CAP });
    const [best] = advice;
    expect(best).toMatchObject({ turnTotal: 200, diceToRoll: 3, mustRoll: false, bankValue: 200, then: 'roll' });
    expect(close(best!.rollValue, reference.roll(200, 3))).toBe(true);
    expect(close(best!.value, reference.value(200, 3))).toBe(true);
  });

  it('must roll after hot dice: keeping every die may not bank', () => {
    const rules = defineRules({ bank: { entry: 0 }, turn: { rollAfterHotDice: true } });
    const policy = optimalTurn(rules);
    const all = policy.advise([1, 1, 5, 5, 5, 1], 0).find((a) => a.keep.dice.length === 6)!;
    expect(all).toMatchObject({ mustRoll: true, bankValue: null, diceToRoll: 6, then: 'roll' });
    expect(all.value).toBe(policy.rollValue(all.turnTotal, 6));
    const some = policy.advise([1, 1, 5, 5, 5, 1], 0).find((a) => a.keep.dice.length === 1)!;
    expect(some.mustRoll).toBe(false);
  });

  it('must roll after a set: three or more of a kind kept may not bank; singles may', () => {
    const policy = optimalTurn(defineRules({ bank: { entry: 0 }, turn: { rollAfterSet: true } }));
    const advice = policy.advise([2, 2, 2, 1, 3, 4], 3000);
    expect(advice.find((a) => a.keep.faces.join() === '2,2,2')?.mustRoll).toBe(true);
    expect(advice.find((a) => a.keep.faces.join() === '1')?.mustRoll).toBe(false);
    // At 3,000 points banking the single 1 beats being made to roll three dice after 1-2-2-2.
    expect(advice[0]!.keep.faces).toEqual([1]);
    expect(advice[0]!.then).toBe('bank');
  });

  it('must roll after a set: three 1s scored as three singles (no three of a kind in the table) may bank', () => {
    const policy = optimalTurn(defineRules({ bank: { entry: 0 }, scoring: { threeOfAKind: null }, turn: { rollAfterSet: true } }));
    const ones = policy.advise([1, 1, 1, 2, 3, 4], 3000).find((a) => a.keep.faces.join() === '1,1,1')!;
    expect(ones.keep.combinations.map((c) => c.kind)).toEqual(['single', 'single', 'single']);
    expect(ones).toMatchObject({ mustRoll: false, bankValue: 3300 });
  });

  it('must set aside every scoring die: every largest keep tied on points is advised', () => {
    const rules = defineRules({ dice: 5, bank: { entry: 0 }, scoring: { straights: [{ faces: [2, 3, 4], points: 200 }] }, turn: { keepEveryScoringDie: true } });
    const advice = optimalTurn(rules).advise([2, 2, 2, 3, 4]);
    expect(advice.map((a) => a.keep.faces.join()).sort()).toEqual(['2,2,2', '2,3,4']);
  });

  it.each([
    ['no risk', { bank: { entry: 0, minimum: 300 }, turn: { noRisk: true } }, true],
    ['must roll after hot dice', { bank: { entry: 0 }, turn: { rollAfterHotDice: true } }, false],
    ['five dice', { dice: 5, bank: { entry: 0 } }, false],
  ] as const)('%s: rollValue is the average over every roll of its best advised keep', (_name, overrides, noRisk) => {
    const rules: Rules = defineRules(overrides);
    const policy = optimalTurn(rules);
    for (const [t, n] of [
      [0, 5],
      [300, 3],
      [450, 1],
      [1000, 4],
    ] as const) {
      const farkle = noRisk && t >= policy.minimum ? t : 0;
      expect(close(policy.rollValue(t, n), averageBestKeep(policy, t, n, farkle))).toBe(true);
    }
  });
});

describe('optimalTurn: rules it does not model', () => {
  it.each([
    ['wild die', { wildDie: { face: 6 } }, 'wildDie'],
    ['clear combo', { turn: { clearCombo: true } }, 'turn.clearCombo'],
    ['second chance', { turn: { secondChance: true } }, 'turn.secondChance'],
    ['must beat the last bank', { turn: { mustBeatLastBank: true } }, 'turn.mustBeatLastBank'],
    ['six 6s win', { scoring: { rollEffects: [{ faces: [6, 6, 6, 6, 6, 6], effect: 'win' }] } }, 'scoring.rollEffects[0].effect'],
  ] as const)('%s throws unsupported-rules naming the option', (_name, overrides, path) => {
    expectFarkleError(() => optimalTurn(defineRules(overrides)), 'unsupported-rules', path);
  });

  const sixTwos: Face[] = [2, 2, 2, 2, 2, 2];

  it.each([
    ['penalties', { farklePenalty: { farkles: 3, points: 'all' }, allDiceFarkle: { points: 500, onHotDice: false } }, classicTable],
    ['carry on', { turn: { carryOn: true } }, classicTable],
    ['an exact target', { end: { trigger: 'exact' } }, classicTable],
    // Six 2s lose the banked score: for the turn, the roll ends it with its total lost, as a farkle does.
    ['a lost score', { scoring: { rollEffects: [{ faces: sixTwos, effect: 'loseScore' }] } }, { ...classicTable, rollEffects: [{ faces: sixTwos, effect: 'loseTurn' }] }],
  ] as const)('rules outside a single turn are accepted (%s): the turn is valued as the independent solver values the classic turn', (_name, overrides, scoring) => {
    // Classic's turn of a player on the board (the default): any turn total may be banked.
    const policy = optimalTurn(defineRules(overrides), { cap: CAP });
    const reference = solveTurn(rollModel(scoring), { minimum: 0, cap: CAP });
    expect(policy.minimum).toBe(0);
    compareGrid(policy, reference, 6);
    expect(close(policy.expectedScore, reference.roll(0, 6))).toBe(true);
  });
});
