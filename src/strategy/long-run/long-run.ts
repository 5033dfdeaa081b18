import { checkSignal, throwIfAborted, type AbortSignalLike } from '../../abort.js';
import { describe } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';
import { turnModel } from '../turn/model.js';
import { refuseUnsupported, turnUnsupported } from '../unsupported.js';
import { turnCap, turnWithEnds, type TurnPolicy } from '../turn/optimal-turn.js';

/**
 * Options for {@link optimalLongRun}.
 *
 * @example
 * ```ts
 * const options: LongRunOptions = { cap: 3_000 };
 * // optimalLongRun('zilch', options)
 * ```
 *
 * @category Strategy
 */
export interface LongRunOptions {
  /**
   * Turn totals above this are banked at once, as in `optimalTurn`; the
   * default is 20 times the largest points of one roll. At most 100,000 steps
   * of the rules' grid (5,000,000 points in classic), as in `optimalTurn`.
   */
  readonly cap?: number | undefined;
  /**
   * Stops the solve with `aborted`: checked before solving, between
   * policy-improvement steps and at every level of each turn solved. As the
   * solve is synchronous, a signal fires during it only if its `aborted` turns
   * true by itself (a deadline getter).
   */
  readonly signal?: AbortSignalLike | undefined;
}

const LONG_RUN_KEYS = optionKeys<LongRunOptions>({ cap: true, signal: true });

/**
 * The optimal turn of a player who starts it with `streak` farkles in a row behind them.
 *
 * @example
 * ```ts
 * const streak: StreakTurn | undefined = optimalLongRun('zilch').streaks[0];
 * streak?.streak; // 0: the turn played with no farkle in a row
 * ```
 *
 * @category Strategy
 */
export interface StreakTurn {
  /** Farkles in a row before this turn: 0 to `farklePenalty.farkles - 1`. */
  readonly streak: number;
  /**
   * What a farkle is worth against banking 0 points: the relative value of
   * the longer streak, or where the farkle completes the streak, minus the
   * penalty plus the relative value of the streak after it (0 when the
   * penalty resets the streak).
   */
  readonly farkleValue: number;
  /** What a turn lost by a roll effect ('loseTurn', no farkle) is worth: the relative value of this streak. */
  readonly lostValue: number;
  /** The chance that a turn played by this policy farkles (a no-risk farkle included). */
  readonly farkleChance: number;
  /** The chance that it ends by a roll effect that loses the turn (0 without such effects). */
  readonly lostChance: number;
  /** The expected points this turn banks (a bank, or a no-risk farkle's), before any penalty. */
  readonly expectedPoints: number;
  /**
   * The turn's policy. Its values are points banked this turn plus the
   * relative value of the streak the turn leaves: a farkle counts
   * `farkleValue`, a bank its total; `expectedScore` is `pointsPerTurn` plus
   * this streak's relative value.
   */
  readonly policy: TurnPolicy;
}

/**
 * The policy that maximizes the long-run average points per turn.
 *
 * @example
 * ```ts
 * const policy: LongRunPolicy = optimalLongRun('zilch');
 * policy.pointsPerTurn; // the most points a turn gains on average, streak penalties included
 * policy.streaks.length; // 3: one turn policy per farkle streak before the penalty
 * ```
 *
 * @category Strategy
 */
export interface LongRunPolicy {
  /** The rules solved, resolved. */
  readonly rules: Rules;
  /** Turn totals above this are banked at once. */
  readonly cap: number;
  /** The long-run average points per turn under the policy, penalties included. */
  readonly pointsPerTurn: number;
  /**
   * The relative value of starting a turn with s farkles in a row, against
   * starting with none (so `relativeValues[0]` is 0): how many points the
   * streak is worth in the long run. One entry without a farkle penalty.
   */
  readonly relativeValues: readonly number[];
  /** The optimal turn for each streak, `streaks[s]` for s farkles in a row. */
  readonly streaks: readonly StreakTurn[];
  /** Policy-improvement steps taken. */
  readonly iterations: number;
}

/** One streak's turn solved at given relative values: its value and the coefficients of the policy it found. */
interface Solved {
  readonly policy: TurnPolicy;
  readonly farkleValue: number;
  readonly lostValue: number;
  /** The chances of a farkle and of a lost turn under the policy; the rest of its value is points banked. */
  readonly farkleChance: number;
  readonly lostChance: number;
  readonly points: number;
}

/** The streak chain: where a farkle at each streak leads, and what it costs. */
interface Chain {
  readonly states: number;
  readonly next: readonly number[];
  readonly penalty: readonly number[];
}

function chainOf(rules: Rules): Chain {
  const rule = rules.farklePenalty;
  if (rule === null) return { states: 1, next: [0], penalty: [0] };
  const states = rule.farkles;
  const points = rule.points as number;
  const last = rule.resetAfterPenalty ? 0 : states - 1;
  const next = Array.from({ length: states }, (_, s) => (s + 1 < states ? s + 1 : last));
  const penalty = Array.from({ length: states }, (_, s) => (s + 1 < states ? 0 : points));
  return { states, next, penalty };
}

/**
 * Rules whose long-run points per turn this solver cannot value exactly, by
 * path: penalties that depend on the banked score, the crash penalty it does
 * not model, and a roll effect that drops the banked score to zero.
 */
function longRunUnsupported(rules: Rules): string | null {
  const single = turnUnsupported(rules);
  if (single !== null) return single;
  if (rules.farklePenalty?.points === 'all') return 'farklePenalty.points';
  if (rules.allDiceFarkle !== null) return 'allDiceFarkle';
  // A floor makes what a penalty takes depend on the banked score, which the streak alone does not tell.
  if (rules.farklePenalty !== null && rules.scoreFloor !== null) return 'scoreFloor';
  const loseScore = rules.scoring.rollEffects.findIndex((e) => e.effect === 'loseScore');
  return loseScore < 0 ? null : `scoring.rollEffects[${loseScore}].effect`;
}

/** Solves every streak's turn with a farkle and a lost turn valued by the relative values `h`. */
function solveStreaks(rules: Rules, cap: number, chain: Chain, h: readonly number[], hasLost: boolean, signal: AbortSignalLike | undefined): Solved[] {
  return h.map((here, s) => {
    const farkleValue = -(chain.penalty[s] ?? 0) + (h[chain.next[s] ?? 0] ?? 0);
    const ends = { farkle: farkleValue, lost: here };
    const policy = turnWithEnds(rules, cap, { ...ends, dFarkle: 1, dLost: 0 }, signal);
    const farkleChance = policy.startSlope();
    // The lost chance needs a second pass along the other direction; the same values choose the same policy.
    const lostChance = hasLost ? turnWithEnds(rules, cap, { ...ends, dFarkle: 0, dLost: 1 }, signal).startSlope() : 0;
    const points = policy.expectedScore - farkleChance * farkleValue - lostChance * here;
    return { policy, farkleValue, lostValue: here, farkleChance, lostChance, points };
  });
}

/**
 * The average points per turn g and relative values h (h[0] = 0) of the
 * policies `solved` describe: for each streak s, g + h[s] = points +
 * P(farkle) (h[next] - penalty) + P(lost) h[s], solved by Gaussian
 * elimination with partial pivoting over the unknowns (g, h[1], ...).
 */
function evaluate(solved: readonly Solved[], chain: Chain): { g: number; h: number[] } {
  const size = chain.states;
  const a = solved.map((turn, s) => {
    const row = new Array<number>(size + 1).fill(0);
    row[0] = 1;
    const add = (state: number, coefficient: number): void => {
      if (state > 0) row[state] = (row[state] ?? 0) + coefficient;
    };
    add(s, 1 - turn.lostChance);
    add(chain.next[s] ?? 0, -turn.farkleChance);
    row[size] = turn.points - turn.farkleChance * (chain.penalty[s] ?? 0);
    return row;
  });
  for (let col = 0; col < size; col++) {
    let pivot = col;
    for (let r = col + 1; r < size; r++) if (Math.abs(a[r]?.[col] ?? 0) > Math.abs(a[pivot]?.[col] ?? 0)) pivot = r;
    const top = a[pivot] as number[];
    // A policy with two separate recurrent streak classes: no single average; never optimal in a real table.
    if (Math.abs(top[col] ?? 0) < 1e-14) throw new Error('long-run solver: the streak chain of a policy has no single average');
    [a[pivot], a[col]] = [a[col] as number[], top];
    for (let r = 0; r < size; r++) {
      const row = a[r] as number[];
      if (r === col) continue;
      const factor = (row[col] ?? 0) / (top[col] ?? 1);
      for (let c = col; c <= size; c++) row[c] = (row[c] ?? 0) - factor * (top[c] ?? 0);
    }
  }
  const x = a.map((row, i) => (row[size] ?? 0) / (row[i] ?? 1));
  return { g: x[0] ?? 0, h: x.map((value, i) => (i === 0 ? 0 : value)) };
}

const MAX_ITERATIONS = 100;

/**
 * Solves the long run exactly: the policy that maximizes the average points
 * per turn over an endless game, when a farkle penalty (`farklePenalty`)
 * makes the number of farkles in a row matter. Between turns the state is
 * that streak (0 to `farkles - 1`); each streak's turn is the single turn of
 * `optimalTurn` (for a player on the board) with a farkle worth the relative
 * value of the streak it leads to, less the penalty when it completes the
 * streak. The average g and the relative values come from policy iteration:
 * each step solves every streak's turn at the current relative values and
 * solves the streak chain of those policies exactly, until the turns' values
 * agree with g + h(s) to 1e-10 of g (in practice to rounding). Without a
 * farkle penalty the result is `optimalTurn(rules).expectedScore`.
 *
 * As the turn solver, it counts no rules that act outside the turn's points
 * (lives, buying dice, high stakes, carry on, the target). A farkle under
 * `turn.noRisk` banks and still lengthens the streak; a roll effect that
 * loses the turn leaves the streak as it was. It refuses with
 * `unsupported-rules` what the turn solver refuses, a penalty of 'all'
 * (`farklePenalty.points`: its cost depends on the banked score), the crash
 * penalty (`allDiceFarkle`), `scoreFloor` with a farkle penalty, and a
 * 'loseScore' roll effect.
 *
 * Each step solves one or two turns per streak, each as long as an
 * `optimalTurn` solve at the same cap (by die identity with spicy dice).
 *
 * @throws {FarkleError} `unsupported-rules` (see above, and as `optimalTurn`
 *   for rules too fine to solve), `invalid-options` (an unknown option too,
 *   with the nearest known one; a cap past its limit), `aborted` when `signal`
 *   fired, or a rules error.
 *
 * @example
 * ```ts
 * const zilch = optimalLongRun('zilch');
 * zilch.pointsPerTurn; // 620.855...: a third zilch in a row costs 500
 * zilch.relativeValues; // [0, h(1), h(2)]: what one and two zilches in a row cost
 * zilch.streaks[2]?.policy.shouldRoll(300, 2); // with two zilches behind, roll on at 300 with two dice?
 * ```
 *
 * @category Strategy
 */
export function optimalLongRun(rules?: RulesInput, options: LongRunOptions = {}): LongRunPolicy {
  const resolved = resolveRules(rules);
  checkOptionKeys(options, LONG_RUN_KEYS, false);
  refuseUnsupported(resolved, longRunUnsupported, 'the long-run solver');
  const signal = checkSignal(options.signal);
  throwIfAborted(signal);
  const cap = turnCap(resolved, options.cap, signal);
  const chain = chainOf(resolved);
  const hasLost = turnModel(resolved).lostWays.some((ways) => ways > 0);
  let h = new Array<number>(chain.states).fill(0);
  let g = Number.NaN;
  for (let iteration = 1; iteration <= MAX_ITERATIONS; iteration++) {
    throwIfAborted(signal);
    const solved = solveStreaks(resolved, cap, chain, h, hasLost, signal);
    // The Bellman residual bounds the error of g: min and max of V(s) - h(s) enclose the optimal average.
    const gaps = solved.map((turn, s) => turn.policy.expectedScore - (h[s] ?? 0));
    if (Math.max(...gaps) - Math.min(...gaps) <= 1e-10 * Math.max(1, Math.abs(g)) || chain.states === 1) {
      g = chain.states === 1 ? (gaps[0] ?? 0) : g;
      return result(resolved, cap, g, h, solved, iteration);
    }
    ({ g, h } = evaluate(solved, chain));
  }
  throw new Error(`long-run solver: no convergence in ${MAX_ITERATIONS} steps (g = ${describe(g)})`);
}

function result(rules: Rules, cap: number, g: number, h: readonly number[], solved: readonly Solved[], iterations: number): LongRunPolicy {
  const streaks = solved.map(
    (turn, streak): StreakTurn => ({
      streak,
      farkleValue: turn.farkleValue,
      lostValue: turn.lostValue,
      farkleChance: turn.farkleChance,
      lostChance: turn.lostChance,
      expectedPoints: turn.points,
      policy: turn.policy,
    }),
  );
  return { rules, cap, pointsPerTurn: g, relativeValues: [...h], streaks, iterations };
}
