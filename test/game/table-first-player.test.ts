/**
 * A real table chooses the first player: createGame's `firstPlayerDice` plays
 * the rules' procedure (highestDie, firstSix) on the faces the seats threw,
 * checks that they are the rounds the procedure plays, and leaves the seeded
 * generator untouched.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FarkleError, createGame, type ErrorCode, type Face, type GameEvent, type PresetName } from '../../src/index.js';
import { faceArb } from '../support/arbitraries.js';
import { names, ofType } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** The events a table throw-off of `rounds` should give, written from the rules' wording. */
function throwOffEvents(rounds: readonly (readonly Face[])[], seatsOfRound: readonly (readonly number[])[], first: number): GameEvent[] {
  const events: GameEvent[] = rounds.map((faces, r) => ({
    type: 'firstPlayerRoll',
    rolls: faces.map((face, i) => ({ player: seatsOfRound[r]?.[i] ?? -1, face })),
  }));
  events.push({ type: 'firstPlayer', player: first, chosen: false }, { type: 'turnStarted', player: first, offer: null });
  return events;
}

describe('firstPlayerDice: the dice a table threw choose the first player', () => {
  it('highestDie: the highest face starts; the seats tied on it throw again, in seat order', () => {
    const rounds: Face[][] = [
      [6, 3, 6, 1],
      [4, 4],
      [2, 5],
    ];
    const game = createGame({ players: names(4), seed: 9, firstPlayerDice: rounds });
    expect(game.turn.player).toBe(2);
    expect(game.events).toEqual(throwOffEvents(rounds, [[0, 1, 2, 3], [0, 2], [0, 2]], 2));
  });

  it('firstSix (farkel): seats throw in seat order, round after round, until the first 6', () => {
    const rounds: Face[][] = [
      [3, 2, 5],
      [1, 6],
    ];
    const game = createGame({ rules: 'farkel', players: names(3), seed: 9, firstPlayerDice: rounds });
    expect(game.turn.player).toBe(1);
    expect(game.events).toEqual(throwOffEvents(rounds, [[0, 1, 2], [0, 1]], 1));
  });

  it('leaves the seeded generator untouched: the game plays on as if the first player had been chosen', () => {
    const thrown = createGame({ players: names(2), seed: 'x', firstPlayerDice: [[2, 5]] });
    const chosen = createGame({ players: names(2), seed: 'x', firstPlayer: 1 });
    expect(thrown.rng).toEqual(chosen.rng);
    expect({ ...thrown, events: [] }).toEqual({ ...chosen, events: [] });
  });

  it('the seeded throw-off, fed back as a table\'s dice, gives the same first player and events', () => {
    fc.assert(
      fc.property(fc.constantFrom<PresetName>('classic', 'farkel'), fc.integer({ min: 2, max: 5 }), fc.integer(), (rules, seats, seed) => {
        const seeded = createGame({ rules, players: names(seats), seed });
        const rounds = ofType(seeded.events, 'firstPlayerRoll').map((round) => round.rolls.map((roll) => roll.face));
        const thrown = createGame({ rules, players: names(seats), seed, firstPlayerDice: rounds });
        expect(thrown.events).toEqual(seeded.events);
        expect(thrown.turn.player).toBe(seeded.turn.player);
      }),
    );
  });

  it('any faces: a round with a single highest face decides highestDie, and its seat starts', () => {
    fc.assert(
      fc.property(fc.array(faceArb, { minLength: 2, maxLength: 6 }), (faces) => {
        const top = Math.max(...faces);
        const highest = faces.flatMap((face, seat) => (face === top ? [seat] : []));
        const attempt = (): number => createGame({ players: names(faces.length), firstPlayerDice: [faces] }).turn.player;
        if (highest.length === 1) expect(attempt()).toBe(highest[0]);
        else expectFarkleError(attempt, 'invalid-options');
      }),
    );
  });

  it('reads each face once: what was checked is what is played', () => {
    let reads = 0;
    const faces = [1, 2];
    const round = new Proxy(faces, {
      get(target, key, receiver): unknown {
        if (key === '0' || key === '1') reads++;
        // A face that changes on each read: 6 first, then 1.
        return key === '1' ? (reads > 2 ? 1 : 6) : (Reflect.get(target, key, receiver) as unknown);
      },
    });
    const game = createGame({ players: names(2), firstPlayerDice: [round as Face[]] });
    expect(reads).toBe(2);
    expect(game.turn.player).toBe(1);
    expect(ofType(game.events, 'firstPlayerRoll')[0]?.rolls).toEqual([
      { player: 0, face: 1 },
      { player: 1, face: 6 },
    ]);
  });

  const refused: [string, PresetName, number, unknown, ErrorCode, string][] = [
    ['not an array', 'classic', 2, '65', 'invalid-options', 'firstPlayerDice'],
    ['no rounds', 'classic', 2, [], 'invalid-options', 'firstPlayerDice'],
    ['a round that is not an array', 'classic', 2, [6], 'invalid-options', 'firstPlayerDice[0]'],
    ['a face out of range', 'classic', 3, [[6, 3, 7]], 'invalid-die', 'firstPlayerDice[0][2]'],
    ['a face that is a string', 'classic', 2, [['6', 1]], 'invalid-die', 'firstPlayerDice[0][0]'],
    ['a tie left undecided', 'classic', 3, [[6, 3, 6]], 'invalid-options', 'firstPlayerDice'],
    ['a round short of a tied seat', 'classic', 3, [[6, 3, 6], [2]], 'invalid-options', 'firstPlayerDice[1]'],
    ['a seat throwing again that was not tied', 'classic', 3, [[6, 3, 6], [2, 4, 1]], 'invalid-options', 'firstPlayerDice[1][2]'],
    ['a round after the decision', 'classic', 3, [[6, 3, 5], [2]], 'invalid-options', 'firstPlayerDice[1]'],
    ['a first round short of a seat', 'classic', 3, [[6, 3]], 'invalid-options', 'firstPlayerDice[0]'],
    ['firstSix: a throw after the 6', 'farkel', 3, [[3, 6, 2]], 'invalid-options', 'firstPlayerDice[0][2]'],
    ['firstSix: no 6 thrown', 'farkel', 3, [[3, 2, 5]], 'invalid-options', 'firstPlayerDice'],
    ['firstSix: a round short before the 6', 'farkel', 3, [[3, 2], [6]], 'invalid-options', 'firstPlayerDice[0]'],
    ['more rounds than a table throws', 'farkel', 2, Array.from({ length: 101 }, () => [1, 1]), 'invalid-options', 'firstPlayerDice'],
  ];

  it.each(refused)('refuses %s', (_, rules, seats, dice, code, path) => {
    const error = expectFarkleError(() => createGame({ rules, players: names(seats), firstPlayerDice: dice as Face[][] }), code);
    expect(error.path).toBe(path);
  });

  it('refuses firstPlayer and firstPlayerDice together', () => {
    const error = expectFarkleError(() => createGame({ players: names(2), firstPlayer: 0, firstPlayerDice: [[6, 1]] }), 'invalid-options');
    expect(error).toBeInstanceOf(FarkleError);
    expect(error.path).toBe('firstPlayerDice');
  });
});
