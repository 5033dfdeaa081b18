import type { Rules } from '../../rules/types.js';
import { turnModel } from '../turn/model.js';

const known = new WeakMap<Rules, Map<number, number>>();
const fresh = new WeakMap<Rules, number[]>();

/**
 * At most the chance that a fresh turn gains r steps or more (see
 * {@link reachSteps}); 0 past the reach at the tolerance it was last
 * computed for.
 */
export function gainChance(rules: Rules, r: number): number {
  if (r <= 0) return 1;
  if (!fresh.has(rules)) reachSteps(rules, 1e-9);
  return fresh.get(rules)?.[r] ?? 0;
}

/** The gains {@link gainChance} knows: past them it answers 0. */
export function gainReach(rules: Rules): number {
  if (!fresh.has(rules)) reachSteps(rules, 1e-9);
  return fresh.get(rules)?.length ?? 0;
}

/**
 * The fewest steps past which no turn gains that many with a chance of
 * `tolerance` or more, whatever its policy: the chance of gaining r steps
 * from a decision point with n dice is at most the best expected chance over
 * each roll's keeps, banking never forbidden (a bound, with must-roll rules
 * too). A final-round solver treats a lead of that many steps as certain.
 */
export function reachSteps(rules: Rules, tolerance: number): number {
  let byTolerance = known.get(rules);
  if (byTolerance === undefined) {
    byTolerance = new Map();
    known.set(rules, byTolerance);
  }
  const cached = byTolerance.get(tolerance);
  if (cached !== undefined) return cached;
  const model = turnModel(rules);
  const { dice } = model;
  const need: number[][] = Array.from({ length: dice + 1 }, () => [1]);
  const at = (row: number, r: number): number => (r <= 0 ? 1 : (need[row > dice ? row - dice - 1 : row]?.[r] ?? 0));
  let r = 1;
  for (; r < 1_000_000; r++) {
    for (let n = 1; n <= dice; n++) {
      let sum = (model.wonWays[n] ?? 0) / 6 ** n;
      for (const c of model.outcomes[n] ?? []) {
        let best = 0;
        for (let o = 0; o < c.options.length; o += 2) best = Math.max(best, at(c.options[o + 1] ?? 0, r - (c.options[o] ?? 0)));
        sum += (c.ways / 6 ** n) * best;
      }
      (need[n] as number[])[r] = sum;
    }
    // Past the reach of every number of dice: a decision point anywhere in a turn is bounded too.
    let most = 0;
    for (let n = 1; n <= dice; n++) most = Math.max(most, need[n]?.[r] ?? 0);
    if (most < tolerance) break;
  }
  byTolerance.set(tolerance, r);
  const first = need[dice] as number[];
  if ((fresh.get(rules)?.length ?? 0) < first.length) fresh.set(rules, first);
  return r;
}
