import type { AbortSignalLike } from '../../abort.js';
import { FarkleError } from '../../errors.js';
import type { GameState, PlayerState } from '../../game/types.js';
import { lowered } from '../../game/turn/penalty.js';
import type { Rules } from '../../rules/types.js';
import { raceChances, type Racer } from './estimate.js';
import { FinalRound, finalRoundUnsupported } from '../seats/final-round.js';
import { gainChance, reachSteps } from '../seats/final-round-reach.js';
import { turnModel } from '../turn/model.js';
import { rollState } from '../turn/dice-ids.js';
import { turnModelByDie } from '../turn/spicy-model.js';
import type { SeatsSolver } from '../seats/solver.js';
import { SeatsTurn, weighed } from '../seats/turn.js';
import type { WinChanceSolution } from '../race/win-chance.js';

/**
 * The dice left in a turn: their number, or under spicy dice their ids
 * (which dice are left decides which red faces can show); every die after
 * hot dice is the number of dice.
 */
export type DiceLeft = number | readonly number[];

function countOf(dice: DiceLeft): number {
  return typeof dice === 'number' ? dice : dice.length;
}

/** The current player's win chance at the points of a turn, k in steps of the turn model's grid. */
export interface Valuer {
  /** Banking k steps with `dice` left (high stakes offers them to the next player; all of them after hot dice: none). */
  bank(k: number, dice: DiceLeft): number;
  /** Rolling `dice` at k steps and playing on. */
  roll(dice: DiceLeft, k: number): number;
  /** The better allowed choice at a decision point. */
  decision(k: number, dice: DiceLeft, mustRoll: boolean): number;
}

/** A valuer from a solved turn's vectors, weighed as the turn weighs them; `stateOf` reads the dice as the turn's roll states (by default it counts them). */
function fromTurn(turn: SeatsTurn, weights: Float64Array, stateOf: (dice: DiceLeft) => number = countOf): Valuer {
  return {
    bank: (k) => weighed(weights, turn.bank(k)),
    roll: (dice, k) => weighed(weights, turn.roll(stateOf(dice), k)),
    decision: (k, dice, mustRoll) => weighed(weights, turn.decision(k, stateOf(dice), mustRoll)),
  };
}

/** The seats still to play in a final round or play-off, the current player first. */
export function finalOrder(state: GameState): number[] {
  const queue = state.endgame?.queue ?? [];
  return [state.turn.player, ...queue.filter((seat) => !(state.players[seat] as PlayerState).eliminated)];
}

/** Exact in the last turns: every player still to play answers the scores in front of it (see {@link FinalRound}). */
export function finalRoundValuer(state: GameState, tolerance: number): Valuer {
  const round = new FinalRound(state.rules, state.players, finalOrder(state), tolerance);
  const weights = new Float64Array(finalOrder(state).length + 1);
  weights[0] = 1;
  return fromTurn(round.moverTurn(), weights);
}

/** Exact from a solved table of any number of players ({@link optimalSeatsWinChance}). */
export function seatsValuer(state: GameState, solver: SeatsSolver): Valuer {
  const scores = state.players.map((p) => Math.floor(Math.max(p.score, 0) / solver.step));
  const { turn, weights } = solver.turnAt(scores, state.turn.player);
  return fromTurn(turn, weights);
}

/** Exact from a solved two-player table ({@link optimalWinChance}), read with both players' streaks, on-board flags and the seat to move. */
export function tableValuer(state: GameState, solution: WinChanceSolution): Valuer {
  const { turn, rules } = state;
  const mine = state.players[turn.player] as PlayerState;
  const theirs = state.players[1 - turn.player] as PlayerState;
  // A table solved with lives reads the lives each player has, and a bought turn's unbought dice.
  const lives = solution.rules.lives !== null && mine.lives !== null && theirs.lives !== null;
  const situation = {
    me: { streak: mine.farkleStreak, onBoard: mine.onBoard, ...(lives ? { lives: mine.lives } : {}) },
    them: { streak: theirs.farkleStreak, onBoard: theirs.onBoard, ...(lives ? { lives: theirs.lives } : {}) },
    seat: turn.player === 0 ? (0 as const) : (1 as const),
    ...(lives && turn.unbought.length > 0 ? { unbought: turn.unbought.length } : {}),
  };
  const { step } = turnModel(rules);
  // A spicy table takes the ids of the dice left; any other, their number.
  const asked = (dice: DiceLeft): DiceLeft => (countOf(dice) === 0 || countOf(dice) === rules.dice ? rules.dice : rules.spicyDice ? dice : countOf(dice));
  const choices = (k: number, dice: DiceLeft, mustRoll = false): { bank: number | null; roll: number } =>
    solution.choices(Math.max(mine.score, 0), Math.max(theirs.score, 0), k * step, asked(dice), mustRoll, situation);
  return {
    bank: (k, dice) => choices(k, dice).bank ?? 0,
    roll: (dice, k) => choices(k, dice).roll,
    decision: (k, dice, mustRoll) => {
      const { bank, roll } = choices(k, dice, mustRoll);
      return Math.max(bank ?? -Infinity, roll);
    },
  };
}

/** Steps from a score to the first score that hits the target (0 once hit). */
function stepsToTarget(rules: Rules, score: number, step: number): number {
  const { target, trigger } = rules.end;
  const need = trigger === 'exceed' ? Math.floor((target - score) / step) + 1 : Math.ceil((target - score) / step);
  return Math.max(need, 0);
}

/**
 * An estimate of a final round with several players still to play: each
 * passes the leader's score with at most the chance a turn has of gaining
 * that much, independently of the others.
 */
function lastTurnsPassed(rules: Rules, state: GameState, others: readonly number[], score: number, step: number): number {
  let chance = 1;
  for (const seat of others) chance *= 1 - gainChance(rules, Math.floor((score - (state.players[seat] as PlayerState).score) / step) + 1);
  return chance;
}

/** The seats after `seat` in turn order, still in the game. */
function seatsAfter(state: GameState, seat: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < state.players.length; i++) {
    const other = (seat + i) % state.players.length;
    if (!(state.players[other] as PlayerState).eliminated) out.push(other);
  }
  return out;
}

/**
 * The longest race the estimate plays, in steps of the score grid (classic
 * to 50,000): its tables grow with the square of the race, some
 * seconds at this length, minutes at twice it. A longer race (from the
 * lowest score, or 0, to the target) is refused.
 */
export const ESTIMATE_STEPS = 1001;

/**
 * An estimate for the turns before the end: banking to a score that hits
 * the target is valued exactly by the final round it starts (or is a win
 * without one); any other end of the turn by a race to the target
 * ({@link raceChances}) from the scores it leaves, the next player to move.
 */
export function estimateValuer(state: GameState, exactTolerance: number, signal?: AbortSignalLike): Valuer {
  // An estimate needs no finer final round than this: it bounds the levels past the target solved.
  const tolerance = Math.max(exactTolerance, 1e-6);
  const { rules, turn } = state;
  const seat = turn.player;
  const player = state.players[seat] as PlayerState;
  const { step } = turnModel(rules);
  const others = seatsAfter(state, seat);
  const lowest = Math.min(0, ...state.players.map((p) => p.score));
  const size = stepsToTarget(rules, lowest, step) + 2;
  if (size > ESTIMATE_STEPS + 2) {
    const steps = (size - 2).toLocaleString('en-US');
    const from = lowest < 0 ? `from the lowest score, ${lowest.toLocaleString('en-US')},` : 'from the start';
    throw new FarkleError('unsupported-rules', `adviseGame's estimate plays races of at most ${ESTIMATE_STEPS.toLocaleString('en-US')} steps of the score grid (classic to 50,000); this one is ${steps} steps ${from} to the target`, 'end.target');
  }
  const exactEnd = rules.end.finalRound && finalRoundUnsupported(rules) === null && others.length === 1;
  const round = exactEnd ? new FinalRound(rules, state.players, others, tolerance) : null;
  const known = new Map<number, number>();
  const valueAt = (score: number | null): number => {
    if (score === null) return 0;
    let value = known.get(score);
    if (value === undefined) known.set(score, (value = estimate(score)));
    return value;
  };
  const estimate = (score: number): number => {
    const need = stepsToTarget(rules, score, step);
    if (need === 0 && !rules.end.finalRound) return 1;
    if (need === 0 && round !== null) return round.leaderShare(score);
    if (need === 0) return lastTurnsPassed(rules, state, others, score, step);
    const racers: Racer[] = [...others, seat].map((i) => {
      const p = state.players[i] as PlayerState;
      const s = i === seat ? score : p.score;
      return { need: stepsToTarget(rules, s, step), onBoard: i === seat ? p.onBoard || score !== player.score : p.onBoard, out: p.eliminated };
    });
    return raceChances(rules, racers, size, signal)[others.length] ?? 0;
  };
  const minimum = Math.ceil((player.onBoard ? rules.bank.minimum : Math.max(rules.bank.entry, rules.bank.minimum)) / step);
  const toTarget = stepsToTarget(rules, player.score, step);
  const top = Math.max(minimum, toTarget + (exactEnd ? reachSteps(rules, tolerance) : 0));
  // The turn by the solvers' roll states: with spicy dice, the sets of dice left by id.
  const model = turnModelByDie(rules, signal);
  const farkled = (n: number, k: number): number | null => {
    let score = player.score + (rules.turn.noRisk && k > 0 && k >= minimum ? k * step : 0);
    const all = n === model.dice;
    const { lives, allDiceFarkle, farklePenalty } = rules;
    if (lives !== null && player.lives !== null && player.lives - (all && (k === 0 || lives.sixDiceFarkleOnHotDice) ? lives.sixDiceFarkle : lives.farkle) <= 0) return null;
    if (allDiceFarkle !== null && all && (k === 0 || allDiceFarkle.onHotDice)) score = lowered(score, allDiceFarkle.points, rules.scoreFloor);
    if (farklePenalty !== null && player.farkleStreak + 1 >= farklePenalty.farkles) score = lowered(score, farklePenalty.points, rules.scoreFloor);
    return score;
  };
  const banks = new Map<number, Float64Array>();
  const one = Float64Array.of(1);
  const turnOf = new SeatsTurn(
    rules,
    {
      size: 1,
      weights: one,
      minimum,
      top,
      base: Math.max(minimum, toTarget),
      // A farkle of every die or of fewer: the only difference the roll state makes to it.
      farkleCeiling: rules.turn.noRisk ? null : Math.max(valueAt(player.score), ...[1, model.dice].map((n) => Math.max(valueAt(farkled(n, 0)), valueAt(farkled(n, 1))))),
      bank: (k) => {
        let v = banks.get(k);
        if (v === undefined) banks.set(k, (v = Float64Array.of(valueAt(player.score + k * step))));
        return v;
      },
      farkle: (n, k) => Float64Array.of(valueAt(farkled(n, k))),
      lost: () => Float64Array.of(valueAt(player.score)),
      won: one,
    },
    model,
  );
  return fromTurn(turnOf, one, (dice) => (rules.spicyDice ? rollState(rules, dice) : countOf(dice)));
}
