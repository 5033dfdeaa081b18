import type { GeneratorState } from './random/generator.js';
import type { Die, Face } from '../dice.js';
import type { RollEffectKind, Rules, RulesInput } from '../rules/types.js';
import type { Combination } from '../scoring/types.js';

/**
 * One die of a roll in a game: which physical die it is (0 to `rules.dice` - 1), its face,
 * and whether that face is spicy or the wild die's wild face (see `Rules.wildDie`).
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [1, 5, 2, 3, 4, 6] });
 * const die: RolledDie | undefined = game.turn.roll?.[1];
 * die; // { id: 1, face: 5, spicy: false, wild: false }
 * ```
 *
 * @category Game
 */
export interface RolledDie {
  /** Which physical die: 0 to `rules.dice` - 1, the same die all turn. */
  readonly id: number;
  /** The face it shows (for the wild face, the value it replaces; scoring ignores it). */
  readonly face: Face;
  /** Whether the face shown is spicy (Spicy Farkle). */
  readonly spicy: boolean;
  /** Whether it shows the wild die's wild face. */
  readonly wild: boolean;
}

/**
 * A player (or a Farkel team, which plays as one seat).
 *
 * @example
 * ```ts
 * const game = createGame({ players: ['Ann', 'Bob'], seed: 7 });
 * game.players[0]; // { name: 'Ann', score: 0, lives: null, onBoard: false, farkleStreak: 0, eliminated: false }
 * ```
 *
 * @category Game
 */
export interface PlayerState {
  /** The name given to `createGame`, in seat order. */
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
 *
 * @example
 * ```ts
 * const offer: Offer | null = createGame({ players: ['Ann', 'Bob'], rules: defineRules({ turn: { carryOn: true } }) }).turn.offer;
 * offer; // null: no one has banked yet
 * ```
 *
 * @category Game
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
 *
 * @example
 * ```ts
 * const phase: TurnPhase = createGame({ players: ['Ann', 'Bob'], seed: 7 }).turn.phase;
 * phase; // 'start'
 * ```
 *
 * @category Game
 */
export type TurnPhase = 'start' | 'rolled' | 'kept' | 'clearing' | 'secondChance';

/**
 * The turn in progress.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
 * game = applyAction(game, { type: 'keep', dice: [0, 1, 2, 3] });
 * game.turn.phase; // 'kept'
 * game.turn.total; // 350
 * game.turn.rollable; // [4, 5]: the ids of the two dice not kept
 * game.turn.rolls; // 1
 * ```
 *
 * @category Game
 */
export interface TurnState {
  /** The seat whose turn it is. */
  readonly player: number;
  /** Where the turn stands, which decides the actions open (see {@link TurnPhase}). */
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
  /** Rolls this turn that stood with dice to keep; a roll that farkles, or waits on a second chance, is not counted. */
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

/**
 * Turns still owed at the end of the game, in order.
 *
 * @example
 * ```ts
 * const endgame: Endgame | null = createGame({ players: ['Ann', 'Bob'], seed: 7 }).endgame;
 * endgame; // null: no one has reached the target yet
 * ```
 *
 * @category Game
 */
export interface Endgame {
  /** Final round after the target was hit, play-off between tied leaders, or the last player standing's allowance. */
  readonly kind: 'finalRound' | 'tieBreak' | 'lastStanding';
  /** Seats still to play one turn each, in order (the current player already removed). */
  readonly queue: readonly number[];
}

/**
 * A game in progress or finished: a plain, JSON-serializable value.
 * `JSON.parse(JSON.stringify(state))` plays on identically.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [1, 1, 1, 5, 2, 3] });
 * game = applyAction(game, { type: 'keep', dice: [0, 1, 2, 3] });
 * game = applyAction(game, { type: 'roll', dice: [1, 5] });
 * game = applyAction(game, { type: 'keep', dice: [0, 1] }); // hot dice, 500 this turn
 * game = applyAction(game, { type: 'bank' });
 * game.players[0].score; // 500
 * game.turn.player; // 1: Bob's turn
 * game.turnNumber; // 2
 * game.over; // false
 * const saved = JSON.stringify(game); // store it; JSON.parse(saved) plays on the same
 * ```
 *
 * @category Game
 */
export interface GameState {
  /**
   * The format version of this object: 2 for a game created by this
   * release; 1 for a state saved by an earlier one and restored here, which
   * plays on with the generator it began with (see {@link GeneratorState}).
   */
  readonly version: 1 | 2;
  /** The rules the game is played by, fully resolved (a preset's object when a preset was named). */
  readonly rules: Rules;
  /** Every seat, in turn order; a seat's index is its number everywhere else. */
  readonly players: readonly PlayerState[];
  /** The turn in progress (after the game is over, the last one). */
  readonly turn: TurnState;
  /** Turns started so far, the current one included. */
  readonly turnNumber: number;
  /** The turns still owed once the end is in sight (final round, play-off, last player standing), else `null`. */
  readonly endgame: Endgame | null;
  /** The seed the game was created with. */
  readonly seed: number | string;
  /** The state of the seeded generator that rolls when an action brings no dice: four 32-bit words (version 2), or one (version 1). */
  readonly rng: GeneratorState;
  /** Whether the game has ended. */
  readonly over: boolean;
  /** The winning seats once the game is over: one, several on a shared win, or none. */
  readonly winners: readonly number[];
  /** What the transition that made this state did, in order. */
  readonly events: readonly GameEvent[];
}

/**
 * Roll the dice that may be rolled: every die of the set (`rules.dice`) at
 * the start of a turn or after hot dice.
 *
 * The dice a rolling action brings land on the dice it throws in ascending
 * order of their ids, `dice[i]` on the i-th: a fresh roll or a roll after
 * hot dice throws dice 0 to `rules.dice` - 1; a later roll the dice left
 * (`turn.rollable`, ascending); under clear combo, in phase `clearing`, the
 * dice to throw again (`turn.reroll`, ascending). The roll then showing
 * (`turn.roll`) lists its dice in the same order, so `turn.roll[i]` is the
 * die that showed `dice[i]`.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [1, 2, 3, 4, 6, 5] });
 * game = applyAction(game, { type: 'keep', dice: [0, 5] }); // the 1 on die 0 and the 5 on die 5
 * game = applyAction(game, { type: 'roll', dice: [2, 2, 2, 6] }); // dice 1, 2, 3 and 4, in that order
 * game.turn.roll?.map((die) => die.id); // [1, 2, 3, 4]
 * ```
 *
 * @category Game
 */
export interface RollAction {
  /** The kind of action. */
  readonly type: 'roll';
  /** The faces the dice thrown showed, one per die in ascending order of id (see above); omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * Set aside scoring dice of the roll showing.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [1, 5, 2, 3, 4, 6] });
 * const keep: KeepAction = { type: 'keep', dice: [0, 1] }; // die ids: the 1 and the 5
 * game = applyAction(game, keep);
 * game.turn.total; // 150
 * ```
 *
 * @category Game
 */
export interface KeepAction {
  /** The kind of action. */
  readonly type: 'keep';
  /**
   * Indices into `turn.roll`, in any order. Plain dice showing the same face are interchangeable:
   * `legalActions` lists each keep once, by the earliest dice of each face, and `matchKeep` finds
   * the listed keep a pick of other dice of the same faces is.
   */
  readonly dice: readonly number[];
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * End the turn and add the turn total to the score.
 *
 * @example
 * ```ts
 * const bank: BankAction = { type: 'bank', player: 0 }; // `player`, if given, must be the seat to act
 * ```
 *
 * @category Game
 */
export interface BankAction {
  /** The kind of action. */
  readonly type: 'bank';
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * Farkel: buy `count` of the dice the previous player left, for lives, and roll them.
 *
 * @example
 * ```ts
 * const buy: BuyAction = { type: 'buy', count: 1 }; // one more die for `rules.buyDice.livesPerDie` lives (farkel)
 * ```
 *
 * @category Game
 */
export interface BuyAction {
  /** The kind of action. */
  readonly type: 'buy';
  /** How many of the offered dice to buy: the first `count` of `turn.offer.dice` (ascending ids). */
  readonly count: number;
  /** The faces the bought dice showed, one per die in the order of `turn.offer.dice` (ascending ids); omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * High stakes: roll the dice the previous player left, to inherit their turn total.
 *
 * @example
 * ```ts
 * const highStakes: HighStakesAction = { type: 'highStakes', dice: [5, 5, 2] }; // dice omitted: the seed rolls
 * ```
 *
 * @category Game
 */
export interface HighStakesAction {
  /** The kind of action. */
  readonly type: 'highStakes';
  /** The faces the offered dice showed, one per die in the order of `turn.offer.dice` (ascending ids); omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * Carry on (`turn.carryOn`): roll the dice the previous player farkled, to take over their turn total.
 *
 * @example
 * ```ts
 * const carryOn: CarryOnAction = { type: 'carryOn' }; // roll the dice the last player left, for their total
 * ```
 *
 * @category Game
 */
export interface CarryOnAction {
  /** The kind of action. */
  readonly type: 'carryOn';
  /** The faces the offered dice showed, one per die in the order of `turn.offer.dice` (ascending ids); omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * Second chance (`turn.secondChance`), in phase `secondChance`: hold two or
 * more dice of the farkled roll and roll the rest once more.
 *
 * @example
 * ```ts
 * const again: SecondChanceAction = { type: 'secondChance', hold: [0, 1] }; // reroll every die but 0 and 1
 * ```
 *
 * @category Game
 */
export interface SecondChanceAction {
  /** The kind of action. */
  readonly type: 'secondChance';
  /** Indices into `turn.roll` of the dice held: at least two, and at least one die left to roll. */
  readonly hold: readonly number[];
  /** The faces the dice not held showed, one per die in the order of their indices in `turn.roll` (ascending ids); each lands in its die's place in the roll; omitted, the seeded generator rolls. */
  readonly dice?: readonly Die[] | undefined;
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * In phase `secondChance`: take no second chance, and let the farkle stand.
 *
 * @example
 * ```ts
 * const accept: AcceptFarkleAction = { type: 'acceptFarkle' };
 * // With `rules.turn.secondChance`, the player takes the farkle instead of a second chance.
 * ```
 *
 * @category Game
 */
export interface AcceptFarkleAction {
  /** The kind of action. */
  readonly type: 'acceptFarkle';
  /** The seat acting; when given it must be the current one. */
  readonly player?: number | undefined;
}

/**
 * Everything a player can do. `legalActions` lists the ones open now (with
 * every legal keep spelled out); `applyAction` applies one. Actions are plain
 * objects, so a server can take them as JSON from a client.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * const roll: Action = { type: 'roll', dice: [1, 1, 1, 5, 2, 3] }; // dice omitted: the seeded generator rolls
 * game = applyAction(game, roll);
 * legalActions(game)[0]; // { type: 'keep', dice: [0, 1, 2, 3] }
 * game = applyAction(game, { type: 'keep', dice: [0, 1, 2, 3], player: 0 });
 * legalActions(game); // [{ type: 'roll' }]: 350 is below the classic 500 needed to get on the board
 * ```
 *
 * @category Game
 */
export type Action =
  | RollAction
  | KeepAction
  | BankAction
  | BuyAction
  | HighStakesAction
  | CarryOnAction
  | SecondChanceAction
  | AcceptFarkleAction;

/**
 * What happened in a transition; `GameState.events` lists those of the last one.
 * Every event names its kind in `type`; `player` is always a seat number.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0 });
 * game = applyAction(game, { type: 'roll', dice: [2, 3, 4, 6, 2, 3] });
 * game.events.map((event) => event.type); // ['rolled', 'farkled', 'turnStarted']
 * for (const event of game.events) {
 *   if (event.type === 'farkled') console.log(`seat ${event.player} lost ${event.lost}`); // seat 0 lost 0
 * }
 * ```
 *
 * @category Game
 */
export type GameEvent =
  | {
      /** Players rolled one die each to pick the first player; one event per round of rolls. */
      readonly type: 'firstPlayerRoll';
      /** Who rolled what, in the order they rolled. */
      readonly rolls: readonly {
        /** The seat that rolled. */
        readonly player: number;
        /** The face it rolled. */
        readonly face: Face;
      }[];
    }
  | {
      /** The first player is known. */
      readonly type: 'firstPlayer';
      /** The seat that starts. */
      readonly player: number;
      /** Whether `createGame`'s `firstPlayer` chose it (rather than the rules' rolls). */
      readonly chosen: boolean;
    }
  | {
      /** A turn began. */
      readonly type: 'turnStarted';
      /** The seat whose turn it is. */
      readonly player: number;
      /** The dice the previous player left on offer, or `null`. */
      readonly offer: Offer | null;
    }
  | {
      /** Farkel: the player bought dice the previous player left, and rolls them. */
      readonly type: 'bought';
      /** The seat that bought. */
      readonly player: number;
      /** The ids of the dice bought. */
      readonly dice: readonly number[];
      /** The lives they cost. */
      readonly lives: number;
    }
  | {
      /** High stakes: the player rolls the dice the previous player left, for that player's turn total. */
      readonly type: 'highStakes';
      /** The seat that plays high stakes. */
      readonly player: number;
      /** The ids of the dice it rolls. */
      readonly dice: readonly number[];
      /** The turn total it takes over if the roll scores. */
      readonly total: number;
    }
  | {
      /** Carry on: the player rolls the dice the previous player farkled, for that turn's total. */
      readonly type: 'carriedOn';
      /** The seat that carries on. */
      readonly player: number;
      /** The ids of the dice it rolls. */
      readonly dice: readonly number[];
      /** The turn total it takes over if the roll scores. */
      readonly total: number;
    }
  | {
      /**
       * Clear combo: these dice of the roll showing show a face of the set just
       * kept (`faces`) and must be rolled again (phase `clearing`).
       */
      readonly type: 'cleared';
      /** The seat rolling. */
      readonly player: number;
      /** The dice to roll again. */
      readonly dice: readonly RolledDie[];
      /** The faces of the set just kept. */
      readonly faces: readonly Face[];
    }
  | {
      /** Clear combo: the cleared dice were thrown again. */
      readonly type: 'rerolled';
      /** The seat rolling. */
      readonly player: number;
      /** The dice thrown again, as they landed. */
      readonly dice: readonly RolledDie[];
      /** The whole roll now showing. */
      readonly roll: readonly RolledDie[];
    }
  | {
      /** Second chance: the roll just shown farkled, and the player may take a second chance (phase `secondChance`). */
      readonly type: 'secondChanceOffered';
      /** The seat that farkled. */
      readonly player: number;
      /** The farkled roll. */
      readonly dice: readonly RolledDie[];
    }
  | {
      /** Second chance taken: some dice stayed and the rest were thrown again. */
      readonly type: 'secondChance';
      /** The seat rolling. */
      readonly player: number;
      /** Indices into the farkled roll of the dice that stayed. */
      readonly hold: readonly number[];
      /** The dice thrown again, as they landed. */
      readonly dice: readonly RolledDie[];
      /** The whole new roll, whose positions are those of the farkled roll. */
      readonly roll: readonly RolledDie[];
    }
  | {
      /** The player rolled. */
      readonly type: 'rolled';
      /** The seat that rolled. */
      readonly player: number;
      /** The dice rolled, as they landed; the roll now showing in `turn.roll`. */
      readonly dice: readonly RolledDie[];
    }
  | {
      /** The player set aside scoring dice. */
      readonly type: 'kept';
      /** The seat that kept. */
      readonly player: number;
      /** The kept dice, in the order the action listed them. */
      readonly dice: readonly RolledDie[];
      /** The points of the keep. */
      readonly points: number;
      /** The best split of the kept dice; each combination's `dice` are indices into this event's `dice`. */
      readonly combinations: readonly Combination[];
      /** The turn total after the keep. */
      readonly turnTotal: number;
    }
  | {
      /** Every die of the round is set aside: the next roll throws them all again. */
      readonly type: 'hotDice';
      /** The seat with hot dice. */
      readonly player: number;
      /** The turn total so far. */
      readonly turnTotal: number;
    }
  | {
      /** The roll scored nothing and the farkle stands: the turn ends. */
      readonly type: 'farkled';
      /** The seat that farkled. */
      readonly player: number;
      /** The turn total lost: 0 when `turn.noRisk` banks it (a `banked` event follows). */
      readonly lost: number;
      /** Whether the farkle counts as one of every die for lives (`lives.sixDiceFarkle`). */
      readonly sixDice: boolean;
    }
  | {
      /** The player banked the turn total. */
      readonly type: 'banked';
      /** The seat that banked. */
      readonly player: number;
      /** The points added to the player's score: 0 when the bank overshot the exact target (an `overshot` event follows). */
      readonly points: number;
      /** The player's score after. */
      readonly score: number;
    }
  | {
      /** The bank would have passed the exact target (`end.trigger: 'exact'`). */
      readonly type: 'overshot';
      /** The seat that banked. */
      readonly player: number;
      /** The banked turn total, which would have passed the exact target. */
      readonly points: number;
      /** The seat that received the points (`end.overshoot: 'lowest'`), or `null` when they were lost. */
      readonly to: number | null;
      /** The receiver's score after, or `null`. */
      readonly score: number | null;
    }
  | {
      /** The player lost points to a penalty. */
      readonly type: 'penalty';
      /** The seat penalized. */
      readonly player: number;
      /** The points taken off (less than the penalty when a score floor stopped it). */
      readonly points: number;
      /** The player's score after. */
      readonly score: number;
      /** Which penalty: the farkle streak's (`farklePenalty`) or the farkle on every die's (`allDiceFarkle`). */
      readonly reason: 'streak' | 'allDice';
    }
  | {
      /** The roll was one of `scoring.rollEffects`: it is not scored, and does what the effect says. */
      readonly type: 'rollEffect';
      /** The seat that rolled. */
      readonly player: number;
      /** What the roll did (`scoring.rollEffects`): won the game, lost the turn, or lost the turn and the banked score. */
      readonly effect: RollEffectKind;
      /** The turn total lost (0 for `win`). */
      readonly lost: number;
      /** The player's banked score after the effect. */
      readonly score: number;
    }
  | {
      /** The player lost lives to a farkle. */
      readonly type: 'lifeLost';
      /** The seat that lost lives. */
      readonly player: number;
      /** How many lives it lost. */
      readonly lost: number;
      /** The lives it has left. */
      readonly lives: number;
    }
  | {
      /** The player has no lives left and is out of the game. */
      readonly type: 'eliminated';
      /** The seat eliminated. */
      readonly player: number;
    }
  | {
      /** A player reached the target: every other active player gets one more turn. */
      readonly type: 'finalRound';
      /** The seat that reached the target. */
      readonly trigger: number;
      /** Its score. */
      readonly score: number;
    }
  | {
      /** The leaders tied and play off (`end.ties: 'playOff'`), one turn each. */
      readonly type: 'tieBreak';
      /** The tied seats, in the order they play. */
      readonly players: readonly number[];
    }
  | {
      /** One player is left standing and plays its allowance of rounds alone (`end.lastStanding`). */
      readonly type: 'lastStanding';
      /** The seat left standing. */
      readonly player: number;
      /** How many turns it gets to reach the target. */
      readonly rounds: number;
    }
  | {
      /** The game is over. */
      readonly type: 'gameOver';
      /** The winning seats: one, several on a shared win, or none. */
      readonly winners: readonly number[];
    };

/**
 * Options for {@link createGame}.
 *
 * @example
 * ```ts
 * const options: CreateGameOptions = { players: ['Ann', 'Bob'], rules: 'zilch', seed: 'table-4', firstPlayer: 1 };
 * createGame(options).turn.player; // 1
 * ```
 *
 * @category Game
 */
export interface CreateGameOptions {
  /** Rules or a preset name; `classic` by default. */
  readonly rules?: RulesInput | undefined;
  /** Player (or Farkel team) names, in seat order. */
  readonly players: readonly string[];
  /** Seeds the generator; the same seed and actions always give the same game. Random when omitted. */
  readonly seed?: number | string | undefined;
  /** The seat that starts; omitted, the rules' own procedure picks it with the seeded generator (or from `firstPlayerDice`). */
  readonly firstPlayer?: number | undefined;
  /**
   * The dice a real table threw to choose who starts, by the rules' `firstPlayer` procedure, in
   * place of the seeded generator: one array of faces per round of throws, in the order the seats
   * threw, as the `firstPlayerRoll` events list them. `highestDie`: the first round has a face per
   * seat in seat order, each later round a face per seat tied on the highest face, until one seat
   * is highest. `firstSix`: each round has a face per seat in seat order, up to and including the
   * first 6, which ends the throw-off. Every round must be whole and none may follow the deciding one
   * (`invalid-options`, at the first face or round too many or missing); a face outside 1 to 6 is
   * `invalid-die`. At most 100 rounds; not with `firstPlayer`.
   *
   * @example
   * ```ts
   * // highestDie: Ann and Cy tie on 6 and throw again; Cy's 4 beats Ann's 2.
   * createGame({ players: ['Ann', 'Bob', 'Cy'], firstPlayerDice: [[6, 3, 6], [2, 4]] }).turn.player; // 2
   * ```
   */
  readonly firstPlayerDice?: readonly (readonly Face[])[] | undefined;
}
