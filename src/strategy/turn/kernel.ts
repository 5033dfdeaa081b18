import type { FlatModel } from './flat.js';
import { everyOptionScores, risesAt, risingAbove } from './rising.js';
import type { TurnChoices } from './tiered.js';

/**
 * What the ends of one turn are worth, set by a solver before each
 * {@link TurnKernel.solve}. Levels are turn totals in steps; rows are the
 * dice to roll next (see `rowOf`). Each value has a second number carried
 * along the player's choices: the slope of the value in the farkle value
 * (for a solver that solves two turns linked by farkles together), or the
 * other player's chance (where nobody may win, each player plays for its own).
 */
export class TurnFrame {
  /** The least level at which a bank is allowed. */
  minimum = 1;
  /** The highest level solved; the solver fills the levels above it (up to `cut + maxSteps`) first. */
  cut = 0;
  /** Per row, the level past which the player banks without rolling (at most `cut`). */
  readonly rowTop: Int32Array;
  /** The rows solved, 1 to `active`; a turn of bought dice leaves the rest unused. */
  active: number;
  /** A bank's value at level k leaving row n: `bank[n * bankStride + k]`, with its second number in `bankG` (stride 0: the same for every row). */
  bank: Float64Array;
  bankG: Float64Array;
  bankStride = 0;
  /** Per row: the rolls that end the turn (farkle, lost turn, win), weighted, and their second number. */
  readonly base: Float64Array;
  readonly baseG: Float64Array;
  /**
   * Under no risk, a farkle at a level where a bank is allowed banks: `base`
   * then holds only the lost turns and wins, and `farkle[n]` (the chance of a
   * farkle) weighs the bank; `null` otherwise.
   */
  noRisk: Float64Array | null = null;
  /** Under no risk, what a farkle is worth where a bank is not allowed (below the minimum). */
  farkleValue = 0;
  /** Whether the row `dice` is a forced bank (`bank`) rather than a roll: a bought turn's dice are all set aside. */
  forcedLast = false;

  constructor(
    readonly dice: number,
    levels: number,
  ) {
    this.rowTop = new Int32Array(dice + 1);
    this.active = dice;
    // Room for a bank value per row and level, where the bank depends on the dice left (offers).
    this.bank = new Float64Array((dice + 1) * levels);
    this.bankG = new Float64Array((dice + 1) * levels);
    this.base = new Float64Array(dice + 1);
    this.baseG = new Float64Array(dice + 1);
  }
}

/**
 * One turn solved backwards over turn totals: at each decision point the
 * player banks or rolls on, and picks each roll's keep, by the larger value
 * (a tie banks). The values are `f[row * levels + k]` (rows past `dice`:
 * rolling on where a must-roll rule forbids banking), their second numbers
 * `g`. One kernel per solver, reused turn after turn.
 *
 * `solveRecording` solves the same turn without second numbers but records
 * the choices, for {@link occupancy}: what the turn is worth as a sum over
 * the values it reads, and (asked to) how far each choice was from
 * changing: each decision point's margin, its bank or roll's and its
 * keeps' (`FlatModel.expectChooseGap`), found as it is solved.
 */
export class TurnKernel {
  readonly f: Float64Array;
  readonly g: Float64Array;
  /** The chosen option of each class at each decision point: `choices[(row * levels + k) * maxClasses + class]` (see `expectChoose`). */
  readonly choices: Int32Array;
  /** Whether each decision point banks (1) or rolls (0), from `solveRecording`. */
  readonly banks: Uint8Array;
  /** By how much each decision point's choices were won, from `solveRecording`: its bank or roll's margin, and where it rolls with margins asked for, its keeps' too. */
  readonly margins: Float64Array;
  /** Whether the last `solveRecording` found the keeps' margins (`margins` then holds them where a decision point rolls). */
  gapsFound = false;
  private readonly mustRows: boolean;
  /**
   * Per row, a bound on the value of rolling it at the level being solved:
   * its roll's value at the last level that weighed it (whether it then
   * rolled or banked). Where every value above rises with the level, each
   * option of a roll is worth at most what it is worth one level up, so the
   * roll is too (sums in the same order of larger terms are larger, in
   * floating point too), and a bank worth at least the bound is the choice
   * a full solve makes, without its classes.
   */
  private readonly upper: Float64Array;
  /** Whether every option of the model scores (leads at least a level up), as the bound needs. */
  private readonly bounded: boolean;
  /** Read every 32 levels of a solve when set (a signal's check): with spicy dice a level costs about a millisecond. */
  check: (() => void) | null = null;

  constructor(
    readonly flat: FlatModel,
    readonly levels: number,
    recording = false,
  ) {
    this.f = new Float64Array(flat.rows * levels);
    this.g = new Float64Array(flat.rows * levels);
    this.mustRows = flat.rows > flat.dice + 1;
    this.upper = new Float64Array(flat.dice + 1);
    this.bounded = everyOptionScores(flat);
    const points = recording ? (flat.dice + 1) * levels : 0;
    this.choices = new Int32Array(points * flat.maxClasses);
    this.banks = new Uint8Array(points);
    this.margins = new Float64Array(points);
  }

  /** Solves the levels from `frame.cut` down to 1; the levels above the cut must be filled. */
  solve(frame: TurnFrame): void {
    const { flat, f, g, levels, mustRows } = this;
    const { dice } = flat;
    const { minimum, rowTop, bank, bankG, bankStride, base, baseG, active, noRisk } = frame;
    // The bound on a roll (see `upper`) holds for the plain turn: no bank on a farkle, no must-roll or forced rows.
    const { upper } = this;
    upper.fill(Infinity);
    let rising = this.bounded && noRisk === null && !mustRows && !frame.forcedLast && risingAbove(flat, f, levels, frame.cut);
    for (let k = frame.cut; k >= 1; k--) {
      if ((k & 31) === 0) this.check?.();
      const canBank = k >= minimum;
      for (let n = 1; n <= active; n++) {
        const at = n * levels + k;
        const b = canBank ? (bank[n * bankStride + k] ?? 0) : -1;
        const bg = canBank ? (bankG[n * bankStride + k] ?? 0) : 0;
        if (k > (rowTop[n] ?? 0) || (rising && b >= (upper[n] as number))) {
          f[at] = b;
          g[at] = bg;
          continue;
        }
        let rolled: number;
        if (noRisk === null) rolled = flat.expectAt(n, f, g, levels, k, base[n] ?? 0, baseG[n] ?? 0);
        else {
          // A farkle banks where a bank is allowed; below the minimum it is worth the farkle value (slope 1).
          const p = noRisk[n] ?? 0;
          rolled = flat.expectAt(n, f, g, levels, k, (base[n] ?? 0) + p * (canBank ? b : frame.farkleValue), (baseG[n] ?? 0) + p * (canBank ? bg : 1));
        }
        const slope = flat.lastSlope;
        upper[n] = rolled;
        if (b >= rolled) {
          f[at] = b;
          g[at] = bg;
        } else {
          f[at] = rolled;
          g[at] = slope;
        }
        if (mustRows) {
          f[(dice + 1 + n) * levels + k] = rolled;
          g[(dice + 1 + n) * levels + k] = slope;
        }
      }
      if (frame.forcedLast) {
        f[dice * levels + k] = bank[dice * bankStride + k] ?? 0;
        g[dice * levels + k] = bankG[dice * bankStride + k] ?? 0;
      }
      if (rising) rising = risesAt(flat, f, levels, k);
    }
  }

  /**
   * Solves the turn as `solve` does, each decision point's classes at the
   * choices `kept` holds where they still stand (see {@link TurnChoices}),
   * returning the value of its first roll (its slope in `kept.lastSlope`):
   * the same values, bit for bit. For the plain turn only (no no-risk bank,
   * no must-roll rows, no forced last row), as the pair solve of a race
   * without penalties rolls it.
   */
  solveKept(frame: TurnFrame, kept: TurnChoices, firstBase: number, firstG: number): number {
    const { flat, f, g, levels } = this;
    const { dice } = flat;
    const { minimum, rowTop, bank, bankG, bankStride, base, baseG, active } = frame;
    kept.reserve(frame.cut);
    const { upper } = this;
    upper.fill(Infinity);
    let rising = this.bounded && risingAbove(flat, f, levels, frame.cut);
    for (let k = frame.cut; k >= 1; k--) {
      if ((k & 31) === 0) this.check?.();
      const canBank = k >= minimum;
      for (let n = 1; n <= active; n++) {
        const at = n * levels + k;
        const b = canBank ? (bank[n * bankStride + k] ?? 0) : -1;
        const bg = canBank ? (bankG[n * bankStride + k] ?? 0) : 0;
        if (k > (rowTop[n] ?? 0) || (rising && b >= (upper[n] as number))) {
          f[at] = b;
          g[at] = bg;
          continue;
        }
        const rolled = kept.expect(n, f, g, levels, k, base[n] ?? 0, baseG[n] ?? 0);
        upper[n] = rolled;
        if (b >= rolled) {
          f[at] = b;
          g[at] = bg;
        } else {
          f[at] = rolled;
          g[at] = kept.lastSlope;
        }
      }
      if (rising) rising = risesAt(flat, f, levels, k);
    }
    return kept.expect(dice, f, g, levels, 0, firstBase, firstG);
  }

  /** The value of rolling n dice at level k of the solved turn (k = 0: its first roll), its second number in `flat.lastSlope`. */
  roll(n: number, k: number, base: number, baseG: number): number {
    return this.flat.expectAt(n, this.f, this.g, this.levels, k, base, baseG);
  }

  /**
   * Solves the turn as `solve` does (no must-roll rows, no forced row),
   * recording the choices at every decision point and at the first roll
   * (level 0, `dice` dice), whose value it returns. The second numbers are
   * then sensitivities: `bankG` 1 where a bank reads the solver's table,
   * `baseG` the weight of the ends that read it; `margins` hold by how
   * much the values read may move before the choice to bank or roll could
   * change (a bank that the row tops make sure counts as sure here), and
   * `withGaps`, at the decision points that roll (the first roll too), the
   * least of that and the keeps' margins (`FlatModel.expectChooseGap`).
   * Finding the keeps' margins costs about a tenth more than the solve.
   */
  solveRecording(frame: TurnFrame, firstBase: number, firstG: number, withGaps = false): number {
    const { flat, f, g, levels, choices, banks, margins } = this;
    const { dice, maxClasses } = flat;
    const { minimum, rowTop, bank, bankG, bankStride, base, baseG, active, cut } = frame;
    this.gapsFound = withGaps;
    for (let k = cut; k >= 1; k--) {
      const canBank = k >= minimum;
      for (let n = 1; n <= active; n++) {
        const at = n * levels + k;
        const b = canBank ? (bank[n * bankStride + k] ?? 0) : -1;
        const bg = canBank ? (bankG[n * bankStride + k] ?? 0) : 0;
        banks[at] = 1;
        if (k > (rowTop[n] ?? 0)) {
          f[at] = b;
          g[at] = bg;
          margins[at] = Infinity;
          continue;
        }
        const rolled = withGaps
          ? flat.expectChooseGap(n, f, g, levels, k, base[n] ?? 0, baseG[n] ?? 0, choices, at * maxClasses, banks, margins, cut)
          : flat.expectChoose(n, f, g, levels, k, base[n] ?? 0, baseG[n] ?? 0, choices, at * maxClasses);
        const slope = flat.lastSlope;
        if (b >= rolled) {
          f[at] = b;
          g[at] = bg;
          // The roll's value may rise by what it reads, at most all of it.
          margins[at] = (b - rolled) / (bg + 1);
        } else {
          f[at] = rolled;
          g[at] = slope;
          banks[at] = 0;
          const closing = slope + bg;
          margins[at] = canBank && closing > 0 ? (rolled - b) / closing : Infinity;
          if (withGaps && flat.lastGap < (margins[at] ?? 0)) margins[at] = flat.lastGap;
        }
      }
    }
    const first = withGaps
      ? flat.expectChooseGap(dice, f, g, levels, 0, firstBase, firstG, choices, dice * levels * maxClasses, banks, margins, cut)
      : flat.expectChoose(dice, f, g, levels, 0, firstBase, firstG, choices, dice * levels * maxClasses);
    margins[dice * levels] = withGaps ? flat.lastGap : Infinity;
    banks[dice * levels] = 0;
    return first;
  }
}
