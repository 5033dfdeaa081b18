/**
 * The worked examples of the seed texts and the decisions of RULES.md
 * ("Turn and game rules"), played through the public API with explicit dice.
 * Every expected number is worked out from the seed text or RULES.md, in the
 * comments beside it.
 */
import { describe, expect, it } from 'vitest';
import { createGame, defineRules, legalActions, presets, type Action, type GameState, type Rules } from '../../src/index.js';
import {
  bank,
  buy,
  expectRefused,
  farkleTurn,
  highStakes,
  keep,
  names,
  newGame,
  ofType,
  play,
  playTurns,
  roll,
  turnsStarted,
  typesOf,
} from '../support/games.js';

function actionTypes(state: GameState): string[] {
  return legalActions(state).map((action) => (action.type === 'buy' ? `buy ${action.count}` : action.type));
}

// ================================================================ yarkle (004)

describe('yarkle sample turn (seed 004)', () => {
  // "First roll (6 dice): 2, 3, 4, 5, 6, 6 / Set aside 5 (50 points)."
  const first = play(newGame('yarkle'), [roll(2, 3, 4, 5, 6, 6), keep(3)]);
  // "Second roll (5 remaining dice): 1, 4, 4, 4, 6 / Set aside 1 (100 points) and three 4s (400 points)."
  const second = play(first.state, [roll(1, 4, 4, 4, 6), keep(0, 1, 2, 3)]);
  // "Third roll (1 remaining die): 1 / Score 100 points. Your total is now 650."
  const third = play(second.state, [roll(1), keep(0)]);

  it('sets aside the 5 for 50, leaving five dice', () => {
    expect(first.state.turn.total).toBe(50);
    expect(ofType(first.events, 'kept')[0]?.points).toBe(50);
    expect(first.state.turn.rollable).toHaveLength(5);
    expect(first.state.turn.phase).toBe('kept');
  });

  it('cannot bank 50 on the first bank ("You must score 500+ to get on the board")', () => {
    expectRefused(first.state, bank, 'below-bank-minimum');
  });

  it('keeps the 1 and three 4s for a running total of 550, leaving one die', () => {
    expect(ofType(second.events, 'kept')[0]?.points).toBe(500);
    expect(second.state.turn.total).toBe(550);
    expect(second.state.turn.rollable).toHaveLength(1);
  });

  it('550 is enough to get on the board: banking it scores 550', () => {
    const banked = play(second.state, [bank]);
    expect(ofType(banked.events, 'banked')).toEqual([{ type: 'banked', player: 0, points: 550, score: 550 }]);
    expect(banked.state.players[0]?.score).toBe(550);
    expect(banked.state.players[0]?.onBoard).toBe(true);
    expect(banked.state.turn.player).toBe(1);
  });

  it('450 (the three 4s without the 1) is not enough for the first bank', () => {
    const only4s = play(first.state, [roll(1, 4, 4, 4, 6), keep(1, 2, 3)]);
    expect(only4s.state.turn.total).toBe(450);
    expectRefused(only4s.state, bank, 'below-bank-minimum');
  });

  it('rolls the last die, a 1: 650 and hot dice, so the next roll throws all six', () => {
    expect(third.state.turn.total).toBe(650);
    expect(ofType(third.events, 'hotDice')).toEqual([{ type: 'hotDice', player: 0, turnTotal: 650 }]);
    expect(third.state.turn.hotDice).toBe(true);
    expect(actionTypes(third.state).sort()).toEqual(['bank', 'roll']);
  });

  it('fourth roll 2, 3, 3, 3, 6, 6: sets aside three 3s for a running total of 950 with three dice left', () => {
    const fourth = play(third.state, [roll(2, 3, 3, 3, 6, 6), keep(1, 2, 3)]);
    expect(ofType(fourth.events, 'rolled')[0]?.dice).toHaveLength(6);
    expect(fourth.state.turn.total).toBe(950);
    expect(fourth.state.turn.rollable).toHaveLength(3);
    expect(play(fourth.state, [bank]).state.players[0]?.score).toBe(950);
  });

  it('alternate fourth roll 2, 3, 3, 4, 4, 6 farkles: the 650 is lost and the dice pass on', () => {
    const farkled = play(third.state, [roll(2, 3, 3, 4, 4, 6)]);
    expect(typesOf(farkled.events)).toEqual(['rolled', 'farkled', 'turnStarted']);
    expect(ofType(farkled.events, 'farkled')[0]).toMatchObject({ player: 0, lost: 650 });
    expect(farkled.state.players[0]?.score).toBe(0);
    expect(farkled.state.players[0]?.onBoard).toBe(false);
    expect(farkled.state.turn).toMatchObject({ player: 1, phase: 'start', total: 0 });
  });
});

// ================================================================ farkel (002)

describe('farkel sample round (seed 002)', () => {
  // "if a team rolled - 4 - 3 - 4 - 4 - 1 - 6 - they may choose to remove the three 4s or the 1 or both"
  const rolled = play(newGame('farkel'), [roll(4, 3, 4, 4, 1, 6)]);
  const fours = play(rolled.state, [keep(0, 2, 3)]);
  // "Their second roll (using only three remaining dice) produces - 1 - 6 - 5."
  const second = play(fours.state, [roll(1, 6, 5), keep(0, 2)]);

  it('may remove the three 4s, the 1, or both', () => {
    const keeps = legalActions(rolled.state).flatMap((action) => (action.type === 'keep' ? [[...action.dice].sort()] : []));
    expect(keeps).toContainEqual([0, 2, 3]);
    expect(keeps).toContainEqual([4]);
    expect(keeps).toContainEqual([0, 2, 3, 4]);
  });

  it('banking the three 4s and the 1 straight away would bank 5,000 (4,000 + 1,000)', () => {
    const banked = play(rolled.state, [keep(0, 2, 3, 4), bank]);
    expect(banked.state.players[0]?.score).toBe(5000);
  });

  it('removes the three 4s for 4,000 and rolls the other three dice', () => {
    expect(fours.state.turn.total).toBe(4000);
    expect(fours.state.turn.rollable).toHaveLength(3);
  });

  it('removes the 1 and the 5 of 1-6-5: 5,500, which it could bank', () => {
    expect(second.state.turn.total).toBe(5500);
    expect(second.state.turn.rollable).toHaveLength(1);
    expect(play(second.state, [bank]).state.players[0]?.score).toBe(5500);
  });

  it('may remove just one of the 1 and the 5', () => {
    const afterRoll = play(fours.state, [roll(1, 6, 5)]).state;
    expect(play(afterRoll, [keep(0)]).state.turn.total).toBe(5000);
    expect(play(afterRoll, [keep(2)]).state.turn.total).toBe(4500);
  });

  it('a farkle on the last die adds nothing and costs one life', () => {
    const out = play(second.state, [roll(3)]);
    expect(ofType(out.events, 'farkled')[0]).toMatchObject({ player: 0, sixDice: false });
    expect(ofType(out.events, 'lifeLost')).toEqual([{ type: 'lifeLost', player: 0, lost: 1, lives: 11 }]);
    expect(out.state.players[0]).toMatchObject({ score: 0, lives: 11 });
    expect(out.state.turn.player).toBe(1);
  });

  it('a 5 on the last die makes 6,000 and all six dice roll again, risking the 6,000', () => {
    const hot = play(second.state, [roll(5), keep(0)]);
    expect(hot.state.turn.total).toBe(6000);
    expect(ofType(hot.events, 'hotDice')).toHaveLength(1);
    const next = play(hot.state, [roll(1, 2, 2, 3, 4, 6)]);
    expect(ofType(next.events, 'rolled')[0]?.dice.map((die) => die.id)).toEqual([0, 1, 2, 3, 4, 5]);
    // A Fanny Farkel after hot dice: the whole 6,000 is lost and two lives go.
    const fanny = play(hot.state, [roll(2, 6, 2, 4, 3, 6)]);
    expect(ofType(fanny.events, 'farkled')[0]).toMatchObject({ lost: 6000, sixDice: true });
    expect(fanny.state.players[0]).toMatchObject({ score: 0, lives: 10 });
  });

  it('the hot-dice Fanny Farkel is a rule option: off, a farkle on six hot dice costs one life', () => {
    const rules = defineRules({ lives: { sixDiceFarkleOnHotDice: false } }, 'farkel');
    const hot = play(newGame(rules), [roll(4, 3, 4, 4, 1, 6), keep(0, 2, 3), roll(1, 6, 5), keep(0, 2), roll(5), keep(0)]);
    const out = play(hot.state, [roll(2, 6, 2, 4, 3, 6)]);
    expect(ofType(out.events, 'lifeLost')).toEqual([{ type: 'lifeLost', player: 0, lost: 1, lives: 11 }]);
    // A turn's first six dice still cost two.
    const first = play(newGame(rules), [roll(2, 6, 2, 4, 3, 6)]);
    expect(first.state.players[0]?.lives).toBe(10);
  });

  it('Fanny Farkel 2-6-2-4-3-6 on a turn\'s first six dice costs two lives', () => {
    const out = play(newGame('farkel'), [roll(2, 6, 2, 4, 3, 6)]);
    expect(ofType(out.events, 'farkled')[0]).toMatchObject({ player: 0, sixDice: true });
    expect(ofType(out.events, 'lifeLost')).toEqual([{ type: 'lifeLost', player: 0, lost: 2, lives: 10 }]);
  });
});

// ---------------------------------------------------------------- buying dice

describe('farkel buying dice: the 17,000 examples (seed 002)', () => {
  /**
   * Team 0 banks 17,000 having set aside four dice of its last throw of six:
   * 6-6-6-5-5-5 (6,000 + 5,000, every die set aside: hot dice), then
   * 5-5-5-1-2-3, setting aside the three 5s and the 1 (5,000 + 1,000).
   * The 2 and the 3 (dice 4 and 5) are left unused.
   */
  const passing: readonly Action[] = [roll(6, 6, 6, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), roll(5, 5, 5, 1, 2, 3), keep(0, 1, 2, 3), bank];

  function afterPass(rules: Rules | 'farkel' = 'farkel', teams = 3): GameState {
    return play(newGame(rules, teams), passing).state;
  }

  it('the passing team banks 17,000 and the next team is offered the two unused dice', () => {
    const state = afterPass();
    expect(state.players[0]?.score).toBe(17000);
    expect(state.turn.player).toBe(1);
    expect(state.turn.offer).toEqual({ from: 0, dice: [4, 5], total: 17000, kind: 'bank' });
    expect(ofType(state.events, 'turnStarted')).toEqual([{ type: 'turnStarted', player: 1, offer: { from: 0, dice: [4, 5], total: 17000, kind: 'bank' } }]);
    expect(actionTypes(state).sort()).toEqual(['buy 1', 'buy 2', 'roll']);
  });

  it('buys both dice for two lives, rolls 2 and 5: 17,000 + 500 = 17,500', () => {
    const out = play(afterPass(), [buy(2, 2, 5)]);
    expect(ofType(out.events, 'bought')).toEqual([{ type: 'bought', player: 1, dice: [4, 5], lives: 2 }]);
    expect(out.state.players[1]?.lives).toBe(10);
    expect(out.state.turn.phase).toBe('rolled');
    const kept = play(out.state, [keep(1)]);
    expect(kept.state.turn.total).toBe(17500);
    // "may now continue to roll the dice (... roll the other one ...) or ... bank their 17,500 points"
    expect(actionTypes(kept.state).sort()).toEqual(['bank', 'roll']);
    const banked = play(kept.state, [bank]);
    expect(banked.state.players[1]?.score).toBe(17500);
    // "the initial 17,000 points is not taken away from the passing team"
    expect(banked.state.players[0]?.score).toBe(17000);
    // The next team is offered the die left unused (the one that showed 2), at 17,500.
    expect(banked.state.turn).toMatchObject({ player: 2, offer: { from: 1, dice: [4], total: 17500 } });
  });

  it('rolling on the other bought die and scoring sets aside every die of the round: hot dice', () => {
    const out = play(afterPass(), [buy(2, 2, 5), keep(1), roll(1), keep(0)]);
    expect(out.state.turn.total).toBe(18500);
    expect(out.state.turn.hotDice).toBe(true);
    expect(ofType(out.events, 'hotDice')).toHaveLength(1);
    const next = play(out.state, [roll(1, 2, 3, 4, 6, 6)]);
    expect(ofType(next.events, 'rolled')[0]?.dice).toHaveLength(6);
  });

  it('buys one of the two dice and rolls a 5: 17,500, but may not roll the unbought die and must bank', () => {
    const out = play(afterPass(), [buy(1, 5)]);
    expect(ofType(out.events, 'bought')[0]).toMatchObject({ player: 1, lives: 1 });
    expect(ofType(out.events, 'bought')[0]?.dice).toHaveLength(1);
    expect(out.state.players[1]?.lives).toBe(11);
    const kept = play(out.state, [keep(0)]);
    expect(kept.state.turn.total).toBe(17500);
    expect(kept.state.turn.hotDice).toBe(false);
    expectRefused(kept.state, { type: 'roll' }, 'nothing-to-roll');
    expectRefused(kept.state, roll(3), 'nothing-to-roll');
    expect(actionTypes(kept.state)).toEqual(['bank']);
    const banked = play(kept.state, [bank]);
    expect(banked.state.players[1]?.score).toBe(17500);
    // "this unused dice can be bought by the next receiving team"
    const boughtId = ofType(out.events, 'bought')[0]?.dice[0];
    const unbought = [4, 5].filter((id) => id !== boughtId);
    expect(banked.state.turn).toMatchObject({ player: 2, offer: { from: 1, dice: unbought, total: 17500 } });
    expect(actionTypes(banked.state).sort()).toEqual(['buy 1', 'roll']);
  });

  it('a bought roll that farkles costs one more life and scores nothing', () => {
    const out = play(afterPass(), [buy(2, 2, 3)]);
    expect(ofType(out.events, 'farkled')).toHaveLength(1);
    expect(ofType(out.events, 'lifeLost')).toEqual([{ type: 'lifeLost', player: 1, lost: 1, lives: 9 }]);
    expect(out.state.players[1]).toMatchObject({ score: 0, lives: 9 });
    expect(out.state.players[0]?.score).toBe(17000);
    // A farkle passes no dice on.
    expect(out.state.turn).toMatchObject({ player: 2, offer: null });
  });

  it('a bought roll that farkles loses no points: the 17,000 is earned only "if that roll scores"', () => {
    const out = play(afterPass(), [buy(2, 2, 3)]);
    expect(ofType(out.events, 'farkled')).toEqual([{ type: 'farkled', player: 1, lost: 0, sixDice: false }]);
  });

  it('the buyer must keep at least one life after paying', () => {
    const twoLives = afterPass(defineRules({ lives: { start: 2 } }, 'farkel'));
    expectRefused(twoLives, buy(2, 1, 1), 'cannot-buy');
    expect(actionTypes(twoLives).sort()).toEqual(['buy 1', 'roll']);
    expect(play(twoLives, [buy(1, 1)]).state.players[1]?.lives).toBe(1);
    const threeLives = afterPass(defineRules({ lives: { start: 3 } }, 'farkel'));
    expect(play(threeLives, [buy(2, 1, 1)]).state.players[1]?.lives).toBe(1);
  });

  it('the receiving team may start afresh with six dice at zero instead', () => {
    const out = play(afterPass(), [roll(5, 2, 3, 4, 6, 6), keep(0)]);
    expect(ofType(out.events, 'rolled')[0]?.dice).toHaveLength(6);
    expect(out.state.turn.total).toBe(500);
    expect(out.state.players[1]?.lives).toBe(12);
  });

  it('no dice are offered after a farkle or after banking with every die set aside', () => {
    const afterFarkle = play(newGame('farkel', 3), farkleTurn).state;
    expect(afterFarkle.turn.offer).toBeNull();
    expectRefused(afterFarkle, buy(1, 1), 'cannot-buy');
    const afterHot = play(newGame('farkel', 3), [roll(6, 6, 6, 5, 5, 5), keep(0, 1, 2, 3, 4, 5), bank]).state;
    expect(afterHot.players[0]?.score).toBe(11000);
    expect(afterHot.turn.offer).toBeNull();
    expectRefused(afterHot, buy(1, 1), 'cannot-buy');
  });
});

// ---------------------------------------------------------------- last team standing

describe('farkel last team standing: 72,000 banked, three rounds (seed 002)', () => {
  // Ten lives, so that five Fanny Farkels (two lives each) eliminate a team.
  const rules = defineRules({ lives: { start: 10 } }, 'farkel');
  /** 1-1-1-6-6-6: 10,000 + 6,000 (no "two triplets" in farkel), every die set aside. */
  const bank16000: readonly Action[] = [roll(1, 1, 1, 6, 6, 6), keep(0, 1, 2, 3, 4, 5), bank];
  /** 2-2-2-6-6-6: 2,000 + 6,000. */
  const bank8000: readonly Action[] = [roll(2, 2, 2, 6, 6, 6), keep(0, 1, 2, 3, 4, 5), bank];
  /** 4-4-4-2-3-6: three 4s, 4,000. */
  const bank4000: readonly Action[] = [roll(4, 4, 4, 2, 3, 6), keep(0, 1, 2), bank];
  /** 1-2-3-4-6-6: the 1, 1,000. */
  const bank1000: readonly Action[] = [roll(1, 2, 3, 4, 6, 6), keep(0), bank];
  const fanny: readonly Action[] = [roll(2, 6, 2, 4, 3, 6)];

  /** Team 0 banks 64,000 then `last`; team 1 Fanny-Farkels after each, and is out after the fifth. */
  function standing(last: readonly Action[]) {
    const turns = [bank16000, fanny, bank16000, fanny, bank16000, fanny, bank16000, fanny, last, fanny];
    return playTurns(newGame(rules, 2), turns);
  }

  it.each([
    // [score, rounds, last bank]: one round per 10,000 or part thereof short of 100,000
    [72000, 3, bank8000],
    [80000, 2, bank16000],
    [65000, 4, bank1000],
  ] as const)('with %i banked the remaining team gets %i rounds', (score, rounds, last) => {
    const { state, states } = standing(last);
    const final = states.at(-1);
    expect(state.players[1]).toMatchObject({ lives: 0, eliminated: true });
    expect(state.players[0]?.score).toBe(score);
    expect(ofType(final?.events ?? [], 'eliminated')).toEqual([{ type: 'eliminated', player: 1 }]);
    expect(ofType(final?.events ?? [], 'lastStanding')).toEqual([{ type: 'lastStanding', player: 0, rounds }]);
    expect(state.turn).toMatchObject({ player: 0, phase: 'start' });
    expect(state.over).toBe(false);
  });

  it('72,000: banks 16,000, farkles, banks 8,000 (96,000): after the third round nobody wins', () => {
    const start = standing(bank8000).state;
    const { state, events, states } = playTurns(start, [bank16000, fanny, bank8000]);
    expect(turnsStarted(events)).toEqual([0, 0]);
    expect(state.players[0]?.score).toBe(96000);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([]);
    expect(ofType(states.at(-1)?.events ?? [], 'gameOver')).toEqual([{ type: 'gameOver', winners: [] }]);
  });

  it('72,000: banking exactly 100,000 on the third round wins', () => {
    const start = standing(bank8000).state;
    const { state } = playTurns(start, [bank16000, bank8000, bank4000]);
    expect(state.players[0]?.score).toBe(100000);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0]);
  });

  it('72,000: banking 104,000 on the second round wins at once', () => {
    const start = standing(bank8000).state;
    const { state, events } = playTurns(start, [bank16000, bank16000]);
    expect(turnsStarted(events)).toEqual([0]);
    expect(state.players[0]?.score).toBe(104000);
    expect(state.winners).toEqual([0]);
  });

  it('an eliminated team is skipped; the last one standing gets its rounds; it is possible that no team wins', () => {
    const fourLives = defineRules({ lives: { start: 4 } }, 'farkel');
    // Every turn is a Fanny Farkel (two lives): seat 0 is out on its second, seat 1 on its second.
    const { state, events, states } = playTurns(newGame(fourLives, 3), Array.from({ length: 5 }, () => farkleTurn));
    expect(state.players.map((player) => player.eliminated)).toEqual([true, true, false]);
    expect(turnsStarted(events)).toEqual([1, 2, 0, 1, 2]);
    // Seat 2 stands alone with 0 points: ten rounds (100,000 short).
    expect(ofType(states.at(-1)?.events ?? [], 'lastStanding')).toEqual([{ type: 'lastStanding', player: 2, rounds: 10 }]);
    const end = playTurns(state, [farkleTurn]);
    expect(end.state.players[2]?.eliminated).toBe(true);
    expect(end.state.over).toBe(true);
    expect(end.state.winners).toEqual([]);
  });
});

// ================================================================ spicy (003)

describe('spicy dice (seed 003)', () => {
  it('die d shows its red face on a d', () => {
    const out = play(newGame('spicy'), [roll(1, 2, 4, 6, 5, 6)]);
    const dice = ofType(out.events, 'rolled')[0]?.dice ?? [];
    expect(dice.map((die) => [die.id, die.face, die.spicy])).toEqual([
      [0, 1, true],
      [1, 2, true],
      [2, 4, false],
      [3, 6, false],
      [4, 5, true],
      [5, 6, true],
    ]);
  });

  it('three 4s with die 4 on its red face score 800 rather than 400', () => {
    // Dice 2, 3 and 4 (ids 1, 2, 3) show 4; only die 4 is red on a 4.
    const out = play(newGame('spicy'), [roll(2, 4, 4, 4, 6, 3), keep(1, 2, 3)]);
    expect(ofType(out.events, 'kept')[0]?.points).toBe(800);
    expect(out.state.turn.rollable).toEqual([0, 4, 5]);
  });

  it('three 4s without a red die score 400', () => {
    const out = play(newGame('spicy'), [roll(4, 4, 4, 2, 3, 6), keep(0, 1, 2)]);
    expect(out.state.turn.total).toBe(400);
  });

  it('a straight with two red dice scores 6,000 rather than 1,500', () => {
    // Dice 1 and 2 show 1 and 2 (red); the others do not show their own number.
    const out = play(newGame('spicy'), [roll(1, 2, 4, 3, 6, 5), keep(0, 1, 2, 3, 4, 5)]);
    expect(out.state.turn.total).toBe(6000);
    expect(out.state.turn.hotDice).toBe(true);
  });

  it('a red single 1 scores 200', () => {
    const out = play(newGame('spicy'), [roll(1, 2, 3, 4, 6, 6), keep(0)]);
    expect(out.state.turn.total).toBe(200);
  });

  it('tracks each die through the turn: what is left to roll is exactly the dice not kept', () => {
    // Die 1 (id 0) and die 5 (id 4) both show 5; die 5 is red on it.
    const rolled = play(newGame('spicy'), [roll(5, 2, 3, 4, 5, 6)]).state;
    const keeps = legalActions(rolled).flatMap((action) => (action.type === 'keep' ? [action.dice] : []));
    expect(keeps).toContainEqual([0]);
    expect(keeps).toContainEqual([4]);
    const plain = play(rolled, [keep(0)]).state;
    expect(plain.turn).toMatchObject({ total: 50, rollable: [1, 2, 3, 4, 5] });
    const red = play(rolled, [keep(4)]).state;
    expect(red.turn).toMatchObject({ total: 100, rollable: [0, 1, 2, 3, 5] });
    // The next roll throws those very dice, in that order: die 1 now showing a 1 is red.
    const next = play(red, [roll(1, 2, 2, 6, 6), keep(0)]);
    expect(ofType(next.events, 'rolled')[0]?.dice.map((die) => die.id)).toEqual([0, 1, 2, 3, 5]);
    expect(ofType(next.events, 'kept')[0]?.points).toBe(200);
    expect(next.state.turn.rollable).toEqual([1, 2, 3, 5]);
  });

  it('with high stakes, the offered dice keep their identity: die 1 offered and showing a 1 is red', () => {
    const rules = defineRules({ highStakes: true }, 'spicy');
    // Seat 0 banks the red three 4s (800), leaving dice 1, 5 and 6 (ids 0, 4, 5).
    const passed = play(newGame(rules), [roll(2, 4, 4, 4, 6, 3), keep(1, 2, 3), bank]).state;
    expect(passed.turn.offer).toEqual({ from: 0, dice: [0, 4, 5], total: 800, kind: 'bank' });
    // They show 1, 2, 3: only die 1 is on its red face; its 1 scores 200.
    const out = play(passed, [highStakes(1, 2, 3), keep(0)]);
    expect(ofType(out.events, 'rolled')[0]?.dice).toEqual([
      { id: 0, face: 1, spicy: true, wild: false },
      { id: 4, face: 2, spicy: false, wild: false },
      { id: 5, face: 3, spicy: false, wild: false },
    ]);
    expect(out.state.turn.total).toBe(1000);
  });

  it('refuses a roll that claims a red face the die does not have', () => {
    const start = newGame('spicy');
    expectRefused(start, roll({ face: 4, spicy: true }, 2, 3, 4, 5, 6), 'invalid-die');
    expectRefused(start, roll({ face: 1, spicy: false }, 2, 3, 4, 5, 6), 'invalid-die');
    expect(play(start, [roll({ face: 1, spicy: true }, 2, 3, 4, 5, 6), keep(0)]).state.turn.total).toBe(200);
  });
});

// ================================================================ endings

/** Six 1s: classic/yarkle six of a kind, 3,000, every die set aside. */
const sixOnes: readonly Action[] = [roll(1, 1, 1, 1, 1, 1), keep(0, 1, 2, 3, 4, 5)];
/** A classic-table turn banking 3,000 × `cycles` through hot dice. */
function bankSixOnes(cycles: number): Action[] {
  return [...Array.from({ length: cycles }, () => sixOnes).flat(), bank];
}
/** Classic table: 9,000 through hot dice, then four 2s (1,000): exactly 10,000, two dice left. */
const bank10000: readonly Action[] = [...sixOnes, ...sixOnes, ...sixOnes, roll(2, 2, 2, 2, 3, 4), keep(0, 1, 2, 3), bank];
/** A single 5: 50. */
const bank50: readonly Action[] = [roll(5, 2, 3, 4, 6, 6), keep(0), bank];

describe('the target and the final round', () => {
  it('the presets trigger as RULES.md says: classic surpasses, the others reach', () => {
    expect(presets.classic.end).toMatchObject({ target: 10000, trigger: 'exceed', finalRound: true, ties: 'share' });
    expect(presets.absolute.end).toMatchObject({ target: 10000, trigger: 'reach', finalRound: true, ties: 'playOff' });
    expect(presets.yarkle.end).toMatchObject({ target: 10000, trigger: 'reach', finalRound: true, ties: 'share' });
    expect(presets.spicy.end).toMatchObject({ target: 25000, trigger: 'reach', finalRound: true, ties: 'share' });
    expect(presets.farkel.end).toMatchObject({ target: 100000, trigger: 'reach', finalRound: false });
  });

  it('classic: exactly 10,000 does not trigger the final round ("surpasses")', () => {
    const { state, events } = play(newGame('classic'), bank10000);
    expect(state.players[0]?.score).toBe(10000);
    expect(ofType(events, 'finalRound')).toEqual([]);
    expect(state.endgame).toBeNull();
    // Above it does: 10,050.
    const later = playTurns(state, [farkleTurn, bank50]);
    expect(ofType(later.events, 'finalRound')).toEqual([{ type: 'finalRound', trigger: 0, score: 10050 }]);
    const end = playTurns(later.state, [farkleTurn]);
    expect(end.state.over).toBe(true);
    expect(end.state.winners).toEqual([0]);
  });

  it('yarkle: reaching exactly 10,000 triggers the final round ("reaches 10,000+")', () => {
    const { events, state } = play(newGame('yarkle'), bank10000);
    expect(ofType(events, 'finalRound')).toEqual([{ type: 'finalRound', trigger: 0, score: 10000 }]);
    expect(state.endgame?.kind).toBe('finalRound');
  });

  it('the final round gives each other player one turn in seat order, even after the leader is passed', () => {
    // Seat 1 triggers with 12,000; seat 2 passes it with 15,000; seat 0 still plays once; seat 1 never again.
    const { state, events } = playTurns(newGame('classic', 3), [farkleTurn, bankSixOnes(4), bankSixOnes(5), farkleTurn]);
    const fromTrigger = events.slice(events.findIndex((event) => event.type === 'finalRound'));
    expect(turnsStarted(fromTrigger)).toEqual([2, 0]);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([2]);
    expect(state.players.map((player) => player.score)).toEqual([0, 12000, 15000]);
  });

  it('classic: tied leaders share the win', () => {
    const { state, events } = playTurns(newGame('classic', 3), [bankSixOnes(4), bankSixOnes(4), farkleTurn]);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0, 1]);
    expect(ofType(events, 'tieBreak')).toEqual([]);
    expect(ofType(events, 'gameOver')).toEqual([{ type: 'gameOver', winners: [0, 1] }]);
  });

  it('the final round is a rule option: off, the first to the target wins at once', () => {
    const rules = defineRules({ end: { finalRound: false } }, 'classic');
    const { state, states } = playTurns(newGame(rules, 3), [bankSixOnes(4)]);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0]);
    expect(typesOf(states.at(-1)?.events ?? [])).toEqual(['banked', 'gameOver']);
  });

  it('finalRoundRestarts is the other reading: passing everyone starts the final round again', () => {
    const rules = defineRules({ end: { finalRoundRestarts: true } }, 'classic');
    // Seat 1 triggers with 12,000; seat 2 passes it with 15,000 and starts the final round again:
    // seat 0 and seat 1 (the earlier trigger) each get one more turn, then the game ends.
    const passed = playTurns(newGame(rules, 3), [farkleTurn, bankSixOnes(4), bankSixOnes(5)]);
    expect(ofType(passed.events, 'finalRound')).toEqual([
      { type: 'finalRound', trigger: 1, score: 12000 },
      { type: 'finalRound', trigger: 2, score: 15000 },
    ]);
    expect(passed.state.endgame).toEqual({ kind: 'finalRound', queue: [1] });
    expect(passed.state.turn.player).toBe(0);
    const end = playTurns(passed.state, [farkleTurn, farkleTurn]);
    expect(turnsStarted(end.events)).toEqual([1]);
    expect(end.state.over).toBe(true);
    expect(end.state.winners).toEqual([2]);
  });

  it('finalRoundRestarts: the earlier trigger can pass back; a tie or a bank below the leader restarts nothing', () => {
    const rules = defineRules({ end: { finalRoundRestarts: true } }, 'classic');
    // Seat 0 triggers with 12,000; seat 1 passes with 15,000; seat 0 passes back with 27,000;
    // seat 1 then banks 30,000 in all (above 27,000: again); seat 0 banks 3,000 (30,000: a tie).
    const { state, events } = playTurns(newGame(rules, 2), [bankSixOnes(4), bankSixOnes(5), bankSixOnes(5), bankSixOnes(5), bankSixOnes(1)]);
    expect(ofType(events, 'finalRound').map((event) => [event.trigger, event.score])).toEqual([
      [0, 12000],
      [1, 15000],
      [0, 27000],
      [1, 30000],
    ]);
    expect(state.over).toBe(true);
    expect(state.players.map((player) => player.score)).toEqual([30000, 30000]);
    expect(state.winners).toEqual([0, 1]);
    // Left out of an override, the option keeps RULES.md's reading.
    expect(defineRules({ end: { target: 5000 } }, 'classic').end.finalRoundRestarts).toBe(false);
  });

  it('"tied leaders play on" is a rule option for classic', () => {
    const rules = defineRules({ end: { ties: 'playOff' } }, 'classic');
    const { state, events } = playTurns(newGame(rules, 2), [bankSixOnes(4), bankSixOnes(4)]);
    expect(state.over).toBe(false);
    expect(ofType(events, 'tieBreak')).toEqual([{ type: 'tieBreak', players: [0, 1] }]);
  });
});

describe('absolute: tied leaders take another turn each until one leads (seed 001)', () => {
  const rules = defineRules({ end: { target: 1000 } }, 'absolute');
  /** Three 1s: 1,000 in absolute. */
  const bank1000: readonly Action[] = [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), bank];
  /** Three 5s: 500. */
  const bank500: readonly Action[] = [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2), bank];
  /** Three 4s: 400. */
  const bank400: readonly Action[] = [roll(4, 4, 4, 2, 3, 6), keep(0, 1, 2), bank];

  it('two players tied at the top play on, repeatedly; the third player does not', () => {
    const game = newGame(rules, 3);
    // Seat 0 reaches 1,000 (final round); seat 1 ties; seat 2 farkles.
    const round = playTurns(game, [bank1000, bank1000, farkleTurn]);
    expect(ofType(round.events, 'finalRound')).toEqual([{ type: 'finalRound', trigger: 0, score: 1000 }]);
    expect(ofType(round.events, 'tieBreak')).toEqual([{ type: 'tieBreak', players: [0, 1] }]);
    expect(round.state.over).toBe(false);
    expect(round.state.turn.player).toBe(0);
    // Both farkle: still tied, another turn each.
    const again = playTurns(round.state, [farkleTurn, farkleTurn]);
    expect(turnsStarted(again.events)).toEqual([1, 0]);
    expect(ofType(again.events, 'tieBreak')).toEqual([{ type: 'tieBreak', players: [0, 1] }]);
    expect(again.state.over).toBe(false);
    // Seat 0 banks 500, seat 1 only 400: seat 0 leads and wins alone.
    const end = playTurns(again.state, [bank500, bank400]);
    expect(turnsStarted(end.events)).toEqual([1]);
    expect(end.state.players.map((player) => player.score)).toEqual([1500, 1400, 0]);
    expect(end.state.over).toBe(true);
    expect(end.state.winners).toEqual([0]);
  });

  it('two players: a play-off turn that takes the lead wins', () => {
    // After the tie, seat 0 banks 500 and seat 1 farkles: seat 0 wins.
    const { state } = playTurns(newGame(rules, 2), [bank1000, bank1000, bank500, farkleTurn]);
    expect(state.over).toBe(true);
    expect(state.winners).toEqual([0]);
  });
});

// ================================================================ banking minimums

describe('absolute: first bank at least 1,000, then at least 350 (seed 001)', () => {
  it('refuses 900 and 950 on the first bank, accepts 1,000', () => {
    const hot = play(newGame('absolute'), [roll(5, 5, 5, 4, 4, 4), keep(0, 1, 2, 3, 4, 5)]);
    // 500 + 400, every die set aside: 900 with six dice to roll.
    expect(hot.state.turn.total).toBe(900);
    expectRefused(hot.state, bank, 'below-bank-minimum');
    const at950 = play(hot.state, [roll(5, 2, 3, 4, 6, 6), keep(0)]).state;
    expect(at950.turn.total).toBe(950);
    expectRefused(at950, bank, 'below-bank-minimum');
    const banked = play(at950, [roll(5, 2, 3, 4, 6), keep(0), bank]).state;
    expect(banked.players[0]).toMatchObject({ score: 1000, onBoard: true });
  });

  it('after the first bank, 300 is refused and 350 accepted; the other player still needs 1,000', () => {
    const onBoard = playTurns(newGame('absolute'), [[roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), bank]]).state;
    expect(onBoard.players[0]?.score).toBe(1000);
    // Seat 1, not on the board, cannot bank 500.
    const other = play(onBoard, [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2)]).state;
    expect(other.turn.total).toBe(500);
    expectRefused(other, bank, 'below-bank-minimum');
    const back = play(other, [roll(2, 3, 4)]).state;
    expect(back.turn.player).toBe(0);
    const at300 = play(back, [roll(3, 3, 3, 2, 4, 6), keep(0, 1, 2)]).state;
    expect(at300.turn.total).toBe(300);
    expectRefused(at300, bank, 'below-bank-minimum');
    const at350 = play(at300, [roll(5, 2, 4), keep(0), bank]).state;
    expect(at350.players[0]?.score).toBe(1350);
  });
});

// ================================================================ farkle penalty

describe('third farkle in a row: -1,000 (yarkle, absolute)', () => {
  /** An opening bank for seat 0 that meets the preset's entry: 3,000 in yarkle (six 1s), 1,000 in absolute (three 1s). */
  const cases = [
    ['yarkle', [...sixOnes, bank], 3000],
    ['absolute', [roll(1, 1, 1, 2, 3, 4), keep(0, 1, 2), bank], 1000],
  ] as const;

  describe.each(cases)('%s', (preset, opening, score) => {
    it('the third farkle in a row costs 1,000 and resets the streak; scores may go below zero', () => {
      const banked = playTurns(newGame(preset), [opening]).state;
      expect(banked.players[0]?.score).toBe(score);
      // Seat 1 farkles, then both farkle twice more: each reaches three in a row.
      const { state, events } = playTurns(banked, [farkleTurn, farkleTurn, farkleTurn, farkleTurn, farkleTurn, farkleTurn]);
      expect(ofType(events, 'penalty')).toEqual([
        { type: 'penalty', player: 1, points: 1000, score: -1000, reason: 'streak' },
        { type: 'penalty', player: 0, points: 1000, score: score - 1000, reason: 'streak' },
      ]);
      expect(state.players.map((player) => player.farkleStreak)).toEqual([0, 0]);
      // The penalty reset the streak: two more farkles each cost nothing, the third does.
      const more = playTurns(state, [farkleTurn, farkleTurn, farkleTurn, farkleTurn]);
      expect(ofType(more.events, 'penalty')).toEqual([]);
      const third = playTurns(more.state, [farkleTurn, farkleTurn]);
      expect(ofType(third.events, 'penalty')).toEqual([
        { type: 'penalty', player: 1, points: 1000, score: -2000, reason: 'streak' },
        { type: 'penalty', player: 0, points: 1000, score: score - 2000, reason: 'streak' },
      ]);
    });

    it('a banked turn resets the streak', () => {
      // Seat 0: farkle, farkle, bank, farkle, farkle: no penalty; the next farkle is the third in a row.
      const turns = [farkleTurn, farkleTurn, farkleTurn, farkleTurn, opening, farkleTurn, farkleTurn, farkleTurn, farkleTurn];
      const { state, events } = playTurns(newGame(preset), turns);
      // Seat 1 farkled four times in a row: one penalty, on its third.
      expect(ofType(events, 'penalty').map((event) => event.player)).toEqual([1]);
      expect(state.players[0]).toMatchObject({ score, farkleStreak: 2 });
      expect(state.players[1]).toMatchObject({ score: -1000, farkleStreak: 1 });
      const last = playTurns(state, [farkleTurn, farkleTurn]);
      expect(ofType(last.events, 'penalty')).toEqual([{ type: 'penalty', player: 0, points: 1000, score: score - 1000, reason: 'streak' }]);
    });
  });

  it('resetAfterPenalty: false is the other reading: every further farkle of the streak is penalized too', () => {
    const rules = defineRules({ farklePenalty: { farkles: 3, points: 1000, resetAfterPenalty: false } }, 'yarkle');
    // Four farkle turns each: the third and the fourth in a row cost 1,000 each (seat 0 starts).
    const { state, events } = playTurns(newGame(rules), Array.from({ length: 8 }, () => farkleTurn));
    expect(ofType(events, 'penalty')).toEqual([
      { type: 'penalty', player: 0, points: 1000, score: -1000, reason: 'streak' },
      { type: 'penalty', player: 1, points: 1000, score: -1000, reason: 'streak' },
      { type: 'penalty', player: 0, points: 1000, score: -2000, reason: 'streak' },
      { type: 'penalty', player: 1, points: 1000, score: -2000, reason: 'streak' },
    ]);
    expect(state.players.map((player) => player.farkleStreak)).toEqual([4, 4]);
    // Left out of an override, the option keeps the default reading.
    expect(defineRules({ farklePenalty: { farkles: 2, points: 50 } }, 'classic').farklePenalty).toEqual({ farkles: 2, points: 50, resetAfterPenalty: true });
  });

  it('absolute: the penalty is a rule option that can be turned off', () => {
    const rules = defineRules({ farklePenalty: null }, 'absolute');
    const { state, events } = playTurns(newGame(rules), Array.from({ length: 6 }, () => farkleTurn));
    expect(ofType(events, 'penalty')).toEqual([]);
    expect(state.players.map((player) => player.score)).toEqual([0, 0]);
  });

  it('classic, spicy and farkel have no points penalty', () => {
    for (const preset of ['classic', 'spicy', 'farkel'] as const) {
      const { events } = playTurns(newGame(preset), Array.from({ length: 6 }, () => farkleTurn));
      expect(ofType(events, 'penalty'), preset).toEqual([]);
    }
  });

  it('a score floor (rule option) stops the penalty at the floor', () => {
    const rules = defineRules({ scoreFloor: 0 }, 'yarkle');
    // Seat 0 banks 500 (three 5s); then both farkle three times.
    const opening = [roll(5, 5, 5, 2, 3, 4), keep(0, 1, 2), bank];
    const { state } = playTurns(newGame(rules), [opening, ...Array.from({ length: 6 }, () => farkleTurn)]);
    expect(state.players.map((player) => player.score)).toEqual([0, 0]);
    // Without the floor the same game ends at -500 and -1,000.
    const plain = playTurns(newGame('yarkle'), [opening, ...Array.from({ length: 6 }, () => farkleTurn)]);
    expect(plain.state.players.map((player) => player.score)).toEqual([-500, -1000]);
  });
});

// ================================================================ high stakes

describe('high stakes (option, seed 003) with classic', () => {
  const rules = defineRules({ highStakes: true }, 'classic');
  /** Seat 0: 1 (100), then three 5s of five dice (500): banks 600, leaving dice 4 and 5 unused. */
  const passing: readonly Action[] = [roll(1, 2, 3, 4, 6, 6), keep(0), roll(5, 5, 5, 2, 3), keep(0, 1, 2), bank];

  function offered(): GameState {
    return play(newGame(rules, 3), passing).state;
  }

  it('offers exactly the dice not set aside, with the banked turn total', () => {
    const state = offered();
    expect(state.players[0]?.score).toBe(600);
    expect(state.turn.offer).toEqual({ from: 0, dice: [4, 5], total: 600, kind: 'bank' });
    expect(actionTypes(state).sort()).toEqual(['highStakes', 'roll']);
  });

  it('inherits the banked turn total when the first roll scores, and plays on as usual', () => {
    const out = play(offered(), [highStakes(1, 3)]);
    expect(ofType(out.events, 'highStakes')).toEqual([{ type: 'highStakes', player: 1, dice: [4, 5], total: 600 }]);
    expect(ofType(out.events, 'rolled')[0]?.dice.map((die) => die.id)).toEqual([4, 5]);
    const kept = play(out.state, [keep(0)]);
    expect(kept.state.turn.total).toBe(700);
    expect(actionTypes(kept.state).sort()).toEqual(['bank', 'roll']);
    const banked = play(kept.state, [bank]);
    expect(banked.state.players.map((player) => player.score)).toEqual([600, 700, 0]);
    // The next player is offered the die seat 1 did not set aside, at 700.
    expect(banked.state.turn).toMatchObject({ player: 2, offer: { from: 1, dice: [5], total: 700 } });
  });

  it('hot dice on a high-stakes turn: all six roll again', () => {
    const out = play(offered(), [highStakes(1, 5), keep(0, 1)]);
    expect(out.state.turn.total).toBe(750);
    expect(out.state.turn.hotDice).toBe(true);
    const next = play(out.state, [roll(2, 2, 3, 3, 4, 6)]);
    expect(ofType(next.events, 'rolled')[0]?.dice).toHaveLength(6);
    expect(ofType(next.events, 'farkled')[0]?.player).toBe(1);
  });

  it('a high-stakes roll that farkles ends the turn with nothing, and offers nothing on', () => {
    const out = play(offered(), [highStakes(2, 3)]);
    expect(ofType(out.events, 'farkled')).toHaveLength(1);
    expect(out.state.players.map((player) => player.score)).toEqual([600, 0, 0]);
    expect(out.state.turn).toMatchObject({ player: 2, offer: null });
    expectRefused(out.state, highStakes(1, 1), 'cannot-high-stakes');
  });

  it('a high-stakes roll that farkles loses no points: the 600 is inherited only "if that first roll scores"', () => {
    const out = play(offered(), [highStakes(2, 3)]);
    expect(ofType(out.events, 'farkled')).toEqual([{ type: 'farkled', player: 1, lost: 0, sixDice: false }]);
  });

  it('the player may decline and roll six fresh dice from zero', () => {
    const out = play(offered(), [roll(5, 2, 3, 4, 6, 6), keep(0)]);
    expect(out.state.turn.total).toBe(50);
    expect(out.state.turn.mode).toBe('fresh');
  });

  it('no offer after banking with every die set aside', () => {
    const state = play(newGame(rules, 2), [...sixOnes, bank]).state;
    expect(state.turn.offer).toBeNull();
    expectRefused(state, highStakes(1, 1, 1, 1, 1, 1), 'cannot-high-stakes');
  });

  it('plain classic has no high stakes', () => {
    const state = play(newGame('classic', 2), passing).state;
    expect(actionTypes(state)).toEqual(['roll']);
    expectRefused(state, highStakes(1, 1), 'cannot-high-stakes');
  });
});

// ================================================================ beyond the seeds

describe('house rules as data', () => {
  it('a six-dice farkle bonus: six dice with nothing scoring score the bonus instead of farkling', () => {
    const rules = defineRules({ scoring: { sixDiceFarkle: 500 } }, 'classic');
    const out = play(newGame(rules), [roll(2, 3, 4, 6, 2, 3)]);
    expect(ofType(out.events, 'farkled')).toEqual([]);
    expect(out.state.turn.phase).toBe('rolled');
    const kept = play(out.state, [keep(0, 1, 2, 3, 4, 5)]);
    expect(kept.state.turn).toMatchObject({ total: 500, hotDice: true });
    // Fewer than six dice with nothing scoring still farkle.
    const five = play(newGame(rules), [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 6)]);
    expect(ofType(five.events, 'farkled')).toHaveLength(1);
  });

  it('a minimum to bank on every turn', () => {
    const rules = defineRules({ bank: { entry: 0, minimum: 300 } }, 'classic');
    const at200 = play(newGame(rules), [roll(1, 1, 2, 3, 4, 6), keep(0, 1)]).state;
    expect(at200.turn.total).toBe(200);
    expectRefused(at200, bank, 'below-bank-minimum');
    expect(play(at200, [roll(1, 2, 3, 4), keep(0), bank]).state.players[0]?.score).toBe(300);
  });
});

// ================================================================ first player

describe('who goes first', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => i);

  it.each(['classic', 'absolute', 'spicy', 'yarkle'] as const)('%s: the highest single die starts; tied players roll again', (preset) => {
    for (const seed of seeds) {
      const game = createGame({ rules: preset, players: names(3), seed });
      const rounds = ofType(game.events, 'firstPlayerRoll');
      let contenders = [0, 1, 2];
      for (const round of rounds) {
        expect(round.rolls.map((r) => r.player)).toEqual(contenders);
        const top = Math.max(...round.rolls.map((r) => r.face));
        contenders = round.rolls.filter((r) => r.face === top).map((r) => r.player);
      }
      expect(contenders).toHaveLength(1);
      expect(ofType(game.events, 'firstPlayer')).toEqual([{ type: 'firstPlayer', player: contenders[0], chosen: false }]);
      expect(game.turn.player).toBe(contenders[0]);
    }
  });

  it('farkel: the first seat to throw a 6, throwing in seat order', () => {
    for (const seed of seeds) {
      const game = createGame({ rules: 'farkel', players: names(3), seed });
      const throws = ofType(game.events, 'firstPlayerRoll').flatMap((round) => round.rolls);
      // Seat order 0, 1, 2, 0, 1, ... and no 6 before the last throw, which is a 6.
      throws.forEach((t, i) => {
        expect(t.player).toBe(i % 3);
        expect(t.face === 6).toBe(i === throws.length - 1);
      });
      expect(game.turn.player).toBe(throws.at(-1)?.player);
    }
  });

  it('an explicit first player is recorded as chosen', () => {
    const game = createGame({ rules: 'classic', players: names(3), seed: 5, firstPlayer: 2 });
    expect(typesOf(game.events)).toEqual(['firstPlayer', 'turnStarted']);
    expect(game.turn.player).toBe(2);
  });
});
