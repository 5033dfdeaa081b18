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
 * `SetRolls.listed`), shared by every rule set that scores it alike.
 */
export function plainKeeps(state: GameState, table: ScoringTable, key: number): readonly Action[] {
  const memo = KEEP_MEMOS[state.rules.turn.keepEveryScoringDie ? 1 : 0] as KeyMemo<readonly Action[]>;
  return memo.get(table, key) ?? memo.set(table, key, tableKeeps(state, table, key));
}

/** The legal keep actions of plain rolls by ordered key, for the table listed steadily, without and with `turn.keepEveryScoringDie`. */
const KEEP_MEMOS = [new KeyMemo<readonly Action[]>(), new KeyMemo<readonly Action[]>()];

/** {@link plainKeeps} as the table's rolls keep them (see `SetRolls.listed`). */
function tableKeeps(state: GameState, table: ScoringTable, key: number): readonly Action[] {
  const place = placeOf(key);
  const rolls = table.rollsAt(place);
  const lists = rolls.listed(state.rules.turn.keepEveryScoringDie) as (readonly Action[] | undefined)[];
  const ordering = orderingOf(place);
  const known = lists[ordering];
  if (known !== undefined) return known;
  const legal: KeepAction[] = [];
  for (const mask of keepMasks(rolls.template, plainDice(key))) {
    const action = KEEPS_BY_MASK[mask] as KeepAction;
    if (problemWith(state, action) === null) legal.push(action);
  }
  const list = Object.freeze(legal);
  lists[ordering] = list;
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
