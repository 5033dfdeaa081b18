import type { Face } from '../dice.js';
import type { RollEffectKind, ScoringRules } from '../rules/types.js';

/**
 * The effect of a whole roll (`scoring.rollEffects`): the effect whose
 * pattern holds exactly the roll's faces, in any order, or `null`. A wild die
 * shows no value, so a roll holding it (`wildMask` not 0) matches no pattern.
 * The scoring table remembers the answer per roll: see `ScoringTable.effect`.
 */
export function rollEffectOf(scoring: ScoringRules, faces: readonly Face[], wildMask = 0): RollEffectKind | null {
  if (scoring.rollEffects.length === 0 || wildMask !== 0) return null;
  const counts = [0, 0, 0, 0, 0, 0];
  for (const face of faces) counts[face - 1] = (counts[face - 1] ?? 0) + 1;
  return effectOfCounts(scoring, counts);
}

/** The effect of a roll of plain dice given by how many show each face (index 0 for face 1), or `null`. */
export function effectOfCounts(scoring: ScoringRules, counts: readonly number[]): RollEffectKind | null {
  for (const { faces: pattern, effect } of scoring.rollEffects) {
    const need = [0, 0, 0, 0, 0, 0];
    for (const face of pattern) need[face - 1] = (need[face - 1] as number) + 1;
    if (need.every((count, f) => count === counts[f])) return effect;
  }
  return null;
}
