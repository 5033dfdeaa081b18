import type { FlatModel } from './flat.js';

/**
 * The checks behind the kernel's bound on a roll (`TurnKernel`'s `upper`):
 * where every value a roll reads rises (or stays) from one level to the
 * next, so does the roll's value.
 */

/** Whether every row's value rises level by level from `cut` up to the highest level a roll at the cut reads. */
export function risingAbove(flat: FlatModel, f: Float64Array, levels: number, cut: number): boolean {
  const top = Math.min(cut + flat.maxSteps, levels - 1);
  for (let n = 1; n <= flat.dice; n++) {
    for (let at = n * levels + cut + 1, end = n * levels + top; at < end; at++) if (!((f[at] as number) <= (f[at + 1] as number))) return false;
  }
  return true;
}

/** Whether every row's value at level k is at most its value at k + 1. */
export function risesAt(flat: FlatModel, f: Float64Array, levels: number, k: number): boolean {
  for (let n = 1; n <= flat.dice; n++) if (!((f[n * levels + k] as number) <= (f[n * levels + k + 1] as number))) return false;
  return true;
}

/** Whether every option of every roll of the model leads at least one level up (a roll at level k reads only levels above k). */
export function everyOptionScores(flat: FlatModel): boolean {
  for (let n = 1; n <= flat.dice; n++) for (const steps of flat.classes(n).steps) if (steps < 1) return false;
  return true;
}
