/**
 * A rule passed as an option is pointed to where it lives in the rules. The
 * hints are read from the rules' own keys, so every rule has one; the paths
 * expected here are written from the Rules type.
 */
import { describe, expect, it } from 'vitest';
import { createGame, defineRules } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

const players = ['Ann', 'Bob'];

describe('rule hints', () => {
  it.each([
    ['fourOfAKind', 'scoring.fourOfAKind'],
    ['twoTriplets', 'scoring.twoTriplets'],
    ['finalRoundRestarts', 'end.finalRoundRestarts'],
    ['secondChance', 'turn.secondChance'],
    ['minimum', 'bank.minimum'],
    ['targetScore', 'end.target'],
    ['maxPlayers', 'players.max'],
    ['end', 'end'],
  ])('%s as an option of createGame points to %s', (key, path) => {
    const error = expectFarkleError(() => createGame({ players, [key]: 1 }), 'invalid-options', key);
    expect(error.message).toContain(`is a rule (${path})`);
  });

  it('names no rule for a game option misspelled, nor for the words name and players', () => {
    expect(expectFarkleError(() => createGame({ players, sead: 1 } as never), 'invalid-options', 'sead').message).not.toContain('is a rule');
    expect(expectFarkleError(() => createGame({ players, name: 'x' } as never), 'invalid-options', 'name').message).not.toContain('is a rule');
  });

  it('points a rule written at the wrong level of the rules to its place', () => {
    const error = expectFarkleError(() => defineRules({ target: 5000 } as never), 'invalid-rules', 'target');
    expect(error.message).toContain('target is the rule end.target: defineRules({ end: { target: 5000 } })');
  });
});
