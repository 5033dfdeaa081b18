/**
 * Games that can end (issue 17, item 2): `defineRules` refuses, at the path
 * of the rule to blame, the rule sets under which no game can ever reach its
 * end, however lucky the dice; and accepts every rule set close to each edge
 * under which some game can, shown here by playing such a game to its end
 * with the dice a table could throw.
 */
import { describe, expect, it } from 'vitest';
import type { FarkleError} from '../../src/index.js';
import { applyAction, createGame, defineRules, greedyBot, randomBot, type Action, type GameState, type RollEffect, type Rules, type RulesOverrides } from '../../src/index.js';
import { FARKLE_SIX, bank, keep, newGame, play, roll } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** Expects `defineRules(overrides, base)` to refuse with `invalid-rules` at `path`, saying no game could end. */
function expectEndless(overrides: RulesOverrides, path: string, base: Parameters<typeof defineRules>[1] = 'classic'): FarkleError {
  const error = expectFarkleError(() => defineRules(overrides, base), 'invalid-rules', path);
  expect(error.message).toContain('no game could end');
  return error;
}

/** Plays `actions` from a new game of `rules` (seat 0 first) and expects the game over with `winners`. */
function expectEnds(rules: Rules, actions: readonly Action[], winners: readonly number[]): GameState {
  const { state } = play(newGame(rules), actions);
  expect(state.over).toBe(true);
  expect(state.winners).toEqual(winners);
  return state;
}

/** A table of three of a kind alone: no single die, no straight, nothing else scores. */
const TRIPLES_ONLY: RulesOverrides['scoring'] = {
  singles: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 },
  threeOfAKind: { 1: 1000, 2: 200, 3: 300, 4: 400, 5: 500, 6: 600 },
  fourOfAKind: null,
  fiveOfAKind: null,
  sixOfAKind: null,
  straights: [],
  threePairs: null,
  fourOfAKindAndPair: null,
  twoTriplets: null,
};

describe('an exact target off the grid of scores', () => {
  it('the issue: 10,001 exactly in classic, where every score is a multiple of 50, is refused', () => {
    const error = expectEndless({ end: { target: 10_001, trigger: 'exact' } }, 'end.target');
    expect(error.message).toContain('every score is a multiple of 50');
    expect(error.message).toContain('10,001');
  });

  it('targets on the grid are accepted, and a game hits one exactly', () => {
    expect(defineRules({ end: { target: 10_050, trigger: 'exact' } }).end.target).toBe(10_050);
    const rules = defineRules({ end: { target: 450, trigger: 'exact', finalRound: false }, bank: { entry: 0 } });
    // 1 1 1 5 = 350, then 1 = 100: 450 exactly.
    expectEnds(rules, [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3), roll(1, 2), keep(0), bank], [0]);
  });

  it('a full house of 275 puts every score on a grid of 25: 10,025 is accepted, 10,010 is not', () => {
    const scoring = { fullHouse: { points: 275, plusThreeOfAKind: false } };
    expect(defineRules({ scoring, end: { target: 10_025, trigger: 'exact' } }).end.target).toBe(10_025);
    expectEndless({ scoring, end: { target: 10_010, trigger: 'exact' } }, 'end.target');
  });

  it('a penalty moves scores off the grid: with a penalty of 49, 101 is reached from -49', () => {
    const rules = defineRules({ end: { target: 101, trigger: 'exact', finalRound: false }, bank: { entry: 0 }, farklePenalty: { farkles: 1, points: 49 } });
    // Ann farkles (-49), Bob farkles, Ann keeps 1 and 5 and banks 150: -49 + 150 = 101.
    expectEnds(rules, [roll(...FARKLE_SIX), roll(...FARKLE_SIX), roll(1, 5, 2, 3, 4, 6), keep(0, 1), bank], [0]);
    // A penalty of 50 stays on the grid.
    expectEndless({ end: { target: 101, trigger: 'exact' }, bank: { entry: 0 }, farklePenalty: { farkles: 1, points: 50 } }, 'end.target');
  });

  it('so does the floor a penalty stops at: with a floor of -40, 110 is reached; with -30 it is not', () => {
    const overrides = (floor: number): RulesOverrides => ({ end: { target: 110, trigger: 'exact', finalRound: false }, bank: { entry: 0 }, farklePenalty: { farkles: 1, points: 50 }, scoreFloor: floor });
    // Ann farkles: 0 - 50 stops at -40; Bob farkles; Ann banks 150: 110.
    expectEnds(defineRules(overrides(-40)), [roll(...FARKLE_SIX), roll(...FARKLE_SIX), roll(1, 5, 2, 3, 4, 6), keep(0, 1), bank], [0]);
    expectEndless(overrides(-30), 'end.target');
  });

  it('an exact target below the bank minimum is refused; at the minimum it is hit', () => {
    expectEndless({ end: { target: 300, trigger: 'exact' }, bank: { entry: 0, minimum: 350 } }, 'end.target');
    const rules = defineRules({ end: { target: 350, trigger: 'exact', finalRound: false }, bank: { entry: 0, minimum: 350 } });
    expectEnds(rules, [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3), bank], [0]);
  });

  it('an exact target below the entry is hit by a player on the board: the first bank passes it and is lost', () => {
    // Classic: 500 to get on the board. Ann banks 500 (past 100: lost, but on the board), then 100.
    const rules = defineRules({ end: { target: 100, trigger: 'exact', finalRound: false } });
    const turns = [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2), bank, roll(...FARKLE_SIX), roll(1, 2, 3, 4, 6, 6), keep(0), bank];
    expectEnds(rules, turns, [0]);
  });
});

describe('no turn can ever bank', () => {
  it('a bank minimum above what any turn can score: five dice and three of a kind alone make at most 1,000 a turn', () => {
    const error = expectEndless({ dice: 5, scoring: TRIPLES_ONLY, bank: { entry: 1001 } }, 'bank.entry');
    expect(error.message).toContain('the most a turn can bank is 1,000 points');
    expectEndless({ dice: 5, scoring: TRIPLES_ONLY, bank: { entry: 0, minimum: 1001 } }, 'bank.minimum');
    // At 1,000 it is the one turn that banks: three 1s.
    const rules = defineRules({ dice: 5, scoring: TRIPLES_ONLY, bank: { entry: 1000 }, end: { target: 1000, finalRound: false, trigger: 'reach' } });
    expectEnds(rules, [roll(1, 1, 1, 2, 3), keep(0, 1, 2), bank], [0]);
  });

  it('six dice and three of a kind alone roll again through hot dice: any minimum is accepted', () => {
    expect(defineRules({ scoring: TRIPLES_ONLY, bank: { entry: 10_000_000 } }).bank.entry).toBe(10_000_000);
  });

  it('a must-roll rule after every keep: three of a kind alone and rollAfterSet', () => {
    expectEndless({ dice: 5, scoring: TRIPLES_ONLY, bank: { entry: 0 }, turn: { rollAfterSet: true } }, 'turn.rollAfterSet');
    // A straight of 1-2 is no set: a bank may follow it.
    const rules = defineRules({ dice: 5, scoring: { ...TRIPLES_ONLY, straights: [{ faces: [1, 2], points: 100 }] }, bank: { entry: 0 }, turn: { rollAfterSet: true }, end: { target: 100, trigger: 'reach', finalRound: false } });
    expectEnds(rules, [roll(1, 2, 3, 4, 6), keep(0, 1), bank], [0]);
  });

  it('keeping every scoring die when every face scores is hot dice at every keep: with rollAfterHotDice nobody banks', () => {
    const singles = { 1: 100, 2: 50, 3: 50, 4: 50, 5: 50, 6: 50 };
    expectEndless({ scoring: { singles }, turn: { keepEveryScoringDie: true, rollAfterHotDice: true } }, 'turn.rollAfterHotDice');
    // One face that scores nothing alone lets a keep leave a die.
    const rules = defineRules({ scoring: { singles: { ...singles, 6: 0 } }, turn: { keepEveryScoringDie: true, rollAfterHotDice: true }, bank: { entry: 0 }, end: { target: 350, trigger: 'reach', finalRound: false } });
    expectEnds(rules, [roll(1, 1, 2, 2, 3, 6), keep(0, 1, 2, 3, 4), bank], [0]);
  });

  it('roll effects that take every scoring roll: one die, whose 1 and 5 both end the turn', () => {
    const effects: RollEffect[] = [
      { faces: [1], effect: 'loseTurn' },
      { faces: [5], effect: 'loseScore' },
    ];
    expectEndless({ dice: 1, scoring: { rollEffects: effects } }, 'scoring.rollEffects');
    const rules = defineRules({ dice: 1, scoring: { rollEffects: effects.slice(0, 1) }, bank: { entry: 0 }, end: { target: 50, trigger: 'reach', finalRound: false } });
    expectEnds(rules, [roll(5), keep(0), bank], [0]);
  });

  it('clear combo that rolls again the one face that scores; carrying on a farkled total escapes it', () => {
    const scoring = { ...TRIPLES_ONLY, threeOfAKind: { 1: 0, 2: 200, 3: 0, 4: 0, 5: 0, 6: 0 } };
    // 2 2 2 (200), then the next roll never shows a 2: no turn reaches the 500 to get on the board.
    expectEndless({ scoring, turn: { clearCombo: true } }, 'turn.clearCombo');
    // Carried on, the farkled dice are rolled with nothing cleared: 200 + 200, then six 2s (two threes) for 800.
    const rules = defineRules({ scoring, turn: { clearCombo: true, carryOn: true }, end: { target: 800, trigger: 'reach', finalRound: false } });
    const turns: Action[] = [
      roll(2, 2, 2, 3, 4, 6),
      keep(0, 1, 2),
      roll(3, 4, 6), // Ann farkles 200 on three dice
      { type: 'carryOn', dice: [2, 2, 2] }, // Bob: 400, hot dice
      keep(0, 1, 2),
      roll(3, 3, 4, 4, 6, 5), // and farkles six dice (2s are cleared)
      { type: 'carryOn', dice: [2, 2, 2, 2, 2, 2] }, // Ann: 800
      keep(0, 1, 2, 3, 4, 5),
      bank,
    ];
    expectEnds(rules, turns, [0]);
  });
});

describe('a game that ends without a bank', () => {
  it('lives end a game whose exact target no score can hit: the farkel players are eliminated', () => {
    const rules = defineRules({ end: { target: 100_001, trigger: 'exact' } }, 'farkel');
    let state = createGame({ rules, players: ['A', 'B'], seed: 3 });
    for (let actions = 0; !state.over && actions < 20_000; actions++) state = applyAction(state, greedyBot(state));
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([]);
  });

  it("a 'win' roll ends a game whose exact target no score can hit", () => {
    const rules = defineRules({ scoring: { rollEffects: [{ faces: [6, 6, 6, 6, 6, 6], effect: 'win' }] }, end: { target: 10_001, trigger: 'exact' } });
    expectEnds(rules, [roll(6, 6, 6, 6, 6, 6)], [0]);
  });
});

describe('every preset and the rules of the README play on', () => {
  it('no preset is refused, and random play ends their games', () => {
    for (const base of ['classic', 'absolute', 'farkel', 'spicy', 'yarkle', 'zilch'] as const) {
      const rules = defineRules({ end: { target: base === 'farkel' ? 20_000 : 2000 } }, base);
      let state = createGame({ rules, players: ['A', 'B'], seed: 1 });
      for (let actions = 0; !state.over && actions < 100_000; actions++) state = applyAction(state, randomBot(state));
      expect(state.over, base).toBe(true);
    }
  });
});
