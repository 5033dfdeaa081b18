/**
 * Independent reference solvers for the strategy tests, written from RULES.md
 * on top of the brute-force oracle (`oracle.ts`). They share nothing with
 * `src/` but types, and favour being obviously right over being fast:
 *
 * - `rollModel` lists, for each number of dice, every multiset of faces with
 *   its number of orderings (so the weights of n dice sum to 6^n) and every
 *   legal keep the oracle finds in it, as (points, dice to roll next, whether
 *   banking is then forbidden), from HOUSE-RULES.md's turn rules: a roll
 *   whose faces are a roll effect's pattern ends the turn instead; under
 *   "must set aside every scoring die" only the largest keeps are choices;
 *   "must roll after hot dice / after a set" forbid banking after such a keep;
 * - `solveTurn` is the single-turn expected-points recursion over
 *   (turn total, dice to roll), filled from the cap down;
 * - `solveWinChance` is plain value iteration on the two-player win chances.
 */
import type { Face, ScoringRules } from '../../src/index.js';
import { Oracle, faceMultisets, groupPoints, setPartitions, toOracleDice } from './oracle.js';

export const DICE = 6;

/** One legal keep of a roll: its points, the dice rolled next (all of them after hot dice), and whether banking is then forbidden. */
export interface KeepOption {
  readonly points: number;
  readonly next: number;
  readonly mustRoll?: boolean;
}

/** Rolls of n dice that offer exactly the same keep options, with how many ordered rolls they are. */
export interface RollClass {
  readonly weight: number;
  readonly options: readonly KeepOption[];
}

export interface RollModel {
  /** Dice in the set: every turn starts with this many. */
  readonly dice: number;
  /** `classes[n]`: the scoring rolls of n dice (index 0 unused). */
  readonly classes: readonly (readonly RollClass[])[];
  /** `farkles[n]`: ordered rolls of n dice in which nothing scores. */
  readonly farkles: readonly number[];
  /** `lost[n]`: ordered rolls of n dice whose roll effect loses the turn ('loseTurn' or 'loseScore'). */
  readonly lost: readonly number[];
  /** `won[n]`: ordered rolls of n dice whose roll effect wins the game. */
  readonly won: readonly number[];
  /** The greatest common divisor of every keep's points: every turn total is a multiple of it. */
  readonly step: number;
  /** The most points one roll can score. */
  readonly maxPoints: number;
}

/** The house rules of HOUSE-RULES.md that shape a roll's choices, as the reference reads them. */
export interface TurnRulesForModel {
  /** Dice in the set (the five-dice game: 5). Default 6. */
  readonly dice?: number;
  readonly keepEveryScoringDie?: boolean;
  readonly rollAfterHotDice?: boolean;
  readonly rollAfterSet?: boolean;
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

/** The effect of a roll: the first pattern whose faces, sorted, are the roll's. */
function effectOf(scoring: ScoringRules, faces: readonly Face[]): string | null {
  const sorted = [...faces].sort().join();
  const effect = scoring.rollEffects.find((e) => [...e.faces].sort().join() === sorted);
  return effect?.effect ?? null;
}

/**
 * Whether kept dice (an oracle key such as `1,1,1,5`) hold a set, as
 * HOUSE-RULES.md's "after setting aside three or more of a kind" reads in
 * `Rules.turn.rollAfterSet`: a combination of the keep's best split holding
 * three or more dice of one face (among best splits, those with the fewest
 * combinations: three 1s worth as much as three single 1s are "three 1s").
 * Three 1s scored as three singles, in a table without three 1s, are no set.
 */
function holdsThreeOfAKind(key: string, scoring: ScoringRules): boolean {
  const dice = toOracleDice(key.split(',').map((die) => Number(die.replace('*', '')) as Face));
  let best = -Infinity;
  let fewest = Infinity;
  let set = false;
  for (const partition of setPartitions(dice)) {
    const points = partition.map((group) => groupPoints(group, scoring));
    if (points.some((p) => p === null)) continue;
    const total = points.reduce<number>((a, b) => a + (b ?? 0), 0);
    const hasSet = partition.some((group) => group.some((die) => group.filter((d) => d.face === die.face).length >= 3));
    if (total > best || (total === best && partition.length < fewest)) {
      [best, fewest, set] = [total, partition.length, hasSet];
    } else if (total === best && partition.length === fewest) {
      set ||= hasSet;
    }
  }
  return set;
}

/** Every roll of one to `dice` dice, scored by the oracle. Merging rolls with identical options changes nothing. */
export function rollModel(scoring: ScoringRules, rules: TurnRulesForModel = {}): RollModel {
  const oracle = new Oracle(scoring);
  const dice = rules.dice ?? DICE;
  const classes: RollClass[][] = [[]];
  const farkles = [0];
  const lost = [0];
  const won = [0];
  let step = 0;
  let maxPoints = 0;
  const sets = new Map<string, boolean>();
  for (let n = 1; n <= dice; n++) {
    const byOptions = new Map<string, { weight: number; options: KeepOption[] }>();
    let farkle = 0;
    let lose = 0;
    let win = 0;
    for (const faces of faceMultisets(n)) {
      const weight = orderings(faces);
      const effect = effectOf(scoring, faces);
      if (effect !== null) {
        if (effect === 'win') win += weight;
        else lose += weight;
        continue;
      }
      let keeps = [...oracle.keeps(toOracleDice(faces)).values()];
      if (rules.keepEveryScoringDie === true) {
        const most = Math.max(...keeps.map((k) => k.size));
        const best = Math.max(...keeps.filter((k) => k.size === most).map((k) => k.points));
        keeps = keeps.filter((k) => k.size === most && k.points === best);
      }
      const unique = new Map<string, KeepOption>();
      for (const keep of keeps) {
        const hot = keep.size === n;
        const next = hot ? dice : n - keep.size;
        let holdsSet = rules.rollAfterSet === true ? sets.get(keep.key) : false;
        if (holdsSet === undefined) {
          holdsSet = holdsThreeOfAKind(keep.key, scoring);
          sets.set(keep.key, holdsSet);
        }
        const mustRoll = (hot && rules.rollAfterHotDice === true) || holdsSet;
        unique.set(`${keep.points}:${next}:${mustRoll}`, { points: keep.points, next, mustRoll });
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
    lost.push(lose);
    won.push(win);
  }
  return { dice, classes, farkles, lost, won, step, maxPoints };
}

/**
 * The expected value of rolling n dice: each scoring roll at its best keep by
 * `after(points, next, mustRoll)`, a farkle at `farkle`, a roll effect that
 * loses the turn at `lost`, one that wins at `won`.
 */
export function expectRoll(
  model: RollModel,
  n: number,
  after: (points: number, next: number, mustRoll: boolean) => number,
  farkle: number,
  lost = 0,
  won = 0,
): number {
  let sum = (model.farkles[n] ?? 0) * farkle + (model.lost[n] ?? 0) * lost + (model.won[n] ?? 0) * won;
  for (const { weight, options } of model.classes[n] ?? []) {
    let best = -Infinity;
    for (const { points, next, mustRoll } of options) best = Math.max(best, after(points, next, mustRoll === true));
    sum += weight * best;
  }
  return sum / 6 ** n;
}

export interface TurnValues {
  /** The best expected points banked this turn at a decision point (after a keep). */
  value(total: number, dice: number): number;
  /** The expected points of rolling `dice` dice now and playing on optimally. */
  roll(total: number, dice: number): number;
}

/**
 * The single turn by dynamic programming: at a decision point with turn total
 * t and n dice, the player banks t (allowed from `minimum` up, and not right
 * after a keep that forbids it) or rolls n dice: a farkle banks nothing (under
 * `noRisk`, t when t reaches the minimum), a roll effect that loses the turn
 * banks nothing, otherwise the best keep leads to t + points. Totals above
 * `cap` are banked at once. Solved for the totals `offset + k * step`, k >= 0.
 */
export function solveTurn(model: RollModel, options: { minimum: number; cap: number; offset?: number; noRisk?: boolean }): TurnValues {
  const { minimum, cap, offset = 0, noRisk = false } = options;
  const { step, dice } = model;
  const top = Math.floor((cap - offset) / step);
  const values: Float64Array[] = [];
  const rolls: Float64Array[] = [];
  for (let n = 0; n <= dice; n++) {
    values.push(new Float64Array(top + 1));
    rolls.push(new Float64Array(top + 1));
  }
  const valueAt = (total: number, n: number, mustRoll: boolean): number => {
    if (total > cap) return total;
    const k = Math.round((total - offset) / step);
    return (mustRoll ? rolls : values)[n]![k]!;
  };
  for (let k = top; k >= 0; k--) {
    const total = offset + k * step;
    const farkle = noRisk && total >= minimum ? total : 0;
    for (let n = 1; n <= dice; n++) {
      const rolled = expectRoll(model, n, (points, next, mustRoll) => valueAt(total + points, next, mustRoll), farkle);
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
  /** No risk: a farkle banks the turn total when it meets the bank minimum. */
  readonly noRisk?: boolean;
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
  /** The value row an option leads to: its dice next, plus `dice + 1` when banking is then forbidden. */
  readonly row: Int32Array;
  readonly farkle: number;
  readonly lost: number;
  readonly won: number;
}

function stepRolls(model: RollModel, n: number): StepRolls {
  const classes = model.classes[n] ?? [];
  const points: number[] = [];
  const row: number[] = [];
  const start = new Int32Array(classes.length + 1);
  classes.forEach((c, index) => {
    start[index] = points.length;
    for (const option of c.options) {
      points.push(option.points / model.step);
      row.push(option.mustRoll === true ? model.dice + 1 + option.next : option.next);
    }
  });
  start[classes.length] = points.length;
  return {
    chance: Float64Array.from(classes, (c) => c.weight / 6 ** n),
    start,
    points: Int32Array.from(points),
    row: Int32Array.from(row),
    farkle: (model.farkles[n] ?? 0) / 6 ** n,
    lost: (model.lost[n] ?? 0) / 6 ** n,
    won: (model.won[n] ?? 0) / 6 ** n,
  };
}

/**
 * Two-player win chances by value iteration, from RULES.md and HOUSE-RULES.md:
 *
 * - a turn is as in `solveTurn`, every legal keep considered, but worth win
 *   chances: a farkle hands the opponent the move with the scores unchanged
 *   (worth 1 - P(j, i)); banking below the end is worth 1 - P(j, i + t);
 * - no risk: a farkle with a turn total at the bank minimum banks it;
 * - a roll effect that loses the turn hands the opponent the move (as a
 *   farkle without no risk); one that wins is worth 1;
 * - after a keep that forbids banking, the player rolls on;
 * - without a final round, banking at or past the end wins; past it, a
 *   decision point that must roll is worth R(n), the chance of surviving to
 *   the next bank (found by iterating R on itself);
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
  const { step, dice } = model;
  const noRisk = game.noRisk === true;
  const rolls = Array.from({ length: dice + 1 }, (_, n) => stepRolls(model, n));
  const anyMust = model.classes.some((classes) => classes.some((c) => c.options.some((o) => o.mustRoll === true)));
  const anyEffect = rolls.some((r) => r.lost > 0 || r.won > 0);
  if (finalRound && (anyMust || noRisk || anyEffect)) throw new Error('the reference plays the house turn rules without a final round only');
  const steps = (points: number): number => Math.ceil(points / step);
  const size = steps(game.firstEnding);
  const maxSteps = model.maxPoints / step;
  const entry = Math.max(steps(game.entry), steps(game.minimum));
  const minimum = steps(game.minimum);
  /** Banking needs a turn total of at least one step, and the minimum. */
  const bankMinimum = (score: number): number => Math.max(1, score === 0 ? entry : minimum);
  const overshoot = finalRound ? steps(game.overshoot) : 0;
  const leastFarkle = Math.min(...rolls.slice(1).map((r) => r.farkle));

  /** The expected value of rolling n dice, each scoring roll at its best option by `after(points, row)`. */
  const expect = (n: number, after: (points: number, row: number) => number, farkle: number, lost: number): number => {
    const { chance, start, points, row } = rolls[n]!;
    let sum = rolls[n]!.farkle * farkle + rolls[n]!.lost * lost + rolls[n]!.won;
    for (let c = 0; c < chance.length; c++) {
      let best = -Infinity;
      for (let o = start[c]!; o < start[c + 1]!; o++) best = Math.max(best, after(points[o]!, row[o]!));
      sum += chance[c]! * best;
    }
    return sum;
  };

  // ---- the opponent's last turn (final round)
  const topOf = (i: number): number => Math.max(size - i + overshoot, bankMinimum(i));
  const longest = size + topOf(0) + 2 * maxSteps + 2;
  // tie[n][r]: at a decision point where banking is allowed, r more steps to a tie (r < 0: a win).
  const tie = Array.from({ length: dice + 1 }, () => new Float64Array(longest + 1));
  const tieAt = (r: number, n: number): number => (r < 0 ? 1 : tie[n]![r]!);
  for (let r = 0; r <= longest && finalRound; r++) {
    for (let n = 1; n <= dice; n++) {
      const rolled = expect(n, (points, next) => tieAt(r - points, next), 0, 0);
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
        const below = Array.from({ length: dice + 1 }, () => new Float64Array(m));
        const at = (t: number, n: number): number => (t >= m ? tieAt(dd - t, n) : below[n]![t]!);
        for (let t = m - 1; t >= 0; t--) {
          for (let n = 1; n <= dice; n++) below[n]![t] = expect(n, (points, next) => at(t + points, next), 0, 0);
        }
        table[dd] = below[dice]![0]!;
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
  /** Past the end (no final round), where banking wins: R(n) for a decision point that must roll n dice. */
  const mustPastEnd = (farkle: number): number[] => {
    let R = Array<number>(dice + 1).fill(0);
    for (let round = 0; round < 5000; round++) {
      const next = R.map((_, n) => (n === 0 ? 0 : expect(n, (_points, row) => (row > dice ? R[row - dice - 1]! : 1), noRisk ? 1 : farkle, farkle)));
      const change = Math.max(...next.map((v, n) => Math.abs(v - R[n]!)));
      R = next;
      if (change === 0) break;
    }
    return R;
  };
  // values[row * stride + t]: the decision point at turn total t; above `top` the player banks (or, made to, rolls).
  const stride = topOf(0) + maxSteps + 1;
  const values = new Float64Array((2 * dice + 2) * stride);
  const rollAt = (t: number, n: number, farkle: number, lost: number): number =>
    expect(n, (points, row) => values[row * stride + t + points]!, farkle, lost);
  /** Solves the turn of i against j into `values`; returns its value from a turn total of 0. */
  const turn = (i: number, j: number): number => {
    const top = topOf(i);
    const farkle = 1 - p(j, i);
    const past = anyMust ? mustPastEnd(farkle) : [];
    for (let t = top + 1; t <= top + maxSteps; t++) {
      const bank = banked(i, j, t);
      for (let n = 1; n <= dice; n++) {
        values[n * stride + t] = bank;
        values[(dice + 1 + n) * stride + t] = past[n] ?? 0;
      }
    }
    for (let t = top; t >= 0; t--) {
      const canBank = t >= bankMinimum(i);
      const bank = canBank ? banked(i, j, t) : -Infinity;
      for (let n = 1; n <= dice; n++) {
        const rolled = rollAt(t, n, noRisk && canBank ? bank : farkle, farkle);
        values[n * stride + t] = Math.max(bank, rolled);
        values[(dice + 1 + n) * stride + t] = rolled;
      }
    }
    return values[dice * stride]!;
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
      const canBank = t >= bankMinimum(i);
      const bank = canBank ? banked(i, j, t) : null;
      const farkleValue = noRisk && canBank ? banked(i, j, t) : farkle;
      if (t > topOf(i)) {
        const past = anyMust ? mustPastEnd(farkle) : [];
        return { bank, roll: expect(n, (points, row) => (row > dice ? past[row - dice - 1]! : banked(i, j, t + points)), farkleValue, farkle) };
      }
      turn(i, j);
      return { bank, roll: rollAt(t, n, farkleValue, farkle) };
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
