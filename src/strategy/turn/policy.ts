import type { AbortSignalLike } from '../../abort.js';
import type { Die, Face } from '../../dice.js';
import type { Rules } from '../../rules/types.js';
import type { Keep } from '../../scoring/types.js';
import type { FlatRoll } from './flat-roll.js';

/**
 * Options for {@link optimalTurn}.
 *
 * @example
 * ```ts
 * const options: OptimalTurnOptions = { onBoard: false }; // the entry minimum applies
 * optimalTurn('classic', options).shouldRoll(400, 2); // true: 400 cannot bank under the 500 entry
 * ```
 *
 * @category Strategy
 */
export interface OptimalTurnOptions {
  /** Whether the player has banked before: if not, the rules' entry minimum applies. Default `true`. */
  readonly onBoard?: boolean | undefined;
  /**
   * Turn totals above this are banked at once; the default is 20 times the
   * largest points of one roll. At most 100,000 steps of the
   * rules' grid (`TurnPolicy.step` points each: 5,000,000 points in classic),
   * since the solve takes time and memory in proportion: more is refused with
   * `invalid-options` at `cap`.
   */
  readonly cap?: number | undefined;
  /**
   * Stops the solve with `aborted`: checked before solving, at every level
   * of the turn-total grid, and while a model of spicy dice is built. The
   * solve is synchronous, so a signal can only fire during it if its
   * `aborted` turns true by itself (a deadline getter); an `AbortSignal`
   * fired before the call stops it at once, even when the policy is already
   * cached.
   */
  readonly signal?: AbortSignalLike | undefined;
}

/**
 * The dice to roll, as the turn policy takes them: their number, or the ids
 * of the dice (0 to `rules.dice` - 1, as `turn.rollable` lists them). With
 * spicy dice (`rules.spicyDice`) which dice are left decides which red faces
 * can show, so a number stands only for every die (`rules.dice`, after hot
 * dice); without them, ids are counted.
 *
 * @example
 * ```ts
 * const policy = optimalTurn('classic');
 * const all: DiceToRoll = 6;
 * const some: DiceToRoll = [0, 4]; // die ids, when spicy or wild dice matter
 * policy.shouldRoll(300, all); // true
 * ```
 *
 * @category Strategy
 */
export type DiceToRoll = number | readonly number[];

/**
 * A die of a roll that says which die it is, as a game's `turn.roll` lists
 * them (`RolledDie`): its `id` (0 to `rules.dice` - 1) and the face it
 * shows. With spicy dice, die `id` shows its red face on `id + 1`; `spicy`
 * may be left out, and if given must say the same.
 *
 * @example
 * ```ts
 * const roll: NumberedDie[] = [{ id: 0, face: 1 }, { id: 3, face: 5 }];
 * optimalTurn('classic').advise(roll).length; // 3: the 1, the 5, or both
 * ```
 *
 * @category Strategy
 */
export interface NumberedDie {
  /** Which physical die: 0 to `rules.dice` - 1 (a game's `RolledDie.id`). */
  readonly id: number;
  /** The face it shows. */
  readonly face: Face;
  /** Whether it shows its red face (spicy dice: die `id` is red on `id + 1`); checked against the id when given. */
  readonly spicy?: boolean;
  /** Whether it shows the wild die's wild face. */
  readonly wild?: boolean;
}

/**
 * One legal keep of a roll with what it is worth under optimal play.
 *
 * @example
 * ```ts
 * const policy = optimalTurn('classic');
 * const advice: KeepAdvice[] = policy.advise([1, 5, 2, 3, 4, 6]);
 * advice[0]?.then; // 'roll' or 'bank': what to do after the best keep
 * ```
 *
 * @category Strategy
 */
export interface KeepAdvice {
  /** The keep advised on: the dice set aside, with their points. */
  readonly keep: Keep;
  /** The turn total after keeping. */
  readonly turnTotal: number;
  /** Dice to roll next: every die of the set (`rules.dice`) after hot dice; 0 when nothing may be rolled (only unbought dice are left). */
  readonly diceToRoll: number;
  /**
   * The ids of the dice to roll next (every die after hot dice, none when
   * nothing may be rolled), as `turn.rollable` then lists them: where the
   * roll's dice said which they are ({@link NumberedDie}, always with spicy
   * dice); `null` for dice given by their faces alone.
   */
  readonly rollable: readonly number[] | null;
  /** Whether a must-roll rule forbids banking after this keep (`turn.rollAfterHotDice`, `turn.rollAfterSet`). */
  readonly mustRoll: boolean;
  /** Expected points banked this turn if the player banks now, or `null` when banking is not allowed (below the minimum, or `mustRoll`). */
  readonly bankValue: number | null;
  /** Expected points banked this turn if the player rolls on (and plays on optimally). */
  readonly rollValue: number;
  /** The better of the two allowed choices. */
  readonly value: number;
  /** What to do after this keep: the choice `value` comes from. */
  readonly then: 'roll' | 'bank';
}

/**
 * The policy that maximizes the expected points banked in one turn.
 *
 * @example
 * ```ts
 * const policy = optimalTurn('classic');
 * policy.expectedScore; // 542.06...: the points a turn from scratch is worth
 * policy.shouldRoll(300, 2); // false: bank 300 rather than roll two dice
 * policy.shouldRoll(2000, 6); // true: with hot dice, roll on even at 2,000
 * const best = policy.advise([1, 5, 2, 2, 2, 3])[0];
 * best.keep.dice; // [0]: keep only the 1...
 * best.then; // 'roll': ...and roll five dice, worth 370.06... on average
 *
 * optimalTurn('classic', { onBoard: false }).minimum; // 500, the entry
 * ```
 *
 * With spicy dice, ask by the ids of the dice left:
 *
 * ```ts
 * const spicy = optimalTurn('spicy');
 * spicy.shouldRoll(450, [0]); // true: die 1 alone (red on a 1: a single 200) is worth rolling at 450...
 * spicy.shouldRoll(450, [1]); // false: ...die 2 alone is not
 * spicy.shouldRoll(20_000, 6); // true: every die, after hot dice (16,800 is classic's last)
 * ```
 *
 * @category Strategy
 */
export interface TurnPolicy {
  /** The rules the policy was solved for. */
  readonly rules: Rules;
  /** Whether the player has banked before; if not, `minimum` is the rules' entry minimum. */
  readonly onBoard: boolean;
  /** The turn total needed to bank. */
  readonly minimum: number;
  /** Points per step of the solver's grid (the gcd of all combination points). */
  readonly step: number;
  /** Turn totals above this are banked at once. */
  readonly cap: number;
  /** The expected points of a turn from scratch with every die of the set (`rules.dice`). */
  readonly expectedScore: number;
  /**
   * Expected points banked this turn from a decision point (after a keep),
   * playing optimally; `mustRoll` when a must-roll rule forbids banking there
   * (see `TurnState.mustRoll`). `diceToRoll`: see {@link DiceToRoll} (with
   * spicy dice, the ids of the dice left, or `rules.dice` for every die;
   * another number throws `invalid-dice`).
   */
  value(turnTotal: number, diceToRoll: DiceToRoll, mustRoll?: boolean): number;
  /** Expected points banked this turn if the player rolls `diceToRoll` ({@link DiceToRoll}) now and plays on optimally. */
  rollValue(turnTotal: number, diceToRoll: DiceToRoll): number;
  /** Whether rolling on is worth more than banking (always true below the bank minimum, and with `mustRoll`). */
  shouldRoll(turnTotal: number, diceToRoll: DiceToRoll, mustRoll?: boolean): boolean;
  /**
   * Every legal keep of a roll (under `turn.keepEveryScoringDie`, only the
   * largest), valued, best first. `unbought` counts dice not set aside that
   * the player may not roll (on a Farkel turn that bought fewer dice than
   * offered): keeping every rolled die is then no hot dice, and the player
   * can only bank. (Later keeps are valued as on a fresh turn.) With spicy
   * dice, each die must say which die it is ({@link NumberedDie}: pass a
   * game's `turn.roll` as it is), else `invalid-dice`.
   */
  advise(roll: readonly (Die | NumberedDie)[], turnTotal?: number, unbought?: number): KeepAdvice[];
}

/**
 * What the ends of a turn other than a bank are worth, for a solver that
 * values a turn inside a longer game (the long-run objective): a farkle at
 * `farkle` (on top of what `turn.noRisk` banks), a roll effect that loses the
 * turn at `lost`. The grid also tracks the slope of every value along
 * (`dFarkle`, `dLost`): under the optimal policy, the chance of ending that
 * way when the direction is (1, 0) or (0, 1). A single turn is all zeros.
 *
 * @internal
 */
export interface TurnEnds {
  readonly farkle: number;
  readonly lost: number;
  readonly dFarkle: number;
  readonly dLost: number;
}

/** A single turn: nothing but banks is worth anything. @internal */
export const SINGLE_TURN: TurnEnds = { farkle: 0, lost: 0, dFarkle: 0, dLost: 0 };

/**
 * A turn policy as the other solvers read it: by the roll states of its
 * turn model (`turnModelByDie`: a number of dice, or with spicy dice a bit
 * mask of die ids), with no checks.
 *
 * @internal
 */
export interface StatePolicy extends TurnPolicy {
  /** Expected points of rolling roll state `state` at `turnTotal`. */
  rollAt(turnTotal: number, state: number): number;
  /** The better allowed choice at a decision point with roll state `state` next. */
  valueAt(turnTotal: number, state: number, mustRoll: boolean): number;
  /** Whether rolling `state` on beats banking `turnTotal`. */
  shouldRollAt(turnTotal: number, state: number, mustRoll: boolean): boolean;
  /** The slope of the value of a turn from scratch along the ends' direction (0 without one). */
  startSlope(): number;
  /**
   * The outcome classes of rolling `state` at `turnTotal` as the policy
   * weighs them: the model's, or at the high totals where every row that
   * may bank but every die banks, with the options into those rows
   * collapsed into one (row 1): the same outcome under the policy.
   */
  classesAt(turnTotal: number, state: number): FlatRoll;
  /**
   * The keep `advise` puts first on a roll the game has checked (`dice` as
   * scoring reads them, `ids` their ids, required with spicy dice), with no
   * checks and no advice built: `undefined` when the roll has no keep.
   */
  bestKeep(dice: readonly Die[], ids: readonly number[] | null, turnTotal: number, unbought: number): Keep | undefined;
}
