/**
 * The interpreter of the rulebook (`rulebook.ts`): an event happens, the rows
 * written for it are read in order, and their verbs change the referee's
 * table. Verbs that lead to another event (a score grew, the turn ended) put
 * it in a queue, so it happens once the current event's rows are all done:
 * that is how the target comes to be read after a farkle's penalties, and
 * the next turn to start after the target was read.
 */
import type { Offer, PenaltyPoints } from '../../../src/index.js';
import { freshTurn, type Move, type Seat } from './model.js';
import { leaders, PAYEES, READS, RULEBOOK, type EventName, type Scene, type Verb } from './rulebook.js';

interface Pending {
  readonly on: EventName;
  readonly seat: number;
  readonly dice: readonly number[];
  readonly banked: number;
  readonly offer: Offer | null;
}

/** `bank` or `farkle` (of the dice `dice`) happens in the referee's table, with everything that follows from it. */
export function occur(move: Move, on: 'bank' | 'farkle', dice: readonly number[] = []): void {
  const queue: Pending[] = [{ on, seat: move.table.turn.player, dice, banked: 0, offer: null }];
  for (let event = queue.shift(); event !== undefined; event = queue.shift()) {
    const scene: Scene = { ...event, rules: move.rules, table: move.table };
    for (const row of RULEBOOK) {
      if (row.on !== event.on || !row.when(scene)) continue;
      if (row.note !== undefined) move.happened.push(row.note);
      for (const verb of row.then) perform(move, scene, verb, queue);
      // A won game has no further consequences: nothing after the win is read.
      if (isOver(move)) return;
      if (READS[event.on] === 'first') break;
    }
  }
}

/** Read through a call, since the verbs end the game behind the type checker's back. */
const isOver = (move: Move): boolean => move.table.over;

const seatAt = (move: Move, seat: number): Seat => move.table.players[seat] as Seat;

/** The seats in turn order starting after `seat`, ending with `seat` itself. */
function roundFrom(move: Move, seat: number): number[] {
  const count = move.table.players.length;
  return Array.from({ length: count }, (_, step) => (seat + 1 + step) % count);
}

/** The other player with the lowest score; on a tie, the first of them in turn order after the banker. */
function lowestOther(move: Move, banker: number): number | null {
  const others = roundFrom(move, banker).filter((seat) => seat !== banker);
  if (others.length === 0) return null;
  return others.reduce((low, seat) => (seatAt(move, seat).score < seatAt(move, low).score ? seat : low));
}

/** The turn total, paid where the first row of PAYEES that fits sends it. */
function pay(move: Move, scene: Scene, queue: Pending[]): void {
  const { turn } = move.table;
  const points = turn.total;
  const lowest = lowestOther(move, turn.player);
  scene.banked = points;
  for (const payee of PAYEES) {
    const to = payee.to === 'banker' ? turn.player : payee.to === 'lowest' ? lowest : null;
    const score = to === null ? 0 : seatAt(move, to).score;
    if (payee.to !== 'nobody' && to === null) continue;
    if (!payee.fits(move.rules, score, points)) continue;
    if (to === null) {
      move.happened.push('overshoot lost');
      return;
    }
    seatAt(move, to).score += points;
    const exact = move.rules.end.trigger === 'exact' && seatAt(move, to).score === move.rules.end.target;
    if (to !== turn.player) move.happened.push(exact ? 'overshoot lands the lowest on the target' : 'overshoot to the lowest');
    else if (exact) move.happened.push('exact target hit');
    queue.push({ on: 'scored', seat: to, dice: [], banked: 0, offer: null });
    return;
  }
}

/**
 * A penalty's points off the score, or the whole of a score above 0 for
 * `'all'`. `scoreFloor` stops the fall there, but a score already below the
 * floor is never raised by it (nor by anything but a bank).
 */
function penalize(move: Move, player: Seat, points: PenaltyPoints): void {
  const fallen = points === 'all' ? Math.min(0, player.score) : player.score - points;
  const floor = move.rules.scoreFloor;
  if (floor === null || fallen >= floor) player.score = fallen;
  else player.score = Math.min(player.score, floor);
}

function startTurn(move: Move, player: number, offer: Offer | null, toBeat: number): void {
  // Dice are never offered back to the player who left them.
  move.table.turn = freshTurn(move.rules, player, offer?.from === player ? null : offer, toBeat);
  move.table.turnNumber += 1;
}

function win(move: Move, winners: number[]): void {
  Object.assign(move.table, { over: true, winners, endgame: null });
  move.happened.push(winners.length > 1 ? 'shared win' : 'game won');
}

function perform(move: Move, scene: Scene, verb: Verb, queue: Pending[]): void {
  const { table, rules } = move;
  const { turn } = table;
  const player = seatAt(move, turn.player);
  switch (verb.do) {
    case 'pay':
      pay(move, scene, queue);
      break;
    case 'board':
      player.onBoard = true;
      break;
    case 'streak':
      player.farkleStreak = verb.to === 'grow' ? player.farkleStreak + 1 : 0;
      break;
    case 'penalty':
      penalize(move, player, (rules[verb.rule] as { points: PenaltyPoints }).points);
      break;
    case 'offer': {
      const dice = verb.dice === 'left' ? [...turn.rollable].sort((a, b) => a - b) : [...scene.dice];
      const total = verb.total === 'turn' ? turn.total : (turn.offer?.total ?? 0);
      scene.offer = { from: turn.player, dice, total, kind: verb.kind };
      break;
    }
    case 'endTurn':
      queue.push({ on: 'turnOver', seat: turn.player, dice: [], banked: scene.banked, offer: scene.offer });
      break;
    case 'pass': {
      if (verb.to === 'nextSeat') {
        startTurn(move, (turn.player + 1) % table.players.length, scene.offer, scene.banked);
        break;
      }
      const [next, ...rest] = table.endgame?.queue ?? [];
      table.endgame = { kind: table.endgame?.kind ?? 'finalRound', queue: rest };
      startTurn(move, next as number, scene.offer, scene.banked);
      break;
    }
    case 'win':
      win(move, verb.who === 'seat' ? [scene.seat] : leaders(table));
      break;
    case 'finalRound':
      // Owed in turn order from the player whose turn is ending: when a bank's overshoot put another
      // player on the target, that player is left out and the banker plays last.
      table.endgame = { kind: 'finalRound', queue: roundFrom(move, turn.player).filter((seat) => seat !== scene.seat) };
      break;
    case 'playOff': {
      const [first, ...rest] = leaders(table);
      table.endgame = { kind: 'tieBreak', queue: rest };
      // The first play-off turn is offered no dice; it must beat the turn just before it.
      startTurn(move, first as number, null, scene.banked);
      break;
    }
  }
}
