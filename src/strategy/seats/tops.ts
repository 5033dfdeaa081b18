import type { TurnBanks, FlatEnds } from './flat-ends.js';
import type { ChoiceRange } from './kernel.js';

/**
 * Where a turn stops solving choices. A roll of n dice ends the turn with
 * chance `ending` (a farkle or a lost turn, scored at most the farkle
 * ceiling) and is worth at most 1 otherwise, so where banking scores at
 * least `1 - ending × (1 - farkleCeiling)` it beats the roll; banks rise
 * from `base` up, so it does from there on too. With a range, each records
 * how far the farkle worth (the ceiling, which moves with it) may move
 * before the answer changes.
 */

/** The chance that a roll of n dice ends the turn. */
function ending(farkle: Float64Array, lost: Float64Array, n: number): number {
  return (farkle[n] as number) + (lost[n] as number);
}

/**
 * The first level from `base` below `last` where banking surely beats
 * rolling any number of dice, or `last`.
 */
export function earlyTop(ends: FlatEnds, banks: TurnBanks, farkle: Float64Array, lost: Float64Array, last: number, range: ChoiceRange | null): number {
  if (ends.farkleCeiling === null) return last;
  let least = 1;
  for (let n = 1; n < farkle.length; n++) least = Math.min(least, ending(farkle, lost, n));
  const bound = 1 - least * (1 - ends.farkleCeiling);
  let most = -Infinity;
  for (let k = Math.max(ends.base, 1); k < last; k++) {
    const score = banks.scoreAt(k);
    if (score >= bound) {
      range?.keep(score - bound, -least);
      return k;
    }
    most = Math.max(most, score);
  }
  if (most > -Infinity) range?.keep(bound - most, least);
  return last;
}

/**
 * Per number of dice n, into `rowTop[n]`, the first level up to `top` where
 * banking beats any roll of n dice (left as it is, `top + 1`, for none).
 */
export function rowTops(rowTop: Int32Array, ends: FlatEnds, banks: TurnBanks, farkle: Float64Array, lost: Float64Array, top: number, range: ChoiceRange | null): void {
  if (ends.farkleCeiling === null) return;
  for (let n = 1; n < rowTop.length; n++) {
    const chance = ending(farkle, lost, n);
    const bound = 1 - chance * (1 - ends.farkleCeiling);
    let most = -Infinity;
    for (let k = Math.max(ends.base, 1); k <= top; k++) {
      const score = banks.score[k] as number;
      if (score >= bound) {
        rowTop[n] = k;
        range?.keep(score - bound, -chance);
        break;
      }
      most = Math.max(most, score);
    }
    if ((rowTop[n] as number) > top && most > -Infinity) range?.keep(bound - most, chance);
  }
}
