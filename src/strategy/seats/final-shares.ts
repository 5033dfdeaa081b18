import type { AbortSignalLike } from '../../abort.js';
import type { Rules } from '../../rules/types.js';
import { BehindTables } from './final-behind.js';
import { FinalRound, type FinalSeat } from './final-round.js';

/**
 * The answers of one final round by the lead the trigger banks: the role
 * vectors of {@link FinalRound.afterLead} (each player still to play in
 * order, then the trigger), asked once per lead and kept flat.
 */
export class LeadShares {
  private roles = new Float64Array(0);
  private known = new Uint8Array(0);

  constructor(
    private readonly round: FinalRound,
    private readonly players: number,
    private readonly step: number,
  ) {}

  /** The role vector after a lead of `lead` steps over the first player still to play (a view: copy what you keep). */
  at(lead: number): Float64Array {
    const { players } = this;
    const slot = lead;
    if (slot >= this.known.length) {
      const room = Math.max(slot + 1, 2 * this.known.length);
      const known = new Uint8Array(room);
      known.set(this.known);
      const roles = new Float64Array(room * players);
      roles.set(this.roles);
      [this.known, this.roles] = [known, roles];
    }
    if (this.known[slot] === 0) {
      this.roles.set(this.round.afterLead(lead * this.step).subarray(0, players), slot * players);
      this.known[slot] = 1;
    }
    return this.roles.subarray(slot * players, (slot + 1) * players);
  }
}

/**
 * The final rounds a seats solve meets once a player banks to the target.
 * Only the differences of the others' scores matter (a bank minimum goes by
 * the on-board flag, a score of 0 being off the board), so one
 * {@link FinalRound} serves every list of scores of the same shape.
 */
export class FinalShares {
  private readonly shapes = new Map<string, LeadShares>();
  /** The turns behind the leader, shared by the final rounds of every shape. */
  private readonly behind: BehindTables;

  constructor(
    private readonly rules: Rules,
    private readonly players: number,
    private readonly step: number,
    private readonly tolerance: number,
    private readonly signal?: AbortSignalLike,
  ) {
    this.behind = new BehindTables(rules);
  }

  /**
   * The answers by lead when `trigger` banks to the target with the others
   * at `scores` (steps, the trigger's own ignored), leads counted from the
   * score of the first of `order` (the seats after the trigger).
   */
  sharesFor(trigger: number, order: readonly number[], scores: ArrayLike<number>): LeadShares {
    const base = scores[order[0] ?? 0] ?? 0;
    const key = order.map((seat) => `${(scores[seat] ?? 0) - base}${(scores[seat] ?? 0) > 0 ? '' : '*'}`).join();
    let shares = this.shapes.get(key);
    if (shares === undefined) {
      const seats: FinalSeat[] = [];
      for (let i = 0; i < this.players; i++) {
        const seat = i === 0 ? trigger : (order[i - 1] ?? 0);
        const s = scores[seat] ?? 0;
        seats.push({ score: (s - base) * this.step, onBoard: s > 0, farkleStreak: 0, lives: null, eliminated: false });
      }
      shares = new LeadShares(new FinalRound(this.rules, seats, order.map((_, i) => i + 1), this.tolerance, this.signal, this.behind), this.players, this.step);
      this.shapes.set(key, shares);
    }
    return shares;
  }
}
