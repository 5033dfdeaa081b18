import { checkSignal, throwIfAborted, type AbortSignalLike } from '../../abort.js';
import { FarkleError, describe } from '../../errors.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { resolveRules } from '../../rules/define.js';
import type { Rules, RulesInput } from '../../rules/types.js';
import { refuseUnsupported, turnUnsupported } from '../unsupported.js';
import { SINGLE_TURN, type OptimalTurnOptions, type StatePolicy, type TurnEnds, type TurnPolicy } from './policy.js';
import { Solver } from './solver.js';
import { turnModelByDie } from './spicy-model.js';

export type { DiceToRoll, KeepAdvice, NumberedDie, OptimalTurnOptions, StatePolicy, TurnEnds, TurnPolicy } from './policy.js';

const OPTIMAL_TURN_KEYS = optionKeys<OptimalTurnOptions>({ onBoard: true, cap: true, signal: true });

/**
 * The most steps of the score grid a turn solver's cap may span, and the
 * most steps one roll may score: a solve takes about 4 µs and 200 bytes per
 * step with six dice. 100,000 steps of 50 points is a cap of 5,000,000.
 * @internal
 */
export const MAX_TURN_STEPS = 100_000;

/** Policies kept per rule set (one per onBoard and cap asked); the oldest is dropped past this. */
const MAX_CACHED_POLICIES = 8;

const policies = new WeakMap<Rules, Map<string, StatePolicy>>();

/**
 * Solves one turn exactly: the policy that maximizes the expected points
 * banked this turn, by dynamic programming over (turn total, dice to roll),
 * respecting the bank minimums and hot dice. Farkle penalties, lives and the
 * rest of the game are outside a single turn's score and are not counted.
 * Turn totals above `cap` are banked at once (the default cap, 20 times the
 * largest points of one roll, changes the expected score by far less than a
 * point), even where a must-roll rule would not allow it.
 *
 * With spicy dice (`rules.spicyDice`) the dice are told apart, as a game
 * tells them: die d shows its red face on a d, so which dice are left
 * decides which red faces can still show, and the solve runs over (turn
 * total, set of dice left). Ask it by the ids of the dice left
 * ({@link DiceToRoll}: `turn.rollable`, or `rules.dice` for every die) and
 * advise on a roll whose dice say which they are (`turn.roll`). Building
 * that model lists every roll of every set of dice: about a second, once
 * per rule set.
 *
 * House rules of a single turn are modelled exactly: the number of dice
 * (`rules.dice`), the scoring table (full house included), `turn.noRisk` (a
 * farkle banks the total when it meets the minimum), `turn.rollAfterHotDice`
 * and `turn.rollAfterSet` (no bank right after such a keep),
 * `turn.keepEveryScoringDie` (only the largest keep is a choice), and roll
 * effects that lose the turn ('loseTurn', and 'loseScore' whose loss of the
 * banked score is outside the turn, as penalties are): worth 0. Rules it does
 * not model throw `unsupported-rules` naming them: `wildDie`,
 * `turn.clearCombo`, `turn.secondChance`, `turn.mustBeatLastBank`, and a
 * 'win' roll effect; so do rules one roll of which scores more than 100,000
 * steps of their grid (`scoring`: points whose common divisor is small next
 * to the largest roll). The cap is at most 100,000 steps (see
 * {@link OptimalTurnOptions.cap}), and the default cap stops there too.
 * Policies are cached per rule set, the last eight options asked for.
 *
 * @throws {FarkleError} `unsupported-rules` (see above), `invalid-options` (an
 *   unknown option too, with the nearest known one; a cap past its limit),
 *   `aborted` when `signal` fired, or a rules error.
 *
 * @example
 * ```ts
 * const policy = optimalTurn(defineRules({ bank: { entry: 0 } }));
 * policy.expectedScore; // a little above 540 for the classic table
 * policy.shouldRoll(300, 3); // roll on with 300 points and three dice?
 * policy.advise([1, 5, 5, 2, 3, 4], 0)[0]; // the best keep and whether to roll on
 * ```
 *
 * @category Strategy
 */
export function optimalTurn(rules?: RulesInput, options: OptimalTurnOptions = {}): TurnPolicy {
  return statePolicy(rules, options);
}

/**
 * {@link optimalTurn} as the other solvers read it: by the roll states of
 * `turnModelByDie` (see {@link StatePolicy}).
 *
 * @internal
 */
export function statePolicy(rules?: RulesInput, options: OptimalTurnOptions = {}): StatePolicy {
  const resolved = resolveRules(rules);
  const read = checkOptionKeys<OptimalTurnOptions>(options, OPTIMAL_TURN_KEYS, false);
  refuseUnsupported(resolved, turnUnsupported, 'the single-turn solver');
  const onBoard = read.onBoard ?? true;
  if (typeof onBoard !== 'boolean') throw new FarkleError('invalid-options', `expected true or false, got ${describe(onBoard)}`, 'onBoard');
  const signal = checkSignal(read.signal);
  throwIfAborted(signal);
  const cap = turnCap(resolved, read.cap, signal);
  const { entry, minimum } = resolved.bank;
  const need = onBoard ? minimum : Math.max(entry, minimum);
  let byOptions = policies.get(resolved);
  if (byOptions === undefined) {
    byOptions = new Map();
    policies.set(resolved, byOptions);
  }
  const id = `${onBoard}:${cap}`;
  let policy = byOptions.get(id);
  if (policy === undefined) {
    policy = new Solver(resolved, onBoard, need, cap, turnModelByDie(resolved, signal), SINGLE_TURN, signal);
    if (byOptions.size >= MAX_CACHED_POLICIES) byOptions.delete(byOptions.keys().next().value as string);
    byOptions.set(id, policy);
  }
  return policy;
}

/**
 * The cap of a turn solver: `cap` checked (a number of points >= 0, at most
 * {@link MAX_TURN_STEPS} steps), or by default 20 times the largest points
 * of one roll (at most that many steps; with spicy dice, the largest roll of
 * red faces: six of them in a straight, 96,000 in the spicy preset). Rules one roll of which scores more
 * than that many steps (points with a small common divisor and a large
 * largest roll) are refused with `unsupported-rules`: the grid would be too
 * fine to solve.
 *
 * @internal
 */
export function turnCap(rules: Rules, cap: unknown, signal?: AbortSignalLike): number {
  const { maxSteps, step } = turnModelByDie(rules, signal);
  if (maxSteps > MAX_TURN_STEPS) {
    const points = `${step} point${step === 1 ? '' : 's'}`;
    const why = `the turn solver counts in steps of ${points} (the common divisor of every score) and solves at most ${MAX_TURN_STEPS} steps; one roll here can score ${maxSteps} steps (${maxSteps * step} points)`;
    throw new FarkleError('unsupported-rules', why, 'scoring');
  }
  if (cap === undefined) return Math.min(20 * maxSteps, MAX_TURN_STEPS) * step;
  if (typeof cap !== 'number' || !Number.isFinite(cap) || cap < 0) {
    throw new FarkleError('invalid-options', `expected a cap >= 0 points, got ${describe(cap)}`, 'cap');
  }
  if (cap > MAX_TURN_STEPS * step) {
    throw new FarkleError('invalid-options', `expected a cap of at most ${MAX_TURN_STEPS * step} points (${MAX_TURN_STEPS} steps of ${step}), got ${cap}`, 'cap');
  }
  return cap;
}

/**
 * The turn solver of a player on the board (the bank minimum applies) that
 * values a farkle and a lost turn at `ends`, for the long-run solver. Not
 * cached: each set of end values is one solve. The rules must be resolved and
 * checked by the caller.
 *
 * @internal
 */
export function turnWithEnds(rules: Rules, cap: number, ends: TurnEnds, signal?: AbortSignalLike): StatePolicy {
  return new Solver(rules, true, rules.bank.minimum, cap, turnModelByDie(rules, signal), ends, signal);
}
