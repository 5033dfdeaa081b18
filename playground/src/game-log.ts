import type { GameState } from 'farkle-rules';
import { byId, el } from './dom.js';
import { eventLine } from './game-words.js';

/** How close to its end (in pixels) the log counts as read to the end, and follows new lines. */
const NEAR_END = 24;

/** Empties the log, for a new game. */
export function clearLog(): void {
  byId('game-log').textContent = '';
}

/**
 * Adds a transition's events to the game log: the whole game, each turn
 * headed by whose it is, in a framed box that scrolls. It follows new lines
 * while it is read to the end, and stays put while someone reads back.
 */
export function logEvents(state: GameState): void {
  const log = byId('game-log');
  const following = log.scrollHeight - log.scrollTop - log.clientHeight <= NEAR_END;
  for (const event of state.events) {
    const line = eventLine(state, event);
    if (line === null) continue;
    log.appendChild(el('li', { class: event.type === 'turnStarted' ? 'turn' : '' }, line));
  }
  if (following) log.scrollTop = log.scrollHeight;
}

/** Writes the log of a whole game at once: every state of its replay after the first. */
export function logGame(states: readonly GameState[]): void {
  clearLog();
  for (const state of states) logEvents(state);
}
