import type { RaceSpace } from '../space/space.js';

/** How a pair's solve reads and solves one state (see {@link PairSolve}). */
export interface PairTurns {
  /** Reads the state; returns where its farkle leads in the table. */
  prepare(state: number): number;
  /** Solves the prepared state's turn with its farkle worth `farkle`: the value, and its slope in `farkle` (`slope`). */
  solveAt(farkle: number): number;
  /**
   * As `solveAt`, for the state at position `slot` of a cycle in round
   * `round` of its solve (0: the first): a solver may keep what it learned
   * of the slot's turn from round to round (its choices), so long as the
   * values are the same. Absent, `solveAt` solves every round.
   */
  solveInCycle?(farkle: number, slot: number, round: number): number;
  /** A first guess of a state's chance, where the solver has a better one than the pair's own (see `PairSolve.guess`). */
  guessOf?(state: number): number | null;
  readonly slope: number;
  /** Solves the prepared state once with its farkle worth `farkle` (NaN: read from the table), writes its value, and keeps whatever else the solver keeps of it (a policy, offers). */
  settle(state: number, farkle: number): void;
  /** After its cycle is solved (its value written), the prepared state at its farkle value: for what else the solver keeps. */
  cycleSolved(state: number, farkle: number): void;
}

/**
 * The states of one pair of scores (both orders, every tag) solved to their
 * local fixed point. Within a pair, a farkle that does not cost points
 * hands the other player the move at the same pair (a longer streak, the
 * other seat, fewer lives); every other end leaves the pair (a bank to a
 * higher total, a penalty to a lower one). Each state's farkle leads to one
 * state, so the pair's states form chains that end outside the pair or in
 * a cycle: a chain is solved from its end, each state once with its farkle
 * value known; a cycle (the plain game's two orders of a pair, or a score
 * held at its floor) by policy iteration on its linear equations: with the
 * choices fixed, each value is an affine function of the next one's
 * (`value = p + slope × (1 - next)`), so the cycle is solved exactly, the
 * turns solved again at the new values, until no value moves by the
 * tolerance.
 */
export class PairSolve {
  private readonly states: Int32Array;
  /** The position in `states` of each state's farkle, or -1 outside the pair. */
  private readonly next: Int32Array;
  private readonly done: Uint8Array;
  private readonly path: Int32Array;
  /** A state's position in the pair, by table index (-1 elsewhere). */
  private readonly position: Int32Array;
  private count = 0;
  private readonly a: Float64Array;
  private readonly b: Float64Array;

  constructor(
    private readonly space: RaceSpace,
    private readonly win: Float64Array,
    private readonly width: number,
    private readonly tolerance: number,
  ) {
    const most = 2 * space.tags;
    this.states = new Int32Array(most);
    this.next = new Int32Array(most);
    this.done = new Uint8Array(most);
    this.path = new Int32Array(most + 1);
    this.a = new Float64Array(most);
    this.b = new Float64Array(most);
    this.position = new Int32Array(space.states).fill(-1);
  }

  /** Solves the pair of i ≤ j's states that `reachable` admits, in order. */
  solve(i: number, j: number, turns: PairTurns, reachable: (i: number, j: number, tag: number) => boolean): void {
    const { space, states, position } = this;
    let count = 0;
    for (let tag = 0; tag < space.tags; tag++) {
      if (reachable(i, j, tag)) states[count++] = space.index(i, j, tag);
      if (i !== j && reachable(j, i, tag)) states[count++] = space.index(j, i, tag);
    }
    this.count = count;
    for (let s = 0; s < count; s++) position[states[s] ?? 0] = s;
    for (let s = 0; s < count; s++) {
      this.next[s] = position[turns.prepare(states[s] ?? 0)] ?? -1;
      this.done[s] = 0;
    }
    for (let s = 0; s < count; s++) if (this.done[s] === 0) this.follow(s, turns);
    for (let s = 0; s < count; s++) position[states[s] ?? 0] = -1;
  }

  /** The chance of a state (the mover's, in the first place of its width). */
  private value(s: number): number {
    return this.win[(this.states[s] ?? 0) * this.width] ?? 0;
  }

  /**
   * Follows the farkles from position s until a solved state, one outside
   * the pair, or a state already on the path (a cycle, solved first); then
   * solves the path back from its end.
   */
  private follow(start: number, turns: PairTurns): void {
    const { next, done, path } = this;
    let length = 0;
    let s = start;
    for (;;) {
      path[length++] = s;
      done[s] = 2;
      const t = next[s] ?? -1;
      if (t < 0 || done[t] === 1) break;
      if (done[t] === 2) {
        let from = length - 1;
        while (path[from] !== t) from--;
        this.cycle(path.subarray(from, length), turns);
        length = from;
        break;
      }
      s = t;
    }
    for (let p = length - 1; p >= 0; p--) {
      const at = path[p] ?? 0;
      const state = this.states[at] ?? 0;
      turns.prepare(state);
      const t = next[at] ?? -1;
      // Outside the pair, the farkle's value is read from the table by the solver itself.
      turns.settle(state, t < 0 ? Number.NaN : 1 - this.value(t));
      done[at] = 1;
    }
  }

  /** A first guess of a state's chance: the solved state one step up (the opponent's score, else the mover's), else a half. */
  private guess(state: number): number {
    const { space } = this;
    const j = space.opponent(state);
    const i = space.mover(state);
    if (j + 1 < space.goal) return this.win[(state + 1) * this.width] ?? 0.5;
    if (i + 1 < space.goal) return this.win[(state + space.scores) * this.width] ?? 0.5;
    return 0.5;
  }

  /** Solves a cycle of farkles (positions `cycle`, each state's farkle leading to the next, the last's to the first). */
  private cycle(cycle: Int32Array, turns: PairTurns): void {
    const { a, b, win, width } = this;
    const n = cycle.length;
    const x = Array.from(cycle, (s) => turns.guessOf?.(this.states[s] ?? 0) ?? this.guess(this.states[s] ?? 0));
    for (let round = 0; round < 100; round++) {
      for (let t = 0; t < n; t++) {
        const farkle = 1 - (x[(t + 1) % n] ?? 0);
        turns.prepare(this.states[cycle[t] ?? 0] ?? 0);
        const p = turns.solveInCycle === undefined ? turns.solveAt(farkle) : turns.solveInCycle(farkle, t, round);
        b[t] = turns.slope;
        a[t] = p - turns.slope * farkle;
      }
      const solved = solveCycle(a, b, n);
      let done = true;
      for (let t = 0; t < n; t++) if (!(Math.abs((solved[t] ?? 0) - (x[t] ?? 0)) < this.tolerance)) done = false;
      for (let t = 0; t < n; t++) x[t] = solved[t] ?? 0;
      if (done) break;
    }
    for (let t = 0; t < n; t++) win[(this.states[cycle[t] ?? 0] ?? 0) * width] = x[t] ?? 0;
    for (let t = 0; t < n; t++) {
      const s = cycle[t] ?? 0;
      turns.prepare(this.states[s] ?? 0);
      turns.cycleSolved(this.states[s] ?? 0, 1 - (x[(t + 1) % n] ?? 0));
      this.done[s] = 1;
    }
  }
}

/**
 * The values of a cycle whose state t is worth `a[t] + b[t] × (1 - value of
 * t + 1)`, the last leading to the first. One and two states are solved as
 * the plain game's pair solve always was; longer cycles by composing the
 * affine maps around the cycle.
 */
function solveCycle(a: Float64Array, b: Float64Array, n: number): number[] {
  const a0 = a[0] ?? 0;
  const b0 = b[0] ?? 0;
  if (n === 1) return [(a0 + b0) / (1 + b0)];
  if (n === 2) {
    const a1 = a[1] ?? 0;
    const b1 = b[1] ?? 0;
    const x = (a0 + b0 - b0 * a1 - b0 * b1) / (1 - b0 * b1);
    return [x, a1 + b1 - b1 * x];
  }
  // value[t] = p + q × value[0], from the last state back to the first.
  let p = (a[n - 1] ?? 0) + (b[n - 1] ?? 0);
  let q = -(b[n - 1] ?? 0);
  const ps = new Float64Array(n);
  const qs = new Float64Array(n);
  ps[n - 1] = p;
  qs[n - 1] = q;
  for (let t = n - 2; t >= 1; t--) {
    const bt = b[t] ?? 0;
    p = (a[t] ?? 0) + bt - bt * p;
    q = -bt * q;
    ps[t] = p;
    qs[t] = q;
  }
  const first = (a0 + b0 - b0 * p) / (1 + b0 * q);
  return Array.from({ length: n }, (_, t) => (t === 0 ? first : (ps[t] ?? 0) + (qs[t] ?? 0) * first));
}
