import type { Rules } from '../../rules/types.js';
import { turnModel, type TurnModel } from '../turn/model.js';
import { flatOf } from './flat-turn.js';
import { earlyTop, rowTops } from './tops.js';
import { type ChoiceRange, expectRoll, scoreOf, type KernelRoll } from './kernel.js';
import { TurnBanks, type FlatEnds } from './flat-ends.js';

export type { FlatEnds } from './flat-ends.js';

/**
 * One turn solved backwards over turn totals with vector values, in flat
 * typed arrays: at each decision point (turn total k steps, the dice to
 * roll next) the player banks or rolls on, and picks each roll's keep, by
 * the higher score (see {@link FlatEnds}). Rows past `dice` are decision
 * points where banking is not allowed (see `rowOf`). One instance solves
 * turn after turn in the same buffers.
 *
 * The top: past the level where banking is worth at least what any roll of
 * n dice can be (`1 - chance the roll ends the turn × (1 - farkleCeiling)`,
 * banks rising from `base`), the player banks with n dice; the highest of
 * these tops (the dice likeliest to score) bounds the levels solved. Without
 * such a bound (no farkle ceiling, must-roll rules) every end past
 * `ends.top` counts as it does at `top + 1`.
 */
export class VectorTurn {
  readonly dice: number;
  readonly step: number;
  readonly rows: number;
  private readonly maxSteps: number;
  private readonly mustRows: boolean;
  protected readonly rolls: { chance: Float64Array; start: Int32Array; steps: Int32Array; row: Int32Array }[];
  private readonly kernel: KernelRoll[] = [];
  /** Per number of dice, the chance a roll scores nothing, loses the turn, wins. */
  protected readonly farkle: Float64Array;
  protected readonly lost: Float64Array;
  protected readonly won: Float64Array;
  protected stride = 0;
  /** `vec[(row * stride + k) * size + c]` and `score[row * stride + k]`. */
  protected vec = new Float64Array(0);
  protected score = new Float64Array(0);
  protected size = 0;
  protected ends: FlatEnds | null = null;
  protected readonly banks = new TurnBanks();
  /** The highest level solved as a choice, whether banks past it are valued level by level, and the levels held. */
  protected top = 0;
  protected exactAbove = false;
  protected levels = 0;
  /** Per number of dice, the lowest level where banking surely beats rolling them. */
  private readonly rowTop: Int32Array;
  /** Per level, the farkle worths over which its choices and those above hold (when solved with a range). */
  private holdLo = new Float64Array(0);
  private holdHi = new Float64Array(0);
  /** Scratch vectors: a roll's, and the ends of a turn. */
  private rolled = new Float64Array(0);
  private farkled = new Float64Array(0);
  private lostEnd = new Float64Array(0);

  constructor(rules: Rules, model: TurnModel = turnModel(rules)) {
    this.dice = model.dice;
    this.step = model.step;
    this.maxSteps = model.maxSteps;
    this.mustRows = model.mustRoll;
    this.rows = model.mustRoll ? 2 * (model.dice + 1) : model.dice + 1;
    ({ farkle: this.farkle, lost: this.lost, won: this.won, rolls: this.rolls } = flatOf(model));
    this.rowTop = new Int32Array(model.dice + 1);
  }

  /** Room for `levels` levels of vectors of `size`. */
  private reserve(levels: number, size: number): void {
    if (levels > this.stride) {
      this.stride = Math.max(levels, Math.ceil(this.stride * 1.5));
      this.kernel.length = 0;
      for (const { chance, start, steps, row } of this.rolls) {
        this.kernel.push({ chance, start, offsets: Int32Array.from(steps, (s, o) => (row[o] ?? 0) * this.stride + s) });
      }
    }
    if (this.score.length < this.rows * this.stride || size !== this.size) {
      this.holdLo = new Float64Array(this.stride);
      this.holdHi = new Float64Array(this.stride);
      this.score = new Float64Array(this.rows * this.stride);
      this.vec = new Float64Array(this.rows * this.stride * size);
    }
    if (this.rolled.length !== size) {
      this.rolled = new Float64Array(size);
      this.farkled = new Float64Array(size);
      this.lostEnd = new Float64Array(size);
    }
    this.size = size;
  }

  /**
   * Solves the turn with these ends. With `range`, records how far the
   * farkle worth (the last weight, which `farkleCeiling` must equal) may
   * move with every choice the same: see {@link ChoiceRange}.
   */
  solve(ends: FlatEnds, range: ChoiceRange | null = null): void {
    this.ends = ends;
    this.banks.start(ends);
    const last = Math.max(ends.top, 0);
    this.top = this.mustRows ? last : earlyTop(ends, this.banks, this.farkle, this.lost, last, range);
    this.exactAbove = this.top < last;
    this.levels = this.top + this.maxSteps + 2;
    this.reserve(this.levels, ends.size);
    this.banks.fill(this.exactAbove ? this.levels - 1 : this.top + 1);
    this.rowTop.fill(this.top + 1);
    if (!this.mustRows) rowTops(this.rowTop, ends, this.banks, this.farkle, this.lost, this.top, range);
    const { dice, top, levels, stride } = this;
    for (let k = top + 1; k < levels; k++) {
      const at = this.exactAbove ? k : top + 1;
      for (let n = 1; n <= dice; n++) this.setBank(n * stride + k, at);
    }
    if (this.mustRows) this.mustAbove(range);
    this.descend(top, range);
  }

  /**
   * Solves the turn again after its farkle worth moved (the ends hold the
   * new one, all else the same; a bank must not count farkles): from the
   * highest level where a choice may change, or all of it when the top may.
   */
  resolve(ends: FlatEnds, range: ChoiceRange): void {
    const f = ends.weights[ends.size - 1] as number;
    const { top, stride, size, rows, maxSteps, holdLo, holdHi } = this;
    if (!((holdLo[top + 1] as number) <= f && f <= (holdHi[top + 1] as number))) {
      this.solve(ends, range);
      return;
    }
    this.ends = ends;
    let k = top;
    while (k >= 1 && (holdLo[k] as number) <= f && f <= (holdHi[k] as number)) k--;
    // The levels above keep their vectors; their scores move with the worth.
    for (let j = k + 1; j <= Math.min(k + maxSteps, this.levels - 1); j++) {
      for (let row = 1; row < rows; row++) this.score[row * stride + j] = scoreOf(ends.weights, this.vec, (row * stride + j) * size);
    }
    range.lo = Math.max(range.lo, (holdLo[k + 1] as number) - f);
    range.hi = Math.min(range.hi, (holdHi[k + 1] as number) - f);
    this.descend(k, range);
  }

  /** Solves the levels from `from` down to 1, the levels above solved; with `range`, records up to where each level's choices hold. */
  private descend(from: number, range: ChoiceRange | null): void {
    const ends = this.ends as FlatEnds;
    const { dice, stride, rolled, holdLo, holdHi } = this;
    const f = ends.weights[ends.size - 1] as number;
    if (range !== null && from === this.top) {
      holdLo[from + 1] = f + range.lo;
      holdHi[from + 1] = f + range.hi;
    }
    for (let k = from; k >= 1; k--) {
      const bankable = k >= ends.minimum;
      const bankScore = bankable ? (this.banks.score[k] as number) : 0;
      for (let n = 1; n <= dice; n++) {
        const node = n * stride + k;
        if (bankable && k >= (this.rowTop[n] as number)) {
          this.setBank(node, k);
          continue;
        }
        const rolledScore = this.expect(n, k, rolled, range);
        if (bankable && bankScore >= rolledScore) {
          range?.keep(bankScore - rolledScore, this.banks.slope(k) - (rolled[ends.size - 1] as number));
          this.setBank(node, k);
        } else {
          if (bankable) range?.keep(rolledScore - bankScore, (rolled[ends.size - 1] as number) - this.banks.slope(k));
          this.setNode(node, rolled, rolledScore);
        }
        if (this.mustRows) this.setNode((dice + 1 + n) * stride + k, rolled, rolledScore);
      }
      if (range !== null) {
        holdLo[k] = f + range.lo;
        holdHi[k] = f + range.hi;
      }
    }
  }

  private setBank(node: number, k: number): void {
    const { size, vec } = this;
    const from = this.banks.vec;
    for (let c = 0, to = node * size, at = k * size; c < size; c++) vec[to + c] = from[at + c] as number;
    this.score[node] = this.banks.score[k] as number;
  }

  protected setNode(node: number, v: Float64Array, score: number): void {
    const { size } = this;
    for (let c = 0; c < size; c++) this.vec[node * size + c] = v[c] as number;
    this.score[node] = score;
  }

  /** The expected vector of rolling n dice at level k (at most `top + 1`) into `out`, and its score. */
  protected expect(n: number, k: number, out: Float64Array, range: ChoiceRange | null): number {
    const ends = this.ends as FlatEnds;
    const { size } = this;
    const at = this.exactAbove ? k : Math.min(k, this.top + 1);
    const pf = this.farkle[n] as number;
    const pl = this.lost[n] as number;
    const pw = this.won[n] as number;
    const f = this.farkled;
    const l = this.lostEnd;
    if (pf > 0) ends.farkleInto(n, at, f, 0);
    else f.fill(0);
    if (pl > 0) ends.lostInto(at, l, 0);
    else l.fill(0);
    for (let c = 0; c < size; c++) out[c] = pf * (f[c] as number) + pl * (l[c] as number) + pw * (ends.won[c] as number);
    expectRoll(this.kernel[n] as KernelRoll, k, this.score, this.vec, size, out, 0, range);
    return scoreOf(ends.weights, out);
  }

  /**
   * Must-roll rows past the top, where every bank is worth the same: the
   * same at every level there, a fixed point over the number of dice found
   * by iterating (each round adds the rolls that must roll once more).
   */
  private mustAbove(range: ChoiceRange | null): void {
    const { dice, levels, top, stride, size } = this;
    const x = new Float64Array((dice + 1) * size);
    const scores = new Float64Array(dice + 1);
    const next = new Float64Array(size);
    const spread = (): void => {
      for (let k = top + 1; k < levels; k++) for (let n = 1; n <= dice; n++) this.setNode((dice + 1 + n) * stride + k, x.subarray(n * size, (n + 1) * size), scores[n] as number);
    };
    for (let round = 0; round < 2000; round++) {
      spread();
      let change = 0;
      for (let n = 1; n <= dice; n++) {
        scores[n] = this.expect(n, top + 1, next, range);
        for (let c = 0; c < size; c++) change = Math.max(change, Math.abs((next[c] as number) - (x[n * size + c] as number)));
        x.set(next, n * size);
      }
      if (change <= 1e-16) break;
    }
    spread();
  }

  /** The vector of rolling n dice at turn total k steps (at most `top + 1`, or any without an early top) and playing on (a new array). */
  roll(n: number, k: number, range: ChoiceRange | null = null): Float64Array {
    const out = new Float64Array(this.size);
    this.expect(n, Math.min(k, this.top + 1), out, range);
    return out;
  }
}
