/**
 * optimalLongRun (issue 11, item 4): the long-run points per turn under a
 * farkle penalty. Busche's published Zilch figure, the independent relative
 * value iteration of test/support/long-run.ts on the oracle's rolls, the
 * single turn when there is no penalty, a seeded simulation of the policy,
 * and the rules and options it refuses.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalLongRun, optimalTurn, presets, type Face, type LongRunPolicy, type RulesOverrides, type ScoringRules } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { solveLongRun, type LongRunGame } from '../support/long-run.js';
import { rollModel } from '../support/strategy.js';
import { classicTable, zilchTable } from '../support/tables.js';
import { mulberry32 } from '../support/mulberry32.js';

describe('the Zilch preset', () => {
  const zilch = optimalLongRun('zilch');

  it("gives Busche's 620.855 points per turn, below the single turn's 623.017", () => {
    expect(zilch.cap).toBe(160_000);
    // "Using these three strategies you rack up an average of 620.855 points per turn" (Busche, 2010).
    expect(zilch.pointsPerTurn.toFixed(3)).toBe('620.855');
    expect(optimalTurn('zilch').expectedScore.toFixed(3)).toBe('623.017');
  });

  it('values each zilch in a row as a loss, and plays more safely the longer the streak', () => {
    const [h0, h1, h2] = zilch.relativeValues;
    expect(h0).toBe(0);
    expect(h1).toBeLessThan(0);
    expect(h2).toBeLessThan(h1 ?? 0);
    const chances = zilch.streaks.map((s) => s.farkleChance);
    expect(chances[1]).toBeLessThan(chances[0] ?? 0);
    expect(chances[2]).toBeLessThan(chances[1] ?? 0);
    // The third zilch costs 500 and resets the streak: worth -500 + h(0).
    expect(zilch.streaks[2]?.farkleValue).toBe(-500);
    expect(zilch.streaks[0]?.farkleValue).toBe(h1);
  });

  it('satisfies its own optimality equation: g + h(s) is the value of each streak’s turn', () => {
    zilch.streaks.forEach((turn, s) => {
      expect(turn.policy.expectedScore).toBeCloseTo(zilch.pointsPerTurn + (zilch.relativeValues[s] ?? 0), 8);
    });
  });
});

interface Case {
  readonly name: string;
  readonly overrides: RulesOverrides;
  readonly game: LongRunGame;
}

const threeDice = (scoring: ScoringRules, minimum: number, penalty: LongRunGame['penalty'], extra: Partial<LongRunGame> = {}): LongRunGame => ({
  model: rollModel(scoring, { dice: 3 }),
  minimum,
  cap: 3000,
  penalty,
  ...extra,
});

const twoThrees: Face[] = [2, 3, 3];

const cases: readonly Case[] = [
  {
    // The default cap: 20 times six 1s (8,000), the most one roll scores.
    name: 'zilch, at the default cap of 160,000',
    overrides: {},
    game: { model: rollModel(zilchTable), minimum: 300, cap: 160_000, penalty: { farkles: 3, points: 500, reset: true } },
  },
  {
    name: 'zilch, capped at 3,000',
    overrides: {},
    game: { model: rollModel(zilchTable), minimum: 300, cap: 3000, penalty: { farkles: 3, points: 500, reset: true } },
  },
  {
    name: 'three dice, 250 to bank, second farkle costs 1,000, no reset',
    overrides: { dice: 3, bank: { minimum: 250 }, farklePenalty: { farkles: 2, points: 1000, resetAfterPenalty: false } },
    game: threeDice(classicTable, 250, { farkles: 2, points: 1000, reset: false }),
  },
  {
    name: 'three dice, no risk from 200, third farkle costs 500',
    overrides: { dice: 3, bank: { minimum: 200 }, turn: { noRisk: true }, farklePenalty: { farkles: 3, points: 500 } },
    game: threeDice(classicTable, 200, { farkles: 3, points: 500, reset: true }, { noRisk: true }),
  },
  {
    name: 'three dice, every farkle costs 300',
    overrides: { dice: 3, bank: { minimum: 0 }, farklePenalty: { farkles: 1, points: 300 } },
    game: threeDice(classicTable, 0, { farkles: 1, points: 300, reset: true }),
  },
  {
    name: 'three dice, 2-3-3 loses the turn (no farkle), fourth farkle costs 2,000',
    overrides: { dice: 3, bank: { minimum: 150 }, scoring: { rollEffects: [{ faces: twoThrees, effect: 'loseTurn' }] }, farklePenalty: { farkles: 4, points: 2000 } },
    game: threeDice({ ...classicTable, rollEffects: [{ faces: twoThrees, effect: 'loseTurn' }] }, 150, { farkles: 4, points: 2000, reset: true }),
  },
  {
    name: 'three dice, no penalty',
    overrides: { dice: 3, bank: { minimum: 300 } },
    game: threeDice(classicTable, 300, null),
  },
];

describe('against plain relative value iteration over (streak, turn total, dice)', () => {
  for (const { name, overrides, game } of cases) {
    it(name, { timeout: 30_000 }, () => {
      const rules = defineRules({ ...overrides, bank: { entry: 0, ...overrides.bank } }, name.startsWith('zilch') ? presets.zilch : presets.classic);
      const solved = optimalLongRun(rules, { cap: game.cap });
      const reference = solveLongRun(game);
      expect(Math.abs(solved.pointsPerTurn - reference.g)).toBeLessThanOrEqual(1e-9);
      expect(solved.relativeValues).toHaveLength(reference.h.length);
      solved.relativeValues.forEach((h, s) => {
        expect(Math.abs(h - (reference.h[s] ?? 0))).toBeLessThanOrEqual(1e-8);
      });
    });
  }
});

/**
 * The long-run average of a streak chain written out from its chances: the
 * share of turns played at each streak (the chain's stationary distribution,
 * by iterating it), times what a turn there gains on average.
 */
function averageOfChain(solved: LongRunPolicy, penalty: number, reset: boolean): number {
  const states = solved.streaks.length;
  let share = new Array<number>(states).fill(1 / states);
  for (let i = 0; i < 20_000; i++) {
    const next = new Array<number>(states).fill(0);
    solved.streaks.forEach(({ farkleChance, lostChance }, s) => {
      const here = share[s] ?? 0;
      const farkled = s + 1 < states ? s + 1 : reset ? 0 : states - 1;
      next[0] = (next[0] ?? 0) + here * (1 - farkleChance - lostChance);
      next[farkled] = (next[farkled] ?? 0) + here * farkleChance;
      next[s] = (next[s] ?? 0) + here * lostChance;
    });
    share = next;
  }
  return solved.streaks.reduce((sum, turn, s) => sum + (share[s] ?? 0) * (turn.expectedPoints - (s === states - 1 ? turn.farkleChance * penalty : 0)), 0);
}

describe("the policies' chances and points add up to the average", () => {
  it.each([
    ['zilch', presets.zilch, 500, true],
    ['three dice with a loseTurn roll, no reset', defineRules({ dice: 3, bank: { entry: 0, minimum: 150 }, scoring: { rollEffects: [{ faces: twoThrees, effect: 'loseTurn' }] }, farklePenalty: { farkles: 3, points: 700, resetAfterPenalty: false } }), 700, false],
  ] as const)('%s', (_, rules, penalty, reset) => {
    const solved = optimalLongRun(rules);
    expect(averageOfChain(solved, penalty, reset)).toBeCloseTo(solved.pointsPerTurn, 7);
    if (rules.scoring.rollEffects.length > 0) expect(solved.streaks[0]?.lostChance).toBeGreaterThan(0);
  });
});

describe('without a farkle penalty', () => {
  it.each(['classic', 'spicy'] as const)('%s: the long run is the single turn', (name) => {
    const solved = optimalLongRun(name);
    expect(solved.pointsPerTurn).toBe(optimalTurn(name).expectedScore);
    expect(solved.relativeValues).toEqual([0]);
    // Spicy dice: the turns are solved by die identity, over a model built first.
  }, 60_000);
});


describe('simulation', () => {
  it("zilch: the policy's points per turn over 200,000 seeded turns lie within 4 standard errors of g", () => {
    const solved = optimalLongRun('zilch');
    const random = mulberry32(11);
    const batches: number[] = [];
    let streak = 0;
    for (let b = 0; b < 400; b++) {
      let points = 0;
      for (let t = 0; t < 500; t++) {
        const policy = solved.streaks[streak]?.policy ?? solved.streaks[0]!.policy;
        let total = 0;
        let dice = 6;
        let banked: number | null = null;
        while (banked === null) {
          const roll = Array.from({ length: dice }, () => (1 + Math.floor(random() * 6)) as Face);
          const best = policy.advise(roll, total)[0];
          if (best === undefined) break;
          total = best.turnTotal;
          if (best.then === 'bank') banked = total;
          else dice = best.diceToRoll;
        }
        if (banked !== null) {
          points += banked;
          streak = 0;
        } else if (++streak === 3) {
          points -= 500;
          streak = 0;
        }
      }
      batches.push(points / 500);
    }
    const mean = batches.reduce((a, b) => a + b, 0) / batches.length;
    const variance = batches.reduce((a, b) => a + (b - mean) ** 2, 0) / (batches.length - 1);
    const standardError = Math.sqrt(variance / batches.length);
    expect(Math.abs(mean - solved.pointsPerTurn)).toBeLessThan(4 * standardError);
  }, 60_000);
});

describe('bad input', () => {
  it('refuses a penalty of the whole score, the crash penalty, a floor with a penalty and a loseScore effect', () => {
    expectFarkleError(() => optimalLongRun(defineRules({ farklePenalty: { farkles: 3, points: 'all' } })), 'unsupported-rules', 'farklePenalty.points');
    expectFarkleError(() => optimalLongRun(defineRules({ allDiceFarkle: { points: 500, onHotDice: false } })), 'unsupported-rules', 'allDiceFarkle');
    expectFarkleError(() => optimalLongRun(defineRules({ scoreFloor: 0 }, presets.zilch)), 'unsupported-rules', 'scoreFloor');
    const loseScore = defineRules({ scoring: { rollEffects: [{ faces: [2, 2, 2, 2, 2, 2], effect: 'loseScore' }] } });
    expectFarkleError(() => optimalLongRun(loseScore), 'unsupported-rules', 'scoring.rollEffects[0].effect');
  });

  it('refuses what the turn solver refuses', () => {
    expectFarkleError(() => optimalLongRun(defineRules({ turn: { secondChance: true } })), 'unsupported-rules', 'turn.secondChance');
    expectFarkleError(() => optimalLongRun(defineRules({ wildDie: { face: 2 } })), 'unsupported-rules', 'wildDie');
  });

  it('checks its options strictly and its rules', () => {
    expectFarkleError(() => optimalLongRun('zilch', { cpa: 5000 } as never), 'invalid-options', 'cpa');
    expectFarkleError(() => optimalLongRun('zilch', { cap: -1 }), 'invalid-options', 'cap');
    expectFarkleError(() => optimalLongRun('zilch', { cap: Number.NaN }), 'invalid-options', 'cap');
    expectFarkleError(() => optimalLongRun('zilch', null as never), 'invalid-options', 'options');
    expectFarkleError(() => optimalLongRun('zilch', { farklePenalty: null } as never), 'invalid-options', 'farklePenalty');
    expectFarkleError(() => optimalLongRun('nope' as never), 'unknown-preset');
    expectFarkleError(() => optimalLongRun(defineRules({ farklePenalty: { farkles: 0, points: 500 } })), 'invalid-rules', 'farklePenalty.farkles');
  });

  it('leaves its options untouched', () => {
    const options = Object.freeze({ cap: 4000 });
    expect(optimalLongRun('yarkle', options).cap).toBe(4000);
  });
});
