/**
 * The rule-set cache a server sizes (configureCache) or bypasses by pinning
 * its rule sets (restoreGame's rules option): many custom rule sets in
 * rotation, each restored from JSON at every action, keep their one object
 * (and so their compiled tables).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configureCache, createGame, defineRules, legalActions, restoreGame, resolveRules, type Rules } from '../../src/index.js';
import { viaJson } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** `count` custom rule sets that each score differently (so that each has tables of its own). */
function ruleSets(count: number, from = 0): Rules[] {
  return Array.from({ length: count }, (_, i) => defineRules({ name: `house ${from + i}`, scoring: { threePairs: 500 + (from + i) * 10 } }));
}

/** How many of `rules`, restored from JSON in rotation twice over, come back as the object first made. */
function kept(rules: readonly Rules[]): number {
  let same = 0;
  for (let round = 0; round < 2; round++) for (const set of rules) if (resolveRules(JSON.parse(JSON.stringify(set)) as Rules) === set && round === 1) same++;
  return same;
}

afterEach(() => {
  configureCache({ ruleSets: 16 });
});

describe('the rule-set cache', () => {
  it('keeps 16 custom rule sets by default: a 17th in rotation evicts each before its turn comes again', () => {
    expect(kept(ruleSets(16, 0))).toBe(16);
    expect(kept(ruleSets(17, 100))).toBe(0);
  });

  it('sized by configureCache, keeps 50 in rotation; sized down, drops the oldest', () => {
    configureCache({ ruleSets: 64 });
    const fifty = ruleSets(50, 200);
    expect(kept(fifty)).toBe(50);
    configureCache({ ruleSets: 10 });
    expect(kept(fifty)).toBe(0);
  });

  it('pinned rule sets come back as the pinned objects whatever the cache holds', () => {
    configureCache({ ruleSets: 0 });
    const pinned = ruleSets(50, 300);
    for (let round = 0; round < 2; round++) {
      for (const rules of pinned) {
        const saved = viaJson(createGame({ players: ['Ann', 'Bob'], rules, seed: round }));
        const game = restoreGame(saved, { rules: pinned });
        expect(game.rules).toBe(rules);
        expect(legalActions(game)).toEqual([{ type: 'roll' }]);
      }
    }
  });

  it('refuses options it does not know and sizes out of range', () => {
    expectFarkleError(() => { configureCache({ rulesets: 4 } as never); }, 'invalid-options');
    for (const ruleSets of [-1, 1.5, '8', 100_001]) expectFarkleError(() => { configureCache({ ruleSets } as never); }, 'invalid-options');
    expectFarkleError(() => restoreGame(viaJson(createGame({ players: ['A', 'B'] })), { rules: 'classic' } as never), 'invalid-options');
    expectFarkleError(() => restoreGame(viaJson(createGame({ players: ['A', 'B'] })), { pinned: [] } as never), 'invalid-options');
  });
});
