/**
 * The keeps' margins of a recorded turn (`FlatModel.expectChooseGap`), which
 * decide which turns a penalty solve must solve again: checked against the
 * rule written out option by option (`test/support/keep-rule.ts`), on
 * random tables with many ties (few distinct values), random banks and
 * margins, and cuts that put some options of a class past the levels
 * solved. Where the rule's margin is below 1e-3 it must be found exactly;
 * above, a lower bound of at least 1e-3 may stand for it (the margins that
 * decide are some 1e-5). Its value, slope and choices are `expectChoose`'s.
 * The tables are as the kernel leaves them: a decision point that banks is
 * worth the bank at its level, the same in every row.
 */
import { describe, expect, it } from 'vitest';
import { resolveRules, type PresetName } from '../../src/index.js';
import { flatten, type FlatModel } from '../../src/strategy/turn/flat.js';
import { turnModel } from '../../src/strategy/turn/model.js';
import { keepRule } from '../support/keep-rule.js';
import { mulberry32 } from '../support/mulberry32.js';


/**
 * Random tables of a turn of `levels` levels: distinct values in the
 * usual trial, so that the least margin can come from any class; with
 * `ties`, few distinct values. Decision points' own margins are often far
 * smaller than the values' leads, so that a twin that banks beside the
 * best, counted the wrong way, shows.
 */
function table(flat: FlatModel, random: () => number, levels: number, ties: boolean) {
  const size = (flat.dice + 1) * levels;
  const values = Float64Array.from({ length: flat.rows * levels }, () => (ties ? Math.floor(random() * 6) / 8 : random()));
  const slopes = Float64Array.from({ length: flat.rows * levels }, () => (random() < 0.3 ? 0 : Math.floor(random() * 5) / 4));
  const banks = Uint8Array.from({ length: size }, () => (random() < 0.5 ? 1 : 0));
  // A decision point that banks is worth its level's bank.
  const bank = Float64Array.from({ length: levels }, () => (ties ? Math.floor(random() * 6) / 8 : random()));
  banks.forEach((banked, at) => {
    if (banked === 1) values[at] = bank[at % levels] ?? 0;
  });
  const margins = Float64Array.from({ length: size }, () => (random() < 0.5 ? random() / 1e4 : random()));
  return { values, slopes, banks, margins };
}

describe('the keeps’ margins of a recorded turn', () => {
  const cases: PresetName[] = ['classic', 'zilch', 'yarkle'];
  for (const preset of cases) {
    it(`${preset}: every roll, level and cut as the rule says: exactly below 1e-3, a bound of at least 1e-3 above`, () => {
      const flat = flatten(turnModel(resolveRules(preset)));
      const random = mulberry32(preset.length * 7919);
      const levels = 3 * flat.maxSteps + 8;
      // The choices recorded from `at`, between slots that must stay untouched.
      const at = flat.maxClasses;
      const choices = new Int32Array(3 * flat.maxClasses);
      let compared = 0;
      let exact = 0;
      for (let trial = 0; trial < 40; trial++) {
        const { values, slopes, banks, margins } = table(flat, random, levels, trial % 4 === 0);
        for (let n = 1; n <= flat.dice; n++) {
          const k = Math.floor(random() * flat.maxSteps);
          // Cuts from below the level (every option fixed) to past every option (none).
          const fixed = k + Math.floor(random() * (flat.maxSteps + 2)) - 1;
          choices.fill(-1);
          const value = flat.expectChoose(n, values, slopes, levels, k, 0.25, 0.5, choices, at);
          const slope = flat.lastSlope;
          const chosen = Array.from(choices);
          expect(chosen.slice(at, at + flat.classes(n).chance.length)).not.toContain(-1);
          choices.fill(-1);
          expect(flat.expectChooseGap(n, values, slopes, levels, k, 0.25, 0.5, choices, at, banks, margins, fixed)).toBe(value);
          expect(flat.lastSlope).toBe(slope);
          expect(Array.from(choices)).toEqual(chosen);
          const rule = keepRule(flat, n, values, slopes, banks, margins, levels, k, fixed, choices, at);
          const gap = flat.lastGap;
          if (rule < 1e-3) {
            expect(gap).toBe(rule);
            exact++;
          } else {
            expect(gap).toBeGreaterThanOrEqual(1e-3);
            expect(gap).toBeLessThanOrEqual(rule);
          }
          compared++;
        }
      }
      expect(compared).toBe(40 * flat.dice);
      // The tables hold both: margins below 1e-3, to be found exactly, and larger ones.
      expect(exact).toBeGreaterThan(compared / 10);
      expect(exact).toBeLessThan((compared * 9) / 10);
    });
  }
});
