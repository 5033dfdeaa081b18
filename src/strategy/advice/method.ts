/**
 * How advice values a state's actions: by the final round, from a solved
 * table (two players, or three to six where the table is small, solved on
 * first use), or by an estimate; and which tables it solves on first use,
 * told before any solve (`solvedForAdvice`).
 */
import type { AbortSignalLike } from '../../abort.js';
import { FarkleError } from '../../errors.js';
import type { GameState } from '../../game/types.js';
import type { Rules } from '../../rules/types.js';
import { estimateValuer, finalRoundValuer, seatsValuer, tableValuer, type Valuer } from './valuers.js';
import { standingValuer } from './standing.js';
import { finalRoundUnsupported } from '../seats/final-round.js';
import { turnModel } from '../turn/model.js';
import { seatsUnsupported } from '../seats/seats.js';
import type { SeatsSolver } from '../seats/solver.js';
import { keptSeats, keptWinChance } from '../kept.js';
import { winUnsupported } from '../unsupported.js';
import type { WinChanceSolution } from '../race/win-chance.js';
import { named, registeredTableFor, solves, solvedTableFor } from './tables.js';

/**
 * How a {@link GameAdvice} valued the actions:
 * - `finalRound`: every player still to play answers the scores in front of it: exact (to the
 *   tolerance) unless the rules have what it does not model (`exact` false: a play-off, counted as
 *   an even split; dice offered to the next player, spicy dice, a restarting final round, an exact
 *   target or a 'loseScore' roll, left out);
 * - `table`: exact, from a solved two-player table;
 * - `estimate`: banks that hit the target are valued by the final round they
 *   start (exact) or win outright; other ends of the turn by a race to the
 *   target in which every turn is played for its expected points (see the
 *   strategy guide for its measured error). Under lives, the last player
 *   standing's chance to bank the target in its turns left: exact on its
 *   last turn (where no keep must roll on), its later turns played for
 *   points.
 *
 * @example
 * ```ts
 * const method: AdviceMethod = adviseGame(createGame({ players: ['Ann', 'Bob'], seed: 7 })).method;
 * method; // 'estimate' with no solution or table given
 * ```
 *
 * @category Advice
 */
export type AdviceMethod = 'finalRound' | 'table' | 'estimate';

/** The largest two-player game solved on first use, in steps of the score grid. */
const SOLVE_STEPS = 40;

/** The tables an app gave advice: `solution`, which must solve the game, or `tables`, among which one may. */
export interface GivenTables {
  readonly solution?: WinChanceSolution | undefined;
  readonly tables?: readonly WinChanceSolution[] | undefined;
}

function twoPlayerTable(state: GameState, given: GivenTables, signal?: AbortSignalLike): WinChanceSolution | null {
  const { rules } = state;
  // A table given was solved by optimalWinChance for these rules (penalties and play-offs too); one solved here only without them.
  const { solution } = given;
  if (solution !== undefined && !solves(solution, rules)) {
    throw new FarkleError('invalid-options', `expected a solution for ${rules.name} to ${rules.end.target}, got one for ${named([solution])}`, 'solution');
  }
  if (state.players.length !== 2 || state.players.some((p) => p.eliminated || p.score < 0)) return null;
  // A table among those given or registered, by the rules' fingerprint (whatever they are called) and target.
  const table = solution ?? (given.tables === undefined ? undefined : solvedTableFor(given.tables, rules)) ?? registeredTableFor(rules);
  if (table !== undefined) return table;
  if (!solvesTwoPlayers(rules)) return null;
  // What the solver would ignore under these rules is nothing: the table kept for a bot is this one.
  return keptWinChance(rules, rules.end.target, signal);
}

/** Whether advice solves a two-player game of the rules on first use: small, and modelled as it is. */
function solvesTwoPlayers(rules: Rules): boolean {
  // A spicy table reads the dice left by their ids; the valuers here count them.
  return !rules.spicyDice && winUnsupported(rules) === null && rules.end.target / turnModel(rules).step <= SOLVE_STEPS;
}

/** The most win chances a table of three or more players solved on first use may hold: 3 players to 300 in classic. */
const SEATS_SOLVE_SIZE = 7 ** 3 * 9;

function seatsTable(state: GameState, signal?: AbortSignalLike): SeatsSolver | null {
  const { rules, players } = state;
  const n = players.length;
  if (n < 3 || n > 6 || players.some((p) => p.eliminated || p.score < 0) || !solvesSeats(rules, n)) return null;
  return keptSeats(rules, n, rules.end.target, 1e-9, signal);
}

/** Whether advice solves a game of `n` players (3 to 6) of the rules on first use: small, and modelled. */
function solvesSeats(rules: Rules, n: number): boolean {
  if (seatsUnsupported(rules) !== null) return false;
  const { step } = turnModel(rules);
  const goal = Math.ceil((rules.end.trigger === 'reach' ? rules.end.target : rules.end.target + 1) / step);
  return goal ** n * n * n <= SEATS_SOLVE_SIZE;
}

/**
 * The game {@link adviseGame} solves on first use for a state before the
 * final round, by its players and the rules' target, or `null` where it
 * solves none (it reads the final round, or estimates): for telling the
 * cost of advice before asking for it (`solveCost`).
 * @internal
 */
export function solvedForAdvice(state: GameState): { players: number; target: number } | null {
  const { rules, players } = state;
  if (state.endgame !== null || players.some((p) => p.eliminated || p.score < 0)) return null;
  const n = players.length;
  const solves = n === 2 ? solvesTwoPlayers(rules) : n <= 6 && solvesSeats(rules, n);
  return solves ? { players: n, target: rules.end.target } : null;
}

/** How advice values a state's actions (`given`: tables the app gave); without `estimate`, `null` where only an estimate would (the last player standing's last turn, valued exactly, is not one). */
export function valuerFor(
  state: GameState,
  given: GivenTables,
  tolerance: number,
  estimate = true,
  signal?: AbortSignalLike,
): { valuer: Valuer; method: AdviceMethod; exact: boolean } | null {
  const kind = state.endgame?.kind;
  if (kind === 'finalRound' || kind === 'tieBreak') {
    // Rules the final round does not model (dice offered on, spicy dice, ...) are left out: then not exact.
    const exact = state.rules.end.ties === 'share' && finalRoundUnsupported(state.rules) === null;
    return { valuer: finalRoundValuer(state, tolerance), method: 'finalRound', exact };
  }
  if (kind === 'lastStanding') {
    // Valued by the chance to finish: exact on the last turn (see standingValuer), else an estimate, which `estimate` may refuse.
    const standing = standingValuer(state);
    if (standing !== null && (estimate || standing.exact)) return { valuer: standing.valuer, method: 'estimate', exact: standing.exact };
  }
  const table = kind === undefined ? twoPlayerTable(state, given, signal) : null;
  if (table !== null) return { valuer: tableValuer(state, table), method: 'table', exact: true };
  const seats = kind === undefined ? seatsTable(state, signal) : null;
  if (seats !== null) return { valuer: seatsValuer(state, seats), method: 'table', exact: state.rules.end.ties === 'share' };
  return estimate ? { valuer: estimateValuer(state, tolerance, signal), method: 'estimate', exact: false } : null;
}
