import { LENGTH_OFFSET, type DiceLimits, type ReadDice } from '../dice.js';
import { orderingOf, placeOf, plainNumber, plainSet, setOf } from './ordered.js';
import { Pool } from './pool.js';
import { setRolls, type SetRolls } from './set-rolls.js';
import { WILD_OFFSET } from './wild-keys.js';
import { rulesOf } from '../rules/resolve.js';
import type { RollEffectKind, Rules, RulesInput, ScoringRules } from '../rules/types.js';
import { effectOfCounts } from './effects.js';
import { deepFreeze } from '../freeze.js';
import { Splitter, fits, setKey, type DiceSet } from './split.js';
import { buildTemplate, keepsFor, scoreFor, type RollTemplate } from './template.js';
import type { Keep, RollScore } from './types.js';

/**
 * Everything scoring needs for one scoring table, made as it is first asked
 * for: preparing a table costs nothing up front. Per multiset of dice it
 * holds the multiset's {@link SetRolls} (its template, and the results of
 * each ordered roll as they are first asked for), shared with every table
 * that scores the multiset alike; scoring a plain roll is then a look-up by
 * its place (see `placeOf`).
 */
export class ScoringTable {
  readonly splitter: Splitter;
  /** The rolls of each plain multiset met, by number (see `plainNumber`). */
  private readonly plainRolls: (SetRolls | undefined)[] = [];
  /** The rolls of each multiset with spicy or wild dice met, by `setKey`. */
  private readonly otherRolls = new Map<number, SetRolls>();
  /** The frozen keeps, combinations and scores of this table's cached results, each made once (see `Pool`). */
  private readonly pool = new Pool();

  constructor(readonly scoring: ScoringRules) {
    this.splitter = new Splitter(scoring);
  }

  /** The legal keeps of a multiset, best first, in canonical positions. */
  templateOf(set: DiceSet): RollTemplate {
    return this.rollsOf(set).template;
  }

  /** The rolls of a multiset: its template, and for a plain one the results of its orderings. */
  rollsOf(set: DiceSet): SetRolls {
    const key = setKey(set);
    if (set.wild === 0 && set.spicy.every((s) => s === 0)) {
      const number = plainNumber(set, key);
      return this.plainRolls[number] ?? this.makePlain(number);
    }
    let rolls = this.otherRolls.get(key);
    if (rolls === undefined) {
      rolls = this.make(set, key);
      this.otherRolls.set(key, rolls);
    }
    return rolls;
  }

  /** The rolls of the plain multiset of a place (see `placeOf`). */
  rollsAt(place: number): SetRolls {
    const number = setOf(place);
    return this.plainRolls[number] ?? this.makePlain(number);
  }

  private makePlain(number: number): SetRolls {
    const set = plainSet(number);
    const rolls = this.make(set, setKey(set));
    this.plainRolls[number] = rolls;
    return rolls;
  }

  private make(set: DiceSet, key: number): SetRolls {
    // A roll with an effect is not scored: no keeps.
    const effect = set.wild > 0 ? null : effectOfCounts(this.scoring, set.counts);
    return setRolls(this.contentOf(set, key, effect), () => buildTemplate(set, effect === null ? this.splitter.keeps(set) : [], effect));
  }

  /**
   * Everything that decides a multiset's template, as a string: the
   * multiset, its effect, and the combinations that fit in it with their
   * points (a keep is split among those alone, tried in the table's order),
   * the spicy multiplier where it holds spicy dice and the six-dice farkle
   * bonus where it holds six dice. Equal for any two tables that score the
   * multiset alike, whatever else differs; no search needed to find it.
   */
  private contentOf(set: DiceSet, key: number, effect: RollEffectKind | null): string {
    const parts: (string | number)[] = [key, effect ?? '-'];
    if (effect !== null) return parts.join(' ');
    if (set.spicy.some((s) => s > 0)) parts.push(`x${this.scoring.spicyMultiplier}`);
    if (set.counts.reduce((a, b) => a + b, set.wild) === 6) parts.push(`f${this.scoring.sixDiceFarkle ?? 0}`);
    // With the wild die any face may join a combination: every combination of the table counts.
    for (const p of this.splitter.patterns) if (set.wild > 0 || fits(p, set)) parts.push(p.code, p.points);
    return parts.join(' ');
  }

  /** `scoreRoll` of a plain roll given by its ordered key (see `rollKey`). */
  scoreOrdered(key: number): RollScore {
    const place = placeOf(key);
    return this.rollsAt(place).score(orderingOf(place), key, this.pool);
  }

  /** `legalKeeps` of a plain roll given by its ordered key. */
  keepsOrdered(key: number): readonly Keep[] {
    const place = placeOf(key);
    return this.rollsAt(place).keeps(orderingOf(place), key, this.pool);
  }

  /** `scoreRoll` of any validated roll (frozen, like the cached ones). */
  score(dice: ReadDice): RollScore {
    return deepFreeze(scoreFor(this.templateOf(diceSet(dice)), dice));
  }

  /** `legalKeeps` of any validated roll (frozen, like the cached ones). */
  keeps(dice: ReadDice): readonly Keep[] {
    return deepFreeze(keepsFor(this.templateOf(diceSet(dice)), dice));
  }
}

/**
 * The score of a keep: its points and their best split.
 *
 * @example
 * ```ts
 * const score: KeepScore = scoreKeep([1, 1, 1, 5]);
 * score.points; // 350: three 1s (300) and a 5 (50)
 * ```
 *
 * @category Scoring
 */
export type KeepScore = Omit<Keep, 'remaining'>;

/** The multiset of a validated roll: the wild die counts as no face. */
export function diceSet({ faces, spicyMask, wildMask }: ReadDice): DiceSet {
  const counts = [0, 0, 0, 0, 0, 0];
  const spicy = [0, 0, 0, 0, 0, 0];
  let wild = 0;
  faces.forEach((face, i) => {
    if ((wildMask >> i) & 1) {
      wild++;
      return;
    }
    counts[face - 1] = (counts[face - 1] as number) + 1;
    if ((spicyMask >> i) & 1) spicy[face - 1] = (spicy[face - 1] as number) + 1;
  });
  return { counts, spicy, wild };
}

/**
 * What the scoring functions need of a rule set: its scoring table, and what
 * its rolls may hold (the dice count and the wild die are rules, not scoring,
 * so rule sets that score alike share a table but not these).
 */
export interface Scorer extends DiceLimits {
  readonly rules: Rules;
  readonly table: ScoringTable;
  /** Ordered keys (see `rollKey`) below this are rolls of at most `dice` dice. */
  readonly keyLimit: number;
  /** Wild keys (`rollKey` less `ORDERED_KEYS`) below this are rolls of at most `dice` dice; 0 without a wild die. */
  readonly wildLimit: number;
}

const tables = new WeakMap<ScoringRules, ScoringTable>();
const scorers = new WeakMap<Rules, Scorer>();
let lastInput: RulesInput | undefined;
let lastScorer: Scorer | undefined;

/**
 * The scorer of a rule set. Its table is built on first use and kept while
 * the rule set's scoring object lives (validation shares one scoring object
 * between rule sets that score alike). The last one used is remembered so
 * that a loop of calls with the same rules skips even the map look-up.
 */
export function scorerFor(input: RulesInput | undefined): Scorer {
  // The common case kept small, so that it inlines into the scoring functions' hot path.
  if (input === lastInput && lastScorer !== undefined) return lastScorer;
  return scorerOf(input);
}

/** The scorer of a rule set other than the last one asked for (see {@link scorerFor}), made on first use. */
function scorerOf(input: RulesInput | undefined): Scorer {
  const rules = rulesOf(input);
  let scorer = scorers.get(rules);
  if (scorer === undefined) {
    const table = tableOfScoring(rules.scoring);
    const keyLimit = LENGTH_OFFSET[rules.dice + 1] as number;
    const wildLimit = rules.wildDie === null ? 0 : (WILD_OFFSET[rules.dice + 1] as number);
    scorer = { rules, table, dice: rules.dice, wildDie: rules.wildDie !== null, spicyDice: rules.spicyDice, keyLimit, wildLimit };
    scorers.set(rules, scorer);
  }
  lastInput = input;
  lastScorer = scorer;
  return scorer;
}

/**
 * The scoring table of a scoring object, built on first use and kept while
 * the object lives: for rule sets being validated (not made yet) as for those
 * of {@link scorerFor}, which share it.
 */
export function tableOfScoring(scoring: ScoringRules): ScoringTable {
  let table = tables.get(scoring);
  if (table === undefined) {
    table = new ScoringTable(scoring);
    tables.set(scoring, table);
  }
  return table;
}

/** The scoring table of a rule set (see {@link scorerFor}). */
export function tableFor(input: RulesInput | undefined): ScoringTable {
  return scorerFor(input).table;
}

