/**
 * Edges of the engine's own copies of states (src/game/twin.ts): states
 * handed out more than once, values that are no state, edits the
 * comparison does not follow, and values that throw when read.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, checkGameRecord, createGame, legalActions, matchKeep, recordAction, replayGame, startRecord, type GameState } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

function rolled(): GameState {
  return applyAction(createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
}

describe('states handed out more than once', () => {
  it('replayGame and checkGameRecord give a copy of their own at every call: an edit reaches no record and no later state', () => {
    const record = recordAction(startRecord({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
    const first = replayGame(record);
    const second = replayGame(record);
    expect(first).not.toBe(second);
    expect(first.events).not.toBe(second.events);
    expect(first).toEqual(second);
    const edited = first as unknown as { players: { score: number; onBoard: boolean }[]; events: { type: string }[] };
    Object.assign(edited.players[1] as object, { score: 9000, onBoard: true });
    (edited.events[0] as { type: string }).type = 'edited';
    expect(replayGame(record)).toEqual(second);
    // The record plays on from its own state, not the edited copy: as it replays from JSON.
    const next = recordAction(record, { type: 'keep', dice: [0, 1, 2, 3] });
    expect(replayGame(next).players[1]?.score).toBe(0);
    expect(replayGame(JSON.parse(JSON.stringify(next)) as typeof next)).toEqual(replayGame(next));
    const checked = checkGameRecord(next, JSON.parse(JSON.stringify(replayGame(next))));
    expect(checked).not.toBe(checkGameRecord(next, JSON.parse(JSON.stringify(replayGame(next)))));
  });
});

describe('values that are no state', () => {
  it('null, undefined or a number given with an action just listed is refused, not played on the state listed', () => {
    const state = rolled();
    const listed = legalActions(state);
    for (const value of [null, undefined, 0, 'state']) {
      expect(expectFarkleError(() => applyAction(value as never, listed[0] as never), 'invalid-state').path).toBe('state');
    }
  });

  it('a getter or a proxy that throws anything is refused with invalid-state at the value it guards', () => {
    const getter = rolled();
    Object.defineProperty(getter, 'players', {
      get() {
        throw new TypeError('boom');
      },
    });
    expect(expectFarkleError(() => legalActions(getter), 'invalid-state').path).toBe('state.players');
    const proxy = rolled() as unknown as { turn: object };
    proxy.turn = new Proxy(proxy.turn, {
      get() {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a value that is no Error, as a proxy may throw
        throw 1;
      },
    });
    expect(expectFarkleError(() => applyAction(proxy as never, { type: 'bank' }), 'invalid-state').path).toMatch(/^state\.turn/);
  });
});

describe('edits the comparison with the engine copy does not follow', () => {
  it('events replaced by something that is no list are refused, as the same state through JSON is', () => {
    for (const events of ['x', null, 5]) {
      const state = rolled() as unknown as { events: unknown };
      state.events = events;
      expect(expectFarkleError(() => legalActions(state as never), 'invalid-state').path).toBe('state.events');
      expect(expectFarkleError(() => legalActions(JSON.parse(JSON.stringify(state)) as never), 'invalid-state').path).toBe('state.events');
    }
    const gone = rolled() as unknown as { events?: unknown };
    delete gone.events;
    expect(expectFarkleError(() => legalActions(gone as never), 'invalid-state').path).toBe('state.events');
  });

  it('matchKeep reads the state it checked, once', () => {
    const state = rolled();
    let reads = 0;
    const turn = state.turn;
    const tricky = { ...state };
    Object.defineProperty(tricky, 'turn', {
      enumerable: true,
      get() {
        reads++;
        return reads === 1 ? turn : null;
      },
    });
    expect(matchKeep(tricky, [0, 1, 2])).toEqual({ type: 'keep', dice: [0, 1, 2] });
    expect(reads).toBe(1);
  });
});
