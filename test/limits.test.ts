/**
 * Limits on the numeric options that size a solve or a simulation (issue 9,
 * item 3), each checked up front with `invalid-options` at the option (or
 * `unsupported-rules` for rules too fine to solve), and the game server
 * guide's "Limits" table, which lists them. A value at the limit is shown accepted
 * without paying for the work: a signal that fires after the checks stops
 * it with `aborted`, which only a call past its checks can throw.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineRules, optimalLongRun, optimalTurn, simulate, type SimulationResult } from '../src/index.js';
import { runJob } from '../src/simulate/job.js';
import { runParallel, type Spawn } from '../src/simulate/parallel.js';
import { expectFarkleError } from './support/helpers.js';

/** A signal whose `aborted` is false at its first `reads` reads and true after: fires once the up-front checks are done. */
function firesAfter(reads = 1): AbortSignal {
  let count = 0;
  return {
    get aborted() {
      return count++ >= reads;
    },
  } as AbortSignal;
}

// Classic points are multiples of 50 (singles 100 and 50, sets of 100s, straights 1,500...): its grid step.
const CLASSIC_STEP = 50;
const MAX_STEPS = 100_000;

describe('the turn solvers: cap', () => {
  const solvers = [
    ['optimalTurn', (options: object) => optimalTurn('classic', options)],
    ['optimalLongRun', (options: object) => optimalLongRun('zilch', options)],
  ] as const;

  it.each(solvers)('%s refuses a cap past 100,000 steps of the grid, at cap, before any work', (_name, solve) => {
    const limit = MAX_STEPS * CLASSIC_STEP;
    const error = expectFarkleError(() => solve({ cap: limit + CLASSIC_STEP }), 'invalid-options', 'cap');
    expect(error.message).toContain('5000000');
    expectFarkleError(() => solve({ cap: 1e9 }), 'invalid-options', 'cap');
    expectFarkleError(() => solve({ cap: Number.MAX_VALUE }), 'invalid-options', 'cap');
  });

  it.each(solvers)('%s takes a cap of exactly 100,000 steps (past the checks, a signal stops it)', (_name, solve) => {
    expectFarkleError(() => solve({ cap: MAX_STEPS * CLASSIC_STEP, signal: firesAfter() }), 'aborted');
  });

  it('the default cap stays 20 times the largest roll where that is within the limit', () => {
    // Classic's largest roll is six of a kind, 3,000 points (src/rules/presets.ts): 20 times that.
    expect(optimalTurn('classic').cap).toBe(20 * 3_000);
  });

  it('rules whose largest roll is more than 100,000 steps are refused with unsupported-rules at scoring, by every turn solver', () => {
    // A 1 worth 99,999 makes the step 1 point (gcd with 50) and a roll of six 1s worth far more than 100,000 points.
    const fine = defineRules({ scoring: { singles: { 1: 99_999, 2: 0, 3: 0, 4: 0, 5: 50, 6: 0 } } });
    expectFarkleError(() => optimalTurn(fine), 'unsupported-rules', 'scoring');
    expectFarkleError(() => optimalTurn(fine, { cap: 0 }), 'unsupported-rules', 'scoring');
    expectFarkleError(() => optimalLongRun(fine), 'unsupported-rules', 'scoring');
  });
});

describe('the turn solver keeps its memory bounded', () => {
  it('a rule set keeps its last 8 policies: asking a ninth cap drops the oldest, which is then solved again', () => {
    const rules = defineRules({ bank: { entry: 0 } });
    const caps = Array.from({ length: 9 }, (_, i) => 1_000 + 50 * i);
    const policies = caps.map((cap) => optimalTurn(rules, { cap }));
    // The last eight are still cached; the first was dropped when the ninth came.
    caps.slice(1).forEach((cap, i) => {
      expect(optimalTurn(rules, { cap })).toBe(policies[i + 1]);
    });
    const again = optimalTurn(rules, { cap: caps[0] });
    expect(again).not.toBe(policies[0]);
    expect(again.expectedScore).toBe(policies[0]?.expectedScore);
  });

  it('totals off the step are valued alike after their grid was dropped for others', () => {
    const policy = optimalTurn(defineRules({ bank: { entry: 0 } }));
    const before = [policy.rollValue(25, 6), policy.rollValue(310, 2)];
    // Ten more offsets than the four kept: the grids of 25 and 10 are dropped and solved again.
    for (let offset = 1; offset <= 14; offset++) policy.rollValue(offset, 3);
    expect([policy.rollValue(25, 6), policy.rollValue(310, 2)]).toEqual(before);
  });
});

describe('simulate: games, maxTurns, seed', () => {
  const base = { bots: ['greedy', 'greedy'], games: 1, seed: 1 } as const;

  it.each([
    ['games', '100,000,001', { games: 100_000_001 }],
    ['games', '2^53', { games: 2 ** 53 }],
    ['maxTurns', '1,000,001', { maxTurns: 1_000_001 }],
    ['seed', 'a string of 1,001 characters', { seed: 'x'.repeat(1_001) }],
  ])('refuses %s past its limit: %s', (path, _shown, options) => {
    expectFarkleError(() => simulate({ ...base, ...options }), 'invalid-options', path);
  });

  it('accepts each at its limit (past the checks, a signal stops it)', () => {
    const atLimits = { ...base, games: 100_000_000, maxTurns: 1_000_000, seed: 'x'.repeat(1_000), signal: firesAfter() };
    expectFarkleError(() => simulate(atLimits), 'aborted');
  });
});

/** Workers that each play their part on this thread (a few greedy games), recording how many started. */
function counting(started: number[]): Spawn {
  return (job, listener) => {
    started.push(job.games);
    setImmediate(() => {
      runJob(job, (message) => {
        if (message.type === 'result') listener.message(message);
      });
      listener.exit(0);
    });
    return { terminate: () => undefined };
  };
}

/** Workers that each report `games` games with no turns played: counts no simulation can have. */
function impossible(): Spawn {
  return (job, listener) => {
    setImmediate(() => {
      runJob({ ...job, games: 0 }, (message) => {
        if (message.type !== 'result') return;
        const result: SimulationResult = { ...message.result, games: job.games };
        listener.message({ type: 'result', result });
      });
      listener.exit(0);
    });
    return { terminate: () => undefined };
  };
}

describe('simulateParallel: workers and games', () => {
  const options = { bots: ['greedy', 'greedy'], games: 200, seed: 1 };

  it.each([65, 300, 1e6])('refuses %i workers with invalid-options at workers, before any starts', async (workers) => {
    const started: number[] = [];
    const error = await runParallel({ ...options, workers }, counting(started), 2).catch((thrown: unknown) => thrown);
    expectFarkleError(() => {
      throw error;
    }, 'invalid-options', 'workers');
    expect(started).toEqual([]);
  });

  it('starts 64 workers when asked, and at most 64 by default however many CPUs there are', async () => {
    const asked: number[] = [];
    await runParallel({ ...options, workers: 64 }, counting(asked), 2);
    expect(asked).toHaveLength(64);
    const byDefault: number[] = [];
    await runParallel(options, counting(byDefault), 300);
    expect(byDefault).toHaveLength(64);
    expect(byDefault.reduce((sum, games) => sum + games, 0)).toBe(200);
  });

  it('rejects, rather than waits for ever, when the parts report counts that cannot be merged', async () => {
    const error = await runParallel({ ...options, workers: 4 }, impossible(), 2).catch((thrown: unknown) => thrown);
    expectFarkleError(() => {
      throw error;
    }, 'invalid-options');
  });

  it('refuses more than 100,000,000 games at games', async () => {
    const error = await runParallel({ ...options, games: 100_000_001 }, counting([]), 2).catch((thrown: unknown) => thrown);
    expectFarkleError(() => {
      throw error;
    }, 'invalid-options', 'games');
  });
});

describe('the game server guide', () => {
  it('has a Limits table with a row for each limit checked here', () => {
    const guide = readFileSync(new URL('../docs/game-server.md', import.meta.url), 'utf8');
    const section = /\n##+ Limits\n([\s\S]*?)(\n## |$)/.exec(guide)?.[1] ?? '';
    for (const row of ['`cap`', '`games`', '`maxTurns`', '`seed`', '`workers`']) expect(section).toContain(row);
    for (const figure of ['100,000 steps', '100,000,000', '1,000,000', '1,000 characters', '64']) expect(section).toContain(figure);
  });
});
