/**
 * Game advice from a two-player high-stakes table: a bank is valued with the
 * dice it leaves the next player (the offer), as the independent reference
 * solves the game (test/support/high-stakes-reference.ts).
 */
import { describe, expect, it } from 'vitest';
import { adviseGame, createGame, defineRules, optimalWinChance, restoreGame, type GameState } from '../../src/index.js';
import { solveHighStakes } from '../support/high-stakes-reference.js';
import { rollModel } from '../support/strategy.js';
import { classicTable } from '../support/tables.js';

describe('adviseGame with high stakes', () => {
  it('values a bank by the offer it leaves, and rolling on by the dice left, as the reference does', () => {
    const rules = defineRules({ highStakes: true, bank: { entry: 0 }, end: { finalRound: false, trigger: 'reach', target: 300 } });
    const solution = optimalWinChance(rules);
    const reference = solveHighStakes({ model: rollModel(classicTable), firstEnding: 300, entry: 0, minimum: 0, finalRound: false, tolerance: 1e-13 });
    // Seat 0 has kept 250 this turn with five dice left: a bank hands them over, 50 short of the end.
    const start = JSON.parse(JSON.stringify(createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 }))) as { turn: Record<string, unknown> };
    Object.assign(start.turn, { phase: 'kept', total: 250, rolls: 1, rollable: [1, 2, 3, 4, 5] });
    const game: GameState = restoreGame(start);
    const advice = adviseGame(game, { solution });
    expect(advice.exact).toBe(true);
    const chance = (type: string): number => advice.actions.find((a) => a.action.type === type)?.winChance ?? NaN;
    const expected = reference.choices(0, 0, 250, 5);
    expect(chance('bank')).toBeCloseTo(expected.bank ?? NaN, 9);
    expect(chance('roll')).toBeCloseTo(expected.roll, 9);
    // Leaving five dice is worth less than leaving one (what every bank was valued as before).
    expect(chance('bank')).toBeLessThan((reference.choices(0, 0, 250, 1).bank ?? 0) - 1e-3);
  }, 60_000);
});
