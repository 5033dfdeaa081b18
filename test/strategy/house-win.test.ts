/**
 * optimalWinChance under the house rules of HOUSE-RULES.md that change a
 * turn's arithmetic, against the independent value iteration
 * `solveWinChance` (test/support/strategy.ts) on small games, and the rules
 * it refuses.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance, type Face, type RulesOverrides, type WinChanceSolution } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { expectSameAnswers } from '../support/same-solution.js';
import { faceMultisets } from '../support/oracle.js';
import { orderings, rollModel, solveWinChance, type RollModel, type TurnRulesForModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

const STEP = 50;
const sixOnes: Face[] = [1, 1, 1, 1, 1, 1];
const sixSixes: Face[] = [6, 6, 6, 6, 6, 6];
const effects = [
  { faces: sixOnes, effect: 'loseTurn' },
  { faces: sixSixes, effect: 'win' },
] as const;

interface Game {
  readonly name: string;
  readonly overrides: RulesOverrides;
  readonly model: TurnRulesForModel;
  readonly target: number;
  readonly entry: number;
  readonly finalRound: boolean;
  readonly noRisk?: boolean;
  readonly effects?: boolean;
  readonly fullHouse?: boolean;
}

const games: readonly Game[] = [
  { name: 'five dice, final round, above 300', overrides: { dice: 5, bank: { entry: 0 } }, model: { dice: 5 }, target: 300, entry: 0, finalRound: true },
  {
    name: 'no risk, 300 entry, no final round, above 500',
    overrides: { bank: { entry: 300 }, turn: { noRisk: true }, end: { finalRound: false } },
    model: {},
    target: 500,
    entry: 300,
    finalRound: false,
    noRisk: true,
  },
  {
    name: 'must roll after hot dice, no final round, above 500',
    overrides: { bank: { entry: 0 }, turn: { rollAfterHotDice: true }, end: { finalRound: false } },
    model: { rollAfterHotDice: true },
    target: 500,
    entry: 0,
    finalRound: false,
  },
  {
    name: 'five dice, must roll after a set, no final round, above 500',
    overrides: { dice: 5, bank: { entry: 0 }, turn: { rollAfterSet: true }, end: { finalRound: false } },
    model: { dice: 5, rollAfterSet: true },
    target: 500,
    entry: 0,
    finalRound: false,
  },
  {
    name: 'must set aside every scoring die, no final round, above 500',
    overrides: { bank: { entry: 0 }, turn: { keepEveryScoringDie: true }, end: { finalRound: false } },
    model: { keepEveryScoringDie: true },
    target: 500,
    entry: 0,
    finalRound: false,
  },
  {
    name: 'five dice, full house 1,500 fixed, final round, above 300',
    overrides: { dice: 5, bank: { entry: 0 }, scoring: { fullHouse: { points: 1500, plusThreeOfAKind: false } } },
    model: { dice: 5 },
    target: 300,
    entry: 0,
    finalRound: true,
    fullHouse: true,
  },
  {
    name: 'six 1s lose the turn, six 6s win, no final round, above 500',
    overrides: { bank: { entry: 0 }, scoring: { rollEffects: effects }, end: { finalRound: false } },
    model: {},
    target: 500,
    entry: 0,
    finalRound: false,
    effects: true,
  },
];

function modelOf(game: Game): RollModel {
  const scoring = game.effects === true ? { ...classicTable, rollEffects: effects } : classicTable;
  return rollModel(game.fullHouse === true ? { ...scoring, fullHouse: { points: 1500, plusThreeOfAKind: false } } : scoring, game.model);
}

describe('optimalWinChance under house rules: against independent value iteration', () => {
  it.each(games)('$name: winChance(i, j) for every pair, and choices at decision points', (game) => {
    const solution = optimalWinChance(defineRules(game.overrides), { target: game.target });
    const reference = solveWinChance({
      model: modelOf(game),
      firstEnding: game.target + 1,
      entry: game.entry,
      minimum: 0,
      finalRound: game.finalRound,
      overshoot: 4000,
      tolerance: 1e-13,
      noRisk: game.noRisk ?? false,
    });
    expect(reference.truncationRatio()).toBeLessThanOrEqual(1);
    const wrong: string[] = [];
    for (let i = 0; i < reference.size; i++) {
      for (let j = 0; j < reference.size; j++) {
        const got = solution.winChance(i * STEP, j * STEP);
        if (Math.abs(got - reference.p(i, j)) >= 1e-9) wrong.push(`winChance(${i * STEP}, ${j * STEP}) = ${got}, expected ${reference.p(i, j)}`);
      }
    }
    for (const [i, j] of [
      [0, 0],
      [3, 1],
      [1, reference.size - 1],
    ] as const) {
      for (const t of [0, 2, 6, 10, 14]) {
        for (const n of [1, 3, 5]) {
          const got = solution.choices(i * STEP, j * STEP, t * STEP, n);
          const expected = reference.choices(i, j, t, n);
          const bankOk = got.bank === null ? expected.bank === null : expected.bank !== null && Math.abs(got.bank - expected.bank) < 1e-9;
          if (!bankOk || Math.abs(got.roll - expected.roll) >= 1e-9) wrong.push(`choices(${i}, ${j}, ${t}, ${n}) = ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
        }
      }
    }
    expect(wrong.slice(0, 4), `${wrong.length} differ`).toEqual([]);
  });
});

/**
 * The win chance of rolling n dice, from the solution's own answers one step
 * later: every roll at its best option of the reference model (banking only
 * where allowed), a farkle handing the opponent the move (or banking, under
 * no risk from the minimum up), a lost turn handing it over, a win worth 1.
 */
function rollFromNextStep(solution: WinChanceSolution, model: RollModel, noRisk: boolean, score: number, opponent: number, total: number, n: number): number {
  const handOver = 1 - solution.winChance(opponent, score);
  const bankNow = solution.choices(score, opponent, total, n).bank;
  const farkle = noRisk && bankNow !== null ? bankNow : handOver;
  let sum = (model.farkles[n] ?? 0) * farkle + (model.lost[n] ?? 0) * handOver + (model.won[n] ?? 0);
  for (const { weight, options } of model.classes[n] ?? []) {
    let best = -Infinity;
    for (const { points, next, mustRoll } of options) {
      const { bank, roll } = solution.choices(score, opponent, total + points, next, mustRoll === true);
      best = Math.max(best, bank ?? -Infinity, roll);
    }
    sum += weight * best;
  }
  return sum / 6 ** n;
}

describe('optimalWinChance under house rules with a final round: rolling is worth every roll at its best option', () => {
  it.each([
    ['no risk', { bank: { entry: 0 }, turn: { noRisk: true } }, {}, true],
    ['must roll after hot dice', { bank: { entry: 0 }, turn: { rollAfterHotDice: true } }, { rollAfterHotDice: true }, false],
    ['must roll after a set, 300 entry', { bank: { entry: 300 }, turn: { rollAfterSet: true } }, { rollAfterSet: true }, false],
  ] as const)('%s', (_name, overrides, modelRules, noRisk) => {
    const solution = optimalWinChance(defineRules(overrides), { target: 300 });
    const model = rollModel(classicTable, modelRules);
    const wrong: string[] = [];
    for (const [score, opponent, total, n] of [
      [0, 0, 0, 6],
      [0, 0, 150, 5],
      [50, 150, 300, 4],
      [250, 300, 100, 2],
      [200, 250, 400, 6],
      [300, 0, 1500, 1],
    ] as const) {
      const expected = rollFromNextStep(solution, model, noRisk, score, opponent, total, n);
      const got = solution.choices(score, opponent, total, n).roll;
      if (Math.abs(got - expected) >= 1e-9) wrong.push(`roll at (${score}, ${opponent}, ${total}, ${n}) = ${got}, one step later ${expected}`);
    }
    expect(wrong).toEqual([]);
    const chance = solution.firstPlayerWinChance;
    expect(chance).toBeGreaterThan(0.5);
    expect(chance).toBeLessThan(1);
  });

  it('a must-roll decision point may not bank', () => {
    const solution = optimalWinChance(defineRules({ bank: { entry: 0 }, turn: { rollAfterHotDice: true } }), { target: 300 });
    expect(solution.choices(0, 0, 200, 6).bank).not.toBeNull();
    expect(solution.choices(0, 0, 200, 6, true).bank).toBeNull();
    expect(solution.choices(0, 0, 200, 6, true).roll).toBe(solution.choices(0, 0, 200, 6).roll);
  });
});

describe('optimalWinChance: house rules it does not model', () => {
  it.each([
    ['a farkle penalty with no risk', { farklePenalty: { farkles: 3, points: 'all' }, turn: { noRisk: true } }, 'turn.noRisk'],
    ['a farkle penalty with must roll after hot dice', { farklePenalty: { farkles: 3, points: 500 }, turn: { rollAfterHotDice: true } }, 'turn.rollAfterHotDice'],
    ['a farkle penalty off the score grid', { farklePenalty: { farkles: 3, points: 525 } }, 'farklePenalty.points'],
    ['train wreck', { allDiceFarkle: { points: 'all', onHotDice: false } }, 'allDiceFarkle'],
    ['wild die', { wildDie: { face: 6 } }, 'wildDie'],
    ['carry on', { turn: { carryOn: true } }, 'turn.carryOn'],
    ['must beat the last bank', { turn: { mustBeatLastBank: true } }, 'turn.mustBeatLastBank'],
    ['clear combo', { turn: { clearCombo: true } }, 'turn.clearCombo'],
    ['second chance', { turn: { secondChance: true } }, 'turn.secondChance'],
    ['exact target', { end: { trigger: 'exact' } }, 'end.trigger'],
    ['a roll that loses the score', { scoring: { rollEffects: [{ faces: sixOnes, effect: 'loseScore' }] } }, 'scoring.rollEffects[0].effect'],
    ['a roll that wins, with a final round', { scoring: { rollEffects: [{ faces: sixOnes, effect: 'loseTurn' }, { faces: sixSixes, effect: 'win' }] } }, 'scoring.rollEffects[1].effect'],
  ] as const)('%s throws unsupported-rules naming the option', (_name, overrides, path) => {
    expectFarkleError(() => optimalWinChance(defineRules(overrides), { target: 300 }), 'unsupported-rules', path);
  });

  it('ignoreUnsupported solves without them: the answers of the same rules without carry on and must beat the last bank', () => {
    const solution = optimalWinChance(defineRules({ turn: { carryOn: true, mustBeatLastBank: true } }), { target: 300, ignoreUnsupported: true });
    expectSameAnswers(solution, optimalWinChance(defineRules({ turn: { carryOn: false, mustBeatLastBank: false } }), { target: 300 }));
  }, 60_000);

  it('dice to roll beyond the rules\' dice are refused', () => {
    const solution = optimalWinChance(defineRules({ dice: 5, end: { finalRound: false } }), { target: 200 });
    expectFarkleError(() => solution.choices(0, 0, 0, 6), 'invalid-dice', 'diceToRoll');
  });
});

describe('reference sanity', () => {
  it('the five-dice model counts every roll of one to five dice', () => {
    const model = rollModel(classicTable, { dice: 5 });
    for (let n = 1; n <= 5; n++) {
      const total = (model.classes[n] ?? []).reduce((sum, c) => sum + c.weight, model.farkles[n] ?? 0);
      expect(total).toBe(6 ** n);
      expect(faceMultisets(n).reduce((sum, faces) => sum + orderings(faces), 0)).toBe(6 ** n);
    }
    expect(model.classes.length).toBe(6);
  });
});
