import type { Rules } from '../../rules/types.js';
import type { Endgame, GameState, PlayerState } from '../types.js';
import { boolean, fail, integer, isInteger, isObject, list, record, refuse, seatList, STATE_LIMITS } from './verify-parts.js';
import { checkTurn } from './verify-turn.js';

/** The path of a field of a player, built only for a problem. */
function playerPath(seat: number, field: string): string {
  return `state.players[${seat}]${field}`;
}

/** One player; `seat` only builds the path of a problem. */
function checkPlayer(value: unknown, rules: Rules, turns: number, seat: number): void {
  if (!isObject(value)) fail(playerPath(seat, ''), 'a player object', value);
  const { name, score, onBoard, farkleStreak, eliminated, lives } = value;
  if (typeof name !== 'string' || name.trim() === '') fail(playerPath(seat, '.name'), 'a non-empty name', name);
  if (!isInteger(score, -STATE_LIMITS.points, STATE_LIMITS.points)) fail(playerPath(seat, '.score'), 'an integer -1e15 to 1e15', score);
  if (typeof onBoard !== 'boolean') fail(playerPath(seat, '.onBoard'), 'true or false', onBoard);
  if (!isInteger(farkleStreak, 0, turns)) fail(playerPath(seat, '.farkleStreak'), `an integer 0 to ${turns} (the turn number)`, farkleStreak);
  if (typeof eliminated !== 'boolean') fail(playerPath(seat, '.eliminated'), 'true or false', eliminated);
  if (rules.lives === null) {
    if (lives !== null) fail(playerPath(seat, '.lives'), 'null (these rules have no lives)', lives);
    if (eliminated) refuse(playerPath(seat, '.eliminated'), 'without lives nobody is eliminated');
  } else {
    if (!isInteger(lives, 0, rules.lives.start)) fail(playerPath(seat, '.lives'), `an integer 0 to ${rules.lives.start}`, lives);
    if (eliminated !== (lives === 0)) refuse(playerPath(seat, '.eliminated'), 'a player is eliminated when, and only when, it has no lives left');
  }
}

function checkPlayers(value: unknown, rules: Rules, turns: number): readonly PlayerState[] {
  const { min, max } = rules.players;
  const most = max ?? STATE_LIMITS.seats;
  const players = list(value, most, 'state.players');
  if (players.length < min) refuse('state.players', `${rules.name} is played by ${min} to ${most} players, got ${players.length}`);
  for (let seat = 0; seat < players.length; seat++) checkPlayer(players[seat], rules, turns, seat);
  return players as readonly PlayerState[];
}

/**
 * The turns still owed: a final round or a play-off where the rules play
 * them, each seat once and not the current one; the last player standing's
 * allowance, turns of the current player only (at most `STATE_LIMITS.allowance`).
 */
function checkEndgame(value: unknown, rules: Rules, seats: number, player: number, over: boolean): void {
  const path = 'state.endgame';
  if (value === null) return;
  if (over) fail(path, 'null once the game is over', value);
  const endgame = record(value, path) as unknown as Endgame;
  const kind = endgame.kind as unknown;
  const { end } = rules;
  if (kind === 'lastStanding') {
    if (end.lastStanding === null) refuse(`${path}.kind`, 'these rules give the last player standing no allowance');
    const queue = list(endgame.queue, STATE_LIMITS.allowance, `${path}.queue`);
    for (let i = 0; i < queue.length; i++) if (queue[i] !== player) fail(`${path}.queue[${i}]`, `seat ${player}, the last player standing`, queue[i]);
    return;
  }
  if (kind === 'finalRound' && !end.finalRound) refuse(`${path}.kind`, 'these rules play no final round');
  else if (kind === 'tieBreak' && end.ties !== 'playOff') refuse(`${path}.kind`, 'these rules play no play-off');
  else if (kind !== 'finalRound' && kind !== 'tieBreak') fail(`${path}.kind`, "'finalRound', 'tieBreak' or 'lastStanding'", kind);
  const queue = seatList(endgame.queue, seats, `${path}.queue`);
  if (queue.includes(player)) refuse(`${path}.queue`, `seat ${player} has the turn and owes no other`);
}

/** The winners: none until the game is over, then active seats, ascending. */
function checkWinners(value: unknown, players: readonly PlayerState[], over: boolean): void {
  const path = 'state.winners';
  const winners = list(value, players.length, path);
  if (!over && winners.length > 0) refuse(path, 'expected no winners before the game is over');
  let last = -1;
  for (let i = 0; i < winners.length; i++) {
    const seat = winners[i];
    if (!isInteger(seat, last + 1, players.length - 1)) fail(`${path}[${i}]`, `a seat ${last + 1} to ${players.length - 1} (ascending, each once)`, seat);
    last = seat;
    if ((players[last] as PlayerState).eliminated) refuse(`${path}[${i}]`, `seat ${last} is eliminated and cannot win`);
  }
}

/**
 * The generator's state as the state's version keeps it (see
 * `random/generator.ts`): one 32-bit integer in version 1, four in version
 * 2, not all zero (xoshiro128** never reaches that state, nor leaves it).
 */
function checkGenerator(version: unknown, rng: unknown): void {
  if (version === 1) {
    if (!isInteger(rng, 0, WORD)) fail('state.rng', 'an integer 0 to 2^32 - 1 (a version 1 generator)', rng);
    return;
  }
  const words = Array.isArray(rng) ? (rng as readonly unknown[]) : [];
  const fits = words.length === 4 && words.every((word) => isInteger(word, 0, WORD));
  if (!fits || words.every((word) => word === 0)) fail('state.rng', 'four integers 0 to 2^32 - 1, not all 0 (a version 2 generator)', rng);
}

const WORD = 2 ** 32 - 1;

/**
 * Checks a game state against its rules (`state.rules`, which the caller
 * has resolved to a rule set the library made): every field the engine
 * reads, of its type, within its range and consistent with the others.
 * Events are checked as a list of objects here; `restoreGame` checks each
 * one further. Throws `invalid-state` at the path of the first problem.
 */
export function verifyState(state: GameState, rules: Rules): void {
  const turns = integer(state.turnNumber, 1, STATE_LIMITS.turns, 'state.turnNumber');
  const over = boolean(state.over, 'state.over');
  const players = checkPlayers(state.players, rules, turns);
  const turn = checkTurn(state.turn, rules, players, over);
  checkEndgame(state.endgame, rules, players.length, turn.player, over);
  checkWinners(state.winners, players, over);
  const { seed } = state;
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) fail('state.seed', 'a finite number or a string', seed);
  checkGenerator(state.version, state.rng);
  const events = list(state.events, STATE_LIMITS.events, 'state.events');
  for (let i = 0; i < events.length; i++) {
    const event = events[i];
    if (!isObject(event) || typeof event.type !== 'string') fail(`state.events[${i}]`, 'an event object', event);
  }
}
