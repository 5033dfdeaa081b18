/**
 * Every reproduction of issue 9 about states, as a test: tampered states that
 * once exhausted memory, ran for seconds, threw a raw TypeError, played on in
 * nonsense or won, each refused now with `invalid-state` at its path.
 */
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-dynamic-delete --
   tampering: the states below are edited as the untyped JSON a client could send */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FarkleError, applyAction, createGame, defineRules, legalActions, presets, randomBot, restoreGame, type Action, type GameState } from '../../src/index.js';
import { bank, keep, newGame, play, roll, viaJson } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** A plain, writable copy of a state, as a client or a database would hand it back. */
function plain(state: GameState): Record<string, any> {
  return JSON.parse(JSON.stringify(state)) as Record<string, any>;
}

/** The refusal of a tampered state by all three entry points, at `path`, leaving the value unchanged. */
function expectRefused(value: unknown, path: string, action: Action = { type: 'roll' }): void {
  const before = structuredClone(value);
  for (const call of [() => restoreGame(value), () => legalActions(value as GameState), () => applyAction(value as GameState, action)]) {
    const error = expectFarkleError(call, 'invalid-state');
    expect(error.path).toBe(path);
  }
  expect(value).toEqual(before);
}

/** Ann's turn after rolling 1 1 1 5 2 3 and keeping the three 1s and the 5 (350). */
function kept(): GameState {
  return play(newGame('classic'), [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3)]).state;
}

/** Ann's turn with 1 1 1 5 2 3 showing. */
function rolled(): GameState {
  return play(newGame('classic'), [roll(1, 1, 1, 5, 2, 3)]).state;
}

describe('tampered states from issue 9', () => {
  it('1,000 rollable dice are refused before a roll is made, within a small heap', () => {
    // In a child process with a 64 MB heap: today this exhausted memory (an uncatchable crash).
    const entry = fileURLToPath(new URL('./fixtures/thousand-dice.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const out = execFileSync(process.execPath, ['--max-old-space-size=64', tsx, entry], { encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(out)).toEqual({ code: 'invalid-state', path: 'state.turn.rollable' });
  }, 60_000);

  it('a spicy roll of 48 dice is refused before anything is listed', () => {
    const state = plain(play(newGame('spicy'), [roll(2, 3, 4, 6, 2, 3)]).state);
    // Spicy dice where every die shows its red face: 48 of them once made legalActions run 45 s.
    state.turn.phase = 'rolled';
    state.turn.rolls = 1;
    state.turn.roll = Array.from({ length: 48 }, (_, i) => ({ id: i % 6, face: (i % 6) + 1, spicy: true, wild: false }));
    state.turn.rollable = Array.from({ length: 48 }, (_, i) => i % 6);
    expectRefused(state, 'state.turn.rollable');
  });

  it('a turn player past the seats, and a final-round seat past them', () => {
    const state = plain(newGame('classic'));
    state.turn.player = 99;
    expectRefused(state, 'state.turn.player');
    const queued = plain(newGame('classic'));
    queued.endgame = { kind: 'finalRound', queue: [7] };
    expectRefused(queued, 'state.endgame.queue[0]');
  });

  it('a score of "100" and no players', () => {
    const state = plain(kept());
    state.players[0].score = '100';
    expectRefused(state, 'state.players[0].score', bank);
    const empty = plain(newGame('classic'));
    empty.players = [];
    expectRefused(empty, 'state.players');
  });

  it('a face of 0, a seventh die and a repeated die id in the roll', () => {
    const zero = plain(rolled());
    zero.turn.roll[4].face = 0;
    expectRefused(zero, 'state.turn.roll[4].face', keep(0));
    const seventh = plain(rolled());
    seventh.turn.roll.push({ id: 6, face: 1, spicy: false, wild: false });
    expectRefused(seventh, 'state.turn.roll', keep(0));
    const repeated = plain(rolled());
    repeated.turn.roll[1].id = 0;
    expectRefused(repeated, 'state.turn.roll[1].id', keep(0));
    const repeatedRollable = plain(kept());
    repeatedRollable.turn.rollable = [4, 4];
    expectRefused(repeatedRollable, 'state.turn.rollable[1]');
  });

  it('phase rolled with no roll showing', () => {
    const state = plain(rolled());
    state.turn.roll = null;
    expectRefused(state, 'state.turn.roll', keep(0));
  });

  it('phase rolled with a roll that scores nothing: a farkle is never waiting to be kept', () => {
    // 2 2 3 3 4 6 on the same dice (ids 0 to 5): no 1, no 5, no three of a kind, two pairs only, no straight (RULES.md).
    const state = plain(rolled());
    state.turn.roll = [2, 2, 3, 3, 4, 6].map((face, id) => ({ id, face, spicy: false, wild: false }));
    expectRefused(state, 'state.turn.roll', keep(0));
    // The same state with one 2 turned into a 5 scores, and is restored: the refusal is the farkle's.
    state.turn.roll[0].face = 5;
    expect(legalActions(restoreGame(state))).toContainEqual(keep(0));
  });

  it('a turn total of 1e9: more than one roll can score', () => {
    const state = plain(kept());
    state.turn.total = 1e9;
    expectRefused(state, 'state.turn.total', bank);
    // One roll of six classic dice scores at most a few thousand: far below 1e9. The real total plays on.
    state.turn.total = 350;
    expect(legalActions(state as GameState)).toEqual(legalActions(kept()));
  });

  it('rules swapped inside the state are refused against the pinned rule sets, and the pinned object is used', () => {
    const house = defineRules({ name: 'house', end: { target: 2000 } });
    const easy = defineRules({ name: 'house', end: { target: 50 } });
    const state = plain(createGame({ players: ['Ann', 'Bob'], rules: house, seed: 1, firstPlayer: 0 }));
    expect(restoreGame(state, { rules: ['classic', house] }).rules).toBe(house);
    state.rules = viaJson(easy as never);
    const error = expectFarkleError(() => restoreGame(state, { rules: ['classic', house] }), 'invalid-state');
    expect(error.path).toBe('state.rules');
  });

  it('an in-place edit of a state the engine made is caught like any other', () => {
    const state = newGame('classic') as unknown as { turn: unknown };
    state.turn = null;
    expectRefused(state, 'state.turn');
    const made = kept() as unknown as { turn: { rollable: unknown } };
    made.turn.rollable = Array(1000).fill(0);
    expectRefused(made, 'state.turn.rollable');
  });

  it('randomBot on a finished game: a FarkleError game-over, not a RangeError', () => {
    let state = createGame({ players: ['A', 'B'], seed: 3 });
    while (!state.over) state = applyAction(state, randomBot(state));
    const error = expectFarkleError(() => randomBot(state), 'game-over');
    expect(error).toBeInstanceOf(FarkleError);
  });
});

describe('format versions', () => {
  it('a newer version is unsupported-state-version; anything else not a version is invalid-state', () => {
    const state = plain(newGame('classic'));
    expectFarkleError(() => restoreGame({ ...state, version: 3 }), 'unsupported-state-version');
    expectFarkleError(() => legalActions({ ...state, version: 3 } as never), 'unsupported-state-version');
    for (const version of [0, 1.5, '1', '2', null, undefined]) expectFarkleError(() => restoreGame({ ...state, version }), 'invalid-state');
  });

  it('a version-1 state saved before the turn rules existed is upgraded as they start', () => {
    const state = plain(play(newGame('farkel'), [roll(1, 5, 2, 3, 4, 4), keep(0, 1), bank]).state);
    // As such a release saved it: format version 1, its generator one 32-bit number.
    state.version = 1;
    state.rng = 0x9e3779b9;
    for (const key of ['toBeat', 'mustRoll', 'clearFaces', 'reroll']) delete state.turn[key];
    delete state.turn.offer.kind;
    const restored = restoreGame(state);
    expect(restored.turn).toMatchObject({ toBeat: 0, mustRoll: false, clearFaces: [], reroll: [], offer: { kind: 'bank' } });
    expect(restored.version).toBe(1);
    expect(legalActions(restored).map((action) => action.type)).toContain('buy');
  });

  it('a state of the presets restores to an equal state, with the preset object as its rules', () => {
    for (const name of ['classic', 'farkel', 'spicy', 'zilch'] as const) {
      const state = newGame(name);
      const restored = restoreGame(viaJson(state));
      expect(restored).toEqual(state);
      expect(restored.rules).toBe(presets[name]);
    }
  });
});
