import { NONE } from '../dice.js';
import { copyData } from './copy-data.js';
import { sameGeneratorState } from '../random/generator.js';
import { ownCopy, type Draft } from '../turn/draft.js';
import type { Endgame, GameState, Offer, PlayerState, RolledDie, TurnState } from '../types.js';

/*
 * Twins: how states stay immutable without freezing them.
 *
 * The engine plays on states of its own, which share unchanged parts with
 * one another (a transition copies the turn and what it changes, nothing
 * else), and never hands one out. An app is given a copy of each (see
 * {@link publish}) that shares nothing anyone could change, linked to the
 * engine's state, its twin, by a private field. At every call the app's
 * copy is compared with its twin field by field (see {@link trusted}), and
 * the engine goes on from the twin only when they are equal: an edit made
 * in place is caught, and no edit of one state can reach another. A state
 * without a twin, or one that differs from it, is restored and checked in
 * full like any state from outside.
 *
 * Measured on Node 20: the copy and the comparisons cost about 100 ns each
 * per classic action, where checking every state in full cost 230 ns per
 * call and freezing each state more (V8 reads frozen arrays slowly).
 */

/**
 * A base class whose constructor returns the object it is given, so that a
 * subclass's private field is added to that plain object: the link to the
 * twin is invisible (not a key, not copied by a spread, not serialized,
 * not shown by `console.log`), cannot be forged or changed from outside, and
 * costs a few nanoseconds where a `WeakMap` entry or `defineProperty` costs
 * hundreds (measured on Node 20).
 */
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- its constructor is the point (see above)
class Returns {
  constructor(value: object) {
    return value;
  }
}

class Twinned extends Returns {
  readonly #twin: GameState;

  constructor(copy: GameState, twin: GameState) {
    super(copy);
    this.#twin = twin;
  }

  /** The twin linked to `value`, if it is a copy made by {@link publish}. */
  static of(value: object): GameState | undefined {
    return #twin in value ? value.#twin : undefined;
  }
}

/**
 * Returns a state to an app: its own copy of `state` (see `ownCopy`), with
 * `state` kept as its twin. `state` must be one of the engine's, checked,
 * and is never handed out itself; its events go to the copy alone.
 */
export function publish(state: GameState): GameState {
  const copy = ownCopy(state);
  // The events go to the app alone: the engine never reads a state's events.
  (state as Draft<GameState>).events = NONE;
  new Twinned(copy, state);
  return copy;
}

/*
 * The comparisons below are written out per field, not through one generic
 * helper: each list is then read at a site that sees one or two kinds of
 * array, which V8 reads fast, where one shared site would see them all.
 */

/** The app's copy of a value, as it may have been edited: any field may hold anything. */
type Edited<T> = { readonly [K in keyof T]?: unknown };

function sameIds(a: unknown, b: readonly number[]): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameRoll(a: unknown, b: readonly RolledDie[] | null): boolean {
  if (a === null || b === null) return a === b;
  if (!Array.isArray(a) || a.length !== b.length) return false;
  for (let i = 0; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function samePlayers(a: unknown, b: readonly PlayerState[]): boolean {
  if (!Array.isArray(a) || a.length !== b.length) return false;
  for (let seat = 0; seat < b.length; seat++) {
    const x = a[seat] as Edited<PlayerState> | null;
    const y = b[seat] as PlayerState;
    if (typeof x !== 'object' || x === null) return false;
    if (x.score !== y.score || x.name !== y.name || x.lives !== y.lives || x.onBoard !== y.onBoard || x.farkleStreak !== y.farkleStreak || x.eliminated !== y.eliminated) return false;
  }
  return true;
}

function sameOffer(value: unknown, b: Offer | null): boolean {
  if (value === null || b === null) return value === b;
  if (typeof value !== 'object') return false;
  const a = value as Edited<Offer>;
  return a.from === b.from && a.total === b.total && a.kind === b.kind && sameIds(a.dice, b.dice);
}

function sameEndgame(value: unknown, b: Endgame | null): boolean {
  if (value === null || b === null) return value === b;
  if (typeof value !== 'object') return false;
  const a = value as Edited<Endgame>;
  return a.kind === b.kind && sameIds(a.queue, b.queue);
}

function sameTurn(value: unknown, b: TurnState): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Edited<TurnState>;
  if (a.player !== b.player || a.phase !== b.phase || a.total !== b.total || a.hotDice !== b.hotDice || a.rolls !== b.rolls) return false;
  if (a.mode !== b.mode || a.toBeat !== b.toBeat || a.mustRoll !== b.mustRoll) return false;
  return sameRoll(a.roll, b.roll) && sameIds(a.rollable, b.rollable) && sameIds(a.unbought, b.unbought) && sameIds(a.clearFaces, b.clearFaces) && sameIds(a.reroll, b.reroll) && sameOffer(a.offer, b.offer);
}

/**
 * Another copy of a state the library keeps for itself (`kept`: a state
 * `publish` made that was never handed out, such as a record's final
 * state), linked to the same twin: an app may be given it any number of
 * times, and no copy shares anything that can be changed with another or
 * with `kept` (the events are copied as JSON data).
 */
export function republish(kept: GameState): GameState {
  const twin = Twinned.of(kept) as GameState;
  const copy = ownCopy(twin) as Draft<GameState>;
  copy.events = copyData(kept.events, 'state.events') as GameState['events'];
  new Twinned(copy, twin);
  return copy;
}

/** Whether `value` is a state the library returned (edited since or not). */
export function isPublished(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Twinned.of(value) !== undefined;
}

/**
 * The engine's twin of `value` when `value` is a state it returned and still
 * equals that twin in every field the engine reads (an edit made in place
 * since is caught here); `null` otherwise, and the caller restores `value`
 * as it would any state from outside.
 */
export function trusted(value: unknown): GameState | null {
  if (typeof value !== 'object' || value === null) return null;
  const twin = Twinned.of(value);
  if (twin === undefined) return null;
  const state = value as Edited<GameState>;
  try {
    const same =
      state.version === twin.version &&
      state.rules === twin.rules &&
      state.turnNumber === twin.turnNumber &&
      state.over === twin.over &&
      sameGeneratorState(state.rng, twin.rng) &&
      state.seed === twin.seed &&
      // The events are not compared (the engine never reads them), but must still be a list, as JSON's would.
      Array.isArray(state.events) &&
      samePlayers(state.players, twin.players) &&
      sameTurn(state.turn, twin.turn) &&
      sameEndgame(state.endgame, twin.endgame) &&
      sameIds(state.winners, twin.winners);
    return same ? twin : null;
  } catch {
    // A getter or a proxy put in the app's copy: restored like any other value, which refuses it.
    return null;
  }
}
