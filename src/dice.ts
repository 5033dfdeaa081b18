import { FarkleError, describe } from './errors.js';

/** The value shown by a die. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/** Every face, in order. */
export const FACES: readonly Face[] = Object.freeze([1, 2, 3, 4, 5, 6] as const);

/** The most dice a roll or a keep can hold. */
export const MAX_DICE = 6;

/**
 * A die whose shown face may be a red "spicy" face (Spicy Farkle): each spicy
 * die inside a combination multiplies that combination's points.
 */
export interface SpicyDie {
  readonly face: Face;
  readonly spicy: boolean;
}

/** A die as the scoring functions accept it: a face, or a face that may be spicy. */
export type Die = Face | SpicyDie;

/**
 * A roll or keep reduced to what scoring needs: the face of each die in input
 * order and a bit mask of which positions are spicy.
 */
export interface ReadDice {
  readonly faces: Face[];
  readonly spicyMask: number;
  /** A bit mask of the positions of wild dice (at most one; see `Rules.wildDie`). */
  readonly wildMask: number;
}

/** Whether a value is a face: a whole number 1 to 6. */
export function isFace(value: unknown): value is Face {
  return typeof value === 'number' && value >= 1 && value <= 6 && Number.isInteger(value);
}

function readDie(value: unknown, index: number): { face: Face; spicy: boolean } {
  if (isFace(value)) return { face: value, spicy: false };
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { face, spicy } = value as { face?: unknown; spicy?: unknown };
    if (!isFace(face)) {
      throw new FarkleError('invalid-die', `expected a face 1 to 6, got ${describe(face)}`, `dice[${index}].face`);
    }
    if (spicy !== undefined && typeof spicy !== 'boolean') {
      throw new FarkleError('invalid-die', `expected true or false, got ${describe(spicy)}`, `dice[${index}].spicy`);
    }
    return { face, spicy: spicy === true };
  }
  throw new FarkleError('invalid-die', `expected a face 1 to 6, got ${describe(value)}`, `dice[${index}]`);
}

function checkList(dice: unknown): readonly unknown[] {
  if (!Array.isArray(dice)) {
    throw new FarkleError('invalid-dice', `expected an array of dice, got ${describe(dice)}`, 'dice');
  }
  if (dice.length > MAX_DICE) {
    throw new FarkleError('too-many-dice', `expected at most ${MAX_DICE} dice, got ${dice.length}`, 'dice');
  }
  if (dice.length === 0) {
    throw new FarkleError('no-dice', 'expected at least one die', 'dice');
  }
  return dice;
}

/**
 * Validates a list of dice and reads it into faces and a spicy mask.
 * Throws `invalid-dice`, `too-many-dice`, `no-dice` or `invalid-die`.
 */
export function readDice(dice: unknown): ReadDice {
  const list = checkList(dice);
  const faces: Face[] = [];
  let spicyMask = 0;
  for (let i = 0; i < list.length; i++) {
    const die = readDie(list[i], i);
    faces.push(die.face);
    if (die.spicy) spicyMask |= 1 << i;
  }
  return { faces, spicyMask, wildMask: 0 };
}

/** Where the ordered rolls of each length start in the table of ordered rolls: 0, 6, 42, 258, ... */
export const LENGTH_OFFSET: readonly number[] = [0, 0, 6, 42, 258, 1554, 9330];

/** How many ordered plain rolls of one to six dice there are: 6 + 36 + ... + 46,656. */
export const ORDERED_KEYS = 55986;

/**
 * The position of a plain roll (faces only) in the table of ordered rolls, or
 * -1 when the roll needs the slower path (spicy or object dice). Validates as
 * it goes, so that the common case reads each die once.
 */
export function orderedKey(dice: unknown): number {
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > MAX_DICE) {
    checkList(dice);
    return -1;
  }
  let key = 0;
  let scale = 1;
  for (const face of dice as readonly unknown[]) {
    if (typeof face !== 'number' || !(face >= 1 && face <= 6) || (face | 0) !== face) return -1;
    key += (face - 1) * scale;
    scale *= 6;
  }
  return key + (LENGTH_OFFSET[dice.length] ?? 0);
}

/** The faces of a plain roll from its ordered key. */
export function facesOfKey(key: number): Face[] {
  let length = MAX_DICE;
  while ((LENGTH_OFFSET[length] ?? 0) > key) length--;
  const faces: Face[] = [];
  for (let rest = key - (LENGTH_OFFSET[length] ?? 0), i = 0; i < length; i++, rest = Math.floor(rest / 6)) {
    faces.push(((rest % 6) + 1) as Face);
  }
  return faces;
}
