import type { ScoringTable } from './table.js';
import { wildDice } from './wild-keys.js';
import type { Keep, RollScore } from './types.js';

/*
 * The results of rolls holding the wild die, per table and by wild key (see
 * `rollKey`): what `scoreRoll` and `legalKeeps` cache for them, kept
 * apart from the table so that the game, which never asks, carries none of it.
 */
const scores = new WeakMap<ScoringTable, Map<number, RollScore>>();
const keeps = new WeakMap<ScoringTable, Map<number, readonly Keep[]>>();

function cached<T>(caches: WeakMap<ScoringTable, Map<number, T>>, table: ScoringTable, key: number, make: () => T): T {
  let cache = caches.get(table);
  if (cache === undefined) {
    cache = new Map();
    caches.set(table, cache);
  }
  let known = cache.get(key);
  if (known === undefined) {
    known = make();
    cache.set(key, known);
  }
  return known;
}

/** `scoreRoll` of a roll of plain faces and the wild die, by its wild key: cached. */
export function scoreWild(table: ScoringTable, key: number): RollScore {
  return cached(scores, table, key, () => table.score(wildDice(key)));
}

/** `legalKeeps` of a roll of plain faces and the wild die, by its wild key: cached. */
export function keepsWild(table: ScoringTable, key: number): readonly Keep[] {
  return cached(keeps, table, key, () => table.keeps(wildDice(key)));
}
