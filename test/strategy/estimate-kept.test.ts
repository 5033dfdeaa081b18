/**
 * The estimate's tables are kept with the solutions and weighed with them
 * (`configureCache({ solutionBytes })`): its race and the race's catch-up
 * tables alike. Counted from outside: the catch-up tables made, by how often
 * they ask how far a turn can gain, and what the cache weighs.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adviseGame, configureCache, createGame, defineRules } from '../../src/index.js';
import { DEFAULT_SOLUTION_BYTES } from '../../src/strategy/kept.js';
import type * as Reach from '../../src/strategy/seats/final-round-reach.js';
import type * as Held from '../../src/strategy/held-bytes.js';

const made = vi.hoisted(() => ({ catchUps: 0, weighed: [] as unknown[] }));
vi.mock('../../src/strategy/held-bytes.js', async (importOriginal) => {
  const real = await importOriginal<typeof Held>();
  return {
    ...real,
    heldBytes: (...roots: unknown[]) => {
      made.weighed.push(roots[0]);
      return real.heldBytes(...roots);
    },
  };
});
vi.mock('../../src/strategy/seats/final-round-reach.js', async (importOriginal) => {
  const real = await importOriginal<typeof Reach>();
  return {
    ...real,
    gainReach: (...args: Parameters<typeof real.gainReach>) => {
      made.catchUps++;
      return real.gainReach(...args);
    },
  };
});

afterEach(() => {
  configureCache({ solutionBytes: DEFAULT_SOLUTION_BYTES });
});

/** Advice at the start of a 2,500-point game of a rule set no other test uses: estimated (past what advice solves). */
function advise(name: string): string {
  const rules = defineRules({ name, end: { target: 2500 } });
  return adviseGame(createGame({ rules, players: ['Ann', 'Bob'], seed: 1 })).method;
}

describe("the estimate's catch-up tables", () => {
  it('are made once and kept, for later advice of equal rules', () => {
    made.catchUps = 0;
    expect(advise('kept catch-ups')).toBe('estimate');
    const first = made.catchUps;
    expect(first).toBeGreaterThan(0);
    expect(advise('kept catch-ups')).toBe('estimate');
    expect(made.catchUps).toBe(first);
  });

  it('are weighed against solutionBytes as a kept value of their own, and with none allowed are made again', () => {
    made.weighed = [];
    advise('weighed catch-ups');
    // Each a list of one table per turn of the race, weighed when kept.
    const tables = made.weighed.filter((root) => Array.isArray(root) && root.length > 1 && root.every((row) => row instanceof Float64Array));
    expect(tables.length).toBeGreaterThan(0);
    configureCache({ solutionBytes: 0 });
    made.catchUps = 0;
    advise('unkept catch-ups');
    const first = made.catchUps;
    expect(first).toBeGreaterThan(0);
    advise('unkept catch-ups');
    expect(made.catchUps).toBe(2 * first);
  });
});
