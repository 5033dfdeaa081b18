/**
 * Clear combo (HOUSE-RULES row 20, `turn.clearCombo`): after keeping three or
 * more of a kind, the dice of that face in the next roll must be rolled again
 * before anything else; the roll is checked and kept from only once none shows it.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions, randomBot, type Action, type GameState } from '../../src/index.js';
import { bank, expectHighestScoreWins, expectRefused, keep, newGame, ofType, play, roll, typesOf, viaJson } from '../support/games.js';

/** Classic scoring (1 = 100, 5 = 50, three of a kind 100 x face, three 1s 300), no entry minimum, clear combo. */
const CLEAR = defineRules({ name: 'clear combo', bank: { entry: 0 }, turn: { clearCombo: true } });

/** Ann keeps three 2s and the 1 of 2-2-2-1-3-4 (300); dice 4 and 5 (ids) are left. */
function keptTwos(rules = CLEAR): GameState {
  return play(newGame(rules), [roll(2, 2, 2, 1, 3, 4), keep(0, 1, 2, 3)]).state;
}

/** Then rolls 2-5: die 4 shows a 2, the face of the set just kept. */
function clearing(): GameState {
  return play(keptTwos(), [roll(2, 5)]).state;
}

const faces = (state: GameState): number[] => (state.turn.roll ?? []).map((d) => d.face);

describe('clear combo: the worked example', () => {
  it('a keep of three 2s marks the 2s of the next roll', () => {
    const state = keptTwos();
    expect(state.turn.total).toBe(300);
    expect(state.turn.clearFaces).toEqual([2]);
    expect(state.turn.rollable).toEqual([4, 5]);
  });

  it('a 2 in the next roll must be rolled again: only a roll of that die is legal', () => {
    const state = clearing();
    expect(typesOf(state.events)).toEqual(['rolled', 'cleared']);
    const cleared = ofType(state.events, 'cleared')[0];
    expect(cleared?.dice.map((d) => [d.id, d.face])).toEqual([[4, 2]]);
    expect(cleared?.faces).toEqual([2]);
    expect(state.turn).toMatchObject({ phase: 'clearing', reroll: [4], total: 300 });
    expect(faces(state)).toEqual([2, 5]);
    expect(legalActions(state)).toEqual([{ type: 'roll' }]);
  });

  it('the die thrown again replaces the 2; once no 2 shows, the roll stands and is kept from', () => {
    const { state, events } = play(clearing(), [roll(3)]);
    expect(typesOf(events)).toEqual(['rerolled']);
    const rerolled = ofType(events, 'rerolled')[0];
    expect(rerolled?.dice.map((d) => [d.id, d.face])).toEqual([[4, 3]]);
    expect(rerolled?.roll.map((d) => [d.id, d.face])).toEqual([
      [4, 3],
      [5, 5],
    ]);
    expect(state.turn).toMatchObject({ phase: 'rolled', reroll: [], clearFaces: [], rolls: 2 });
    expect(legalActions(state)).toEqual([{ type: 'keep', dice: [1] }]);
    expect(play(state, [keep(1), bank]).state.players[0]?.score).toBe(350);
  });

  it('a die that shows a 2 again goes again; only the dice thrown again are checked', () => {
    const { state, events } = play(clearing(), [roll(2), roll(2), roll(6)]);
    expect(typesOf(events)).toEqual(['rerolled', 'cleared', 'rerolled', 'cleared', 'rerolled']);
    expect(faces(state)).toEqual([6, 5]);
    expect(state.turn.phase).toBe('rolled');
  });

  it('the farkle check waits for the clear: a roll whose 2 comes back a 4 beside a 3 farkles then', () => {
    const { state, events } = play(keptTwos(), [roll(2, 3), roll(4)]);
    expect(typesOf(events)).toEqual(['rolled', 'cleared', 'rerolled', 'farkled', 'turnStarted']);
    expect(ofType(events, 'farkled')[0]?.lost).toBe(300);
    expect(state.turn.player).toBe(1);
  });

  it('a 2 that would score in the next roll is cleared all the same', () => {
    // 2-2-2 would be another 200: the 2s must go again first.
    const state = play(newGame(CLEAR), [roll(2, 2, 2, 1, 3, 4), keep(0, 1, 2, 3), roll(2, 2)]).state;
    expect(state.turn.reroll).toEqual([4, 5]);
  });
});

describe('clear combo: which keeps and which rolls', () => {
  it('a keep without a set clears nothing', () => {
    const state = play(newGame(CLEAR), [roll(1, 2, 3, 4, 6, 6), keep(0)]).state;
    expect(state.turn.clearFaces).toEqual([]);
    expect(play(state, [roll(1, 2, 3, 4, 6)]).state.turn.phase).toBe('rolled');
  });

  it('four of a kind clears its face; three 1s clear the 1s', () => {
    expect(play(newGame(CLEAR), [roll(3, 3, 3, 3, 2, 4), keep(0, 1, 2, 3)]).state.turn.clearFaces).toEqual([3]);
    expect(play(newGame(CLEAR), [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2)]).state.turn.clearFaces).toEqual([1]);
  });

  it('two triplets clear both faces; the clear applies to the six dice after hot dice', () => {
    const hot = play(newGame(CLEAR), [roll(2, 2, 2, 3, 3, 3), keep(0, 1, 2, 3, 4, 5)]).state;
    expect(hot.turn).toMatchObject({ hotDice: true, total: 2500 });
    expect(hot.turn.clearFaces).toEqual([2, 3]);
    const state = play(hot, [roll(2, 3, 1, 4, 6, 6)]).state;
    expect(state.turn.reroll).toEqual([0, 1]);
    const { state: after } = play(state, [roll(5, 4)]);
    expect(faces(after)).toEqual([5, 4, 1, 4, 6, 6]);
    expect(after.turn.phase).toBe('rolled');
  });

  it('the clear is for the next roll only, and for this turn only', () => {
    const next = play(clearing(), [roll(3), keep(1)]).state;
    expect(next.turn.clearFaces).toEqual([]);
    // The player who kept the set banks: the next player's roll of 2s is not cleared.
    const banked = play(keptTwos(), [bank, roll(2, 2, 2, 6, 6, 4)]).state;
    expect(banked.turn).toMatchObject({ player: 1, phase: 'rolled' });
  });

  it('without the rule nothing is cleared', () => {
    const state = play(keptTwos(defineRules({ bank: { entry: 0 } })), [roll(2, 5)]).state;
    expect(state.turn.clearFaces).toEqual([]);
    expect(state.turn.phase).toBe('rolled');
  });
});

describe('clear combo: refusals leave the state as it was', () => {
  it('keeps and banks wait for the clear; a roll must bring one die per cleared die', () => {
    const state = clearing();
    expectRefused(state, keep(1), 'must-clear-first');
    expectRefused(state, bank, 'must-clear-first');
    expectRefused(state, { type: 'acceptFarkle' }, 'must-clear-first');
    expectRefused(state, roll(3, 5), 'invalid-dice');
    expectRefused(state, roll(), 'invalid-dice');
    expectRefused(state, { type: 'roll', player: 1 }, 'not-your-turn');
  });
});

describe('clear combo: saved states and random play', () => {
  it('plays on from JSON, and a state saved before the clear fields existed still plays', () => {
    const restored = viaJson(clearing());
    expect(legalActions(restored)).toEqual([{ type: 'roll' }]);
    expect(applyAction(restored, roll(3)).turn.phase).toBe('rolled');
    const old = viaJson(play(newGame(CLEAR), [roll(1, 2, 3, 4, 6, 6), keep(0)]).state) as unknown as { turn: Record<string, unknown> };
    delete old.turn.clearFaces;
    delete old.turn.reroll;
    const rolled = applyAction(old as unknown as GameState, roll(1, 2, 3, 4, 6));
    expect(rolled.turn).toMatchObject({ phase: 'rolled', clearFaces: [], reroll: [] });
  });

  it('randomBot plays games with clear combo to the end', () => {
    const rules = defineRules({ name: 'clear combo, short', turn: { clearCombo: true }, end: { target: 2000 } });
    let clears = 0;
    for (let seed = 0; seed < 20; seed++) {
      let game: GameState = { ...newGame(rules, 2), rng: [seed * 104729 + 3, 1, 2, 3] };
      for (let step = 0; !game.over; step++) {
        expect(step).toBeLessThan(20000);
        const action: Action = randomBot(game);
        game = applyAction(game, action);
        clears += ofType(game.events, 'cleared').length;
      }
      expectHighestScoreWins(game);
    }
    expect(clears).toBeGreaterThan(0);
  });
});
