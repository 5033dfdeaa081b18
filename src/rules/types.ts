import type { Face } from '../dice.js';

/**
 * Points per face, for singles or for one size of n-of-a-kind: integers 0 to 1,000,000 (`RULE_LIMITS.points`); 0 means that face does not score.
 *
 * @example
 * ```ts
 * const singles: FaceValues = { 1: 100, 2: 0, 3: 0, 4: 0, 5: 50, 6: 0 };
 * presets.classic.scoring.singles; // the same table
 * ```
 *
 * @category Rules
 */
export type FaceValues = Readonly<Record<Face, number>>;

/**
 * A run of distinct faces that scores when rolled together, such as 1-2-3-4-5-6 or 1-2-3-4-5.
 *
 * @example
 * ```ts
 * const short: Straight = { faces: [1, 2, 3, 4, 5], points: 500 };
 * const rules = defineRules({ scoring: { straights: [...presets.classic.scoring.straights, short] } });
 * rules.scoring.straights.length; // 2
 * ```
 *
 * @category Rules
 */
export interface Straight {
  /** The faces of the run, each once, ascending. */
  readonly faces: readonly Face[];
  /** What the run scores: an integer 1 to 1,000,000 (`RULE_LIMITS.points`). */
  readonly points: number;
}

/**
 * The scoring table, as data. A combination scores only if all its dice come
 * from the same roll; the points of a keep are the best split of its dice into
 * these combinations.
 *
 * @example
 * ```ts
 * presets.classic.scoring.singles; // { 1: 100, 2: 0, 3: 0, 4: 0, 5: 50, 6: 0 }
 * presets.classic.scoring.straights; // [{ faces: [1, 2, 3, 4, 5, 6], points: 1500 }]
 * ```
 *
 * @category Rules
 */
export interface ScoringRules {
  /** A single die. Classic: 1 = 100, 5 = 50, others 0 (do not score alone). */
  readonly singles: FaceValues;
  /** Three of a kind per face, or `null` when the table has none. */
  readonly threeOfAKind: FaceValues | null;
  /** Four of a kind per face, or `null`: four dice then split into smaller combinations. */
  readonly fourOfAKind: FaceValues | null;
  /** Five of a kind per face, or `null`. */
  readonly fiveOfAKind: FaceValues | null;
  /** Six of a kind per face, or `null`. */
  readonly sixOfAKind: FaceValues | null;
  /**
   * Straights: the full 1-6, and partial ones such as 1-5 and 2-6 as house
   * rules. Each set of faces at most once, so at most 57 straights
   * (`RULE_LIMITS.straights`); no array holes.
   */
  readonly straights: readonly Straight[];
  /** Three pairs of three different faces, or `null`. Like every points value of the table, an integer 0 to 1,000,000 (`RULE_LIMITS.points`). */
  readonly threePairs: number | null;
  /** Whether four of a kind may count as two of the three pairs (so 2-2-2-2-3-3 and six of a kind are three pairs). */
  readonly fourOfAKindCountsAsTwoPairs: boolean;
  /** Four of a kind plus a pair of another face, or `null`. */
  readonly fourOfAKindAndPair: number | null;
  /** Two three-of-a-kinds of different faces, or `null`. */
  readonly twoTriplets: number | null;
  /** House rule: a roll of six dice in which nothing scores instead scores this (all six dice), or `null`. */
  readonly sixDiceFarkle: number | null;
  /** Each spicy die inside a combination multiplies its points by this (2: two spicy dice = x4): an integer 1 to 10 (`RULE_LIMITS.spicyMultiplier`). */
  readonly spicyMultiplier: number;
  /**
   * House rule: three of a kind and a pair of another face, all five dice
   * from one roll, or `null`. Optional in overrides: `null` when left out.
   */
  readonly fullHouse: FullHouseRule | null;
  /**
   * House rule: whole rolls that have an effect instead of points (six 1s
   * explode, six 6s win the game). Checked before scoring: a roll whose dice
   * are exactly one of these patterns scores nothing, has no keeps and is no
   * farkle. At most 923 (`RULE_LIMITS.rollEffects`), each pattern once.
   * Optional in overrides: none when left out.
   */
  readonly rollEffects: readonly RollEffect[];
}

/**
 * A full house: three of a kind and a pair of another face.
 *
 * @example
 * ```ts
 * const rules = defineRules({ scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } });
 * rules.scoring.fullHouse; // { points: 250, plusThreeOfAKind: true }
 * ```
 *
 * @category Rules
 */
export interface FullHouseRule {
  /** Points of the full house, 1 to 1,000,000 (`RULE_LIMITS.points`); with `plusThreeOfAKind`, a bonus on top of the triple's own points. */
  readonly points: number;
  /** Whether the three of a kind also scores its own points (three 4s + a pair = 400 + `points`). */
  readonly plusThreeOfAKind: boolean;
}

/**
 * What a roll that ends things does.
 *
 * @example
 * ```ts
 * const kind: RollEffectKind = 'loseTurn'; // the dice explode: the turn's total is lost
 * ```
 *
 * @category Rules
 */
export type RollEffectKind =
  /** The player wins the game at once, alone, even during the final round. */
  | 'win'
  /** The turn ends and its total is lost (the dice "explode"); it is not a farkle (no streak, lives or penalty). */
  | 'loseTurn'
  /**
   * The turn ends, its total is lost, and the player's banked score drops to
   * zero (a score already below zero stays; a floor above zero holds).
   */
  | 'loseScore';

/**
 * A whole roll with an effect instead of points: the roll's dice are exactly `faces`, in any order.
 *
 * @example
 * ```ts
 * const sixOnes: RollEffect = { faces: [1, 1, 1, 1, 1, 1], effect: 'win' };
 * defineRules({ scoring: { rollEffects: [sixOnes] } }).scoring.rollEffects.length; // 1
 * ```
 *
 * @category Rules
 */
export interface RollEffect {
  /** The faces of the whole roll (one die to `Rules.dice` dice; stored ascending). */
  readonly faces: readonly Face[];
  /** What such a roll does instead of scoring. */
  readonly effect: RollEffectKind;
}

/**
 * How the first player is chosen when `createGame` is not told.
 *
 * @example
 * ```ts
 * presets.classic.firstPlayer; // 'highestDie'
 * presets.farkel.firstPlayer; // 'firstSix'
 * ```
 *
 * @category Rules
 */
export type FirstPlayerRule =
  /** Everyone rolls one die; the highest starts; tied players roll again. */
  | 'highestDie'
  /** Seats roll one die each in seat order, round after round; the first to throw a 6 starts. */
  | 'firstSix';

/**
 * Minimum turn totals for banking. A minimum above the most any turn can
 * score (where turns cannot grow through hot dice) is refused with
 * `invalid-rules`: nobody could ever bank.
 *
 * @example
 * ```ts
 * presets.classic.bank; // { entry: 500, minimum: 0 }
 * const rules = defineRules({ bank: { minimum: 300 } });
 * rules.bank; // { entry: 500, minimum: 300 }
 * ```
 *
 * @category Rules
 */
export interface BankRules {
  /** The turn total needed for a player's first bank (getting on the board): 0 to 10,000,000 (`RULE_LIMITS.score`). */
  readonly entry: number;
  /** The turn total needed for every bank after the first: 0 to 10,000,000 (`RULE_LIMITS.score`). */
  readonly minimum: number;
}

/**
 * Points a penalty takes from the banked score, or `'all'`: the whole banked score (a score above zero drops to zero).
 *
 * @example
 * ```ts
 * const all: PenaltyPoints = 'all'; // lose the whole banked score
 * const some: PenaltyPoints = 1_000;
 * defineRules({ farklePenalty: { points: all } }, 'zilch').farklePenalty?.points; // 'all'
 * ```
 *
 * @category Rules
 */
export type PenaltyPoints = number | 'all';

/**
 * A points penalty for farkling several turns in a row. A bank resets the streak, and so does the penalty.
 *
 * @example
 * ```ts
 * presets.zilch.farklePenalty; // { farkles: 3, points: 500, resetAfterPenalty: true }
 * ```
 *
 * @category Rules
 */
export interface FarklePenaltyRules {
  /** The length of the farkle streak that triggers the penalty (3: the third farkle in a row): 1 to 1,000 (`RULE_LIMITS.count`). */
  readonly farkles: number;
  /** Points subtracted from the banked score (0 to 10,000,000, `RULE_LIMITS.score`), or `'all'` to lose the whole banked score (the severe rule). */
  readonly points: PenaltyPoints;
  /**
   * Whether the penalty starts the streak again (the default: the next
   * penalty needs another full streak); `false` penalizes every further
   * farkle of the same streak too. Optional in overrides: `true` when left out.
   */
  readonly resetAfterPenalty: boolean;
}

/**
 * A penalty for farkling on a roll of every die of the set (six dice; five in
 * a five-dice game): "crash" or "train wreck". With a streak penalty on the
 * same farkle, this one comes first.
 *
 * @example
 * ```ts
 * const rules = defineRules({ allDiceFarkle: { onHotDice: false, points: 500 } });
 * rules.allDiceFarkle?.points; // 500
 * ```
 *
 * @category Rules
 */
export interface AllDiceFarkleRules {
  /** Points subtracted from the banked score ("crash"; 0 to 10,000,000, `RULE_LIMITS.score`), or `'all'` to lose the whole banked score ("train wreck"). */
  readonly points: PenaltyPoints;
  /** Whether a roll of every die after hot dice counts too, not only a turn's first roll. */
  readonly onHotDice: boolean;
}

/**
 * Turn rules beyond banking minimums. Each is off by default; optional in
 * overrides, each key read as `false` when left out.
 *
 * @example
 * ```ts
 * presets.classic.turn.carryOn; // false
 * defineRules({ turn: { carryOn: true } }).turn.carryOn; // true
 * ```
 *
 * @category Rules
 */
export interface TurnRules {
  /**
   * No risk: a farkle ends the turn but its turn total is still banked, when
   * the player could have banked it before the roll (above zero, at the bank
   * minimum, above the last bank under `mustBeatLastBank`). It is a bank (it
   * can end the game, and the next player must beat it) and still a farkle:
   * the streak goes on, and lives and penalties follow the bank.
   */
  readonly noRisk: boolean;
  /**
   * Carry on: after a farkle that loses a turn total above 0 (not one no risk
   * banked), the next player may, instead of a fresh turn, roll the dice that
   * farkled and take over that total if they score, then play on as usual. A
   * carried-on roll that farkles ends that turn with nothing, and the same
   * total may be carried on again by the player after.
   */
  readonly carryOn: boolean;
  /**
   * A player may bank only a turn total greater than the one the previous
   * turn banked (nothing to beat after a farkle); as with the bank minimum, a
   * player with no dice left to roll may bank anyway.
   */
  readonly mustBeatLastBank: boolean;
  /**
   * No choice of keep: the only legal keep is every scoring die of the roll,
   * its largest legal keep (most dice; among those, most points; any keep
   * tied on both is legal).
   */
  readonly keepEveryScoringDie: boolean;
  /** After hot dice, banking is not allowed: the player must roll again. */
  readonly rollAfterHotDice: boolean;
  /**
   * After keeping three or more of a kind (a combination holding three or
   * more dice of one face, three pairs made with four of a kind included),
   * the player must roll again before banking.
   */
  readonly rollAfterSet: boolean;
  /**
   * Clear combo: after keeping three or more of a kind (as for
   * `rollAfterSet`; two triplets: both faces), dice showing that face in the
   * next roll, a hot-dice roll included, must be rolled again before the roll
   * counts, and again while a die thrown again shows it (only those dice are
   * checked again). The wild die shows no face and is never cleared. Only
   * then is the roll checked for effects and farkle, and kept from.
   */
  readonly clearCombo: boolean;
  /**
   * Second chance: on a farkle of three or more dice, before it takes effect,
   * the player may hold two or more of them and roll the rest once more. If
   * the new roll scores, the turn goes on with it; otherwise the farkle
   * stands, as a farkle of the dice first thrown. A second-chance roll gets
   * no second chance of its own.
   */
  readonly secondChance: boolean;
}

/**
 * Lives (Farkel): farkles cost lives, a player at zero is eliminated.
 *
 * @example
 * ```ts
 * presets.farkel.lives; // { start: 12, farkle: 1, sixDiceFarkle: 2, sixDiceFarkleOnHotDice: true }
 * ```
 *
 * @category Rules
 */
export interface LivesRules {
  /** Lives each player starts with: 1 to 1,000 (`RULE_LIMITS.count`). */
  readonly start: number;
  /** Lives lost by a farkle: 0 to 1,000 (`RULE_LIMITS.count`). */
  readonly farkle: number;
  /** Lives lost by a farkle on a roll of every die of the set, six dice in the usual game ("Fanny Farkel"): 0 to 1,000. */
  readonly sixDiceFarkle: number;
  /** Whether the six-dice cost also applies to six-dice rolls after hot dice, not only to a turn's first roll. */
  readonly sixDiceFarkleOnHotDice: boolean;
}

/**
 * Buying dice (Farkel): start a turn by buying the dice the previous player left unused, for lives.
 *
 * @example
 * ```ts
 * presets.farkel.buyDice; // { livesPerDie: 1 }
 * presets.classic.buyDice; // null
 * ```
 *
 * @category Rules
 */
export interface BuyDiceRules {
  /** Lives paid per bought die (0 to 1,000, `RULE_LIMITS.count`); the buyer must keep at least one life. */
  readonly livesPerDie: number;
}

/**
 * How the end of the game is decided.
 *
 * @example
 * ```ts
 * presets.classic.end.target; // 10000
 * presets.classic.end.trigger; // 'exceed'
 * defineRules({ end: { target: 5_000, finalRound: false } }).end.finalRound; // false
 * ```
 *
 * @category Rules
 */
export interface EndRules {
  /** The score that ends the game (or starts the final round): an integer 1 to 10,000,000 (`RULE_LIMITS.score`). */
  readonly target: number;
  /**
   * `'reach'`: a banked score at or above the target; `'exceed'`: strictly
   * above it; `'exact'` ("welfare"): exactly the target, and a bank that
   * would pass it is not added to the player (see `overshoot`; it still
   * counts as a bank). With a final round, hitting the target exactly starts
   * it, and the players who then also hit it exactly tie with the trigger.
   * An exact target no score can hit is refused (`invalid-rules` at
   * `end.target`): off the grid every score is on (a multiple of 50 in
   * classic; penalties and the floor move scores by their own points), or
   * below the bank minimum.
   */
  readonly trigger: 'reach' | 'exceed' | 'exact';
  /**
   * With the `'exact'` trigger, where the points of a bank that would pass
   * the target go: `'lost'`, or `'lowest'`, to the lowest-scoring other
   * player (the first in seat order after the banker on a tie), unless they
   * would take that player past the target too; points that land that
   * player exactly on the target hit it for them (a final round this starts
   * goes on in turn order: every player but the receiver plays once more,
   * the banker last). Optional in overrides: `'lost'` when left out.
   */
  readonly overshoot: 'lost' | 'lowest';
  /** Whether every other player gets one last turn after the target is hit; otherwise the first to hit it wins at once. */
  readonly finalRound: boolean;
  /**
   * With a final round: whether a player who banks above everyone else during
   * it starts it again, so that every other player, the earlier trigger
   * included, gets one more turn. `false` in every preset (RULES.md: each
   * other player plays exactly one turn, even if the leader is passed).
   * Optional in overrides: `false` when left out.
   */
  readonly finalRoundRestarts: boolean;
  /**
   * After the final round: tied leaders share the win, or keep taking a turn
   * each until one leads. With an exact target and a final round it must be
   * `'share'`: leaders tied on the target could never bank again.
   */
  readonly ties: 'share' | 'playOff';
  /**
   * With lives: the last player standing gets one round for every `pointsPerRound`
   * points, or part thereof, it is short of the target; `null` means it wins at once.
   */
  readonly lastStanding: {
    /**
     * The points short of the target that earn the last player standing one
     * round: 1 to 10,000,000, and at least `end.target / 1,000`, so that a
     * player with no points gets at most 1,000 rounds (`RULE_LIMITS.rounds`).
     */
    readonly pointsPerRound: number;
  } | null;
}

/**
 * A complete rule set: the scoring table and every turn and game rule. Presets
 * are frozen values of this type; {@link defineRules} makes new ones.
 *
 * @example
 * ```ts
 * const rules: Rules = presets.classic;
 * rules.bank; // { entry: 500, minimum: 0 }: 500 to get on the board
 * rules.end.target; // 10000
 * rules.scoring.singles[1]; // 100
 *
 * const quick = defineRules({ name: 'Quick', end: { target: 5000 }, bank: { entry: 0 } });
 * quick.end.target; // 5000; everything else as in classic
 * createGame({ players: ['Ann', 'Bob'], rules: quick });
 * ```
 *
 * @category Rules
 */
export interface Rules {
  /** A name for display: 1 to 200 characters (`RULE_LIMITS.name`). */
  readonly name: string;
  /**
   * Dice in the set, 1 to 6: every turn starts with this many and hot dice
   * comes when all of them are set aside (5: the five-dice game). Optional in
   * overrides: 6 when left out.
   */
  readonly dice: number;
  /** The scoring table: what each combination is worth. Some roll of `dice` dice must score points, or no game could end. */
  readonly scoring: ScoringRules;
  /** Allowed number of players (a Farkel team is one player). */
  readonly players: {
    /** The fewest players: 1 to 1,000 (`RULE_LIMITS.count`). */
    readonly min: number;
    /** The most players (at least `min`, at most 1,000), or `null` for no limit. */
    readonly max: number | null;
  };
  /** How the first player is chosen when `createGame` is not told. */
  readonly firstPlayer: FirstPlayerRule;
  /** The turn totals needed to bank. */
  readonly bank: BankRules;
  /** A penalty for farkling several turns in a row, or `null`. */
  readonly farklePenalty: FarklePenaltyRules | null;
  /** A penalty for a farkle on every die ("crash", "train wreck"), or `null`. Optional in overrides: `null` when left out. */
  readonly allDiceFarkle: AllDiceFarkleRules | null;
  /** The lowest a banked score can go (-10,000,000 to 10,000,000, `RULE_LIMITS.score`), or `null` for no floor (scores may go below zero). */
  readonly scoreFloor: number | null;
  /** Lives (Farkel), or `null` for none. */
  readonly lives: LivesRules | null;
  /** Buying the dice the previous player left (Farkel, with lives), or `null`. */
  readonly buyDice: BuyDiceRules | null;
  /**
   * High stakes: when the previous player banked leaving dice not set aside, a
   * player may start by rolling those dice, adding the previous turn total if the roll scores.
   */
  readonly highStakes: boolean;
  /** Spicy dice: die number d (1..6) shows a red face on value d; the game tracks each die through the turn. */
  readonly spicyDice: boolean;
  /**
   * A wild die: die 1 (id 0) shows a wild face where it would show `face`.
   * The wild die counts as any face in a combination; when the dice kept with
   * it hold a pair or more of a face, it must complete such a set. Read
   * exactly: in each keep it stands for one face and the keep scores as plain
   * dice showing that face, the best such choice; with a pair or more of some
   * face among the other kept dice that face must be one of those (so two
   * pairs and the wild die are never three pairs), otherwise any face (alone,
   * a single 1 in the classic table; or the missing face of a straight). A
   * roll holding it matches no roll effect. Not with spicy dice. Optional in
   * overrides: `null` when left out.
   */
  readonly wildDie: {
    /** The value die 1 shows the wild face in place of. */
    readonly face: Face;
  } | null;
  /** Turn rules beyond the bank minimums; optional in overrides. */
  readonly turn: TurnRules;
  /** How the game ends: target, final round, ties. */
  readonly end: EndRules;
}

/**
 * The built-in presets: one per source rule text, and `zilch`.
 *
 * @example
 * ```ts
 * PRESET_NAMES; // ['classic', 'absolute', 'farkel', 'spicy', 'yarkle', 'zilch']
 * PRESET_NAMES.map((name) => presets[name].end.target);
 * ```
 *
 * @category Rules
 */
export const PRESET_NAMES = Object.freeze(['classic', 'absolute', 'farkel', 'spicy', 'yarkle', 'zilch'] as const);

/**
 * The name of a built-in preset.
 *
 * @category Rules
 */
export type PresetName = (typeof PRESET_NAMES)[number];

/**
 * Rules, or the name of a preset; the default is `classic`. The scoring
 * functions (`scoreRoll`, `isFarkle`, `scoreKeep`, `legalKeeps`,
 * `findCombinations`, `farkleChance`) and the roll odds (`rollOdds`,
 * `oddsTable`) take a preset name or a rule set the library made (a preset,
 * or one from `defineRules`, `resolveRules` or a game state): a plain object,
 * such as rules read from JSON, is refused with `invalid-rules` until it goes
 * through `resolveRules` once, so that an app that only scores rolls carries
 * no rule validator. Every other function also validates a plain rule object.
 *
 * @example
 * ```ts
 * scoreRoll([1, 1, 1], 'classic').points; // 300
 * scoreRoll([1, 1, 1], presets.classic).points; // 300, the same rules
 * scoreRoll([1, 1, 1]).points; // 300: classic by default
 * createGame({ players: ['Ann', 'Bob'], rules: defineRules({ end: { target: 5000 } }) });
 * ```
 *
 * @category Rules
 */
export type RulesInput = Rules | PresetName;

/**
 * A deep partial of `T`, used for rule overrides. Arrays are replaced whole.
 *
 * @category Rules
 */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { readonly [K in keyof T]?: DeepPartial<T[K]> | undefined }
    : T;

/**
 * Overrides for {@link defineRules}: any part of a {@link Rules} value.
 *
 * @example
 * ```ts
 * const overrides: RulesOverrides = { bank: { entry: 0 }, end: { target: 5_000 } };
 * defineRules(overrides).end.target; // 5000
 * ```
 *
 * @category Rules
 */
export type RulesOverrides = DeepPartial<Rules>;
