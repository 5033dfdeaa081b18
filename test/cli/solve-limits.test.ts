/**
 * `solve` with a target too large to solve: a coded error naming --target, not a crash or a
 * stack trace. The limit is the solver's (2,000 steps of the score grid, documented on
 * `WinChanceOptions.target`), checked before any table is allocated.
 */
import { describe, expect, it } from 'vitest';
import { FarkleError, optimalWinChance, restoreWinChance } from '../../src/index.js';
import { run } from './io.js';

describe('the win solver’s target limit', () => {
  it('refuses 2,001 steps of classic’s 50-point grid at once, with invalid-options at target', () => {
    // Classic ends above the target: 99,999 needs ceil(100,000 / 50) = 2,000 steps, 100,000 one more.
    const started = Date.now();
    expect(() => optimalWinChance('classic', { target: 100_000 })).toThrow(
      expect.objectContaining({ code: 'invalid-options', path: 'target' }) as FarkleError,
    );
    expect(() => optimalWinChance('classic', { target: 10_000_000 })).toThrow(FarkleError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('accepts 2,000 steps (checked by restoring a table of 2,000 × 2,000 without solving it)', () => {
    const solution = restoreWinChance('classic', { target: 99_999 }, new Float64Array(2000 * 2000));
    expect(solution.target).toBe(99_999);
  });
});

describe('solve --target 10000000', () => {
  it('is refused with one line naming --target and a FarkleError code, exit 1', async () => {
    const { code, out, err } = await run(['solve', '--target', '10000000']);
    expect(out).toBe('');
    expect(err).toBe('farkle-rules: --target: expected a target of at most 99999 points to solve (2000 steps of 50), got 10000000 [invalid-options]\n');
    expect(code).toBe(1);
  });
});
