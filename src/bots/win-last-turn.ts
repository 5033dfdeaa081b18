import type { PlayerState, TurnState } from '../game/types.js';
import type { Rules } from '../rules/types.js';
import { flatten, type FlatModel } from '../strategy/turn/flat.js';
import { LastTurn } from '../strategy/race/end/last-turn.js';
import { PlayOff } from '../strategy/race/end/play-off.js';
import { StreakRule } from '../strategy/race/space/streak.js';
import { minimumSteps, playsOff } from '../strategy/race/plan.js';
import { solverBehind } from '../strategy/race/solution.js';
import { solvedWithLives } from '../strategy/race/lives/solution.js';
import { solvedWithOffers } from '../strategy/race/offers/solution.js';
import { ZeroSumSolve } from '../strategy/race/zero-sum.js';
import { rollState } from '../strategy/turn/dice-ids.js';
import { turnModelByDie as winTurnModel } from '../strategy/turn/spicy-model.js';
import type { WinChanceSolution } from '../strategy/race/types.js';

/** Last turns kept by the turn model they read, by what a tie is worth. */
const lasts = new WeakMap<FlatModel, Map<number, LastTurn>>();
/** The play-off of the rules solved (the lower seat's chance, the first player's turn), by those rules. */
const playOffs = new WeakMap<Rules, PlayOff>();

/**
 * What a tie at the end of a two-player game is worth to `seat`, as the
 * solution's solver counts it (see `playsOff`): half a win where ties are
 * shared, or where the solved turn is not one a play-off follows (no risk,
 * a must-roll rule); where tied leaders play off, the chance of that seat in
 * the play-off (the lower seat starts it), from streaks of 0.
 */
function tieWorth(solution: WinChanceSolution, seat: number): number {
  if (!playsOff(solution.rules)) return 0.5;
  const first = playOffFirst(solution);
  return seat === 0 ? first : 1 - first;
}

/**
 * The lower seat's chance in the play-off: the one the zero-sum solver
 * behind the solution holds (a table file's solution reads it from the
 * file), else solved here once per rule set. The solvers of lives and of
 * high stakes are not built just to be asked.
 */
function playOffFirst(solution: WinChanceSolution): number {
  const { rules } = solution;
  const solver = solvedWithLives(rules) || solvedWithOffers(rules) ? null : solverBehind(solution);
  if (solver instanceof ZeroSumSolve && solver.playOff !== null) return solver.playOff;
  return playOffOf(solution).first;
}

/** The play-off of a solution's rules, solved once per rule set (see {@link PlayOff}). */
export function playOffOf(solution: WinChanceSolution): PlayOff {
  const { rules, step, tolerance } = solution;
  let playOff = playOffs.get(rules);
  if (playOff === undefined) playOffs.set(rules, (playOff = new PlayOff(flatten(winTurnModel(rules)), new StreakRule(rules, step), minimumSteps(rules, step), tolerance)));
  return playOff;
}

/** The roll state a turn rolls next as the solved rules count them: every die after hot dice. */
export function rollStateOf(rules: Rules, turn: TurnState): number {
  if (turn.hotDice || turn.rollable.length === 0) return rollState(rules, rules.dice);
  return rollState(rules, rules.spicyDice ? turn.rollable : turn.rollable.length);
}

function lastTurnOf(flat: FlatModel, tie: number, tolerance: number, noRisk: boolean): LastTurn {
  let byTie = lasts.get(flat);
  if (byTie === undefined) lasts.set(flat, (byTie = new Map<number, LastTurn>()));
  let last = byTie.get(tie);
  if (last === undefined) byTie.set(tie, (last = new LastTurn(flat, tie, tolerance, noRisk)));
  return last;
}

/**
 * The last turn of a two-player game (the final round, or the answer in a
 * play-off): the chance of the player to move to win by passing the
 * leader's score `leader` (a tie worth `tie`), every later choice the best,
 * read from the race solver's own last turn ({@link LastTurn}); a farkle
 * loses. Levels below the bank minimum, which the last turn reads as
 * bankable, are rolled on.
 */
export class LastTurnChances {
  private readonly flat: FlatModel;
  private readonly last: LastTurn;
  private readonly step: number;
  /** The least total that may be banked, in points. */
  private readonly minimum: number;
  readonly tie: number;
  private readonly score: number;
  private readonly below = new Map<number, number>();

  constructor(
    private readonly solution: WinChanceSolution,
    gameRules: Rules,
    me: PlayerState,
    seat: number,
    private readonly leader: number,
  ) {
    const { rules, step, tolerance } = solution;
    this.flat = flatten(winTurnModel(rules));
    this.step = step;
    this.tie = tieWorth(solution, seat);
    this.last = lastTurnOf(this.flat, this.tie, tolerance, rules.turn.noRisk);
    const { entry, minimum } = gameRules.bank;
    this.minimum = Math.max(1, me.onBoard ? minimum : Math.max(entry, minimum));
    this.score = me.score;
  }

  /** What banking a turn total is worth: a win past the leader, a tie on it, else a loss. */
  bank(total: number): number {
    const score = this.score + total;
    return score > this.leader ? 1 : score === this.leader ? this.tie : 0;
  }

  /** Steps still short of passing the leader at a turn total (1: tied; 0 or less: past it). */
  private left(total: number): number {
    return Math.floor((this.leader - this.score - total) / this.step) + 1;
  }

  /** The row of the turn's tables rolling `state` next, past `dice` where banking is not allowed. */
  private row(state: number, mustRoll: boolean): number {
    return mustRoll ? this.flat.dice + 1 + state : state;
  }

  /** The chance at a decision point: `row` to roll next, at a turn total in points. */
  private value(row: number, total: number): number {
    if (total >= this.minimum) return this.last.option(row, this.left(total));
    // Below the minimum the player must roll: solved here, level by level up to it.
    const key = row * 1_000_003 + total;
    let v = this.below.get(key);
    if (v === undefined) this.below.set(key, (v = this.rolled(row > this.flat.dice ? row - this.flat.dice - 1 : row, total)));
    return v;
  }

  /** The chance of rolling roll state `state` at a turn total, every later choice the best. */
  private rolled(state: number, total: number): number {
    const { flat, step } = this;
    const farkle = this.solution.rules.turn.noRisk && total >= this.minimum ? this.bank(total) : 0;
    return flat.expect(state, (steps, row) => this.value(row, total + steps * step), flat.ends(state, farkle, 0, 1));
  }

  /** The dice a turn rolls next as the solved rules count them: every die after hot dice. */
  private stateOf(turn: TurnState): number {
    return rollStateOf(this.solution.rules, turn);
  }

  /** The chance of rolling on from a turn (its total and dice left). */
  roll(turn: TurnState): number {
    return this.rolled(this.stateOf(turn), turn.total);
  }

  /** The chance at a turn's decision point: the better of banking (where allowed) and rolling on. */
  decision(turn: TurnState): number {
    const roll = this.value(this.row(this.stateOf(turn), turn.mustRoll && this.flat.rows > this.flat.dice + 1), turn.total);
    const bankable = !turn.mustRoll && turn.total >= this.minimum;
    return Math.max(bankable ? this.bank(turn.total) : 0, roll);
  }
}
