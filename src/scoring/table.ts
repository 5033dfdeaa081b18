import { LENGTH_OFFSET, MAX_DICE, ORDERED_KEYS, facesOfKey, type DiceLimits, type ReadDice } from '../dice.js';
import { rollsOfSize } from './rolls.js';
import { WILD_KEYS, WILD_OFFSET, wildDice } from './wild-keys.js';
import { rulesOf } from '../rules/resolve.js';
import type { RollEffectKind, Rules, RulesInput, ScoringRules } from '../rules/types.js';
import { effectOfCounts } from './effects.js';
import { deepFreeze } from '../freeze.js';
import { Pool } from './pool.js';
import { Splitter, setKey, type CanonKeep, type DiceSet } from './split.js';
import { buildTemplate, keepsFor, scoreFor, type RollTemplate } from './template.js';
import type { Keep, RollScore } from './types.js';

/**
 * Everything scoring needs for one scoring table, computed once: the legal
 * keeps of every multiset of dice, and the frozen `scoreRoll` result of every
 * ordered plain roll as it is first asked for.
 */
export class ScoringTable {
  readonly splitter: Splitter;
  /** The templates of every multiset met (the 923 plain ones first), numbered in order, by `setKey`. */
  private readonly templateList: RollTemplate[] = [];
  private readonly templateNumbers = new Map<number, number>();
  /*
   * Per ordered plain roll, the caches below hold a number into a list (plus
   * one; 0: not known yet) rather than the object itself: typed arrays cost
   * next to nothing to allocate and the garbage collector never scans them,
   * which keeps preparing a rule set fast, and the lists are short.
   */
  /** `scoreRoll` results: only a few thousand distinct (pooled) ones between all ordered rolls. */
  private readonly scoreIds = new Uint16Array(ORDERED_KEYS);
  private readonly scoreList: RollScore[] = [];
  private readonly scoreNumbers = new Map<RollScore, number>();
  /** The template of each ordered roll's multiset. */
  private readonly templateIds = new Uint16Array(ORDERED_KEYS);
  /** `legalKeeps` results, one frozen list per ordered roll asked for (at most 55,986). */
  private readonly keepListIds = new Uint16Array(ORDERED_KEYS);
  private readonly keepListList: (readonly Keep[])[] = [];
  /** Per ordered plain roll: 0 not yet known, 1 farkles, 2 scores. Bytes, so the game's per-roll check stays in cache. */
  private readonly farkleFlags = new Uint8Array(ORDERED_KEYS);
  /** All ordered rolls together hold only a few thousand distinct keeps and combinations: share them. */
  private readonly pool = new Pool();

  constructor(readonly scoring: ScoringRules) {
    this.splitter = new Splitter(scoring);
    // The 923 plain multisets of one to six dice: after this, a plain roll is a look-up plus position mapping.
    for (let n = 1; n <= MAX_DICE; n++) for (const { set } of rollsOfSize(n)) this.templateOf(set);
  }

  /** The legal keeps of a multiset, best first, in canonical positions (cached). */
  templateOf(set: DiceSet): RollTemplate {
    return this.templateList[this.templateNumber(set)] as RollTemplate;
  }

  private templateNumber(set: DiceSet): number {
    const key = setKey(set);
    let number = this.templateNumbers.get(key);
    if (number === undefined) {
      number = this.templateList.length;
      // A roll with an effect is not scored: no keeps.
      const effect = set.wild > 0 ? null : effectOfCounts(this.scoring, set.counts);
      this.templateList.push(buildTemplate(set, effect === null ? this.splitter.keeps(set) : [], effect));
      this.templateNumbers.set(key, number);
    }
    return number;
  }

  /** Whether a roll multiset farkles: no legal keep, and no effect. */
  farkles(set: DiceSet): boolean {
    const template = this.templateOf(set);
    return template.keeps.length === 0 && template.effect === null;
  }

  /** The effect of a whole roll (`scoring.rollEffects`), or `null`: the roll's template remembers it. */
  effect(dice: ReadDice): RollEffectKind | null {
    return dice.wildMask !== 0 || this.scoring.rollEffects.length === 0 ? null : this.templateOf(diceSet(dice)).effect;
  }

  /** The effect of a plain roll given by its ordered key (see `orderedKey`), or `null`. */
  effectOrdered(key: number): RollEffectKind | null {
    return this.templateOfOrdered(key).effect;
  }

  /** `scoreRoll` of a plain roll given by its ordered key (see `orderedKey`). */
  scoreOrdered(key: number): RollScore {
    const known = this.scoreIds[key] ?? 0;
    if (known > 0) return this.scoreList[known - 1] as RollScore;
    const shared = this.pool.score(scoreFor(this.templateOfOrdered(key), plainDice(key)));
    this.scoreIds[key] = numberIn(this.scoreList, this.scoreNumbers, shared) + 1;
    return shared;
  }

  /** Whether a plain roll given by its ordered key scores nothing (and has no effect). */
  farklesOrdered(key: number): boolean {
    let flag = this.farkleFlags[key] ?? 0;
    if (flag === 0) {
      const template = this.templateOfOrdered(key);
      flag = template.keeps.length === 0 && template.effect === null ? 1 : 2;
      this.farkleFlags[key] = flag;
    }
    return flag === 1;
  }

  /** `legalKeeps` of a plain roll given by its ordered key. */
  keepsOrdered(key: number): readonly Keep[] {
    const known = this.keepListIds[key] ?? 0;
    if (known > 0) return this.keepListList[known - 1] as readonly Keep[];
    const keeps = keepsFor(this.templateOfOrdered(key), plainDice(key)).map((keep) => this.pool.keep(keep));
    const shared = Object.freeze(keeps);
    this.keepListList.push(shared);
    this.keepListIds[key] = this.keepListList.length;
    return shared;
  }

  /** The template of a plain roll by its ordered key, remembered per key to skip building the multiset. */
  private templateOfOrdered(key: number): RollTemplate {
    let known = this.templateIds[key] ?? 0;
    if (known === 0) {
      known = this.templateNumber(diceSet(plainDice(key))) + 1;
      this.templateIds[key] = known;
    }
    return this.templateList[known - 1] as RollTemplate;
  }

  /** `scoreRoll` of each roll holding the wild die met so far, by wild key (see `wildOrderedKey`); made on first use. */
  private wildScores: (RollScore | undefined)[] | null = null;
  private wildKeeps: ((readonly Keep[]) | undefined)[] | null = null;

  /** `scoreRoll` of a roll of plain faces and the wild die, by its wild key: cached. */
  scoreWild(key: number): RollScore {
    const cache = (this.wildScores ??= new Array<RollScore | undefined>(WILD_KEYS));
    let known = cache[key];
    if (known === undefined) {
      known = this.score(wildDice(key));
      cache[key] = known;
    }
    return known;
  }

  /** `legalKeeps` of a roll of plain faces and the wild die, by its wild key: cached. */
  keepsWild(key: number): readonly Keep[] {
    const cache = (this.wildKeeps ??= new Array<(readonly Keep[]) | undefined>(WILD_KEYS));
    let known = cache[key];
    if (known === undefined) {
      known = this.keeps(wildDice(key));
      cache[key] = known;
    }
    return known;
  }

  /** `scoreRoll` of any validated roll (frozen, like the cached ones). */
  score(dice: ReadDice): RollScore {
    return deepFreeze(scoreFor(this.templateOf(diceSet(dice)), dice));
  }

  /** `legalKeeps` of any validated roll (frozen, like the cached ones). */
  keeps(dice: ReadDice): readonly Keep[] {
    return deepFreeze(keepsFor(this.templateOf(diceSet(dice)), dice));
  }

  /** Ties canonical keeps of a roll's own multiset to its dice, in the given order. */
  place(dice: ReadDice, keeps: readonly CanonKeep[]): Keep[] {
    return keepsFor(buildTemplate(diceSet(dice), keeps), dice);
  }
}

/** A plain roll from its ordered key, as scoring reads it. */
function plainDice(key: number): ReadDice {
  return { faces: facesOfKey(key), spicyMask: 0, wildMask: 0 };
}

/** The number of `value` in `list`, added at the end when new. */
function numberIn<T>(list: T[], numbers: Map<T, number>, value: T): number {
  let number = numbers.get(value);
  if (number === undefined) {
    number = list.length;
    list.push(value);
    numbers.set(value, number);
  }
  return number;
}

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
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    if ((spicyMask >> i) & 1) spicy[face - 1] = (spicy[face - 1] ?? 0) + 1;
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
  /** Ordered keys (see `orderedKey`) below this are rolls of at most `dice` dice. */
  readonly keyLimit: number;
  /** Wild keys (see `wildOrderedKey`) below this are rolls of at most `dice` dice; 0 without a wild die. */
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
  if (input === lastInput && lastScorer !== undefined) return lastScorer;
  const rules = rulesOf(input);
  let scorer = scorers.get(rules);
  if (scorer === undefined) {
    let table = tables.get(rules.scoring);
    if (table === undefined) {
      table = new ScoringTable(rules.scoring);
      tables.set(rules.scoring, table);
    }
    const keyLimit = rules.dice >= MAX_DICE ? ORDERED_KEYS : (LENGTH_OFFSET[rules.dice + 1] ?? 0);
    const wildLimit = rules.wildDie === null ? 0 : rules.dice >= MAX_DICE ? WILD_KEYS : (WILD_OFFSET[rules.dice + 1] ?? 0);
    scorer = { rules, table, dice: rules.dice, wildDie: rules.wildDie !== null, spicyDice: rules.spicyDice, keyLimit, wildLimit };
    scorers.set(rules, scorer);
  }
  lastInput = input;
  lastScorer = scorer;
  return scorer;
}

/** The scoring table of a rule set (see {@link scorerFor}). */
export function tableFor(input: RulesInput | undefined): ScoringTable {
  return scorerFor(input).table;
}

