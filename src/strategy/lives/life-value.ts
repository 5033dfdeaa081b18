import type { Rules } from '../../rules/types.js';
import { flattenRoll } from '../turn/flat-roll.js';
import { fromRow, turnModel } from '../turn/model.js';
import { optimalTurn, statePolicy } from '../turn/optimal-turn.js';
import { turnModelByDie } from '../turn/spicy-model.js';

/** A player's race: the points it still needs and the lives it has. */
export interface Racer {
  readonly needed: number;
  readonly lives: number;
}

/**
 * What lives are worth in points, for a player on a rule set with lives.
 *
 * Lives matter through elimination, points through tempo; a race values
 * both. Each player's finishing turn is counted from a table: the chance of
 * banking the points it still needs within t turns, before its lives run
 * out, playing each turn for the most points ({@link optimalTurn}) and
 * banking as soon as a bank reaches the target. The player to move wins the
 * race when it finishes on its t-th turn from now and no opponent has
 * finished within t - 1 of theirs (or, as the last player standing, within
 * the turns it has left). Losing m lives is worth the points that would buy
 * back the chance it costs: R - R', where R' is the points needed with
 * m lives fewer that win as often as R with them now. Far ahead or far
 * behind, a life costs little and is spent for tempo; in a close race with
 * few lives it costs more; a loss that eliminates costs the whole target.
 *
 * Approximations: every player's turns are counted under the points policy
 * (not the more careful play of one who values lives), points needed are
 * counted in buckets of up to 1/200 of the target, and races longer than the
 * table's horizon count as never finished.
 */
export interface LifeValue {
  /** The points that losing `lost` lives is worth to `me`, racing `others` (`turnsLeft`: a last player's allowance, or `null`). */
  cost(me: Racer, others: readonly Racer[], lost: number, turnsLeft: number | null): number;
  /** The chance that `me` banks the points it needs within `turns` turns, before its lives run out (from the table above). */
  finishChance(me: Racer, turns: number): number;
}

/** The most turns the race table follows: races longer than this count as never finished. */
const MAX_TURNS = 200;

/** How one fresh turn ends: banked points by bucket (index 0: nothing), and farkles by lives lost. */
interface TurnOutcomes {
  readonly banked: Float64Array;
  readonly farkles: Map<number, number>;
}

/**
 * The outcomes of a fresh turn played for the most points by a player on the
 * board, banking at once when the bank reaches `goal` steps. Totals only
 * grow, so the chance of each decision point is pushed forward level by level.
 */
function turnOutcomes(rules: Rules, goal: number, width: number): TurnOutcomes {
  const lives = rules.lives;
  // Roll states by the solver's model: numbers of dice, or with spicy dice sets of dice by id.
  const model = turnModelByDie(rules);
  const policy = statePolicy(rules, { onBoard: true });
  const { dice, step } = model;
  const rolls = Array.from({ length: dice + 1 }, (_, n) => flattenRoll(model, n));
  const top = Math.min(goal, Math.floor(policy.cap / step) + 1);
  // mass[n * (top + 1) + k]: the chance of rolling n dice next at a turn total of k steps.
  const mass = new Float64Array((dice + 1) * (top + 1));
  mass[dice * (top + 1)] = 1;
  const banked = new Float64Array(Math.ceil(goal / width) + 1);
  const farkles = new Map<number, number>();
  const bank = (k: number, p: number): void => {
    const bucket = Math.min(Math.floor(k / width), banked.length - 1);
    banked[bucket] = (banked[bucket] ?? 0) + p;
  };
  for (let k = 0; k <= top; k++) {
    for (let n = 1; n <= dice; n++) {
      const p = mass[n * (top + 1) + k] ?? 0;
      if (p === 0) continue;
      const flat = rolls[n];
      if (flat === undefined) continue;
      let scoring = 0;
      for (let c = 0; c < flat.chance.length; c++) {
        const chance = (flat.chance[c] ?? 0) * p;
        scoring += chance;
        let best = -Infinity;
        let bestSteps = 0;
        let bestNext = dice;
        for (let o = flat.start[c] ?? 0, end = flat.start[c + 1] ?? 0; o < end; o++) {
          const steps = flat.steps[o] ?? 0;
          const { next, mustRoll } = fromRow(dice, flat.row[o] ?? 0);
          const value = k + steps >= top ? Infinity : policy.valueAt((k + steps) * step, next, mustRoll);
          if (value > best) {
            best = value;
            bestSteps = steps;
            bestNext = next;
          }
        }
        const total = k + bestSteps;
        // Past the goal (or the policy's cap) the player banks; otherwise as the policy says.
        if (total >= top || !policy.shouldRollAt(total * step, bestNext, false)) bank(total, chance);
        else mass[bestNext * (top + 1) + total] = (mass[bestNext * (top + 1) + total] ?? 0) + chance;
      }
      const sixDice = n === dice && (k === 0 || (lives?.sixDiceFarkleOnHotDice ?? false));
      const lost = (sixDice ? lives?.sixDiceFarkle : lives?.farkle) ?? 0;
      // What does not score farkles (or loses the turn to a roll effect: nothing banked, no life lost).
      const farkle = p - scoring;
      if (lost === 0) bank(0, farkle);
      else farkles.set(lost, (farkles.get(lost) ?? 0) + farkle);
    }
  }
  return { banked, farkles };
}

/**
 * within[n][b * (turns + 1) + t]: the chance to bank b more buckets of
 * points within t turns before losing n lives. A turn either banks (fewer
 * points needed), farkles (fewer lives) or brings nothing.
 */
function finishTable(outcomes: TurnOutcomes, buckets: number, lives: number, turns: number): Float64Array[] {
  const { banked, farkles } = outcomes;
  const size = turns + 1;
  const within = [new Float64Array((buckets + 1) * size)];
  const none = banked[0] ?? 0;
  for (let n = 1; n <= lives; n++) {
    const row = new Float64Array((buckets + 1) * size);
    row.fill(1, 0, size);
    for (let t = 1; t <= turns; t++) {
      for (let b = 1; b <= buckets; b++) {
        let sum = none * (row[b * size + t - 1] ?? 0);
        for (let gain = 1; gain < banked.length; gain++) sum += (banked[gain] ?? 0) * (gain >= b ? 1 : (row[(b - gain) * size + t - 1] ?? 0));
        for (const [lost, chance] of farkles) if (n - lost > 0) sum += chance * (within[n - lost]?.[b * size + t - 1] ?? 0);
        row[b * size + t] = sum;
      }
    }
    within.push(row);
  }
  return within;
}

/** Buckets of points needed for the race table: at most this many up to the target. */
const RACE_BUCKETS = 200;

/** Lives counted in the race table; a player with more counts as one with this many. */
const RACE_LIVES = 30;

const values = new WeakMap<Rules, LifeValue>();

/** The {@link LifeValue} of a rule set with lives (cached per rule set). */
export function lifeValue(rules: Rules): LifeValue {
  const known = values.get(rules);
  if (known !== undefined) return known;
  const { step } = turnModel(rules);
  const goal = Math.ceil(rules.end.target / step);
  const width = Math.max(1, Math.ceil(goal / RACE_BUCKETS));
  const buckets = Math.ceil(goal / width);
  const most = Math.min(rules.lives?.start ?? 1, RACE_LIVES);
  // A horizon of three times the turns an average turn would need, and at least 30.
  const perTurn = Math.max(optimalTurn(rules, { onBoard: true }).expectedScore, step);
  const turns = Math.min(MAX_TURNS, Math.max(30, Math.ceil((3 * goal * step) / perTurn)));
  const within = finishTable(turnOutcomes(rules, goal, width), buckets, most, turns);
  const size = turns + 1;
  const bucketOf = (needed: number): number => Math.min(buckets, Math.max(0, Math.ceil(needed / (step * width))));
  const finished = (racer: Racer, t: number): number => {
    if (racer.lives <= 0) return 0;
    return within[Math.min(racer.lives, most)]?.[bucketOf(racer.needed) * size + Math.min(t, turns)] ?? 0;
  };
  const value: LifeValue = {
    finishChance: (me, t) => (t <= 0 ? (me.needed <= 0 && me.lives > 0 ? 1 : 0) : finished(me, t)),
    cost(me, others, lost, turnsLeft) {
      if (lost <= 0) return 0;
      // behind[t]: the chance that no opponent has finished within t - 1 turns.
      const behind = new Float64Array(turns + 1);
      for (let t = 1; t <= turns; t++) {
        let p = turnsLeft !== null && t > turnsLeft ? 0 : 1;
        for (const other of others) p *= 1 - finished(other, t - 1);
        behind[t] = p;
      }
      const wins = (b: number, lives: number): number => {
        if (lives <= 0) return 0;
        const row = within[Math.min(lives, most)] as Float64Array;
        let sum = 0;
        for (let t = 1; t <= turns; t++) sum += ((row[b * size + t] ?? 0) - (row[b * size + t - 1] ?? 0)) * (behind[t] ?? 0);
        return sum;
      };
      const b = bucketOf(me.needed);
      const now = wins(b, me.lives);
      if (now <= 0) return 0;
      if (me.lives - lost <= 0) return rules.end.target;
      // The most buckets needed with fewer lives that still win as often: what the lives are worth.
      let equal = b;
      let chance = wins(equal, me.lives - lost);
      while (equal > 0 && chance < now) {
        const before = chance;
        chance = wins(--equal, me.lives - lost);
        // Between two buckets, the share of the last one that buys the chance back.
        if (chance >= now) return (b - equal - 1 + (now - before) / Math.max(chance - before, 1e-300)) * width * step;
      }
      return (b - equal) * width * step;
    },
  };
  values.set(rules, value);
  return value;
}
