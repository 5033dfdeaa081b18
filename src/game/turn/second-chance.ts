import type { Die } from '../../dice.js';
import { rethrownIds } from '../dice.js';
import { readsEvents, type GameDraft } from './draft.js';
import { settle, throwDice } from './roll.js';
import type { RolledDie } from '../types.js';

/**
 * Second chance, phase `secondChance`: the dice at `hold` stay, the rest of
 * the farkled roll is thrown once more, each in its place. The new roll is
 * checked as any roll (roll effects, farkle), with no second chance of its
 * own: if it scores the turn goes on, otherwise the farkle stands (as a
 * farkle of the dice first thrown).
 */
export function takeSecondChance(draft: GameDraft, hold: readonly number[], dice: readonly Die[] | undefined): void {
  const { turn } = draft;
  const farkled = turn.roll ?? [];
  const thrown = throwDice(draft, rethrownIds(farkled, hold), dice);
  const roll: RolledDie[] = [];
  let next = 0;
  for (let i = 0; i < farkled.length; i++) roll.push(hold.includes(i) ? (farkled[i] as RolledDie) : (thrown[next++] as RolledDie));
  // Copies: the event shares no list with the caller or the state.
  if (readsEvents(draft)) draft.events.push({ type: 'secondChance', player: turn.player, hold: hold.slice(), dice: thrown, roll: roll.slice() });
  settle(draft, roll, turn.rollable, false);
}
