/**
 * optimalWinChance: two-player win chances under optimal play.
 *
 * The reference is `solveWinChance` (test/support/strategy.ts): plain value
 * iteration, from RULES.md, over (my score, opponent's score, turn total, dice),
 * every legal keep of every roll considered, run on small games of the classic
 * table (50-point steps) until no chance moves by 1e-13.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalWinChance, presets, type Face, type Rules, type WinChanceSolution } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { expectSameAnswers } from '../support/same-solution.js';
import { Oracle, faceMultisets, toOracleDice } from '../support/oracle.js';
import { DICE, orderings, rollModel, solveWinChance, type KeepOption, type WinTable } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

const model = rollModel(classicTable);
const STEP = 50;

interface Game {
  readonly name: string;
  readonly rules: Rules;
  readonly target: number;
  readonly entry: number;
  readonly finalRound: boolean;
  /** Classic: the end comes with a score "above" the target; `reach`: at it. */
  readonly firstEnding: number;
}

const games: readonly Game[] = [
  {
    name: 'no entry minimum, no final round, above 500',
    rules: defineRules({ bank: { entry: 0 }, end: { finalRound: false } }),
    target: 500,
    entry: 0,
    finalRound: false,
    firstEnding: 501,
  },
  {
    name: 'classic 500 entry, no final round, above 500',
    rules: defineRules({ end: { finalRound: false } }),
    target: 500,
    entry: 500,
    finalRound: false,
    firstEnding: 501,
  },
  {
    name: 'no entry minimum, no final round, reaching 400',
    rules: defineRules({ bank: { entry: 0 }, end: { finalRound: false, trigger: 'reach' } }),
    target: 400,
    entry: 0,
    finalRound: false,
    firstEnding: 400,
  },
  {
    name: 'no entry minimum, final round, above 300',
    rules: defineRules({ bank: { entry: 0 } }),
    target: 300,
    entry: 0,
    finalRound: true,
    firstEnding: 301,
  },
  {
    name: 'classic preset (500 entry, final round), above 300',
    rules: presets.classic,
    target: 300,
    entry: 500,
    finalRound: true,
    firstEnding: 301,
  },
];

const solutions = new Map<Game, WinChanceSolution>();
const references = new Map<Game, WinTable>();

function solutionOf(game: Game): WinChanceSolution {
  let solution = solutions.get(game);
  if (solution === undefined) {
    solution = optimalWinChance(game.rules, { target: game.target });
    solutions.set(game, solution);
  }
  return solution;
}

function referenceOf(game: Game): WinTable {
  let reference = references.get(game);
  if (reference === undefined) {
    reference = solveWinChance({
      model,
      firstEnding: game.firstEnding,
      entry: game.entry,
      minimum: 0,
      finalRound: game.finalRound,
      // Past the end, a trigger may push its turn total 4,000 points further before the reference banks.
      overshoot: 4000,
      tolerance: 1e-13,
    });
    references.set(game, reference);
  }
  return reference;
}

const noFinalRound = games.filter((game) => !game.finalRound);

const oracle = new Oracle(classicTable);
const keepCache = new Map<string, readonly KeepOption[]>();

/** The legal keeps of a roll by the oracle, as (points, dice rolled next). */
function keepsOf(faces: readonly Face[]): readonly KeepOption[] {
  const key = faces.join();
  let keeps = keepCache.get(key);
  if (keeps === undefined) {
    const n = faces.length;
    keeps = [...oracle.keeps(toOracleDice(faces)).values()].map((keep) => ({ points: keep.points, next: keep.size === n ? DICE : n - keep.size }));
    keepCache.set(key, keeps);
  }
  return keeps;
}

/**
 * The win chance of rolling n dice at a decision point, from the solution's own
 * answers one step later: every roll at its best legal keep (bank or roll on
 * after it, whichever is better), a farkle handing the opponent the move.
 */
function rollFromNextStep(solution: WinChanceSolution, score: number, opponent: number, total: number, n: number): number {
  let sum = 0;
  const farkle = 1 - solution.winChance(opponent, score);
  for (const faces of faceMultisets(n)) {
    const keeps = keepsOf(faces);
    let best = keeps.length === 0 ? farkle : -Infinity;
    for (const { points, next } of keeps) {
      const { bank, roll } = solution.choices(score, opponent, total + points, next);
      best = Math.max(best, bank ?? -Infinity, roll);
    }
    sum += orderings(faces) * best;
  }
  return sum / 6 ** n;
}

describe('optimalWinChance: against independent value iteration', () => {
  it.each(games)('$name: winChance(i, j) for every pair of scores below the end', (game) => {
    const solution = solutionOf(game);
    const reference = referenceOf(game);
    expect(solution.step).toBe(STEP);
    expect(solution.target).toBe(game.target);
    expect(reference.size).toBe(Math.ceil(game.firstEnding / STEP));
    // With a final round, the reference banks past `overshoot`: check that rolling on there is never better.
    expect(reference.truncationRatio()).toBeLessThanOrEqual(1);
    const wrong: string[] = [];
    let worst = 0;
    for (let i = 0; i < reference.size; i++) {
      for (let j = 0; j < reference.size; j++) {
        const diff = Math.abs(solution.winChance(i * STEP, j * STEP) - reference.p(i, j));
        worst = Math.max(worst, diff);
        if (diff >= 1e-9) wrong.push(`winChance(${i * STEP}, ${j * STEP}) = ${solution.winChance(i * STEP, j * STEP)}, expected ${reference.p(i, j)}`);
      }
    }
    expect(wrong.slice(0, 4), `${wrong.length} pairs differ, by up to ${worst}`).toEqual([]);
    expect(Math.abs(solution.firstPlayerWinChance - reference.p(0, 0))).toBeLessThan(1e-9);
  });

  it.each(games)('$name: choices at decision points', (game) => {
    const solution = solutionOf(game);
    const reference = referenceOf(game);
    const wrong: string[] = [];
    for (const [i, j] of [
      [0, 0],
      [3, 1],
      [1, reference.size - 1],
      [reference.size - 1, reference.size - 2],
    ] as const) {
      for (const t of [0, 1, 2, 5, 10, 12]) {
        for (const n of [1, 3, 6]) {
          const got = solution.choices(i * STEP, j * STEP, t * STEP, n);
          const expected = reference.choices(i, j, t, n);
          const bankOk = got.bank === null ? expected.bank === null : expected.bank !== null && Math.abs(got.bank - expected.bank) < 1e-9;
          if (!bankOk || Math.abs(got.roll - expected.roll) >= 1e-9) {
            wrong.push(`choices(${i * STEP}, ${j * STEP}, ${t * STEP}, ${n}) = ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
          }
        }
      }
    }
    expect(wrong.slice(0, 4), `${wrong.length} decision points differ`).toEqual([]);
  });

  /*
   * The solution must agree with itself: rolling is worth the average, over
   * every roll, of its best legal keep one step later, every legal keep
   * weighed. With a final round a keep with fewer points can beat one with
   * more for the same dice left: at 0 vs 0 with 150 points and five dice
   * (the first point below), 1-1-1-1-5 is better kept as a 1 and the 5 (300,
   * not above the target) than as two 1s (350, which starts the final round).
   */
  it.each(games)('$name: rolling is worth the average of every roll at its best keep', (game) => {
    const solution = solutionOf(game);
    const wrong: string[] = [];
    for (const [score, opponent, total, n] of [
      [0, 0, 150, 5],
      [0, 0, 0, 6],
      [50, 150, 100, 4],
      [100, 200, 50, 2],
      [0, 250, 200, 3],
    ] as const) {
      const expected = rollFromNextStep(solution, score, opponent, total, n);
      const got = solution.choices(score, opponent, total, n).roll;
      if (Math.abs(got - expected) >= 1e-9) wrong.push(`choices(${score}, ${opponent}, ${total}, ${n}).roll = ${got}, one step later ${expected}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('optimalWinChance: properties', () => {
  it.each(games)('$name: every chance is within [0, 1]; the first player is favoured', (game) => {
    const solution = solutionOf(game);
    const size = Math.ceil(game.firstEnding / STEP);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const p = solution.winChance(i * STEP, j * STEP);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
      }
    }
    expect(solution.firstPlayerWinChance).toBe(solution.winChance(0, 0));
    expect(solution.firstPlayerWinChance).toBeGreaterThan(0.5);
    expect(solution.firstPlayerWinChance).toBeLessThan(1);
  });

  it.each(noFinalRound)('$name: more points never hurt: nondecreasing in my score, nonincreasing in the opponent\'s', (game) => {
    const solution = solutionOf(game);
    const size = Math.ceil(game.firstEnding / STEP);
    const wrong: string[] = [];
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const p = solution.winChance(i * STEP, j * STEP);
        if (i + 1 < size && solution.winChance((i + 1) * STEP, j * STEP) < p - 1e-12) wrong.push(`my score ${i * STEP} -> ${(i + 1) * STEP} vs ${j * STEP}`);
        if (j + 1 < size && solution.winChance(i * STEP, (j + 1) * STEP) > p + 1e-12) wrong.push(`opponent ${j * STEP} -> ${(j + 1) * STEP} vs ${i * STEP}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(noFinalRound)('$name: banking is worth 1 - the opponent\'s chance, or 1 at the end', (game) => {
    const solution = solutionOf(game);
    for (const [score, opponent, total] of [
      [100, 0, 200],
      [50, 300, 150],
      [0, 0, 500],
      [300, 350, 350],
    ] as const) {
      const bank = solution.choices(score, opponent, total, 3).bank;
      const expected = score + total >= game.firstEnding ? 1 : 1 - solution.winChance(opponent, score + total);
      expect(bank).not.toBeNull();
      expect(Math.abs((bank ?? Number.NaN) - expected)).toBeLessThan(1e-12);
    }
  });

  it('the bank is null below the bank minimum, and for a turn total of 0', () => {
    const solution = solutionOf(games[1]!); // 500 entry
    expect(solution.choices(0, 0, 350, 3).bank).toBeNull();
    expect(solution.choices(0, 200, 450, 1).bank).toBeNull();
    expect(solution.choices(0, 0, 500, 3).bank).not.toBeNull();
    expect(solution.choices(100, 0, 50, 3).bank).not.toBeNull();
    expect(solution.choices(100, 0, 0, 6).bank).toBeNull();
    const free = solutionOf(games[0]!); // no entry minimum
    expect(free.choices(0, 0, 50, 5).bank).not.toBeNull();
  });

  it('reports progress with increasing fractions ending at 1', () => {
    const seen: number[] = [];
    const solution = optimalWinChance(games[0]!.rules, { target: 500, onProgress: (done) => seen.push(done) });
    expect(seen.length).toBeGreaterThan(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect(seen[0]!).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
    expect(solution.firstPlayerWinChance).toBe(solutionOf(games[0]!).firstPlayerWinChance);
  });

  it('a looser tolerance gives nearly the same chances', () => {
    const exact = solutionOf(games[0]!);
    const loose = optimalWinChance(games[0]!.rules, { target: 500, tolerance: 1e-6 });
    expect(loose.tolerance).toBe(1e-6);
    expect(exact.tolerance).toBe(1e-12);
    for (let i = 0; i <= 500; i += 100) for (let j = 0; j <= 500; j += 100) expect(Math.abs(loose.winChance(i, j) - exact.winChance(i, j))).toBeLessThan(1e-4);
  });
});

describe('optimalWinChance: rules it does not model', () => {
  it.each([
    ['farkel with a final round', defineRules({ end: { finalRound: true } }, 'farkel'), 'end.finalRound'],
    ['classic + high stakes with no risk', defineRules({ highStakes: true, turn: { noRisk: true } }), 'highStakes'],
    ['classic + final round restarts', defineRules({ end: { finalRoundRestarts: true } }), 'end.finalRoundRestarts'],
  ] as const)('%s throws unsupported-rules', (_name, rules, path) => {
    expectFarkleError(() => optimalWinChance(rules, { target: 500 }), 'unsupported-rules', path);
  });

  // Each with the rules written out without the option it names, and a target on the rules' score grid.
  it.each([
    ['farkel with a final round', defineRules({ end: { finalRound: true } }, 'farkel'), defineRules({ end: { finalRound: false } }, 'farkel'), 2000],
    [
      'classic + high stakes with no risk, 1,000 entry',
      defineRules({ bank: { entry: 1000 }, highStakes: true, turn: { noRisk: true } }),
      defineRules({ bank: { entry: 1000 }, highStakes: false, turn: { noRisk: true } }),
      500,
    ],
    ['classic + final round restarts', defineRules({ end: { finalRoundRestarts: true } }), defineRules({ end: { finalRoundRestarts: false } }), 500],
  ] as const)('ignoreUnsupported: true solves %s without the option: the answers of the rules without it', (_name, rules, without, target) => {
    const solution = optimalWinChance(rules, { target, ignoreUnsupported: true });
    expectSameAnswers(solution, optimalWinChance(without, { target }));
  }, 60_000);

  it('ignoreUnsupported: true keeps the rules it models: the first bank needs the 1,000 entry', () => {
    const solution = optimalWinChance(defineRules({ bank: { entry: 1000 }, highStakes: true, turn: { noRisk: true } }), { target: 500, ignoreUnsupported: true });
    expect(solution.choices(0, 0, 600, 2).bank).toBeNull();
    expect(solution.choices(0, 0, 1000, 2).bank).not.toBeNull();
  });
});

describe('optimalWinChance: invalid options', () => {
  const rules = games[0]!.rules;

  it.each([0, -100, 1.5, Number.NaN, Infinity, 1e7, 1e15, '500' as unknown as number])('target %s', (target) => {
    expectFarkleError(() => optimalWinChance(rules, { target }), 'invalid-options', 'target');
  });

  it.each([0, -1e-9, 1e-16, 0.01, 1, Number.NaN, '1e-9' as unknown as number])('tolerance %s', (tolerance) => {
    expectFarkleError(() => optimalWinChance(rules, { target: 500, tolerance }), 'invalid-options', 'tolerance');
  });

  it('players other than 2', () => {
    expectFarkleError(() => optimalWinChance(rules, { target: 500, players: 3 as unknown as 2 }), 'invalid-options', 'players');
  });

  it('scores, turn totals and dice asked of a solution', () => {
    const solution = solutionOf(games[0]!);
    expectFarkleError(() => solution.winChance(-50, 0), 'invalid-options', 'score');
    expectFarkleError(() => solution.winChance(0, Number.NaN), 'invalid-options', 'opponentScore');
    expectFarkleError(() => solution.choices(0, 0, -50, 3), 'invalid-options', 'turnTotal');
    expectFarkleError(() => solution.choices(0, 0, 0, 0), 'invalid-dice', 'diceToRoll');
    expectFarkleError(() => solution.choices(0, 0, 0, 7), 'invalid-dice', 'diceToRoll');
    expectFarkleError(() => solution.choices(0, 0, 0, 2.5), 'invalid-dice', 'diceToRoll');
  });

  it('an unknown preset', () => {
    expectFarkleError(() => optimalWinChance('zonk' as unknown as 'classic', { target: 500 }), 'unknown-preset');
  });
});
