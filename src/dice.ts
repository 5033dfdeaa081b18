import { FarkleError, describe, isArray } from './errors.js';
import { guarded } from './read.js';

/** The value shown by a die. */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Every face, in order.
 *
 * @example
 * ```ts
 * FACES; // [1, 2, 3, 4, 5, 6]
 * FACES.map((face) => scoreRoll([face]).points); // [100, 0, 0, 0, 50, 0] under the classic rules
 * ```
 */
export const FACES: readonly Face[] = Object.freeze([1, 2, 3, 4, 5, 6] as const);

/**
 * The most dice a roll or a keep can hold; a rule set may play fewer (`Rules.dice`).
 *
 * @example
 * ```ts
 * MAX_DICE; // 6
 * scoreRoll([1, 1, 1, 1, 1, 1, 1]); // throws FarkleError 'too-many-dice'
 * ```
 */
export const MAX_DICE = 6;

/**
 * A die whose shown face may be a red "spicy" face (Spicy Farkle): each spicy
 * die inside a combination multiplies that combination's points. A die marked
 * spicy is refused (`invalid-die`) under rules without spicy dice
 * (`Rules.spicyDice`), as a game refuses it.
 */
export interface SpicyDie {
  /** The face shown. */
  readonly face: Face;
  /** Whether the face shown is a spicy (red) one. */
  readonly spicy: boolean;
}

/**
 * The wild die showing its wild face (see `Rules.wildDie`): it counts as any
 * face in a combination. `face`, when given, must be a face 1 to 6 (a game's
 * rolled wild die carries the value its wild face replaces) and is otherwise
 * ignored: the wild face shows no value. A wild die is never spicy. At most
 * one die of a roll is wild, and only under rules with a wild die.
 */
export interface WildDie {
  /** Marks the die as the wild die showing its wild face. */
  readonly wild: true;
  /** The face the wild face replaces on the physical die, if known; scoring ignores it. */
  readonly face?: Face;
  /** Never spicy: `false` or left out. */
  readonly spicy?: false;
}

/** A die as the scoring functions accept it: a face, a face that may be spicy, or the wild die. */
export type Die = Face | SpicyDie | WildDie;

/**
 * A roll or keep reduced to what scoring needs: the face of each die in input
 * order and bit masks of which positions are spicy and wild. A wild
 * position's entry in `faces` means nothing to scoring.
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

function flag(value: unknown, path: string): boolean {
  if (value !== undefined && typeof value !== 'boolean') {
    throw new FarkleError('invalid-die', `expected true or false, got ${describe(value)}`, path);
  }
  return value === true;
}

interface ReadDie {
  readonly face: Face;
  readonly spicy: boolean;
  readonly wild: boolean;
}

function readDie(value: unknown, index: number): ReadDie {
  if (isFace(value)) return { face: value, spicy: false, wild: false };
  if (typeof value === 'object' && value !== null && !isArray(value)) {
    const { face, spicy, wild } = guarded('invalid-die', `dice[${index}]`, () => {
      const { face, spicy, wild } = value as { face?: unknown; spicy?: unknown; wild?: unknown };
      return { face, spicy, wild };
    });
    const isWild = flag(wild, `dice[${index}].wild`);
    const isSpicy = flag(spicy, `dice[${index}].spicy`);
    if (isWild && isSpicy) throw new FarkleError('invalid-die', 'a die cannot be both wild and spicy', `dice[${index}]`);
    // The wild face shows no value: a wild die's face may be left out (read as 1, which scoring ignores).
    if (isWild && face === undefined) return { face: 1, spicy: false, wild: true };
    if (!isFace(face)) {
      throw new FarkleError('invalid-die', `expected a face 1 to 6, got ${describe(face)}`, `dice[${index}].face`);
    }
    return { face, spicy: isSpicy, wild: isWild };
  }
  throw new FarkleError('invalid-die', `expected a face 1 to 6, got ${describe(value)}`, `dice[${index}]`);
}

/** The dice of a roll, each read once into a dense copy (a hole reads as `undefined`, a bad die), after the count is checked. */
function checkList(dice: unknown, most: number): readonly unknown[] {
  if (!isArray(dice)) {
    throw new FarkleError('invalid-dice', `expected an array of dice, got ${describe(dice)}`, 'dice');
  }
  const length = guarded('invalid-dice', 'dice', () => dice.length);
  if (length > most) {
    const why = most < MAX_DICE ? ` (the rules play ${most} dice)` : '';
    throw new FarkleError('too-many-dice', `expected at most ${most} dice${why}, got ${length}`, 'dice');
  }
  if (length === 0) {
    throw new FarkleError('no-dice', 'expected at least one die', 'dice');
  }
  const copy: unknown[] = [];
  for (let i = 0; i < length; i++) copy.push(guarded('invalid-dice', `dice[${i}]`, () => dice[i]));
  return copy;
}

/** What a rule set allows in a roll: how many dice, and whether a die may be spicy or the wild die. */
export interface DiceLimits {
  /** The most dice in a roll: `Rules.dice`. */
  readonly dice: number;
  /** Whether the rules have a wild die (`Rules.wildDie` is not `null`). */
  readonly wildDie: boolean;
  /** Whether the rules play spicy dice (`Rules.spicyDice`). */
  readonly spicyDice: boolean;
}

/**
 * Why a rule set refuses a die marked spicy or wild, or `null` when it
 * allows it: a spicy die only under rules with spicy dice, the wild die only
 * under rules with a wild die. The one reading of what the rules allow, for
 * the scoring functions and the game alike.
 */
export function refusedFlag(limits: DiceLimits, spicy: boolean, wild: boolean): string | null {
  if (spicy && !limits.spicyDice) return 'a spicy die, but the rules have no spicy dice (rules.spicyDice is false)';
  if (wild && !limits.wildDie) return 'a wild die, but the rules have none (rules.wildDie is null)';
  return null;
}

/**
 * Validates a list of dice and reads it into faces, a spicy mask and a wild
 * mask, reading each die once. Throws `invalid-dice`, `too-many-dice` (more
 * than `limits.dice`), `no-dice` or `invalid-die` (also for a spicy die or a
 * wild die the rules do not have, a second wild die, or a die both wild and
 * spicy).
 */
export function readDice(dice: unknown, limits: DiceLimits): ReadDice {
  const list = checkList(dice, limits.dice);
  const faces: Face[] = [];
  let spicyMask = 0;
  let wildMask = 0;
  for (let i = 0; i < list.length; i++) {
    const die = readDie(list[i], i);
    const refused = refusedFlag(limits, die.spicy, die.wild);
    if (refused !== null) throw new FarkleError('invalid-die', refused, `dice[${i}]`);
    faces.push(die.face);
    if (die.spicy) spicyMask |= 1 << i;
    if (die.wild) wildMask = addWild(wildMask, i);
  }
  return { faces, spicyMask, wildMask };
}

function addWild(wildMask: number, index: number): number {
  if (wildMask !== 0) {
    const first = Math.log2(wildMask);
    throw new FarkleError('invalid-die', `a second wild die (dice[${first}] is wild): a roll has at most one`, `dice[${index}]`);
  }
  return 1 << index;
}

/** Where the ordered rolls of each length start in the table of ordered rolls: 0, 6, 42, 258, ... */
export const LENGTH_OFFSET: readonly number[] = [0, 0, 6, 42, 258, 1554, 9330];

/** How many ordered plain rolls of one to six dice there are: 6 + 36 + ... + 46,656. */
export const ORDERED_KEYS = 55986;

/**
 * The position of a plain roll (faces only) in the table of ordered rolls, or
 * -1 when the roll needs the slower path (spicy, wild or object dice, or bad
 * input). Validates as it goes, so that the common case reads each die once.
 */
export function orderedKey(dice: unknown): number {
  try {
    return plainOrderedKey(dice);
  } catch {
    // A getter or a Proxy that throws: readDice, on the slower path, refuses it.
    return -1;
  }
}

function plainOrderedKey(dice: unknown): number {
  // Not a roll of one to six dice: readDice, on the slower path, says what is wrong.
  if (!Array.isArray(dice)) return -1;
  // The length and each die read once (an index loop: an array's own iterator could lie).
  const length = (dice as readonly unknown[]).length;
  if (length === 0 || length > MAX_DICE) return -1;
  let key = 0;
  let scale = 1;
  for (let i = 0; i < length; i++) {
    const face: unknown = (dice as readonly unknown[])[i];
    if (typeof face !== 'number' || !(face >= 1 && face <= 6) || (face | 0) !== face) return -1;
    key += (face - 1) * scale;
    scale *= 6;
  }
  return key + (LENGTH_OFFSET[length] ?? 0);
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
