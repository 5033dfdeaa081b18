/**
 * A recorded turn's least margin (`TurnKernel.solveRecording` with its
 * keeps' margins, read by `Occupancy.follow`), which decides whether a
 * penalty solve must solve the turn again: checked against a walk written
 * out here over the solved turn's choices, on random frames of zilch's and
 * classic's turn models (banks the same in every row, as the race solver
 * sets them; coarse values, so that ties and twins occur).
 *
 * The walk: from the first roll, each class's recorded keep leads to a
 * decision point; one at or below the cut that rolls leads on. Each
 * decision point reached counts: where it banks, its bank's lead over
 * rolling on, divided by what can close it (the roll's sensitivity and
 * one); where it rolls, the least of its roll's lead over banking (divided
 * by both sensitivities) and its keeps' margins (`test/support/keep-rule.ts`,
 * reading the bank/roll margins of the points its keeps lead to); a point
 * past its row top banks surely. The first roll counts its keeps' margins.
 * The least over them all is the turn's margin: found exactly below 1e-3,
 * and as a lower bound of at least 1e-3 above.
 */
import { describe, expect, it } from 'vitest';
import { resolveRules, type PresetName } from '../../src/index.js';
import { flatten, type FlatModel } from '../../src/strategy/turn/flat.js';
import { TurnFrame, TurnKernel } from '../../src/strategy/turn/kernel.js';
import { turnModel } from '../../src/strategy/turn/model.js';
import { Occupancy } from '../../src/strategy/turn/occupancy.js';
import { keepRule } from '../support/keep-rule.js';
import { mulberry32 } from '../support/mulberry32.js';

/** The rule for one decision point's keeps (`keepRule`), over the solved turn, reading the bank/roll margins of the points its keeps lead to. */
function keepsMargin(flat: FlatModel, n: number, kernel: TurnKernel, bankRoll: Float64Array, bankAt: Uint8Array, k: number, cut: number): number {
  const { levels, f, g, choices } = kernel;
  return keepRule(flat, n, f, g, bankAt, bankRoll, levels, k, cut, choices, (n * levels + k) * flat.maxClasses);
}

/** A random frame over a zero-sum turn's shape: banks from `minimum`, the same in every row; coarse values (ties), or fine. */
function randomFrame(flat: FlatModel, kernel: TurnKernel, random: () => number, cut: number, ties: boolean): TurnFrame {
  const { dice, maxSteps } = flat;
  const frame = new TurnFrame(dice, kernel.levels);
  const coarse = (): number => (ties ? Math.floor(random() * 40) / 40 : random());
  frame.cut = cut;
  frame.minimum = 1 + Math.floor(random() * 8);
  for (let n = 1; n <= dice; n++) {
    frame.rowTop[n] = random() < 0.3 ? cut : Math.floor(random() * (cut + 1));
    frame.base[n] = (flat.farkle[n] ?? 0) * coarse();
    frame.baseG[n] = flat.farkle[n] ?? 0;
  }
  for (let k = 1; k <= cut; k++) {
    frame.bank[k] = coarse();
    frame.bankG[k] = random() < 0.8 ? 1 : 0;
  }
  // Past the cut, values that read nothing.
  for (let k = cut + 1; k <= cut + maxSteps; k++) {
    const value = coarse();
    for (let n = 1; n <= dice; n++) {
      kernel.f[n * kernel.levels + k] = random() < 0.5 ? value : coarse();
      kernel.g[n * kernel.levels + k] = 0;
    }
  }
  return frame;
}

/** The walk over the solved turn's choices (see the file's comment): the turn's least margin. */
function walk(flat: FlatModel, kernel: TurnKernel, frame: TurnFrame, firstBase: number, firstG: number): number {
  const { dice } = flat;
  const { levels } = kernel;
  const { cut, minimum } = frame;
  // Each decision point's choice, and its bank or roll's margin, by the rule.
  const bankAt = new Uint8Array((dice + 1) * levels);
  const bankRoll = new Float64Array((dice + 1) * levels);
  for (let k = 1; k <= cut; k++) {
    for (let n = 1; n <= dice; n++) {
      const at = n * levels + k;
      const canBank = k >= minimum;
      const b = canBank ? (frame.bank[k] ?? 0) : -1;
      const bg = canBank ? (frame.bankG[k] ?? 0) : 0;
      if (k > (frame.rowTop[n] ?? 0)) {
        bankAt[at] = 1;
        bankRoll[at] = Infinity;
        continue;
      }
      const rolled = flat.expectAt(n, kernel.f, kernel.g, levels, k, frame.base[n] ?? 0, frame.baseG[n] ?? 0);
      const slope = flat.lastSlope;
      if (b >= rolled) {
        bankAt[at] = 1;
        bankRoll[at] = (b - rolled) / (bg + 1);
      } else bankRoll[at] = canBank && slope + bg > 0 ? (rolled - b) / (slope + bg) : Infinity;
    }
  }
  let least = keepsMargin(flat, dice, kernel, bankRoll, bankAt, 0, cut);
  expect(flat.expectAt(dice, kernel.f, kernel.g, levels, 0, firstBase, firstG)).toBe(kernel.roll(dice, 0, firstBase, firstG));
  const seen = new Set<number>();
  const rolling = [dice * levels];
  for (let point = rolling.pop(); point !== undefined; point = rolling.pop()) {
    const n = Math.floor(point / levels);
    const k = point % levels;
    const chance = flat.classes(n).chance;
    for (let c = 0; c < chance.length; c++) {
      const to = kernel.choices[point * flat.maxClasses + c] ?? 0;
      if (to % levels > cut || seen.has(to)) continue;
      seen.add(to);
      if (bankAt[to] === 1) least = Math.min(least, bankRoll[to] ?? 0);
      else {
        least = Math.min(least, bankRoll[to] ?? 0, keepsMargin(flat, Math.floor(to / levels), kernel, bankRoll, bankAt, to % levels, cut));
        rolling.push(to);
      }
    }
    expect(k).toBeLessThanOrEqual(cut);
  }
  return least;
}

describe('a recorded turn’s least margin', () => {
  const cases: PresetName[] = ['zilch', 'classic'];
  for (const preset of cases) {
    it(`${preset}: the least over the decision points the turn reaches, as the walk finds it`, () => {
      const flat = flatten(turnModel(resolveRules(preset)));
      const random = mulberry32(preset.length * 104_729);
      const cut = 30;
      const kernel = new TurnKernel(flat, cut + flat.maxSteps + 2, true);
      const occupancy = new Occupancy(kernel);
      let exact = 0;
      const trials = 60;
      for (let trial = 0; trial < trials; trial++) {
        const frame = randomFrame(flat, kernel, random, cut, trial % 2 === 0);
        const firstBase = frame.base[flat.dice] ?? 0;
        const firstG = frame.baseG[flat.dice] ?? 0;
        kernel.solveRecording(frame, firstBase, firstG, false);
        occupancy.follow(frame);
        // Without the keeps' margins, a turn is sure to be solved again.
        expect(occupancy.margin).toBe(0);
        kernel.solveRecording(frame, firstBase, firstG, true);
        occupancy.follow(frame);
        const rule = walk(flat, kernel, frame, firstBase, firstG);
        if (rule < 1e-3) {
          expect(occupancy.margin).toBe(rule);
          exact++;
        } else {
          expect(occupancy.margin).toBeGreaterThanOrEqual(1e-3);
          expect(occupancy.margin).toBeLessThanOrEqual(rule);
        }
      }
      // The frames hold both: turns whose margin is below 1e-3, and turns whose margin is larger.
      expect(exact).toBeGreaterThan(trials / 10);
      expect(exact).toBeLessThan(trials);
    });
  }
});
