import type { Occupancy } from '../../turn/occupancy.js';
import type { Diagonals } from './sync.js';

/** Weights per block of the store: 16 million (64 MB). */
const BLOCK = 1 << 24;

/** What the store needs to know of a state's turn when it keeps it. */
export interface KeptTurn {
  /** The state (table index) and its value, solved. */
  readonly state: number;
  readonly value: number;
  /** Where the bank at the turn's lowest bankable level reads the table (the next levels follow), and how many levels read it. */
  readonly first: number;
  readonly count: number;
  /** The least bankable level. */
  readonly minimum: number;
  /** Where the farkle and the lost turn lead, and the values they were solved with. */
  readonly farkleAt: number;
  readonly lostAt: number;
  readonly farkle: number;
  readonly lost: number;
  /** The least margin of the bank-forcing row tops (see `ZeroSumTurns`). */
  readonly topMargin: number;
}

/**
 * Solved turns kept as sums over the values they read (modified policy
 * iteration): with its choices fixed, a turn's value is a constant plus
 * weights times the chances it reads, 1 - W at each bank into the table, at
 * its farkle and at its lost turn. Evaluating that sum costs a
 * multiply-add per level instead of a solve of the turn; `moved` tells how
 * far the values a turn read have moved since it was solved, and its
 * margin whether its choices are still sure to be best. Weights are kept as
 * 32-bit floats, the constant absorbing their rounding at the values the
 * turn was solved with (so the sum equals the solved value there, and
 * strays from it by 2^-24 of what the values moved).
 */
export class PolicyStore {
  /** The slot of each state (-1: no turn kept), and the state of each slot. */
  private readonly slot: Int32Array;
  private readonly stateOf: Int32Array;
  private readonly constant: Float64Array;
  private readonly farkleWeight: Float64Array;
  private readonly lostWeight: Float64Array;
  private readonly margin: Float64Array;
  private readonly farkleSeen: Float64Array;
  private readonly lostSeen: Float64Array;
  private readonly first: Int32Array;
  private readonly count: Int32Array;
  private readonly farkleAt: Int32Array;
  private readonly lostAt: Int32Array;
  private readonly offset: Float64Array;
  private readonly pass: Uint8Array;
  /** How far each slot's reads had moved at the last check of what is unsure (`unsure`). */
  private readonly lastMoved: Float64Array;
  private readonly blocks: Float32Array[] = [];
  /** The table as each pass of solves left it: what the turns solved in that pass read (see `moved`). */
  private readonly snapshots: Float64Array[] = [];
  /** Slots in the order they were first kept: an order of the states that reads the higher totals first. */
  private readonly order: Int32Array;
  private kept = 0;
  private slots = 0;

  constructor(
    private readonly win: Float64Array,
    /** Every state that will be kept, with the levels it reads: `[state, levels]` pairs. */
    states: Int32Array,
  ) {
    const n = states.length / 2;
    this.slot = new Int32Array(win.length).fill(-1);
    this.constant = new Float64Array(n);
    this.farkleWeight = new Float64Array(n);
    this.lostWeight = new Float64Array(n);
    this.margin = new Float64Array(n);
    this.farkleSeen = new Float64Array(n);
    this.lostSeen = new Float64Array(n);
    this.first = new Int32Array(n);
    this.count = new Int32Array(n);
    this.farkleAt = new Int32Array(n);
    this.lostAt = new Int32Array(n);
    this.offset = new Float64Array(n);
    this.pass = new Uint8Array(n);
    this.lastMoved = new Float64Array(n).fill(Infinity);
    this.order = new Int32Array(n);
    this.stateOf = new Int32Array(n);
    let block = 0;
    let used = 0;
    const sizes: number[] = [];
    for (let s = 0; s < n; s++) {
      const levels = states[2 * s + 1] ?? 0;
      if (used + levels > BLOCK) {
        sizes.push(used);
        block++;
        used = 0;
      }
      this.slot[states[2 * s] ?? 0] = s;
      this.stateOf[s] = states[2 * s] ?? 0;
      this.offset[s] = block * BLOCK + used;
      this.count[s] = levels;
      used += levels;
    }
    sizes.push(used);
    for (const size of sizes) this.blocks.push(new Float32Array(size));
  }

  /** Whether a state has a kept turn. */
  has(state: number): boolean {
    return (this.slot[state] ?? -1) >= 0;
  }

  /** How far a state's reads had moved when it was last found unsure (Infinity before any check). */
  movedBefore(state: number): number {
    const s = this.slot[state] ?? -1;
    return s < 0 ? Infinity : (this.lastMoved[s] ?? Infinity);
  }

  /** Keeps the turn `occupancy` followed, solved in pass `pass` (numbered from 0). */
  keep(turn: KeptTurn, occupancy: Occupancy, pass: number): void {
    const s = this.slot[turn.state] ?? -1;
    if (s < 0) return;
    const { win } = this;
    if (this.pass[s] === 0) this.order[this.kept++] = s;
    const offset = this.offset[s] ?? 0;
    const block = this.blocks[Math.floor(offset / BLOCK)] as Float32Array;
    const at = offset % BLOCK;
    const count = this.count[s] ?? 0;
    let constant = turn.value + occupancy.farkle * (1 - turn.farkle) + occupancy.lost * (1 - turn.lost);
    for (let t = 0; t < count; t++) {
      const weight = Math.fround(occupancy.banked[turn.minimum + t] ?? 0);
      block[at + t] = weight;
      constant += weight * (win[turn.first + t] ?? 0);
    }
    this.constant[s] = constant;
    this.farkleWeight[s] = occupancy.farkle;
    this.lostWeight[s] = occupancy.lost;
    this.margin[s] = Math.min(occupancy.margin, turn.topMargin);
    this.farkleSeen[s] = turn.farkle;
    this.lostSeen[s] = turn.lost;
    this.first[s] = turn.first;
    this.farkleAt[s] = turn.farkleAt;
    this.lostAt[s] = turn.lostAt;
    this.pass[s] = pass + 1;
  }

  /** Records the table as pass `pass` left it: what its solves read. */
  snapshot(pass: number): void {
    const copy = this.snapshots[pass] ?? new Float64Array(this.win.length);
    copy.set(this.win);
    this.snapshots[pass] = copy;
  }

  /**
   * One sweep of every kept turn in the order kept (by diagonal, the
   * highest total first), each valued at the table's present values
   * (higher totals already this sweep's): the largest change. With `meet`
   * (a shared solve), the sweep meets the other threads after each
   * diagonal; a turn kept out of that order is an error.
   */
  sweep(check?: () => void, meet?: Diagonals): number {
    const { win, order } = this;
    let change = 0;
    let o = 0;
    const through = (last: number): void => {
      for (; o < this.kept; o++) {
        if ((o & 4095) === 0) check?.();
        const s = order[o] ?? 0;
        const state = this.stateOf[s] ?? 0;
        if (meet !== undefined) {
          const diagonal = meet.diagonalOf(state);
          if (diagonal > last) return;
          if (diagonal < last) throw new Error(`race solver: kept turn of state ${state} (diagonal ${diagonal}) came after diagonal ${last}'s: kept turns must come by diagonal`);
        }
        const value = this.evaluate(s);
        const moved = Math.abs(value - (win[state] ?? 0));
        if (moved > change) change = moved;
        win[state] = value;
      }
    };
    if (meet === undefined) through(Infinity);
    else {
      for (let d = 0; d < meet.count; d++) {
        through(d);
        meet.meet();
      }
    }
    return change;
  }

  /**
   * How far the values slot s's turn reads have moved since it was solved:
   * the largest change of one of them (its banks', its farkle's and lost
   * turn's, as the chances 1 - W it reads).
   */
  moved(s: number): number {
    const { win } = this;
    const snapshot = this.snapshots[(this.pass[s] ?? 1) - 1] as Float64Array;
    const first = this.first[s] ?? 0;
    // The lost turn matters only where a roll can lose the turn.
    const lost = (this.lostWeight[s] ?? 0) > 0 ? Math.abs(1 - (win[this.lostAt[s] ?? 0] ?? 0) - (this.lostSeen[s] ?? 0)) : 0;
    let most = Math.max(Math.abs(1 - (win[this.farkleAt[s] ?? 0] ?? 0) - (this.farkleSeen[s] ?? 0)), lost);
    for (let t = 0, count = this.count[s] ?? 0; t < count; t++) {
      const moved = Math.abs((win[first + t] ?? 0) - (snapshot[first + t] ?? 0));
      if (moved > most) most = moved;
    }
    return most;
  }

  /**
   * The states whose turns must be solved again: those whose values read
   * have moved by their margin or more, so that a choice may have changed
   * (while they moved less, every choice is still best and the kept sum is
   * the turn's value), and by more than `least`: a kept choice, even one
   * no longer best, is worth within twice what the values moved of the best
   * (each option's value moves by at most that), so below a tenth of the
   * tolerance it may stand. Appends them to `out`; returns how many.
   */
  unsure(out: number[], least: number): number {
    let found = 0;
    for (let o = 0; o < this.kept; o++) {
      const s = this.order[o] ?? 0;
      const moved = this.moved(s);
      this.lastMoved[s] = moved;
      if (moved > least && moved >= (this.margin[s] ?? 0)) {
        out.push(this.stateOf[s] ?? 0);
        found++;
      }
    }
    return found;
  }

  /** The value of slot s's kept turn at the table's present values. */
  evaluate(s: number): number {
    const { win } = this;
    const offset = this.offset[s] ?? 0;
    const block = this.blocks[Math.floor(offset / BLOCK)] as Float32Array;
    const at = offset % BLOCK;
    const first = this.first[s] ?? 0;
    let sum = 0;
    for (let t = 0, count = this.count[s] ?? 0; t < count; t++) sum += (block[at + t] ?? 0) * (win[first + t] ?? 0);
    return (this.constant[s] ?? 0) - sum - (this.farkleWeight[s] ?? 0) * (win[this.farkleAt[s] ?? 0] ?? 0) - (this.lostWeight[s] ?? 0) * (win[this.lostAt[s] ?? 0] ?? 0);
  }
}
