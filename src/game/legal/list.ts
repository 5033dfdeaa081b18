import { MAX_DICE } from '../../dice.js';
import { diceSet, tableFor } from '../../scoring/table.js';
import { ACCEPT_FARKLE, BANK, CARRY_ON, HIGH_STAKES, ROLL } from './actions.js';
import { problemWith } from './check.js';
import { KEEPS_BY_MASK, plainKeeps } from './plain-keeps.js';
import { plainKey, read } from '../turn/keep.js';
import { checkedState } from '../trust/state.js';
import { isPublished } from '../trust/twin.js';
import type { Action, GameState, KeepAction } from '../types.js';

const ROLL_OR_BANK: readonly Action[] = Object.freeze([ROLL, BANK]);
const ONLY_ROLL: readonly Action[] = Object.freeze([ROLL]);
const ROLL_OR_CARRY_ON: readonly Action[] = Object.freeze([ROLL, CARRY_ON]);

/** The second-chance candidates per roll length, made once: every hold of 2 to n - 1 dice, then accepting the farkle. */
const SECOND_CHANCES: (readonly Action[] | undefined)[] = [];

/** Second chance: every set of 2 to `length` - 1 roll positions to hold (by index: which dice stay matters), then `acceptFarkle`. */
function secondChances(length: number): readonly Action[] {
  const known = SECOND_CHANCES[length];
  if (known !== undefined) return known;
  const out: Action[] = [];
  for (let mask = 1; mask < (1 << length) - 1; mask++) {
    const hold: number[] = [];
    for (let i = 0; i < length; i++) if ((mask >> i) & 1) hold.push(i);
    if (hold.length >= 2) out.push(Object.freeze({ type: 'secondChance', hold: Object.freeze(hold) }));
  }
  out.push(ACCEPT_FARKLE);
  const list = Object.freeze(out);
  SECOND_CHANCES[length] = list;
  return list;
}

/**
 * Keep candidates with spicy dice or the wild die, which are tracked by
 * identity (which die stays to be rolled matters): every set of physical dice
 * that shows a legal keep's faces. The table's keeps are in canonical
 * positions, the roll's dice sorted by what they show (by face, plain before
 * spicy, the wild die last), so position p shows sorted[p].
 */
function identityKeepCandidates(state: GameState): readonly Action[] {
  const roll = state.turn.roll ?? [];
  const table = tableFor(state.rules);
  const shown = roll.map((die) => (die.wild ? 14 : die.face * 2 + (die.spicy ? 1 : 0)));
  const sorted = shown.slice().sort((a, b) => a - b);
  // A keep of the table takes the first canonical positions of each block of equal dice.
  const wanted = new Uint8Array(1 << MAX_DICE);
  for (const keep of table.templateOf(diceSet(read(roll))).keeps) wanted[keep.mask] = 1;
  const blockStart = shown.map((value) => sorted.indexOf(value));
  const out: Action[] = [];
  for (let mask = 1; mask < 1 << roll.length; mask++) {
    // The same dice in canonical form: the first positions of the blocks they show.
    let canonical = 0;
    for (let i = 0; i < roll.length; i++) {
      if (!((mask >> i) & 1)) continue;
      let position = blockStart[i] ?? 0;
      while ((canonical >> position) & 1) position++;
      canonical |= 1 << position;
    }
    if (wanted[canonical] === 1) out.push(KEEPS_BY_MASK[mask] as KeepAction);
  }
  return Object.freeze(out);
}

/** The actions that may be legal now, before `problemWith` has checked them: frozen, as they may be listed as they are. */
function candidates(state: GameState): readonly Action[] {
  const { phase, offer, roll } = state.turn;
  if (phase === 'rolled') return identityKeepCandidates(state);
  if (phase === 'kept') return ROLL_OR_BANK;
  if (phase === 'clearing') return ONLY_ROLL;
  if (phase === 'secondChance') return secondChances(roll?.length ?? 0);
  if (offer === null) return ONLY_ROLL;
  if (offer.kind === 'farkle') return ROLL_OR_CARRY_ON;
  const out: Action[] = [ROLL];
  for (let count = 1; count <= offer.dice.length; count++) out.push(Object.freeze({ type: 'buy', count }));
  out.push(HIGH_STAKES);
  return Object.freeze(out);
}

/**
 * Every action legal now, each passing the same checks `applyAction` makes,
 * so every listed action applies. Rolls are listed without dice (the seeded
 * generator rolls); the dice a real table shows may be supplied instead.
 * Keeps are listed once per distinct set of faces kept, or, with spicy dice
 * or with the wild die among the dice rolled (wild face showing or not: which
 * die stays to be rolled matters), once per set of physical dice. A second chance is
 * listed once per set of roll positions held (2 to n - 1 of n), then
 * `acceptFarkle`. Empty once the game is over. The list is frozen and may be
 * shared between calls.
 *
 * @example
 * ```ts
 * let game = createGame({ players: ['Ann', 'Bob'], firstPlayer: 0, seed: 1 });
 * game = applyAction(game, { type: 'roll', dice: [1, 5, 2, 3, 4, 6] });
 * legalActions(game).map((a) => (a.type === 'keep' ? a.dice.length : a.type));
 * // [6, 2, 1, 1]: the straight, the 1 and the 5, the 1, the 5
 * ```
 *
 * @category Game
 */
export function legalActions(state: GameState): readonly Action[] {
  return listing(state).actions;
}

/**
 * The state checked (read once: the engine's own copy) and its legal
 * actions, as {@link legalActions} lists them: for callers that go on to
 * read the state, so that they read what was checked.
 */
export function listing(state: unknown): Listing {
  // Checked at every call, even the state listed last: it may have been edited in place since.
  return listed(checkedState(state), state);
}

/** A state checked (the engine's own copy) and its legal actions. */
export interface Listing {
  readonly state: GameState;
  readonly actions: readonly Action[];
}

/**
 * The legal actions of a state the engine has checked already (its own
 * copy, as `listing` gives it, or one its transitions made): for code that
 * plays on such states, which are never checked twice.
 */
export function actionsOf(checked: GameState): readonly Action[] {
  return listed(checked, null).actions;
}

/** `read`: the value `checked` was restored from, or `null` when there is none to remember. */
function listed(checked: GameState, read: unknown): Listing {
  if (checked === last.state) return last;
  const actions = checked.over ? NONE : listLegal(checked);
  // A state restored from a plain object (JSON) is a copy: the object it was read from is kept to find it again.
  // A state the library returned is compared again at the next call, edited or not (only plain copies are read once);
  // the engine's own state (lent to a built-in bot) is no copy of anything.
  last = { state: checked, read: read === null || read === checked || isPublished(read) ? null : read, actions };
  return last;
}

/** Whether the roll showing holds a die tracked by identity: any die with spicy dice, the wild die (id 0) with a wild die. */
function tracksIdentity({ rules, turn }: GameState): boolean {
  if (rules.spicyDice) return true;
  if (rules.wildDie === null) return false;
  for (const die of turn.roll ?? []) if (die.id === 0) return true;
  return false;
}

function listLegal(checked: GameState): readonly Action[] {
  // Plain dice showing the same face are interchangeable: one keep per distinct set of faces,
  // listed from the rule set's table, where each was checked when its roll was first seen.
  // Where dice are told apart (spicy dice; the wild die among those rolled, wild face showing or not:
  // which die stays to be rolled matters), keeps go by physical dice instead.
  if (checked.turn.phase === 'rolled' && !tracksIdentity(checked)) {
    return plainKeeps(checked, tableFor(checked.rules), plainKey(checked.turn.roll ?? []));
  }
  const all = candidates(checked);
  let legal: Action[] | null = null;
  for (let i = 0; i < all.length; i++) {
    const action = all[i] as Action;
    if (problemWith(checked, action) === null) {
      legal?.push(action);
    } else if (legal === null) {
      // Copied by hand: slice() of a frozen array is slow too.
      legal = [];
      for (let j = 0; j < i; j++) legal.push(all[j] as Action);
    }
  }
  if (legal === null) return all;
  // The commonest filtered list (a kept turn below the bank minimum) is shared rather than made anew.
  return legal.length === 1 && legal[0] === ROLL ? ONLY_ROLL : Object.freeze(legal);
}

const NONE: readonly Action[] = Object.freeze([]);

/**
 * The last listing, for the state the library made and checked: the same
 * unedited state always has the same legal actions.
 */
let last: { state: GameState; read: unknown; actions: readonly Action[] } | { state: null; read: null; actions: readonly Action[] } = { state: null, read: null, actions: NONE };

/**
 * The state restored from `value` for the last listing, when `value` is the
 * plain object (a JSON copy) that listing read and `action` one of the
 * actions it listed: applying it goes on from what was read and checked
 * then, rather than reading and restoring the object a second time. `null`
 * otherwise. (A state the library made is checked again at every call.)
 */
export function restoredListing(value: unknown, action: unknown): GameState | null {
  // `read` is null after a listing of a state the library returned: a `null` given as the state is no copy of it.
  if (last.read === null || value !== last.read) return null;
  return isListed(last.state, action) ? last.state : null;
}

/**
 * Whether `action` is one of the actions just listed for `checked` (a state
 * checked by `checkedState`), so that it has passed `problemWith` already.
 * A game loop lists, picks and applies: applying then skips checking twice.
 */
export function isListed(checked: GameState, action: unknown): boolean {
  if (checked !== last.state) return false;
  // An indexed loop, not includes() or for-of: the listing is frozen, and both read frozen arrays slowly.
  const { actions } = last;
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let i = 0; i < actions.length; i++) if (actions[i] === action) return true;
  return false;
}
