/**
 * matchKeep: a player's pick of dice and the keep legalActions lists for it.
 * legalActions names each keep by the earliest dice of each face; any pick
 * of dice showing the same faces is that keep (where dice are told apart,
 * spicy dice or the wild die, only the same dice are). Checked by example
 * and, for every pick of random rolls, against applying the pick itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FarkleError, applyAction, defineRules, legalActions, matchKeep, type Face, type GameState, type KeepAction, type RolledDie, type RulesInput } from '../../src/index.js';
import { faceArb } from '../support/arbitraries.js';
import { attempt, newGame, play, roll } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** The listed keep of exactly these indices (in the listing's order), or undefined. */
function listed(state: GameState, indices: readonly number[]): KeepAction | undefined {
  return legalActions(state).find((action): action is KeepAction => action.type === 'keep' && action.dice.join() === indices.join());
}

/** What the dice at `indices` show, sorted: the same for equivalent keeps. */
function showing(state: GameState, indices: readonly number[]): string[] {
  return indices.map((i) => state.turn.roll?.[i] as RolledDie).map((die) => `${die.face}${die.spicy ? 's' : ''}${die.wild ? 'w' : ''}`).sort();
}

/** Every non-empty set of indices into a roll of `length` dice. */
function picks(length: number): number[][] {
  const out: number[][] = [];
  for (let mask = 1; mask < 1 << length; mask++) out.push([...Array(length).keys()].filter((i) => (mask >> i) & 1));
  return out;
}

describe('the keep listing names each keep by the earliest dice of each face', () => {
  const game = play(newGame('classic'), [roll(5, 2, 5, 1, 3, 3)]).state;

  it('lists one 5 as die 0, two 5s as dice 0 and 2, a 5 and the 1 as dice 0 and 3', () => {
    const keeps = legalActions(game).map((action) => (action.type === 'keep' ? action.dice.join('') : action.type));
    expect(keeps.sort()).toEqual(['0', '02', '023', '03', '3'].sort());
  });

  const cases: [number[], number[] | null][] = [
    [[0], [0]],
    [[2], [0]],
    [[3, 2], [0, 3]],
    [[2, 0], [0, 2]],
    [[3, 2, 0], [0, 2, 3]],
    [[3], [3]],
    [[1], null],
    [[2, 1], null],
    [[], null],
  ];
  it.each(cases)('matchKeep(%j) is the listed keep %j', (pick, expected) => {
    const match = matchKeep(game, pick);
    if (expected === null) expect(match).toBeNull();
    else expect(match).toBe(listed(game, expected));
  });

  it('no keep before a roll or after a keep', () => {
    expect(matchKeep(newGame('classic'), [0])).toBeNull();
    expect(matchKeep(applyAction(game, { type: 'keep', dice: [0] }), [0])).toBeNull();
  });

  it('refuses indices that are not distinct indices into the roll', () => {
    expectFarkleError(() => matchKeep(game, [6]), 'invalid-action', 'indices[0]');
    expectFarkleError(() => matchKeep(game, [0, 0]), 'invalid-action', 'indices[1]');
    expectFarkleError(() => matchKeep(game, 'x' as never), 'invalid-action', 'indices');
    expectFarkleError(() => matchKeep({} as GameState, [0]), 'invalid-state');
  });
});

describe('where dice are told apart, only the same dice match', () => {
  it('spicy: of two 5s, the red one (die 4) and a plain one are different keeps', () => {
    // Die 4 (id 4) shows its red face on a 5.
    const game = play(newGame('spicy'), [roll(5, 2, 5, 3, 5, 6)]).state;
    expect(game.turn.roll?.[4]?.spicy).toBe(true);
    expect(matchKeep(game, [4])).toBe(listed(game, [4]));
    expect(matchKeep(game, [2])).toBe(listed(game, [2]));
    expect(matchKeep(game, [4, 0])).toBe(listed(game, [0, 4]));
  });

  it('the wild die: a plain face on die 0 and the same face elsewhere are different keeps', () => {
    const game = play(newGame(defineRules({ wildDie: { face: 6 } })), [roll(5, 2, 5, 3, 4, 4)]).state;
    expect(matchKeep(game, [2])).toBe(listed(game, [2]));
    expect(matchKeep(game, [0])).toBe(listed(game, [0]));
  });
});

describe('any roll, any pick', () => {
  it('matchKeep finds a listed keep exactly when the pick applies, showing the same dice and scoring the same', () => {
    const rulesArb = fc.constantFrom<RulesInput>('classic', 'spicy', 'zilch', defineRules({ wildDie: { face: 6 } }), defineRules({ turn: { keepEveryScoringDie: true } }));
    fc.assert(
      fc.property(rulesArb, fc.array(faceArb, { minLength: 6, maxLength: 6 }), (rules, faces: Face[]) => {
        const game = play(newGame(rules), [roll(...faces)]).state;
        if (game.turn.phase !== 'rolled') return;
        const listing = legalActions(game);
        for (const pick of picks(faces.length)) {
          const direct = attempt(game, { type: 'keep', dice: pick });
          const match = matchKeep(game, pick);
          expect(match === null, `pick ${pick.join()}`).toBe(direct instanceof FarkleError);
          if (match === null || direct instanceof FarkleError) continue;
          expect(listing).toContain(match);
          expect(showing(game, match.dice)).toEqual(showing(game, pick));
          const viaMatch = applyAction(game, match);
          expect(viaMatch.turn.total).toBe(direct.turn.total);
          expect(viaMatch.turn.rollable.length).toBe(direct.turn.rollable.length);
          if (game.rules.spicyDice) expect([...match.dice].sort()).toEqual([...pick].sort());
        }
      }),
      { numRuns: 120 },
    );
  });
});
