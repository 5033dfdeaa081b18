/**
 * An independent reference for one turn with spicy dice (RULES.md, "Spicy
 * dice"): the most points a turn can expect, by plain expectimax over
 * (turn total, dice left to roll), the dice left a set of die ids. It reads
 * the rolls from `spicyModel` (spicy-reference.ts: every roll of every set of
 * physical dice scored by the brute-force oracle, die `id` red on `id + 1`)
 * and shares nothing with `src/` but types. Slow and plain on purpose:
 *
 * - at a decision point (after a keep) with total t and dice `left`, the
 *   player banks t (allowed from the bank minimum on, never after a keep that
 *   forbids it) or rolls `left`; every die is rolled again after hot dice;
 * - a roll that scores nothing ends the turn with 0; otherwise the player
 *   picks the best of every set of rolled dice that scores;
 * - totals above `cap` are banked at once (the horizon of the library's solver).
 */
import type { SpicyModel } from './spicy-reference.js';

export interface SpicyTurnGame {
  readonly model: SpicyModel;
  /** The turn total needed to bank, in points. */
  readonly minimum: number;
  /** Totals above this (points) are banked at once. */
  readonly cap: number;
}

export interface SpicyTurnTable {
  /** The expected points of a turn from scratch: every die rolled at a total of 0. */
  readonly expectedScore: number;
  /** The expected points of rolling the dice `left` (a mask of ids) at a total of `total` points and playing on. */
  roll(total: number, left: number): number;
  /** The better allowed choice at a decision point. */
  value(total: number, left: number, mustRoll?: boolean): number;
  /** The smallest total, a multiple of the step from the minimum to the cap, at which banking is worth at least rolling `left`; `null` if none. */
  threshold(left: number): number | null;
}

/** Solves every (total, dice left) from the cap down; each level reads only higher ones (a keep scores at least one step). */
export function spicyTurn(game: SpicyTurnGame): SpicyTurnTable {
  const { model, minimum, cap } = game;
  const { full, step, classes } = model;
  const top = Math.floor(cap / step);
  const masks = full + 1;
  const rolls = new Float64Array((top + 1) * masks);
  /** Value at a decision point of level k (steps): past the top, the total is banked. */
  const decision = (k: number, left: number, must: boolean): number => {
    if (k > top) return k * step;
    const rolled = rolls[k * masks + left]!;
    return must || k * step < minimum ? rolled : Math.max(k * step, rolled);
  };
  for (let k = top; k >= 0; k--) {
    for (let left = 1; left <= full; left++) {
      // A roll that scores nothing ends the turn with 0.
      let sum = 0;
      for (const { chance, options } of classes[left]!) {
        let best = -Infinity;
        for (const o of options) best = Math.max(best, decision(k + o.steps, o.left, o.must));
        sum += chance * best;
      }
      rolls[k * masks + left] = sum;
    }
  }
  const level = (total: number): number => {
    if (total % step !== 0) throw new Error(`the reference solves totals in steps of ${step}`);
    return total / step;
  };
  const roll = (total: number, left: number): number => {
    const k = level(total);
    if (k <= top) return rolls[k * masks + left]!;
    // Past the cap: one roll, then bank whatever it brings.
    let sum = 0;
    for (const { chance, options } of classes[left]!) sum += chance * Math.max(...options.map((o) => total + o.steps * step));
    return sum;
  };
  return {
    expectedScore: rolls[full]!,
    roll,
    value: (total, left, mustRoll = false) => decision(level(total), left, mustRoll),
    threshold(left) {
      for (let k = Math.ceil(minimum / step); k <= top; k++) if (k * step >= rolls[k * masks + left]!) return k * step;
      return null;
    },
  };
}
