/**
 * A roll that stands (after any clearing): it farkles, or waits on a second
 * chance (HOUSE-RULES row 21), or shows dice to keep from, adding the
 * offered total on the first roll of a high-stakes or carried-on turn
 * (RULES.md "High stakes"; HOUSE-RULES row 15).
 */
import type { RolledDie } from '../../../src/index.js';
import { occur } from './occur.js';
import type { Move } from './model.js';

/**
 * The roll of dice `dice` stands. `mayAskAgain`: whether a farkle of three
 * or more dice may still be undone by a second chance (not for the second
 * chance's own roll).
 */
export function stand(move: Move, roll: RolledDie[], dice: readonly number[], mayAskAgain: boolean): void {
  const { turn } = move.table;
  turn.clearFaces = [];
  turn.reroll = [];
  if (move.scorer.farkles(roll.map((die) => die.face))) {
    if (mayAskAgain && move.rules.turn.secondChance && roll.length >= 3) {
      move.happened.push('second chance offered');
      turn.phase = 'secondChance';
      turn.roll = roll;
      turn.rollable = [...dice];
      return;
    }
    occur(move, 'farkle', dice);
    return;
  }
  if (turn.rolls === 0 && turn.mode !== 'fresh') {
    turn.total += turn.offer?.total ?? 0;
    move.happened.push(turn.mode === 'carryOn' ? 'carried-on roll scored' : 'high-stakes roll scored');
  }
  turn.phase = 'rolled';
  turn.roll = roll;
  turn.rollable = [...dice];
  turn.hotDice = false;
  turn.rolls += 1;
}
