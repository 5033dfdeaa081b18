/**
 * One gate for every state (issue 17, item 1): every function that takes a
 * game state checks it as `legalActions` does. A JSON copy of a state plays
 * as the state itself; a value that is no state, or a tampered one, is
 * refused with `invalid-state` at the path `restoreGame` names, by every bot,
 * `adviseGame` and `matchKeep` alike, never with a TypeError and never with
 * an action; bot factories check their arguments when they are called.
 */
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  adviseGame,
  applyAction,
  createGame,
  defineRules,
  greedyBot,
  legalActions,
  matchKeep,
  optimalTurnBot,
  optimalWinChance,
  randomBot,
  restoreGame,
  solvingWinBot,
  solvingWinBotWith,
  thresholdBot,
  winBot,
  type Action,
  type Bot,
  type GameState,
} from '../../src/index.js';
import { FARKLE_SIX, buy, keep, newGame, play, roll, viaJson } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** Ann's turn in classic with 1 1 1 5 2 3 showing. */
function rolled(): GameState {
  return play(newGame('classic'), [roll(1, 1, 1, 5, 2, 3)]).state;
}

/** A small classic game the win bot solves in a moment. */
const SMALL = defineRules({ name: 'small', end: { target: 1000 } });
const SOLVED = optimalWinChance(SMALL);

/** Every function of the library that takes a game state, as a function of the state alone. */
const READERS: readonly (readonly [string, (state: GameState) => unknown])[] = [
  ['legalActions', (state) => legalActions(state)],
  ['randomBot', randomBot],
  ['greedyBot', greedyBot],
  ['thresholdBot(500)', thresholdBot(500)],
  ['optimalTurnBot', optimalTurnBot],
  ['winBot', winBot(SOLVED)],
  ['solvingWinBot', solvingWinBot],
  ['solvingWinBotWith', solvingWinBotWith(SOLVED)],
  ['adviseGame', (state) => adviseGame(state)],
  ['matchKeep', (state) => matchKeep(state, [0])],
  ['applyAction', (state) => applyAction(state, { type: 'roll' })],
];

/** The bots among them. */
const BOTS: readonly (readonly [string, Bot])[] = [
  ['randomBot', randomBot],
  ['greedyBot', greedyBot],
  ['thresholdBot(500)', thresholdBot(500)],
  ['optimalTurnBot', optimalTurnBot],
  ['winBot', winBot(SOLVED)],
  ['solvingWinBot', solvingWinBot],
  ['solvingWinBotWith', solvingWinBotWith(SOLVED)],
];

/** What a call did: its result, or the code and path of the FarkleError it threw; anything else thrown fails the test. */
function outcome(call: () => unknown): { error: { code: string; path: string | undefined } | null } {
  try {
    call();
    return { error: null };
  } catch (error) {
    if (error instanceof FarkleError) return { error: { code: error.code, path: error.path } };
    throw error;
  }
}

describe('the reproductions of issue 17', () => {
  it('greedyBot and thresholdBot(500) play a JSON copy of a rolled classic state as the state itself', () => {
    const state = rolled();
    for (const bot of [greedyBot, thresholdBot(500)]) {
      const action = bot(viaJson(state));
      expect(action).toEqual(bot(state));
      // The dice kept are the three 1s and the 5: the most points.
      expect(action).toEqual({ type: 'keep', dice: [0, 1, 2, 3] });
      expect(applyAction(viaJson(state), action).turn.total).toBe(350);
    }
  });

  it('turn: null, null and 42 are refused with invalid-state by every bot, adviseGame and matchKeep', () => {
    const noTurn = { ...viaJson(rolled()), turn: null };
    for (const [name, read] of READERS) {
      expect(expectFarkleError(() => read(noTurn as never), 'invalid-state').path, name).toBe('state.turn');
      expect(expectFarkleError(() => read(null as never), 'invalid-state').path, name).toBe('state');
      expect(expectFarkleError(() => read(42 as never), 'invalid-state').path, name).toBe('state');
    }
  });

  it('winBot(null) is refused at once, as is anything but a solved table', () => {
    expectFarkleError(() => winBot(null as never), 'invalid-options', 'solution');
    expectFarkleError(() => winBot(42 as never), 'invalid-options', 'solution');
    expectFarkleError(() => winBot({ ...SOLVED, rules: { name: 'x' } } as never), 'invalid-options', /^solution\.rules/);
    expectFarkleError(() => winBot({ ...SOLVED, target: -1 }), 'invalid-options', 'solution.target');
    expectFarkleError(() => winBot({ ...SOLVED, choices: null } as never), 'invalid-options', 'solution.choices');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expectFarkleError(() => winBot(revoked.proxy as never), 'invalid-options', /^solution/);
    // solvingWinBotWith checks its tables as winBot does, when it is made.
    expectFarkleError(() => solvingWinBotWith(revoked.proxy as never), 'invalid-options', /^tables/);
    expectFarkleError(() => solvingWinBotWith([SOLVED, { ...SOLVED, choices: null }] as never), 'invalid-options', 'tables[1].choices');
    expectFarkleError(() => solvingWinBotWith(Array.from({ length: 65 }, () => SOLVED)), 'invalid-options', 'tables');
    // The solution adviseGame is given is checked in the same way.
    expectFarkleError(() => adviseGame(rolled(), { solution: null as never }), 'invalid-options', 'solution');
  });

  it('thresholdBot refuses a bad number of points when it is made', () => {
    for (const points of [-1, 1.5, Number.NaN, '300', null]) expectFarkleError(() => thresholdBot(points as never), 'invalid-options', 'points');
  });
});

// ---------------------------------------------------------------- tampered states

/** The states tampered with: every phase a bot meets, a farkel offer, a second chance, and the last-standing rounds. */
function baseStates(): GameState[] {
  const classic = newGame('classic');
  const kept = play(classic, [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3)]).state;
  const farkel = newGame('farkel');
  const offered = play(farkel, [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3), { type: 'bank' }]).state;
  const bought = play(offered, [buy(1, 5)]).state;
  const second = play(newGame(defineRules({ turn: { secondChance: true } })), [roll(...FARKLE_SIX)]).state;
  const final = play(newGame(defineRules({ end: { target: 300 }, bank: { entry: 0 } })), [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), { type: 'bank' }]).state;
  return [classic, rolled(), kept, offered, bought, second, final];
}

/** Every path into a JSON value, as lists of keys (the events left out: no engine call reads them but their check). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value).filter((key) => prefix.length > 0 || key !== 'events');
  return [prefix, ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key]))];
}

/** `value` (JSON data) with the value at `path` replaced. */
function setAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = replacement;
  return copy;
}

const REPLACEMENTS: readonly unknown[] = [null, -1, 99, 1.5, 'x', [], {}, true];

/** Every state of {@link baseStates} with one value replaced by one of {@link REPLACEMENTS}, but the rules (checked by their own tests). */
function tampered(): unknown[] {
  const out: unknown[] = [];
  for (const state of baseStates()) {
    const json = viaJson(state);
    for (const path of pathsOf(json)) {
      if (path.length === 0 || path[0] === 'rules') continue;
      for (const value of REPLACEMENTS) out.push(setAt(json, path, value));
    }
  }
  return out;
}

describe('tampered states', () => {
  const values = tampered();
  const refused = values.filter((value) => outcome(() => restoreGame(value)).error !== null);

  it('are refused in their hundreds by restoreGame (the test has teeth)', () => {
    // The 60 refused states are among them: every field of every phase, given each kind of bad value.
    expect(refused.length).toBeGreaterThan(1000);
  });

  it('that restoreGame refuses get the same code and path from every function that takes a state, and no action', () => {
    for (const value of refused) {
      const expected = outcome(() => restoreGame(value)).error;
      const before = JSON.stringify(value);
      for (const [name, read] of READERS) {
        expect(outcome(() => read(value as GameState)).error, `${name} on ${before}`).toEqual(expected);
      }
      expect(JSON.stringify(value)).toBe(before);
    }
  });

  it('that restoreGame accepts get a listed action from every bot', () => {
    const accepted = values.filter((value) => outcome(() => restoreGame(value)).error === null);
    expect(accepted.length).toBeGreaterThan(20);
    for (const value of accepted) {
      const state = value as GameState;
      const legal = legalActions(state).map((action) => JSON.stringify(action));
      for (const [name, bot] of BOTS) {
        // The solving bot solves the game's own rules on first use: a minute for 10,000 points.
        if (name === 'solvingWinBot' && state.rules.end.target > SMALL.end.target) continue;
        let action: Action;
        try {
          action = bot(state);
        } catch (error) {
          // Bots refuse a finished game, and the win bots a game of more than two; the optimal bot rules it does not model.
          expect(error, name).toBeInstanceOf(FarkleError);
          expect(['game-over', 'invalid-options', 'unsupported-rules']).toContain((error as FarkleError).code);
          continue;
        }
        // A bot's keep may name other dice of the same faces than the listed one: applying it is the test.
        if (action.type !== 'keep') expect(legal, `${name} on ${JSON.stringify(value)}`).toContain(JSON.stringify(action));
        expect(() => applyAction(state, action), name).not.toThrow();
      }
    }
  });
});

describe('JSON copies', () => {
  it('play as the states they copy, for every bot, all through games', () => {
    for (const rules of ['classic', 'farkel', 'zilch', SMALL] as const) {
      let state = createGame({ rules, players: ['Ann', 'Bob'], seed: 4 });
      for (let step = 0; step < 150 && !state.over; step++) {
        const copy = viaJson(state);
        for (const [name, bot] of BOTS) {
          if (name.startsWith('win') || name === 'solvingWinBot') {
            if (rules !== SMALL) continue;
          }
          expect(bot(copy), `${name} at step ${step}`).toEqual(bot(state));
        }
        state = applyAction(state, greedyBot(state));
      }
    }
  });
});
