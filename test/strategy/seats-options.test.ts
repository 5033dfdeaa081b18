/**
 * optimalSeatsWinChance's options (issue 16, item 3): a signal stops the
 * solve within one list of scores, onProgress reports rising fractions of
 * the lists, the cost is told before any work (and by seatsWinChanceCost
 * without solving), and bad options are refused with invalid-options.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, optimalSeatsWinChance, seatsWinChanceCost, type SeatsCost } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { readsDeadline as deadline } from '../support/deadline.js';

/** Three dice to 300 points (passing it): 7^3 lists of scores (the entry is 0: every list is reached). */
const SMALL = defineRules({ dice: 3, bank: { entry: 0 } });

describe('optimalSeatsWinChance options', () => {
  it('a signal that fired before the call stops it before any work', () => {
    let progress = 0;
    expectFarkleError(() => optimalSeatsWinChance('classic', { players: 3, target: 300, signal: AbortSignal.abort(), onProgress: () => progress++ }), 'aborted');
    expect(progress).toBe(0);
  });

  it('a deadline that passes during the solve stops it within the list of scores it is on', () => {
    // Five players to 300 points in classic: 7^5 lists; the signal is read once per list and once per turn of a final round solved.
    const signal = deadline(30);
    const fractions: number[] = [];
    expectFarkleError(() => optimalSeatsWinChance('classic', { players: 5, target: 300, signal, onProgress: (done) => fractions.push(done) }), 'aborted');
    expect(signal.reads).toBe(30);
    expect(fractions.at(-1) ?? 0).toBeLessThan(0.05);
  });

  it('onProgress rises to 1, once per total of the scores', () => {
    const fractions: number[] = [];
    optimalSeatsWinChance(SMALL, { players: 3, target: 300, onProgress: (done) => fractions.push(done) });
    // Totals from 3 × 6 steps down to 0: 19 of them.
    expect(fractions).toHaveLength(19);
    for (let i = 1; i < fractions.length; i++) expect(fractions[i]).toBeGreaterThan(fractions[i - 1] as number);
    expect(fractions[0]).toBeCloseTo(1 / 343, 15); // the single list at the highest total: every seat 300
    expect(fractions.at(-1)).toBe(1);
  });

  it('tells the cost before any work: the table is steps^players × players² chances of 8 bytes', () => {
    const told: SeatsCost[] = [];
    let progressBeforeCost = false;
    const solved = optimalSeatsWinChance(SMALL, {
      players: 3,
      target: 300,
      onCost: (cost) => told.push(cost),
      onProgress: () => (progressBeforeCost ||= told.length === 0),
    });
    expect(progressBeforeCost).toBe(false);
    expect(told).toHaveLength(1);
    const [cost] = told as [SeatsCost];
    expect(cost.steps).toBe(7);
    expect(cost.values).toBe(7 ** 3 * 9);
    expect(cost.bytes).toBe(solved.table.byteLength);
    expect(cost.seconds).toBeGreaterThan(0);
    expect(seatsWinChanceCost(SMALL, { players: 3, target: 300 })).toEqual(cost);
  });

  it('the cost grows with the target and the players, and a table too large is told by the cost, refused by the solve', () => {
    const at = (players: number, target: number): SeatsCost => seatsWinChanceCost('classic', { players, target });
    expect(at(3, 4000).seconds).toBeGreaterThan(at(3, 2000).seconds);
    expect(at(4, 1000).seconds).toBeGreaterThan(at(3, 1000).seconds);
    // 3 players to 10,000 (passing it): 201^3 × 9 chances, past the 2^23 the solver holds.
    expect(at(3, 10_000).values).toBe(201 ** 3 * 9);
    expectFarkleError(() => optimalSeatsWinChance('classic', { players: 3, target: 10_000 }), 'invalid-options', 'target');
  });

  it.each([
    ['signal', { signal: {} }],
    ['signal', { signal: true }],
    ['onProgress', { onProgress: 'yes' }],
    ['onCost', { onCost: 1 }],
    ['players', { players: 2.5 }],
    ['tolerance', { tolerance: 0 }],
    ['target', { target: -1 }],
  ])('refuses a bad %s with invalid-options, by the solve and by the cost', (path, bad) => {
    const options = { players: 3, target: 300, ...bad } as never;
    expectFarkleError(() => optimalSeatsWinChance('classic', options), 'invalid-options', path);
    expectFarkleError(() => seatsWinChanceCost('classic', options), 'invalid-options', path);
  });

  it('refuses an option it does not know', () => {
    expectFarkleError(() => optimalSeatsWinChance('classic', { players: 3, target: 300, deadline: 5 } as never), 'invalid-options');
  });
});
