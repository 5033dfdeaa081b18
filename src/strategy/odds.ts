import type { RulesInput } from '../rules/types.js';
import { checkDiceCount } from '../scoring/odds.js';
import { rollOutcomes } from '../scoring/rolls.js';
import { largestKeeps } from '../scoring/largest.js';
import { scorerFor } from '../scoring/table.js';

/**
 * An exact probability: `numerator / denominator`, the denominator being 6^n for n dice.
 *
 * @example
 * ```ts
 * const farkle: Fraction = rollOdds(6).farkle;
 * farkle; // { numerator: 1080, denominator: 46656 }
 * farkle.numerator / farkle.denominator; // ≈ 0.0231
 * ```
 *
 * @category Odds
 */
export interface Fraction {
  /** The number of outcomes counted. */
  readonly numerator: number;
  /** The number of equally likely outcomes: 6^n. */
  readonly denominator: number;
}

/**
 * Everything about one roll of n dice, counted exactly over its 6^n equally likely outcomes.
 *
 * @example
 * ```ts
 * const three = rollOdds(3);
 * three.rolls; // 216
 * three.farkle; // { numerator: 60, denominator: 216 }
 * three.hotDice.numerator; // 12
 * three.distribution[0]; // { points: 0, ways: 60 }: the farkles
 * three.expectedPoints.numerator / three.expectedPoints.denominator; // about 83.6 points
 * ```
 *
 * @category Odds
 */
export interface RollOdds {
  /** The number of dice rolled. */
  readonly diceCount: number;
  /** 6^n. */
  readonly rolls: number;
  /** Rolls in which nothing scores (a roll with an effect is no farkle). */
  readonly farkle: Fraction;
  /** Rolls whose best keep uses every die. */
  readonly hotDice: Fraction;
  /** Rolls that are one of `scoring.rollEffects`: not scored, with an effect instead. */
  readonly effects: Fraction;
  /** The expected points of the roll's best keep (a farkle and a roll with an effect count 0). */
  readonly expectedPoints: Fraction;
  /**
   * How many rolls have each best-keep score, ascending; points 0 is the
   * farkle. Rolls with an effect are left out (they are counted in
   * `effects`), so the ways sum to `rolls` less those.
   */
  readonly distribution: readonly {
    /** The best keep's points. */
    readonly points: number;
    /** How many of the 6^n rolls score that. */
    readonly ways: number;
  }[];
}

/**
 * Exact odds of one roll of `diceCount` dice (1 to the rules' dice count)
 * under a rule set, with spicy dice counted as plain ones (which red faces
 * can show depends on which dice are rolled, which a count does not say: the
 * farkles and effects are the same, the best keep and its points those of
 * plain dice), by enumerating every multiset of faces with its number of
 * orderings. The best keep is the best legal one (under
 * `turn.keepEveryScoringDie`, the best of the largest keeps). Under rules
 * with a wild die the roll includes the wild die (always so on a turn's
 * first roll): it shows its wild face one time in six, in place of
 * `rules.wildDie.face`.
 *
 * @example
 * ```ts
 * const six = rollOdds(6);
 * six.farkle; // { numerator: 1080, denominator: 46656 }
 * six.expectedPoints.numerator / six.expectedPoints.denominator; // about 390 points
 * ```
 *
 * @category Odds
 */
export function rollOdds(diceCount: number, rules?: RulesInput): RollOdds {
  const scorer = scorerFor(rules);
  const n = checkDiceCount(diceCount, 'diceCount', scorer.dice);
  const { table } = scorer;
  const every = scorer.rules.turn.keepEveryScoringDie;
  const rolls = 6 ** n;
  let farkle = 0;
  let hotDice = 0;
  let effects = 0;
  let total = 0;
  const ways = new Map<number, number>();
  for (const { set, ways: count } of rollOutcomes(n, scorer.rules.wildDie?.face ?? 0)) {
    const template = table.templateOf(set);
    // The best legal keep: under turn.keepEveryScoringDie, the best of the largest.
    const best = (every ? largestKeeps(template.keeps) : template.keeps)[0];
    const points = best?.points ?? 0;
    if (template.effect !== null) {
      effects += count;
      continue;
    }
    if (best === undefined) farkle += count;
    else if (best.remaining === 0) hotDice += count;
    total += points * count;
    ways.set(points, (ways.get(points) ?? 0) + count);
  }
  const distribution = [...ways].sort((a, b) => a[0] - b[0]).map(([points, count]) => ({ points, ways: count }));
  const of = (numerator: number): Fraction => ({ numerator, denominator: rolls });
  return { diceCount: n, rolls, farkle: of(farkle), hotDice: of(hotDice), effects: of(effects), expectedPoints: of(total), distribution };
}

/**
 * {@link rollOdds} for one die up to the rules' dice count (six in the usual game).
 *
 * @example
 * ```ts
 * oddsTable().map((odds) => odds.farkle.numerator); // [4, 16, 60, 204, 600, 1080]
 * oddsTable(defineRules({ dice: 5 })).length; // 5
 * ```
 *
 * @category Odds
 */
export function oddsTable(rules?: RulesInput): RollOdds[] {
  const { dice } = scorerFor(rules);
  return Array.from({ length: dice }, (_, i) => rollOdds(i + 1, rules));
}
