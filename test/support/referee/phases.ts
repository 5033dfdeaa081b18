/**
 * The house-rule phases that wait on the player within a roll:
 *
 * - clear combo (HOUSE-RULES row 20, `turn.clearCombo`): after a keep that
 *   held a set, dice of the next roll (a hot-dice roll too) showing a face of
 *   that set are thrown again before the roll counts, and again while a die
 *   thrown again shows it; only the dice thrown again are looked at again;
 * - second chance (row 21, `turn.secondChance`): on a farkle of three or
 *   more dice the player holds two or more of them (not all) and throws the
 *   rest once; if the whole roll now scores the turn goes on, otherwise the
 *   farkle of the dice first thrown stands. That roll is not cleared: the
 *   clearing was for the roll that farkled (the library's reading).
 */
import type { Die, Face, RolledDie } from '../../../src/index.js';
import type { Move } from './model.js';
import { occur } from './occur.js';
import { stand } from './stand.js';

/** The dice an action throws, as faces: the referee follows only actions that bring their dice. */
export function facesOf(dice: readonly Die[] | undefined, count: number): Face[] {
  if (dice?.length !== count) throw new Error(`the referee expected ${count} dice to be thrown, got ${JSON.stringify(dice)}`);
  return dice.map((die) => {
    if (typeof die !== 'number') throw new Error('the referee follows plain dice only');
    return die;
  });
}

export function rolledDice(ids: readonly number[], faces: readonly Face[]): RolledDie[] {
  return ids.map((id, i) => ({ id, face: faces[i] as Face, spicy: false, wild: false }));
}

/**
 * Clear combo: when dice just thrown (`thrown`, part of `roll`) show a face
 * of the set kept, the turn waits for them to be thrown again. Otherwise the
 * roll stands.
 */
export function clearOrStand(move: Move, roll: RolledDie[], thrown: readonly RolledDie[]): void {
  const { turn } = move.table;
  const cleared = thrown.filter((die) => turn.clearFaces.includes(die.face));
  if (cleared.length > 0) {
    move.happened.push(turn.phase === 'clearing' ? 'cleared again' : 'cleared');
    turn.phase = 'clearing';
    turn.roll = roll;
    turn.reroll = cleared.map((die) => die.id);
    return;
  }
  stand(move, roll, turn.rollable, true);
}

/** In phase `clearing`: the cleared dice are thrown again, each in its place. */
export function throwClearedAgain(move: Move, dice: readonly Die[] | undefined): void {
  const { turn } = move.table;
  const thrown = rolledDice(turn.reroll, facesOf(dice, turn.reroll.length));
  const roll = (turn.roll ?? []).map((die) => thrown.find((again) => again.id === die.id) ?? die);
  clearOrStand(move, roll, thrown);
}

/** In phase `secondChance`: the dice at the positions `hold` stay; the rest are thrown once more, in roll order. */
export function takeSecondChance(move: Move, hold: readonly number[], dice: readonly Die[] | undefined): void {
  const { turn } = move.table;
  const farkled = turn.roll ?? [];
  const again = farkled.filter((_, i) => !hold.includes(i));
  const faces = facesOf(dice, again.length);
  const thrown = rolledDice(
    again.map((die) => die.id),
    faces,
  );
  const roll = farkled.map((die) => thrown.find((t) => t.id === die.id) ?? die);
  const before = move.happened.length;
  stand(move, roll, turn.rollable, false);
  move.happened.splice(before, 0, move.happened.includes('farkle', before) ? 'second chance failed' : 'second chance saved the turn');
}

/** In phase `secondChance`: the farkle stands. */
export function acceptFarkle(move: Move): void {
  move.happened.push('farkle accepted');
  occur(move, 'farkle', move.table.turn.rollable);
}
