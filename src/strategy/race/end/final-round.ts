import type { FlatModel } from '../../turn/flat.js';
import type { StreakRule } from '../space/streak.js';
import { LastTurn } from './last-turn.js';
import { PlayOff } from './play-off.js';
import { BankingTail } from './tail.js';

/**
 * The final round: the player who banks past the goal hands the other one
 * last turn. A tie is half a win, or where tied leaders play off, the
 * play-off's chance for the seat of the player who tied (the lower seat
 * starts it). One last turn (and its tail, see {@link BankingTail}) per seat
 * of the player who plays it, or one for both where seats do not matter.
 */
export class FinalRound {
  private readonly lasts: readonly LastTurn[];
  private readonly tails: readonly BankingTail[];
  /** Steps behind past which every last turn's chance reads 0. */
  readonly reach: number;
  /** The lower seat's chance to win a play-off of tied leaders from both streaks at 0 (see {@link PlayOff}); null where a tie is half a win. */
  readonly playOff: number | null = null;

  constructor(
    flat: FlatModel,
    tolerance: number,
    noRisk: boolean,
    /** Where tied leaders play off: its rules in steps, and its chance for the lower seat where already known (a table file holds it). */
    playOff: { readonly streak: StreakRule; readonly minimum: number; readonly first?: number | undefined } | null,
    /** A signal's check, read while the last turns' tables are built (see {@link LastTurn}). */
    check: (() => void) | null = null,
  ) {
    if (playOff === null) {
      this.lasts = [new LastTurn(flat, 0.5, tolerance, noRisk, check)];
    } else {
      const first = playOff.first ?? new PlayOff(flat, playOff.streak, playOff.minimum, tolerance).first;
      this.playOff = first;
      this.lasts = [new LastTurn(flat, first, tolerance, noRisk, check), new LastTurn(flat, 1 - first, tolerance, noRisk, check)];
    }
    this.tails = this.lasts.map((last) => new BankingTail(flat, last));
    this.reach = Math.max(...this.lasts.map((last) => last.reach));
  }

  /** The last turn of the opponent of a mover in `seat`. */
  last(seat: number): LastTurn {
    return (this.lasts.length === 1 ? this.lasts[0] : this.lasts[1 - seat]) as LastTurn;
  }

  /** The tail of the turns of a mover in `seat` (see {@link BankingTail}). */
  tail(seat: number): BankingTail {
    return (this.tails.length === 1 ? this.tails[0] : this.tails[1 - seat]) as BankingTail;
  }
}
