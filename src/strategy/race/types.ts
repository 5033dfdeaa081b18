import type { Rules } from '../../rules/types.js';
import type { SpaceSpec } from './space/space.js';

/**
 * What a player's chance depends on besides the two banked scores, where the
 * rules have it: the farkle streak (with `farklePenalty`), whether the
 * player is on the board (where the entry minimum exceeds the bank minimum
 * and a penalty can bring a score back to zero or below), and its lives.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('yarkle', { target: 1000 });
 * solved.winChance(500, 500, { me: { streak: 2 } }); // lower than with no farkle behind
 * ```
 *
 * @category Strategy
 */
export interface PlayerSituation {
  /** The farkles in a row so far (0 by default); at the penalty's length, as after a penalty under `resetAfterPenalty: false`. */
  readonly streak?: number | undefined;
  /** Whether the player has banked once; by default whether the score is above zero. */
  readonly onBoard?: boolean | undefined;
  /** With lives: the lives the player has (1 to the rules' `lives.start`, the default). */
  readonly lives?: number | undefined;
}

/** A solve's checked options and the size of its table (see `winPlan`). */
export interface WinPlan {
  readonly rules: Rules;
  readonly target: number;
  readonly tolerance: number;
  readonly step: number;
  readonly goal: number;
  /** Win chances in the table. */
  readonly size: number;
  /** The states of a zero-sum race (every rule set but high stakes and lives); `null` for those two. */
  readonly space: SpaceSpec | null;
  /** What the table holds before the solve: a half where the first pass reads states not solved yet (farkle penalties). */
  readonly fill: number;
}

/**
 * Beyond the two banked scores, what a player's chance depends on under
 * farkle penalties and an entry minimum: each player's streak and whether
 * each is on the board. Ignored by rules without them.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('yarkle', { target: 1000 });
 * solved.winChance(500, 500, { me: { streak: 2 } }); // a third farkle in a row costs 1,000
 * ```
 *
 * @category Strategy
 */
export interface WinSituation {
  /** The player to move: its farkle streak and on-board flag. */
  readonly me?: PlayerSituation | undefined;
  /** The opponent. */
  readonly them?: PlayerSituation | undefined;
  /**
   * The seat of the player to move, 0 (the default) or 1: where tied leaders play off
   * (`end.ties: 'playOff'`), the lower seat starts each round of the play-off.
   */
  readonly seat?: 0 | 1 | undefined;
  /** With lives and buying: the dice a bank left the player to move and their total, which it may buy. */
  readonly offer?:
    | {
        /** The dice offered (1 to `rules.dice` - 1). */
        readonly dice: number;
        /** The turn total the bank left, in points (up to the opponent's score). */
        readonly total: number;
      }
    | undefined;
  /** With lives and buying, in `choices`: the offered dice the player did not buy (never rolled in the turn). */
  readonly unbought?: number | undefined;
}

/**
 * A solved two-player game: win chances under optimal play on both sides.
 *
 * @example
 * ```ts
 * const solved = optimalWinChance('classic', { target: 2000 });
 * solved.firstPlayerWinChance; // 0.5548...: the player who starts wins 55.5 % of games
 * solved.winChance(1500, 0); // 0.8715...
 * solved.choices(500, 500, 350, 3); // { bank: 0.5170..., roll: 0.5215... }: roll on
 * solved.choices(0, 500, 350, 3).bank; // null: 350 is below the 500 entry
 * ```
 *
 * @category Strategy
 */
export interface WinChanceSolution {
  /** The rules solved. */
  readonly rules: Rules;
  /** The score played to. */
  readonly target: number;
  /** Points per step of the score grid. */
  readonly step: number;
  /** The tolerance the fixed points were solved to. */
  readonly tolerance: number;
  /**
   * The chance that the player who starts the game wins (a shared tie counts half; where tied
   * leaders play off, the starter is taken to sit in seat 0, see {@link WinSituation.seat}).
   */
  readonly firstPlayerWinChance: number;
  /**
   * The solved table: pass it to {@link restoreWinChance} to reuse it. Without farkle penalties
   * `table[i * goal + j]` for scores of i and j steps; with them, one such square per streak and
   * on-board state of each player; with high stakes, the square followed by the chance of taking
   * each offer (see `HighStakesSolver`).
   */
  readonly table: Float64Array;
  /**
   * The chance that the player about to start a turn with `score` wins against `opponentScore`;
   * `situation` gives the streaks and on-board flags where the rules have penalties.
   */
  winChance(score: number, opponentScore: number, situation?: WinSituation): number;
  /**
   * With lives, where nobody may win: the opponent's own chance to win from
   * the same state (not 1 - `winChance`). Absent for other rules.
   */
  opponentWinChance?(score: number, opponentScore: number, situation?: WinSituation): number;
  /**
   * The win chance at a decision point of a turn (after a keep): banking
   * (`null` when not allowed: below the minimum, or with `mustRoll`, where a
   * must-roll rule forbids it) and rolling `diceToRoll` dice on. With spicy
   * dice, which dice are left decides which red faces can show: `diceToRoll`
   * is then the ids of the dice to roll (0 to `rules.dice` - 1, as
   * `turn.rollable` lists them), or `rules.dice` for every die (after hot
   * dice); another count throws `invalid-dice`.
   */
  choices(
    score: number,
    opponentScore: number,
    turnTotal: number,
    diceToRoll: number | readonly number[],
    mustRoll?: boolean,
    situation?: WinSituation,
  ): {
    /** The win chance if the player banks now, or `null` when banking is not allowed. */
    bank: number | null;
    /** The win chance if the player rolls `diceToRoll` dice on and plays on optimally. */
    roll: number;
  };
}
