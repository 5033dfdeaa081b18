import type { AbortSignalLike } from '../../abort.js';
import { FarkleError, describe } from '../../errors.js';
import type { Rules } from '../../rules/types.js';
import { legalKeeps } from '../../scoring/legal-keeps.js';
import { readRoll, rollState } from './dice-ids.js';
import type { FlatRoll } from './flat-roll.js';
import { flatten, type FlatModel } from './flat.js';
import { GridSolver, type Grid } from './grid.js';
import { choosableKeeps, keepForcesRoll } from './keeps.js';
import type { TurnModel } from './model.js';
import type { DiceToRoll, KeepAdvice, NumberedDie, StatePolicy, TurnEnds } from './policy.js';
import type { Die } from '../../dice.js';
import type { Keep } from '../../scoring/types.js';
import { physicalKeeps } from './physical-keeps.js';
import { tailOf, type TailModel } from './tail.js';

/** Grids kept per policy for turn totals off the step (offsets other than 0); older ones are dropped. */
const MAX_OFFSET_GRIDS = 4;

function checkTotal(turnTotal: unknown): void {
  if (typeof turnTotal !== 'number' || !Number.isFinite(turnTotal) || turnTotal < 0) {
    throw new FarkleError('invalid-options', `expected a turn total >= 0, got ${describe(turnTotal)}`, 'turnTotal');
  }
}

/**
 * The turn policy over a turn model ({@link TurnModel}: numbers of dice, or
 * with spicy dice the sets of dice by id), by dynamic programming over
 * (turn total, roll state): one grid of totals per offset from the step,
 * each solved on first use (the one of totals on the step in the constructor).
 */
export class Solver implements StatePolicy {
  readonly step: number;
  readonly expectedScore: number;
  private readonly flat: FlatModel;
  /** The roll state of every die: a fresh turn and hot dice. */
  private readonly every: number;
  private readonly solver: GridSolver;
  private readonly tail: TailModel | null;
  private readonly grids = new Map<number, Grid>();

  constructor(
    readonly rules: Rules,
    readonly onBoard: boolean,
    readonly minimum: number,
    readonly cap: number,
    model: TurnModel,
    endValues: TurnEnds,
    signal?: AbortSignalLike,
  ) {
    this.flat = flatten(model);
    this.step = model.step;
    this.every = model.dice;
    this.tail = tailOf(model);
    this.solver = new GridSolver({ flat: this.flat, tail: this.tail, step: model.step, minimum, cap, noRisk: rules.turn.noRisk, endValues });
    // Grids solved later (for totals off the step) are not stopped by a signal meant for this solve.
    this.grids.set(0, this.solver.solve(0, signal));
    this.expectedScore = this.rollAt(0, this.every);
  }

  private grid(offset: number): Grid {
    let grid = this.grids.get(offset);
    if (grid !== undefined) return grid;
    grid = this.solver.solve(offset, undefined);
    if (this.grids.size > MAX_OFFSET_GRIDS) {
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

  startSlope(): number {
    const grid = this.grid(0);
    return this.solver.topOf(0) >= 0 ? (grid.rollSlope[this.every * grid.stride] ?? 0) : 0;
  }

  /** The grid of a total, its offset from the step and its level there. */
  private locate(turnTotal: number): [Grid, number, number] {
    const offset = turnTotal % this.step;
    return [this.grid(offset), offset, Math.round((turnTotal - offset) / this.step)];
  }

  rollAt(turnTotal: number, state: number): number {
    const [grid, offset, k] = this.locate(turnTotal);
    const top = this.solver.topOf(offset);
    const stored = k < grid.tail || state === this.every || this.flat.rows > this.every + 1;
    if (k <= top && stored) return grid.roll[state * grid.stride + k] ?? 0;
    // Past the cap: one roll, then bank whatever it brings. In the tail, the grid's rows after the roll.
    const after = (steps: number, row: number): number => (k + steps > top ? offset + (k + steps) * this.step : (grid.best[row * grid.stride + k + steps] ?? 0));
    return this.flat.expect(state, after, this.solver.ends(state, turnTotal));
  }

  classesAt(turnTotal: number, state: number): FlatRoll {
    const [grid, offset, k] = this.locate(turnTotal);
    const inTail = this.tail !== null && k >= grid.tail && k <= this.solver.topOf(offset);
    return (inTail ? this.tail.live : this.flat).classes(state);
  }

  shouldRollAt(turnTotal: number, state: number, mustRoll: boolean): boolean {
    if (mustRoll || turnTotal < this.minimum) return true;
    // Past the cap the policy banks at once, as the values below it assume.
    if (turnTotal > this.cap) return false;
    // In the tail every bankable row but every die was proven to bank: no roll to value.
    const [grid, , k] = this.locate(turnTotal);
    if (k >= grid.tail && state !== this.every) return false;
    return this.rollAt(turnTotal, state) > turnTotal;
  }

  valueAt(turnTotal: number, state: number, mustRoll: boolean): number {
    return this.shouldRollAt(turnTotal, state, mustRoll) ? this.rollAt(turnTotal, state) : turnTotal;
  }

  rollValue(turnTotal: number, diceToRoll: DiceToRoll): number {
    checkTotal(turnTotal);
    return this.rollAt(turnTotal, rollState(this.rules, diceToRoll));
  }

  value(turnTotal: number, diceToRoll: DiceToRoll, mustRoll = false): number {
    checkTotal(turnTotal);
    return this.valueAt(turnTotal, rollState(this.rules, diceToRoll), mustRoll);
  }

  shouldRoll(turnTotal: number, diceToRoll: DiceToRoll, mustRoll = false): boolean {
    checkTotal(turnTotal);
    return this.shouldRollAt(turnTotal, rollState(this.rules, diceToRoll), mustRoll);
  }

  advise(roll: readonly (Die | NumberedDie)[], turnTotal = 0, unbought = 0): KeepAdvice[] {
    checkTotal(turnTotal);
    const { dice } = this.rules;
    if (!Number.isInteger(unbought) || unbought < 0 || unbought > dice) {
      throw new FarkleError('invalid-options', `expected 0 to ${dice} unbought dice, got ${describe(unbought)}`, 'unbought');
    }
    const read = readRoll(this.rules, roll);
    const every = Array.from({ length: dice }, (_, id) => id);
    const advice = this.keepsOf(read.dice).map((keep): KeepAdvice => {
      const total = turnTotal + keep.points;
      const left = read.ids?.filter((_, i) => !keep.dice.includes(i)) ?? null;
      const state = this.stateAfter(keep, read.ids, unbought);
      if (state < 0) {
        // Nothing left that may be rolled: the engine lets the player bank whatever the minimum.
        return { keep, turnTotal: total, diceToRoll: 0, rollable: left, mustRoll: false, bankValue: total, rollValue: 0, value: total, then: 'bank' };
      }
      const hot = keep.remaining === 0;
      const rollable = hot ? (read.ids === null ? null : every) : left;
      const mustRoll = keepForcesRoll(this.rules, keep, hot);
      const rollValue = this.rollAt(total, state);
      const bankValue = total >= this.minimum && !mustRoll ? total : null;
      const then = this.shouldRollAt(total, state, mustRoll) ? 'roll' : 'bank';
      const value = then === 'roll' ? rollValue : total;
      return { keep, turnTotal: total, diceToRoll: hot ? dice : keep.remaining, rollable, mustRoll, bankValue, rollValue, value, then };
    });
    return advice.sort((a, b) => b.value - a.value || b.keep.points - a.keep.points);
  }

  /**
   * The keep {@link advise} puts first (the best value, then the most
   * points, then the first listed), without building the advice: for the
   * library's own bots, which give a roll the game has checked (`dice` as
   * `readRoll` reads it, `ids` its dice's ids, required with spicy dice) and
   * a valid total and count of unbought dice. `undefined` for a roll with no
   * keep.
   */
  bestKeep(dice: readonly Die[], ids: readonly number[] | null, turnTotal: number, unbought: number): Keep | undefined {
    let best: Keep | undefined;
    let bestValue = 0;
    for (const keep of this.keepsOf(dice)) {
      const total = turnTotal + keep.points;
      const state = this.stateAfter(keep, ids, unbought);
      const value = state < 0 ? total : this.valueAt(total, state, keepForcesRoll(this.rules, keep, keep.remaining === 0));
      if (best === undefined || value > bestValue || (value === bestValue && keep.points > best.points)) {
        best = keep;
        bestValue = value;
      }
    }
    return best;
  }

  /** The keeps a player may choose among on a roll (`dice` as `readRoll` reads it): with spicy dice, one per set of physical dice, as the game lists them. */
  private keepsOf(dice: readonly Die[]): readonly Keep[] {
    const listed = legalKeeps(dice, this.rules);
    return choosableKeeps(this.rules, this.rules.spicyDice ? physicalKeeps(dice, listed) : listed);
  }

  /**
   * The roll state to roll after `keep` (every die after hot dice), or -1
   * when nothing is left that may be rolled (hot dice with `unbought` dice
   * not the player's). With spicy dice, the set of the ids of the roll's
   * dice not kept (`ids` required); otherwise their number.
   */
  private stateAfter(keep: Keep, ids: readonly number[] | null, unbought: number): number {
    if (keep.remaining > 0) {
      if (!this.rules.spicyDice) return keep.remaining;
      let left = 0;
      for (const id of ids ?? []) left |= 1 << id;
      for (const index of keep.dice) left &= ~(1 << (ids?.[index] ?? 0));
      return left;
    }
    return unbought > 0 ? -1 : this.every;
  }
}
