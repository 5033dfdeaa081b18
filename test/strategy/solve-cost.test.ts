/**
 * solveCost: what a solve costs, told before it starts. Its table size is
 * the size of the table the solver then fills (counted here from the rules:
 * the score grid's steps to the target, squared for two players, to the
 * power of the players times the players squared for more), and it says
 * "not exact" exactly where the solver refuses or leaves rules out.
 */
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  PRESET_NAMES,
  defineRules,
  optimalSeatsWinChance,
  optimalWinChance,
  solveCost,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

/** Steps of 50 points a player needs to end a classic game (ended by passing the target: target + 1 points). */
const classicSteps = (target: number): number => Math.ceil((target + 1) / 50);

describe('solveCost: the size of the table', () => {
  it('two players of classic: one chance per pair of scores below the end, as the solve fills', () => {
    const cost = solveCost('classic', { target: 1000 });
    expect(cost).toMatchObject({ players: 2, target: 1000, exact: true, reason: null });
    expect(cost.size).toBe(classicSteps(1000) ** 2);
    expect(optimalWinChance('classic', { target: 1000 }).table.length).toBe(cost.size);
    expect(solveCost('classic', { target: 10_000 }).size).toBe(201 * 201);
  });

  it('high stakes: each pair of scores once at the start of a turn, and once for each offer of 1 to 5 dice and total', () => {
    const rules = defineRules({ highStakes: true });
    const cost = solveCost(rules, { target: 300 });
    const goal = classicSteps(300);
    expect(cost.size).toBe(goal * goal * (1 + 5 * goal));
    expect(optimalWinChance(rules, { target: 300 }).table.length).toBe(cost.size);
  });

  it('three players: the scores of all three, by mover and by seat', () => {
    const cost = solveCost('classic', { players: 3, target: 150 });
    expect(cost).toMatchObject({ players: 3, exact: true, reason: null });
    expect(cost.size).toBe(classicSteps(150) ** 3 * 9);
    expect(optimalSeatsWinChance('classic', { players: 3, target: 150 }).table.length).toBe(cost.size);
  });

  it("defaults to two players at the rules' own target", () => {
    expect(solveCost('classic')).toEqual(solveCost('classic', { players: 2, target: 10_000 }));
  });
});

describe('solveCost: exact, or why not', () => {
  it('is not exact, with no size, where the two-player solver refuses a rule it does not model', () => {
    const rules = defineRules({ turn: { secondChance: true } });
    expect(() => optimalWinChance(rules, { target: 300 })).toThrow(expect.objectContaining({ code: 'unsupported-rules' }) as FarkleError);
    const cost = solveCost(rules, { target: 300 });
    expect(cost).toMatchObject({ exact: false, size: null, seconds: null });
    expect(cost.reason).toContain('turn.secondChance');
  });

  it('with ignoreUnsupported, tells the size of what is solved instead, still not exact', () => {
    const rules = defineRules({ turn: { secondChance: true } });
    const cost = solveCost(rules, { target: 300, ignoreUnsupported: true });
    expect(cost.exact).toBe(false);
    expect(cost.reason).toContain('turn.secondChance');
    expect(cost.size).toBe(optimalWinChance(rules, { target: 300, ignoreUnsupported: true }).table.length);
  });

  it('is not exact where the table is past the solver’s limit', () => {
    expect(() => optimalWinChance('classic', { target: 100_000 })).toThrow(FarkleError);
    expect(solveCost('classic', { target: 100_000 })).toMatchObject({ exact: false, size: null, seconds: null });
    expect(() => optimalSeatsWinChance('classic', { players: 6, target: 2000 })).toThrow(FarkleError);
    expect(solveCost('classic', { players: 6, target: 2000 })).toMatchObject({ exact: false, size: null });
  });

  it('three players: not exact where the seats solver refuses the rules', () => {
    expect(() => optimalSeatsWinChance('zilch', { players: 3, target: 300 })).toThrow(FarkleError);
    const cost = solveCost('zilch', { players: 3, target: 300 });
    expect(cost).toMatchObject({ exact: false, size: null });
    expect(cost.reason).toContain('farklePenalty');
  });

  it('for every preset, exact exactly where the solver starts (a refusal comes before any work)', () => {
    for (const preset of PRESET_NAMES) {
      const { exact } = solveCost(preset, { target: 300 });
      let refusal: unknown = null;
      try {
        // A signal already aborted: a solve the solver takes stops at once with `aborted`, one it refuses throws first.
        optimalWinChance(preset, { target: 300, signal: AbortSignal.abort() });
      } catch (error) {
        refusal = error;
      }
      expect((refusal as FarkleError).code, preset).toBe(exact ? 'aborted' : 'unsupported-rules');
    }
  });
});

/** Each target's estimate within `factor` of its measured seconds, either way. */
function expectWithin(rules: 'zilch' | 'spicy', factor: number, measured: readonly (readonly [number, number])[]): void {
  for (const [target, seconds] of measured) {
    const told = solveCost(rules, { target }).seconds ?? Number.NaN;
    expect(told).toBeGreaterThan(seconds / factor);
    expect(told).toBeLessThan(seconds * factor);
  }
}

describe('solveCost: the time', () => {
  it('grows with the table, and is told for what a quiet machine solves in about that time', () => {
    const seconds = (target: number): number => solveCost('classic', { target }).seconds ?? Number.NaN;
    expect(seconds(2000)).toBeLessThan(seconds(4000));
    // Classic to 10,000 was measured at 34.6 s on one thread (docs/speed.md).
    expect(seconds(10_000)).toBeGreaterThan(34.6 / 2);
    expect(seconds(10_000)).toBeLessThan(34.6 * 2);
  });

  it('tells a penalty game past ten minutes long before it starts', () => {
    expect(solveCost('zilch', { target: 10_000 }).seconds).toBeGreaterThan(600);
  });

  it('tells penalty games within the stated factor of four of their measured CPU time, passes growing with the target', () => {
    // Measured with node bench/win.mjs on one thread (CPU time, docs/speed.md): zilch to 1,000 9.3 s,
    // to 2,000 24.9 s, to 4,000 127 s, and its own 10,000-point game 1,457 s, where passes solve more turns again.
    expectWithin('zilch', 4, [
      [1000, 9.3],
      [2000, 24.9],
      [4000, 127],
      [10_000, 1457],
    ]);
  });
});

describe('solveCost: spicy dice', () => {
  it('tells a spicy game within a factor of two of its measured CPU time, a state costing more the higher the target', () => {
    // Measured with node bench/win.mjs on one thread (CPU time): to 1,000 31.3 s, to 2,000 113 s, to 3,000 278 s.
    expectWithin('spicy', 2, [
      [1000, 31.3],
      [2000, 113],
      [3000, 278],
    ]);
    const perState = (target: number): number => {
      const cost = solveCost('spicy', { target });
      return (cost.seconds ?? Number.NaN) / (cost.size ?? Number.NaN);
    };
    expect(perState(2000)).toBeGreaterThan(perState(1000));
    expect(perState(25_000)).toBeGreaterThan(3 * perState(3000));
    // Its own game: each turn rolls up to high totals (measured at 25,000: some 0.35 s a state), a day or more.
    expect(solveCost('spicy').seconds).toBeGreaterThan(20 * 3600);
  });
});

describe('solveCost: bad input', () => {
  it('refuses unknown options, players out of 2 to 6, targets that are not positive integers, and bad rules', () => {
    expectFarkleError(() => solveCost('classic', { player: 3 } as never), 'invalid-options');
    for (const players of [1, 7, 2.5, '3']) expectFarkleError(() => solveCost('classic', { players } as never), 'invalid-options');
    for (const target of [0, -50, 1.5, '1000', Number.POSITIVE_INFINITY]) expectFarkleError(() => solveCost('classic', { target } as never), 'invalid-options');
    expectFarkleError(() => solveCost('classic', { players: 3, ignoreUnsupported: true }), 'invalid-options');
    expectFarkleError(() => solveCost('nonsense' as never), 'unknown-preset');
    expectFarkleError(() => solveCost({ dice: 0 } as never), 'invalid-rules');
  });
});
