import { FarkleError } from '../../../errors.js';
import { flatten, type FlatModel } from '../../turn/flat.js';
import { turnModel } from '../../turn/model.js';
import { RaceSolver } from '../core/solver.js';
import type { RaceSync } from '../core/sync.js';
import { LastStanding } from './last-standing.js';
import { RaceSpace } from '../space/space.js';
import { StreakRule } from '../space/streak.js';
import type { WinPlan } from '../types.js';
import { LivesRace } from './lives-race.js';
import { LivesTable, livesSize, type LivesShape } from './lives-table.js';
import { LivesTurn } from './lives-turn.js';

/**
 * The solve of a race under lives (`rules.lives`): a farkle costs lives
 * (more on a roll of every die), a player left with none is out, and the
 * other then has `end.lastStanding` turns to reach the target alone, with
 * the lives it has, or nobody wins; a bank at the target wins at once.
 * With `rules.buyDice`, a bank leaving n dice (not after hot dice) offers
 * them: the next player may buy 1 to n of them at `livesPerDie` each (one
 * life kept), roll those for the banked total, and bank the bought dice
 * left and the unbought ones on to the next player.
 *
 * The core solver (see {@link RaceSolver}) over a space of scores and each
 * player's lives (see {@link LivesRace}), the table laid out by
 * {@link LivesTable}; and the decisions within a turn at play time.
 */
export class LivesSolve {
  readonly flat: FlatModel;
  readonly step: number;
  readonly goal: number;
  readonly win: Float64Array;
  readonly shape: LivesShape;
  readonly table: LivesTable;
  readonly race: LivesRace;
  readonly core: RaceSolver;
  private readonly turns: LivesTurn;
  private readonly dice: number;
  private readonly pair = new Float64Array(2);

  constructor(plan: WinPlan, table?: Float64Array) {
    const { rules, target, tolerance } = plan;
    const model = turnModel(rules);
    const lives = rules.lives ?? { start: 1, farkle: 1, sixDiceFarkle: 1, sixDiceFarkleOnHotDice: true };
    this.flat = flatten(model);
    this.step = model.step;
    this.dice = model.dice;
    this.goal = plan.goal;
    this.shape = { goal: this.goal, lives: lives.start, offers: rules.buyDice === null ? 0 : this.dice - 1 };
    const size = livesSize(this.shape, target);
    this.win = table ?? new Float64Array(size);
    if (this.win.length !== size) throw new FarkleError('invalid-options', `expected a table of ${size} win chances, got ${this.win.length}`, 'table');
    this.table = new LivesTable(this.shape);
    const minimum = Math.max(1, Math.ceil(rules.bank.minimum / this.step));
    const entry = Math.max(minimum, Math.ceil(rules.bank.entry / this.step));
    // A farkle costs at least one life: one that costs none is refused unless ignored (then it costs one).
    const costs = { farkle: Math.max(1, lives.farkle), allDice: Math.max(1, lives.sixDiceFarkle), onHotDice: lives.sixDiceFarkleOnHotDice };
    this.turns = new LivesTurn(this.flat, costs, Math.max(this.goal, entry));
    const bankSteps = (s: number): number => (s === 0 ? entry : minimum);
    const perRound = rules.end.lastStanding?.pointsPerRound ?? null;
    const standing = new LastStanding({ goal: this.goal, lives: lives.start, step: this.step, target, perRound, bankSteps }, this.turns);
    const streak = new StreakRule({ ...rules, farklePenalty: null }, this.step);
    const space = new RaceSpace({ goal: this.goal, lowest: 0, seats: 1, streak, flags: 1, lives: lives.start });
    const price = rules.buyDice?.livesPerDie ?? 0;
    this.race = new LivesRace(space, this.table, this.win, { turns: this.turns, costs, minimum, entry, standing, price });
    this.core = new RaceSolver(this.race, this.win, tolerance);
  }

  /** The state index of the mover with i steps and a lives against j and b. */
  state(i: number, j: number, a: number, b: number): number {
    return this.race.state(i, j, a, b);
  }

  /** Where the pair of chances of state s offered n dice at t steps sits (n = 0: afresh). */
  at(s: number, n: number, t: number): number {
    return this.table.at(s, n, t);
  }

  /** Solves the table (see {@link RaceSolver.solve}): every state once, highest total of the scores first, then rising total of the lives. */
  solve(onProgress?: (done: number) => void, check?: () => void, sync?: RaceSync): void {
    this.core.solve(onProgress, check, sync);
  }

  /**
   * Bank and roll values (each `[mover, opponent]`) at a decision point of
   * the turn of i (a lives) against j (b lives): total k, n dice to roll, u
   * bought dice left unbought.
   */
  choicesAt(i: number, j: number, a: number, b: number, k: number, n: number, u: number): { bank: [number, number] | null; roll: [number, number] } {
    const { turns, pair, race } = this;
    race.prepare(this.state(i, j, a, b));
    const minimum = race.bankSteps(i);
    turns.fill(race, this.goal - i, minimum, u);
    const roll: [number, number] = [turns.roll(race, n, k), this.flat.lastSlope];
    if (k < minimum) return { bank: null, roll };
    race.bank(k, n < this.dice ? n + u : u, pair);
    return { bank: [pair[0] ?? 0, pair[1] ?? 0], roll };
  }
}
