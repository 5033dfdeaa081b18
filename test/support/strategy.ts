/**
 * Independent reference solvers for the strategy tests, written from RULES.md
 * on top of the brute-force oracle (`oracle.ts`). They share nothing with
 * `src/` but types, and favour being obviously right over being fast:
 *
 * - `rollModel` lists, for each number of dice, every multiset of faces with
 *   its number of orderings (so the weights of n dice sum to 6^n) and every
 *   legal keep the oracle finds in it, as (points, dice to roll next);
 * - `solveTurn` is the single-turn expected-points recursion over
 *   (turn total, dice to roll), filled from the cap down;
 * - `solveWinChance` is plain value iteration on the two-player win chances.
 */
import type { Face, ScoringRules } from '../../src/index.js';
import { Oracle, faceMultisets, toOracleDice } from './oracle.js';

export const DICE = 6;

/** One legal keep of a roll: its points and the dice rolled next (six after hot dice). */
export interface KeepOption {
  readonly points: number;
  readonly next: number;
}

/** Rolls of n dice that offer exactly the same keep options, with how many ordered rolls they are. */
export interface RollClass {
  readonly weight: number;
  readonly options: readonly KeepOption[];
}

export interface RollModel {
  /** `classes[n]`: the scoring rolls of n dice (index 0 unused). */
  readonly classes: readonly (readonly RollClass[])[];
  /** `farkles[n]`: ordered rolls of n dice in which nothing scores. */
  readonly farkles: readonly number[];
  /** The greatest common divisor of every keep's points: every turn total is a multiple of it. */
  readonly step: number;
  /** The most points one roll can score. */
  readonly maxPoints: number;
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/** How many ordered rolls show this multiset of faces: n! / (c1! ... c6!). */
export function orderings(faces: readonly Face[]): number {
  const counts = new Map<Face, number>();
  for (const face of faces) counts.set(face, (counts.get(face) ?? 0) + 1);
  let ways = factorial(faces.length);
  for (const count of counts.values()) ways /= factorial(count);
  return ways;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Every roll of one to six dice, scored by the oracle. Merging rolls with identical options changes nothing. */
export function rollModel(scoring: ScoringRules): RollModel {
  const oracle = new Oracle(scoring);
  const classes: RollClass[][] = [[]];
  const farkles = [0];
  let step = 0;
  let maxPoints = 0;
  for (let n = 1; n <= DICE; n++) {
    const byOptions = new Map<string, { weight: number; options: KeepOption[] }>();
    let farkle = 0;
    for (const faces of faceMultisets(n)) {
      const weight = orderings(faces);
      const unique = new Map<string, KeepOption>();
      for (const keep of oracle.keeps(toOracleDice(faces)).values()) {
        const next = keep.size === n ? DICE : n - keep.size;
        unique.set(`${keep.points}:${next}`, { points: keep.points, next });
        step = gcd(keep.points, step);
        maxPoints = Math.max(maxPoints, keep.points);
      }
      if (unique.size === 0) {
        farkle += weight;
        continue;
      }
      const id = [...unique.keys()].sort().join(' ');
      const known = byOptions.get(id);
      if (known === undefined) byOptions.set(id, { weight, options: [...unique.values()] });
      else known.weight += weight;
    }
    classes.push([...byOptions.values()]);
    farkles.push(farkle);
  }
  return { classes, farkles, step, maxPoints };
}

/**
 * The expected value of rolling n dice: each scoring roll at its best keep by
 * `after(points, next)`, a farkle at `farkle`.
 */
export function expectRoll(model: RollModel, n: number, after: (points: number, next: number) => number, farkle: number): number {
  let sum = (model.farkles[n] ?? 0) * farkle;
  for (const { weight, options } of model.classes[n] ?? []) {
    let best = -Infinity;
    for (const { points, next } of options) best = Math.max(best, after(points, next));
    sum += weight * best;
  }
  return sum / DICE ** n;
}

export interface TurnValues {
  /** The best expected points banked this turn at a decision point (after a keep). */
  value(total: number, dice: number): number;
  /** The expected points of rolling `dice` dice now and playing on optimally. */
  roll(total: number, dice: number): number;
}

/**
 * The single turn by dynamic programming: at a decision point with turn total
 * t and n dice, the player banks t (allowed from `minimum` up) or rolls n dice:
 * a farkle banks nothing, otherwise the best keep leads to t + points. Totals
 * above `cap` are banked at once. Solved for the totals `offset + k * step`, k >= 0.
 */
export function solveTurn(model: RollModel, options: { minimum: number; cap: number; offset?: number }): TurnValues {
  const { minimum, cap, offset = 0 } = options;
  const { step } = model;
  const top = Math.floor((cap - offset) / step);
  const values: Float64Array[] = [];
  const rolls: Float64Array[] = [];
  for (let n = 0; n <= DICE; n++) {
    values.push(new Float64Array(top + 1));
    rolls.push(new Float64Array(top + 1));
  }
  const valueAt = (total: number, n: number): number => {
    if (total > cap) return total;
    return values[n]![Math.round((total - offset) / step)]!;
  };
  for (let k = top; k >= 0; k--) {
    const total = offset + k * step;
    for (let n = 1; n <= DICE; n++) {
      const rolled = expectRoll(model, n, (points, next) => valueAt(total + points, next), 0);
      rolls[n]![k] = rolled;
      values[n]![k] = total >= minimum ? Math.max(total, rolled) : rolled;
    }
  }
  const index = (total: number): number => {
    const k = (total - offset) / step;
    if (!Number.isInteger(k) || k < 0 || k > top) throw new RangeError(`turn total ${total} is not on the solved grid`);
    return k;
  };
  return {
    value: (total, n) => values[n]![index(total)]!,
    roll: (total, n) => rolls[n]![index(total)]!,
  };
}


/** A two-player game for the win-chance solver, in points. */
export interface WinGame {
  readonly model: RollModel;
  /** The lowest banked score that ends the game (or starts the final round). */
  readonly firstEnding: number;
  /** The bank minimum while a player's score is 0 (the entry), and afterwards. */
  readonly entry: number;
  readonly minimum: number;
  readonly finalRound: boolean;
  /**
   * With a final round, a trigger's turn total is followed up to this many
   * points past the end and banked above that; `truncationRatio` checks afterwards
   * that banking there is optimal, so the truncation is exact.
   */
  readonly overshoot: number;
  /** Sweeps stop once no P(i, j) changed by this much. */
  readonly tolerance: number;
}

export interface WinTable {
  /** Scores below the end, in steps: 0 .. size - 1. */
  readonly size: number;
  readonly step: number;
  readonly sweeps: number;
  /** The chance that the player about to start a turn with i steps wins against j steps. */
  p(i: number, j: number): number;
  /** Banking (`null` when not allowed) and rolling n dice at a decision point; scores and turn total in steps. */
  choices(i: number, j: number, t: number, n: number): { bank: number | null; roll: number };
  /** The opponent's chance in its last turn, from `opponent` steps, needing d steps to tie. */
  lastTurn(d: number, opponent: number): number;
  /**
   * The largest, over every pair, of the opponent's last-turn chance at the
   * first total banked without looking, divided by the least farkle chance times
   * what a farkle costs. At most 1: rolling on there is never better, so the
   * truncation changes nothing.
   */
  truncationRatio(): number;
}

/** The rolls of n dice with points in steps, in flat arrays for the win-chance solver's inner loop. */
interface StepRolls {
  readonly chance: Float64Array;
  readonly start: Int32Array;
  readonly points: Int32Array;
  readonly next: Int32Array;
  readonly farkle: number;
}

function stepRolls(model: RollModel, n: number): StepRolls {
  const classes = model.classes[n] ?? [];
  const points: number[] = [];
  const next: number[] = [];
  const start = new Int32Array(classes.length + 1);
  classes.forEach((c, index) => {
    start[index] = points.length;
    for (const option of c.options) {
      points.push(option.points / model.step);
      next.push(option.next);
    }
  });
  start[classes.length] = points.length;
  return {
    chance: Float64Array.from(classes, (c) => c.weight / DICE ** n),
    start,
    points: Int32Array.from(points),
    next: Int32Array.from(next),
    farkle: (model.farkles[n] ?? 0) / DICE ** n,
  };
}

/**
 * Two-player win chances by value iteration, from RULES.md:
 *
 * - a turn is as in `solveTurn`, every legal keep considered, but worth win
 *   chances: a farkle hands the opponent the move with the scores unchanged
 *   (worth 1 - P(j, i)); banking below the end is worth 1 - P(j, i + t);
 * - without a final round, banking at or past the end wins;
 * - with one, the trigger does not play again and the opponent plays one last
 *   turn, winning by finishing strictly above the trigger; a tie counts half
 *   (tied leaders share the win);
 * - the entry minimum applies while a score is 0, the bank minimum afterwards.
 *
 * Every P(i, j) starts at 1/2; sweeps recompute each in place until none
 * changes by `tolerance`.
 */
export function solveWinChance(game: WinGame): WinTable {
  const { model, finalRound } = game;
  const { step } = model;
  const steps = (points: number): number => Math.ceil(points / step);
  const size = steps(game.firstEnding);
  const maxSteps = model.maxPoints / step;
  const entry = Math.max(steps(game.entry), steps(game.minimum));
  const minimum = steps(game.minimum);
  /** Banking needs a turn total of at least one step, and the minimum. */
  const bankMinimum = (score: number): number => Math.max(1, score === 0 ? entry : minimum);
  const overshoot = finalRound ? steps(game.overshoot) : 0;
  const rolls = [1, 2, 3, 4, 5, 6].map((n) => stepRolls(model, n));
  rolls.unshift(stepRolls(model, 0));
  const leastFarkle = Math.min(...rolls.slice(1).map((r) => r.farkle));

  /** The expected value of rolling n dice, each scoring roll at its best option by `after(points, next)`. */
  const expect = (n: number, after: (points: number, next: number) => number, farkle: number): number => {
    const { chance, start, points, next } = rolls[n]!;
    let sum = rolls[n]!.farkle * farkle;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      for (let o = start[c]!; o < start[c + 1]!; o++) best = Math.max(best, after(points[o]!, next[o]!));
      sum += chance[c]! * best;
    }
    return sum;
  };

  // ---- the opponent's last turn (final round)
  const topOf = (i: number): number => Math.max(size - i + overshoot, bankMinimum(i));
  const longest = size + topOf(0) + 2 * maxSteps + 2;
  // tie[n][r]: at a decision point where banking is allowed, r more steps to a tie (r < 0: a win).
  const tie = Array.from({ length: DICE + 1 }, () => new Float64Array(longest + 1));
  const tieAt = (r: number, n: number): number => (r < 0 ? 1 : tie[n]![r]!);
  for (let r = 0; r <= longest; r++) {
    for (let n = 1; n <= DICE; n++) {
      const rolled = expect(n, (points, next) => tieAt(r - points, next), 0);
      tie[n]![r] = r === 0 ? Math.max(0.5, rolled) : rolled;
    }
  }
  const lastTurns = new Map<number, Float64Array>();
  /** Needing d steps to tie from a turn total of 0; below the opponent's bank minimum it must roll. */
  const lastTurn = (d: number, opponent: number): number => {
    const m = bankMinimum(opponent);
    let table = lastTurns.get(m);
    if (table === undefined) {
      table = new Float64Array(longest + 1);
      for (let dd = 0; dd <= longest; dd++) {
        const below = Array.from({ length: DICE + 1 }, () => new Float64Array(m));
        const at = (t: number, n: number): number => (t >= m ? tieAt(dd - t, n) : below[n]![t]!);
        for (let t = m - 1; t >= 0; t--) {
          for (let n = 1; n <= DICE; n++) below[n]![t] = expect(n, (points, next) => at(t + points, next), 0);
        }
        table[dd] = below[DICE]![0]!;
      }
      lastTurns.set(m, table);
    }
    if (d > longest) throw new RangeError(`last turn needing ${d} steps is beyond the solved range`);
    return table[d]!;
  };

  // ---- the game
  const P = new Float64Array(size * size).fill(0.5);
  const p = (i: number, j: number): number => P[i * size + j]!;
  const banked = (i: number, j: number, t: number): number => {
    const score = i + t;
    if (score < size) return 1 - p(j, score);
    return finalRound ? 1 - lastTurn(score - j, j) : 1;
  };
  // values[n * stride + t]: the decision point at turn total t with n dice; above `top` the player banks.
  const stride = topOf(0) + maxSteps + 1;
  const values = new Float64Array((DICE + 1) * stride);
  const rollAt = (t: number, n: number, farkle: number): number => {
    const { chance, start, points, next } = rolls[n]!;
    let sum = rolls[n]!.farkle * farkle;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      for (let o = start[c]!; o < start[c + 1]!; o++) {
        const v = values[next[o]! * stride + t + points[o]!]!;
        if (v > best) best = v;
      }
      sum += chance[c]! * best;
    }
    return sum;
  };
  /** Solves the turn of i against j into `values`; returns its value from a turn total of 0. */
  const turn = (i: number, j: number): number => {
    const top = topOf(i);
    const farkle = 1 - p(j, i);
    for (let t = top + 1; t <= top + maxSteps; t++) {
      const bank = banked(i, j, t);
      for (let n = 1; n <= DICE; n++) values[n * stride + t] = bank;
    }
    for (let t = top; t >= 0; t--) {
      const bank = t >= bankMinimum(i) ? banked(i, j, t) : -Infinity;
      for (let n = 1; n <= DICE; n++) values[n * stride + t] = Math.max(bank, rollAt(t, n, farkle));
    }
    return values[DICE * stride]!;
  };

  let sweeps = 0;
  for (;;) {
    let change = 0;
    // Highest total first, so that banking (which raises a score) mostly reads this sweep's values.
    for (let sum = 2 * size - 2; sum >= 0; sum--) {
      for (let i = Math.min(sum, size - 1); i >= 0 && sum - i < size; i--) {
        const j = sum - i;
        const next = turn(i, j);
        change = Math.max(change, Math.abs(next - p(i, j)));
        P[i * size + j] = next;
      }
    }
    sweeps++;
    if (change < game.tolerance) break;
    if (sweeps >= 5000) throw new Error('value iteration did not converge');
  }

  return {
    size,
    step,
    sweeps,
    p,
    lastTurn,
    choices(i, j, t, n) {
      const farkle = 1 - p(j, i);
      const bank = t >= bankMinimum(i) ? banked(i, j, t) : null;
      if (t > topOf(i)) return { bank, roll: expect(n, (points) => banked(i, j, t + points), farkle) };
      turn(i, j);
      return { bank, roll: rollAt(t, n, farkle) };
    },
    truncationRatio() {
      if (!finalRound) return 0;
      let worst = 0;
      for (let i = 0; i < size; i++) {
        for (let j = 0; j < size; j++) {
          const d = i + topOf(i) + 1 - j;
          worst = Math.max(worst, lastTurn(d, j) / (leastFarkle * p(j, i)));
        }
      }
      return worst;
    },
  };
}
