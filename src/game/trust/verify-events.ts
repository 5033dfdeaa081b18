import type { GameEvent } from '../types.js';
import { fail, integer, record } from './verify-parts.js';

/** Every event type, checked complete at compile time. */
const EVENT_TYPES: Readonly<Record<GameEvent['type'], true>> = {
  firstPlayerRoll: true,
  firstPlayer: true,
  turnStarted: true,
  bought: true,
  highStakes: true,
  carriedOn: true,
  cleared: true,
  rerolled: true,
  secondChanceOffered: true,
  secondChance: true,
  rolled: true,
  kept: true,
  hotDice: true,
  farkled: true,
  banked: true,
  overshot: true,
  penalty: true,
  rollEffect: true,
  lifeLost: true,
  eliminated: true,
  finalRound: true,
  tieBreak: true,
  lastStanding: true,
  gameOver: true,
};

/** The fields of events that name one seat (`to` may also be `null`). */
const SEAT_FIELDS = ['player', 'trigger', 'to'] as const;

/**
 * The events of a restored state: each an object of a known type whose
 * seats are seats of the game. No transition reads a state's events (each
 * makes its own), so their other fields are kept as the JSON data they are
 * (`restoreGame` has copied them), not checked further.
 */
export function checkEvents(events: readonly unknown[], seats: number): void {
  for (let i = 0; i < events.length; i++) {
    const path = `state.events[${i}]`;
    const event = record(events[i], path);
    const { type } = event;
    if (typeof type !== 'string' || !Object.hasOwn(EVENT_TYPES, type)) fail(`${path}.type`, 'an event type', type);
    for (const field of SEAT_FIELDS) {
      const seat = event[field];
      if (seat !== undefined && !(field === 'to' && seat === null)) integer(seat, 0, seats - 1, `${path}.${field}`);
    }
  }
}
