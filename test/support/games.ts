/**
 * Helpers for the game-engine tests: action builders, a script runner that
 * freezes every state it is given (so a transition that mutates its input
 * throws) and collects the events of every transition, and event filters.
 */
import { expect } from 'vitest';
import {
  FarkleError,
  applyAction,
  createGame,
  legalActions,
  type Action,
  type Die,
  type ErrorCode,
  type GameEvent,
  type GameState,
  type RulesInput,
} from '../../src/index.js';

/** Objects already frozen all the way down by {@link deepFreeze}: states share most of their parts. */
const frozenDeep = new WeakSet();

/** Freezes a value and everything reachable from it; returns it. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || frozenDeep.has(value)) return value;
  Object.freeze(value);
  // An object frozen by someone else may still hold unfrozen children: walk them all.
  for (const child of Object.values(value)) deepFreeze(child);
  frozenDeep.add(value);
  return value;
}

/** A deep copy through JSON, as an app would store and restore a game. */
export function viaJson(state: GameState): GameState {
  return JSON.parse(JSON.stringify(state)) as GameState;
}

// ---------------------------------------------------------------- action builders

/** Roll the dice that may be rolled, showing these faces (in `turn.rollable` order, or six after hot dice / at turn start). */
export function roll(...dice: Die[]): Action {
  return { type: 'roll', dice };
}

/** Keep the dice at these indices of the roll showing. */
export function keep(...indices: number[]): Action {
  return { type: 'keep', dice: indices };
}

export const bank: Action = { type: 'bank' };

/** Buy the first `count` offered dice and roll them showing these faces. */
export function buy(count: number, ...dice: Die[]): Action {
  return { type: 'buy', count, dice };
}

/** Roll the offered dice (high stakes) showing these faces. */
export function highStakes(...dice: Die[]): Action {
  return { type: 'highStakes', dice };
}

/** A roll of six dice with no scoring die in any preset's table (two pairs, no 1, no 5, no triple). */
export const FARKLE_SIX: readonly Die[] = [2, 3, 4, 6, 2, 3];

/** A turn that farkles on its first roll of six dice. */
export const farkleTurn: readonly Action[] = [roll(...FARKLE_SIX)];

// ---------------------------------------------------------------- games and scripts

/** Seat names for `count` players. */
export function names(count: number): string[] {
  return ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo'].slice(0, count);
}

/** A scripted game: seat 0 starts, fixed seed (the scripts bring their own dice). */
export function newGame(rules: RulesInput, players = 2): GameState {
  return createGame({ rules, players: names(players), seed: 1, firstPlayer: 0 });
}

/** What a script did: the final state, every state after the start, and all events in order. */
export interface Played {
  readonly state: GameState;
  readonly states: readonly GameState[];
  readonly events: readonly GameEvent[];
}

/** Applies `actions` in order. Each input state is deep-frozen first, so an engine that mutates it throws. */
export function play(state: GameState, actions: readonly Action[]): Played {
  const states: GameState[] = [];
  const events: GameEvent[] = [];
  let current = state;
  for (const action of actions) {
    current = applyAction(deepFreeze(current), action);
    states.push(current);
    events.push(...current.events);
  }
  return { state: current, states, events };
}

/** Plays several scripts (usually whole turns) one after the other. */
export function playTurns(state: GameState, turns: readonly (readonly Action[])[]): Played {
  return play(state, turns.flat());
}

/**
 * Expects a finished game of rules where the highest score wins (RULES.md, "Turn and game rules": the end, after any
 * final round; tied leaders share the win) to have been won that way: its winners are exactly the seats with the
 * highest score, and that score has reached the target as the rules' trigger counts it.
 */
export function expectHighestScoreWins(game: GameState): void {
  expect(game.over).toBe(true);
  const top = Math.max(...game.players.map((player) => player.score));
  const leaders = game.players.flatMap((player, seat) => (player.score === top ? [seat] : []));
  expect([...game.winners].sort((a, b) => a - b), JSON.stringify(game.players.map((player) => player.score))).toEqual(leaders);
  const { target, trigger } = game.rules.end;
  expect(trigger === 'exceed' ? top > target : top >= target, `${top} against a target of ${target} (${trigger})`).toBe(true);
}

/** The events of one type, typed. */
export function ofType<K extends GameEvent['type']>(events: readonly GameEvent[], type: K): Extract<GameEvent, { type: K }>[] {
  return events.filter((event): event is Extract<GameEvent, { type: K }> => event.type === type);
}

/** The types of a list of events, in order. */
export function typesOf(events: readonly GameEvent[]): GameEvent['type'][] {
  return events.map((event) => event.type);
}

/** The seats whose turns started, in order. */
export function turnsStarted(events: readonly GameEvent[]): number[] {
  return ofType(events, 'turnStarted').map((event) => event.player);
}

/** A value for a failure message. */
function show(value: unknown): string {
  // JSON.stringify gives undefined for undefined, functions and symbols, whatever its declared type says.
  const text = JSON.stringify(value) as string | undefined;
  return text ?? String(value);
}

/**
 * Expects `action` to be refused with `code`, leaving `state` exactly as it
 * was (the state is deep-frozen and compared as JSON before and after).
 */
export function expectRefused(state: GameState, action: unknown, code: ErrorCode): FarkleError {
  deepFreeze(state);
  const before = JSON.stringify(state);
  let thrown: unknown;
  try {
    applyAction(state, action as Action);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, `expected ${show(action)} to be refused with ${code}`).toBeInstanceOf(FarkleError);
  const error = thrown as FarkleError;
  expect(error.code).toBe(code);
  expect(JSON.stringify(state)).toBe(before);
  return error;
}

/** The listed keep of the most dice (the first such), or `undefined`: a cautious player's keep in random play. */
export function widestKeep(legal: readonly Action[]): Action | undefined {
  let widest: Action | undefined;
  for (const action of legal) {
    if (action.type === 'keep' && (widest?.type !== 'keep' || action.dice.length > widest.dice.length)) widest = action;
  }
  return widest;
}

/** The next number of a stream of random numbers from fast-check (0 once it ends). */
export function nextNumber(numbers: Iterator<number>): number {
  const value = numbers.next();
  return value.done === true ? 0 : value.value;
}

/**
 * "A JSON round trip of any state plays on identically": from `state` and its
 * copy through JSON, plays up to `steps` actions chosen by `pick` on both,
 * expecting the same listings and the same states all along.
 */
export function expectJsonRoundTripPlaysOn(state: GameState, steps: number, pick: (state: GameState, legal: readonly Action[]) => Action): void {
  let original = state;
  let copy = viaJson(state);
  expect(copy).toEqual(original);
  for (let i = 0; i < steps && !original.over; i++) {
    const legal = legalActions(original);
    expect(legalActions(copy)).toEqual(legal);
    const action = pick(original, legal);
    original = applyAction(original, action);
    copy = applyAction(copy, action);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
  }
}

/** Applies a value as an action: the state that results, or the FarkleError thrown (anything else thrown fails the test). */
export function attempt(state: GameState, action: unknown): GameState | FarkleError {
  try {
    return applyAction(state, action as Action);
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
}
