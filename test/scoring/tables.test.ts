/**
 * Scoring tables are prepared once per rule set and shared: by the rules
 * object while it lives, and by content between equal rule sets used
 * recently, so that a game restored from JSON (which carries a fresh copy of
 * its rules) does not prepare its table again.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, presets, scoreRoll, type GameState } from '../../src/index.js';
import { tableFor } from '../../src/scoring/table.js';

/** A rule set whose scoring differs from every preset's by its three-pairs value. */
function house(threePairs: number) {
  return defineRules({ name: `house ${threePairs}`, scoring: { threePairs } });
}

describe('scoring tables', () => {
  it('are shared by equal rule sets made separately, and by their JSON copies', () => {
    const a = house(1234);
    const b = house(1234);
    expect(a).not.toBe(b);
    expect(tableFor(b)).toBe(tableFor(a));
    const copy: unknown = JSON.parse(JSON.stringify(a));
    expect(tableFor(copy as typeof a)).toBe(tableFor(a));
    // The copy scores with its own rules: three pairs are 1,234 here.
    expect(scoreRoll([2, 2, 3, 3, 4, 4], copy as typeof a).points).toBe(1234);
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
    // ...but an equal copy no longer does: only the most recent tables are kept for copies.
    expect(tableFor(house(2000))).not.toBe(table);
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
