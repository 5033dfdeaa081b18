import type { FlatModel } from '../../turn/flat.js';
import { TurnFrame, TurnKernel } from '../../turn/kernel.js';
import type { FinalRound } from '../end/final-round.js';
import { MY_BOARD, MY_LIVES, MY_STREAK, SEAT, THEIR_BOARD, type RaceSpace } from '../space/space.js';
import { MustRows } from './must-rows.js';
import type { TurnChoices } from '../../turn/tiered.js';

/** The bank minimums of a race, in steps (at least 1). */
export interface Minimums {
  readonly minimum: number;
  /** The first bank's minimum (at least `minimum`). */
  readonly entry: number;
}

/**
 * The turns of a zero-sum race (one player's win is the other's loss): for
 * the state of the mover with i steps against j under a tag, what its
 * turn's ends are worth, read from the table `win` (a bank hands the
 * opponent the move at the higher score, or with a final round its last
 * turn; a farkle hands it the move with the streak, score and flags the
 * farkle left), solved by the kernel. `prepare` reads the state,
 * `solve` solves its turn for a farkle worth `farkle` (and a lost turn
 * `lost`, where a lost turn leads elsewhere), returning the value and its
 * slope in the farkle value.
 */
export class ZeroSumTurns {
  readonly kernel: TurnKernel;
  readonly frame: TurnFrame;
  readonly levels: number;
  i = 0;
  j = 0;
  seat = 0;
  /** The mover's bank minimum and the opponent's, in steps. */
  m = 1;
  mj = 1;
  /** Where the farkle and lost-turn states sit in the table; the same where a lost turn is a farkle. */
  farkleAt = 0;
  lostAt = 0;
  /** Where the states a bank leads to start: the opponent against the mover's score `lowest`. */
  private bankRow = 0;
  /** The least margin by which a row top's bound made banking sure (see `tops`). */
  topMargin = Infinity;
  readonly mustRows: MustRows | null;
  private readonly ending: Float64Array;

  constructor(
    readonly flat: FlatModel,
    readonly space: RaceSpace,
    readonly win: Float64Array,
    private readonly minimums: Minimums,
    readonly end: FinalRound | null,
    private readonly noRisk: boolean,
    recording: boolean,
  ) {
    const reach = end?.reach ?? 0;
    const band = flat.rows > flat.dice + 1 && end !== null ? space.goal + reach + 1 : 0;
    this.levels = space.goal - space.lowest + reach + band + minimums.entry + 2 * flat.maxSteps + 2;
    this.kernel = new TurnKernel(flat, this.levels, recording);
    this.frame = new TurnFrame(flat.dice, this.levels);
    this.mustRows = flat.rows > flat.dice + 1 ? new MustRows(this) : null;
    this.ending = flat.farkle.map((p, n) => p + (flat.lost[n] ?? 0));
    if (noRisk) this.frame.noRisk = flat.farkle;
  }

  /** A bank minimum: the entry for a player not yet on the board (flag 0, or without flags a score of zero or less). */
  bankSteps(score: number, onBoard: number): number {
    const off = this.space.flags === 2 ? onBoard === 0 : score <= 0;
    return off ? this.minimums.entry : this.minimums.minimum;
  }

  /** Reads the state of the mover with i steps against j under `tag`. */
  prepare(i: number, j: number, tag: number): void {
    const { space } = this;
    const parts = space.decode(tag);
    this.i = i;
    this.j = j;
    this.seat = parts[SEAT] ?? 0;
    this.m = this.bankSteps(i, parts[MY_BOARD] ?? 0);
    this.mj = this.bankSteps(j, parts[THEIR_BOARD] ?? 0);
    const a = parts[MY_STREAK] ?? 0;
    const after = space.streak.afterFarkle(a);
    const lives = parts[MY_LIVES] ?? 0;
    const board = parts[MY_BOARD] ?? 0;
    const score = after.penalty ? space.streak.penalized(i, space.lowest) : i;
    this.farkleAt = space.index(j, score, space.handOver(parts, after.streak, board, lives));
    this.lostAt = space.index(j, i, space.handOver(parts, a, board, lives));
    this.bankRow = space.index(j, space.lowest, space.handOver(parts, 0, 1, lives)) - space.lowest;
  }

  /** Whether a lost turn leads where a farkle does (one value for both). */
  get lostIsFarkle(): boolean {
    return this.lostAt === this.farkleAt;
  }

  /** The mover's chance after banking k steps: the opponent moves, or plays its last turn, or the mover has won. */
  bank(k: number): number {
    const score = this.i + k;
    if (score < this.space.goal) return 1 - (this.win[this.bankRow + score] ?? 0);
    return this.end === null ? 1 : 1 - this.end.last(this.seat).chance(score - this.j, this.mj);
  }

  /** Where the mover's bank at level k reads the table, or -1 past the goal. */
  bankIndex(k: number): number {
    const score = this.i + k;
    return score < this.space.goal ? this.bankRow + score : -1;
  }

  /** A decision point past the cut, rolling `row` dice next at level k: a bank, or the tail's value. */
  pastCut(row: number, k: number): number {
    const tail = this.end?.tail(this.seat);
    if (tail?.free[row] !== true || this.mustRows !== null) return this.bank(k);
    return tail.value(row, this.i + k - this.j, this.mj);
  }

  /**
   * Sets the frame's ends for a farkle worth `farkle` and a lost turn worth
   * `lost` (the farkle's where they lead to the same state), the tops, the
   * bank values, and the levels above the cut.
   */
  private frameFor(farkle: number, lost: number, recording = false): void {
    const { flat, frame, kernel, levels } = this;
    const { dice } = flat;
    const same = this.lostIsFarkle;
    for (let n = 1; n <= dice; n++) {
      if (this.noRisk) {
        frame.base[n] = (flat.lost[n] ?? 0) * farkle + (flat.won[n] ?? 0);
        frame.baseG[n] = flat.lost[n] ?? 0;
      } else if (same) {
        frame.base[n] = (this.ending[n] ?? 0) * farkle + (flat.won[n] ?? 0);
        frame.baseG[n] = this.ending[n] ?? 0;
      } else {
        frame.base[n] = flat.ends(n, farkle, lost, 1);
        frame.baseG[n] = flat.farkle[n] ?? 0;
      }
    }
    frame.farkleValue = farkle;
    frame.minimum = this.m;
    const cut = this.tops(farkle, same ? farkle : lost);
    frame.cut = cut;
    const { f, g } = kernel;
    const tail = this.mustRows === null ? this.end?.tail(this.seat) : undefined;
    const free = tail?.any === true ? tail.free : null;
    for (let k = cut + flat.maxSteps; k > cut; k--) {
      const bank = this.bank(k);
      for (let n = 1; n <= dice; n++) {
        f[n * levels + k] = free?.[n] === true ? this.pastCut(n, k) : bank;
        g[n * levels + k] = 0;
      }
    }
    this.mustRows?.pastCut(farkle);
    for (let k = this.m; k <= cut; k++) {
      frame.bank[k] = this.bank(k);
      // Recording, the second number is what the bank reads of the table: all of it below the goal.
      frame.bankG[k] = recording && this.i + k < this.space.goal ? 1 : 0;
    }
    if (recording) for (let n = 1; n <= dice; n++) frame.baseG[n] = (flat.farkle[n] ?? 0) + (flat.lost[n] ?? 0);
  }

  /**
   * The level past which the mover banks rolling n dice (`frame.rowTop`),
   * and the cut: the level past which every roll that can end the turn has
   * stopped being worth it. Without a final round, a bank at the goal wins.
   * With one, banking d steps ahead is worth 1 - L(d), L the opponent's
   * last-turn chance, and rolling n dice at most 1 - (their chance of
   * ending the turn times what that costs); L falls as d grows, so from the
   * first d where L(d) is at most that bound, banking beats rolling n dice
   * at every higher total too. Dice that cannot end the turn never stop
   * (zilch's six): past the cut they are read from the tail. With
   * must-roll rows every row is solved up to the highest top.
   */
  private tops(farkle: number, lost: number): number {
    const { flat, frame, end, space } = this;
    const { dice } = flat;
    const least = Math.max(space.goal - this.i, this.m);
    this.topMargin = Infinity;
    if (end === null) {
      frame.rowTop.fill(least - 1);
      return least - 1;
    }
    const last = end.last(this.seat);
    const tail = end.tail(this.seat);
    let cut = least;
    for (let n = 1; n <= dice; n++) {
      const bound = (this.noRisk ? 0 : (flat.farkle[n] ?? 0) * (1 - farkle)) + (flat.lost[n] ?? 0) * (1 - lost);
      if (tail.free[n] === true && this.mustRows === null) {
        frame.rowTop[n] = levelsAbove;
        continue;
      }
      let k = least;
      while (this.i + k - this.j + 1 < last.reach && last.chance(this.i + k - this.j, this.mj) > bound) k++;
      frame.rowTop[n] = k;
      cut = Math.max(cut, k);
      // The bound moves with the farkle's and lost turn's values, by their chances.
      const reads = (flat.farkle[n] ?? 0) + (flat.lost[n] ?? 0);
      if (reads > 0) this.topMargin = Math.min(this.topMargin, (bound - last.chance(this.i + k + 1 - this.j, this.mj)) / reads);
    }
    if (this.mustRows !== null) frame.rowTop.fill(cut);
    return cut;
  }

  /** Solves the turn prepared for a farkle worth `farkle` (and a lost turn `lost`): its value, and the slope in `flat.lastSlope`. */
  solve(farkle: number, lost = farkle): number {
    this.frameFor(farkle, lost);
    this.kernel.solve(this.frame);
    const { dice } = this.flat;
    const firstG = this.noRisk ? (this.ending[dice] ?? 0) : (this.frame.baseG[dice] ?? 0);
    return this.kernel.roll(dice, 0, this.firstBase(farkle, lost), firstG);
  }

  /** Whether a turn is solved as `TurnKernel.solveKept` solves one (the plain turn), so that its choices can be kept between solves. */
  get keepsChoices(): boolean {
    return !this.noRisk && this.mustRows === null;
  }

  /**
   * Solves the turn prepared as `solve` does, each class at the choices
   * `kept` holds where they still stand (see `TurnChoices`): the same value
   * and slope (in `kept.lastSlope`), found sooner. Only where `keepsChoices`.
   */
  solveKept(farkle: number, lost: number, kept: TurnChoices): number {
    this.frameFor(farkle, lost);
    const { dice } = this.flat;
    return this.kernel.solveKept(this.frame, kept, this.firstBase(farkle, lost), this.frame.baseG[dice] ?? 0);
  }

  /**
   * Solves the turn prepared as `solve` does, recording its choices and,
   * `withGaps`, its keeps' margins (see `TurnKernel.solveRecording`);
   * returns its value.
   */
  solveRecording(farkle: number, lost: number, withGaps = false): number {
    this.frameFor(farkle, lost, true);
    const { dice } = this.flat;
    return this.kernel.solveRecording(this.frame, this.firstBase(farkle, lost), this.frame.baseG[dice] ?? 0, withGaps);
  }

  /** What the rolls that end the turn are worth at its first roll (no bank to fall back on under no risk). */
  firstBase(farkle: number, lost: number): number {
    const { flat } = this;
    const { dice } = flat;
    if (this.noRisk) return (this.ending[dice] ?? 0) * farkle + (flat.won[dice] ?? 0);
    return this.frame.base[dice] ?? flat.ends(dice, farkle, lost, 1);
  }
}

/** Stands for "every level": a row top past any cut. */
const levelsAbove = 0x3fffffff;
