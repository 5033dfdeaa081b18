/**
 * An independent reference for the two-player win chances with spicy dice
 * (RULES.md, "Spicy dice"), on top of the brute-force oracle (`oracle.ts`),
 * sharing nothing with `src/` but types. Slow and plain on purpose:
 *
 * - `spicyModel` rolls every set of physical dice (die `id` shows its red
 *   face on a `id + 1`) in every ordered way, and lists for each roll every
 *   set of the rolled dice whose faces the oracle scores, with its points and
 *   the dice it leaves (every die again after hot dice);
 * - `spicyWinChance` is value iteration over both banked scores, each turn a
 *   recursion over (turn total, dice left), until a sweep moves no chance by
 *   the tolerance; with a final round, the opponent's last turn is solved
 *   over the steps still needed to pass.
 *
 * It reads the bank minimum as none (entry 0, minimum 0): a turn total of one
 * step or more may be banked; of the must-roll rules, it plays "must roll
 * after hot dice" (without a final round).
 */
import type { Face, ScoringRules } from '../../src/index.js';
import { Oracle, diceKey, type OracleDie } from './oracle.js';

/** One keep of a roll: its points in steps, the dice left to roll next (a mask of ids), and whether banking is then forbidden. */
export interface SpicyOption {
  readonly steps: number;
  readonly left: number;
  readonly must: boolean;
}

/** Rolls of one set of dice offering the same options, with their chance. */
export interface SpicyRollClass {
  readonly chance: number;
  readonly options: readonly SpicyOption[];
}

export interface SpicyModel {
  /** Every die: the mask of ids 0 to dice - 1. */
  readonly full: number;
  readonly step: number;
  /** `classes[mask]`: the scoring rolls of those dice. */
  readonly classes: readonly (readonly SpicyRollClass[])[];
  /** `farkle[mask]`: the chance that a roll of those dice scores nothing. */
  readonly farkle: readonly number[];
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The oracle's key (`diceKey`) of the dice of `roll` picked by the bits of `pick`, memoised by what they show. */
const keys = new Map<number, string>();
function keyOf(roll: readonly OracleDie[], pick: number): string {
  let shown = 0;
  for (let i = 0; i < roll.length; i++) if ((pick >> i) & 1) shown += 7 ** ((roll[i]!.face - 1) * 2 + (roll[i]!.spicy ? 1 : 0));
  let key = keys.get(shown);
  if (key === undefined) {
    key = diceKey(roll.filter((_, i) => (pick >> i) & 1));
    keys.set(shown, key);
  }
  return key;
}

/** Every roll of every set of `dice` physical dice under `scoring`, with spicy faces by die. */
export function spicyModel(scoring: ScoringRules, dice: number, step: number, rules: { rollAfterHotDice?: boolean } = {}): SpicyModel {
  const oracle = new Oracle(scoring);
  const full = 2 ** dice - 1;
  const classes: SpicyRollClass[][] = [[]];
  const farkle = [0];
  let divisor = 0;
  for (let mask = 1; mask <= full; mask++) {
    const ids = [...Array(dice).keys()].filter((id) => (mask >> id) & 1);
    const rolls = 6 ** ids.length;
    const byOptions = new Map<string, { ways: number; options: SpicyOption[] }>();
    let farkles = 0;
    for (let r = 0; r < rolls; r++) {
      const roll: OracleDie[] = ids.map((id, i) => {
        const face = (Math.floor(r / 6 ** i) % 6) + 1;
        return { face: face as Face, spicy: face === id + 1 };
      });
      const keeps = oracle.keeps(roll);
      const options = new Map<string, SpicyOption>();
      for (let pick = 1; pick < 2 ** ids.length; pick++) {
        const keep = keeps.get(keyOf(roll, pick));
        if (keep === undefined) continue;
        const keptIds = ids.filter((_, i) => (pick >> i) & 1).reduce((m, id) => m | (2 ** id), 0);
        const left = mask & ~keptIds;
        divisor = gcd(keep.points, divisor);
        // Hot dice: every die again, and under "must roll after hot dice" no bank before that roll.
        const option = { steps: keep.points / step, left: left === 0 ? full : left, must: left === 0 && rules.rollAfterHotDice === true };
        options.set(`${option.steps}:${option.left}`, option);
      }
      if (options.size === 0) {
        farkles++;
        continue;
      }
      const id = [...options.keys()].sort().join(' ');
      const known = byOptions.get(id);
      if (known === undefined) byOptions.set(id, { ways: 1, options: [...options.values()] });
      else known.ways++;
    }
    classes.push([...byOptions.values()].map(({ ways, options }) => ({ chance: ways / rolls, options })));
    farkle.push(farkles / rolls);
  }
  if (divisor % step !== 0) throw new Error(`points are not in steps of ${step}`);
  return { full, step, classes, farkle };
}

export interface SpicyGame {
  readonly model: SpicyModel;
  /** Steps of the first score that ends the game (or starts the final round). */
  readonly goal: number;
  readonly finalRound: boolean;
  readonly tolerance: number;
}

export interface SpicyTable {
  /** The chance that the player about to start a turn with i steps wins against j steps. */
  p(i: number, j: number): number;
  /** Banking and rolling the dice `left` (a mask of ids) at a decision point with turn total t steps. */
  choices(i: number, j: number, t: number, left: number): { bank: number | null; roll: number };
}

/** Value iteration on P(i, j), every P starting at 1/2, swept until none moves by the tolerance. */
export function spicyWinChance(game: SpicyGame): SpicyTable {
  const { model, goal, finalRound } = game;
  const { full, classes, farkle } = model;
  // ---- the opponent's last turn: pass[r][mask], r steps still to gain to tie, at a total that may bank.
  const pass: Float64Array[] = [];
  const passAt = (r: number, mask: number): number => {
    if (r < 0) return 1;
    while (pass.length <= r) {
      const need = pass.length;
      const row = new Float64Array(full + 1);
      for (let mask = 1; mask <= full; mask++) {
        const rolled = expect(mask, (o) => passAt(need - o.steps, o.left), 0);
        row[mask] = need === 0 ? Math.max(0.5, rolled) : rolled;
      }
      pass.push(row);
    }
    return pass[r]![mask]!;
  };
  /** The opponent's chance needing d steps to tie, from a turn total of 0 (which cannot bank). */
  const lastTurns: number[] = [];
  const lastTurn = (d: number): number => (lastTurns[d] ??= expect(full, (o) => passAt(d - o.steps, o.left), 0));
  if (finalRound && classes.some((list) => list.some((c) => c.options.some((o) => o.must)))) {
    throw new Error('the reference plays must-roll rules without a final round only');
  }
  function expect(mask: number, after: (option: SpicyOption) => number, farkleValue: number): number {
    let sum = farkle[mask]! * farkleValue;
    for (const { chance, options } of classes[mask]!) {
      let best = -Infinity;
      for (const option of options) best = Math.max(best, after(option));
      sum += chance * best;
    }
    return sum;
  }

  const P = new Float64Array(goal * goal).fill(0.5);
  const banked = (i: number, j: number, t: number): number => {
    const score = i + t;
    if (score < goal) return 1 - P[j * goal + score]!;
    return finalRound ? 1 - lastTurn(score - j) : 1;
  };
  /** One turn of i against j with the current table: the value of every decision point, memoised. */
  const turn = (i: number, j: number): { value(t: number, left: number): number; roll(t: number, left: number): number } => {
    const farkleValue = 1 - P[j * goal + i]!;
    const memo = new Map<number, number>();
    const past = mustPastEnd(farkleValue);
    const roll = (t: number, left: number): number => expect(left, (o) => value(t + o.steps, o.left, o.must), farkleValue);
    function value(t: number, left: number, must = false): number {
      const key = (t * 64 + left) * 2 + (must ? 1 : 0);
      const known = memo.get(key);
      if (known !== undefined) return known;
      let v: number;
      const bank = banked(i, j, t);
      if (must) v = i + t >= goal && !finalRound ? past[left]! : roll(t, left);
      // Past the end, once the opponent's last chance is below 1e-12, banking is within that of the best.
      else if (i + t >= goal && (!finalRound || 1 - bank < 1e-12)) v = bank;
      else v = Math.max(bank, roll(t, left));
      memo.set(key, v);
      return v;
    }
    return { value, roll };
  };
  /** Past the end without a final round every bank wins: R[mask], a must-roll point's chance of reaching one, by iteration. */
  function mustPastEnd(farkleValue: number): number[] {
    let R = Array<number>(full + 1).fill(0);
    for (let round = 0; round < 10_000; round++) {
      const next = R.map((_, mask) => (mask === 0 ? 0 : expect(mask, (o) => (o.must ? R[o.left]! : 1), farkleValue)));
      const change = Math.max(...next.map((v, mask) => Math.abs(v - R[mask]!)));
      R = next;
      if (change < 1e-16) break;
    }
    return R;
  }
  for (let sweep = 0; sweep < 10_000; sweep++) {
    let change = 0;
    for (let sum = 2 * goal - 2; sum >= 0; sum--) {
      for (let i = Math.max(0, sum - goal + 1); i <= Math.min(sum, goal - 1); i++) {
        const j = sum - i;
        const next = turn(i, j).roll(0, full);
        change = Math.max(change, Math.abs(next - P[i * goal + j]!));
        P[i * goal + j] = next;
      }
    }
    if (change < game.tolerance) break;
  }
  return {
    p: (i, j) => P[i * goal + j]!,
    choices: (i, j, t, left) => {
      const solved = turn(i, j);
      return { bank: t >= 1 ? banked(i, j, t) : null, roll: solved.roll(t, left) };
    },
  };
}
