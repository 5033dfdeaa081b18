import { MAX_DICE, ORDERED_KEYS, facesOfKey, type ReadDice } from '../dice.js';
import { rollsOfSize } from './rolls.js';
import { resolveRules } from '../rules/define.js';
import type { RulesInput, ScoringRules } from '../rules/types.js';
import { Splitter, setKey, type CanonKeep, type DiceSet } from './split.js';
import { buildTemplate, keepsFor, scoreFor, type RollTemplate } from './template.js';
import { COMBINATION_KINDS, type Combination, type Keep, type RollScore } from './types.js';

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
      this.templateList.push(buildTemplate(set, this.splitter.keeps(set)));
      this.templateNumbers.set(key, number);
    }
    return number;
  }

  /** Whether a multiset has no legal keep. */
  farkles(set: DiceSet): boolean {
    return this.templateOf(set).keeps.length === 0;
  }

  /** `scoreRoll` of a plain roll given by its ordered key (see `orderedKey`). */
  scoreOrdered(key: number): RollScore {
    const known = this.scoreIds[key] ?? 0;
    if (known > 0) return this.scoreList[known - 1] as RollScore;
    const shared = this.pool.score(scoreFor(this.templateOfOrdered(key), facesOfKey(key), 0));
    this.scoreIds[key] = numberIn(this.scoreList, this.scoreNumbers, shared) + 1;
    return shared;
  }

  /** Whether a plain roll given by its ordered key scores nothing. */
  farklesOrdered(key: number): boolean {
    let flag = this.farkleFlags[key] ?? 0;
    if (flag === 0) {
      flag = this.templateOfOrdered(key).keeps.length === 0 ? 1 : 2;
      this.farkleFlags[key] = flag;
    }
    return flag === 1;
  }

  /** `legalKeeps` of a plain roll given by its ordered key. */
  keepsOrdered(key: number): readonly Keep[] {
    const known = this.keepListIds[key] ?? 0;
    if (known > 0) return this.keepListList[known - 1] as readonly Keep[];
    const keeps = keepsFor(this.templateOfOrdered(key), facesOfKey(key), 0).map((keep) => this.pool.keep(keep));
    const shared = Object.freeze(keeps);
    this.keepListList.push(shared);
    this.keepListIds[key] = this.keepListList.length;
    return shared;
  }

  /** The template of a plain roll by its ordered key, remembered per key to skip building the multiset. */
  private templateOfOrdered(key: number): RollTemplate {
    let known = this.templateIds[key] ?? 0;
    if (known === 0) {
      known = this.templateNumber(diceSet({ faces: facesOfKey(key), spicyMask: 0, wildMask: 0 })) + 1;
      this.templateIds[key] = known;
    }
    return this.templateList[known - 1] as RollTemplate;
  }

  /** `scoreRoll` of any validated roll (frozen, like the cached ones). */
  score(dice: ReadDice): RollScore {
    return deepFreeze(scoreFor(this.templateOf(diceSet(dice)), dice.faces, dice.spicyMask));
  }

  /** `legalKeeps` of any validated roll (frozen, like the cached ones). */
  keeps(dice: ReadDice): readonly Keep[] {
    return deepFreeze(keepsFor(this.templateOf(diceSet(dice)), dice.faces, dice.spicyMask));
  }

  /** Ties canonical keeps of a roll's own multiset to its dice, in the given order. */
  place(dice: ReadDice, keeps: readonly CanonKeep[]): Keep[] {
    return keepsFor(buildTemplate(diceSet(dice), keeps), dice.faces, dice.spicyMask);
  }
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

/** The multiset of a validated roll. */
export function diceSet({ faces, spicyMask }: ReadDice): DiceSet {
  const counts = [0, 0, 0, 0, 0, 0];
  const spicy = [0, 0, 0, 0, 0, 0];
  faces.forEach((face, i) => {
    counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    if ((spicyMask >> i) & 1) spicy[face - 1] = (spicy[face - 1] ?? 0) + 1;
  });
  return { counts, spicy };
}

const tables = new WeakMap<ScoringRules, ScoringTable>();
let lastInput: RulesInput | undefined;
let lastTable: ScoringTable | undefined;

/**
 * The scoring table of a rule set, built on first use and kept while its
 * scoring object lives (validation shares one scoring object between rule
 * sets that score alike). The last one used is remembered so that a loop of
 * calls with the same rules skips even the map look-up.
 */
export function tableFor(input: RulesInput | undefined): ScoringTable {
  if (input === lastInput && lastTable !== undefined) return lastTable;
  const { scoring } = resolveRules(input);
  let table = tables.get(scoring);
  if (table === undefined) {
    table = new ScoringTable(scoring);
    tables.set(scoring, table);
  }
  lastInput = input;
  lastTable = table;
  return table;
}

/** A list of at most six numbers 0..6 as one number: base-8 digits shifted by one, so lengths differ. */
function code(values: readonly number[]): number {
  let out = 0;
  for (const value of values) out = out * 8 + value + 1;
  return out;
}

/**
 * Deduplicates frozen results of plain rolls by content, so that caches of
 * many rolls stay small: all ordered rolls together hold only a few thousand
 * distinct keeps and combinations. For one table, a plain keep is fixed by
 * its dice, their faces and the dice left over; a combination by its kind,
 * dice and faces. Keys are exact numbers built from those.
 */
class Pool {
  private readonly combinations = new Map<number, Combination>();
  private readonly keeps = new Map<number, Keep>();
  private readonly scores = new Map<Keep, RollScore>();
  private readonly farkles = new Map<number, RollScore>();

  private combination(c: Combination): Combination {
    const key = (code(c.dice) * 2 ** 18 + code(c.faces)) * 16 + COMBINATION_KINDS.indexOf(c.kind);
    let shared = this.combinations.get(key);
    if (shared === undefined) {
      shared = deepFreeze(c);
      this.combinations.set(key, shared);
    }
    return shared;
  }

  keep(k: Keep): Keep {
    const key = (code(k.dice) * 2 ** 18 + code(k.faces)) * 8 + k.remaining;
    let shared = this.keeps.get(key);
    if (shared === undefined) {
      const { dice, faces, points, remaining } = k;
      const combinations = k.combinations.map((c) => this.combination(c));
      shared = deepFreeze({ dice, faces, points, combinations, remaining });
      this.keeps.set(key, shared);
    }
    return shared;
  }

  score(s: RollScore): RollScore {
    if (s.farkle) {
      let shared = this.farkles.get(s.remaining);
      if (shared === undefined) {
        shared = deepFreeze(s);
        this.farkles.set(s.remaining, shared);
      }
      return shared;
    }
    const keep = this.keep(s);
    let shared = this.scores.get(keep);
    if (shared === undefined) {
      // One literal shape for every cached score: V8 reads objects of one hidden class fastest.
      const { dice, faces, points, combinations, remaining } = keep;
      shared = deepFreeze({ dice, faces, points, combinations, remaining, farkle: false, hotDice: remaining === 0 });
      this.scores.set(keep, shared);
    }
    return shared;
  }
}

/** Freezes a value and everything inside it, so that cached results can be shared safely. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

