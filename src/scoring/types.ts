import type { Face } from '../dice.js';
import type { RollEffectKind } from '../rules/types.js';

/** The kinds of scoring combination a table can hold. */
export const COMBINATION_KINDS = [
  'single',
  'threeOfAKind',
  'fourOfAKind',
  'fiveOfAKind',
  'sixOfAKind',
  'straight',
  'threePairs',
  'fourOfAKindAndPair',
  'twoTriplets',
  'sixDiceFarkle',
  'fullHouse',
] as const;

/** A kind of scoring combination. */
export type CombinationKind = (typeof COMBINATION_KINDS)[number];

/** One scoring combination found in a roll or keep. */
export interface Combination {
  readonly kind: CombinationKind;
  /** Indices of its dice in the input, aligned with `faces`. */
  readonly dice: readonly number[];
  /**
   * Its faces, ascending: the faces its dice count as. The wild die's entry
   * is the face it stands for in this combination (`wild` says it is there).
   */
  readonly faces: readonly Face[];
  /** How many of its dice are spicy; each multiplies `points` by the table's `spicyMultiplier`. */
  readonly spicy: number;
  /** Whether the wild die (see `Rules.wildDie`) is one of its dice, standing for one of `faces`. */
  readonly wild: boolean;
  readonly points: number;
}

/** A legal keep of a roll: dice that all score, with the best split of them into combinations. */
export interface Keep {
  /** Indices of the kept dice in the roll, ascending. */
  readonly dice: readonly number[];
  /** The faces of the kept dice, aligned with `dice`; for the wild die, the face it stands for in this keep. */
  readonly faces: readonly Face[];
  /** The points of the best split of the kept dice; the sum of `combinations`. */
  readonly points: number;
  readonly combinations: readonly Combination[];
  /** How many dice of the roll stay unkept (0: every die scores, hot dice). */
  readonly remaining: number;
}

/**
 * The best keep of a roll, and what the roll means for the turn. A roll with
 * an effect (`scoring.rollEffects`) keeps no dice and scores nothing, and is
 * neither a farkle nor hot dice: its `effect` says what happens instead.
 */
export interface RollScore extends Keep {
  /** No die scores (and the roll has no effect): the turn ends and its total is lost. */
  readonly farkle: boolean;
  /** The best keep uses every die of the roll. */
  readonly hotDice: boolean;
  /** The effect of a whole roll that is one of `scoring.rollEffects`, else `null`. */
  readonly effect: RollEffectKind | null;
}
