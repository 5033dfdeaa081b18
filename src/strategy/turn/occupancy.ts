import type { TurnFrame, TurnKernel } from './kernel.js';

/**
 * A solved turn as a sum over the values it reads, with its choices held
 * fixed: the chance that it banks at each level (`banked[k]`), ends in a
 * farkle, a lost turn or a win, and what the decision points past the cut
 * are worth together (`above`, chance times value). `margin` is the least
 * margin (see `TurnKernel.margins`) of a decision point the turn can reach:
 * while no value it reads moves by half that, the same choices stay best.
 */
export class Occupancy {
  readonly banked: Float64Array;
  farkle = 0;
  lost = 0;
  won = 0;
  above = 0;
  margin = Infinity;
  private readonly mass: Float64Array;

  constructor(private readonly kernel: TurnKernel) {
    this.banked = new Float64Array(kernel.levels);
    this.mass = new Float64Array(kernel.f.length);
  }

  /**
   * Follows the chances forward from the first roll of the turn
   * `kernel.solveRecording` solved under `frame`; where it found the keeps'
   * margins, finds the turn's least margin, else leaves `margin` at 0 (a
   * turn sure to be solved again, whatever moves).
   */
  follow(frame: TurnFrame): void {
    const { kernel, mass, banked } = this;
    const withMargins = kernel.gapsFound;
    const { flat, levels, banks, margins, f } = kernel;
    const { dice } = flat;
    const top = Math.min(frame.cut + flat.maxSteps, levels - 1);
    for (let n = 1; n <= dice; n++) mass.fill(0, n * levels, n * levels + top + 1);
    banked.fill(0, 0, top + 1);
    this.farkle = 0;
    this.lost = 0;
    this.won = 0;
    this.margin = withMargins ? (margins[dice * levels] ?? 0) : 0;
    this.spread(dice, 0, 1);
    for (let k = 1; k <= frame.cut; k++) {
      for (let n = 1; n <= frame.active; n++) {
        const at = n * levels + k;
        const m = mass[at] ?? 0;
        if (m === 0) continue;
        if (withMargins && (margins[at] ?? 0) < this.margin) this.margin = margins[at] ?? 0;
        if (banks[at] === 0) this.spread(n, k, m);
        else banked[k] = (banked[k] ?? 0) + m;
      }
    }
    let above = 0;
    for (let k = frame.cut + 1; k <= top; k++) for (let n = 1; n <= dice; n++) above += (mass[n * levels + k] ?? 0) * (f[n * levels + k] ?? 0);
    this.above = above;
  }

  /** Sends the chance m of rolling n dice at level k to the ends and to the decision points its choices lead to. */
  private spread(n: number, k: number, m: number): void {
    const { kernel, mass } = this;
    const { flat, choices, levels } = kernel;
    this.farkle += m * (flat.farkle[n] ?? 0);
    this.lost += m * (flat.lost[n] ?? 0);
    this.won += m * (flat.won[n] ?? 0);
    const chance = flat.chances(n);
    const from = (n * levels + k) * flat.maxClasses;
    for (let c = 0; c < chance.length; c++) {
      const to = choices[from + c] ?? 0;
      mass[to] = (mass[to] ?? 0) + m * (chance[c] ?? 0);
    }
  }
}
