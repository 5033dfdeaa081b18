import type { FlatRoll } from './flat-roll.js';

/**
 * The margin of the keep `chosen` (an index into `values`) of class c of
 * `roll`, rolling at level k: by how much the values a solver reads may
 * move before another keep of the class could be better. Each other
 * option is one of three rivals:
 * - past `fixed` (its value reads nothing): only the best's sensitivity
 *   (`slopes`, at most 1) closes the lead, so it counts where that is above 0;
 * - a twin: an option that banks (`banks`) at the best's own level, as the
 *   best does, and is worth the same (as where a bank is worth the same in
 *   every row) stays worth the same for as long as it banks: its own margin
 *   (`margins`) counts, not its lead of 0;
 * - any other: the lead divided by both sensitivities (the rival's at most 1).
 * `offsets` holds each option's offset `row * stride + steps`.
 */
export function keepGap(roll: FlatRoll, offsets: Int32Array, c: number, values: Float64Array, slopes: Float64Array, banks: Uint8Array, margins: Float64Array, k: number, fixed: number, chosen: number): number {
  const { start, steps } = roll;
  const free = fixed - k;
  const from = start[c] as number;
  const end = start[c + 1] as number;
  const best = values[chosen] as number;
  const slope = slopes[chosen] as number;
  let step = 0;
  for (let o = from; o < end; o++) if ((offsets[o] as number) + k === chosen) step = steps[o] as number;
  const banked = step <= free && banks[chosen] === 1;
  let fixedRival = -Infinity;
  let rival = -Infinity;
  let tied = Infinity;
  for (let o = from; o < end; o++) {
    const index = (offsets[o] as number) + k;
    if (index === chosen) continue;
    const v = values[index] as number;
    const s = steps[o] as number;
    if (s > free) {
      if (v > fixedRival) fixedRival = v;
    } else if (banked && s === step && banks[index] === 1 && v === best) {
      const m = margins[index] as number;
      if (m < tied) tied = m;
    } else if (v > rival) rival = v;
  }
  const margin = Math.min(tied, (best - rival) / (slope + 1));
  return slope > 0 && fixedRival > -Infinity ? Math.min(margin, (best - fixedRival) / slope) : margin;
}
