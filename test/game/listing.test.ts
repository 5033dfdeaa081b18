/**
 * How legalActions lists keeps: lists are shared between rolls and games, so
 * they must be frozen all the way down, and a game under one rule set must
 * never see the lists of another, however the calls interleave.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, type Action, type Face, type GameState, type RulesInput } from '../../src/index.js';
import { isDeepFrozen } from '../support/helpers.js';

function rolled(rules: RulesInput, dice: Face[]): GameState {
  const game = createGame({ rules, players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
  return applyAction(game, { type: 'roll', dice });
}

/** Each listed keep as the sorted faces it keeps. */
function keptFaces(state: GameState): string[] {
  const roll = state.turn.roll ?? [];
  return legalActions(state)
    .filter((action): action is Extract<Action, { type: 'keep' }> => action.type === 'keep')
    .map((action) =>
      action.dice
        .map((i) => roll[i]?.face ?? 0)
        .sort((a, b) => a - b)
        .join(''),
    )
    .sort();
}

describe('keep listings', () => {
  it('are frozen all the way down, so sharing them between rolls is safe', () => {
    const state = rolled('classic', [1, 1, 5, 5, 3, 3]);
    const listed = legalActions(state);
    expect(listed.length).toBeGreaterThan(0);
    expect(isDeepFrozen(listed)).toBe(true);
    const first = listed[0];
    if (first?.type !== 'keep') throw new Error('expected a keep');
    expect(() => {
      (first.dice as number[]).push(4);
    }).toThrow(TypeError);
  });

  it('are frozen in every phase, so a changed listing cannot let an illegal action through', () => {
    const listings: GameState[] = [];
    // Spicy dice: keeps by physical dice.
    listings.push(rolled('spicy', [1, 2, 4, 3, 6, 5]));
    // High stakes: the next player is offered the dice left (roll, or roll those for the total).
    const stakes = defineRules({ name: 'listing stakes', highStakes: true, bank: { entry: 0 } });
    let game = rolled(stakes, [1, 5, 2, 3, 4, 6]);
    game = applyAction(game, { type: 'keep', dice: [0] });
    game = applyAction(game, { type: 'bank' });
    expect(game.turn.offer).not.toBeNull();
    listings.push(game);
    // Farkel: buying dice.
    let farkel = createGame({ rules: 'farkel', players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
    farkel = applyAction(farkel, { type: 'roll', dice: [1, 2, 3, 4, 6, 6] });
    farkel = applyAction(farkel, { type: 'keep', dice: [0] });
    farkel = applyAction(farkel, { type: 'bank' });
    listings.push(farkel);
    for (const state of listings) {
      const listed = legalActions(state);
      expect(isDeepFrozen(listed), state.rules.name).toBe(true);
      expect(() => {
        (listed as Action[]).push({ type: 'bank' });
      }).toThrow(TypeError);
      expect(legalActions(state)).toEqual(listed);
    }
  });

  it('follow each game’s own rules when games under different rules interleave', () => {
    // Classic scores three pairs; without them, only the 1s and 5s of this roll score.
    const noPairs = defineRules({ name: 'no pairs', scoring: { threePairs: null } });
    const dice: Face[] = [1, 1, 5, 5, 3, 3];
    const expectedClassic = ['1', '11', '115', '1155', '113355', '15', '155', '5', '55'].sort();
    const expectedNoPairs = ['1', '11', '115', '1155', '15', '155', '5', '55'].sort();
    for (let round = 0; round < 3; round++) {
      // Fresh states each round: nothing is remembered per state, only per rule set.
      expect(keptFaces(rolled('classic', dice))).toEqual(expectedClassic);
      expect(keptFaces(rolled(noPairs, dice))).toEqual(expectedNoPairs);
    }
  });

  it('list the same roll the same way whatever order its faces come in', () => {
    const orders: Face[][] = [
      [2, 3, 4, 5, 6, 5],
      [5, 5, 2, 3, 4, 6],
      [6, 5, 4, 3, 2, 5],
    ];
    // Classic has no partial straights (a house-rule option), so only the 5s of 2-3-4-5-6 and a 5 score.
    const lists = orders.map((dice) => keptFaces(rolled('classic', dice)));
    for (const list of lists) expect(list).toEqual(['5', '55']);
  });
});
