import type { RaceSpace } from '../space/space.js';
import { PairSolve, type PairTurns } from './pair.js';
import { ALONE, type Diagonals, type RaceSync } from './sync.js';

/** The most passes of solves again after the first (each after the kept turns' values settle): tens are never needed. */
const MAX_PASSES = 100;
/** The most sweeps of kept turns in one evaluation. */
const MAX_SWEEPS = 10000;

/** A race's turns as the core solves them: its states, how to solve each, and (with penalties) its kept turns. */
export interface RaceTurns extends PairTurns {
  readonly space: RaceSpace;
  /** Numbers per state in the table: 1 (the mover's chance; the opponent's is the rest), or 2 (both, where nobody may win). */
  readonly width: number;
  /** Whether a state can occur. */
  reachable(i: number, j: number, tag: number): boolean;
  /**
   * With farkle penalties, which link a pair to lower totals not yet solved:
   * the turns kept as sums over the values they read (see `Penalties`);
   * `null` where every state is solved once, highest total first.
   */
  readonly penalties: Penalties | null;
}

/** The kept turns of a race with penalties (see `PolicyStore`), as the core drives them. */
export interface Penalties {
  /** The pass under way (0: the first, every state solved). */
  pass: number;
  /** Records the table after a pass. */
  snapshot(pass: number): void;
  /**
   * One sweep of every kept turn, highest total first: the largest change.
   * Shared by threads, each sweeps its own turns a diagonal at a time and
   * meets the others at `meet` before the next (see `RaceSolver.settle`).
   */
  sweep(check?: () => void, meet?: Diagonals): number;
  /** The states to solve again, appended to `out` by diagonal, highest total first (as the first pass solved them); how many. */
  unsure(out: number[]): number;
  /** Solves a state's turn again at the table's present values, and keeps it. */
  resolve(state: number): void;
}

/**
 * The one race solver: every pair of scores from the highest total down,
 * each pair's states (every tag, both orders) solved to their local fixed
 * point by {@link PairSolve}. Without farkle penalties every end of a turn
 * reads a higher total or the same pair, so one pass solves the table.
 *
 * With penalties, a farkle that completes a streak reads a lower total,
 * which the first pass has not solved yet: it reads a guess there, the
 * solved state of the same lead at the next higher totals (see
 * `RaceSpace.solvedLead`; with a half as the guess, zilch to 4,000 had half
 * its turns to solve a fourth time, where this leaves one in a thousand).
 * Modified policy iteration then finishes the solve: each
 * turn, as the first pass solved it, is kept as a sum over the values it
 * reads (its choices fixed), and the kept turns are swept, highest total
 * first, until their values settle (each sweep a multiply-add per level
 * read, not a turn solved); then the turns whose values read have moved by
 * half their margin are solved again (only they can have a better choice),
 * and so on until none is. The first pass's values move by far more than
 * any margin (it reads guesses), so its turns are kept with a margin of 0
 * (sparing the tenth of a solve that finding margins costs): solved again
 * in the next pass, whatever moves.
 *
 * Convergence: (1) A sweep is Gauss-Seidel on the linear equations of the
 * kept choices, `V = c + M V`, M's rows the chances of the states a turn
 * hands over to (the values read as 1 - V): a turn that banks goes to a
 * higher total, a farkle without a penalty to the same pair with a longer
 * streak, so the only way back to a state is through a penalty, and with
 * chance at least that of the game ending before the next one (a bank at
 * the goal) it does not come back: |M|^n → 0, and the sweeps converge, by
 * the measured rate, to within the tolerance. (2) Solving a turn's choices
 * again (a policy improvement) only where they may have changed is exact:
 * while no value a turn reads moves by more than δ, each of its options'
 * values moves by at most δ, so a choice that won by more than 2δ at every
 * decision point the turn can reach still wins, and the kept sum is the
 * turn's optimal value (a turn kept with a margin of 0 is always solved
 * again, until the values it reads move by less than a tenth of the
 * tolerance). (3) When no turn is unsure and the sweeps have
 * settled, the table is a fixed point of both the kept sums and the turns'
 * optimal solves: the optimal values (the solve's fixed point, to the
 * tolerance). A pass that changes choices moves the values of the states
 * that improved, and every state's value only through them; passes repeat
 * until no state is unsure (capped, as a guard, at a hundred).
 */
export class RaceSolver {
  private readonly pairs: PairSolve;

  constructor(
    readonly turns: RaceTurns,
    readonly win: Float64Array,
    readonly tolerance: number,
  ) {
    this.pairs = new PairSolve(turns.space, win, turns.width, tolerance);
  }

  /** The diagonals of the table: pairs of scores with the same total, index 0 the highest. */
  get diagonals(): number {
    return 2 * this.turns.space.scores - 1;
  }

  /** Solves the pairs of one diagonal (index 0 is the highest total), or every `parts`-th of them from `part`. */
  solveDiagonal(index: number, part = 0, parts = 1, check?: () => void): void {
    const { space } = this.turns;
    const { scores, lowest } = space;
    const sum = 2 * scores - 2 - index;
    const reachable = (i: number, j: number, tag: number): boolean => this.turns.reachable(i, j, tag);
    let nth = 0;
    for (let x = Math.max(0, sum - scores + 1); x <= sum - x; x++, nth++) {
      if (nth % parts !== part) continue;
      this.pairs.solve(x + lowest, sum - x + lowest, this.turns, reachable);
      check?.();
    }
  }

  /**
   * Solves the table: the first pass over the diagonals, then with penalties
   * the sweeps and passes again (see the class). `check` runs often (to
   * stop); `onProgress` hears the fraction done, an estimate with penalties.
   */
  solve(onProgress?: (done: number) => void, check?: () => void, sync: RaceSync = ALONE): void {
    const { diagonals } = this;
    const { penalties } = this.turns;
    // With penalties, the first pass is about two thirds of the work.
    const share = penalties === null ? 1 : 0.65;
    for (let d = 0; d < diagonals; d++) {
      this.solveDiagonal(d, sync.part, sync.parts, check);
      sync.barrier();
      onProgress?.((share * (d + 1)) / diagonals);
    }
    if (penalties === null) return;
    // Every thread's copy is taken before any sweeps: a sweep writes the table the copies read.
    penalties.snapshot(0);
    sync.barrier();
    let shown = share;
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      this.settle(penalties, sync, check);
      const unsure: number[] = [];
      const count = sync.sum(penalties.unsure(unsure));
      if (count === 0) break;
      penalties.pass = pass;
      this.solveAgain(penalties, unsure, sync, check);
      penalties.snapshot(pass);
      sync.barrier();
      shown = Math.min(0.98, shown + (1 - shown) / 2);
      onProgress?.(shown);
    }
    onProgress?.(1);
  }

  /**
   * Solves the unsure states again, diagonal by diagonal, the threads
   * meeting after each (as in the first pass): a turn then reads the higher
   * totals as this pass leaves them, the values the next pass's check of
   * what moved compares with. Unsure states come by diagonal, highest
   * first (`Penalties.unsure`); one out of order would be solved after the
   * meeting its readers wait for, so it is an error, not a slower solve.
   */
  private solveAgain(penalties: Penalties, unsure: readonly number[], sync: RaceSync, check?: () => void): void {
    const diagonalOf = (state: number): number => this.diagonalOf(state);
    let u = 0;
    for (let d = 0; d < this.diagonals; d++) {
      for (; u < unsure.length; u++) {
        const state = unsure[u] ?? 0;
        const diagonal = diagonalOf(state);
        if (diagonal > d) break;
        if (diagonal < d) throw new Error(`race solver: unsure state ${state} (diagonal ${diagonal}) came after diagonal ${d}'s: unsure states must come by diagonal, highest total first`);
        penalties.resolve(state);
        if ((u & 63) === 0) check?.();
      }
      sync.barrier();
    }
  }

  /** The diagonal of a state (index 0 the highest total). */
  private diagonalOf(state: number): number {
    const { scores } = this.turns.space;
    const plane = scores * scores;
    return 2 * scores - 2 - (Math.floor((state % plane) / scores) + (state % scores));
  }

  /**
   * Sweeps the kept turns until their values settle (by the measured rate,
   * within the tolerance). Threads sweep their turns a diagonal at a time,
   * meeting after each: a turn reads its own pair, higher totals (this
   * sweep's values, every thread's written before the meeting) and lower
   * ones (the last sweep's, not yet swept), never another pair of its own
   * diagonal, so what each reads is the same whoever swept it and the
   * table comes out bit for bit as one thread's sweeps leave it.
   */
  private settle(penalties: Penalties, sync: RaceSync, check?: () => void): void {
    const meet: Diagonals | undefined =
      sync.parts === 1 ? undefined : { count: this.diagonals, diagonalOf: (state) => this.diagonalOf(state), meet: () => { sync.barrier(); } };
    let before = 0;
    for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
      const change = sync.max(penalties.sweep(check, meet));
      const rate = before > 0 ? Math.min(0.99, change / before) : 0.99;
      if (change < this.tolerance / 10 || (sweep > 0 && change * (rate / (1 - rate)) < this.tolerance / 20)) return;
      before = change;
    }
  }
}
