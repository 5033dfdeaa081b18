/**
 * With farkle penalties, each pass after the first solves again the states
 * whose choices may have changed, diagonal by diagonal (`RaceSolver`), the
 * threads meeting after each: it walks them with one cursor, so they must
 * come by the total of the two scores, highest first. The states' totals
 * are read from the table's layout (`RaceSpace`: state
 * `(tag * scores + i - lowest) * scores + j - lowest`), not from the solver.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineRules, optimalWinChance, type RulesOverrides } from '../../src/index.js';
import { ZeroSumRace } from '../../src/strategy/race/core/zero-sum-race.js';

/** Each pass's unsure states, as the totals (in steps above the lowest, both scores) of their pairs. */
function recordUnsure(alter?: (states: number[]) => void): number[][] {
  const passes: number[][] = [];
  // Called with each race as `this` below.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = ZeroSumRace.prototype.unsure;
  vi.spyOn(ZeroSumRace.prototype, 'unsure').mockImplementation(function (this: ZeroSumRace, out: number[]) {
    const count = original.call(this, out);
    const { scores } = this.space;
    passes.push(out.map((state) => (Math.floor(state / scores) % scores) + (state % scores)));
    alter?.(out);
    return count;
  });
  return passes;
}

const games: readonly [string, RulesOverrides, number][] = [
  ['two farkles cost 100, floor -200, no final round', { bank: { entry: 0 }, farklePenalty: { farkles: 2, points: 100 }, scoreFloor: -200, end: { finalRound: false, trigger: 'reach' } }, 250],
  ['three farkles cost 150, entry 300, final round', { bank: { entry: 300 }, farklePenalty: { farkles: 3, points: 150, resetAfterPenalty: true } }, 500],
];

describe('the states solved again after the first pass', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each(games)('%s: come by the total of the two scores, highest first, in every pass', (_name, overrides, target) => {
    const passes = recordUnsure();
    optimalWinChance(defineRules(overrides), { target });
    // Not empty: the first pass reads guesses, so its turns are all unsure, over many totals.
    expect(passes.length).toBeGreaterThan(1);
    expect(new Set(passes[0]).size).toBeGreaterThan(5);
    for (const totals of passes) {
      const risen = totals.findIndex((total, k) => k > 0 && total > (totals[k - 1] ?? Infinity));
      expect(risen, `a state of total ${totals[risen] ?? ''} after one of ${totals[risen - 1] ?? ''}`).toBe(-1);
    }
  });

  it('out of order, the solve stops with an error rather than solving a state after its readers', () => {
    const [, overrides, target] = games[0] as (typeof games)[0];
    recordUnsure((states) => states.reverse());
    expect(() => optimalWinChance(defineRules(overrides), { target })).toThrow(/unsure states must come by diagonal, highest total first/);
  });
});
