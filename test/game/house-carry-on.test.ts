/**
 * Carry on (HOUSE-RULES row 15, `turn.carryOn`): after a farkle with a turn
 * total, the next player may, instead of six fresh dice, roll the dice that
 * farkled and take over that turn's total if they score.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions, randomBot, type Action, type Die, type GameState } from '../../src/index.js';
import { bank, expectHighestScoreWins, expectRefused, highStakes, keep, newGame, ofType, play, roll, typesOf, viaJson } from '../support/games.js';

/** Classic scoring (1 = 100, 5 = 50, three 2s = 200), no entry minimum, carry on. */
const CARRY = defineRules({ name: 'carry on', bank: { entry: 0 }, turn: { carryOn: true } });

function carryOn(...dice: Die[]): Action {
  return { type: 'carryOn', dice };
}

/** Ann keeps the 1 of 1-2-3-4-6-6 (100), then farkles on five dice (ids 1 to 5): Bob is offered them. */
const ANN_FARKLES: readonly Action[] = [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 2)];

function offered(rules = CARRY): GameState {
  return play(newGame(rules), ANN_FARKLES).state;
}

describe('carry on: the farkle offer', () => {
  it('offers the next player the dice that farkled, with the turn total lost', () => {
    const state = offered();
    expect(state.turn.player).toBe(1);
    expect(state.turn.offer).toEqual({ from: 0, dice: [1, 2, 3, 4, 5], total: 100, kind: 'farkle' });
    expect(ofType(state.events, 'farkled')).toEqual([{ type: 'farkled', player: 0, lost: 100, sixDice: false }]);
    expect(ofType(state.events, 'turnStarted')[0]?.offer).toEqual(state.turn.offer);
    expect(legalActions(state)).toEqual([{ type: 'roll' }, { type: 'carryOn' }]);
  });

  it('makes no offer for a farkle with nothing to lose, nor without the rule', () => {
    expect(play(newGame(CARRY), [roll(2, 3, 4, 6, 2, 3)]).state.turn.offer).toBeNull();
    const classic = offered(defineRules({ bank: { entry: 0 } }));
    expect(classic.turn.offer).toBeNull();
  });

  it('makes no offer when no risk banked the total (nothing was lost)', () => {
    const state = offered(defineRules({ bank: { entry: 0 }, turn: { carryOn: true, noRisk: true } }));
    expect(state.players[0]?.score).toBe(100);
    expect(state.turn.offer).toBeNull();
  });

  it('a bank leaves no farkle offer: its dice go to high stakes only', () => {
    const both = defineRules({ bank: { entry: 0 }, highStakes: true, turn: { carryOn: true } });
    const state = play(newGame(both), [roll(1, 2, 3, 4, 6, 6), keep(0), bank]).state;
    expect(state.turn.offer).toEqual({ from: 0, dice: [1, 2, 3, 4, 5], total: 100, kind: 'bank' });
    expect(legalActions(state).map((a) => a.type)).toEqual(['roll', 'highStakes']);
    expectRefused(state, carryOn(5, 2, 3, 4, 6), 'cannot-carry-on');
  });
});

describe('carry on: playing it', () => {
  it('a scoring roll of the farkled dice takes over the total, plus what it keeps', () => {
    const { state, events } = play(offered(), [carryOn(5, 2, 3, 4, 6)]);
    expect(typesOf(events)).toEqual(['carriedOn', 'rolled']);
    expect(ofType(events, 'carriedOn')).toEqual([{ type: 'carriedOn', player: 1, dice: [1, 2, 3, 4, 5], total: 100 }]);
    expect(state.turn).toMatchObject({ player: 1, phase: 'rolled', total: 100, mode: 'carryOn' });
    expect(state.turn.roll?.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
    const banked = play(state, [keep(0), bank]).state;
    // 100 taken over + the 5 (50).
    expect(banked.players[1]?.score).toBe(150);
    expect(banked.players[0]?.score).toBe(0);
  });

  it('plays on as usual after taking over, hot dice included', () => {
    // Bob rolls the five dice 1-1-1-5-5: 300 + 100 = 400, on top of 100: every die scored.
    const { state, events } = play(offered(), [carryOn(1, 1, 1, 5, 5), keep(0, 1, 2, 3, 4)]);
    expect(state.turn.total).toBe(500);
    expect(state.turn.hotDice).toBe(true);
    expect(ofType(events, 'hotDice')).toHaveLength(1);
    const next = play(state, [roll(5, 2, 3, 4, 6, 6), keep(0), bank]).state;
    expect(next.players[1]?.score).toBe(550);
  });

  it('a carried-on roll that farkles ends the turn with nothing, and the same total may be carried on again', () => {
    const { state, events } = play(offered(), [carryOn(2, 3, 4, 6, 2)]);
    expect(ofType(events, 'farkled')).toEqual([{ type: 'farkled', player: 1, lost: 0, sixDice: false }]);
    expect(state.players.map((p) => p.score)).toEqual([0, 0]);
    expect(state.turn.player).toBe(0);
    expect(state.turn.offer).toEqual({ from: 1, dice: [1, 2, 3, 4, 5], total: 100, kind: 'farkle' });
    const again = play(state, [carryOn(1, 2, 3, 4, 6), keep(0), bank]).state;
    expect(again.players[0]?.score).toBe(200);
  });

  it('a farkle later in a carried-on turn offers that turn total (the taken-over part included)', () => {
    const state = play(offered(), [carryOn(5, 2, 3, 4, 6), keep(0), roll(2, 3, 4, 6)]).state;
    expect(state.turn.offer).toEqual({ from: 1, dice: [2, 3, 4, 5], total: 150, kind: 'farkle' });
  });

  it('rolling six fresh dice instead declines the offer', () => {
    const { state } = play(offered(), [roll(1, 2, 3, 4, 6, 6)]);
    expect(state.turn).toMatchObject({ mode: 'fresh', total: 0, phase: 'rolled' });
    expect(state.turn.roll).toHaveLength(6);
  });

  it('the seeded generator rolls the offered dice when the action brings none', () => {
    const state = applyAction(offered(), { type: 'carryOn' });
    const rolled = ofType(state.events, 'rolled')[0];
    expect(rolled?.dice.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('carry on: refusals leave the state as it was', () => {
  it('refuses carry on without the rule, mid-turn, for the wrong seat, or with the wrong dice', () => {
    const classicFarkle = offered(defineRules({ bank: { entry: 0 } }));
    expectRefused(classicFarkle, carryOn(5, 2, 3, 4, 6), 'cannot-carry-on');
    expectRefused(newGame(CARRY), { type: 'carryOn' }, 'cannot-carry-on');
    expectRefused(play(offered(), [roll(1, 2, 3, 4, 6, 6)]).state, { type: 'carryOn' }, 'cannot-carry-on');
    expectRefused(offered(), { type: 'carryOn', player: 0 }, 'not-your-turn');
    expectRefused(offered(), carryOn(5, 2, 3, 4), 'invalid-dice');
    expectRefused(offered(), carryOn(5, 2, 3, 4, 7 as Die), 'invalid-die');
  });

  it('a farkle offer is not for high stakes nor for buying dice', () => {
    const both = defineRules({ bank: { entry: 0 }, highStakes: true, turn: { carryOn: true } });
    expectRefused(offered(both), highStakes(5, 2, 3, 4, 6), 'cannot-high-stakes');
    const farkel = defineRules({ turn: { carryOn: true } }, 'farkel');
    // Farkel: 1 = 1,000; Ann keeps it, then farkles on five dice.
    const state = offered(farkel);
    expect(state.turn.offer?.kind).toBe('farkle');
    expect(legalActions(state).map((a) => a.type)).toEqual(['roll', 'carryOn']);
    expectRefused(state, { type: 'buy', count: 1 }, 'cannot-buy');
  });
});

describe('carry on: saved states', () => {
  it('an offer saved before offers had a kind is read as a bank offer', () => {
    const stakes = defineRules({ bank: { entry: 0 }, highStakes: true });
    const saved = viaJson(play(newGame(stakes), [roll(1, 2, 3, 4, 6, 6), keep(0), bank]).state) as unknown as {
      turn: { offer: Record<string, unknown>; clearFaces?: unknown; reroll?: unknown };
    };
    delete saved.turn.offer.kind;
    delete saved.turn.clearFaces;
    delete saved.turn.reroll;
    const restored = saved as unknown as GameState;
    expect(legalActions(restored).map((a) => a.type)).toEqual(['roll', 'highStakes']);
    const next = applyAction(restored, highStakes(5, 2, 3, 4, 6));
    expect(next.turn).toMatchObject({ total: 100, mode: 'highStakes', clearFaces: [], reroll: [] });
  });
});

describe('carry on: random play', () => {
  it('randomBot plays games with carry on to the end, every listed action applying', () => {
    const rules = defineRules({ name: 'carry on, short', turn: { carryOn: true }, end: { target: 2000 } });
    let carried = 0;
    for (let seed = 0; seed < 20; seed++) {
      let game = newGame(rules, 3);
      game = { ...game, rng: [seed * 7919 + 1, 1, 2, 3] };
      for (let step = 0; !game.over; step++) {
        expect(step).toBeLessThan(20000);
        // Every listed action applies (the dice of a roll from the state's own generator), not only the one the bot picks.
        const listed = legalActions(game);
        for (const action of listed) expect(() => applyAction(game, action), JSON.stringify(action)).not.toThrow();
        const action = randomBot(game);
        expect(listed).toContainEqual(action);
        game = applyAction(game, action);
        if (action.type === 'carryOn') carried++;
      }
      expectHighestScoreWins(game);
    }
    expect(carried).toBeGreaterThan(0);
  });
});
