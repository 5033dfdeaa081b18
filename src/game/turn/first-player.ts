import { isFace, type Face } from '../../dice.js';
import { readList } from '../../read.js';
import { FarkleError, describe } from '../../errors.js';
import type { FirstPlayerRule } from '../../rules/types.js';
import type { Random } from '../random/generator.js';
import type { GameEvent } from '../types.js';

/** The most rounds of throws `createGame`'s `firstPlayerDice` may bring (ties beyond that are not a real table's). */
export const MAX_FIRST_PLAYER_ROUNDS = 100;

/** The face seat `player` throws as the `index`-th thrower of round `round`. */
type Thrower = (round: number, index: number, player: number) => Face;

/** Everyone rolls one die; the highest starts; tied players roll again, in seat order. */
function highestDie(face: Thrower, seats: number, events: GameEvent[]): number {
  let contenders = Array.from({ length: seats }, (_, seat) => seat);
  for (let round = 0; ; round++) {
    const rolls = contenders.map((player, index) => ({ player, face: face(round, index, player) }));
    events.push({ type: 'firstPlayerRoll', rolls });
    const top = Math.max(...rolls.map((r) => r.face));
    contenders = rolls.filter((r) => r.face === top).map((r) => r.player);
    if (contenders.length === 1) return contenders[0] ?? 0;
  }
}

/** Seats throw one die each in seat order, round after round; the first to throw a 6 starts. */
function firstSix(face: Thrower, seats: number, events: GameEvent[]): number {
  for (let round = 0; ; round++) {
    const rolls: { player: number; face: Face }[] = [];
    for (let player = 0; player < seats; player++) {
      const thrown = face(round, player, player);
      rolls.push({ player, face: thrown });
      if (thrown === 6) {
        events.push({ type: 'firstPlayerRoll', rolls });
        return player;
      }
    }
    events.push({ type: 'firstPlayerRoll', rolls });
  }
}

/** Plays the rules' first-player procedure with faces from `face`; one `firstPlayerRoll` event per round. */
function throwOff(rule: FirstPlayerRule, face: Thrower, seats: number, events: GameEvent[]): number {
  return rule === 'firstSix' ? firstSix(face, seats, events) : highestDie(face, seats, events);
}

/** The first player by the rules' procedure, thrown by the seeded generator. */
export function seededFirstPlayer(rule: FirstPlayerRule, random: Random, seats: number, events: GameEvent[]): number {
  return throwOff(rule, () => random.face(), seats, events);
}

const PATH = 'firstPlayerDice';

/** `firstPlayerDice` read once into arrays of its own, every face checked. */
function readRounds(dice: unknown): Face[][] {
  const list = readList(dice, 'invalid-options', PATH);
  if (list === null || list.length === 0 || list.length > MAX_FIRST_PLAYER_ROUNDS) {
    throw new FarkleError('invalid-options', `expected 1 to ${MAX_FIRST_PLAYER_ROUNDS} rounds, each an array of faces, got ${list === null ? describe(dice) : `${list.length} rounds`}`, PATH);
  }
  return list.map((given, r) => {
    const faces = readList(given, 'invalid-options', `${PATH}[${r}]`);
    if (faces === null) throw new FarkleError('invalid-options', `expected an array of faces, got ${describe(given)}`, `${PATH}[${r}]`);
    faces.forEach((face, i) => {
      if (!isFace(face)) throw new FarkleError('invalid-die', `expected a face 1 to 6, got ${describe(face)}`, `${PATH}[${r}][${i}]`);
    });
    return faces as Face[];
  });
}

/**
 * The first player by the rules' procedure, from the faces a real table
 * threw: one array per round, in the order the seats throw (as the
 * `firstPlayerRoll` events list them). Every round must be one the
 * procedure plays, whole, and no round may follow the one that decides.
 */
export function thrownFirstPlayer(rule: FirstPlayerRule, dice: unknown, seats: number, events: GameEvent[]): number {
  const rounds = readRounds(dice);
  const start = events.length;
  const first = throwOff(
    rule,
    (r, index, player) => {
      const face = rounds[r]?.[index];
      if (face !== undefined) return face;
      throw new FarkleError('invalid-options', `the first player is not decided: seat ${player} throws in round ${r + 1}`, rounds[r] === undefined ? PATH : `${PATH}[${r}]`);
    },
    seats,
    events,
  );
  // Every round given was played (by the rounds read above), whole: no face and no round too many.
  rounds.forEach((faces, r) => {
    const round = events[start + r];
    const used = round?.type === 'firstPlayerRoll' ? round.rolls.length : 0;
    if (faces.length > used) {
      throw new FarkleError('invalid-options', `${used} seats throw in round ${r + 1}, got ${faces.length} faces`, `${PATH}[${r}]${used > 0 ? `[${used}]` : ''}`);
    }
  });
  return first;
}
