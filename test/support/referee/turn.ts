/**
 * The plain turn (RULES.md "Terms"): roll the dice left (every die at the
 * start of a turn and after hot dice), keep scoring dice, bank; with the
 * turn rules that change it (HOUSE-RULES rows 14, 15, 17 to 20): rolling
 * the dice offered, a keep that makes the player roll again, a keep whose
 * sets the next roll clears.
 */
import type { Die, Face, RolledDie } from '../../../src/index.js';
import { allDice, type Move } from './model.js';
import { occur } from './occur.js';
import { clearOrStand, facesOf, rolledDice } from './phases.js';

/** Throws the dice `ids`: the roll is then cleared, or stands. */
function throwDice(move: Move, ids: readonly number[], dice: readonly Die[] | undefined): void {
  const { turn } = move.table;
  const thrown = rolledDice(ids, facesOf(dice, ids.length));
  turn.mustRoll = false;
  turn.rollable = [...ids];
  clearOrStand(move, thrown, thrown);
}

/** A roll at the start of a turn or after a keep: the dice left, or every die after hot dice. */
export function rollDice(move: Move, dice: readonly Die[] | undefined): void {
  const { turn } = move.table;
  if (turn.hotDice) move.happened.push('hot-dice roll');
  throwDice(move, turn.hotDice ? allDice(move.rules) : turn.rollable, dice);
}

/** High stakes or carry on: the dice offered are thrown, for the offer's total if they score. */
export function rollOffered(move: Move, mode: 'highStakes' | 'carryOn', dice: readonly Die[] | undefined): void {
  const { turn } = move.table;
  const offer = turn.offer;
  if (offer === null) throw new Error(`the referee has no offer to play ${mode} on`);
  move.happened.push(mode === 'carryOn' ? 'carried on' : 'high stakes');
  turn.mode = mode;
  throwDice(move, offer.dice, dice);
}

/** Whether a keep's faces hold one face with three or more dice in one combination (see `score.ts`). */
function keptSets(move: Move, kept: readonly RolledDie[]): { points: number; sets: readonly Face[] } {
  const keep = move.scorer.keepOf(kept.map((die) => die.face));
  if (keep === null) throw new Error(`the referee finds no legal keep of ${kept.map((die) => die.face).join(' ')}`);
  return keep;
}

/**
 * Keeps the dice at `indices` of the roll: their points join the turn
 * total; when every die of the turn is kept, hot dice. A keep of a set
 * makes the player roll again first (`rollAfterSet`) and marks its faces
 * for the next roll to clear (`clearCombo`); so does hot dice under
 * `rollAfterHotDice`.
 */
export function keep(move: Move, indices: readonly number[]): void {
  const { turn } = move.table;
  const rule = move.rules.turn;
  const kept = indices.map((i) => (turn.roll ?? [])[i] as RolledDie);
  const { points, sets } = keptSets(move, kept);
  turn.total += points;
  turn.rollable = turn.rollable.filter((id) => !kept.some((die) => die.id === id));
  turn.phase = 'kept';
  turn.roll = null;
  if (turn.rollable.length === 0) {
    turn.hotDice = true;
    move.happened.push('hot dice');
  }
  turn.mustRoll = (rule.rollAfterHotDice && turn.hotDice) || (rule.rollAfterSet && sets.length > 0);
  if (rule.clearCombo) turn.clearFaces = [...sets];
  if (sets.length > 0) move.happened.push('set kept');
}

/** Banks the turn total: what follows (the score, high stakes' offer, the target, the next turn) is the rulebook's. */
export function bank(move: Move): void {
  occur(move, 'bank');
}
