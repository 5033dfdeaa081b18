import { MAX_DICE } from '../../dice.js';
import { KeyMemo } from '../../scoring/key-memo.js';
import { orderingOf, placeOf } from '../../scoring/ordered.js';
import { plainDice } from '../../scoring/set-rolls.js';
import type { ScoringTable } from '../../scoring/table.js';
import { keepMasks } from '../../scoring/template.js';
import type { Action, GameState, KeepAction } from '../types.js';
import { problemWith } from './check.js';

/**
 * The legal keep actions of an ordered plain roll. Whether a keep is legal
 * depends only on the roll and the rules (the table, and
 * `turn.keepEveryScoringDie`, which leaves only a roll's largest keeps
 * legal), so each candidate passes `problemWith` once, when its roll is
 * first seen, and the list is kept with the roll's multiset (see
 * `SetRolls.listings`), shared by every rule set that scores it alike.
 */
export function plainKeeps(state: GameState, table: ScoringTable, key: number): readonly Action[] {
  const memo = KEEP_MEMOS[state.rules.turn.keepEveryScoringDie ? 1 : 0] as KeyMemo<readonly Action[]>;
  return memo.get(table, key) ?? memo.set(table, key, tableKeeps(state, table, key));
}

/** The legal keep actions of plain rolls by ordered key, for the table listed steadily, without and with `turn.keepEveryScoringDie`. */
const KEEP_MEMOS = [new KeyMemo<readonly Action[]>(), new KeyMemo<readonly Action[]>()];

/** {@link plainKeeps} as the table's rolls keep them (see `SetRolls.listings`). */
function tableKeeps(state: GameState, table: ScoringTable, key: number): readonly Action[] {
  const place = placeOf(key);
  const rolls = table.rollsAt(place);
  const lists = (rolls.listings[state.rules.turn.keepEveryScoringDie ? 1 : 0] ??= []) as (readonly Action[] | undefined)[];
  const ordering = orderingOf(place);
  const known = lists[ordering];
  if (known !== undefined) return known;
  const legal: KeepAction[] = [];
  let content = '';
  for (const mask of keepMasks(rolls.template, plainDice(key))) {
    const action = KEEPS_BY_MASK[mask] as KeepAction;
    if (problemWith(state, action) !== null) continue;
    legal.push(action);
    content += String.fromCharCode(mask);
  }
  const list = sharedList(content, legal);
  lists[ordering] = list;
  return list;
}

/**
 * The lists of legal keeps made so far, one per content (the masks of its
 * actions in order): rolls whose keeps are the same positions share one
 * frozen list. A game of many distinct rolls then reads a few hundred
 * lists, which stay in the processor's cache, rather than one per ordered
 * roll (measured on Node 20: the random bot's games 1.3 to 1.5 times as
 * fast, CPU time). At most {@link SHARED_LISTS_MAX} are kept; past that a list is its
 * roll's own, as before.
 */
const SHARED_LISTS = new Map<string, readonly Action[]>();
const SHARED_LISTS_MAX = 1 << 13;

function sharedList(content: string, legal: KeepAction[]): readonly Action[] {
  const known = SHARED_LISTS.get(content);
  if (known !== undefined) return known;
  const list = Object.freeze(legal);
  if (SHARED_LISTS.size < SHARED_LISTS_MAX) SHARED_LISTS.set(content, list);
  return list;
}

/**
 * The keep action of each set of roll positions (a bit mask), made once: a
 * plain keep's indices are ascending, so 63 actions serve every plain roll.
 */
export const KEEPS_BY_MASK: readonly KeepAction[] = Array.from({ length: 1 << MAX_DICE }, (_, mask) => {
  const dice: number[] = [];
  for (let i = 0; i < MAX_DICE; i++) if ((mask >> i) & 1) dice.push(i);
  return Object.freeze({ type: 'keep', dice: Object.freeze(dice) });
});
