import { MAX_DICE, isFace, type Face, type ReadDice } from '../dice.js';

/**
 * Rolls holding the wild die get ordered keys of their own, so that scoring
 * them is a cached look-up too: a roll of n dice with the wild die at
 * position p and plain faces elsewhere is key `WILD_OFFSET[n] + p * 6^(n-1)
 * + (the plain faces in base 6, in order)`.
 */
export const WILD_OFFSET: readonly number[] = [0, 0, 1, 13, 121, 985, 7465];

/** How many such rolls of one to six dice there are: 1 + 12 + 108 + 864 + 6,480 + 46,656. */
export const WILD_KEYS = 54121;

/** Whether a value is the wild die as `readDice` accepts it: `{ wild: true }`, with no spicy flag and an optional face. */
function isWildDie(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { face, spicy, wild } = value as { face?: unknown; spicy?: unknown; wild?: unknown };
  return wild === true && (spicy === undefined || spicy === false) && (face === undefined || isFace(face));
}

/**
 * The wild key of a roll of plain faces and exactly one wild die, or -1 for
 * anything else (which then takes the checked, slower path).
 */
export function wildOrderedKey(dice: unknown): number {
  try {
    return checkedWildKey(dice);
  } catch {
    // A getter or a Proxy that throws: the checked path refuses it.
    return -1;
  }
}

function checkedWildKey(dice: unknown): number {
  if (!Array.isArray(dice)) return -1;
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
    } else if (wildAt < 0 && isWildDie(die)) {
      wildAt = i;
    } else {
      return -1;
    }
  }
  return wildAt < 0 ? -1 : (WILD_OFFSET[length] ?? 0) + wildAt * scale + key;
}

/** The roll of a wild key, as scoring reads it (the wild die's own face is never read: it reads as 1). */
export function wildDice(key: number): ReadDice {
  let length = MAX_DICE;
  while ((WILD_OFFSET[length] ?? 0) > key) length--;
  const rest = key - (WILD_OFFSET[length] ?? 0);
  const block = 6 ** (length - 1);
  const wildAt = Math.floor(rest / block);
  const faces: Face[] = [];
  for (let plain = rest % block, i = 0; i < length; i++) {
    if (i === wildAt) {
      faces.push(1);
      continue;
    }
    faces.push(((plain % 6) + 1) as Face);
    plain = Math.floor(plain / 6);
  }
  return { faces, spicyMask: 0, wildMask: 1 << wildAt };
}
