/**
 * The wild die in games (HOUSE-RULES row 6, `rules.wildDie`): die 1 (id 0)
 * shows a wild side in place of one face; it counts as any face in a
 * combination, and with a pair or more of a face it must complete that set.
 * It is tracked by identity: keeps are listed per physical dice. Expected
 * keeps and points come from the independent oracle (test/support/oracle.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  defineRules,
  greedyBot,
  legalActions,
  randomBot,
  type Action,
  type Die,
  type Face,
  type GameState,
  type RolledDie,
} from '../../src/index.js';
import { bank, expectHighestScoreWins, expectRefused, keep, newGame, ofType, play, roll } from '../support/games.js';
import { Oracle, WILD, indexSubsets, type OracleDie } from '../support/oracle.js';
import { classicTable } from '../support/tables.js';

/** Classic scoring (1 = 100, 5 = 50, three of a kind 100 x face), no entry minimum, die 1 wild in place of a 6. */
const WILD6 = defineRules({ name: 'wild six', bank: { entry: 0 }, wildDie: { face: 6 } });
/** The oracle scores with RULES.md's classic table, written out in test/support/tables.ts (the wild die changes no points). */
const oracle = new Oracle(classicTable);

function asOracle(roll: readonly RolledDie[]): OracleDie[] {
  return roll.map((die) => (die.wild ? WILD : { face: die.face, spicy: false }));
}

function rolled(dice: Die[], rules = WILD6): GameState {
  return play(newGame(rules), [roll(...dice)]).state;
}

/** The listed keeps of the roll showing, each as its sorted indices. */
function listedKeeps(state: GameState): string[] {
  return legalActions(state)
    .flatMap((a) => (a.type === 'keep' ? [[...a.dice].sort((x, y) => x - y).join(',')] : []))
    .sort();
}

/** Every set of physical dice of the roll that the oracle scores. */
function oracleKeeps(state: GameState): string[] {
  const dice = asOracle(state.turn.roll ?? []);
  return indexSubsets(dice.length)
    .filter((subset) => oracle.split(subset.map((i) => dice[i] as OracleDie)) !== null)
    .map((subset) => subset.join(','))
    .sort();
}

describe('wild die: which die is wild', () => {
  it('die 1 showing the wild face is wild; another die showing that face is a plain 6', () => {
    const state = rolled([6, 6, 2, 3, 4, 4]);
    expect(state.turn.roll?.map((d) => d.wild)).toEqual([true, false, false, false, false, false]);
    expect(rolled([2, 6, 1, 3, 4, 4]).turn.roll?.some((d) => d.wild)).toBe(false);
  });

  it('accepts the wild die brought as { face, wild: true } or { wild: true } on die 1', () => {
    for (const die of [{ face: 6, wild: true }, { wild: true }] as Die[]) {
      const state = rolled([die, 2, 2, 3, 4, 4]);
      expect(state.turn.roll?.[0]).toMatchObject({ id: 0, face: 6, wild: true });
    }
  });

  it('tracks die 1 through the turn: it is wild in a later roll too, wherever it comes in the dice to roll', () => {
    const state = play(newGame(WILD6), [roll(2, 1, 1, 1, 3, 4), keep(1, 2, 3), roll(6, 5, 2)]).state;
    expect(state.turn.roll?.map((d) => [d.id, d.wild])).toEqual([
      [0, true],
      [4, false],
      [5, false],
    ]);
  });
});

describe('wild die: keeps', () => {
  it('completes a pair into a set: the wild die and two 4s are three 4s (400)', () => {
    const { state, events } = play(rolled([6, 2, 2, 3, 4, 4]), [keep(0, 4, 5)]);
    const kept = ofType(events, 'kept')[0];
    expect(kept?.points).toBe(400);
    expect(kept?.dice[0]?.wild).toBe(true);
    expect(state.turn.total).toBe(400);
    expect(state.turn.rollable).toEqual([1, 2, 3]);
  });

  it('with a pair in the keep it must complete a set: wild + 2-2 + 4-4 does not score', () => {
    expectRefused(rolled([6, 2, 2, 3, 4, 4]), keep(0, 1, 2, 4, 5), 'keep-does-not-score');
    expectRefused(rolled([6, 2, 2, 3, 4, 4]), keep(0, 3), 'keep-does-not-score');
  });

  it('alone it stands for the best face: a single 1 (100)', () => {
    const { events } = play(rolled([6, 2, 2, 3, 4, 4]), [keep(0)]);
    expect(ofType(events, 'kept')[0]?.points).toBe(100);
  });

  const rolls: Face[][] = [
    [6, 2, 2, 3, 4, 4],
    [6, 1, 5, 2, 3, 4],
    [6, 6, 6, 1, 2, 3],
    [6, 2, 3, 4, 5, 6],
    [6, 1, 1, 5, 5, 3],
    [6, 3, 3, 3, 2, 4],
  ];

  it.each(rolls.map((dice) => [dice.join('-'), dice] as const))('%s: lists exactly the physical keeps that score, each scoring as the oracle says', (_, dice) => {
    const state = rolled(dice);
    expect(state.turn.roll?.[0]?.wild).toBe(true);
    expect(listedKeeps(state)).toEqual(oracleKeeps(state));
    const roll = asOracle(state.turn.roll ?? []);
    for (const action of legalActions(state)) {
      if (action.type !== 'keep') continue;
      const next = applyAction(state, action);
      expect(ofType(next.events, 'kept')[0]?.points).toBe(oracle.split(action.dice.map((i) => roll[i] as OracleDie)));
    }
  });

  it('a plain 6 beside the wild die is a different keep from the wild die', () => {
    const listed = listedKeeps(rolled([6, 6, 2, 3, 4, 1]));
    // The wild die alone scores (as a 1); the plain 6 alone does not.
    expect(listed).toContain('0');
    expect(listed).not.toContain('1');
  });

  it('die 1 is told apart even when it does not show its wild face: keeping it or another 5 are two keeps', () => {
    // Die 1 left to roll may show the wild face next time; another die may not. So the two single 5s differ.
    const state = rolled([5, 5, 2, 3, 4, 6]);
    expect(state.turn.roll?.[0]?.wild).toBe(false);
    expect(listedKeeps(state)).toEqual(oracleKeeps(state));
    expect(listedKeeps(state)).toEqual(expect.arrayContaining(['0', '1', '0,1']));
  });

  it('without die 1 in the roll, equal faces are one keep again', () => {
    // Die 1 set aside: the 5s of dice 2 and 3 are interchangeable.
    const state = play(newGame(WILD6), [roll(1, 2, 3, 4, 6, 6), keep(0), roll(5, 5, 2, 3, 4)]).state;
    expect(listedKeeps(state)).toEqual(['0', '0,1']);
  });

  it('a keep of the wild die completing a set is a set for clear combo; the wild die itself is never cleared', () => {
    const rules = defineRules({ bank: { entry: 0 }, wildDie: { face: 2 }, turn: { clearCombo: true } });
    // Die 1 shows 3, so nothing is wild in the first roll: three 2s kept, the 2s of the next roll are cleared.
    const kept = play(newGame(rules), [roll(3, 2, 2, 2, 4, 6), keep(1, 2, 3)]).state;
    expect(kept.turn.clearFaces).toEqual([2]);
    // Dice 0, 4, 5 roll 2-2-5: die 1 shows its wild side (no face), die 5 a plain 2.
    const state = play(kept, [roll(2, 2, 5)]).state;
    expect(state.turn.roll?.[0]?.wild).toBe(true);
    expect(state.turn.reroll).toEqual([4]);
    const wildSet = play(newGame(rules), [roll(2, 3, 3, 1, 4, 6), keep(0, 1, 2)]).state;
    expect(ofType(wildSet.events, 'kept')[0]?.points).toBe(300);
    expect(wildSet.turn.clearFaces).toEqual([3]);
  });
});

describe('wild die: refusals leave the state as it was', () => {
  const cases: readonly [string, Die | Record<string, unknown>, number, string][] = [
    ['wild on a face other than the wild one', { face: 3, wild: true }, 0, 'action.dice[0].wild'],
    ['wild on another die', { face: 6, wild: true }, 1, 'action.dice[1].wild'],
    ['not wild on die 1 showing the wild face', { face: 6, wild: false }, 0, 'action.dice[0].wild'],
    ['wild as a string', { face: 6, wild: 'yes' }, 0, 'action.dice[0].wild'],
  ];
  it.each(cases)('%s', (_, die, at, path) => {
    const dice: unknown[] = [2, 2, 3, 4, 4, 5];
    dice[at] = die;
    const error = expectRefused(newGame(WILD6), { type: 'roll', dice }, 'invalid-die');
    expect(error.path).toBe(path);
  });

  it('refuses a wild die under rules without one', () => {
    const classic = newGame(defineRules({ bank: { entry: 0 } }));
    const error = expectRefused(classic, { type: 'roll', dice: [{ face: 6, wild: true }, 2, 3, 4, 4, 5] }, 'invalid-die');
    expect(error.message).toContain('no wild die');
  });
});

describe('wild die: whole games', () => {
  it('randomBot and greedyBot play games with the wild die to the end', () => {
    const rules = defineRules({ name: 'wild, short', wildDie: { face: 6 }, end: { target: 2000 } });
    let wildKeeps = 0;
    for (let seed = 0; seed < 20; seed++) {
      let game: GameState = { ...newGame(rules, 2), rng: [seed * 6151 + 5, 1, 2, 3] };
      for (let step = 0; !game.over; step++) {
        expect(step).toBeLessThan(20000);
        const bot = game.turn.player === 0 ? randomBot : greedyBot;
        const action: Action = bot(game);
        game = applyAction(game, action);
        if (ofType(game.events, 'kept').some((e) => e.dice.some((d) => d.wild))) wildKeeps++;
      }
      expectHighestScoreWins(game);
    }
    expect(wildKeeps).toBeGreaterThan(0);
  });

  it('a banked keep with the wild die adds its points', () => {
    const faces: Face[] = [6, 2, 2, 3, 4, 4];
    const state = play(newGame(WILD6), [roll(...faces), keep(0, 4, 5), bank]).state;
    expect(state.players[0]?.score).toBe(400);
  });
});
