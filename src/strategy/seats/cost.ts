import type { Rules } from '../../rules/types.js';
import { turnModel } from '../turn/model.js';
import { flatOf } from './flat-turn.js';
import { reachSteps } from './final-round-reach.js';

/**
 * What a seats solve will cost, told before any work (see {@link seatsWinChanceCost}).
 *
 * @example
 * ```ts
 * const cost: SeatsCost = seatsWinChanceCost('classic', { players: 3, target: 2_000 });
 * cost.seconds; // an estimate, before solving
 * ```
 *
 * @category Strategy
 */
export interface SeatsCost {
  /** Steps of the score grid to the target: the table has this many scores per seat. */
  readonly steps: number;
  /** Win chances the table holds: `steps^players × players²`. */
  readonly values: number;
  /** The table's memory in bytes (8 a chance); the solve's other memory is small beside it. */
  readonly bytes: number;
  /**
   * An estimate of the seconds the solve takes on one thread of a 2020s
   * desktop or server core, quiet: the options of a roll a turn weighs,
   * times the levels of a turn, times the turns solved. Within a factor of
   * about 3 either way; a busy machine takes longer.
   */
  readonly seconds: number;
}

/**
 * Seconds per option of a roll weighed at one level, measured on the project's machines (`node bench/seats.mjs`):
 * three players of classic to 1,000 take 5.5 s of CPU and to 2,000 37 s since the final rounds share their tables
 * (5.2 s and 40 s estimated).
 */
const SECONDS_PER_OPTION = 4.8e-10;

/**
 * The cost of solving `players` seats to `target` points (in the rules'
 * own terms: `target` is the score to play to, after the checks of
 * `optimalSeatsWinChance`).
 */
export function seatsCost(rules: Rules, players: number, target: number, tolerance: number): SeatsCost {
  const model = turnModel(rules);
  const steps = Math.ceil((rules.end.trigger === 'reach' ? target : target + 1) / model.step);
  const values = steps ** players * players * players;
  const reach = rules.end.finalRound ? reachSteps(rules, tolerance) : 0;
  let options = 0;
  for (const roll of flatOf(model).rolls) options += roll.steps.length + roll.chance.length * (players + 1);
  // Each list is solved once per circle of seats, a turn per player, most in one round; a turn's levels run from
  // its score to the goal and past it by the reach, half the grid on average.
  const turns = steps ** players * 1.3;
  const levels = steps / 2 + reach + model.maxSteps;
  return { steps, values, bytes: values * 8, seconds: turns * levels * options * SECONDS_PER_OPTION };
}
