/**
 * The heap custom rule sets hold, measured in a child process after full
 * collections (test/scoring/fixtures/rule-set-heap.ts). The bounds are far
 * from what the cases hold and far below what they held when a scoring table
 * was built whole when first used (about 1.5 MB each): what play allocates
 * is deterministic (seeded games, fixed rolls), only the collector's timing
 * is not.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

function measure(...args: string[]): Record<string, number> {
  const entry = fileURLToPath(new URL('./fixtures/rule-set-heap.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', entry, ...args], { encoding: 'utf8', timeout: 120_000 });
  return JSON.parse(out) as Record<string, number>;
}

describe('the heap of custom rule sets', () => {
  it('1,000 rule sets in rotation, each scoring three pairs its own way, hold under 200 kB each', () => {
    const { perRuleSet } = measure('rotation', '1000', '10');
    expect(perRuleSet).toBeLessThan(200_000);
  }, 120_000);

  it('scoring tables evicted from the cache are collected: 120 that each met every roll, 10 kept, hold under 40 MB in all', () => {
    // Each table met every multiset of dice under a scoring of its own (a single 1 is worth 100 + i), about 1 MB each:
    // kept all, they would hold some 120 MB.
    const { grown } = measure('churn', '120', '10');
    expect(grown).toBeLessThan(40 * 2 ** 20);
  }, 120_000);
});
