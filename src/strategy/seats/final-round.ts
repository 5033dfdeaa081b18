import type { PlayerState } from '../../game/types.js';
import { lowered } from '../../game/turn/penalty.js';
import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import type { Rules } from '../../rules/types.js';
import { reachSteps } from './final-round-reach.js';
import { turnModel } from '../turn/model.js';
import { BehindTables } from './final-behind.js';
import { SeatsTurn, rollOnce, type TurnEnds } from './turn.js';

export { finalRoundUnsupported } from '../unsupported.js';

/** What the final-round solver reads of a seat. */
export type FinalSeat = Pick<PlayerState, 'score' | 'onBoard' | 'farkleStreak' | 'lives' | 'eliminated'>;

/**
 * The last turns of a game, each player still to play maximizing its own
 * chance to win given the scores in front of it. Players are solved from
 * the last in `order` back to the first; a player's values depend on the
 * scores before it only through the leader's score `L` and how many players
 * share it `m`, so each position keeps one turn per (L, m) it meets.
 *
 * Values are role vectors: at position p, the win shares of `order[p]`,
 * `order[p + 1]`, ..., and of one of the `m` leaders who have played. A tie
 * at the end shares the win evenly (under a play-off too: there an
 * approximation). A lead that no later player can pass with a chance of
 * `tolerance` or more counts as certain.
 */
export class FinalRound {
  private readonly step: number;
  private readonly dice: number;
  private readonly reach: number;
  private readonly memo: Map<string, Float64Array>[];
  /** The leader score and count among the players who have played (all but `order`). */
  readonly leader: number;
  readonly leaders: number;

  constructor(
    readonly rules: Rules,
    readonly seats: readonly FinalSeat[],
    readonly order: readonly number[],
    readonly tolerance = 1e-9,
    /** Read before each turn solved (a final round of many players solves thousands): stops with `aborted`. */
    private readonly signal?: AbortSignalLike,
    /** The tables of turns behind the leader, shared by final rounds of the same rules and tolerance. */
    private readonly behind = new BehindTables(rules),
  ) {
    const model = turnModel(rules);
    this.step = model.step;
    this.dice = model.dice;
    this.reach = reachSteps(rules, tolerance);
    this.memo = order.map(() => new Map<string, Float64Array>());
    let leader = -Infinity;
    let leaders = 0;
    seats.forEach((seat, i) => {
      if (seat.eliminated || order.includes(i)) return;
      if (seat.score > leader) [leader, leaders] = [seat.score, 1];
      else if (seat.score === leader) leaders++;
    });
    this.leader = leader;
    this.leaders = leaders;
  }

  private seat(p: number): FinalSeat {
    return this.seats[this.order[p] ?? 0] as FinalSeat;
  }

  /** The bank minimum of the player at position p, in steps. */
  minimumAt(p: number): number {
    const { entry, minimum } = this.rules.bank;
    return Math.ceil((this.seat(p).onBoard ? minimum : Math.max(entry, minimum)) / this.step);
  }

  /** The score after a farkle of n dice at turn total k steps (k = 0 with every die: the first roll), or `null`: eliminated. */
  private farkled(p: number, n: number, k: number): number | null {
    const { rules } = this;
    const seat = this.seat(p);
    const all = n === this.dice;
    const first = k === 0;
    let score = seat.score;
    if (rules.turn.noRisk && k > 0 && k >= this.minimumAt(p)) score += k * this.step;
    const { lives, allDiceFarkle, farklePenalty } = rules;
    if (lives !== null && seat.lives !== null) {
      const cost = all && (first || lives.sixDiceFarkleOnHotDice) ? lives.sixDiceFarkle : lives.farkle;
      if (seat.lives - cost <= 0) return null;
    }
    if (allDiceFarkle !== null && all && (first || allDiceFarkle.onHotDice)) score = lowered(score, allDiceFarkle.points, rules.scoreFloor);
    if (farklePenalty !== null && seat.farkleStreak + 1 >= farklePenalty.farkles) score = lowered(score, farklePenalty.points, rules.scoreFloor);
    return score;
  }

  /** The role vector at position p when its player ends the turn with score x (`null`: eliminated), leader L shared by m. */
  private after(p: number, L: number, m: number, x: number | null): Float64Array {
    const size = this.order.length - p + 1;
    const out = new Float64Array(size);
    const ahead = x !== null && x > L;
    const tied = x !== null && x === L;
    if (p === this.order.length - 1) {
      if (ahead) out[0] = 1;
      else if (tied) out[0] = out[1] = 1 / (m + 1);
      else out[1] = m > 0 ? 1 / m : 0;
      return out;
    }
    const next = this.fresh(p + 1, ahead ? x : L, ahead ? 1 : tied ? m + 1 : m);
    const group = next[size - 2] ?? 0;
    out.set(next.subarray(0, size - 2), 1);
    if (ahead || tied) out[0] = group;
    if (!ahead) out[size - 1] = group;
    return out;
  }

  /**
   * The ends of the turn of the player at position p against leader L shared by m, with its own score as the role 0
   * (or, for a table of turns behind the leader, a score below L and a bank minimum of its own).
   */
  endsAt(p: number, L: number, m: number, score = this.seat(p).score, minimum = this.minimumAt(p)): TurnEnds {
    const { step } = this;
    const size = this.order.length - p + 1;
    const weights = new Float64Array(size);
    weights[0] = 1;
    const base = Math.max(minimum, Number.isFinite(L) ? Math.floor((L - score) / step) + 1 : 1);
    let top = base;
    for (let q = p + 1; q < this.order.length; q++) top = Math.max(top, Math.ceil((this.seat(q).score - score) / step) + this.reach);
    // Under no risk a farkle past the top banks, less a penalty: past the top by the penalty too.
    if (this.rules.turn.noRisk) top += this.penaltySteps();
    // Each end once per score it leaves (a farkle mostly leaves the score as it was).
    const ends = new Map<number | null, Float64Array>();
    const at = (x: number | null): Float64Array => {
      let v = ends.get(x);
      if (v === undefined) ends.set(x, (v = this.after(p, L, m, x)));
      return v;
    };
    const won = new Float64Array(size);
    won[0] = 1;
    return {
      size,
      weights,
      minimum,
      top,
      base,
      farkleCeiling: this.farkleCeiling(p, L, m),
      bank: (k) => at(score + k * step),
      farkle: (n, k) => at(this.farkled(p, n, k)),
      lost: () => at(score),
      won,
    };
  }

  /** The most a farkle or a lost turn is worth to the player at position p (its own share), or `null` under no risk. */
  private farkleCeiling(p: number, L: number, m: number): number | null {
    if (this.rules.turn.noRisk) return null;
    let most = this.after(p, L, m, this.seat(p).score)[0] ?? 0;
    for (let n = 1; n <= this.dice; n++) most = Math.max(most, this.after(p, L, m, this.farkled(p, n, 1))[0] ?? 0, this.after(p, L, m, this.farkled(p, n, 0))[0] ?? 0);
    return most;
  }

  private penaltySteps(): number {
    const points = [this.rules.farklePenalty?.points, this.rules.allDiceFarkle?.points];
    return points.reduce<number>((sum, x) => sum + (typeof x === 'number' ? Math.ceil(x / this.step) : 0), 0);
  }

  /** The role vector of a fresh turn of the player at position p. */
  private fresh(p: number, L: number, m: number): Float64Array {
    const key = `${L}|${m}`;
    const memo = this.memo[p] as Map<string, Float64Array>;
    let v = memo.get(key);
    if (v === undefined) {
      throwIfAborted(this.signal);
      v = this.behindTurn(p, L, m) ?? rollOnce(this.rules, this.endsAt(p, L, m), this.dice, 0);
      memo.set(key, v);
    }
    return v;
  }

  /**
   * The fresh turn of the player at position p when it is d steps behind
   * the leader (see {@link BehindTables}): every score it ends below L
   * leaves it behind (with risk, a farkle does), so its turn is a level of
   * a table shared by every final round in which the players after it stand
   * where they do against L. `null` where that does not hold.
   */
  private behindTurn(p: number, L: number, m: number): Float64Array | null {
    const gap = (L - this.seat(p).score) / this.step;
    if (this.rules.turn.noRisk || !Number.isInteger(gap) || gap < 1) return null;
    let kind = `${m}`;
    for (let q = p + 1; q < this.order.length; q++) {
      const { score, onBoard, farkleStreak, lives, eliminated } = this.seat(q);
      kind += `|${score - L},${onBoard},${farkleStreak},${lives},${eliminated}`;
    }
    const least = p === this.order.length - 1 ? this.reach : 1;
    return this.behind.fresh(kind, gap, least, this.minimumAt(p), this.dice, (size) => this.endsAt(p, L, m, L - size * this.step, 0));
  }

  /** The mover's turn (position 0), solved, for decisions in the middle of it. */
  moverTurn(): SeatsTurn {
    return new SeatsTurn(this.rules, this.endsAt(0, this.leader, this.leaders));
  }

  /** Win shares by seat from a role vector of position 0. */
  bySeat(roles: Float64Array): number[] {
    const out = this.seats.map(() => 0);
    this.order.forEach((seat, i) => (out[seat] = roles[i] ?? 0));
    const old = roles[this.order.length] ?? 0;
    this.seats.forEach((seat, i) => {
      if (!seat.eliminated && !this.order.includes(i) && seat.score === this.leader) out[i] = old;
    });
    return out;
  }

  /**
   * The win share of a player who has just banked `score` and leads alone,
   * everyone in `order` still to play: the final round it starts.
   */
  leaderShare(score: number): number {
    return this.fresh(0, score, 1)[this.order.length] ?? 0;
  }

  /**
   * The role vector after a player outside `order` banks `score` and leads
   * alone: the shares of each player of `order`, then the leader's.
   */
  afterLead(score: number): Float64Array {
    return this.fresh(0, score, 1);
  }

  /** Win shares by seat from a fresh turn of the first player of `order`. */
  shares(): number[] {
    return this.bySeat(this.fresh(0, this.leader, this.leaders));
  }
}
