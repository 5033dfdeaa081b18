import type { Penalties, RaceTurns } from '../core/solver.js';
import type { RaceSpace } from '../space/space.js';
import type { OfferTurns } from './offer-turns.js';

/**
 * A race under high stakes as the core solves it: the states are the pairs
 * of scores (the offers hang off them), the two orders of a pair a cycle of
 * farkles (a farkle leaves no offer), and every solve of a turn records the
 * offers of that turn: each is the last round's, within the tolerance of
 * the converged farkle value.
 */
export class OfferRace implements RaceTurns {
  readonly width = 1;
  readonly penalties: Penalties | null = null;
  slope = 0;

  constructor(
    readonly space: RaceSpace,
    readonly turns: OfferTurns,
    private readonly win: Float64Array,
  ) {}

  reachable(): boolean {
    return true;
  }

  prepare(state: number): number {
    const { goal } = this.space;
    const i = Math.floor(state / goal);
    const j = state % goal;
    this.turns.prepare(i, j);
    return j * goal + i;
  }

  solveAt(farkle: number): number {
    const { turns } = this;
    const value = turns.solve(farkle);
    this.slope = turns.flat.lastSlope;
    this.record(farkle);
    return value;
  }

  /** Records the offers `R(i, j, n, t)` of the turn just solved at farkle value `farkle`. */
  private record(farkle: number): void {
    const { turns, win } = this;
    const { i, j, table } = turns;
    for (let n = 1; n <= table.offers; n++) {
      for (let t = 1; t <= j; t++) win[table.offerAt(i, j, n, t)] = turns.rolled(n, t, farkle);
    }
  }

  settle(state: number, farkle: number): void {
    this.win[state] = this.solveAt(Number.isNaN(farkle) ? 1 - (this.win[this.prepare(state)] ?? 0) : farkle);
  }

  cycleSolved(): void {
    // The offers were recorded by the last round's solves.
  }
}
