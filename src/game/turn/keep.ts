import { LENGTH_OFFSET, type Face, type ReadDice } from '../../dice.js';
import type { Rules } from '../../rules/types.js';
import { keepOf, unscoredDie } from '../../scoring/keep-of.js';
import { KeyMemo } from '../../scoring/key-memo.js';
import { placeOf } from '../../scoring/ordered.js';
import { diceSet, tableFor, type KeepScore, type ScoringTable } from '../../scoring/table.js';
import type { RollScore } from '../../scoring/types.js';
import type { RolledDie } from '../types.js';

/**
 * The ordered-roll key (see `rollKey`) of the dice of `roll` at `indices`,
 * or of the whole roll when `indices` is omitted; -1 when one of them is
 * spicy or wild. Computed in place: this runs for every roll and keep of a game.
 */
export function plainKey(roll: readonly RolledDie[], indices?: readonly number[]): number {
  const length = indices === undefined ? roll.length : indices.length;
  let key = 0;
  let scale = 1;
  for (let i = 0; i < length; i++) {
    const die = roll[indices === undefined ? i : (indices[i] ?? 0)] as RolledDie;
    if (die.spicy || die.wild) return -1;
    key += (die.face - 1) * scale;
    scale *= 6;
  }
  return key + (LENGTH_OFFSET[length] ?? 0);
}

/** The dice of `roll` at `indices` (all of them when omitted) as scoring reads them. */
export function read(roll: readonly RolledDie[], indices?: readonly number[]): ReadDice {
  const faces: Face[] = [];
  let spicyMask = 0;
  let wildMask = 0;
  const length = indices === undefined ? roll.length : indices.length;
  for (let i = 0; i < length; i++) {
    const die = roll[indices === undefined ? i : (indices[i] ?? 0)] as RolledDie;
    faces.push(die.face);
    if (die.spicy) spicyMask |= 1 << i;
    if (die.wild) wildMask |= 1 << i;
  }
  return { faces, spicyMask, wildMask };
}

/** Whether nothing in a roll scores. */
export function rollFarkles(rules: Rules, roll: readonly RolledDie[]): boolean {
  const table = tableFor(rules);
  const key = plainKey(roll);
  if (key < 0) return table.rollsOf(diceSet(read(roll))).farkles;
  return FARKLES.get(table, key) ?? FARKLES.set(table, key, table.rollsAt(placeOf(key)).farkles);
}

/** Whether a plain roll farkles, by ordered key, for the table played steadily. */
const FARKLES = new KeyMemo<boolean>();

/** `table.scoreOrdered(key)`, through {@link SCORES}. */
function scoreOrdered(table: ScoringTable, key: number): RollScore {
  return SCORES.get(table, key) ?? SCORES.set(table, key, table.scoreOrdered(key));
}

/** The score of plain dice kept, by ordered key, for the table played steadily: a keep's score is read at every keep of a game. */
const SCORES = new KeyMemo<RollScore>();

/**
 * The last plain keep checked, so that applying it right after the check
 * reuses the look-up: `applyAction` checks an action, then applies it.
 */
let lastChecked: { roll: readonly RolledDie[]; indices: readonly number[]; rules: Rules; score: KeepScore } | null = null;

/**
 * Checks a keep: `null` when every die belongs to a combination of the best
 * split, otherwise the roll index of a die that does not score (the first one
 * left out of the best partial keep). Plain dice take the cached path: a set
 * whose best keep is the whole set splits exactly.
 */
export function keepFailure(rules: Rules, roll: readonly RolledDie[], indices: readonly number[]): number | null {
  const table = tableFor(rules);
  const key = plainKey(roll, indices);
  const best = key >= 0 ? scoreOrdered(table, key) : null;
  if (best !== null && best.remaining === 0) {
    lastChecked = { roll, indices, rules, score: best };
    return null;
  }
  const kept = read(roll, indices);
  if (table.splitter.split(diceSet(kept)) !== null) return null;
  return indices[unscoredDie(table, kept)] ?? 0;
}

/**
 * The score of a legal keep: its points and combinations, whose dice are
 * indices into the kept dice in the order of `indices`. Plain keeps come from
 * the shared cache (right after their check, without even a look-up).
 */
export function scoreKept(rules: Rules, roll: readonly RolledDie[], indices: readonly number[]): KeepScore {
  const checked = lastChecked;
  if (checked !== null && checked.roll === roll && checked.indices === indices && checked.rules === rules) return checked.score;
  const key = plainKey(roll, indices);
  const table = tableFor(rules);
  // A keep whose best-scoring part is all of it scores as that part; otherwise the exact split.
  const best = key >= 0 ? scoreOrdered(table, key) : table.score(read(roll, indices));
  if (best.remaining === 0) return best;
  return keepOf(table, read(roll, indices)) as KeepScore;
}

/**
 * The size and points of a roll's largest legal keeps (`turn.keepEveryScoringDie`):
 * the most dice, and among those the most points. Any keep of that size and
 * points is every scoring die of the roll.
 */
export function largestKeep(rules: Rules, roll: readonly RolledDie[]): { readonly dice: number; readonly points: number } {
  const table = tableFor(rules);
  const key = plainKey(roll);
  const keeps = key >= 0 ? table.keepsOrdered(key) : table.keeps(read(roll));
  let dice = 0;
  let points = 0;
  for (const keep of keeps) {
    const size = keep.dice.length;
    if (size > dice || (size === dice && keep.points > points)) {
      dice = size;
      points = keep.points;
    }
  }
  return { dice, points };
}
