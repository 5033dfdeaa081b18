/** The Wilson score interval behind `ci95`. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/simulate/wilson.js';

describe('wilsonInterval', () => {
  it('for 5 of 10: center 1/2, half-width 1.96 sqrt(0.025 + 1.96^2/400) / (1 + 1.96^2/10)', () => {
    const z = 1.959963984540054;
    const half = (z * Math.sqrt(0.025 + (z * z) / 400)) / (1 + (z * z) / 10);
    const [low, high] = wilsonInterval(5, 10);
    expect(low).toBeCloseTo(0.5 - half, 12);
    expect(high).toBeCloseTo(0.5 + half, 12);
    expect(low).toBeCloseTo(0.2366, 4);
  });

  it('starts exactly at 0 with no successes and ends exactly at 1 with all', () => {
    expect(wilsonInterval(0, 20)[0]).toBe(0);
    expect(wilsonInterval(20, 20)[1]).toBe(1);
    // The other end: z^2 / (n + z^2) for 0 of n.
    expect(wilsonInterval(0, 20)[1]).toBeCloseTo(3.8415 / 23.8415, 4);
  });

  it('knows nothing from no trials', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it('holds the rate, stays in [0, 1], is symmetric, and narrows with more trials', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.double({ min: 0, max: 1, noNaN: true }), (trials, share) => {
        const successes = Math.round(share * trials);
        const rate = successes / trials;
        const [low, high] = wilsonInterval(successes, trials);
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(rate);
        expect(high).toBeGreaterThanOrEqual(rate);
        const [mirrorLow, mirrorHigh] = wilsonInterval(trials - successes, trials);
        expect(mirrorLow).toBeCloseTo(1 - high, 12);
        expect(mirrorHigh).toBeCloseTo(1 - low, 12);
        const [moreLow, moreHigh] = wilsonInterval(successes * 4, trials * 4);
        expect(moreHigh - moreLow).toBeLessThan(high - low);
      }),
    );
  });
});
