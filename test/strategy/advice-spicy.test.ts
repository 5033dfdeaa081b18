/**
 * Game advice under spicy dice: from a spicy table, each choice valued with
 * the dice left by their ids, as the independent reference solves the game
 * (test/support/spicy-reference.ts); without one, an estimate.
 */
import { describe, expect, it } from 'vitest';
import { adviseGame, createGame, defineRules, optimalWinChance, restoreGame } from '../../src/index.js';
import { spicyModel, spicyWinChance } from '../support/spicy-reference.js';
import { classicSetsTable } from '../support/tables.js';

const STEP = 50;

/** Singles, three and four of a kind of the classic table; nothing else (as the spicy solver's own tests). */
const coarse = classicSetsTable;

describe('adviseGame with spicy dice', () => {
  const { fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets } = coarse;
  const rules = defineRules({ dice: 3, scoring: { fiveOfAKind, sixOfAKind, straights, threePairs, fourOfAKindAndPair, twoTriplets }, end: { target: 300, finalRound: false } }, 'spicy');
  const reference = spicyWinChance({ model: spicyModel(coarse, 3, STEP), goal: 300 / STEP, finalRound: false, tolerance: 1e-14 });

  it('values banking and rolling on by which dice are left, as the reference does', () => {
    const solution = optimalWinChance(rules);
    // Seat 0 has kept 100 this turn (a 1 on die 0) and rolls dice 1 and 2 on, or banks; seat 1 has 50.
    for (const rollable of [[1, 2], [0, 2], [0, 1]]) {
      const start = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 }))) as {
        players: { score: number; onBoard: boolean }[];
        turn: Record<string, unknown>;
      };
      Object.assign(start.players[1] as object, { score: 50, onBoard: true });
      Object.assign(start.turn, { phase: 'kept', total: 100, rolls: 1, rollable });
      const advice = adviseGame(restoreGame(start), { solution });
      expect(advice.exact).toBe(true);
      const chance = (type: string): number => advice.actions.find((a) => a.action.type === type)?.winChance ?? NaN;
      const mask = rollable.reduce((m, id) => m | (1 << id), 0);
      const expected = reference.choices(0, 1, 100 / STEP, mask);
      expect(chance('bank')).toBeCloseTo(expected.bank ?? NaN, 9);
      expect(chance('roll')).toBeCloseTo(expected.roll, 9);
    }
  }, 60_000);

  it('without a table, ranks the legal actions by an estimate', () => {
    const game = restoreGame(JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 2, firstPlayer: 0 }))));
    const advice = adviseGame(game);
    expect(advice.method).toBe('estimate');
    expect(advice.exact).toBe(false);
  });
});
