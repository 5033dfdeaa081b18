import { checkSignal, throwIfAborted, type AbortSignalLike } from '../../abort.js';
import type { Die } from '../../dice.js';
import { FarkleError, describe } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';
import { legalKeeps } from '../../scoring/legal-keeps.js';
import type { Keep } from '../../scoring/types.js';
import { flatten, type FlatModel } from './flat.js';
import { turnModel } from './model.js';
import { refuseUnsupported, turnUnsupported } from '../unsupported.js';
import { checkDiceToRoll, choosableKeeps, keepForcesRoll } from './keeps.js';

/** Options for {@link optimalTurn}. */
export interface OptimalTurnOptions {
  /** Whether the player has banked before: if not, the rules' entry minimum applies. Default `true`. */
  readonly onBoard?: boolean | undefined;
  /**
   * Turn totals above this are banked at once; the default is 20 times the
   * largest points of one roll. At most 100,000 steps of the
   * rules' grid (`TurnPolicy.step` points each: 5,000,000 points in classic),
   * since the solve takes time and memory in proportion: more is refused with
   * `invalid-options` at `cap`.
   */
  readonly cap?: number | undefined;
  /**
   * Stops the solve with `aborted`: checked before solving and at every level
   * of the turn-total grid. The solve is synchronous, so a signal can only
   * fire during it if its `aborted` turns true by itself (a deadline getter);
   * an `AbortSignal` fired before the call stops it at once, even when the
   * policy is already cached.
   */
  readonly signal?: AbortSignalLike | undefined;
}

const OPTIMAL_TURN_KEYS = optionKeys<OptimalTurnOptions>({ onBoard: true, cap: true, signal: true });

/**
 * The most steps of the score grid a turn solver's cap may span, and the
 * most steps one roll may score: a solve takes about 4 µs and 200 bytes per
 * step with six dice. 100,000 steps of 50 points is a cap of 5,000,000.
 * @internal
 */
export const MAX_TURN_STEPS = 100_000;

/** Grids kept per policy for turn totals off the step (offsets other than 0); older ones are dropped. */
const MAX_OFFSET_GRIDS = 4;

/** Policies kept per rule set (one per onBoard and cap asked); the oldest is dropped past this. */
const MAX_CACHED_POLICIES = 8;

/** One legal keep of a roll with what it is worth under optimal play. */
export interface KeepAdvice {
  /** The keep advised on: the dice set aside, with their points. */
  readonly keep: Keep;
  /** The turn total after keeping. */
  readonly turnTotal: number;
  /** Dice to roll next: every die of the set (`rules.dice`) after hot dice; 0 when nothing may be rolled (only unbought dice are left). */
  readonly diceToRoll: number;
  /** Whether a must-roll rule forbids banking after this keep (`turn.rollAfterHotDice`, `turn.rollAfterSet`). */
  readonly mustRoll: boolean;
  /** Expected points banked this turn if the player banks now, or `null` when banking is not allowed (below the minimum, or `mustRoll`). */
  readonly bankValue: number | null;
  /** Expected points banked this turn if the player rolls on (and plays on optimally). */
  readonly rollValue: number;
  /** The better of the two allowed choices. */
  readonly value: number;
  /** What to do after this keep: the choice `value` comes from. */
  readonly then: 'roll' | 'bank';
}

/**
 * The policy that maximizes the expected points banked in one turn.
 *
 * @example
 * ```ts
 * const policy = optimalTurn('classic');
 * policy.expectedScore; // 542.06...: the points a turn from scratch is worth
 * policy.shouldRoll(300, 2); // false: bank 300 rather than roll two dice
 * policy.shouldRoll(2000, 6); // true: with hot dice, roll on even at 2,000
 * const best = policy.advise([1, 5, 2, 2, 2, 3])[0];
 * best.keep.dice; // [0]: keep only the 1...
 * best.then; // 'roll': ...and roll five dice, worth 370.06... on average
 *
 * optimalTurn('classic', { onBoard: false }).minimum; // 500, the entry
 * ```
 */
export interface TurnPolicy {
  /** The rules the policy was solved for. */
  readonly rules: Rules;
  /** Whether the player has banked before; if not, `minimum` is the rules' entry minimum. */
  readonly onBoard: boolean;
  /** The turn total needed to bank. */
  readonly minimum: number;
  /** Points per step of the solver's grid (the gcd of all combination points). */
  readonly step: number;
  /** Turn totals above this are banked at once. */
  readonly cap: number;
  /** The expected points of a turn from scratch with every die of the set (`rules.dice`). */
  readonly expectedScore: number;
  /**
   * Expected points banked this turn from a decision point (after a keep),
   * playing optimally; `mustRoll` when a must-roll rule forbids banking there
   * (see `TurnState.mustRoll`).
   */
  value(turnTotal: number, diceToRoll: number, mustRoll?: boolean): number;
  /** Expected points banked this turn if the player rolls `diceToRoll` dice now and plays on optimally. */
  rollValue(turnTotal: number, diceToRoll: number): number;
  /** Whether rolling on is worth more than banking (always true below the bank minimum, and with `mustRoll`). */
  shouldRoll(turnTotal: number, diceToRoll: number, mustRoll?: boolean): boolean;
  /**
   * Every legal keep of a roll (under `turn.keepEveryScoringDie`, only the
   * largest), valued, best first. `unbought` counts dice
   * not set aside that the player may not roll (on a Farkel turn that bought
   * fewer dice than offered): keeping every rolled die is then no hot dice,
   * and the player can only bank. (Later keeps are valued as on a fresh turn.)
   */
  advise(roll: readonly Die[], turnTotal?: number, unbought?: number): KeepAdvice[];
}

function checkTotal(turnTotal: unknown): void {
  if (typeof turnTotal !== 'number' || !Number.isFinite(turnTotal) || turnTotal < 0) {
    throw new FarkleError('invalid-options', `expected a turn total >= 0, got ${describe(turnTotal)}`, 'turnTotal');
  }
}

/**
 * What the ends of a turn other than a bank are worth, for a solver that
 * values a turn inside a longer game (the long-run objective): a farkle at
 * `farkle` (on top of what `turn.noRisk` banks), a roll effect that loses the
 * turn at `lost`. The grid also tracks the slope of every value along
 * (`dFarkle`, `dLost`): under the optimal policy, the chance of ending that
 * way when the direction is (1, 0) or (0, 1). A single turn is all zeros.
 *
 * @internal
 */
export interface TurnEnds {
  readonly farkle: number;
  readonly lost: number;
  readonly dFarkle: number;
  readonly dLost: number;
}

const SINGLE_TURN: TurnEnds = { farkle: 0, lost: 0, dFarkle: 0, dLost: 0 };

/**
 * Values on one grid of turn totals `offset + k * step`, flat as
 * `values[row * stride + k]`: `best` at the decision point (its rows past
 * `dice`, where banking is not allowed, hold the value of rolling on), `roll`
 * of rolling n dice. Levels past the cap hold the total itself: the policy
 * banks there.
 */
interface Grid {
  readonly best: Float64Array;
  readonly roll: Float64Array;
  readonly stride: number;
  /** The slopes of `best` and `roll` along the ends' direction; all zero (and shared) when it is zero. */
  readonly bestSlope: Float64Array;
  readonly rollSlope: Float64Array;
}

class Solver implements TurnPolicy {
  readonly step: number;
  readonly expectedScore: number;
  private readonly flat: FlatModel;
  private readonly dice: number;
  private readonly grids = new Map<number, Grid>();
  /** Zero slopes for `FlatModel.expectAt`, by length, when the ends' direction is zero. */
  private readonly noSlopes = new Map<number, Float64Array>();
  private readonly tracks: boolean;
  /** Checked once per level while the constructor solves; cleared after. */
  private signal: AbortSignalLike | undefined;

  constructor(
    readonly rules: Rules,
    readonly onBoard: boolean,
    readonly minimum: number,
    readonly cap: number,
    private readonly endValues: TurnEnds = SINGLE_TURN,
    signal?: AbortSignalLike,
  ) {
    this.tracks = endValues.dFarkle !== 0 || endValues.dLost !== 0;
    const model = turnModel(rules);
    this.flat = flatten(model);
    this.step = model.step;
    this.dice = model.dice;
    this.signal = signal;
    this.expectedScore = this.rollValue(0, this.dice);
    // Grids solved later (for totals off the step) are not stopped by a signal meant for this solve.
    this.signal = undefined;
  }

  /** The highest grid index at or below the cap, for totals `offset + k * step`. */
  private topOf(offset: number): number {
    return Math.floor((this.cap - offset) / this.step);
  }

  /**
   * What the rolls of n dice that end the turn are worth, weighted: a farkle
   * banks the total under `turn.noRisk` when it meets the minimum, else 0; a
   * roll effect that loses the turn, 0.
   */
  private ends(n: number, total: number): number {
    const { endValues } = this;
    const farkle = (this.rules.turn.noRisk && total >= this.minimum ? total : 0) + endValues.farkle;
    return farkle === 0 && endValues.lost === 0 ? 0 : this.flat.ends(n, farkle, endValues.lost, 0);
  }

  /** The slope of `ends` along the ends' direction. */
  private endsSlope(n: number): number {
    return this.tracks ? this.flat.ends(n, this.endValues.dFarkle, this.endValues.dLost, 0) : 0;
  }

  private zeros(length: number): Float64Array {
    let slopes = this.noSlopes.get(length);
    if (slopes === undefined) {
      slopes = new Float64Array(length);
      this.noSlopes.set(length, slopes);
    }
    return slopes;
  }

  private grid(offset: number): Grid {
    let grid = this.grids.get(offset);
    if (grid !== undefined) return grid;
    const { dice, flat } = this;
    const top = this.topOf(offset);
    const stride = Math.max(top + 1, 0) + flat.maxSteps + 1;
    const best = new Float64Array(flat.rows * stride);
    const roll = new Float64Array((dice + 1) * stride);
    const bestSlope = this.tracks ? new Float64Array(best.length) : this.zeros(best.length);
    const rollSlope = this.tracks ? new Float64Array(roll.length) : this.zeros(roll.length);
    grid = { best, roll, stride, bestSlope, rollSlope };
    // Past the cap the total is banked at once, even where a must-roll rule forbids it: the cap is the horizon.
    for (let k = Math.max(top + 1, 0); k < stride; k++) {
      for (let row = 1; row < flat.rows; row++) best[row * stride + k] = offset + k * this.step;
    }
    const mustRows = flat.rows > dice + 1;
    // Totals only grow within a turn, so fill from the cap down.
    for (let k = top; k >= 0; k--) {
      throwIfAborted(this.signal);
      const total = offset + k * this.step;
      for (let n = 1; n <= dice; n++) {
        const rolled = this.expectRoll(grid, k, n, total);
        roll[n * stride + k] = rolled;
        const banks = total >= this.minimum && total >= rolled;
        best[n * stride + k] = banks ? total : rolled;
        if (mustRows) best[(dice + 1 + n) * stride + k] = rolled;
        // Ties bank, as shouldRoll does, so the slopes are those of the policy it describes.
        if (this.tracks) this.keepSlope(grid, n * stride + k, banks, mustRows ? (dice + 1 + n) * stride + k : -1);
      }
    }
    if (offset !== 0 && this.grids.size > MAX_OFFSET_GRIDS) {
      // Totals off the step come only from callers' own numbers: keep a few, not one grid per offset ever asked.
      for (const old of this.grids.keys()) {
        if (old === 0) continue;
        this.grids.delete(old);
        break;
      }
    }
    this.grids.set(offset, grid);
    return grid;
  }

  /** The expected value of rolling n dice at grid index k. */
  private expectRoll(grid: Grid, k: number, n: number, total: number): number {
    return this.flat.expectAt(n, grid.best, grid.bestSlope, grid.stride, k, this.ends(n, total), this.endsSlope(n));
  }

  /** Stores the slope of the roll just valued at `at` (and at the must-roll row `must`, if any); a bank's is 0. */
  private keepSlope(grid: Grid, at: number, banks: boolean, must: number): void {
    const slope = this.flat.lastSlope;
    grid.rollSlope[at] = slope;
    grid.bestSlope[at] = banks ? 0 : slope;
    if (must >= 0) grid.bestSlope[must] = slope;
  }

  /** The slope of the value of a turn from scratch along the ends' direction (0 without one). */
  startSlope(): number {
    const grid = this.grid(0);
    return this.topOf(0) >= 0 ? (grid.rollSlope[this.dice * grid.stride] ?? 0) : 0;
  }

  private locate(turnTotal: number): [Grid, number, number] {
    const offset = turnTotal % this.step;
    return [this.grid(offset), offset, Math.round((turnTotal - offset) / this.step)];
  }

  rollValue(turnTotal: number, diceToRoll: number): number {
    checkTotal(turnTotal);
    checkDiceToRoll(diceToRoll, this.dice);
    const [grid, offset, k] = this.locate(turnTotal);
    if (k <= this.topOf(offset)) return grid.roll[diceToRoll * grid.stride + k] ?? 0;
    // Past the cap: one roll, then bank whatever it brings.
    return this.flat.expect(diceToRoll, (steps) => offset + (k + steps) * this.step, this.ends(diceToRoll, turnTotal));
  }

  value(turnTotal: number, diceToRoll: number, mustRoll = false): number {
    return this.shouldRoll(turnTotal, diceToRoll, mustRoll) ? this.rollValue(turnTotal, diceToRoll) : turnTotal;
  }

  shouldRoll(turnTotal: number, diceToRoll: number, mustRoll = false): boolean {
    checkTotal(turnTotal);
    checkDiceToRoll(diceToRoll, this.dice);
    if (mustRoll || turnTotal < this.minimum) return true;
    // Past the cap the policy banks at once, as the values below it assume.
    return turnTotal <= this.cap && this.rollValue(turnTotal, diceToRoll) > turnTotal;
  }

  advise(roll: readonly Die[], turnTotal = 0, unbought = 0): KeepAdvice[] {
    checkTotal(turnTotal);
    if (!Number.isInteger(unbought) || unbought < 0 || unbought > this.dice) {
      throw new FarkleError('invalid-options', `expected 0 to ${this.dice} unbought dice, got ${describe(unbought)}`, 'unbought');
    }
    const keeps = choosableKeeps(this.rules, legalKeeps(roll, this.rules));
    const advice = keeps.map((keep): KeepAdvice => {
      const total = turnTotal + keep.points;
      if (keep.remaining === 0 && unbought > 0) {
        // Nothing left that may be rolled: the engine lets the player bank whatever the minimum.
        return { keep, turnTotal: total, diceToRoll: 0, mustRoll: false, bankValue: total, rollValue: 0, value: total, then: 'bank' };
      }
      const hot = keep.remaining === 0;
      const diceToRoll = hot ? this.dice : keep.remaining;
      const mustRoll = keepForcesRoll(this.rules, keep, hot);
      const rollValue = this.rollValue(total, diceToRoll);
      const bankValue = total >= this.minimum && !mustRoll ? total : null;
      const then = this.shouldRoll(total, diceToRoll, mustRoll) ? 'roll' : 'bank';
      return { keep, turnTotal: total, diceToRoll, mustRoll, bankValue, rollValue, value: this.value(total, diceToRoll, mustRoll), then };
    });
    return advice.sort((a, b) => b.value - a.value || b.keep.points - a.keep.points);
  }
}

const policies = new WeakMap<Rules, Map<string, TurnPolicy>>();

/**
 * Solves one turn exactly: the policy that maximizes the expected points
 * banked this turn, by dynamic programming over (turn total, dice to roll),
 * respecting the bank minimums and hot dice. Farkle penalties, lives and the
 * rest of the game are outside a single turn's score and are not counted.
 * Turn totals above `cap` are banked at once (the default cap, 20 times the
 * largest points of one roll, changes the expected score by far less than a
 * point), even where a must-roll rule would not allow it. With spicy dice,
 * the dice of later rolls are valued as plain dice.
 *
 * House rules of a single turn are modelled exactly: the number of dice
 * (`rules.dice`), the scoring table (full house included), `turn.noRisk` (a
 * farkle banks the total when it meets the minimum), `turn.rollAfterHotDice`
 * and `turn.rollAfterSet` (no bank right after such a keep),
 * `turn.keepEveryScoringDie` (only the largest keep is a choice), and roll
 * effects that lose the turn ('loseTurn', and 'loseScore' whose loss of the
 * banked score is outside the turn, as penalties are): worth 0. Rules it does
 * not model throw `unsupported-rules` naming them: `wildDie`,
 * `turn.clearCombo`, `turn.secondChance`, `turn.mustBeatLastBank`, and a
 * 'win' roll effect; so do rules one roll of which scores more than 100,000
 * steps of their grid (`scoring`: points whose common divisor is small next
 * to the largest roll). The cap is at most 100,000 steps (see
 * {@link OptimalTurnOptions.cap}), and the default cap stops there too.
 * Policies are cached per rule set, the last eight options asked for.
 *
 * @throws {FarkleError} `unsupported-rules` (see above), `invalid-options` (an
 *   unknown option too, with the nearest known one; a cap past its limit),
 *   `aborted` when `signal` fired, or a rules error.
 *
 * @example
 * ```ts
 * const policy = optimalTurn(defineRules({ bank: { entry: 0 } }));
 * policy.expectedScore; // a little above 540 for the classic table
 * policy.shouldRoll(300, 3); // roll on with 300 points and three dice?
 * policy.advise([1, 5, 5, 2, 3, 4], 0)[0]; // the best keep and whether to roll on
 * ```
 */
export function optimalTurn(rules?: RulesInput, options: OptimalTurnOptions = {}): TurnPolicy {
  const resolved = resolveRules(rules);
  const read = checkOptionKeys<OptimalTurnOptions>(options, OPTIMAL_TURN_KEYS, false);
  refuseUnsupported(resolved, turnUnsupported, 'the single-turn solver');
  const onBoard = read.onBoard ?? true;
  if (typeof onBoard !== 'boolean') throw new FarkleError('invalid-options', `expected true or false, got ${describe(onBoard)}`, 'onBoard');
  const cap = turnCap(resolved, read.cap);
  const signal = checkSignal(read.signal);
  throwIfAborted(signal);
  const { entry, minimum } = resolved.bank;
  const need = onBoard ? minimum : Math.max(entry, minimum);
  let byOptions = policies.get(resolved);
  if (byOptions === undefined) {
    byOptions = new Map();
    policies.set(resolved, byOptions);
  }
  const id = `${onBoard}:${cap}`;
  let policy = byOptions.get(id);
  if (policy === undefined) {
    policy = new Solver(resolved, onBoard, need, cap, SINGLE_TURN, signal);
    if (byOptions.size >= MAX_CACHED_POLICIES) byOptions.delete(byOptions.keys().next().value as string);
    byOptions.set(id, policy);
  }
  return policy;
}

/**
 * The cap of a turn solver: `cap` checked (a number of points >= 0, at most
 * {@link MAX_TURN_STEPS} steps), or by default 20 times the largest points
 * of one roll (at most that many steps). Rules one roll of which scores more
 * than that many steps (points with a small common divisor and a large
 * largest roll) are refused with `unsupported-rules`: the grid would be too
 * fine to solve.
 *
 * @internal
 */
export function turnCap(rules: Rules, cap: unknown): number {
  const { maxSteps, step } = turnModel(rules);
  if (maxSteps > MAX_TURN_STEPS) {
    const points = `${step} point${step === 1 ? '' : 's'}`;
    const why = `the turn solver counts in steps of ${points} (the common divisor of every score) and solves at most ${MAX_TURN_STEPS} steps; one roll here can score ${maxSteps} steps (${maxSteps * step} points)`;
    throw new FarkleError('unsupported-rules', why, 'scoring');
  }
  if (cap === undefined) return Math.min(20 * maxSteps, MAX_TURN_STEPS) * step;
  if (typeof cap !== 'number' || !Number.isFinite(cap) || cap < 0) {
    throw new FarkleError('invalid-options', `expected a cap >= 0 points, got ${describe(cap)}`, 'cap');
  }
  if (cap > MAX_TURN_STEPS * step) {
    throw new FarkleError('invalid-options', `expected a cap of at most ${MAX_TURN_STEPS * step} points (${MAX_TURN_STEPS} steps of ${step}), got ${cap}`, 'cap');
  }
  return cap;
}

/**
 * The turn solver of a player on the board (the bank minimum applies) that
 * values a farkle and a lost turn at `ends`, for the long-run solver. Not
 * cached: each set of end values is one solve. The rules must be resolved and
 * checked by the caller.
 *
 * @internal
 */
export function turnWithEnds(rules: Rules, cap: number, ends: TurnEnds, signal?: AbortSignalLike): TurnPolicy & { startSlope(): number } {
  return new Solver(rules, true, rules.bank.minimum, cap, ends, signal);
}
