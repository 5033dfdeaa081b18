import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import { FarkleError } from '../../errors.js';
import { flatten, type FlatModel } from '../turn/flat.js';
import { RaceSolver } from './core/solver.js';
import type { RaceSync } from './core/sync.js';
import { ZeroSumTurns } from './core/turns.js';
import { ZeroSumRace } from './core/zero-sum-race.js';
import { FinalRound } from './end/final-round.js';
import { PlayOff } from './end/play-off.js';
import { minimumSteps, playsOff } from './plan.js';
import { RaceSpace } from './space/space.js';
import { turnModelByDie as winTurnModel } from '../turn/spicy-model.js';
import type { WinPlan } from './types.js';

/**
 * The chance of the lower seat to win a play-off of tied leaders from both
 * streaks at 0, as a plan's solve counts it (its final round's ties), or
 * null where its ties are half a win or its race has no final round: what a
 * table file keeps, so that reading one does not solve the play-off again
 * (zilch's: some 100 to 200 ms). Only the play-off is solved, as
 * {@link ZeroSumSolve} solves it.
 * @internal
 */
export function playOffChance(plan: WinPlan): number | null {
  if (plan.space === null || !playsOff(plan.rules)) return null;
  const model = winTurnModel(plan.rules);
  return new PlayOff(flatten(model), plan.space.streak, minimumSteps(plan.rules, model.step), plan.tolerance).first;
}

/**
 * The solve of a zero-sum race (every rule set but high stakes and lives):
 * the core solver (see {@link RaceSolver}) over the plan's space, and the
 * decisions within a turn at play time.
 */
export class ZeroSumSolve {
  readonly flat: FlatModel;
  readonly space: RaceSpace;
  readonly win: Float64Array;
  readonly turns: ZeroSumTurns;
  readonly step: number;
  /** The lower seat's chance to win a play-off of tied leaders (see `PlayOff`); null where the race has none. */
  readonly playOff: number | null;
  private readonly noRisk: boolean;
  private readonly penalties: boolean;
  private readonly tolerance: number;
  private solver: RaceSolver | null = null;
  /** The state whose turn the kernel holds, for decisions at play time; -1 for none. */
  private solvedTurn = -1;

  constructor(
    readonly plan: WinPlan,
    table?: Float64Array,
    /** Read while the model and the last turns' tables are built, and every 32 levels of a turn: a deadline stops the solve within it. */
    signal?: AbortSignalLike,
    /** The play-off's chance for the lower seat, where tied leaders play off and it is known (a table file holds it): not solved again. */
    playOff?: number,
  ) {
    const { rules, tolerance } = plan;
    const spec = plan.space;
    if (spec === null) throw new Error('a zero-sum race needs a space');
    const model = winTurnModel(rules, signal);
    const check =
      signal === undefined
        ? null
        : () => {
            throwIfAborted(signal);
          };
    this.flat = flatten(model);
    this.step = model.step;
    this.space = new RaceSpace(spec);
    this.win = table ?? new Float64Array(plan.size).fill(plan.fill);
    if (this.win.length !== plan.size) throw new FarkleError('invalid-options', `expected a table of ${plan.size} win chances, got ${this.win.length}`, 'table');
    const minimum = minimumSteps(rules, this.step);
    const entry = Math.max(minimum, Math.ceil(rules.bank.entry / this.step));
    this.noRisk = rules.turn.noRisk;
    const end = rules.end.finalRound ? new FinalRound(this.flat, tolerance, this.noRisk, playsOff(rules) ? { streak: spec.streak, minimum, first: playOff } : null, check) : null;
    this.playOff = end?.playOff ?? null;
    const penalties = spec.streak.active;
    this.turns = new ZeroSumTurns(this.flat, this.space, this.win, { minimum, entry }, end, this.noRisk, penalties);
    this.turns.kernel.check = check;
    this.penalties = penalties;
    this.tolerance = tolerance;
  }

  /**
   * The core solver, made on first use: a table restored to play from
   * (`restoreWinChance`, a table file) needs only the turns, not the kept
   * turns of a solve with penalties (zilch's own game: some 90 ms to set up).
   */
  get core(): RaceSolver {
    this.solver ??= new RaceSolver(new ZeroSumRace(this.turns, this.win, this.penalties, this.tolerance), this.win, this.tolerance);
    return this.solver;
  }

  /** Solves the table (see {@link RaceSolver.solve}). */
  solve(onProgress?: (done: number) => void, check?: () => void, sync?: RaceSync): void {
    this.core.solve(onProgress, check, sync);
    this.solvedTurn = -1;
  }

  /**
   * Bank and roll values at a decision point of the turn of the mover with
   * i steps against j under `tag`: turn total k steps, `n` the roll state
   * to roll next; `mustRoll`: banking is not allowed there.
   */
  choicesAt(i: number, j: number, tag: number, k: number, n: number, mustRoll: boolean): { bank: number | null; roll: number } {
    const { turns, win, flat, space } = this;
    turns.prepare(i, j, tag);
    const farkle = 1 - (win[turns.farkleAt] ?? 0);
    const lost = turns.lostIsFarkle ? farkle : 1 - (win[turns.lostAt] ?? 0);
    const bankable = k >= turns.m && k > 0;
    const bank = !mustRoll && bankable ? turns.bank(k) : null;
    // Under no risk a farkle banks where a bank is allowed.
    const base = flat.ends(n, this.noRisk && bankable ? turns.bank(k) : farkle, lost, 1);
    const state = space.index(i, j, tag);
    if (this.solvedTurn !== state) {
      turns.solve(farkle, lost);
      this.solvedTurn = state;
    }
    const { frame, kernel, levels } = turns;
    if (k > frame.cut) {
      const must = turns.mustRows;
      if (must !== null) return { bank, roll: must.rollOn(n, k) };
      return { bank, roll: flat.expect(n, (steps, row) => turns.pastCut(row, k + steps), base) };
    }
    return { bank, roll: flat.expectAt(n, kernel.f, kernel.g, levels, k, base, 0) };
  }
}
