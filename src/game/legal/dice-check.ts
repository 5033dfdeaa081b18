import { isFace } from '../../dice.js';
import { describe, isArray, type ErrorCode } from '../../errors.js';
import type { GameState } from '../types.js';

/** Why an action is illegal now. Built without an `Error`, so that listing legal actions stays cheap. */
export interface Problem {
  readonly code: ErrorCode;
  readonly message: string;
  readonly path?: string;
}

/** A problem with its path, when it has one. */
export function problem(code: ErrorCode, message: string, path?: string): Problem {
  return path === undefined ? { code, message } : { code, message, path };
}

/**
 * Checks dice an action brings for `ids`: one die per id, each a face, or
 * `{ face, spicy, wild }` whose flags match the physical die: die d's red
 * face is d + 1 (spicy dice); die 1 (id 0) is wild when it shows its wild
 * side, in place of `rules.wildDie.face`, so a plain face equal to that on
 * die 1 is read as wild, and `{ wild: true }` may leave the face out.
 */
export function diceProblem(state: GameState, ids: readonly number[], dice: unknown): Problem | null {
  if (dice === undefined) return null;
  if (!isArray(dice)) return problem('invalid-dice', `expected an array of dice, got ${describe(dice)}`, 'action.dice');
  if (dice.length !== ids.length) {
    return problem('invalid-dice', `expected ${ids.length} dice (the dice to roll), got ${dice.length}`, 'action.dice');
  }
  for (let i = 0; i < dice.length; i++) {
    const die: unknown = dice[i];
    const path = `action.dice[${i}]`;
    if (isFace(die)) continue;
    if (typeof die !== 'object' || die === null) return problem('invalid-die', `expected a face 1 to 6, got ${describe(die)}`, path);
    const { face: given, spicy, wild } = die as { face?: unknown; spicy?: unknown; wild?: unknown };
    const { wildDie } = state.rules;
    const face = given === undefined && wild === true && wildDie !== null ? wildDie.face : given;
    if (!isFace(face)) return problem('invalid-die', `expected a face 1 to 6, got ${describe(face)}`, `${path}.face`);
    const wildSide = wildDie !== null && ids[i] === 0 && face === wildDie.face;
    if (wild !== undefined && wild !== wildSide) {
      const why = wildDie === null ? 'these rules have no wild die' : `only die 1 is wild, showing its wild side in place of a ${wildDie.face}`;
      return problem('invalid-die', `wild is ${describe(wild)} but ${why}`, `${path}.wild`);
    }
    const red = state.rules.spicyDice && face === (ids[i] ?? -1) + 1;
    if (spicy !== undefined && spicy !== red) {
      const why = state.rules.spicyDice ? `die ${(ids[i] ?? 0) + 1} shows its red face only on a ${(ids[i] ?? 0) + 1}` : 'these rules have no spicy dice';
      return problem('invalid-die', `spicy is ${describe(spicy)} but ${why}`, `${path}.spicy`);
    }
  }
  return null;
}

/**
 * Checks the indices an action names into a roll of `length` dice (a keep's
 * `dice`, a second chance's `hold`): each an index of the roll, none twice.
 * `path` is the action's field; `verb` says what the dice are ('kept', 'held').
 */
export function indicesProblem(indices: readonly unknown[], length: number, path: string, verb: string): Problem | null {
  let seen = 0;
  for (let i = 0; i < indices.length; i++) {
    const index = indices[i];
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= length) {
      return problem('invalid-action', `expected an index 0 to ${length - 1} into the roll, got ${describe(index)}`, `${path}[${i}]`);
    }
    if ((seen >> index) & 1) return problem('invalid-action', `die ${index} is ${verb} twice`, `${path}[${i}]`);
    seen |= 1 << index;
  }
  return null;
}
