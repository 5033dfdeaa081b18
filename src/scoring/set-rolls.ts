import { facesOfKey, type ReadDice } from '../dice.js';
import type { Pool } from './pool.js';
import { keepsFor, scoreFor, type RollTemplate } from './template.js';
import type { Keep, RollScore } from './types.js';

/**
 * What scoring keeps for the rolls of one multiset under one scoring table:
 * its template (the legal keeps in canonical positions) and, per ordering
 * of a plain multiset (see `placeOf`), the frozen `scoreRoll` and
 * `legalKeeps` results and the game's legal keep actions, each made on
 * first use. Shared by content (see {@link setRolls}): every table that
 * scores this multiset alike uses one, so rule sets that differ in rules
 * the multiset never meets (turn or end rules, the points of a combination
 * that does not fit in it) share what is cached for it.
 */
export class SetRolls {
  /** Whether every roll of the multiset farkles: no legal keep, and no effect. */
  readonly farkles: boolean;
  /*
   * Per ordering number, made on first use and grown as orderings are met
   * (numbers are given in the order rolls are first met).
   */
  private scores: (RollScore | undefined)[] | null = null;
  private keepLists: (readonly Keep[] | undefined)[] | null = null;
  /**
   * The game's legal keep actions per ordering, without (index 0) and with
   * (1) `turn.keepEveryScoringDie`, the one rule besides the table that
   * decides which plain keeps are legal: made and filled by the game's
   * listing (a field, not a method: an app that only scores rolls carries none of it).
   */
  readonly listings: ((readonly object[] | undefined)[] | null)[] = [null, null];

  constructor(readonly template: RollTemplate) {
    this.farkles = template.keeps.length === 0 && template.effect === null;
  }

  /**
   * `scoreRoll` of ordering `ordering`, the plain roll of ordered key `key`,
   * made of the objects of `pool` (the asking table's: equal keeps of one
   * scoring are equal whatever the roll, so any table that shares these rolls
   * may supply them).
   */
  score(ordering: number, key: number, pool: Pool): RollScore {
    return ((this.scores ??= [])[ordering] ??= pool.score(scoreFor(this.template, plainDice(key))));
  }

  /** `legalKeeps` of ordering `ordering`, the plain roll of ordered key `key` (see {@link score}). */
  keeps(ordering: number, key: number, pool: Pool): readonly Keep[] {
    return ((this.keepLists ??= [])[ordering] ??= Object.freeze(keepsFor(this.template, plainDice(key)).map((keep) => pool.keep(keep))));
  }
}

/** A plain roll from its ordered key, as scoring reads it. */
export function plainDice(key: number): ReadDice {
  return { faces: facesOfKey(key), spicyMask: 0, wildMask: 0 };
}

/**
 * The one `SetRolls` per content alive: held weakly, so that it lives as
 * long as some table uses it and no longer, and an entry is dropped once
 * its value is collected.
 */
const shared = new Map<string, WeakRef<SetRolls>>();
const collected = new FinalizationRegistry<string>((content) => {
  if (shared.get(content)?.deref() === undefined) shared.delete(content);
});

/**
 * The rolls alive for `content` (a description of everything that decides
 * a multiset's template: see `ScoringTable`), or new ones with the template
 * `build` makes.
 */
export function setRolls(content: string, build: () => RollTemplate): SetRolls {
  const known = shared.get(content)?.deref();
  if (known !== undefined) return known;
  const made = new SetRolls(build());
  shared.set(content, new WeakRef(made));
  collected.register(made, content);
  return made;
}
