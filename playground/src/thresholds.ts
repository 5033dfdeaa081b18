import { FarkleError, optimalTurn, type DiceToRoll, type Rules, type TurnPolicy } from 'farkle-rules';

/** One bar of the chart: the dice left and the turn total from which optimal play banks. */
export interface ThresholdRow {
  readonly dice: number;
  /** The threshold (with spicy dice told apart, the lowest over the sets of that many dice); `null`: rolls on to the cap. */
  readonly low: number | null;
  /** The highest over the sets of that many dice (the same as `low` when they are not told apart). */
  readonly high: number | null;
}

/** The bank thresholds of a rule set, and how they were asked for. */
export interface Thresholds {
  readonly policy: TurnPolicy;
  readonly rows: readonly ThresholdRow[];
  /** With spicy dice, whether the policy told the dice left apart by which they are (their red faces). */
  readonly byIdentity: boolean;
}

/** The smallest turn total at which the policy banks rather than rolls `dice`, or `null` if it rolls on up to its cap. */
export function bankThreshold(policy: TurnPolicy, dice: DiceToRoll): number | null {
  for (let total = policy.step; total <= policy.cap; total += policy.step) {
    if (!policy.shouldRoll(total, dice)) return total;
  }
  return null;
}

/**
 * Whether the policy takes the dice left by id (spicy dice told apart, as `optimalTurn` does
 * since it solves them by die identity); a FarkleError says it does not (an older library).
 */
function takesIds(policy: TurnPolicy): boolean {
  try {
    policy.shouldRoll(policy.step, [0]);
    return true;
  } catch (error) {
    if (error instanceof FarkleError) return false;
    throw error;
  }
}

/** Every set of `count` die ids out of `dice`. */
export function diceSets(dice: number, count: number): number[][] {
  const sets: number[][] = [];
  for (let mask = 1; mask < 1 << dice; mask++) {
    const ids = Array.from({ length: dice }, (_, id) => id).filter((id) => (mask >> id) & 1);
    if (ids.length === count) sets.push(ids);
  }
  return sets;
}

const order = (value: number | null): number => value ?? Infinity;

/** The lowest and highest threshold over every set of `count` dice, by id. */
function rowByIdentity(policy: TurnPolicy, count: number): ThresholdRow {
  if (count === policy.rules.dice) {
    const all = bankThreshold(policy, count);
    return { dice: count, low: all, high: all };
  }
  const found = diceSets(policy.rules.dice, count)
    .map((ids) => bankThreshold(policy, ids))
    .sort((a, b) => order(a) - order(b));
  return { dice: count, low: found[0] ?? null, high: found[found.length - 1] ?? null };
}

/** The optimal turn's bank thresholds by dice left, read from what `optimalTurn` returns for the rules. */
export function bankThresholds(rules: Rules, onBoard: boolean): Thresholds {
  const policy = optimalTurn(rules, { onBoard });
  const byIdentity = rules.spicyDice && takesIds(policy);
  const rows = Array.from({ length: rules.dice }, (_, i): ThresholdRow => {
    if (byIdentity) return rowByIdentity(policy, i + 1);
    const threshold = bankThreshold(policy, i + 1);
    return { dice: i + 1, low: threshold, high: threshold };
  });
  return { policy, rows, byIdentity };
}
