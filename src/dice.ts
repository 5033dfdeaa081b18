import { FarkleError, describe, isArray } from './errors.js';
import { guarded } from './read.js';

/**
 * The value shown by a die.
 *
 * @category Scoring
 */
export type Face = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Every face, in order.
 *
 * @example
 * ```ts
 * FACES; // [1, 2, 3, 4, 5, 6]
 * FACES.map((face) => scoreRoll([face]).points); // [100, 0, 0, 0, 50, 0] under the classic rules
 * ```
 *
 * @category Scoring
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
 *
 * @category Scoring
 */
export const MAX_DICE = 6;

/**
 * A die whose shown face may be a red "spicy" face (Spicy Farkle): each spicy
 * die inside a combination multiplies that combination's points. A die marked
 * spicy is refused (`invalid-die`) under rules without spicy dice
 * (`Rules.spicyDice`), as a game refuses it.
 *
 * @example
 * ```ts
 * const red: SpicyDie = { face: 5, spicy: true };
 * scoreRoll([red, 5, 5], 'spicy').points; // 1000: three 5s (500), x2 for the spicy die
 * ```
 *
 * @category Rules
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
 *
 * @example
 * ```ts
 * const wild: WildDie = { wild: true };
 * // A roll under rules with a wild die: [wild, 5, 5] — the wild face stands in for the best face.
 * ```
 *
 * @category Rules
 */
export interface WildDie {
  /** Marks the die as the wild die showing its wild face. */
  readonly wild: true;
  /** The face the wild face replaces on the physical die, if known; scoring ignores it. */
  readonly face?: Face;
  /** Never spicy: `false` or left out. */
  readonly spicy?: false;
}

/**
 * A die as the scoring functions accept it: a face, a face that may be spicy, or the wild die.
 *
 * @example
 * ```ts
 * const dice: Die[] = [1, { face: 5, spicy: true }, { wild: true }];
 * // scoreRoll takes such dice under rules with spicy dice and a wild die
 * ```
 *
 * @category Scoring
 */
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

/** How many ordered plain rolls of one to six dice there are: 6 + 36 + ... + 46,656. */
export const ORDERED_KEYS = 55986;

/**
 * Where the ordered rolls of each length start in the table of ordered rolls: 0, 6, 42, 258, ...;
 * at 7, where those of six dice end, so that the keys of rolls of at most n dice are those below entry n + 1.
 */
export const LENGTH_OFFSET: readonly number[] = [0, 0, 6, 42, 258, 1554, 9330, ORDERED_KEYS];

/** The faces of a plain roll from its ordered key. */
export function facesOfKey(key: number): Face[] {
  let length = MAX_DICE;
  while ((LENGTH_OFFSET[length] as number) > key) length--;
  const faces: Face[] = [];
  for (let rest = key - (LENGTH_OFFSET[length] as number), i = 0; i < length; i++, rest = Math.floor(rest / 6)) {
    faces.push(((rest % 6) + 1) as Face);
  }
  return faces;
}
