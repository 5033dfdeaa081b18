import { LENGTH_OFFSET, MAX_DICE, ORDERED_KEYS, facesOfKey, isFace, type ReadDice } from '../dice.js';

/** How many rolls holding the wild die there are of one to six dice: 1 + 12 + 108 + 864 + 6,480 + 46,656. */
const WILD_KEYS = 54121;

/**
 * Rolls holding the wild die get ordered keys of their own, so that scoring
 * them is a cached look-up too: a roll of n dice with the wild die at
 * position p and plain faces elsewhere is key `WILD_OFFSET[n] + p * 6^(n-1)
 * + (the plain faces in base 6, in order)`; entry 7 is where those of six dice end.
 */
export const WILD_OFFSET: readonly number[] = [0, 0, 1, 13, 121, 985, 7465, WILD_KEYS];

/** Whether a value is the wild die as `readDice` accepts it: `{ wild: true }`, with no spicy flag and an optional face. */
function isWildDie(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { face, spicy, wild } = value as { face?: unknown; spicy?: unknown; wild?: unknown };
  return wild === true && (spicy === undefined || spicy === false) && (face === undefined || isFace(face));
}

/**
 * The key of a roll as the scoring functions look it up: for plain faces, its
 * ordered key (its position in the table of ordered rolls, below
 * `ORDERED_KEYS`); when `wild` (the rules have a wild die), for plain faces
 * and exactly one wild die, `ORDERED_KEYS` plus its wild key; -1 for anything
 * else (spicy or object dice, bad input), which takes the checked, slower
 * path. Validates as it goes, so that the common case reads each die once.
 */
export function rollKey(dice: unknown, wild: boolean): number {
  try {
    return checkedKey(dice, wild);
  } catch {
    // A getter or a Proxy that throws: readDice, on the slower path, refuses it.
    return -1;
  }
}

function checkedKey(dice: unknown, wild: boolean): number {
  // Not a roll of one to six dice: readDice, on the slower path, says what is wrong.
  if (!Array.isArray(dice)) return -1;
  // The length and each die read once (an index loop: an array's own iterator could lie).
  const length = (dice as readonly unknown[]).length;
  if (length === 0 || length > MAX_DICE) return -1;
  let wildAt = -1;
  let key = 0;
  let scale = 1;
  for (let i = 0; i < length; i++) {
    const die: unknown = (dice as readonly unknown[])[i];
    if (typeof die === 'number') {
      if (!(die >= 1 && die <= 6) || (die | 0) !== die) return -1;
      key += (die - 1) * scale;
      scale *= 6;
    } else if (wild && wildAt < 0 && isWildDie(die)) {
      wildAt = i;
    } else {
      return -1;
    }
  }
  if (wildAt < 0) return key + (LENGTH_OFFSET[length] as number);
  return ORDERED_KEYS + (WILD_OFFSET[length] as number) + wildAt * scale + key;
}

/** The roll of a wild key, as scoring reads it (the wild die's own face is never read: it reads as 1). */
export function wildDice(key: number): ReadDice {
  let length = MAX_DICE;
  while ((WILD_OFFSET[length] as number) > key) length--;
  const rest = key - (WILD_OFFSET[length] as number);
  const block = 6 ** (length - 1);
  const wildAt = Math.floor(rest / block);
  // The other dice are the plain roll of n - 1 dice with that ordered key; the wild die reads as a 1, which scoring ignores.
  const faces = length > 1 ? facesOfKey((LENGTH_OFFSET[length - 1] as number) + (rest % block)) : [];
  faces.splice(wildAt, 0, 1);
  return { faces, spicyMask: 0, wildMask: 1 << wildAt };
}
