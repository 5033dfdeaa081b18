import { MAX_DICE, type Die } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import { resolveRules } from '../rules/define.js';
import type { Rules, RulesInput } from '../rules/types.js';
import { legalKeeps } from '../scoring/legal-keeps.js';
import type { Keep } from '../scoring/types.js';
import { checkDiceCount } from '../scoring/odds.js';
import { flatten, type FlatModel } from './flat.js';
import { turnModel } from './model.js';

/** Options for {@link optimalTurn}. */
export interface OptimalTurnOptions {
  /** Whether the player has banked before: if not, the rules' entry minimum applies. Default `true`. */
  readonly onBoard?: boolean | undefined;
  /** Turn totals above this are banked at once; the default is 20 times the largest points of one roll. */
  readonly cap?: number | undefined;
}

/** One legal keep of a roll with what it is worth under optimal play. */
export interface KeepAdvice {
  readonly keep: Keep;
  /** The turn total after keeping. */
  readonly turnTotal: number;
  /** Dice to roll next: 6 after hot dice; 0 when nothing may be rolled (only unbought dice are left). */
  readonly diceToRoll: number;
  /** Expected points banked this turn if the player banks now, or `null` when banking is not allowed. */
  readonly bankValue: number | null;
  /** Expected points banked this turn if the player rolls on (and plays on optimally). */
  readonly rollValue: number;
  /** The better of the two allowed choices. */
  readonly value: number;
  readonly then: 'roll' | 'bank';
}

/** The policy that maximizes the expected points banked in one turn. */
export interface TurnPolicy {
  readonly rules: Rules;
  readonly onBoard: boolean;
  /** The turn total needed to bank. */
  readonly minimum: number;
  /** Points per step of the solver's grid (the gcd of all combination points). */
  readonly step: number;
  /** Turn totals above this are banked at once. */
  readonly cap: number;
  /** The expected points of a turn from scratch with six dice. */
  readonly expectedScore: number;
  /** Expected points banked this turn from a decision point (after a keep), playing optimally. */
  value(turnTotal: number, diceToRoll: number): number;
  /** Expected points banked this turn if the player rolls `diceToRoll` dice now and plays on optimally. */
  rollValue(turnTotal: number, diceToRoll: number): number;
  /** Whether rolling on is worth more than banking (always true below the bank minimum). */
  shouldRoll(turnTotal: number, diceToRoll: number): boolean;
  /**
   * Every legal keep of a roll, valued, best first. `unbought` counts dice
   * not set aside that the player may not roll (on a Farkel turn that bought
   * fewer dice than offered): keeping every rolled die is then no hot dice,
   * and the player can only bank. (Later keeps are valued as on a fresh turn.)
   */
  advise(roll: readonly Die[], turnTotal?: number, unbought?: number): KeepAdvice[];
}

function checkTurn(turnTotal: unknown, diceToRoll: unknown): void {
  if (typeof turnTotal !== 'number' || !Number.isFinite(turnTotal) || turnTotal < 0) {
    throw new FarkleError('invalid-options', `expected a turn total >= 0, got ${describe(turnTotal)}`, 'turnTotal');
  }
  checkDiceCount(diceToRoll, 'diceToRoll');
}

/**
 * Values on one grid of turn totals `offset + k * step`, flat as
 * `values[n * stride + k]`: `best` at the decision point, `roll` of rolling n
 * dice. Levels past the cap hold the total itself: the policy banks there.
 */
interface Grid {
  readonly best: Float64Array;
  readonly roll: Float64Array;
  readonly stride: number;
}

class Solver implements TurnPolicy {
  readonly step: number;
  readonly expectedScore: number;
  private readonly flat: FlatModel;
  private readonly grids = new Map<number, Grid>();
  /** The slopes `FlatModel.expectAt` asks for: a single turn has no farkle value to vary. */
  private readonly noSlopes = new Map<number, Float64Array>();

  constructor(
    readonly rules: Rules,
    readonly onBoard: boolean,
    readonly minimum: number,
    readonly cap: number,
  ) {
    const model = turnModel(rules);
    this.flat = flatten(model);
    this.step = model.step;
    this.expectedScore = this.rollValue(0, MAX_DICE);
  }

  /** The highest grid index at or below the cap, for totals `offset + k * step`. */
  private topOf(offset: number): number {
    return Math.floor((this.cap - offset) / this.step);
  }

  private grid(offset: number): Grid {
    let grid = this.grids.get(offset);
    if (grid !== undefined) return grid;
    const top = this.topOf(offset);
    const stride = Math.max(top + 1, 0) + this.flat.maxSteps + 1;
    const best = new Float64Array((MAX_DICE + 1) * stride);
    const roll = new Float64Array(best.length);
    grid = { best, roll, stride };
    for (let k = Math.max(top + 1, 0); k < stride; k++) {
      for (let n = 1; n <= MAX_DICE; n++) best[n * stride + k] = offset + k * this.step;
    }
    // Totals only grow within a turn, so fill from the cap down.
    for (let k = top; k >= 0; k--) {
      const total = offset + k * this.step;
      for (let n = 1; n <= MAX_DICE; n++) {
        const rolled = this.expectRoll(grid, k, n);
        roll[n * stride + k] = rolled;
        best[n * stride + k] = total >= this.minimum ? Math.max(total, rolled) : rolled;
      }
    }
    this.grids.set(offset, grid);
    return grid;
  }

  /** The expected value of rolling n dice at grid index k (a farkle is worth nothing). */
  private expectRoll(grid: Grid, k: number, n: number): number {
    let slopes = this.noSlopes.get(grid.best.length);
    if (slopes === undefined) {
      slopes = new Float64Array(grid.best.length);
      this.noSlopes.set(grid.best.length, slopes);
    }
    return this.flat.expectAt(n, grid.best, slopes, grid.stride, k, 0);
  }

  private locate(turnTotal: number): [Grid, number, number] {
    const offset = turnTotal % this.step;
    return [this.grid(offset), offset, Math.round((turnTotal - offset) / this.step)];
  }

  rollValue(turnTotal: number, diceToRoll: number): number {
    checkTurn(turnTotal, diceToRoll);
    const [grid, offset, k] = this.locate(turnTotal);
    if (k <= this.topOf(offset)) return grid.roll[diceToRoll * grid.stride + k] ?? 0;
    // Past the cap: one roll, then bank whatever it brings.
    return this.flat.expect(diceToRoll, (steps) => offset + (k + steps) * this.step, 0);
  }

  value(turnTotal: number, diceToRoll: number): number {
    return this.shouldRoll(turnTotal, diceToRoll) ? this.rollValue(turnTotal, diceToRoll) : turnTotal;
  }

  shouldRoll(turnTotal: number, diceToRoll: number): boolean {
    checkTurn(turnTotal, diceToRoll);
    if (turnTotal < this.minimum) return true;
    // Past the cap the policy banks at once, as the values below it assume.
    return turnTotal <= this.cap && this.rollValue(turnTotal, diceToRoll) > turnTotal;
  }

  advise(roll: readonly Die[], turnTotal = 0, unbought = 0): KeepAdvice[] {
    checkTurn(turnTotal, 1);
    if (!Number.isInteger(unbought) || unbought < 0 || unbought > MAX_DICE) {
      throw new FarkleError('invalid-options', `expected 0 to 6 unbought dice, got ${describe(unbought)}`, 'unbought');
    }
    const advice = legalKeeps(roll, this.rules).map((keep): KeepAdvice => {
      const total = turnTotal + keep.points;
      if (keep.remaining === 0 && unbought > 0) {
        // Nothing left that may be rolled: the engine lets the player bank whatever the minimum.
        return { keep, turnTotal: total, diceToRoll: 0, bankValue: total, rollValue: 0, value: total, then: 'bank' };
      }
      const diceToRoll = keep.remaining === 0 ? MAX_DICE : keep.remaining;
      const rollValue = this.rollValue(total, diceToRoll);
      const bankValue = total >= this.minimum ? total : null;
      const then = this.shouldRoll(total, diceToRoll) ? 'roll' : 'bank';
      return { keep, turnTotal: total, diceToRoll, bankValue, rollValue, value: this.value(total, diceToRoll), then };
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
 * point). With spicy dice, the dice of later rolls are valued as plain dice.
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
  const onBoard = options.onBoard ?? true;
  if (typeof onBoard !== 'boolean') throw new FarkleError('invalid-options', `expected true or false, got ${describe(onBoard)}`, 'onBoard');
  const model = turnModel(resolved);
  const cap = options.cap ?? 20 * model.maxSteps * model.step;
  if (typeof cap !== 'number' || !Number.isFinite(cap) || cap < 0) {
    throw new FarkleError('invalid-options', `expected a cap >= 0 points, got ${describe(cap)}`, 'cap');
  }
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
    policy = new Solver(resolved, onBoard, need, cap);
    byOptions.set(id, policy);
  }
  return policy;
}
