/**
 * A game loop plays one rule set over and over, and the engine remembers what
 * it found for the rule set it plays steadily (the legal keeps of each plain
 * roll, whether a roll farkles, the points of each keep), by ordered roll.
 * What it remembers must be what the rules say, for every roll, whichever
 * rule sets were played before: long random games, in turns under rule sets
 * that score alike and differently, checked roll by roll against the
 * independent scorer of the tests.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, defineRules, legalActions, randomBot, type Action, type GameState, type Rules } from '../../src/index.js';
import { Oracle, diceKey, type OracleDie } from '../support/oracle.js';

const classic = defineRules({}, 'classic');
/** Scores a 5 at 100 and three 2s at 400: the same rolls as classic, other points. */
const dearFives = defineRules({ name: 'dear fives', scoring: { singles: { 1: 100, 5: 100 }, threeOfAKind: { 2: 400 } } }, 'classic');
/** Classic scoring, but every scoring die must be kept. */
const everyDie = defineRules({ name: 'every die', turn: { keepEveryScoringDie: true } }, 'classic');

function dice(state: GameState, indices?: readonly number[]): OracleDie[] {
  const roll = state.turn.roll ?? [];
  return (indices ?? roll.map((_, i) => i)).map((i) => ({ face: roll[i]!.face, spicy: false }));
}

/** The multisets of dice the rules let a player keep from `roll`, by the oracle. */
function legalKeepKeys(oracle: Oracle, rules: Rules, roll: readonly OracleDie[]): string[] {
  const keeps = [...oracle.keeps(roll).values()];
  if (!rules.turn.keepEveryScoringDie) return keeps.map((keep) => keep.key).sort();
  // Every scoring die: the keeps of the most dice, and among those the most points.
  const most = Math.max(...keeps.map((keep) => keep.size));
  const best = Math.max(...keeps.filter((keep) => keep.size === most).map((keep) => keep.points));
  return keeps.filter((keep) => keep.size === most && keep.points === best).map((keep) => keep.key).sort();
}

/**
 * Plays `games` random games under `rules` and checks every listing of a
 * roll and every keep against the oracle; returns how many keeps it checked.
 */
function playChecked(rules: Rules, games: number, seed: string): number {
  const oracle = new Oracle(rules.scoring);
  let keeps = 0;
  for (let g = 0; g < games; g++) {
    let state = createGame({ rules, players: ['A', 'B'], seed: `${seed}:${g}` });
    while (!state.over) {
      const legal = legalActions(state);
      if (state.turn.phase === 'rolled') {
        const roll = dice(state);
        const listed = legal.filter((action): action is Extract<Action, { type: 'keep' }> => action.type === 'keep').map((action) => diceKey(dice(state, action.dice)));
        // Once per distinct set of faces, and exactly the legal ones.
        expect(new Set(listed).size).toBe(listed.length);
        expect(listed.sort()).toEqual(legalKeepKeys(oracle, rules, roll));
      }
      const action = randomBot(state);
      const before = state;
      state = applyAction(state, action);
      if (action.type === 'keep') {
        const points = oracle.split(dice(before, action.dice));
        const kept = state.events.find((event) => event.type === 'kept');
        expect(kept?.type === 'kept' ? kept.points : null).toBe(points);
        expect(state.turn.total).toBe(before.turn.total + (points ?? Number.NaN));
        keeps++;
      } else if (action.type === 'roll' && state.turn.phase !== 'rolled' && !state.over) {
        // A roll that did not stand farkled: the oracle finds nothing to keep in it.
        const rolled = state.events.find((event) => event.type === 'rolled');
        if (rolled?.type === 'rolled') expect(oracle.keeps(rolled.dice.map((die) => ({ face: die.face, spicy: false }))).size).toBe(0);
      }
    }
  }
  return keeps;
}

describe('what the engine remembers for the rule set it plays steadily', () => {
  it('lists and scores every keep of long random games as the rules say', () => {
    expect(playChecked(classic, 60, 'steady')).toBeGreaterThan(3000);
  });

  it('stays right when rule sets that score the same rolls differently are played in turn', () => {
    for (let round = 0; round < 3; round++) {
      expect(playChecked(dearFives, 15, `dear ${round}`)).toBeGreaterThan(500);
      expect(playChecked(classic, 15, `classic ${round}`)).toBeGreaterThan(500);
      expect(playChecked(everyDie, 15, `every ${round}`)).toBeGreaterThan(500);
    }
  });
});
