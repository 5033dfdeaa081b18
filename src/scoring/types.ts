import type { Face } from '../dice.js';
import type { RollEffectKind } from '../rules/types.js';

/**
 * The kinds of scoring combination a table can hold.
 *
 * @example
 * ```ts
 * COMBINATION_KINDS.includes('straight'); // true
 * scoreRoll([1, 2, 3, 4, 5, 6]).combinations[0].kind; // 'straight'
 * ```
 *
 * @category Scoring
 */
export const COMBINATION_KINDS = Object.freeze([
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
] as const);

/**
 * A kind of scoring combination.
 *
 * @category Scoring
 */
export type CombinationKind = (typeof COMBINATION_KINDS)[number];

/**
 * One scoring combination found in a roll or keep.
 *
 * @example
 * ```ts
 * scoreRoll([1, 1, 1, 5, 2, 3]).combinations[0];
 * // { kind: 'threeOfAKind', dice: [0, 1, 2], faces: [1, 1, 1], spicy: 0, wild: false, points: 300 }
 * ```
 *
 * @category Scoring
 */
export interface Combination {
  /** What the combination is: a single 1 or 5, three of a kind, a straight, and so on. */
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
  /** What it scores under the rules used, spicy multiplier included. */
  readonly points: number;
}

/**
 * A legal keep of a roll: dice that all score, with the best split of them into combinations.
 *
 * @example
 * ```ts
 * const keeps = legalKeeps([1, 5, 2, 2, 2, 3]);
 * keeps[0]; // the most points: { dice: [0, 1, 2, 3, 4], faces: [1, 5, 2, 2, 2], points: 350, remaining: 1, combinations: [...] }
 * keeps.map((keep) => keep.points); // [350, 300, 250, 200, 150, 100, 50]
 * ```
 *
 * @category Scoring
 */
export interface Keep {
  /** Indices of the kept dice in the roll, ascending. */
  readonly dice: readonly number[];
  /** The faces of the kept dice, aligned with `dice`; for the wild die, the face it stands for in this keep. */
  readonly faces: readonly Face[];
  /** The points of the best split of the kept dice; the sum of `combinations`. */
  readonly points: number;
  /** The combinations the kept dice split into, for the most points; their `dice` index the roll. */
  readonly combinations: readonly Combination[];
  /** How many dice of the roll stay unkept (0: every die scores, hot dice). */
  readonly remaining: number;
}

/**
 * The best keep of a roll, and what the roll means for the turn. A roll with
 * an effect (`scoring.rollEffects`) keeps no dice and scores nothing, and is
 * neither a farkle nor hot dice: its `effect` says what happens instead.
 *
 * @example
 * ```ts
 * const score = scoreRoll([1, 1, 1, 5, 2, 3]);
 * score.dice; // [0, 1, 2, 3]: the three 1s and the 5
 * score.points; // 350
 * score.remaining; // 2
 * score.farkle; // false
 * scoreRoll([2, 3, 4, 6, 2, 3]).farkle; // true
 * ```
 *
 * @category Scoring
 */
export interface RollScore extends Keep {
  /** No die scores (and the roll has no effect): the turn ends and its total is lost. */
  readonly farkle: boolean;
  /** The best keep uses every die of the roll. */
  readonly hotDice: boolean;
  /** The effect of a whole roll that is one of `scoring.rollEffects`, else `null`. */
  readonly effect: RollEffectKind | null;
}
