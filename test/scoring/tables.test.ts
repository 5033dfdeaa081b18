/**
 * Scoring tables are prepared once per scoring object, and validation makes
 * equal scoring (and equal rule sets) one object while they were used
 * recently, so that a game restored from JSON (which carries a fresh copy of
 * its rules) does not prepare its table again.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, presets, resolveRules, scoreRoll, type GameState } from '../../src/index.js';
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

  it('stay with their rules object, while only a few are kept for copies', () => {
    const kept = house(2000);
    const table = tableFor(kept);
    // Many other rule sets later, the rules object still finds its table...
    for (let i = 0; i < 20; i++) tableFor(house(3000 + i));
    expect(tableFor(kept)).toBe(table);
    // ...but an equal copy no longer does: only the most recent rule sets and tables are kept for copies.
    const copy = resolveRules(JSON.parse(JSON.stringify(kept)) as typeof kept);
    expect(tableFor(copy)).not.toBe(table);
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
