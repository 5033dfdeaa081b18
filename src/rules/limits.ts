/**
 * The bounds `defineRules` and `resolveRules` check on every number of a rule
 * set that sizes work or memory, so that a rule set they accept is one a
 * game, a solver or a simulation can play in bounded time and memory, with
 * every score an exact integer. A value past its bound is refused up front
 * with `invalid-rules` at its path, before anything is built from it. The
 * game server guide's "Limits" table lists them with the rules each bounds.
 *
 * @example
 * ```ts
 * RULE_LIMITS.points; // 1000000
 * defineRules({ scoring: { threePairs: RULE_LIMITS.points } }); // accepted
 * defineRules({ scoring: { threePairs: RULE_LIMITS.points + 1 } }); // throws FarkleError 'invalid-rules' at scoring.threePairs
 * ```
 *
 * @category Rules
 */
export const RULE_LIMITS = Object.freeze({
  /**
   * Every points value of the scoring table (singles, each n of a kind,
   * straights, three pairs, four of a kind and a pair, two triplets, six-dice
   * farkle, full house) is an integer from 0 to this.
   */
  points: 1_000_000,
  /**
   * The spicy multiplier is an integer from 1 to this, so that no roll scores
   * more than `points * spicyMultiplier ** 6` (10^12) and sums of scores stay
   * exact integers (below 2^53) by a wide margin.
   */
  spicyMultiplier: 10,
  /**
   * The target, the bank entry and minimum, penalty points, the score floor
   * (either sign) and the last-standing points per round are at most this.
   */
  score: 10_000_000,
  /**
   * The last player standing's allowance with no points
   * (`end.target / end.lastStanding.pointsPerRound`, rounded up) is at most this many rounds.
   */
  rounds: 1_000,
  /** Players (min and max), lives (start and each cost), lives per bought die and the farkle streak of a penalty are at most this. */
  count: 1_000,
  /** At most this many straights, each set of faces once: every set of two to six distinct faces (15 + 20 + 15 + 6 + 1). */
  straights: 57,
  /** At most this many roll effects, each pattern once: one per multiset of one to six faces. */
  rollEffects: 923,
  /** The name is at most this many characters, counted as Unicode code points (an emoji is one), as JSON Schema's `maxLength` counts them. */
  name: 200,
} as const);
