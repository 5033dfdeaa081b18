import type { Rules } from '../../rules/types.js';
import { SeatsTurn, type TurnEnds } from './turn.js';

/**
 * Fresh final-round turns of players behind the leader, one table per kind
 * of turn, shared by every final round of one rule set and tolerance that
 * asks for it. A player d steps behind the leader, a farkle leaving it
 * behind, meets ends that depend on its score only through the level it
 * reaches past the leader's: its turn is the turn of a player G steps
 * behind who has kept G - d already, but for the levels below its own bank
 * minimum (solved again: `SeatsTurn.rollFrom`). A table solved for G
 * answers every d up to G; a larger d solves it again for twice as many.
 */
export class BehindTables {
  private readonly tables = new Map<string, { gap: number; turn: SeatsTurn }>();

  constructor(private readonly rules: Rules) {}

  /**
   * The vector of a fresh turn of `dice` dice `gap` steps behind, with bank
   * minimum `minimum`, from the table of `kind` (solved over at least
   * `least` steps, with the ends `ends(G)` gives for G steps behind).
   */
  fresh(kind: string, gap: number, least: number, minimum: number, dice: number, ends: (gap: number) => TurnEnds): Float64Array {
    let table = this.tables.get(kind);
    if (table === undefined || table.gap < gap) {
      const size = Math.max(gap, 2 * (table?.gap ?? 0), least);
      table = { gap: size, turn: new SeatsTurn(this.rules, ends(size)) };
      this.tables.set(kind, table);
    }
    return table.turn.rollFrom(dice, table.gap - gap, minimum);
  }
}
