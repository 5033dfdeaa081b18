import { throwIfAborted, type AbortSignalLike } from '../../abort.js';
import type { Rules } from '../../rules/types.js';
import { FinalShares } from './final-shares.js';
import { reachSteps } from './final-round-reach.js';
import { ChoiceRange } from './kernel.js';
import { ListEnds, type SeatsGrid } from './list-ends.js';
import { listsByTotal } from './lists.js';
import { turnModel } from '../turn/model.js';
import { SeatsTurn } from './turn.js';
import { VectorTurn } from './vector-turn.js';

/**
 * The win chances of every seat under optimal play, for any number of
 * players, over every list of banked scores below the target (in steps) and
 * every player to move: `table[(index(scores) * players + mover) * players + seat]`.
 *
 * A bank raises the total of the scores, so lists are solved from the
 * highest total down, each once; the players to move at one list depend on
 * each other only through farkles (a farkle passes the turn and leaves the
 * scores), so each list's turns are solved together by policy iteration:
 * with each player's policy fixed, its turn is worth B + q·V(next player),
 * a linear cycle solved exactly. A turn solved with the farkle worth f
 * records how far f may move before any of its choices would change
 * ({@link ChoiceRange}): when the cycle's answer lies inside every turn's
 * range, the policies answer each other and the list is done, in one round
 * when the first guess (the list one step up) was right. Where the best
 * answers cycle and no set of policies answers one another (three players of
 * classic 150, 100 and 200 points short of the goal), the list keeps the
 * values of its hundredth round: there the chances are a stopping point of
 * the cycle, not an equilibrium (they differ from the previous solver's by up
 * to 0.2 %, as the lists below them a little). A bank that hits
 * the target starts the final round, solved exactly by `FinalRound` (or
 * wins at once without one).
 */
export class SeatsSolver implements SeatsGrid {
  readonly step: number;
  readonly goal: number;
  readonly table: Float64Array;
  readonly entry: number;
  readonly minimum: number;
  readonly reach: number;
  readonly noRisk: boolean;
  readonly finals: FinalShares | null;
  private readonly dice: number;
  /** Per mover at the list being solved, its turn and its ends. */
  private readonly turn: VectorTurn[];
  private readonly ends: ListEnds[];
  private readonly ranges: ChoiceRange[];
  /** Per mover at the list being solved: its turn's vector (shares, then the chance it ends by a farkle) and the farkle worth it was solved with. */
  private readonly turns: Float64Array[];
  private readonly worth: Float64Array;
  /** Rounds of policy iteration the solve took, over every list. */
  rounds = 0;

  constructor(
    readonly rules: Rules,
    readonly players: number,
    readonly target: number,
    readonly tolerance: number,
    table?: Float64Array,
    /** Read once per list of scores and before each turn of a final round: stops the solve with `aborted`. */
    private readonly signal?: AbortSignalLike,
  ) {
    const model = turnModel(rules);
    this.step = model.step;
    this.dice = model.dice;
    const { end, bank } = rules;
    this.goal = Math.ceil((end.trigger === 'reach' ? target : target + 1) / this.step);
    this.minimum = Math.ceil(bank.minimum / this.step);
    this.entry = Math.max(this.minimum, Math.ceil(bank.entry / this.step));
    this.reach = end.finalRound ? reachSteps(rules, tolerance) : 0;
    this.noRisk = rules.turn.noRisk;
    this.finals = end.finalRound ? new FinalShares(rules, players, this.step, tolerance, signal) : null;
    this.table = table ?? new Float64Array(this.goal ** players * players * players);
    this.turn = Array.from({ length: players }, () => new VectorTurn(rules));
    this.ends = Array.from({ length: players }, () => new ListEnds(this));
    this.ranges = Array.from({ length: players }, () => new ChoiceRange());
    this.turns = Array.from({ length: players }, () => new Float64Array(players + 1));
    this.worth = new Float64Array(players);
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

  /**
   * The turn of `mover` at `scores` (steps, each below the goal) once the
   * table is solved, for decisions in the middle of it, with the weights
   * that give the mover's share of a vector of it (a farkle passes the turn
   * at the same scores).
   */
  turnAt(scores: readonly number[], mover: number): { turn: SeatsTurn; weights: Float64Array } {
    const farkle = this.chances(scores, (mover + 1) % this.players)[mover] ?? 0;
    const ends = new ListEnds(this).set(scores, this.index(scores), mover, farkle);
    return { turn: new SeatsTurn(this.rules, ends), weights: ends.weights };
  }

  /**
   * Solves every list of scores, highest total first, reporting the share of
   * lists done; stops with `aborted` on `signal`. Seats play in a circle, so
   * a list turned by one seat (each score moved to the seat before) is the
   * same game with the seats renamed: each such circle of lists is solved
   * once, from its lowest index, and copied to the others.
   */
  solve(onProgress?: (done: number) => void): void {
    const { players, goal, signal } = this;
    const { order, starts } = listsByTotal(goal, players);
    const scores = new Int32Array(players);
    const turned = new Int32Array(players);
    for (let total = starts.length - 2; total >= 0; total--) {
      for (let i = starts[total] ?? 0, end = starts[total + 1] ?? 0; i < end; i++) {
        throwIfAborted(signal);
        const index = order[i] ?? 0;
        for (let p = 0, rest = index; p < players; p++, rest = Math.floor(rest / goal)) scores[p] = rest % goal;
        if (this.turnedIndices(scores, turned) < index) continue;
        this.solveList(index, scores);
        this.copyTurned(index, turned);
      }
      onProgress?.((order.length - (starts[total] ?? 0)) / order.length);
    }
  }

  /** The index of the list turned by j seats (seat i scoring what seat i + j does) into `turned[j]`, and the lowest. */
  private turnedIndices(scores: Int32Array, turned: Int32Array): number {
    const { players, goal } = this;
    let lowest = Infinity;
    for (let j = 0; j < players; j++) {
      let at = 0;
      for (let i = players - 1; i >= 0; i--) at = at * goal + (scores[(i + j) % players] as number);
      turned[j] = at;
      lowest = Math.min(lowest, at);
    }
    return lowest;
  }

  /** Copies the solved list to its turns: mover m at the list turned by j is mover m + j here, seat c is seat c + j. */
  private copyTurned(index: number, turned: Int32Array): void {
    const { players, table } = this;
    for (let j = 1; j < players; j++) {
      const to = turned[j] as number;
      if (to === index) continue;
      for (let m = 0; m < players; m++) {
        for (let c = 0; c < players; c++) table[(to * players + m) * players + c] = table[(index * players + ((m + j) % players)) * players + ((c + j) % players)] as number;
      }
    }
  }

  /**
   * Solves the turns of every player to move at one list of scores: each
   * turn at a guess of its farkle worth, then the cycle; a turn whose range
   * does not hold the cycle's worth is solved again at it, until all hold.
   */
  private solveList(index: number, scores: Int32Array): void {
    const { players, table, ranges, turns, worth } = this;
    this.guess(index, scores);
    for (let m = 0; m < players; m++) this.solveTurn(index, scores, m, false);
    let values = cycle(turns, players);
    for (let round = 1; round < 100; round++) {
      let again = false;
      for (let m = 0; m < players; m++) {
        const f = values[(m + 1) % players]?.[m] ?? 0;
        if ((ranges[m] as ChoiceRange).holds(f - (worth[m] as number))) continue;
        worth[m] = f;
        this.solveTurn(index, scores, m, true);
        again = true;
      }
      if (!again) break;
      values = cycle(turns, players);
    }
    values.forEach((v, m) => {
      table.set(v, (index * players + m) * players);
    });
  }

  /** Solves the turn of `mover` at the list with its farkle worth in `worth` (`again`: solved before at another), into `turns`. */
  private solveTurn(index: number, scores: Int32Array, mover: number, again: boolean): void {
    const range = this.ranges[mover] as ChoiceRange;
    const turn = this.turn[mover] as VectorTurn;
    const ends = (this.ends[mover] as ListEnds).set(scores, index, mover, this.worth[mover] as number);
    range.reset();
    this.rounds++;
    if (again) turn.resolve(ends, range);
    else turn.solve(ends, range);
    (this.turns[mover] as Float64Array).set(turn.roll(this.dice, 0, range));
  }

  /**
   * Guesses each mover's farkle worth (its share when the next player moves
   * at these scores) from the lists above, solved already: along each seat
   * with room, the line through the next two lists, averaged; else the next
   * list; else an even share.
   */
  private guess(index: number, scores: Int32Array): void {
    const { players, goal, table, worth } = this;
    const at = (list: number, mover: number): number => table[(list * players + (mover + 1) % players) * players + mover] as number;
    for (let m = 0; m < players; m++) {
      let sum = 0;
      let lines = 0;
      let near = -1;
      for (let d = 0, place = 1; d < players; d++, place *= goal) {
        const s = scores[d] as number;
        if (s + 1 < goal && near < 0) near = at(index + place, m);
        if (s + 2 < goal) {
          sum += 2 * at(index + place, m) - at(index + 2 * place, m);
          lines++;
        }
      }
      const f = lines > 0 ? sum / lines : near >= 0 ? near : 1 / players;
      worth[m] = Math.min(1, Math.max(0, f));
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
