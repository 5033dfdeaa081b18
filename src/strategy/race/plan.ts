import type { Rules } from '../../rules/types.js';
import { winUnsupported } from '../unsupported.js';
import { highStakesSize } from './offers/offer-table.js';
import { solvedWithOffers } from './offers/solution.js';
import { livesFit, livesSize } from './lives/lives-table.js';
import { livesUnsupported, solvedWithLives } from './lives/solution.js';
import { MAX_TABLE, goalOf, penaltyDepth } from './space/grid.js';
import type { SpaceSpec } from './space/space.js';
import { StreakRule } from './space/streak.js';
import { FarkleError } from '../../errors.js';
import type { WinPlan } from './types.js';

/**
 * Whether tied leaders play off with the seats in the state: where the
 * rules' turn is one the play-off follows (not under no risk or a
 * must-roll rule: those play-offs keep half a win for a tie).
 */
export function playsOff(rules: Rules): boolean {
  const { turn, end } = rules;
  return end.finalRound && end.ties === 'playOff' && !turn.noRisk && !turn.rollAfterHotDice && !turn.rollAfterSet;
}

/** The bank minimum of a rule set in steps of `step` (at least 1), as the race solver counts it. */
export function minimumSteps(rules: Rules, step: number): number {
  return Math.max(1, Math.ceil(rules.bank.minimum / step));
}

/**
 * What the solvers do not model. Farkle penalties are solved over streaks,
 * which does not follow a no-risk bank or a must-roll decision point, nor
 * spicy dice (neither do its play-offs).
 */
export function unsupported(rules: Rules): string | null {
  if (solvedWithLives(rules)) return livesUnsupported(rules);
  // High stakes are solved with offers in the state, unless combined with a rule that solver does not follow.
  if (solvedWithOffers(rules)) return winUnsupported({ ...rules, highStakes: false });
  const other = rules.farklePenalty === null ? winUnsupported(rules) : penaltyUnsupported(rules);
  // The solver over states rolls plain dice: spicy dice by identity are the plain solver's.
  return other ?? (rules.spicyDice && (rules.farklePenalty !== null || playsOff(rules)) ? 'spicyDice' : null);
}

function penaltyUnsupported(rules: Rules): string | null {
  if (rules.turn.noRisk) return 'turn.noRisk';
  if (rules.turn.rollAfterHotDice) return 'turn.rollAfterHotDice';
  if (rules.turn.rollAfterSet) return 'turn.rollAfterSet';
  return winUnsupported({ ...rules, farklePenalty: null });
}

/**
 * The states of a zero-sum race under the rules: scores from the lowest a
 * penalty can take them to, each player's streak and (where a penalty can
 * bring a player back to zero and the entry exceeds the bank minimum) its
 * on-board flag, and the mover's seat where tied leaders play off.
 */
export function raceSpace(rules: Rules, target: number, step: number): SpaceSpec {
  const goal = goalOf(rules, target, step);
  const streak = new StreakRule(rules, step);
  const lowest = streak.lowest(penaltyDepth(rules, target));
  const flags = streak.active && rules.bank.entry > rules.bank.minimum ? 2 : 1;
  const seats = playsOff(rules) ? 2 : 1;
  const spec = { goal, lowest, seats, streak, flags, lives: 1 };
  const scores = goal - lowest;
  const size = scores * scores * streak.count ** 2 * flags ** 2 * seats;
  if (size > MAX_TABLE) {
    throw new FarkleError('invalid-options', `expected a target whose table fits ${MAX_TABLE} win chances; ${target} needs ${size}`, 'target');
  }
  return spec;
}

/** The plan of a solve of the rules, checked: its table's size and layout. */
export function planOf(rules: Rules, target: number, tolerance: number, step: number, ignore: boolean): WinPlan | null {
  if (solvedWithLives(rules)) {
    const goal = goalOf(rules, target, step);
    const shape = { goal, lives: rules.lives?.start ?? 1, offers: rules.buyDice === null ? 0 : rules.dice - 1 };
    if (ignore && livesFit(shape) === null) return null;
    return { rules, target, tolerance, step, goal, size: livesSize(shape, target), space: null, fill: 0 };
  }
  if (solvedWithOffers(rules)) {
    const goal = goalOf(rules, target, step);
    return { rules, target, tolerance, step, goal, size: highStakesSize(goal, rules.dice, target), space: null, fill: 0 };
  }
  const space = raceSpace(rules, target, step);
  const scores = space.goal - space.lowest;
  const size = scores * scores * space.streak.count ** 2 * space.flags ** 2 * space.seats;
  // With penalties the first pass reads lower totals not solved yet: they start at a half.
  return { rules, target, tolerance, step, goal: space.goal, size, space, fill: space.streak.active ? 0.5 : 0 };
}
