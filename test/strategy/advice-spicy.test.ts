/** Game advice under spicy dice: an estimate; a spicy table given is refused, not misread. */
import { describe, expect, it } from 'vitest';
import { adviseGame, applyAction, createGame, defineRules, optimalWinChance } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

describe('adviseGame with spicy dice', () => {
  const rules = defineRules({ end: { target: 200 } }, 'spicy');

  it('ranks the legal actions by an estimate without a table, and refuses a spicy table (its choices take die ids)', () => {
    const game = applyAction(createGame({ rules, players: ['A', 'B'], seed: 2, firstPlayer: 0 }), { type: 'roll', dice: [1, 5, 2, 3, 4, 6] });
    const advice = adviseGame(game);
    expect(advice.exact).toBe(false);
    expect(advice.actions.length).toBeGreaterThan(1);
    const solution = optimalWinChance(rules);
    expect(expectFarkleError(() => adviseGame(game, { solution }), 'unsupported-rules').path).toBe('spicyDice');
  }, 30_000);
});
