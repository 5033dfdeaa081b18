/**
 * States and records of format version 1, written by a release before the
 * 128-bit generator (`fixtures/v1-games.json`, made by `make-v1-games.mjs`
 * against that release's build): each record replays to the end that
 * release recorded, each state saved mid-game plays on with the rest of its
 * actions to the same end, both with version 1's generator; and a game
 * begun here is of version 2 through and through.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  RECORD_VERSION,
  STATE_VERSION,
  applyAction,
  createGame,
  greedyBot,
  recordAction,
  replayGame,
  restoreGame,
  startRecord,
  type GameRecord,
  type GameState,
} from '../../src/index.js';
import { decodeAction } from '../../src/game/record/actions.js';

interface OldGame {
  readonly record: GameRecord;
  /** The state after the record's first 41 actions, as JSON (some games). */
  readonly middle: unknown;
  /** The state the game ended in, without its rules and events. */
  readonly end: Record<string, unknown>;
}

const games = JSON.parse(readFileSync(new URL('./fixtures/v1-games.json', import.meta.url), 'utf8')) as OldGame[];

/** A state as the fixture keeps its end: without rules and events, through JSON. */
function ending(state: GameState): unknown {
  const { events: _events, rules: _rules, ...rest } = JSON.parse(JSON.stringify(state)) as Record<string, unknown>;
  return rest;
}

describe('version 1, the format of earlier releases', () => {
  it('the corpus covers what the generator rolls: every preset and some house rules, first players thrown and chosen', () => {
    expect(games.length).toBe(54);
    expect(games.every((game) => game.record.version === 1)).toBe(true);
    const rolled = games.flatMap((game) => game.record.actions).filter((action) => action === 'r').length;
    expect(rolled).toBeGreaterThan(3000);
    expect(games.filter((game) => game.middle !== null).length).toBe(18);
  });

  it('every record replays to the end its release recorded, with version 1’s generator', () => {
    for (const [g, game] of games.entries()) {
      const state = replayGame(game.record);
      expect(state.version, `game ${g}`).toBe(1);
      expect(typeof state.rng).toBe('number');
      expect(ending(state), `game ${g}`).toEqual(game.end);
    }
  });

  it('every state saved mid-game plays on, from the rest of its record, to the same end', () => {
    for (const [g, game] of games.entries()) {
      if (game.middle === null) continue;
      let state = restoreGame(game.middle);
      expect(state.version).toBe(1);
      for (const text of game.record.actions.slice(41)) state = applyAction(state, decodeAction(text, 'action'));
      expect(ending(state), `game ${g}`).toEqual(game.end);
    }
  });

  it('a record of version 1 grows as version 1: an action added replays with the same generator', () => {
    const game = games.find((each) => !(ending(replayGame(each.record)) as { over: boolean }).over) ?? games[0];
    if (game === undefined) throw new Error('no game');
    const shorter: GameRecord = { ...game.record, actions: game.record.actions.slice(0, 41) };
    const grown = game.record.actions.slice(41, 60).reduce((record, text) => recordAction(record, decodeAction(text, 'action')), shorter);
    expect(grown.version).toBe(1);
    expect(replayGame(grown)).toEqual(replayGame({ ...game.record, actions: game.record.actions.slice(0, 60) }));
  });

  it('a version 1 state keeps one 32-bit number; a version 2 state four, not all zero', () => {
    const old = games.find((game) => game.middle !== null)?.middle as Record<string, unknown>;
    const fresh = JSON.parse(JSON.stringify(createGame({ players: ['A', 'B'], seed: 1 }))) as Record<string, unknown>;
    const refused = (state: unknown): string | undefined => {
      try {
        restoreGame(state);
        return undefined;
      } catch (error) {
        return error instanceof FarkleError && error.code === 'invalid-state' ? error.path : 'not invalid-state';
      }
    };
    expect(refused({ ...old, rng: [1, 2, 3, 4] })).toBe('state.rng');
    expect(refused({ ...old, rng: 2 ** 32 })).toBe('state.rng');
    expect(refused({ ...fresh, rng: 12345 })).toBe('state.rng');
    expect(refused({ ...fresh, rng: [0, 0, 0, 0] })).toBe('state.rng');
    expect(refused({ ...fresh, rng: [1, 2, 3] })).toBe('state.rng');
    expect(refused({ ...fresh, rng: [1, 2, 3, 2 ** 32] })).toBe('state.rng');
    expect(refused({ ...fresh, rng: [1, 2, 3, 0.5] })).toBe('state.rng');
    expect(refused({ ...fresh, version: 0 })).toBe('state.version');
    expect(refused({ ...fresh, rng: [1, 2, 3, 4] })).toBeUndefined();
  });
});

describe('version 2, the format this release writes', () => {
  it('is the version of new states and records, and of every state played from them', () => {
    expect(STATE_VERSION).toBe(2);
    expect(RECORD_VERSION).toBe(2);
    let record = startRecord({ players: ['A', 'B'], seed: 'v2' });
    expect(record.version).toBe(2);
    let state = replayGame(record);
    for (let i = 0; i < 60 && !state.over; i++) {
      record = recordAction(record, greedyBot(state));
      state = replayGame(record);
      expect(state.version).toBe(2);
      expect(Array.isArray(state.rng) && state.rng.length === 4).toBe(true);
    }
    expect((JSON.parse(JSON.stringify(record)) as GameRecord).version).toBe(2);
  });

  it('refuses a record of a version it does not read, naming both it reads', () => {
    const record = startRecord({ players: ['A', 'B'], seed: 1 });
    expect(() => replayGame({ ...record, version: 3 } as unknown as GameRecord)).toThrow(/expected version 1 or 2/);
  });
});
