import type { FlatModel } from '../../turn/flat.js';
import { LastTurn } from './last-turn.js';
import { BankingTail } from './tail.js';
import type { StreakRule } from '../space/streak.js';

/**
 * The first player's turn of a play-off round, solved: at roll state n and
 * level k (steps from the turn's start, below `levels`), the chance of the
 * best choice there in `values[n * levels + k]` (banking at k ≥ `minimum`,
 * a tie banks); at higher levels it banks, for `bank(k)`.
 */
export interface PlayOffTurn {
  readonly values: Float64Array;
  readonly levels: number;
  readonly minimum: number;
  bank(k: number): number;
}

/**
 * Tied leaders playing off (`end.ties: 'playOff'`, two players): after the
 * final round the lower seat takes a turn, then the other, who sees its
 * result; the higher score wins, and a tie starts another such round. Both
 * are on the board and at least at the target, so only what each gains
 * matters: a bank, nothing (a farkle, or a lost turn), or a penalty (a
 * farkle that completes the streak; the same loss for either player). The
 * leaders tie by banking, so the play-off starts with both streaks at 0;
 * later rounds start from the streaks the tied round left.
 *
 * `first` is the chance that the lower seat wins, from both streaks 0,
 * found by iterating the chances of every pair of streaks to a fixed point.
 */
export class PlayOff {
  /** The lower seat's chance to win the play-off from both streaks at 0. */
  readonly first: number;
  /** The second player's last-turn chances against a bank, with a tie worth its share of the next round. */
  private last: LastTurn;
  private readonly values: Float64Array;
  private readonly tables = new Map<number, Float64Array>();
  private zero = new Float64Array(0);
  /** Per number of dice, the level past which a turn banks rather than roll them (see `turn`). */
  private readonly rowTop: Int32Array;
  /** The first turns' tail (see `turn`): the rolls that cannot end a turn, by lead over the answer, for the current last turn. */
  private tail: BankingTail | null = null;

  constructor(
    private readonly flat: FlatModel,
    private readonly streak: Pick<StreakRule, 'count' | 'afterFarkle'>,
    private readonly minimum: number,
    tolerance: number,
  ) {
    const streaks = streak.count;
    this.rowTop = new Int32Array(flat.dice + 1);
    this.values = new Float64Array(streaks * streaks).fill(0.5);
    this.last = new LastTurn(flat, 0.5, tolerance);
    // The values of the last three rounds, from which every third round leaps towards the fixed point.
    const rounds: Float64Array[] = [];
    for (let round = 0; round < 200; round++) {
      let change = 0;
      for (let a = streaks - 1; a >= 0; a--) {
        for (let b = streaks - 1; b >= 0; b--) {
          const next = this.firstTurn(a, b);
          change = Math.max(change, Math.abs(next - this.at(a, b)));
          this.values[a * streaks + b] = next;
        }
      }
      if (change < tolerance && Math.abs(1 - this.at(0, 0) - this.last.tie) < tolerance) break;
      rounds.push(this.values.slice());
      if (rounds.length === 3) leap(this.values, rounds.splice(0));
      this.last = new LastTurn(flat, 1 - this.at(0, 0), tolerance);
    }
    this.first = this.at(0, 0);
  }

  /**
   * The first player's turn of a play-off round from streaks a (its own)
   * and b (the other's), solved at the play-off's own values, as `first`
   * counts it: the policy that the chance assumes. Solved on each call.
   */
  firstTurnTable(a: number, b: number): PlayOffTurn {
    const top = Math.max(this.minimum, this.last.reach);
    const levels = top + this.flat.maxSteps + 1;
    this.firstTurn(a, b);
    const values = (this.tables.get(levels) as Float64Array).slice();
    const { last, minimum } = this;
    return { values, levels, minimum, bank: (k) => 1 - last.chance(k, minimum) };
  }

  /** The streak states each player may carry into a round (as `firstTurnTable` takes them: 0 to this less one). */
  get streaks(): number {
    return this.streak.count;
  }

  private at(a: number, b: number): number {
    return this.values[a * this.streak.count + b] ?? 0;
  }

  /**
   * The value of a turn from total 0 that banks at k ≥ the minimum for
   * `bank(k)`, ends in a farkle for `farkle` or a lost turn for `lost`;
   * past `top` it banks, and each number of dice is rolled only up to the
   * level where a bank beats any roll of them. Given `tail` (a first turn,
   * whose bank is the tail's: 1 - the answer's chance), the dice that
   * cannot end a turn are read from it past every other row's top.
   */
  private turn(bank: (k: number) => number, farkle: number, lost: number, top: number, tail: BankingTail | null = null): number {
    const { flat, minimum, rowTop } = this;
    const { dice, maxSteps } = flat;
    const levels = top + maxSteps + 1;
    // The turn's values, one table per length of turn (two: to the minimum, to the last turn's reach), reused round after round.
    let f = this.tables.get(levels);
    if (f === undefined) this.tables.set(levels, (f = new Float64Array((dice + 1) * levels)));
    if (this.zero.length < f.length) this.zero = new Float64Array(f.length);
    const { zero } = this;
    // Rolling n dice is worth at most 1 less what its farkles and lost turns cost; a bank rises with k (the answer's
    // chance falls), so from the first level where it reaches that bound, banking beats rolling n dice at every higher one.
    rowTop.fill(top);
    for (let n = 1; n <= dice; n++) {
      const bound = 1 - (flat.farkle[n] ?? 0) * (1 - farkle) - (flat.lost[n] ?? 0) * (1 - lost);
      for (let k = minimum; k < top; k++) {
        if (bank(k) >= bound) {
          rowTop[n] = k;
          break;
        }
      }
    }
    // Past the tops of every row that can end the turn, the rows that cannot (zilch's six dice) are the tail's, whose
    // banks are this turn's: read from it rather than solved again in each turn.
    let risky = minimum;
    if (tail !== null) for (let n = 1; n <= dice; n++) if (tail.free[n] !== true) risky = Math.max(risky, rowTop[n] ?? 0);
    for (let k = levels - 1; k >= 1; k--) {
      const banked = k >= minimum ? bank(k) : -1;
      for (let n = 1; n <= dice; n++) {
        if (tail !== null && k > risky && tail.free[n] === true) {
          f[n * levels + k] = tail.value(n, k, minimum);
          continue;
        }
        const rolled = k > (rowTop[n] ?? 0) ? -1 : flat.expectAt(n, f, zero, levels, k, flat.ends(n, farkle, lost, 1), 0);
        f[n * levels + k] = Math.max(banked, rolled);
      }
    }
    return flat.expectAt(dice, f, zero, levels, 0, flat.ends(dice, farkle, lost, 1), 0);
  }

  /** The second player's chance after the first gained nothing (`penalized`: lost the penalty), its streak then `a2`. */
  private second(penalized: boolean, a2: number, b: number): number {
    const after = this.streak.afterFarkle(b);
    // The second's farkle: a tie if both gained the same, else a loss (it fell below) or a win (the first fell further).
    const tie = 1 - this.at(a2, after.streak);
    const farkle = after.penalty === penalized ? tie : penalized ? 1 : 0;
    // A lost turn gains nothing: a tie after the first's nothing (streaks as they were), a win after its penalty.
    const lost = penalized ? 1 : 1 - this.at(a2, b);
    return this.turn(() => 1, farkle, lost, this.minimum);
  }

  /** The first player's chance over its turn, from streaks a and b. */
  private firstTurn(a: number, b: number): number {
    const after = this.streak.afterFarkle(a);
    const farkle = 1 - this.second(after.penalty, after.streak, b);
    const lost = 1 - this.second(false, a, b);
    const { last } = this;
    if (this.tail?.last !== last) this.tail = new BankingTail(this.flat, last);
    return this.turn((k) => 1 - last.chance(k, this.minimum), farkle, lost, Math.max(this.minimum, last.reach), this.tail);
  }
}

/**
 * Aitken's extrapolation of three successive rounds of a contracting
 * iteration, value by value, into `values`: where the rounds close in
 * geometrically, their limit. Each round shrinks the play-off's error about
 * twentyfold, so a leap saves several rounds (each a last turn solved
 * again); the rounds after it still decide when the values have settled.
 */
function leap(values: Float64Array, [x0, x1, x2]: Float64Array[]): void {
  for (let i = 0; i < values.length; i++) {
    const a = x0?.[i] ?? 0;
    const b = x1?.[i] ?? 0;
    const c = x2?.[i] ?? 0;
    const bend = c - b - (b - a);
    // Only where the steps shrink: elsewhere the extrapolation would run off.
    if (Math.abs(c - b) >= Math.abs(b - a) || bend === 0) continue;
    const limit = c - ((c - b) * (c - b)) / bend;
    if (limit >= 0 && limit <= 1) values[i] = limit;
  }
}

