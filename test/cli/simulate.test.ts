/** `farkle-rules simulate`: the summary table agrees with `simulate`, and progress goes to a terminal only. */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/index.js';
import { decimal, percent, points } from '../../src/cli/format.js';
import { progressBar } from '../../src/cli/simulate.js';
import { overlong, run } from './io.js';

describe('simulate', () => {
  it('prints one row per seat with the numbers simulate gives', async () => {
    const { code, out, err } = await run(['simulate', '--bots', 'optimal,greedy,random', '--games', '30', '--seed', '5']);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(overlong(out)).toEqual([]);
    const result = simulate({ rules: 'classic', bots: ['optimal', 'greedy', 'random'], games: 30, seed: 5 });
    expect(out).toContain('30 games, classic rules to 10,000, seed 5; the seats take turns to start.');
    result.players.forEach((p, seat) => {
      const cells = [String(seat + 1), p.name, points(p.wins), percent(p.winRate), `${percent(p.ci95[0])} - ${percent(p.ci95[1])}`, decimal(p.pointsPerTurn)];
      expect(out).toMatch(new RegExp(`^ +${cells.map((c) => c.replace(/[.]/g, '\\.')).join(' +(?:[\\d,]+ +)?')}$`, 'm'));
    });
    expect(out).toContain(`Average game: ${decimal(result.averageTurns)} turns`);
  });

  it('gives the same output on every run', async () => {
    const argv = ['simulate', '--games', '12', '--rules', 'yarkle', '--seed', 'abc'];
    expect((await run(argv)).out).toBe((await run(argv)).out);
  });

  it('draws a progress bar on a terminal, ending cleared', async () => {
    const { statuses, out } = await run(['simulate', '--bots', 'random,greedy', '--games', '20'], undefined, { tty: true });
    expect(statuses.length).toBeGreaterThan(2);
    expect(statuses.at(-2)).toBe(progressBar(20, 20));
    expect(statuses.at(-1)).toBe('');
    expect(out).not.toContain('[#');
  });

  it('draws nothing without a terminal', async () => {
    const { statuses, err } = await run(['simulate', '--bots', 'random,greedy', '--games', '5']);
    expect(statuses).toEqual([]);
    expect(err).toBe('');
  });

  it.each([
    [['simulate', '--games', 'many'], 'invalid-options', '--games'],
    [['simulate', '--games', '0'], 'invalid-options', '--games'],
    [['simulate', '--workers', '0'], 'invalid-options', '--workers'],
    [['simulate', '--bots', 'optimal,clever'], 'invalid-options', 'clever'],
    [['simulate', '--rules', 'nope'], 'unknown-preset', 'nope'],
  ])('%j fails with %s', async (argv, code, mention) => {
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`[${code}]`);
    expect(result.err).toContain(mention);
  });
});

describe('progressBar', () => {
  it.each([
    [0, 100, '[------------------------------]   0%  0/100 games'],
    [50, 100, '[###############---------------]  50%  50/100 games'],
    [1000, 1000, '[##############################] 100%  1,000/1,000 games'],
  ])('%i of %i', (done, total, bar) => {
    expect(progressBar(done, total)).toBe(bar);
  });
});
