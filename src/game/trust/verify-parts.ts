import { FarkleError, describe, isArray } from '../../errors.js';
import type { Rules } from '../../rules/types.js';
import type { RolledDie } from '../types.js';

/**
 * The bounds a game state is checked against besides its rules: every score,
 * turn total, offered total and total to beat is an integer of at most
 * `points` either way (so that sums stay exact far below 2^53), a turn has
 * at most `rolls` rolls, a state at most `events` events, a game at most
 * `seats` seats when its rules set no maximum, `turnNumber` is at most
 * `turns`, and the last player standing is owed at most `allowance` turns.
 */
export const STATE_LIMITS = Object.freeze({ points: 1e15, rolls: 1e6, events: 10_000, seats: 1_000, turns: 1e12, allowance: 100_000 } as const);

/*
 * The checks run on every state the engine did not make (see `restore.ts`),
 * so paths are written out as constants, or built only once a check has
 * failed: a path built eagerly for every field would cost more than the checks.
 */

/** Refuses a state: `invalid-state` at `path`, saying what was expected and what was found. */
export function fail(path: string, expected: string, got: unknown): never {
  throw new FarkleError('invalid-state', `expected ${expected}, got ${describe(got)}`, path);
}

/** Refuses a state for a reason that is not one value's type or range. */
export function refuse(path: string, why: string): never {
  throw new FarkleError('invalid-state', why, path);
}

export function isInteger(value: unknown, min: number, max: number): value is number {
  // Math.floor rather than Number.isInteger: the bounds have ruled out NaN and the infinities, and it compiles to one instruction.
  return typeof value === 'number' && value >= min && value <= max && Math.floor(value) === value;
}

export function integer(value: unknown, min: number, max: number, path: string): number {
  if (!isInteger(value, min, max)) fail(path, `an integer ${min} to ${max}`, value);
  return value;
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'true or false', value);
  return value;
}

/** A points value of a state: an integer within the points limit, not below `min` (0 or minus the limit). */
export function points(value: unknown, path: string, min = 0): number {
  if (!isInteger(value, min, STATE_LIMITS.points)) fail(path, `an integer ${min === 0 ? '0' : '-1e15'} to 1e15`, value);
  return value;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !isArray(value);
}

export function record(value: unknown, path: string): Record<string, unknown> {
  if (!isObject(value)) fail(path, 'an object', value);
  return value;
}

/** An array of at most `max` entries (its length checked before any entry is read). */
export function list(value: unknown, max: number, path: string): readonly unknown[] {
  if (!Array.isArray(value)) fail(path, 'an array', value);
  const entries = value as readonly unknown[];
  if (entries.length > max) refuse(path, `expected at most ${max} entries, got ${entries.length}`);
  return entries;
}

/**
 * Die ids of a set of `dice` dice, each once: the length checked first, so
 * no list can be longer than the set. Returns the ids as a bit mask.
 */
export function idMask(value: unknown, dice: number, path: string): number {
  const ids = list(value, dice, path);
  if (ids.length === 0) return 0;
  let mask = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (!isInteger(id, 0, dice - 1)) fail(`${path}[${i}]`, `a die id 0 to ${dice - 1}`, id);
    if ((mask >> id) & 1) refuse(`${path}[${i}]`, `die ${id} is listed twice`);
    mask |= 1 << id;
  }
  return mask;
}

/** Seats of a game of `seats` seats, each once. */
export function seatList(value: unknown, seats: number, path: string): readonly number[] {
  const entries = list(value, seats, path) as readonly number[];
  for (let i = 0; i < entries.length; i++) {
    const seat = entries[i];
    if (!isInteger(seat, 0, seats - 1)) fail(`${path}[${i}]`, `a seat 0 to ${seats - 1}`, seat);
    if (entries.indexOf(seat) !== i) refuse(`${path}[${i}]`, `seat ${seat} is listed twice`);
  }
  return entries;
}

/**
 * Checks one rolled die: an id of the set, a face 1 to 6, and the spicy and
 * wild flags the rules give that die showing that face (the flags are not
 * free: die d shows its red face on d + 1; die 0 its wild side in place of
 * the wild face). Returns its id.
 */
function dieId(value: unknown, rules: Rules, index: number): number {
  if (!isObject(value)) fail(`state.turn.roll[${index}]`, 'a rolled die', value);
  const { id, face } = value;
  if (!isInteger(id, 0, rules.dice - 1)) fail(`state.turn.roll[${index}].id`, `a die id 0 to ${rules.dice - 1}`, id);
  if (!isInteger(face, 1, 6)) fail(`state.turn.roll[${index}].face`, 'a face 1 to 6', face);
  const spicy = rules.spicyDice && face === id + 1;
  const wild = rules.wildDie !== null && id === 0 && face === rules.wildDie.face;
  if (value.spicy !== spicy) fail(`state.turn.roll[${index}].spicy`, `${spicy} (die ${id} showing a ${face} under these rules)`, value.spicy);
  if (value.wild !== wild) fail(`state.turn.roll[${index}].wild`, `${wild} (die ${id} showing a ${face} under these rules)`, value.wild);
  return id;
}

/**
 * A roll showing: 1 to `rules.dice` dice, and the dice of the turn's
 * `rollable` in their order (a roll throws those dice, in order), so each die once.
 */
export function checkRoll(value: unknown, rules: Rules, rollable: readonly number[]): readonly RolledDie[] {
  const path = 'state.turn.roll';
  const dice = list(value, rules.dice, path);
  if (dice.length === 0) refuse(path, 'expected at least one die');
  if (dice.length !== rollable.length) refuse(path, `expected the ${rollable.length} dice of state.turn.rollable, got ${dice.length}`);
  for (let i = 0; i < dice.length; i++) {
    const id = dieId(dice[i], rules, i);
    if (id !== rollable[i]) refuse(`${path}[${i}].id`, `expected die ${rollable[i]} (state.turn.rollable[${i}]), got die ${id}`);
  }
  return dice as readonly RolledDie[];
}
