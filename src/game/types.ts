import type { Die, Face } from '../dice.js';
import type { RollEffectKind, Rules, RulesInput } from '../rules/types.js';
import type { Combination } from '../scoring/types.js';

/**
 * One die of a roll in a game: which physical die it is (0 to `rules.dice` - 1), its face,
 * and whether that face is spicy or the wild die's wild face (see `Rules.wildDie`).
 */
export interface RolledDie {
  readonly id: number;
  readonly face: Face;
  readonly spicy: boolean;
  readonly wild: boolean;
}

/** A player (or a Farkel team, which plays as one seat). */
export interface PlayerState {
  readonly name: string;
  /** Banked points. May go below zero through penalties unless the rules set a floor. */
  readonly score: number;
  /** Lives left, where the rules have lives; otherwise `null`. */
  readonly lives: number | null;
  /** Whether the player has banked once (met the entry minimum). */
  readonly onBoard: boolean;
  /** Farkles in a row, reset by a bank or by the penalty. */
  readonly farkleStreak: number;
  /** Out of the game (no lives left): skipped, never acts, cannot win. */
  readonly eliminated: boolean;
}

/**
 * Dice offered to the next player: those a player left unused when banking,
 * which the next player may roll (high stakes) or buy (Farkel), or those that
 * farkled with a turn total, which the next player may roll to carry the turn on.
 */
export interface Offer {
  /** The seat that banked or farkled. */
  readonly from: number;
  /** The ids of the dice not set aside in that round, or of the dice that farkled. */
  readonly dice: readonly number[];
  /** The banked or farkled turn total, inherited if the first roll scores. */
  readonly total: number;
  /**
   * `'bank'`: left by a bank, for high stakes and buying dice; `'farkle'`:
   * left by a farkle, for `turn.carryOn` only. Read as `'bank'` when missing
   * (states saved before carry on existed).
   */
  readonly kind: 'bank' | 'farkle';
}

/**
 * Where a turn stands:
 * - `start`: nothing rolled yet; the player may roll (or buy / play high stakes / carry on when offered);
 * - `rolled`: a scoring roll is showing; the player must keep;
 * - `kept`: the player has kept; they may roll on or bank;
 * - `clearing` (`turn.clearCombo`): a roll is showing whose dice `turn.reroll` show a face of
 *   the set just kept; the only legal action is a `roll`, which throws those dice again;
 * - `secondChance` (`turn.secondChance`): a roll of three or more dice farkled; the player may
 *   hold two or more of its dice and roll the rest once more (`secondChance`), or `acceptFarkle`.
 */
export type TurnPhase = 'start' | 'rolled' | 'kept' | 'clearing' | 'secondChance';

/** The turn in progress. */
export interface TurnState {
  /** The seat whose turn it is. */
  readonly player: number;
  readonly phase: TurnPhase;
  /** Points kept so far this turn (with the inherited total once a bought or high-stakes roll scores). */
  readonly total: number;
  /** The roll showing, while `phase` is `rolled`, `clearing` or `secondChance`; otherwise `null`. */
  readonly roll: readonly RolledDie[] | null;
  /** Ids of the dice the next roll throws. Empty with `hotDice` after every die was set aside. */
  readonly rollable: readonly number[];
  /** Ids of dice not set aside that this player may not roll (the dice it did not buy). */
  readonly unbought: readonly number[];
  /** Every die of the round has been set aside: the next roll throws every die of the set (`rules.dice`) again. */
  readonly hotDice: boolean;
  /** Rolls made this turn. */
  readonly rolls: number;
  /** How the turn began. */
  readonly mode: 'fresh' | 'bought' | 'highStakes' | 'carryOn';
  /** The dice offered to this player at the start of the turn, or `null`. */
  readonly offer: Offer | null;
  /**
   * The turn total the previous turn banked (a no-risk bank and a bank whose
   * points overshot the exact target included); 0 after a farkle, a roll
   * effect, or at the start. With `turn.mustBeatLastBank`, a bank needs more.
   */
  readonly toBeat: number;
  /**
   * The player must roll before banking: set by a keep that made hot dice
   * under `turn.rollAfterHotDice`, or that holds three or more of a kind
   * under `turn.rollAfterSet`; cleared by the next roll.
   */
  readonly mustRoll: boolean;
  /**
   * Clear combo (`turn.clearCombo`): the faces of the sets (three or more of a
   * kind) the last keep held, whose dice the next roll must throw again. Empty
   * otherwise; emptied once that roll stands.
   */
  readonly clearFaces: readonly Face[];
  /** In phase `clearing`, the ids of the dice the next `roll` throws again; otherwise empty. */
  readonly reroll: readonly number[];
}

/** Turns still owed at the end of the game, in order. */
export interface Endgame {
  /** Final round after the target was hit, play-off between tied leaders, or the last player standing's allowance. */
  readonly kind: 'finalRound' | 'tieBreak' | 'lastStanding';
  /** Seats still to play one turn each, in order (the current player already removed). */
  readonly queue: readonly number[];
}

/**
 * A game in progress or finished: a plain, JSON-serializable value.
 * `JSON.parse(JSON.stringify(state))` plays on identically.
 */
export interface GameState {
  /** The format version of this object. */
  readonly version: 1;
  readonly rules: Rules;
  readonly players: readonly PlayerState[];
  readonly turn: TurnState;
  /** Turns started so far, the current one included. */
  readonly turnNumber: number;
  readonly endgame: Endgame | null;
  /** The seed the game was created with. */
  readonly seed: number | string;
  /** The state of the seeded generator that rolls when an action brings no dice. */
  readonly rng: number;
  /** Whether the game has ended. */
  readonly over: boolean;
  /** The winning seats once the game is over: one, several on a shared win, or none. */
  readonly winners: readonly number[];
  /** What the transition that made this state did, in order. */
  readonly events: readonly GameEvent[];
}

/** Roll the dice that may be rolled: every die of the set (`rules.dice`) at the start of a turn or after hot dice. */
export interface RollAction {
  readonly type: 'roll';
  /** The faces the physical dice showed, in the order of `turn.rollable` (all `rules.dice` after hot dice); omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/** Set aside scoring dice of the roll showing. */
export interface KeepAction {
  readonly type: 'keep';
  /** Indices into `turn.roll`. */
  readonly dice: readonly number[];
  readonly player?: number | undefined;
}

/** End the turn and add the turn total to the score. */
export interface BankAction {
  readonly type: 'bank';
  readonly player?: number | undefined;
}

/** Farkel: buy `count` of the dice the previous player left, for lives, and roll them. */
export interface BuyAction {
  readonly type: 'buy';
  readonly count: number;
  readonly dice?: readonly Die[] | undefined;
  readonly player?: number | undefined;
}

/** High stakes: roll the dice the previous player left, to inherit their turn total. */
export interface HighStakesAction {
  readonly type: 'highStakes';
  readonly dice?: readonly Die[] | undefined;
  readonly player?: number | undefined;
}

/** Carry on (`turn.carryOn`): roll the dice the previous player farkled, to take over their turn total. */
export interface CarryOnAction {
  readonly type: 'carryOn';
  /** The faces the offered dice showed, in the order of `turn.offer.dice`; omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  readonly player?: number | undefined;
}

/**
 * Second chance (`turn.secondChance`), in phase `secondChance`: hold two or
 * more dice of the farkled roll and roll the rest once more.
 */
export interface SecondChanceAction {
  readonly type: 'secondChance';
  /** Indices into `turn.roll` of the dice held: at least two, and at least one die left to roll. */
  readonly hold: readonly number[];
  /** The faces the dice not held showed, in the order of their indices in `turn.roll`; omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  readonly player?: number | undefined;
}

/** In phase `secondChance`: take no second chance, and let the farkle stand. */
export interface AcceptFarkleAction {
  readonly type: 'acceptFarkle';
  readonly player?: number | undefined;
}

/** Everything a player can do. */
export type Action =
  | RollAction
  | KeepAction
  | BankAction
  | BuyAction
  | HighStakesAction
  | CarryOnAction
  | SecondChanceAction
  | AcceptFarkleAction;

/** What happened in a transition; `GameState.events` lists those of the last one. */
export type GameEvent =
  | { readonly type: 'firstPlayerRoll'; readonly rolls: readonly { readonly player: number; readonly face: Face }[] }
  | { readonly type: 'firstPlayer'; readonly player: number; readonly chosen: boolean }
  | { readonly type: 'turnStarted'; readonly player: number; readonly offer: Offer | null }
  | { readonly type: 'bought'; readonly player: number; readonly dice: readonly number[]; readonly lives: number }
  | { readonly type: 'highStakes'; readonly player: number; readonly dice: readonly number[]; readonly total: number }
  /** Carry on: the player rolls the dice the previous player farkled, for that turn's total. */
  | { readonly type: 'carriedOn'; readonly player: number; readonly dice: readonly number[]; readonly total: number }
  /**
   * Clear combo: these dice of the roll showing show a face of the set just
   * kept (`faces`) and must be rolled again (phase `clearing`).
   */
  | { readonly type: 'cleared'; readonly player: number; readonly dice: readonly RolledDie[]; readonly faces: readonly Face[] }
  /** Clear combo: the cleared dice were thrown again (`dice`); `roll` is the whole roll now showing. */
  | { readonly type: 'rerolled'; readonly player: number; readonly dice: readonly RolledDie[]; readonly roll: readonly RolledDie[] }
  /** Second chance: the roll just shown farkled, and the player may take a second chance (phase `secondChance`). */
  | { readonly type: 'secondChanceOffered'; readonly player: number; readonly dice: readonly RolledDie[] }
  /**
   * Second chance taken: the dice at `hold` stayed, the rest were thrown
   * again (`dice`); `roll` is the whole new roll, whose positions are those of the farkled roll.
   */
  | {
      readonly type: 'secondChance';
      readonly player: number;
      readonly hold: readonly number[];
      readonly dice: readonly RolledDie[];
      readonly roll: readonly RolledDie[];
    }
  | { readonly type: 'rolled'; readonly player: number; readonly dice: readonly RolledDie[] }
  | {
      readonly type: 'kept';
      readonly player: number;
      /** The kept dice, in the order the action listed them. */
      readonly dice: readonly RolledDie[];
      readonly points: number;
      /** The best split of the kept dice; each combination's `dice` are indices into this event's `dice`. */
      readonly combinations: readonly Combination[];
      readonly turnTotal: number;
    }
  | { readonly type: 'hotDice'; readonly player: number; readonly turnTotal: number }
  | {
      readonly type: 'farkled';
      readonly player: number;
      /** The turn total lost: 0 when `turn.noRisk` banks it (a `banked` event follows). */
      readonly lost: number;
      readonly sixDice: boolean;
    }
  | {
      readonly type: 'banked';
      readonly player: number;
      /** The points added to the player's score: 0 when the bank overshot the exact target (an `overshot` event follows). */
      readonly points: number;
      readonly score: number;
    }
  | {
      readonly type: 'overshot';
      readonly player: number;
      /** The banked turn total, which would have passed the exact target. */
      readonly points: number;
      /** The seat that received the points (`end.overshoot: 'lowest'`), or `null` when they were lost. */
      readonly to: number | null;
      /** The receiver's score after, or `null`. */
      readonly score: number | null;
    }
  | {
      readonly type: 'penalty';
      readonly player: number;
      readonly points: number;
      readonly score: number;
      /** Which penalty: the farkle streak's (`farklePenalty`) or the farkle on every die's (`allDiceFarkle`). */
      readonly reason: 'streak' | 'allDice';
    }
  | {
      readonly type: 'rollEffect';
      readonly player: number;
      /** What the roll did (`scoring.rollEffects`): won the game, lost the turn, or lost the turn and the banked score. */
      readonly effect: RollEffectKind;
      /** The turn total lost (0 for `win`). */
      readonly lost: number;
      /** The player's banked score after the effect. */
      readonly score: number;
    }
  | { readonly type: 'lifeLost'; readonly player: number; readonly lost: number; readonly lives: number }
  | { readonly type: 'eliminated'; readonly player: number }
  | { readonly type: 'finalRound'; readonly trigger: number; readonly score: number }
  | { readonly type: 'tieBreak'; readonly players: readonly number[] }
  | { readonly type: 'lastStanding'; readonly player: number; readonly rounds: number }
  | { readonly type: 'gameOver'; readonly winners: readonly number[] };

/** Options for {@link createGame}. */
export interface CreateGameOptions {
  /** Rules or a preset name; `classic` by default. */
  readonly rules?: RulesInput | undefined;
  /** Player (or Farkel team) names, in seat order. */
  readonly players: readonly string[];
  /** Seeds the generator; the same seed and actions always give the same game. Random when omitted. */
  readonly seed?: number | string | undefined;
  /** The seat that starts; omitted, the rules' own procedure picks it with the seeded generator. */
  readonly firstPlayer?: number | undefined;
}
