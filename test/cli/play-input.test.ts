/** parseCommand: what each typed line means, against a roll showing. */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type Die, type GameState } from '../../src/index.js';
import { parseCommand, type Command } from '../../src/cli/play-input.js';

function showing(dice: readonly Die[], rules: 'classic' | 'spicy' = 'classic'): GameState {
  const game = createGame({ players: ['Ann', 'Bob'], rules, seed: 1, firstPlayer: 0 });
  return applyAction(game, { type: 'roll', dice });
}

const keep = (...dice: number[]): Command => ({ kind: 'action', action: { type: 'keep', dice } });
const error = (message: string): Command => ({ kind: 'error', message });

describe('parseCommand, a roll of 1 5 5 2 3 4 showing', () => {
  const state = showing([1, 5, 5, 2, 3, 4]);
  it.each<[string, Command]>([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['1 5 5', keep(0, 1, 2)],
    ['5 1', keep(1, 0)],
    ['1,5', keep(0, 1)],
    ['keep 5 5', keep(1, 2)],
    ['k 1', keep(0)],
    ['#0 #2', keep(0, 2)],
    ['#7', keep(7)],
    ['r', { kind: 'action', action: { type: 'roll' } }],
    ['ROLL', { kind: 'action', action: { type: 'roll' } }],
    ['b', { kind: 'action', action: { type: 'bank' } }],
    ['bank', { kind: 'action', action: { type: 'bank' } }],
    ['stakes', { kind: 'action', action: { type: 'highStakes' } }],
    ['buy 2', { kind: 'action', action: { type: 'buy', count: 2 } }],
    ['h', { kind: 'hint' }],
    ['hint', { kind: 'hint' }],
    ['?', { kind: 'help' }],
    ['help', { kind: 'help' }],
    ['s', { kind: 'scores' }],
    ['q', { kind: 'quit' }],
    ['quit', { kind: 'quit' }],
    ['6', error('the roll has no 6')],
    ['5 5 5', error('you typed three 5s but the roll has only two')],
    ['1*', error('the roll has no spicy 1')],
    ['#0 5', error('use faces (1 5 5) or indices (#0 #1 #2), not both')],
    ['7', error('cannot read "7": type ? for help')],
    ['roll 3', error('"roll" takes nothing after it: one command per line')],
    ['buy two', error('buy takes one number: how many dice, such as buy 2')],
    ['keep', error('say which dice to keep: faces such as 1 5 5, or indices such as #0 #1 #2')],
    ['constructor', error('cannot read "constructor": type ? for help')],
  ])('%j', (line, command) => {
    expect(parseCommand(line, state)).toEqual(command);
  });
});

describe('parseCommand, spicy dice', () => {
  // Die d (id d) shows its red face on a d + 1.
  const state = showing([1, 1, 4, 4, 5, 2], 'spicy');
  it('reads the roll as expected', () => {
    expect(state.turn.roll?.map((d) => `${d.face}${d.spicy ? '*' : ''}`)).toEqual(['1*', '1', '4', '4*', '5*', '2']);
  });
  it.each<[string, Command]>([
    ['4*', keep(3)],
    ['4', keep(2)],
    ['4 4', keep(2, 3)],
    ['1', keep(1)],
    ['1*', keep(0)],
    ['1 1', keep(1, 0)],
    ['5', keep(4)],
    ['4* 4*', error('you typed two spicy 4s but the roll has only one')],
    ['4 4 4', error('you typed three 4s but the roll has only two')],
  ])('%j', (line, command) => {
    expect(parseCommand(line, state)).toEqual(command);
  });
});

it('parseCommand with no roll showing leaves the reason to the engine', () => {
  const game = createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
  expect(parseCommand('1 5', game)).toEqual(keep());
});
