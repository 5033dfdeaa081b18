import { MAX_DICE } from '../dice.js';
import type { Rules } from '../rules/types.js';
import { rollsOfSize } from '../scoring/rolls.js';
import { tableFor } from '../scoring/table.js';

/**
 * One class of outcomes of rolling n dice: the rolls that offer the same
 * choices. `options` holds every distinct pair (points in steps, dice to roll
 * next) of the roll's legal keeps. None is pruned: fewer points for the same
 * dice left can be worth more (a total that stops short of the target, or of
 * a solver's cap, is not the same game as one past it).
 */
export interface OutcomeClass {
  readonly ways: number;
  /** Flattened pairs: [steps, diceNext, steps, diceNext, ...]; diceNext is 6 after hot dice. */
  readonly options: Int32Array;
}

/** The outcomes of rolling each number of dice, for solvers that look ahead over turn totals. */
export interface TurnModel {
  /** Points per step: the greatest common divisor of every combination's points. */
  readonly step: number;
  /** `outcomes[n]`: the scoring outcome classes of rolling n dice (index 0 unused). */
  readonly outcomes: readonly (readonly OutcomeClass[])[];
  /** `farkleWays[n]`: rolls of n dice that score nothing. */
  readonly farkleWays: readonly number[];
  /** The largest points a single roll can score, in steps. */
  readonly maxSteps: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

const models = new WeakMap<Rules, TurnModel>();

/** Builds (once per rule set) the outcome classes of rolling one to six plain dice. */
export function turnModel(rules: Rules): TurnModel {
  const known = models.get(rules);
  if (known !== undefined) return known;
  const table = tableFor(rules);
  let step = 0;
  for (const pattern of table.splitter.patterns) step = gcd(pattern.points, step);
  if (rules.scoring.sixDiceFarkle !== null && rules.scoring.sixDiceFarkle > 0) step = gcd(rules.scoring.sixDiceFarkle, step);
  step = Math.max(step, 1);
  const outcomes: OutcomeClass[][] = [[]];
  const farkleWays = [0];
  let maxSteps = 0;
  for (let n = 1; n <= MAX_DICE; n++) {
    const classes = new Map<string, { ways: number; options: number[] }>();
    let farkles = 0;
    for (const { set, ways } of rollsOfSize(n)) {
      const keeps = table.templateOf(set).keeps;
      if (keeps.length === 0) {
        farkles += ways;
        continue;
      }
      const distinct = new Map<number, [number, number]>();
      for (const keep of keeps) {
        const next = keep.remaining === 0 ? MAX_DICE : keep.remaining;
        distinct.set(keep.points * 8 + next, [keep.points / step, next]);
      }
      const options = [...distinct.keys()].sort((a, b) => a - b).flatMap((id) => distinct.get(id) ?? []);
      for (let i = 0; i < options.length; i += 2) maxSteps = Math.max(maxSteps, options[i] ?? 0);
      const id = options.join(',');
      const entry = classes.get(id);
      if (entry === undefined) classes.set(id, { ways, options });
      else entry.ways += ways;
    }
    outcomes.push([...classes.values()].map(({ ways, options }) => ({ ways, options: Int32Array.from(options) })));
    farkleWays.push(farkles);
  }
  const model: TurnModel = { step, outcomes, farkleWays, maxSteps };
  models.set(rules, model);
  return model;
}
