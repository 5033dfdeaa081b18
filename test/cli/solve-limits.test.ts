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
    expect(() => optimalWinChance('classic', { target: 100_000 })).toThrow(
      expect.objectContaining({ code: 'invalid-options', path: 'target' }) as FarkleError,
    );
    expect(() => optimalWinChance('classic', { target: 10_000_000 })).toThrow(FarkleError);
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

describe('solve under a farkle penalty past 1,000 points', () => {
  it('says on stderr, before solving, that such a solve takes hours and how to pick a smaller target', async () => {
    // Past the table limit, so the solver refuses at once after the note.
    const { code, out, err } = await run(['solve', '--rules', 'yarkle', '--target', '100000']);
    expect(out).toBe('');
    expect(err).toMatch(/^note: with a farkle penalty the solve takes minutes at 500 points and hours past 1,000 \(this one: 100,000\); --target N sets a smaller one\n/);
    expect(err).toContain('[invalid-options]');
    expect(code).toBe(1);
  });

  it('says nothing of it without a penalty', async () => {
    const { err } = await run(['solve', '--target', '10000000']);
    expect(err).not.toContain('note:');
  });
});
