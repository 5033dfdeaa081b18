/**
 * Every published error code is thrown by some input: one input per code,
 * each thrown as a FarkleError with that code, and the table covers
 * ERROR_CODES exactly (no code that nothing throws, no code left unlisted).
 * The errors guide (docs/errors.md) documents each code; a test below checks it
 * lists them all.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  FarkleError,
  applyAction,
  checkGameRecord,
  createGame,
  defineRules,
  legalActions,
  optimalTurn,
  optimalWinChance,
  encodeWinTable,
  decodeWinTable,
  recordAction,
  replayGame,
  restoreGame,
  scoreKeep,
  scoreRoll,
  startRecord,
  type Action,
  type ErrorCode,
  type GameState,
  type RulesOverrides,
} from '../src/index.js';
import { FARKLE_SIX, bank, buy, highStakes, keep, newGame, play, roll } from './support/games.js';
import { expectFarkleError } from './support/helpers.js';

/** A two-player game of classic with these overrides (no entry minimum unless given), after `actions`. */
function game(overrides: RulesOverrides, actions: readonly Action[] = []): GameState {
  return play(newGame(defineRules({ bank: { entry: 0 }, ...overrides })), actions).state;
}

/** Applies `action` to the game `game(overrides, actions)`. */
function refused(overrides: RulesOverrides, actions: readonly Action[], action: unknown): () => unknown {
  return () => applyAction(game(overrides, actions), action as Action);
}

/** One input per code that throws it. `satisfies Record<ErrorCode, ...>` makes the compiler ask for every code too. */
const THROWERS = {
  'invalid-die': () => scoreRoll([1, 7] as never),
  'invalid-dice': () => scoreRoll('15' as never),
  'too-many-dice': () => scoreRoll([1, 1, 1, 1, 1, 1, 1]),
  'no-dice': () => scoreRoll([]),
  'keep-does-not-score': () => scoreKeep([1, 2]),
  'invalid-rules': () => defineRules({ dice: 7 }),
  'unknown-preset': () => scoreRoll([1], 'clasic' as never),
  'invalid-players': () => createGame({ players: ['Ann'] }),
  'invalid-options': () => createGame({ players: ['Ann', 'Bob'], target: 5000 } as never),
  'unsupported-rules': () => optimalTurn(defineRules({ turn: { clearCombo: true } })),
  'invalid-action': refused({}, [], { type: 'pass' }),
  'invalid-state': () => legalActions({} as GameState),
  'not-your-turn': refused({}, [], { type: 'roll', player: 1 }),
  'must-roll-first': refused({}, [], bank),
  'must-keep-first': refused({}, [roll(1, 2, 3, 4, 6, 6)], bank),
  'must-bank-or-roll': refused({}, [roll(1, 5, 3, 4, 6, 6), keep(0)], keep(1)),
  // Farkel: Bob buys one of the five dice Ann left, rolls a 5 and keeps it; the unbought four are not his to roll.
  'nothing-to-roll': () => {
    const offered = play(newGame(defineRules({ lives: { start: 12 } }, 'farkel')), [roll(1, 2, 3, 4, 6, 6), keep(0), bank]).state;
    return applyAction(play(offered, [buy(1, 5), keep(0)]).state, { type: 'roll' });
  },
  'below-bank-minimum': () => applyAction(play(newGame('classic'), [roll(1, 2, 3, 4, 6, 6), keep(0)]).state, bank),
  // Ann banks 600; Bob's 500 does not beat it.
  'must-beat-last-bank': refused(
    { turn: { mustBeatLastBank: true } },
    [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), bank, roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2)],
    bank,
  ),
  'must-keep-every-scoring-die': refused({ turn: { keepEveryScoringDie: true } }, [roll(1, 5, 5, 2, 3, 4)], keep(0)),
  'must-roll-again': refused({ turn: { rollAfterHotDice: true } }, [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5)], bank),
  'cannot-buy': refused({}, [], buy(1, 1)),
  'cannot-high-stakes': refused({}, [], highStakes(1)),
  'cannot-carry-on': refused({}, [], { type: 'carryOn' }),
  'cannot-second-chance': refused({}, [], { type: 'acceptFarkle' }),
  'must-decide-second-chance': refused({ turn: { secondChance: true } }, [roll(...FARKLE_SIX)], bank),
  // Ann keeps three 2s and the 1, then rolls a 2 on one of the two dice left: it must be rolled again first.
  'must-clear-first': refused({ turn: { clearCombo: true } }, [roll(2, 2, 2, 1, 3, 4), keep(0, 1, 2, 3), roll(2, 5)], keep(1)),
  'game-over': () => {
    const over = play(newGame(defineRules({ end: { target: 500, trigger: 'reach', finalRound: false } })), [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2), bank]).state;
    expect(over.over).toBe(true);
    return applyAction(over, { type: 'roll' });
  },
  aborted: () => optimalTurn('classic', { signal: AbortSignal.abort() }),
  'invalid-record': () => replayGame({ version: 3, rules: 'classic', players: ['Ann', 'Bob'], seed: 1, actions: [] } as never),
  // Ann banks nothing in the claimed state; her record has her rolling first.
  'record-mismatch': () => checkGameRecord(recordAction(startRecord({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 }), roll(5, 2, 3, 4, 6, 6)), newGame('classic')),
  'unsupported-state-version': () => restoreGame({ ...newGame('classic'), version: 3 }),
  'invalid-table': () => decodeWinTable(new Uint8Array(10)),
  'unsupported-table': () => {
    const bytes = encodeWinTable(optimalWinChance('classic', { target: 300 }));
    bytes[8] = 3;
    return decodeWinTable(bytes);
  },
  'table-mismatch': () => decodeWinTable(encodeWinTable(optimalWinChance('classic', { target: 300 })), { target: 500 }),
} satisfies Record<ErrorCode, () => unknown>;

describe('error codes', () => {
  it('the table lists every code of ERROR_CODES, and nothing else', () => {
    expect(Object.keys(THROWERS).sort()).toEqual([...ERROR_CODES].sort());
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it.each(Object.entries(THROWERS))('%s is thrown by its input', (code, thrower) => {
    const error = expectFarkleError(thrower, code as ErrorCode);
    expect(error).toBeInstanceOf(FarkleError);
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('the errors guide documents every code in its table, and no other', () => {
    const guide = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
    const section = /\n## Every code\n([\s\S]*?)(\n## |$)/.exec(guide)?.[1] ?? '';
    const documented = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual([...ERROR_CODES].sort());
  });
});
