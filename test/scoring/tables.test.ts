/**
 * Scoring tables are prepared once per scoring object, and validation makes
 * equal scoring (and equal rule sets) one object while they were used
 * recently (2,000 scorings, 16 rule sets by default), so that a game
 * restored from JSON (which carries a fresh copy of its rules) does not
 * prepare its table again.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, configureCache, createGame, defineRules, legalActions, presets, resolveRules, scoreRoll, type GameState } from '../../src/index.js';
import { RecentMap } from '../../src/recent.js';
import { tableFor } from '../../src/scoring/table.js';

/** A rule set whose scoring differs from every preset's by its three-pairs value. */
function house(threePairs: number) {
  return defineRules({ name: `house ${threePairs}`, scoring: { threePairs } });
}

describe('scoring tables', () => {
  it('are shared by rule sets whose scoring is equal, and by JSON copies of rules', () => {
    // Different rule sets (other names, other bank minimums) with the same scoring share a table.
    const a = defineRules({ name: 'table a', scoring: { threePairs: 1234 } });
    const b = defineRules({ name: 'table b', scoring: { threePairs: 1234 }, bank: { entry: 0 } });
    expect(a).not.toBe(b);
    // Their scoring is one object: validation shares it between rule sets that score alike.
    expect(a.scoring).toBe(b.scoring);
    expect(tableFor(b)).toBe(tableFor(a));
    const copy = resolveRules(JSON.parse(JSON.stringify(a)) as typeof a);
    expect(tableFor(copy)).toBe(tableFor(a));
    // The copy scores with its own rules: three pairs are 1,234 here.
    expect(scoreRoll([2, 2, 3, 3, 4, 4], copy).points).toBe(1234);
    // Classic, yarkle and spicy share the classic table.
    expect(tableFor('yarkle')).toBe(tableFor('classic'));
  });

  it('are separate for rule sets that differ', () => {
    expect(tableFor(house(1235))).not.toBe(tableFor(house(1236)));
    expect(tableFor(house(1235))).not.toBe(tableFor(presets.classic));
  });

  it('stay with their rules object, and are found by copies while their scoring is among the most recent', () => {
    configureCache({ scoringTables: 10 });
    try {
      const kept = house(2000);
      const table = tableFor(kept);
      // Many other rule sets later, the rules object still finds its table...
      for (let i = 0; i < 20; i++) tableFor(house(3000 + i));
      expect(tableFor(kept)).toBe(table);
      // ...but an equal copy no longer does: only the 10 most recent scorings keep their tables for copies...
      const copy = resolveRules(JSON.parse(JSON.stringify(kept)) as typeof kept);
      expect(tableFor(copy)).not.toBe(table);
      // ...and the copy's new table scores as the rules say: three pairs are 2,000.
      expect(scoreRoll([2, 3, 2, 3, 6, 6], copy).points).toBe(2000);
      // By default 2,000 are kept: 20 others do not push a scoring out.
      configureCache({ scoringTables: 2000 });
      const again = house(2001);
      const its = tableFor(again);
      for (let i = 0; i < 20; i++) tableFor(house(4000 + i));
      expect(tableFor(resolveRules(JSON.parse(JSON.stringify(again)) as typeof again))).toBe(its);
    } finally {
      configureCache({ scoringTables: 2000 });
    }
  });

  it('are not prepared again when a game is restored from JSON before every action', () => {
    const rules = house(1500);
    let state: GameState = createGame({ rules, players: ['Ann', 'Bob'], seed: 12 });
    const table = tableFor(rules);
    for (let i = 0; i < 60 && !state.over; i++) {
      state = JSON.parse(JSON.stringify(state)) as GameState;
      const listed = legalActions(state);
      const action = listed[i % listed.length];
      if (action === undefined) throw new Error('no legal action');
      state = applyAction(state, action);
      expect(tableFor(state.rules)).toBe(table);
    }
  });
});

describe('RecentMap, the cache by content behind interned rules and scoring', () => {
  it('keeps the most recently used entries up to its limit, and makes each value once while kept', () => {
    const made: string[] = [];
    const map = new RecentMap<string, string>(2);
    const use = (key: string): string =>
      map.use(key, () => {
        made.push(key);
        return key.toUpperCase();
      });
    expect([use('a'), use('b'), use('a')]).toEqual(['A', 'B', 'A']);
    expect(made).toEqual(['a', 'b']);
    // 'c' pushes out the least recently used entry, 'b' ('a' was used after it).
    use('c');
    use('a');
    expect(made).toEqual(['a', 'b', 'c']);
    use('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
