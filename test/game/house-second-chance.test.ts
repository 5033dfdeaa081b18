/**
 * Second chance (HOUSE-RULES row 21, `turn.secondChance`): on a farkle of
 * three or more dice, the player may hold two or more of the dice just rolled
 * and re-roll the rest once; if the held and re-rolled dice now score, the
 * turn goes on, otherwise it is a farkle, with all its usual consequences, once.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, defineRules, legalActions, randomBot, type Action, type Die, type GameState } from '../../src/index.js';
import { FARKLE_SIX, bank, expectRefused, keep, newGame, ofType, play, roll, typesOf, viaJson } from '../support/games.js';

/** Classic scoring (1 = 100, 5 = 50, three 2s = 200), no entry minimum, second chance. */
const SECOND = defineRules({ name: 'second chance', bank: { entry: 0 }, turn: { secondChance: true } });

function secondChance(hold: number[], ...dice: Die[]): Action {
  return { type: 'secondChance', hold, dice };
}
const accept: Action = { type: 'acceptFarkle' };

/** Ann's first roll 2-3-4-6-2-3 scores nothing: the second chance is open. */
function farkled(rules = SECOND): GameState {
  return play(newGame(rules), [roll(...FARKLE_SIX)]).state;
}

/** Every set of `n` indices of sizes 2 to n - 1, as sorted lists: the holds the rule allows, enumerated here. */
function holdsOf(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 2 ** n; mask++) {
    const hold = [...Array(n).keys()].filter((i) => (mask >> i) & 1);
    if (hold.length >= 2 && hold.length <= n - 1) out.push(hold);
  }
  return out;
}

const key = (hold: readonly number[]): string => hold.join(',');

describe('second chance: the worked example', () => {
  it('a farkle of six dice waits for the player: hold two or more, or accept', () => {
    const state = farkled();
    expect(typesOf(state.events)).toEqual(['rolled', 'secondChanceOffered']);
    expect(state.turn).toMatchObject({ player: 0, phase: 'secondChance', total: 0 });
    expect(state.turn.roll?.map((d) => d.face)).toEqual(FARKLE_SIX);
    expect(state.players[0]?.farkleStreak).toBe(0);
  });

  it('holding the two 2s and rolling a 2 among the rest makes three 2s: the turn goes on', () => {
    // Positions 1, 2, 3 and 5 are thrown again, in roll order.
    const { state, events } = play(farkled(), [secondChance([0, 4], 2, 4, 6, 3)]);
    expect(typesOf(events)).toEqual(['secondChance']);
    const taken = ofType(events, 'secondChance')[0];
    expect(taken?.hold).toEqual([0, 4]);
    expect(taken?.dice.map((d) => [d.id, d.face])).toEqual([
      [1, 2],
      [2, 4],
      [3, 6],
      [5, 3],
    ]);
    expect(state.turn.roll?.map((d) => [d.id, d.face])).toEqual([
      [0, 2],
      [1, 2],
      [2, 4],
      [3, 6],
      [4, 2],
      [5, 3],
    ]);
    expect(state.turn).toMatchObject({ phase: 'rolled', rolls: 1 });
    const banked = play(state, [keep(0, 1, 4), bank]).state;
    expect(banked.players[0]?.score).toBe(200);
  });

  it('the state keeps its own copy of the hold: an array the caller changes afterwards changes nothing', () => {
    const hold = [0, 4];
    const { state } = play(farkled(), [secondChance(hold, 2, 4, 6, 3)]);
    hold.push(5);
    expect(ofType(state.events, 'secondChance')[0]?.hold).toEqual([0, 4]);
  });

  it('a second chance that still scores nothing is the farkle, taken once', () => {
    const { state, events } = play(farkled(), [secondChance([0, 4], 3, 4, 6, 3)]);
    expect(typesOf(events)).toEqual(['secondChance', 'farkled', 'turnStarted']);
    expect(state.turn.player).toBe(1);
    expect(state.players[0]?.farkleStreak).toBe(1);
  });

  it('accepting lets the farkle stand', () => {
    const { state, events } = play(farkled(), [accept]);
    expect(typesOf(events)).toEqual(['farkled', 'turnStarted']);
    expect(ofType(events, 'farkled')[0]).toEqual({ type: 'farkled', player: 0, lost: 0, sixDice: true });
    expect(state.turn.player).toBe(1);
  });

  it('the turn total is at stake until the second chance fails', () => {
    const kept = play(newGame(SECOND), [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 6)]).state;
    expect(kept.turn).toMatchObject({ phase: 'secondChance', total: 100 });
    expect(kept.turn.roll?.map((d) => d.id)).toEqual([1, 2, 3, 4, 5]);
    // Hold the 6s (positions 3 and 4), roll three dice: 1-2-3 brings a 1.
    const saved = play(kept, [secondChance([3, 4], 1, 2, 3)]).state;
    expect(saved.turn).toMatchObject({ phase: 'rolled', total: 100 });
    const lost = play(kept, [secondChance([3, 4], 2, 3, 4)]);
    expect(ofType(lost.events, 'farkled')[0]?.lost).toBe(100);
  });
});

describe('second chance: which rolls and which holds', () => {
  it('a farkle of two dice has no second chance; three dice allow holds of exactly two', () => {
    const two = play(newGame(SECOND), [roll(1, 1, 5, 5, 2, 3), keep(0, 1, 2, 3), roll(2, 3)]);
    expect(typesOf(two.state.events)).toEqual(['rolled', 'farkled', 'turnStarted']);
    const three = play(newGame(SECOND), [roll(1, 1, 5, 2, 3, 4), keep(0, 1, 2), roll(2, 3, 4)]).state;
    expect(three.turn.phase).toBe('secondChance');
    expect(legalActions(three)).toEqual([
      { type: 'secondChance', hold: [0, 1] },
      { type: 'secondChance', hold: [0, 2] },
      { type: 'secondChance', hold: [1, 2] },
      { type: 'acceptFarkle' },
    ]);
  });

  it('lists every hold of 2 to 5 of the six dice, by position, and accepting; each listed action applies', () => {
    const state = farkled();
    const listed = legalActions(state);
    const holds = listed.flatMap((a) => (a.type === 'secondChance' ? [key(a.hold)] : []));
    expect(holds.sort()).toEqual(holdsOf(6).map(key).sort());
    expect(holds).toHaveLength(15 + 20 + 15 + 6);
    expect(listed.filter((a) => a.type !== 'secondChance')).toEqual([{ type: 'acceptFarkle' }]);
    for (const action of listed) {
      const next = applyAction(state, action);
      expect(next.turn.phase === 'rolled' || next.turn.player === 1).toBe(true);
    }
  });

  it('a second-chance roll gets no second chance of its own', () => {
    const { state } = play(farkled(), [secondChance([0, 1], 4, 6, 2, 3)]);
    expect(state.turn.phase).toBe('start');
    expect(state.turn.player).toBe(1);
  });

  it('a six-dice farkle stays one after a second chance that threw fewer dice (Farkel lives)', () => {
    const farkel = defineRules({ turn: { secondChance: true } }, 'farkel');
    const { state, events } = play(farkled(farkel), [secondChance([0, 1, 2, 3, 4], 3)]);
    expect(ofType(events, 'lifeLost')).toEqual([{ type: 'lifeLost', player: 0, lost: 2, lives: 10 }]);
    expect(state.players[0]?.lives).toBe(10);
  });

  it('the farkle streak and its penalty come once, when the farkle is final', () => {
    const rules = defineRules({ bank: { entry: 0 }, farklePenalty: { farkles: 1, points: 500 }, turn: { secondChance: true } });
    const offeredState = farkled(rules);
    expect(ofType(offeredState.events, 'penalty')).toEqual([]);
    const { events } = play(offeredState, [accept]);
    expect(ofType(events, 'penalty')).toHaveLength(1);
    expect(ofType(events, 'farkled')).toHaveLength(1);
  });

  it('no risk banks the total only once the farkle stands', () => {
    const rules = defineRules({ bank: { entry: 0 }, turn: { secondChance: true, noRisk: true } });
    const waiting = play(newGame(rules), [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 6)]).state;
    expect(waiting.players[0]?.score).toBe(0);
    const { state, events } = play(waiting, [accept]);
    expect(typesOf(events).filter((t) => t === 'banked' || t === 'farkled')).toEqual(['farkled', 'banked']);
    expect(state.players[0]?.score).toBe(100);
  });

  it('with carry on, a failed second chance offers the dice first thrown', () => {
    const rules = defineRules({ bank: { entry: 0 }, turn: { secondChance: true, carryOn: true } });
    const state = play(newGame(rules), [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 6), secondChance([3, 4], 2, 3, 4)]).state;
    expect(state.turn.offer).toEqual({ from: 0, dice: [1, 2, 3, 4, 5], total: 100, kind: 'farkle' });
  });

  it('with clear combo, a second-chance roll is not cleared (the clear was for the roll that farkled)', () => {
    const rules = defineRules({ bank: { entry: 0 }, turn: { secondChance: true, clearCombo: true } });
    // Three 2s kept; the next roll 3-4-6 farkles; a second chance holds 3 and 4 and throws a 2.
    const waiting = play(newGame(rules), [roll(2, 2, 2, 3, 4, 6), keep(0, 1, 2), roll(3, 4, 6)]).state;
    expect(waiting.turn.phase).toBe('secondChance');
    const { state } = play(waiting, [secondChance([0, 1], 5)]);
    expect(state.turn.phase).toBe('rolled');
    expect(state.turn.roll?.map((d) => d.face)).toEqual([3, 4, 5]);
    const twos = play(newGame(rules), [roll(2, 2, 2, 3, 4, 6), keep(0, 1, 2), roll(3, 4, 6), secondChance([0, 1], 2)]).state;
    // 3-4-2 scores nothing: a farkle, not a clear.
    expect(typesOf(twos.events)).toContain('farkled');
    expect(typesOf(twos.events)).not.toContain('cleared');
  });
});

describe('second chance: refusals leave the state as it was', () => {
  it('refuses the second chance without the rule or outside its phase, and accepting with no farkle', () => {
    const classic = play(newGame(defineRules({ bank: { entry: 0 } })), [roll(1, 2, 3, 4, 6, 6)]).state;
    expectRefused(classic, secondChance([0, 1], 1, 2, 3, 4), 'cannot-second-chance');
    expectRefused(newGame(SECOND), secondChance([0, 1], 1, 2, 3, 4), 'cannot-second-chance');
    const rolled = play(newGame(SECOND), [roll(1, 2, 3, 4, 6, 6)]).state;
    expectRefused(rolled, secondChance([0, 1], 1, 2, 3, 4), 'cannot-second-chance');
    expectRefused(rolled, accept, 'cannot-second-chance');
    expectRefused(newGame(SECOND), accept, 'cannot-second-chance');
  });

  it('refuses holds of fewer than two or of every die, and holds that are not indices of the roll', () => {
    const state = farkled();
    expectRefused(state, secondChance([0], 1, 2, 3, 4, 5), 'cannot-second-chance');
    expectRefused(state, secondChance([], 1, 2, 3, 4, 5, 6), 'cannot-second-chance');
    expectRefused(state, secondChance([0, 1, 2, 3, 4, 5]), 'cannot-second-chance');
    expectRefused(state, secondChance([0, 0], 1, 2, 3, 4), 'invalid-action');
    expectRefused(state, secondChance([0, 6], 1, 2, 3, 4), 'invalid-action');
    expectRefused(state, secondChance([0, 1.5], 1, 2, 3, 4), 'invalid-action');
    expectRefused(state, { type: 'secondChance', hold: '01' }, 'invalid-action');
    expectRefused(state, { type: 'secondChance' }, 'invalid-action');
  });

  it('refuses dice that do not fit the dice thrown again, and other actions while the decision waits', () => {
    const state = farkled();
    expectRefused(state, secondChance([0, 1], 1, 2, 3), 'invalid-dice');
    expectRefused(state, secondChance([0, 1], 1, 2, 3, 9 as Die), 'invalid-die');
    expectRefused(state, roll(1, 2, 3, 4, 5, 6), 'must-decide-second-chance');
    expectRefused(state, keep(0), 'must-decide-second-chance');
    expectRefused(state, bank, 'must-decide-second-chance');
    expectRefused(state, { type: 'acceptFarkle', player: 1 }, 'not-your-turn');
  });
});

describe('second chance: saved states and random play', () => {
  it('plays on from JSON', () => {
    const restored = viaJson(farkled());
    expect(legalActions(restored)).toHaveLength(57);
    expect(applyAction(restored, secondChance([0, 4], 2, 4, 6, 3)).turn.phase).toBe('rolled');
  });

  it('randomBot plays games with every new turn rule and the wild die to the end', () => {
    const all = defineRules({
      name: 'all of C',
      wildDie: { face: 6 },
      turn: { secondChance: true, clearCombo: true, carryOn: true },
      end: { target: 2000 },
    });
    const seen = new Set<string>();
    for (const rules of [SECOND, all]) {
      for (let seed = 0; seed < 15; seed++) {
        let game: GameState = { ...newGame(rules, 3), rng: [seed * 7907 + 11, 1, 2, 3] };
        for (let step = 0; !game.over; step++) {
          expect(step).toBeLessThan(30000);
          game = applyAction(game, randomBot(game));
          for (const event of game.events) seen.add(event.type);
        }
      }
    }
    for (const type of ['secondChanceOffered', 'secondChance', 'cleared', 'rerolled', 'carriedOn'] as const) expect(seen).toContain(type);
  });
});
