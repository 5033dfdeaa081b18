import type { Rules } from '../../rules/types.js';
import { FinalRound, type FinalSeat } from './final-round.js';
import { reachSteps } from './final-round-reach.js';
import { turnModel } from '../turn/model.js';
import { SeatsTurn, type TurnEnds } from './turn.js';

/**
 * The win chances of every seat under optimal play, for any number of
 * players, over every list of banked scores below the target (in steps) and
 * every player to move: `table[(index(scores) * players + mover) * players + seat]`.
 *
 * A bank raises the total of the scores, so lists are solved from the
 * highest total down; the players to move at one list depend on each other
 * only through farkles (a farkle passes the turn and leaves the scores), so
 * each list's turns are solved together by policy iteration: with each
 * player's policy fixed, its turn is worth B + q·V(next player), a linear
 * cycle solved exactly. A bank that hits the target starts the final round,
 * solved exactly by {@link FinalRound} (or wins at once without one).
 */
export class SeatsSolver {
  readonly step: number;
  /** Steps to the first score that ends the game or starts the final round. */
  readonly goal: number;
  readonly table: Float64Array;
  private readonly entry: number;
  private readonly minimum: number;
  private readonly reach: number;
  private readonly dice: number;
  /** Final rounds by the scores of the players still to play relative to the first of them, with their on-board flags. */
  private readonly rounds = new Map<string, FinalRound>();

  constructor(
    readonly rules: Rules,
    readonly players: number,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
  ) {
    const model = turnModel(rules);
    this.step = model.step;
    this.dice = model.dice;
    const { end, bank } = rules;
    this.goal = Math.ceil((end.trigger === 'reach' ? target : target + 1) / this.step);
    this.minimum = Math.ceil(bank.minimum / this.step);
    this.entry = Math.max(this.minimum, Math.ceil(bank.entry / this.step));
    this.reach = end.finalRound ? reachSteps(rules, tolerance) : 0;
    this.table = table ?? new Float64Array(this.goal ** players * players * players);
  }

  /** The index of a list of scores in steps. */
  index(scores: readonly number[]): number {
    let at = 0;
    for (let i = this.players - 1; i >= 0; i--) at = at * this.goal + (scores[i] ?? 0);
    return at;
  }

  /** The solved shares of every seat, `mover` to play from `scores` (steps, each below the goal). */
  chances(scores: readonly number[], mover: number): Float64Array {
    const at = (this.index(scores) * this.players + mover) * this.players;
    return this.table.subarray(at, at + this.players);
  }

  /** Final shares met before, by trigger, the others' scores and the trigger's. */
  private readonly finals = new Map<number, Float64Array>();

  /** The shares once `trigger` banks to `score` steps, hitting the target, the others at `scores`. */
  private finalShares(trigger: number, score: number, scores: readonly number[]): Float64Array {
    const id = ((this.index(scores.map((s, i) => (i === trigger ? 0 : s))) * this.players + trigger) * 1_000_000 + score);
    const known = this.finals.get(id);
    if (known !== undefined) return known;
    const out = this.computeFinalShares(trigger, score, scores);
    this.finals.set(id, out);
    return out;
  }

  private computeFinalShares(trigger: number, score: number, scores: readonly number[]): Float64Array {
    const out = new Float64Array(this.players + 1);
    if (!this.rules.end.finalRound) {
      out[trigger] = 1;
      return out;
    }
    const order: number[] = [];
    for (let i = 1; i < this.players; i++) order.push((trigger + i) % this.players);
    // Only the differences of the scores matter (the bank minimum goes by the on-board flag): one round per shape.
    const base = scores[order[0] ?? 0] ?? 0;
    const key = order.map((seat) => `${(scores[seat] ?? 0) - base}${(scores[seat] ?? 0) > 0 ? '' : '*'}`).join();
    let round = this.rounds.get(key);
    if (round === undefined) {
      const seats: FinalSeat[] = [];
      for (let i = 0; i < this.players; i++) {
        const seat = i === 0 ? trigger : (order[i - 1] ?? 0);
        const s = scores[seat] ?? 0;
        seats.push({ score: (s - base) * this.step, onBoard: s > 0, farkleStreak: 0, lives: null, eliminated: false });
      }
      round = new FinalRound(this.rules, seats, order.map((_, i) => i + 1), this.tolerance);
      this.rounds.set(key, round);
    }
    const roles = round.afterLead((score - base) * this.step);
    order.forEach((seat, i) => (out[seat] = roles[i] ?? 0));
    out[trigger] = roles[order.length] ?? 0;
    return out;
  }

  /** The ends of a turn of `mover` at `scores`, a farkle worth `farkle` to it (the last component counts farkles). */
  private ends(scores: readonly number[], mover: number, farkle: number): TurnEnds {
    const { players, goal } = this;
    const size = players + 1;
    const weights = new Float64Array(size);
    weights[mover] = 1;
    weights[players] = farkle;
    const own = scores[mover] ?? 0;
    const minimum = own === 0 ? this.entry : this.minimum;
    const next = (mover + 1) % players;
    const banks = new Map<number, Float64Array>();
    const bank = (k: number): Float64Array => {
      let v = banks.get(k);
      if (v === undefined) {
        const x = own + k;
        if (x >= goal) {
          v = this.finalShares(mover, x, scores);
        } else {
          v = new Float64Array(size);
          v.set(this.chances(scores.map((s, i) => (i === mover ? x : s)), next));
        }
        banks.set(k, v);
      }
      return v;
    };
    const passed = new Float64Array(size);
    passed[players] = 1;
    const won = new Float64Array(size);
    won[mover] = 1;
    return {
      size,
      weights,
      minimum,
      top: Math.max(minimum, goal - own + this.reach),
      base: Math.max(minimum, goal - own),
      farkleCeiling: this.rules.turn.noRisk ? null : farkle,
      bank,
      farkle: (_, k) => (this.rules.turn.noRisk && k > 0 && k >= minimum ? bank(k) : passed),
      lost: () => passed,
      won,
    };
  }

  /**
   * The turn of `mover` at `scores` (steps, each below the goal) once the
   * table is solved, for decisions in the middle of it, with the weights
   * that give the mover's share of a vector of it (a farkle passes the turn
   * at the same scores).
   */
  turnAt(scores: readonly number[], mover: number): { turn: SeatsTurn; weights: Float64Array } {
    const farkle = this.chances(scores, (mover + 1) % this.players)[mover] ?? 0;
    const ends = this.ends(scores, mover, farkle);
    return { turn: new SeatsTurn(this.rules, ends), weights: ends.weights };
  }

  /** Solves the turns of every player to move at one list of scores. */
  private solveList(scores: readonly number[]): void {
    const { players } = this;
    // Start from the list one step up for the first seat below the goal: the policy is then usually right at once.
    const up = scores.findIndex((x) => x + 1 < this.goal);
    let values: Float64Array[] = Array.from({ length: players }, (_, m) =>
      up < 0 ? new Float64Array(players).fill(1 / players) : this.chances(scores.map((x, i) => (i === up ? x + 1 : x)), m).slice(),
    );
    for (let round = 0; round < 100; round++) {
      const turns = values.map((_, m) => {
        const farkle = values[(m + 1) % players]?.[m] ?? 0;
        return new SeatsTurn(this.rules, this.ends(scores, m, farkle)).roll(this.dice, 0);
      });
      const next = cycle(turns, players);
      let change = 0;
      next.forEach((v, m) => {
        v.forEach((x, i) => (change = Math.max(change, Math.abs(x - (values[m]?.[i] ?? 0)))));
      });
      values = next;
      if (change < this.tolerance) break;
    }
    values.forEach((v, m) => {
      this.table.set(v, (this.index(scores) * players + m) * players);
    });
  }

  /** Lists of scores with this total, each below the goal. */
  private *lists(total: number, seat = 0, prefix: number[] = []): Generator<number[]> {
    if (seat === this.players - 1) {
      if (total < this.goal) yield [...prefix, total];
      return;
    }
    for (let s = Math.min(total, this.goal - 1); s >= 0; s--) yield* this.lists(total - s, seat + 1, [...prefix, s]);
  }

  /** Solves every list of scores, highest total first. */
  solve(onProgress?: (done: number) => void): void {
    const top = this.players * (this.goal - 1);
    for (let total = top; total >= 0; total--) {
      for (const scores of this.lists(total)) this.solveList(scores);
      onProgress?.((top - total + 1) / (top + 1));
    }
  }
}

/**
 * The values of a cycle of turns: turn m is worth `B + q·V(m + 1)` (its
 * last component is q), solved exactly around the cycle.
 */
function cycle(turns: readonly Float64Array[], players: number): Float64Array[] {
  const b = (m: number): Float64Array => (turns[m] as Float64Array).subarray(0, players);
  const q = (m: number): number => turns[m]?.[players] ?? 0;
  const first = new Float64Array(players);
  let weight = 1;
  for (let m = 0; m < players; m++) {
    b(m).forEach((x, i) => (first[i] = (first[i] ?? 0) + weight * x));
    weight *= q(m);
  }
  first.forEach((x, i) => (first[i] = x / (1 - weight)));
  const out: Float64Array[] = Array.from({ length: players }, () => new Float64Array(players));
  out[0] = first;
  for (let m = players - 1; m >= 1; m--) {
    const after = out[(m + 1) % players] as Float64Array;
    out[m] = b(m).map((x, i) => x + q(m) * (after[i] ?? 0));
  }
  return out;
}
