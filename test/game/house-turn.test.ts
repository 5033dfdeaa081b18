/**
 * HOUSE-RULES.md rows 16 to 19: must beat the last bank, must set aside every
 * scoring die, must roll after hot dice, must roll after a set. Played
 * through the game API with explicit dice on the classic table (1 = 100,
 * 5 = 50, three n = 100 × n but three 1s = 300, four of a kind 1,000, two
 * triplets 2,500, three pairs 1,500). Also: a game saved before these rules
 * existed still plays.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions, type Action, type GameState, type RulesOverrides } from '../../src/index.js';
import { bank, expectRefused, farkleTurn, keep, newGame, ofType, play, playTurns, roll, viaJson } from '../support/games.js';

function rules(overrides: RulesOverrides): ReturnType<typeof defineRules> {
  return defineRules({ name: 'house turn', bank: { entry: 0 }, ...overrides });
}

/** The listed keeps of a rolled state, each as the sorted faces it keeps. */
function listedKeeps(state: GameState): string[] {
  const shown = state.turn.roll ?? [];
  return legalActions(state)
    .flatMap((action) => (action.type === 'keep' ? [action.dice.map((i) => shown[i]?.face ?? 0).sort((a, b) => a - b).join('')] : []))
    .sort();
}

function types(state: GameState): string[] {
  return legalActions(state).map((action) => action.type);
}

/** Three 5s and a 1: 600, banked. */
const bank600: readonly Action[] = [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), bank];

describe('must beat the last bank (turn.mustBeatLastBank)', () => {
  const beat = rules({ turn: { mustBeatLastBank: true } });

  it('a bank needs a turn total greater than the one the previous player banked', () => {
    const after = play(newGame(beat), bank600);
    expect(after.state.turn).toMatchObject({ player: 1, toBeat: 600 });
    // Bob: three 5s (500), refused; a 1 more (600, equal), refused; a 5 more (650), banked.
    const five = play(after.state, [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2)]);
    expect(five.state.turn.total).toBe(500);
    expectRefused(five.state, bank, 'must-beat-last-bank');
    expect(types(five.state)).toEqual(['roll']);
    const six = play(five.state, [roll(1, 2, 3), keep(0)]);
    expect(six.state.turn.total).toBe(600);
    expectRefused(six.state, bank, 'must-beat-last-bank');
    const more = play(six.state, [roll(5, 2), keep(0), bank]);
    expect(ofType(more.events, 'banked')).toEqual([{ type: 'banked', player: 1, points: 650, score: 650 }]);
    expect(more.state.turn).toMatchObject({ player: 0, toBeat: 650 });
  });

  it('after a farkle there is nothing to beat', () => {
    const { state } = playTurns(newGame(beat), [bank600, farkleTurn]);
    expect(state.turn).toMatchObject({ player: 0, toBeat: 0 });
    const kept = play(state, [roll(5, 2, 3, 4, 6, 6), keep(0), bank]);
    expect(kept.state.players[0]?.score).toBe(650);
  });

  it('without the rule, the last bank is recorded but any total may be banked', () => {
    const after = play(newGame(rules({})), [...bank600, roll(5, 2, 3, 4, 6, 6), keep(0), bank]);
    expect(after.state.players[1]?.score).toBe(50);
  });

  it('a no-risk bank is a bank: the next player must beat it, and a no-risk farkle that does not beat the last bank loses it', () => {
    const both = rules({ turn: { mustBeatLastBank: true, noRisk: true } });
    // Ann farkles holding 600: banked. Bob farkles holding 500: not above 600, lost.
    const { state, events } = playTurns(newGame(both), [
      [roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), roll(2, 3)],
      [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2), roll(2, 3, 4)],
    ]);
    expect(ofType(events, 'farkled').map((e) => e.lost)).toEqual([0, 500]);
    expect(ofType(events, 'banked')).toEqual([{ type: 'banked', player: 0, points: 600, score: 600 }]);
    expect(state.players.map((p) => p.score)).toEqual([600, 0]);
    expect(state.turn.toBeat).toBe(0);
  });
});

describe('must set aside every scoring die (turn.keepEveryScoringDie)', () => {
  const every = rules({ turn: { keepEveryScoringDie: true } });

  it('the only legal keep is every scoring die: 1, 5, 5 of 1-5-5-2-3-4', () => {
    const rolled = play(newGame(every), [roll(1, 5, 5, 2, 3, 4)]).state;
    expect(listedKeeps(rolled)).toEqual(['155']);
    expectRefused(rolled, keep(0), 'must-keep-every-scoring-die');
    expectRefused(rolled, keep(0, 1), 'must-keep-every-scoring-die');
    expect(play(rolled, [keep(0, 1, 2)]).state.turn.total).toBe(200);
  });

  it('among keeps of the most dice, the one of most points: 1-1-1-5-5-5 as two triplets (2,500)', () => {
    const rolled = play(newGame(every), [roll(1, 1, 1, 5, 5, 5)]).state;
    expect(listedKeeps(rolled)).toEqual(['111555']);
    expect(play(rolled, [keep(0, 1, 2, 3, 4, 5)]).state.turn.total).toBe(2500);
  });

  it('a die that does not score is still refused as not scoring', () => {
    const rolled = play(newGame(every), [roll(1, 5, 5, 2, 3, 4)]).state;
    expectRefused(rolled, keep(0, 1, 2, 3), 'keep-does-not-score');
  });

  it('games with and without the rule list the same roll each their own way, however they interleave', () => {
    for (let round = 0; round < 2; round++) {
      expect(listedKeeps(play(newGame(every), [roll(1, 5, 5, 2, 3, 4)]).state)).toEqual(['155']);
      expect(listedKeeps(play(newGame(rules({})), [roll(1, 5, 5, 2, 3, 4)]).state)).toEqual(['1', '15', '155', '5', '55']);
    }
  });
});

describe('must roll after hot dice (turn.rollAfterHotDice)', () => {
  const hot = rules({ turn: { rollAfterHotDice: true } });

  it('after all six dice score, banking is refused until the next roll', () => {
    const kept = play(newGame(hot), [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5)]).state;
    expect(kept.turn).toMatchObject({ hotDice: true, mustRoll: true, total: 2500 });
    expectRefused(kept, bank, 'must-roll-again');
    expect(types(kept)).toEqual(['roll']);
    const rolledOn = play(kept, [roll(1, 2, 3, 4, 6, 6), keep(0)]).state;
    expect(rolledOn.turn.mustRoll).toBe(false);
    expect(play(rolledOn, [bank]).state.players[0]?.score).toBe(2600);
  });

  it('a keep that leaves dice does not force a roll', () => {
    const kept = play(newGame(hot), [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3)]).state;
    expect(kept.turn.mustRoll).toBe(false);
    expect(types(kept)).toEqual(['roll', 'bank']);
  });

  it('without the rule, hot dice may be banked', () => {
    const kept = play(newGame(rules({})), [roll(1, 1, 1, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), bank]);
    expect(kept.state.players[0]?.score).toBe(2500);
  });
});

describe('must roll after a set (turn.rollAfterSet)', () => {
  const set = rules({ turn: { rollAfterSet: true } });

  it('after keeping three of a kind the player must roll again before banking', () => {
    const kept = play(newGame(set), [roll(2, 2, 2, 1, 3, 4), keep(0, 1, 2, 3)]).state;
    expect(kept.turn).toMatchObject({ mustRoll: true, total: 300 });
    expectRefused(kept, bank, 'must-roll-again');
    // The roll on scores a 5: now the player may bank 350.
    const next = play(kept, [roll(5, 3), keep(0), bank]);
    expect(next.state.players[0]?.score).toBe(350);
  });

  it('four of a kind is a set too; singles and three pairs are not', () => {
    expect(play(newGame(set), [roll(3, 3, 3, 3, 2, 4), keep(0, 1, 2, 3)]).state.turn.mustRoll).toBe(true);
    expect(play(newGame(set), [roll(2, 2, 2, 1, 3, 4), keep(3)]).state.turn.mustRoll).toBe(false);
    const pairs = play(newGame(set), [roll(2, 2, 3, 3, 4, 4), keep(0, 1, 2, 3, 4, 5)]).state;
    expect(pairs.turn).toMatchObject({ mustRoll: false, total: 1500 });
    expect(types(pairs)).toEqual(['roll', 'bank']);
  });

  it('four of a kind counted as two of three pairs is a set', () => {
    const fours = rules({ turn: { rollAfterSet: true }, scoring: { fourOfAKindCountsAsTwoPairs: true, fourOfAKindAndPair: null, fourOfAKind: null } });
    const kept = play(newGame(fours), [roll(2, 2, 2, 2, 3, 3), keep(0, 1, 2, 3, 4, 5)]);
    expect(ofType(kept.events, 'kept')[0]?.combinations.map((c) => c.kind)).toEqual(['threePairs']);
    expect(kept.state.turn.mustRoll).toBe(true);
  });
});

describe('games saved before these rules existed', () => {
  it('a state without toBeat and mustRoll plays on as one with their defaults', () => {
    const game = play(newGame(rules({ turn: { mustBeatLastBank: true, rollAfterSet: true } })), [roll(2, 2, 2, 1, 3, 4), keep(0, 1, 2, 3)]).state;
    const saved = viaJson(game);
    const turn = saved.turn as unknown as Record<string, unknown>;
    delete turn.toBeat;
    delete turn.mustRoll;
    // Without the field, the must-roll rule reads as not owed yet: the old state may bank.
    expect(types(saved)).toEqual(['roll', 'bank']);
    const banked = applyAction(saved, { type: 'bank' });
    // Three 2s (200) and a 1 (100).
    expect(banked.players[0]?.score).toBe(300);
    expect(banked.turn).toMatchObject({ player: 1, toBeat: 300, mustRoll: false });
  });
});
