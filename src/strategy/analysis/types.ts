import type { Action } from '../../game/types.js';
import type { ActionChance } from '../advice/advice.js';
import type { AdviceMethod } from '../advice/method.js';

/**
 * How much win chance a decision must lose to be marked, each a share of
 * the game (0.01 is one point of win percentage): a decision that loses at
 * least `blunder` is a blunder, else at least `mistake` a mistake, else at
 * least `inaccuracy` an inaccuracy. The defaults are 0.01, 0.03 and 0.08
 * (see {@link analyzeGame} for why).
 *
 * @example
 * ```ts
 * declare const record: GameRecord; // a played game, from startRecord and recordAction
 * // Only the larger losses marked:
 * analyzeGame(record, { thresholds: { inaccuracy: 0.02, mistake: 0.05, blunder: 0.1 } });
 * ```
 *
 * @category Advice
 */
export interface AnalysisThresholds {
  /** The least loss marked as an inaccuracy: above 0, at most `mistake`. Default 0.01. */
  readonly inaccuracy: number;
  /** The least loss marked as a mistake: at most `blunder`. Default 0.03. */
  readonly mistake: number;
  /** The least loss marked as a blunder: at most 1. Default 0.08. */
  readonly blunder: number;
}

/**
 * What a decision's loss makes it, by the thresholds of the analysis
 * (see {@link AnalysisThresholds}); a decision that loses less has none.
 *
 * @example
 * ```ts
 * declare const analysis: GameAnalysis; // what analyzeGame returned
 * const marks: DecisionMark[] = analysis.decisions.flatMap((d) => (d.mark === null ? [] : [d.mark]));
 * ```
 *
 * @category Advice
 */
export type DecisionMark = 'inaccuracy' | 'mistake' | 'blunder';

/**
 * One decision of a played game: a state where the player to move had more
 * than one legal action, what was taken there, and what it cost. Chances
 * are the mover's chance to win the game (a shared win counts as its
 * share), as {@link adviseGame} values them; `null` where advice cannot
 * value an action (buying dice).
 *
 * @example
 * ```ts
 * declare const record: GameRecord; // a played game, from startRecord and recordAction
 * const { decisions } = analyzeGame(record);
 * for (const d of decisions) {
 *   if (d.mark !== null) console.log(`turn ${d.turn}: ${d.taken.type} lost ${d.lost}; best was ${d.best.type}`);
 * }
 * ```
 *
 * @category Advice
 */
export interface DecisionAnalysis {
  /** Which action of the record was taken: `record.actions[index]`, from the state `replayStates(record)[index]`. */
  readonly index: number;
  /** The turn it was taken in (the state's `turnNumber`: 1 for the game's first turn). */
  readonly turn: number;
  /** The seat that decided. */
  readonly player: number;
  /**
   * The action taken, as {@link legalActions} lists it: a roll without the
   * dice it brought, a keep under the dice `matchKeep` names for the dice
   * picked (the same faces), so that it compares with `best` and `alternatives`.
   */
  readonly taken: Action;
  /** The action advice ranks first (the first of `alternatives`). */
  readonly best: Action;
  /** The mover's win chance before the decision: the best action's. `null` when advice values no action here. */
  readonly before: number | null;
  /** The mover's win chance after the action taken (and playing on as advised). `null` when advice cannot value it. */
  readonly after: number | null;
  /** `before - after`: the win chance the decision gave up, 0 where the action taken ties the best, never below 0; `null` where `after` is. */
  readonly lost: number | null;
  /** The mark the loss earns by the analysis's thresholds, or `null`. */
  readonly mark: DecisionMark | null;
  /** How advice found the chances: `table` and `finalRound` are exact (see `exact`), `estimate` is an estimate. */
  readonly method: AdviceMethod;
  /** Whether the chances are exact (advice's own `exact`); an estimate never is. */
  readonly exact: boolean;
  /**
   * Seat 0's win chance after the decision, for a graph of the game move by
   * move: in a two-player game the mover's `after`, or `1 - after` when
   * seat 1 decided. In a game of three or more (and under lives, where
   * nobody may win) advice values only the mover's chance, so it is known
   * only where seat 0 decided, and `null` at the others' decisions. `null`
   * too where `after` is.
   */
  readonly firstSeat: number | null;
  /** Every legal action with the mover's chance after it, as advice ranks them: best first, those it cannot value last. */
  readonly alternatives: readonly ActionChance[];
}

/**
 * One player's decisions summed up.
 *
 * @example
 * ```ts
 * declare const record: GameRecord; // a played game, from startRecord and recordAction
 * for (const p of analyzeGame(record).players) {
 *   console.log(`${p.name}: ${p.decisions} decisions, ${(p.lost * 100).toFixed(2)} % lost, ${p.blunders} blunders`);
 * }
 * ```
 *
 * @category Advice
 */
export interface PlayerAnalysis {
  /** The seat. */
  readonly player: number;
  /** The player's name, as the record has it. */
  readonly name: string;
  /** The decisions the player made (forced moves are none). */
  readonly decisions: number;
  /** The win chance lost over all of them: the sum of their `lost` (those advice could value). */
  readonly lost: number;
  /** Decisions marked as inaccuracies, as mistakes and as blunders: each counted once, by its mark. */
  readonly inaccuracies: number;
  /** Decisions marked as mistakes. */
  readonly mistakes: number;
  /** Decisions marked as blunders. */
  readonly blunders: number;
  /** Decisions whose action taken advice could not value (buying dice): counted in `decisions`, not in `lost`. */
  readonly unvalued: number;
  /** Whether every decision of the player was valued, and exactly (true for a player who made none). */
  readonly exact: boolean;
}

/**
 * The analysis of a played game ({@link analyzeGame}): every decision in
 * the order played, and each player's summary in seat order. A plain,
 * frozen, JSON-serializable value: what `farkle-rules analyze --json` prints.
 *
 * @example
 * ```ts
 * declare const record: GameRecord; // a played game, from startRecord and recordAction
 * const analysis = analyzeGame(record);
 * analysis.players.map((p) => p.lost); // the win chance each player gave up, in seat order
 * JSON.stringify(analysis); // for a page that draws the game's graph from decisions[i].firstSeat
 * ```
 *
 * @category Advice
 */
export interface GameAnalysis {
  /** Every decision of every player, in the order played. */
  readonly decisions: readonly DecisionAnalysis[];
  /** Each player's summary, in seat order. */
  readonly players: readonly PlayerAnalysis[];
  /** The thresholds the marks were given by. */
  readonly thresholds: AnalysisThresholds;
}
