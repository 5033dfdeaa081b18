/**
 * The keeps' margin rule, written out option by option in the model's own
 * order, for the tests of `FlatModel.expectChooseGap` and of a recorded
 * turn's least margin. Per class with two options or more: the chosen
 * option's value `best` and sensitivity `slope`; every other option is a
 * rival past the cut (only the best's sensitivity closes the lead: divided
 * by `slope`, counted only where `slope > 0`), a twin worth the best that
 * banks at the best's own level where the best banks there too (its own
 * margin counts), or a plain rival (the lead divided by `slope + 1`). The
 * least over the classes of rolling n dice at level k, whose choices are
 * recorded at `choices[at + class]`.
 */
import type { FlatModel } from '../../src/strategy/turn/flat.js';

export function keepRule(flat: FlatModel, n: number, values: Float64Array, slopes: Float64Array, banks: Uint8Array, margins: Float64Array, stride: number, k: number, fixed: number, choices: Int32Array, at: number): number {
  const { chance, start, steps, row } = flat.classes(n);
  let gap = Infinity;
  for (let c = 0; c < chance.length; c++) {
    const from = start[c] ?? 0;
    const end = start[c + 1] ?? 0;
    if (end - from < 2) continue;
    const chosen = choices[at + c] ?? 0;
    let step = -1;
    for (let o = from; o < end; o++) if ((row[o] ?? 0) * stride + (steps[o] ?? 0) + k === chosen) step = steps[o] ?? 0;
    const best = values[chosen] ?? 0;
    const slope = slopes[chosen] ?? 0;
    const bestBanks = banks[chosen] === 1 && k + step <= fixed;
    for (let o = from; o < end; o++) {
      const index = (row[o] ?? 0) * stride + (steps[o] ?? 0) + k;
      if (index === chosen) continue;
      const v = values[index] ?? 0;
      let margin: number;
      if (k + (steps[o] ?? 0) > fixed) margin = slope > 0 ? (best - v) / slope : Infinity;
      else if (bestBanks && steps[o] === step && banks[index] === 1 && v === best) margin = margins[index] ?? 0;
      else margin = (best - v) / (slope + 1);
      gap = Math.min(gap, margin);
    }
  }
  return gap;
}
