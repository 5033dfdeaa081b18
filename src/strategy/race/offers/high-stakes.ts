import { FarkleError } from '../../../errors.js';
import { flatten } from '../../turn/flat.js';
import { turnModel } from '../../turn/model.js';
import { RaceSolver } from '../core/solver.js';
import type { RaceSync } from '../core/sync.js';
import { LastTurn } from '../end/last-turn.js';
import { RaceSpace } from '../space/space.js';
import { StreakRule } from '../space/streak.js';
import type { WinPlan } from '../types.js';
import { OfferRace } from './offer-race.js';
import { OfferTable } from './offer-table.js';
import { OfferTurns } from './offer-turns.js';

/**
 * The solve of a race under high stakes: the core solver over the pairs
 * of scores (see {@link OfferRace}), and the decisions within a turn.
 */
export class HighStakesSolve {
  readonly win: Float64Array;
  readonly turns: OfferTurns;
  readonly core: RaceSolver;

  constructor(plan: WinPlan, table?: Float64Array) {
    const { rules, goal, tolerance } = plan;
    const model = turnModel(rules);
    const flat = flatten(model);
    this.win = table ?? new Float64Array(plan.size);
    if (this.win.length !== plan.size) throw new FarkleError('invalid-options', `expected a table of ${plan.size} win chances, got ${this.win.length}`, 'table');
    const minimum = Math.max(1, Math.ceil(rules.bank.minimum / model.step));
    const entry = Math.max(minimum, Math.ceil(rules.bank.entry / model.step));
    const last = rules.end.finalRound ? new LastTurn(flat, 0.5, tolerance) : null;
    this.turns = new OfferTurns(flat, new OfferTable(this.win, goal, model.dice), { minimum, entry }, last);
    const space = new RaceSpace({ goal, lowest: 0, seats: 1, streak: new StreakRule({ ...rules, farklePenalty: null }, model.step), flags: 1, lives: 1 });
    this.core = new RaceSolver(new OfferRace(space, this.turns, this.win), this.win, tolerance);
  }

  /** Solves the table (see {@link RaceSolver.solve}). */
  solve(onProgress?: (done: number) => void, check?: () => void, sync?: RaceSync): void {
    this.core.solve(onProgress, check, sync);
  }

  /** Bank and roll values at a decision point of the turn of i against j: turn total k, n dice to roll next. */
  choicesAt(i: number, j: number, k: number, n: number): { bank: number | null; roll: number } {
    const { turns, win } = this;
    const farkle = 1 - (win[j * turns.table.goal + i] ?? 0);
    turns.prepare(i, j);
    const bank = k >= turns.m && k > 0 ? turns.bank(k, n) : null;
    turns.solve(farkle);
    return { bank, roll: k <= turns.top ? turns.rolled(n, k, farkle) : turns.rolledFar(n, farkle) };
  }
}
