import type { FlatModel } from '../../turn/flat.js';
import { Occupancy } from '../../turn/occupancy.js';
import type { RaceSpace } from '../space/space.js';
import { PolicyStore } from './policy.js';
import { TurnChoices } from '../../turn/tiered.js';
import type { Penalties, RaceTurns } from './solver.js';
import type { Diagonals } from './sync.js';
import type { ZeroSumTurns } from './turns.js';

/**
 * The first pass that finds its turns' margins (see `RaceSolver`). The
 * first reads guesses at lower totals, so its values move by far more than
 * any margin (zilch to 1,500: by 6.6e-3 at the median, where margins are
 * about 1e-5): its turns are kept without them (margin 0), to be solved
 * again whatever moves, which spares finding them (a tenth of the solve).
 * From the second pass on, many turns' values move by less than their
 * margins (zilch to 4,000: three in four; absolute to 600, two in five).
 */
const MARGINS_FROM = 1;

/**
 * From that pass on, a turn's margins are found only where the values it
 * read had moved by less than this at the last check: one whose reads moved
 * more is likely to be solved again anyway (its margins are some 1e-5).
 * Measured, CPU time on one thread, with margins for every turn from the
 * second pass and with this bound: zilch to 2,000 23.2 and 24.9 s, to 4,000
 * 127.4 and 126.9 s, yarkle to 600 20.8 and 17.9 s, absolute to 600 40.6
 * and 38.6 s: margins for every turn serve zilch a little at 2,000, the
 * bound serves yarkle and absolute.
 */
const MARGINS_BELOW = 1e-2;

/**
 * A zero-sum race as the core solves it (plain rules, farkle streaks,
 * on-board flags, seats): the table holds the mover's chance at each state,
 * the opponent's being the rest. With penalties, each turn solved is kept
 * (see {@link PolicyStore}) for the sweeps and passes that follow.
 */
export class ZeroSumRace implements RaceTurns, Penalties {
  readonly width = 1;
  readonly space: RaceSpace;
  readonly flat: FlatModel;
  readonly penalties: Penalties | null;
  pass = 0;
  slope = 0;
  private readonly store: PolicyStore | null;
  private readonly occupancy: Occupancy | null;
  /** Each cycle slot's kept choices, without penalties (see `solveInCycle`). */
  private readonly choices: TurnChoices[] = [];

  constructor(
    readonly turns: ZeroSumTurns,
    readonly win: Float64Array,
    withPenalties: boolean,
    private readonly tolerance: number,
  ) {
    this.space = turns.space;
    this.flat = turns.flat;
    this.store = withPenalties ? new PolicyStore(win, this.keptStates()) : null;
    this.occupancy = withPenalties ? new Occupancy(turns.kernel) : null;
    this.penalties = withPenalties ? this : null;
  }

  /** Every state that can occur, with the levels its turn banks into the table. */
  private keptStates(): Int32Array {
    const { space, turns } = this;
    const out: number[] = [];
    for (let tag = 0; tag < space.tags; tag++) {
      for (let i = space.lowest; i < space.goal; i++) {
        for (let j = space.lowest; j < space.goal; j++) {
          if (!this.reachable(i, j, tag)) continue;
          turns.prepare(i, j, tag);
          out.push(space.index(i, j, tag), Math.max(0, space.goal - i - turns.m));
        }
      }
    }
    return Int32Array.from(out);
  }

  reachable(i: number, j: number, tag: number): boolean {
    return this.space.reachable(i, j, this.space.decode(tag));
  }

  prepare(state: number): number {
    const { space } = this;
    this.turns.prepare(space.mover(state), space.opponent(state), space.tagOf(state));
    return this.turns.farkleAt;
  }

  solveAt(farkle: number): number {
    const { turns } = this;
    const value = turns.solve(farkle, turns.lostIsFarkle ? farkle : 1 - (this.win[turns.lostAt] ?? 0));
    this.slope = this.flat.lastSlope;
    return value;
  }

  /**
   * Without penalties, the first guess of a state's chance in a cycle: the
   * plane through the three solved states a step above it, (i + 1, j),
   * (i, j + 1) and (i + 1, j + 1), which the chances follow closely (its
   * error is their second difference, some 1e-5 to 10,000 points): the
   * closer the guess, the fewer classes the next round solves again (see
   * `solveInCycle`). `null` by the goal, and with penalties, whose solves
   * keep the pair's own guess (their tables unchanged).
   */
  guessOf(state: number): number | null {
    if (this.store !== null) return null;
    const { space, win } = this;
    const i = space.mover(state);
    const j = space.opponent(state);
    if (i + 1 >= space.goal || j + 1 >= space.goal) return null;
    const tag = space.tagOf(state);
    const plane = (win[space.index(i + 1, j, tag)] ?? 0) + (win[space.index(i, j + 1, tag)] ?? 0) - (win[space.index(i + 1, j + 1, tag)] ?? 0);
    return Math.min(1, Math.max(0, plane));
  }

  /**
   * Without penalties, a cycle's states (the two orders of a pair of
   * scores) are solved round after round at farkle values that close in on
   * the cycle's fixed point: each slot keeps its turn's choices (see
   * `TurnChoices`), so a round after the first solves again only the
   * classes whose lead the farkle value's moves may have closed. The same
   * values as `solveAt`, bit for bit.
   */
  solveInCycle(farkle: number, slot: number, round: number): number {
    const { turns } = this;
    if (this.store !== null || !turns.keepsChoices) return this.solveAt(farkle);
    let kept = this.choices[slot];
    if (kept === undefined) this.choices[slot] = kept = new TurnChoices(this.flat);
    if (round === 0) kept.reset();
    const lost = turns.lostIsFarkle ? farkle : 1 - (this.win[turns.lostAt] ?? 0);
    kept.moveTo(farkle, lost);
    const value = turns.solveKept(farkle, lost, kept);
    this.slope = kept.lastSlope;
    return value;
  }

  settle(state: number, farkle: number): void {
    const { turns, win } = this;
    const phi = Number.isNaN(farkle) ? 1 - this.read(turns.farkleAt) : farkle;
    const lost = turns.lostIsFarkle ? phi : 1 - (win[turns.lostAt] ?? 0);
    win[state] = this.store === null ? turns.solve(phi, lost) : this.kept(state, phi, lost);
  }

  /**
   * The table's value at a state a farkle leads to. In the first pass, a
   * state at a lower total than the turn's is not solved yet: its first
   * guess is read at the solved state that `RaceSpace.solvedLead` names.
   */
  private read(state: number): number {
    const { turns, win } = this;
    const at = this.pass === 0 ? this.space.solvedLead(state, turns.i + turns.j) : state;
    return win[at] ?? 0;
  }

  cycleSolved(state: number, farkle: number): void {
    if (this.store === null) return;
    const { turns, win } = this;
    this.kept(state, farkle, turns.lostIsFarkle ? farkle : 1 - (win[turns.lostAt] ?? 0));
  }

  /** Solves the prepared state's turn recording its choices, and keeps it; returns its value. */
  private kept(state: number, farkle: number, lost: number): number {
    const { turns } = this;
    const store = this.store as PolicyStore;
    const occupancy = this.occupancy as Occupancy;
    const withGaps = this.pass >= MARGINS_FROM && store.movedBefore(state) < MARGINS_BELOW;
    const value = turns.solveRecording(farkle, lost, withGaps);
    occupancy.follow(turns.frame);
    const first = turns.bankIndex(turns.m);
    store.keep(
      {
        state,
        value,
        first,
        count: Math.max(0, this.space.goal - turns.i - turns.m),
        minimum: turns.m,
        farkleAt: turns.farkleAt,
        lostAt: turns.lostAt,
        farkle,
        lost,
        topMargin: turns.topMargin,
      },
      occupancy,
      this.pass,
    );
    return value;
  }

  snapshot(pass: number): void {
    this.store?.snapshot(pass);
  }

  sweep(check?: () => void, meet?: Diagonals): number {
    if (this.store === null) {
      // Nothing kept: a thread still meets the others after each diagonal.
      if (meet !== undefined) for (let d = 0; d < meet.count; d++) meet.meet();
      return 0;
    }
    return this.store.sweep(check, meet);
  }

  unsure(out: number[]): number {
    return this.store?.unsure(out, this.tolerance / 10) ?? 0;
  }

  resolve(state: number): void {
    this.prepare(state);
    this.settle(state, Number.NaN);
  }
}
