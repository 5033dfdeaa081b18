import { isFace, type Face } from '../dice.js';
import { FarkleError, describe } from '../errors.js';
import type { FirstPlayerRule } from '../rules/types.js';
import type { Random } from './random.js';
import type { GameEvent } from './types.js';

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
  if (!Array.isArray(dice) || dice.length === 0) {
    throw new FarkleError('invalid-options', `expected a non-empty array of rounds, each an array of faces, got ${describe(dice)}`, PATH);
  }
  const count = dice.length;
  if (count > MAX_FIRST_PLAYER_ROUNDS) throw new FarkleError('invalid-options', `expected at most ${MAX_FIRST_PLAYER_ROUNDS} rounds, got ${count}`, PATH);
  const rounds: Face[][] = [];
  for (let r = 0; r < count; r++) {
    const given: unknown = dice[r];
    if (!Array.isArray(given)) throw new FarkleError('invalid-options', `expected an array of faces, got ${describe(given)}`, `${PATH}[${r}]`);
    const length = given.length;
    const faces: Face[] = [];
    for (let i = 0; i < length; i++) {
      const face: unknown = given[i];
      if (!isFace(face)) throw new FarkleError('invalid-die', `expected a face 1 to 6, got ${describe(face)}`, `${PATH}[${r}][${i}]`);
      faces.push(face);
    }
    rounds.push(faces);
  }
  return rounds;
}

/**
 * The first player by the rules' procedure, from the faces a real table
 * threw: one array per round, in the order the seats throw (as the
 * `firstPlayerRoll` events list them). Every round must be one the
 * procedure plays, whole, and no round may follow the one that decides.
 */
export function thrownFirstPlayer(rule: FirstPlayerRule, dice: unknown, seats: number, events: GameEvent[]): number {
  const rounds = readRounds(dice);
  let round = 0;
  let used = 0;
  const face: Thrower = (r, index, player) => {
    if (r !== round) {
      checkRoundEnd(rounds, round, used);
      round = r;
    }
    used = index + 1;
    const thrown = rounds[r]?.[index];
    if (thrown !== undefined) return thrown;
    const where = rounds[r] === undefined ? PATH : `${PATH}[${r}]`;
    const what = rounds[r] === undefined ? `the first player is not decided after ${r} rounds: expected another round` : `expected seat ${player}'s face`;
    throw new FarkleError('invalid-options', `${what} (${rule === 'firstSix' ? 'every seat throws in turn until a 6' : 'the seats tied on the highest face throw again'})`, where);
  };
  const first = throwOff(rule, face, seats, events);
  checkRoundEnd(rounds, round, used);
  if (rounds.length > round + 1) {
    throw new FarkleError('invalid-options', `seat ${first} starts after ${round + 1} rounds: no more rounds are thrown`, `${PATH}[${round + 1}]`);
  }
  return first;
}

/** A round holds exactly the throws the procedure made in it. */
function checkRoundEnd(rounds: readonly (readonly Face[])[], round: number, used: number): void {
  const length = rounds[round]?.length ?? 0;
  if (length > used) {
    throw new FarkleError('invalid-options', `${used} seats throw in this round, got ${length} faces`, `${PATH}[${round}][${used}]`);
  }
}
