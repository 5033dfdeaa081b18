import { orderedKey, type Die, type Face } from '../dice.js';
import type { Rules } from '../rules/types.js';
import { scoreKeep } from '../scoring/score-keep.js';
import { diceSet, tableFor } from '../scoring/table.js';
import type { Combination } from '../scoring/types.js';
import type { RolledDie } from './types.js';

/** The dice of a roll as the scoring functions take them. */
export function scoringDice(dice: readonly RolledDie[]): Die[] {
  return dice.map((die) => (die.spicy ? { face: die.face, spicy: true } : die.face));
}

function keptFaces(roll: readonly RolledDie[], indices: readonly number[]): { faces: Face[]; spicyMask: number } {
  const faces: Face[] = [];
  let spicyMask = 0;
  for (let i = 0; i < indices.length; i++) {
    const die = roll[indices[i] ?? 0] as RolledDie;
    faces.push(die.face);
    if (die.spicy) spicyMask |= 1 << i;
  }
  return { faces, spicyMask };
}

/**
 * Checks a keep: `null` when every die belongs to a combination of the best
 * split, otherwise the roll index of a die that does not score (the first one
 * left out of the best partial keep). Plain dice take the cached path: a set
 * whose best keep is the whole set splits exactly.
 */
export function keepFailure(rules: Rules, roll: readonly RolledDie[], indices: readonly number[]): number | null {
  const table = tableFor(rules);
  const kept = keptFaces(roll, indices);
  if (kept.spicyMask === 0 && table.scoreOrdered(orderedKey(kept.faces, 'dice')).remaining === 0) return null;
  if (table.splitter.exact(diceSet(kept)) !== null) return null;
  const scoring = table.keeps(kept)[0]?.dice ?? [];
  const left = indices.findIndex((_, i) => !scoring.includes(i));
  return indices[left] ?? indices[0] ?? 0;
}

/** Whether nothing in a roll scores. */
export function rollFarkles(rules: Rules, roll: readonly RolledDie[]): boolean {
  const table = tableFor(rules);
  const all = keptFaces(roll, ALL_INDICES.slice(0, roll.length));
  return all.spicyMask === 0 ? table.scoreOrdered(orderedKey(all.faces, 'dice')).farkle : table.score(all).farkle;
}

const ALL_INDICES = [0, 1, 2, 3, 4, 5];

/** The points and combinations of a legal keep, with combination dice as indices into the roll. */
export function scoreKept(
  rules: Rules,
  roll: readonly RolledDie[],
  indices: readonly number[],
): { points: number; combinations: Combination[] } {
  const table = tableFor(rules);
  const kept = keptFaces(roll, indices);
  const best = kept.spicyMask === 0 ? table.scoreOrdered(orderedKey(kept.faces, 'dice')) : null;
  const score = best !== null && best.remaining === 0 ? best : scoreKeep(scoringDice(indices.map((i) => roll[i] as RolledDie)), rules);
  const combinations = score.combinations.map((c) => ({ ...c, dice: c.dice.map((d) => indices[d] ?? -1) }));
  return { points: score.points, combinations };
}
