/**
 * Every bot, in every state reached by mixed play under every preset (and
 * variants with high stakes), returns an action that `legalActions` lists
 * and `applyAction` accepts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, bots, createGame, thresholdBot, type Bot } from '../../src/index.js';
import { RULE_SETS, actionKey, listed, expectEndsReached, walk } from './games.js';

const PLAYERS: readonly (readonly [string, Bot])[] = [
  ...Object.entries(bots),
  ['threshold:0', thresholdBot(0)],
  ['threshold:1000', thresholdBot(1000)],
];

describe.each(RULE_SETS)('%s', (_name, rules) => {
  it('every bot returns a listed action that applies, in every state of mixed games', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, mix) => {
        const states = walk(rules, seed, mix);
        expectEndsReached(rules, states);
        for (const state of states) {
          const legal = listed(state);
          for (const [name, bot] of PLAYERS) {
            const action = bot(state);
            expect(legal.has(actionKey(action)), `${name} chose ${JSON.stringify(action)}`).toBe(true);
            expect(() => applyAction(state, action)).not.toThrow();
            // Only the random bot and those that value lives (the optimal one, and the win bot playing as it) buy dice
            // or play high stakes.
            if (name === 'random' || name === 'optimal' || name === 'win') continue;
            expect(action.type).not.toBe('buy');
            expect(action.type).not.toBe('highStakes');
          }
        }
      }),
      { numRuns: 3 },
    );
    // The win bot values each state of a three-player final round or play-off exactly: a second or more a walk.
  }, 60_000);
});

describe('a finished game', () => {
  it('has no legal action, and the bots say so with game-over', () => {
    let state = createGame({ players: ['A', 'B'], seed: 4 });
    while (!state.over) state = applyAction(state, bots.greedy(state));
    for (const bot of [bots.greedy, bots.optimal, thresholdBot(700)]) {
      expect(() => bot(state)).toThrow(expect.objectContaining({ code: 'game-over' }));
    }
  });
});
