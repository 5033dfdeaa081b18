import type { ReadDice } from '../dice.js';
import type { CanonKeep } from './split.js';
import { diceSet, type KeepScore, type ScoringTable } from './table.js';
import { buildTemplate, keepsFor } from './template.js';
import type { Keep } from './types.js';

/** Ties canonical keeps of a roll's own multiset to its dice, in the given order. */
export function placeKeeps(dice: ReadDice, keeps: readonly CanonKeep[]): Keep[] {
  return keepsFor(buildTemplate(diceSet(dice), keeps), dice);
}

/** Keeping exactly these dice: their best split into combinations, dice as indices into `dice`; `null` when some die cannot score. */
export function keepOf(table: ScoringTable, dice: ReadDice): KeepScore | null {
  const set = diceSet(dice);
  const split = table.splitter.split(set);
  const keep = split === null ? undefined : placeKeeps(dice, [{ ...set, size: dice.faces.length, ...split }])[0];
  return keep === undefined ? null : { dice: keep.dice, faces: keep.faces, points: keep.points, combinations: keep.combinations };
}

/** The index of the die to name when a keep does not score: the first one left out of its best partial keep, the likeliest mistake. */
export function unscoredDie(table: ScoringTable, dice: ReadDice): number {
  const scoring = table.keeps(dice)[0]?.dice ?? [];
  return Math.max(0, dice.faces.findIndex((_, i) => !scoring.includes(i)));
}
