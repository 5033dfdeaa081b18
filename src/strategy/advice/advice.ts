import { checkSignal, throwIfAborted, type AbortSignalLike } from '../../abort.js';
import { FarkleError, describe } from '../../errors.js';
import { nextState } from '../../game/apply.js';
import { listing } from '../../game/legal/list.js';
import type { Action, GameState, TurnState } from '../../game/types.js';
import { checkOptionKeys, optionKeys } from '../../options.js';
import { givenSolution } from '../race/given-solution.js';
import { readTables } from './tables.js';
import { valuerFor, type AdviceMethod } from './method.js';
import type { DiceLeft, Valuer } from './valuers.js';
import { turnModel } from '../turn/model.js';
import { refuseUnsupported, turnUnsupported } from '../unsupported.js';
import type { WinChanceSolution } from '../race/win-chance.js';

/**
 * Options for {@link adviseGame}.
 *
 * @example
 * ```ts
 * const options: AdviseGameOptions = { tolerance: 1e-6 };
 * adviseGame(createGame({ players: ['Ann', 'Bob'], seed: 7 }), options).player; // 0 or 1: the seat to act
 * ```
 *
 * @category Advice
 */
export interface AdviseGameOptions {
  /**
   * A two-player table solved for the game's rules and target
   * ({@link optimalWinChance}, farkle penalties and play-offs included):
   * before the final round its win chances are exact, read with both
   * players' streaks and on-board flags and the seat to move. Without it, a
   * two-player game without penalties of at most 40 steps of the score grid
   * (2,000 points in classic) is solved on first use, and kept by the rules'
   * content (see `configureCache`).
   */
  readonly solution?: WinChanceSolution | undefined;
  /**
   * Tables of several games (decoded from table files, `decodeWinTable`, or
   * solved): the one that solves the state's game (its rules, whatever they
   * are called, and their own target) values it exactly, at once; a state
   * of a game none solves is advised as without them. At most 64. Without
   * `solution` or `tables`, those registered by `useWinTables` are read.
   */
  readonly tables?: readonly WinChanceSolution[] | undefined;
  /** Leads that no later player passes with this chance or more count as certain in the final round. Default 1e-9. */
  readonly tolerance?: number | undefined;
  /**
   * Stops the advice with `aborted`: checked before it starts, between the
   * actions valued, and inside the solves it runs on first use (a two-player
   * table, a table of three or more players, the race estimate and the turn
   * policy under it, a model of spicy dice). The advice is synchronous, so a
   * signal can only fire during it if its `aborted` turns true by itself (a
   * deadline getter).
   */
  readonly signal?: AbortSignalLike | undefined;
}

/**
 * One legal action with the current player's chance to win after taking it (and playing on as advised).
 *
 * @example
 * ```ts
 * const advice = adviseGame(createGame({ players: ['Ann', 'Bob'], seed: 7 }));
 * const best: ActionChance | undefined = advice.actions[0];
 * best?.action; // { type: 'roll' }
 * ```
 *
 * @category Advice
 */
export interface ActionChance {
  /** The action, as {@link legalActions} lists it. */
  readonly action: Action;
  /** The chance to win (a shared win counts as its share), or `null` where the advice cannot value the action (buying dice, a second chance). */
  readonly winChance: number | null;
}

/**
 * The current player's legal actions ranked by the chance to win.
 *
 * @example
 * ```ts
 * const advice: GameAdvice = adviseGame(createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 }));
 * advice.player; // 0
 * advice.actions.map((chance) => chance.action.type); // ['roll']
 * ```
 *
 * @category Advice
 */
export interface GameAdvice {
  /** The seat advised. */
  readonly player: number;
  /** How the chances were found. */
  readonly method: AdviceMethod;
  /**
   * Whether the chances are exact (to the tolerance): from a table whose ties are modelled, or a
   * final round under rules it models whose ties are shared (a play-off there is counted as an
   * even split). An estimate never is.
   */
  readonly exact: boolean;
  /** Every legal action, best first; actions the advice cannot value last. */
  readonly actions: readonly ActionChance[];
}

const ADVISE_KEYS = optionKeys<AdviseGameOptions>({ solution: true, tables: true, tolerance: true, signal: true });

/**
 * The legal action with the highest win chance where a solved table or the
 * final round values the state (as {@link adviseGame} ranks them), or
 * `null` where advice would only estimate, the rules are beyond the turn
 * solver, or the game is over: for bots that play those states by the
 * solvers and the others by a policy of their own. `game` is a state the
 * engine checked (its own copy) and `legal` its legal actions.
 */
export function solvedBestAction(game: GameState, legal: readonly Action[]): Action | null {
  if (game.over || turnUnsupported(game.rules) !== null) return null;
  const found = valuerFor(game, {}, 1e-9, false);
  if (found === null) return null;
  const { step } = turnModel(game.rules);
  let best: Action | null = null;
  let most = -Infinity;
  for (const action of legal) {
    const chance = chanceOf(game, action, found.valuer, step);
    if (chance !== null && chance > most) [best, most] = [action, chance];
  }
  return best;
}

/** The win chance of one legal action, or `null` where the turn model has no part in it. */
function chanceOf(state: GameState, action: Action, valuer: Valuer, step: number): number | null {
  const { turn, rules } = state;
  const k = Math.floor(turn.total / step);
  // The dice left by their ids (a spicy table reads which are left), every die after hot dice.
  const leftOf = (t: TurnState): DiceLeft => (t.hotDice ? rules.dice : t.rollable);
  switch (action.type) {
    case 'bank':
      return valuer.bank(k, leftOf(turn));
    case 'roll':
      return turn.phase === 'start' ? valuer.roll(rules.dice, 0) : valuer.roll(leftOf(turn), k);
    case 'highStakes':
    case 'carryOn':
      return turn.offer === null ? null : valuer.roll(turn.offer.dice, Math.floor(turn.offer.total / step));
    case 'keep': {
      // The game says what the keep leaves: one source of legality and scoring.
      const after = nextState(state, action, false).turn;
      const left = leftOf(after);
      const total = Math.floor(after.total / step);
      return (typeof left === 'number' ? left : left.length) === 0 ? valuer.bank(total, left) : valuer.decision(total, left, after.mustRoll);
    }
    default:
      return null;
  }
}

/**
 * Ranks the current player's legal actions ({@link legalActions}) by the
 * chance to win, for any number of players:
 * - in the final round and a play-off, exactly (to `tolerance`): each player
 *   still to play maximizes its own chance given the scores in front of it,
 *   solved from the last player back;
 * - before it, in a two-player game the win-chance solver covers, exactly
 *   from its table (pass `solution`, or `tables` of which one solves it, or
 *   register tables with `useWinTables`; a game of at most 2,000 points in
 *   classic is solved on first use); with three to six players, from the
 *   table of {@link optimalSeatsWinChance} where it is small (three players
 *   to 300 in classic), solved on first use;
 * - elsewhere, an estimate: banks that hit the target exactly, other ends of
 *   the turn by a race to the target (see {@link AdviceMethod}).
 *
 * Rules the turn solver does not model (a wild die, clear combo, second
 * chance, must beat the last bank, a 'win' roll effect) throw
 * `unsupported-rules`, as does an estimate of a race longer than 1,001
 * steps of the score grid (from the lowest score, or 0, to the target:
 * classic past 50,000); a finished game throws `game-over`.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 1, firstPlayer: 0 });
 * const advice = adviseGame(game);
 * advice.actions[0]; // { action: { type: 'roll' }, winChance: 0.5... }
 * ```
 *
 * @category Advice
 */
export function adviseGame(state: GameState, options: AdviseGameOptions = {}): GameAdvice {
  // Each option read once, the solution checked as it is given.
  const read = checkOptionKeys<AdviseGameOptions>(options, ADVISE_KEYS, false);
  const { tolerance = 1e-9 } = read;
  if (typeof tolerance !== 'number' || !(tolerance > 0 && tolerance < 0.01)) {
    throw new FarkleError('invalid-options', `expected a tolerance between 0 and 0.01, got ${describe(tolerance)}`, 'tolerance');
  }
  const solution = read.solution === undefined ? undefined : givenSolution(read.solution, 'solution');
  const tables = read.tables === undefined ? undefined : readTables(read.tables, 'tables');
  const signal = checkSignal(read.signal);
  throwIfAborted(signal);
  // The state checked once (restored states carry plain rules: the resolved ones key the solvers' caches).
  const { state: game, actions: legal } = listing(state);
  if (game.over) throw new FarkleError('game-over', 'the game is over: there is nothing to advise');
  refuseUnsupported(game.rules, turnUnsupported, 'game advice');
  const { valuer, method, exact } = valuerFor(game, { solution, tables }, tolerance, true, signal) as NonNullable<ReturnType<typeof valuerFor>>;
  const { step } = turnModel(game.rules);
  const actions = legal.map((action): ActionChance => {
    throwIfAborted(signal);
    return { action, winChance: chanceOf(game, action, valuer, step) };
  });
  // Stable: equal chances keep the game's order.
  const ranked = [...actions].sort((a, b) => (b.winChance ?? -1) - (a.winChance ?? -1));
  return { player: game.turn.player, method, exact, actions: ranked };
}
