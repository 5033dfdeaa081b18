/**
 * The kernel's bound on a roll (`TurnKernel`, `src/strategy/turn/rising.ts`):
 * where every value above a level rises with the level, a decision point
 * whose bank is worth at least the roll one level up banks without its
 * classes being looked at. The solve must give the values and slopes of a
 * solve of every class, bit for bit. The reference is the backward
 * induction written out here over the flat model's classes and options
 * (every class, every option, the sums in the model's order), on frames
 * of classic's, zilch's and the spicy dice's models: banks that rise with
 * the turn total (where the bound serves: the solve weighs fewer classes
 * than the reference), coarse banks (steps of 0.05), banks that dip below
 * the cut (where the bound must stop), and values that dip just past the
 * cut (where it must never start: every class weighed).
 */
import { describe, expect, it } from 'vitest';
import { resolveRules, type PresetName } from '../../src/index.js';
import { flatten, type FlatModel } from '../../src/strategy/turn/flat.js';
import { TurnFrame, TurnKernel } from '../../src/strategy/turn/kernel.js';
import { turnModel } from '../../src/strategy/turn/model.js';
import { turnModelByDie } from '../../src/strategy/turn/spicy-model.js';
import { TurnChoices } from '../../src/strategy/turn/tiered.js';
import { mulberry32 } from '../support/mulberry32.js';

type Shape = 'rising' | 'dipping' | 'coarse' | 'dipping past the cut';

interface Solved {
  readonly f: Float64Array;
  readonly g: Float64Array;
  /** Decision points where a roll was worth no more than the bank, though the row top let it roll. */
  readonly banks: number;
  /** The classes of the rolls it weighed. */
  readonly classes: number;
}

/** A frame over a zero-sum turn's shape: banks from `minimum`, the same in every row, rising with the level or not; the levels past the cut filled in `f`. */
function frameOf(flat: FlatModel, kernel: TurnKernel, random: () => number, cut: number, shape: Shape): TurnFrame {
  const { dice, maxSteps } = flat;
  const { levels, f, g } = kernel;
  const frame = new TurnFrame(dice, levels);
  frame.cut = cut;
  frame.minimum = 1 + Math.floor(random() * 4);
  const farkle = 0.2 + 0.3 * random();
  for (let n = 1; n <= dice; n++) {
    frame.rowTop[n] = random() < 0.2 ? Math.floor(random() * (cut + 1)) : cut;
    frame.base[n] = (flat.farkle[n] ?? 0) * farkle;
    frame.baseG[n] = flat.farkle[n] ?? 0;
  }
  // A bank worth more the more it banks, as a race's are, a sure win from three quarters of the cut
  // (so that the turn banks at its top, as past a race's cut); `dipping` takes some back at a few
  // levels below that, where banks and rolls are close; `dipping past the cut` is a sure win only
  // well past the cut, and takes some back just past it, where the kernel checks the filled levels.
  const past = shape === 'dipping past the cut';
  const bankAt = (k: number): number => {
    const value = Math.min(1, 0.3 + (0.7 * k) / (past ? cut + maxSteps : 0.75 * cut));
    const coarse = shape === 'coarse' ? Math.floor(value * 20) / 20 : value;
    if (shape === 'dipping' && k > cut / 3 && k < 0.75 * cut && k % 7 === 0) return coarse - 0.1;
    return past && k > cut + 1 && k <= cut + 4 ? coarse - 0.3 : coarse;
  };
  for (let k = 1; k <= cut; k++) {
    frame.bank[k] = bankAt(k);
    frame.bankG[k] = 0;
  }
  for (let k = cut + 1; k <= cut + maxSteps; k++) {
    for (let n = 1; n <= dice; n++) {
      f[n * levels + k] = bankAt(k);
      g[n * levels + k] = 0;
    }
  }
  return frame;
}

/** Backward induction over every class and option of the flat model, as a solve of every class does it. */
function reference(flat: FlatModel, kernel: TurnKernel, frame: TurnFrame): Solved {
  const { dice } = flat;
  const { levels } = kernel;
  const f = Float64Array.from(kernel.f);
  const g = Float64Array.from(kernel.g);
  let banks = 0;
  let classes = 0;
  for (let k = frame.cut; k >= 1; k--) {
    for (let n = 1; n <= dice; n++) {
      const at = n * levels + k;
      const canBank = k >= frame.minimum;
      const b = canBank ? (frame.bank[k] ?? 0) : -1;
      if (k > (frame.rowTop[n] ?? 0)) {
        f[at] = b;
        g[at] = 0;
        continue;
      }
      const { chance, start, steps, row } = flat.classes(n);
      classes += chance.length;
      let sum = frame.base[n] ?? 0;
      let slope = frame.baseG[n] ?? 0;
      for (let c = 0; c < chance.length; c++) {
        let best = -Infinity;
        let bestAt = -1;
        for (let o = start[c] ?? 0; o < (start[c + 1] ?? 0); o++) {
          const to = (row[o] ?? 0) * levels + k + (steps[o] ?? 0);
          if ((f[to] ?? 0) > best) {
            best = f[to] ?? 0;
            bestAt = to;
          }
        }
        sum += (chance[c] ?? 0) * best;
        slope += (chance[c] ?? 0) * (g[bestAt] ?? 0);
      }
      if (b >= sum) {
        f[at] = b;
        g[at] = 0;
        banks++;
      } else {
        f[at] = sum;
        g[at] = slope;
      }
    }
  }
  return { f, g, banks, classes };
}

/** Whether the solved levels 1 to the cut of every row equal the reference's, value and slope, bit for bit. */
function sameLevels(flat: FlatModel, kernel: TurnKernel, expected: Solved, cut: number): void {
  const { levels } = kernel;
  for (let n = 1; n <= flat.dice; n++) {
    const from = n * levels + 1;
    expect(Array.from(kernel.f.subarray(from, from + cut))).toEqual(Array.from(expected.f.subarray(from, from + cut)));
    expect(Array.from(kernel.g.subarray(from, from + cut))).toEqual(Array.from(expected.g.subarray(from, from + cut)));
  }
}

const flats = new Map<string, FlatModel>();
function flatOf(name: PresetName | 'spicy by die'): FlatModel {
  let flat = flats.get(name);
  if (flat === undefined) {
    flat = flatten(name === 'spicy by die' ? turnModelByDie(resolveRules('spicy')) : turnModel(resolveRules(name)));
    flats.set(name, flat);
  }
  return flat;
}

describe('the kernel’s bound on a roll', () => {
  const cases: { model: PresetName | 'spicy by die'; cut: number; trials: number }[] = [
    { model: 'classic', cut: 120, trials: 6 },
    { model: 'zilch', cut: 120, trials: 6 },
    { model: 'spicy by die', cut: 40, trials: 3 },
  ];
  for (const { model, cut, trials } of cases) {
    for (const shape of ['rising', 'dipping', 'coarse', 'dipping past the cut'] as const) {
      it(`${model}, banks ${shape}: solve and solveKept equal every class solved, bit for bit`, () => {
        const flat = flatOf(model);
        const random = mulberry32(model.length * 7_919 + shape.length);
        const kernel = new TurnKernel(flat, cut + flat.maxSteps + 2);
        let banks = 0;
        let weighed = 0;
        let classes = 0;
        for (let trial = 0; trial < trials; trial++) {
          const frame = frameOf(flat, kernel, random, cut, shape);
          const filled = Float64Array.from(kernel.f);
          const expected = reference(flat, kernel, frame);
          banks += expected.banks;
          classes += expected.classes;
          kernel.solve(frame);
          sameLevels(flat, kernel, expected, cut);
          // solveKept, with every choice to find (a fresh TurnChoices: it counts the classes it weighs), over the same frame.
          kernel.f.set(filled);
          const kept = new TurnChoices(flat);
          kernel.solveKept(frame, kept, 0, 0);
          sameLevels(flat, kernel, expected, cut);
          // Less the first roll's, which the reference does not weigh.
          weighed += kept.solved - flat.classes(flat.dice).chance.length;
        }
        expect(banks).toBeGreaterThan(0);
        // Where the values rise, the bound spares rolls (each class weighed once at most); where the filled levels dip, none.
        if (shape === 'dipping past the cut') expect(weighed).toBe(classes);
        else expect(weighed).toBeLessThan(classes);
      });
    }
  }
});
