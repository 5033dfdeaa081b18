import type { ScoringTable } from './table.js';
import { wildDice } from './wild-keys.js';
import type { Keep, RollScore } from './types.js';

/*
 * The results of rolls holding the wild die, per table and by wild key (see
 * `rollKey`): what `scoreRoll` and `legalKeeps` cache for them, kept
 * apart from the table so that the game, which never asks, carries none of it.
 */
const scores = new WeakMap<ScoringTable, (RollScore | undefined)[]>();
const keeps = new WeakMap<ScoringTable, (readonly Keep[] | undefined)[]>();

/** The cache of `table` in `caches` (made empty on first use): by wild key, dense enough for an array. */
function cacheOf<T>(caches: WeakMap<ScoringTable, (T | undefined)[]>, table: ScoringTable): (T | undefined)[] {
  let cache = caches.get(table);
  if (cache === undefined) caches.set(table, (cache = []));
  return cache;
}

/** `scoreRoll` of a roll of plain faces and the wild die, by its wild key: cached. */
export function scoreWild(table: ScoringTable, key: number): RollScore {
  return (cacheOf(scores, table)[key] ??= table.score(wildDice(key)));
}

/** `legalKeeps` of a roll of plain faces and the wild die, by its wild key: cached. */
export function keepsWild(table: ScoringTable, key: number): readonly Keep[] {
  return (cacheOf(keeps, table)[key] ??= table.keeps(wildDice(key)));
}
