import type { RulesInput } from '../rules/types.js';
import { checkDiceCount } from '../scoring/odds.js';
import { rollsOfSize } from '../scoring/rolls.js';
import { tableFor } from '../scoring/table.js';

/** An exact probability: `numerator / denominator`, the denominator being 6^n for n dice. */
export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

/** Everything about one roll of n dice, counted exactly over its 6^n equally likely outcomes. */
export interface RollOdds {
  readonly diceCount: number;
  /** 6^n. */
  readonly rolls: number;
  /** Rolls in which nothing scores. */
  readonly farkle: Fraction;
  /** Rolls whose best keep uses every die. */
  readonly hotDice: Fraction;
  /** The expected points of the roll's best keep (a farkle counts 0). */
  readonly expectedPoints: Fraction;
  /** How many rolls have each best-keep score, ascending; points 0 is the farkle. */
  readonly distribution: readonly { readonly points: number; readonly ways: number }[];
}

/**
 * Exact odds of one roll of `diceCount` plain dice under a rule set, by
 * enumerating every multiset of faces with its number of orderings.
 *
 * @example
 * ```ts
 * const six = rollOdds(6);
 * six.farkle; // { numerator: 1080, denominator: 46656 }
 * six.expectedPoints.numerator / six.expectedPoints.denominator; // about 390 points
 * ```
 */
export function rollOdds(diceCount: number, rules?: RulesInput): RollOdds {
  const n = checkDiceCount(diceCount);
  const table = tableFor(rules);
  const rolls = 6 ** n;
  let farkle = 0;
  let hotDice = 0;
  let total = 0;
  const ways = new Map<number, number>();
  for (const { set, ways: count } of rollsOfSize(n)) {
    const best = table.templateOf(set).keeps[0];
    const points = best?.points ?? 0;
    if (best === undefined) farkle += count;
    else if (best.remaining === 0) hotDice += count;
    total += points * count;
    ways.set(points, (ways.get(points) ?? 0) + count);
  }
  const distribution = [...ways].sort((a, b) => a[0] - b[0]).map(([points, count]) => ({ points, ways: count }));
  const of = (numerator: number): Fraction => ({ numerator, denominator: rolls });
  return { diceCount: n, rolls, farkle: of(farkle), hotDice: of(hotDice), expectedPoints: of(total), distribution };
}

/** {@link rollOdds} for one to six dice. */
export function oddsTable(rules?: RulesInput): RollOdds[] {
  return [1, 2, 3, 4, 5, 6].map((n) => rollOdds(n, rules));
}
