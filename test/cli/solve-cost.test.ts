/**
 * `solve` and `advise` tell what a solve costs before it starts (solveCost), and refuse one
 * estimated over ten minutes unless given --force, in one line naming the flag.
 */
import { describe, expect, it } from 'vitest';
import { solveCost, type FarkleError } from '../../src/index.js';
import { costLine, duration, refuseLongSolve } from '../../src/cli/cost.js';
import { run } from './io.js';

describe('solve: the cost before the work', () => {
  it('prints the cost first: exact, a table of one chance per pair of scores, and the time', async () => {
    const { code, out, err } = await run(['solve', '--target', '600']);
    expect(code).toBe(0);
    expect(err).toBe('');
    // Classic ends past the target: 601 points are 13 steps of 50, so 13 × 13 pairs of scores of 8 bytes.
    expect(out.split('\n')[0]).toBe('Solve: exact, a table of 169 win chances (1 kB), under a second on one thread.');
  });

  it('says what a solve with --ignore-unsupported leaves out', async () => {
    const { code, out } = await run(['solve', '--rules', 'farkel', '--target', '1000', '--ignore-unsupported']);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toMatch(/^Solve: (exact|not exact \(.+\)), a table of [\d,]+ win chances/);
  });

  it('refuses a solve estimated over ten minutes in one line naming --force, before any work', async () => {
    // Zilch's own 10,000-point game: a penalty table of about a million chances (--no-tables: not read from farkle-rules-tables).
    expect(solveCost('zilch').seconds).toBeGreaterThan(600);
    const { code, out, err } = await run(['solve', '--rules', 'zilch', '--no-tables']);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.split('\n')).toHaveLength(2);
    // No --target was typed: the message names zilch's own target and the flag that makes a smaller game.
    expect(err).toMatch(/^farkle-rules: zilch is played to 10,000 \(its own target: no --target was given\): a solve estimated at about [\d.]+ (min|h) \(over ten minutes\); pass --force to run it, or --target N for a smaller game \[invalid-options\]\n$/);
  });

  it('refuses classic to 99,999 on one thread (4 million chances)', async () => {
    const one = await run(['solve', '--target', '99999']);
    expect(one.code).toBe(1);
    expect(one.err).toContain('--force');
  });

  it('lists --force in the help', async () => {
    const { out } = await run(['--help']);
    expect(out).toMatch(/--force +solve, advise, analyze, tables build: run a solve\n +estimated over ten minutes/);
  });
});

describe('advise --scores: the cost of the table it solves', () => {
  it('prints the cost where the advice solves a table first', async () => {
    const { code, out } = await run(['advise', '1', '5', '5', '2', '3', '4', '--turn', '300', '--scores', '100,200', '--target', '600']);
    expect(code).toBe(0);
    expect(out).toContain('Solve: exact, a table of 169 win chances (1 kB), under a second on one thread.\n');
    expect(out).toContain('by your chance to win (exact, solved table)');
  });

  it('prints none where the advice estimates, or reads the final round', async () => {
    const estimated = await run(['advise', '1', '5', '5', '2', '3', '4', '--turn', '300', '--scores', '8000,9000']);
    expect(estimated.out).not.toContain('Solve:');
    const final = await run(['advise', '1', '3', '4', '6', '--turn', '300', '--scores', '1500,3050', '--final-round', '--target', '3000']);
    expect(final.out).not.toContain('Solve:');
  });
});

describe('the cost line and the ten-minute limit', () => {
  const cost = (seconds: number): ReturnType<typeof solveCost> => ({ players: 2, target: 10_000, exact: true, reason: null, size: 40_401, seconds });

  it('tells durations in words', () => {
    expect([0.5, 40, 599, 3600 * 1.5, 86_400 * 3].map(duration)).toEqual(['under a second', '40 s', '10 min', '1.5 h', '3 days']);
    expect(costLine(cost(37.9))).toBe('Solve: exact, a table of 40,401 win chances (323 kB), about 38 s on one thread.');
    expect(costLine(cost(40), 2)).toBe('Solve: exact, a table of 40,401 win chances (323 kB), about 40 s on one thread, 20 s on 2 workers.');
  });

  it('refuses past ten minutes, on the threads given, unless forced', () => {
    expect(() => { refuseLongSolve(cost(600), false); }).not.toThrow();
    expect(() => { refuseLongSolve(cost(601), false); }).toThrow(expect.objectContaining({ code: 'invalid-options', path: 'target' }) as FarkleError);
    expect(() => { refuseLongSolve(cost(601), true); }).not.toThrow();
    expect(() => { refuseLongSolve(cost(1000), false, 2); }).not.toThrow();
  });
});
