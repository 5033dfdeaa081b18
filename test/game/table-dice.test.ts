/**
 * A real table's dice: the faces a rolling action brings land on the dice it
 * throws in ascending order of id (fresh roll, later roll, hot dice, clear
 * combo, buy, high stakes, carry on, second chance), by example and over
 * random games of the whole rule space; `turn.roll` lists its dice in that
 * order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, type Action, type Face, type GameEvent, type GameState, type RolledDie } from '../../src/index.js';
import { faceArb } from '../support/arbitraries.js';
import { FARKLE_SIX, bank, buy, highStakes, keep, names, newGame, nextNumber, play, roll, widestKeep } from '../support/games.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';
import { throwIds } from '../support/table.js';

/** The dice a transition's events say were thrown: a roll's, a re-roll's under clear combo, a second chance's. */
function thrownDice(events: readonly GameEvent[]): readonly RolledDie[] {
  for (const event of events) {
    if (event.type === 'rerolled' || event.type === 'secondChance') return event.dice;
    if (event.type === 'rolled') return event.dice;
  }
  return [];
}

/** Applies `action` to `state` and expects its dice to land on dice `ids`, face for face. */
function expectLanding(state: GameState, action: Action & { dice: readonly Face[] }, ids: readonly number[]): GameState {
  expect(throwIds(state, action)).toEqual(ids);
  const after = applyAction(state, action);
  expect(thrownDice(after.events).map((die) => [die.id, die.face])).toEqual(ids.map((id, i) => [id, action.dice[i]]));
  return after;
}

const rollOf = (...dice: Face[]) => ({ type: 'roll' as const, dice });

describe('the order of the dice a rolling action brings', () => {
  it('a fresh roll: dice 0 to 5; a later roll: the dice left, ascending; the roll showing in that order', () => {
    let game = expectLanding(newGame('classic'), rollOf(2, 1, 3, 4, 5, 6), [0, 1, 2, 3, 4, 5]);
    game = applyAction(game, keep(4, 1)); // the 5 on die 4 and the 1 on die 1, listed in any order
    expect(game.turn.rollable).toEqual([0, 2, 3, 5]);
    game = expectLanding(game, rollOf(5, 3, 4, 6), [0, 2, 3, 5]);
    expect(game.turn.roll?.map((die) => die.id)).toEqual([0, 2, 3, 5]);
  });

  it('after hot dice: every die again, 0 to 5', () => {
    const game = play(newGame('classic'), [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5)]).state;
    expect(game.turn.hotDice).toBe(true);
    expectLanding(game, rollOf(6, 5, 4, 3, 2, 1), [0, 1, 2, 3, 4, 5]);
  });

  it('clear combo: the dice to throw again (turn.reroll), ascending, each in its place in the roll', () => {
    const rules = defineRules({ turn: { clearCombo: true } });
    const game = play(newGame(rules), [roll(2, 2, 2, 1, 3, 4), keep(0, 1, 2), roll(2, 5, 2)]).state;
    expect(game.turn.phase).toBe('clearing');
    expect(game.turn.reroll).toEqual([3, 5]);
    const after = expectLanding(game, rollOf(3, 6), [3, 5]);
    expect(after.turn.roll?.map((die) => [die.id, die.face])).toEqual([
      [3, 3],
      [4, 5],
      [5, 6],
    ]);
  });

  it('a buy (Farkel): the first count dice of the offer, ascending ids', () => {
    const game = play(newGame('farkel'), [roll(2, 1, 3, 4, 5, 6), keep(1, 4), bank]).state;
    expect(game.turn.offer?.dice).toEqual([0, 2, 3, 5]);
    const after = expectLanding(game, buy(3, 5, 1, 1) as Action & { dice: Face[] }, [0, 2, 3]);
    expect(after.turn.unbought).toEqual([5]);
  });

  it('high stakes and carry on: every offered die, ascending ids', () => {
    const stakes = play(newGame(defineRules({ highStakes: true, bank: { entry: 0 } })), [roll(2, 1, 3, 4, 5, 6), keep(1, 4), bank]).state;
    expectLanding(stakes, highStakes(1, 5, 2, 3) as Action & { dice: Face[] }, [0, 2, 3, 5]);
    const carry = play(newGame(defineRules({ turn: { carryOn: true } })), [roll(2, 1, 3, 4, 5, 6), keep(1), roll(2, 3, 4, 6, 6)]).state;
    expect(carry.turn.offer?.kind).toBe('farkle');
    expectLanding(carry, { type: 'carryOn', dice: [1, 2, 3, 4, 6] }, [0, 2, 3, 4, 5]);
  });

  it('a second chance: the dice not held, in roll order, each in its place', () => {
    const game = play(newGame(defineRules({ turn: { secondChance: true } })), [roll(...FARKLE_SIX)]).state;
    const after = expectLanding(game, { type: 'secondChance', hold: [2, 0], dice: [1, 5, 5, 5] }, [1, 3, 4, 5]);
    expect(after.turn.roll?.map((die) => [die.id, die.face])).toEqual([
      [0, 2],
      [1, 1],
      [2, 4],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
  });

  it('any rule set, any game: the dice brought land on the dice the docs name, and the roll showing is in ascending ids', () => {
    fc.assert(
      fc.property(anyRulesArb, fc.integer(), fc.infiniteStream(fc.nat()), fc.infiniteStream(faceArb), (draw, seed, numbers, faces) => {
        const rules = rulesOf(draw);
        let state = createGame({ rules, players: names(Math.max(2, rules.players.min)), seed });
        for (let step = 0; step < 300 && !state.over; step++) {
          const legal = legalActions(state);
          const r = nextNumber(numbers);
          const picked = (r % 3 !== 0 ? (legal.find((a) => a.type === 'bank') ?? widestKeep(legal)) : undefined) ?? legal[r % legal.length];
          if (picked === undefined) throw new Error('no legal action in a game that is not over');
          const ids = throwIds(state, picked);
          if (ids.length === 0) {
            state = applyAction(state, picked);
          } else {
            const dice = ids.map(() => faces.next().value as Face);
            const after = applyAction(state, { ...picked, dice } as Action);
            expect(thrownDice(after.events).map((die) => [die.id, die.face])).toEqual(ids.map((id, i) => [id, dice[i]]));
            state = after;
          }
          const shown = (state.turn.roll ?? []).map((die) => die.id);
          expect(shown).toEqual([...shown].sort((a, b) => a - b));
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
