/**
 * Banking and the end of the game, from RULES.md ("Turn and game rules",
 * "Final round") and HOUSE-RULES rows 22 and 23 with the README's readings:
 * the target reached, exceeded or hit exactly; the points of a bank that
 * would pass an exact target lost or given to the lowest other player; the
 * final round (restarted by a new leader where the rules say so); tied
 * leaders sharing the win or playing off; and whose turn comes next.
 */
import type { Offer } from '../../../src/index.js';
import { freshTurn, type Move, type Seat } from './model.js';

function seat(move: Move, index: number): Seat {
  return move.table.players[index] as Seat;
}

function hitsTarget(move: Move, score: number): boolean {
  const { trigger, target } = move.rules.end;
  if (trigger === 'reach') return score >= target;
  if (trigger === 'exceed') return score > target;
  return score === target;
}

/** The other player with the lowest score; on a tie the first in seat order after the banker. */
function lowestOther(move: Move, banker: number): number {
  const count = move.table.players.length;
  let lowest = -1;
  for (let step = 1; step < count; step++) {
    const other = (banker + step) % count;
    if (lowest < 0 || seat(move, other).score < seat(move, lowest).score) lowest = other;
  }
  return lowest;
}

/**
 * Adds a banked turn total to the banker (who is on the board from now on),
 * or, where it would pass an exact target, sends it where `end.overshoot`
 * says. A bank ends the farkle streak, a no-risk farkle's excepted. Returns
 * the seat whose score grew, or -1.
 */
export function bankPoints(move: Move, banker: number, total: number, endsStreak: boolean): number {
  const player = seat(move, banker);
  const { trigger, target, overshoot } = move.rules.end;
  player.onBoard = true;
  if (endsStreak) player.farkleStreak = 0;
  if (trigger !== 'exact' || player.score + total <= target) {
    player.score += total;
    if (trigger === 'exact' && player.score === target) move.happened.push('exact target hit');
    return banker;
  }
  const to = overshoot === 'lowest' ? lowestOther(move, banker) : -1;
  if (to < 0 || seat(move, to).score + total > target) {
    move.happened.push('overshoot lost');
    return -1;
  }
  seat(move, to).score += total;
  move.happened.push(seat(move, to).score === target ? 'overshoot lands the lowest on the target' : 'overshoot to the lowest');
  return to;
}

/** Whether `index` scores more than every other player. */
function leadsAlone(move: Move, index: number): boolean {
  const score = seat(move, index).score;
  return move.table.players.every((player, other) => other === index || player.score < score);
}

export function gameOver(move: Move, winners: number[]): void {
  move.table.over = true;
  move.table.winners = winners;
  move.table.endgame = null;
  move.happened.push(winners.length > 1 ? 'shared win' : 'game won');
}

/**
 * Every other player owes one more turn, in turn order after the player
 * whose turn is ending, the trigger left out (so when a bank's overshoot
 * puts another player on the target, the banker plays last).
 */
function startFinalRound(move: Move, trigger: number): void {
  const count = move.table.players.length;
  const queue: number[] = [];
  for (let step = 1; step <= count; step++) {
    const next = (move.table.turn.player + step) % count;
    if (next !== trigger) queue.push(next);
  }
  move.table.endgame = { kind: 'finalRound', queue };
}

/** After a bank that raised `index`'s score: the target wins at once, or starts the final round (or restarts it). */
export function afterBank(move: Move, index: number): void {
  const { end } = move.rules;
  const { endgame } = move.table;
  if (endgame?.kind === 'finalRound') {
    if (end.finalRoundRestarts && leadsAlone(move, index)) {
      move.happened.push('final round restarted');
      startFinalRound(move, index);
    }
    return;
  }
  if (!hitsTarget(move, seat(move, index).score)) return;
  if (!end.finalRound) {
    gameOver(move, [index]);
  } else if (endgame === null) {
    move.happened.push('final round');
    startFinalRound(move, index);
  }
}

function startTurn(move: Move, player: number, offer: Offer | null, toBeat: number): void {
  move.table.turn = freshTurn(move.rules, player, offer, toBeat);
  move.table.turnNumber += 1;
}

/** After the last turn owed: one leader wins; tied leaders share, or play off one turn each in seat order. */
function decide(move: Move, banked: number): void {
  const scores = move.table.players.map((player) => player.score);
  const top = Math.max(...scores);
  const leaders = scores.flatMap((score, index) => (score === top ? [index] : []));
  if (leaders.length > 1 && move.rules.end.ties === 'playOff') {
    move.happened.push('play-off');
    move.table.endgame = { kind: 'tieBreak', queue: leaders.slice(1) };
    startTurn(move, leaders[0] as number, null, banked);
    return;
  }
  gameOver(move, leaders);
}

/**
 * Ends the turn: the next seat plays, or the next turn owed at the end,
 * or the game is decided. The dice left (`offer`) go to the next player,
 * never back to the one who left them; `banked` is what this turn banked,
 * the total the next one must beat.
 */
export function endTurn(move: Move, offer: Offer | null, banked: number): void {
  const { table } = move;
  let next: number;
  if (table.endgame === null) {
    next = (table.turn.player + 1) % table.players.length;
  } else {
    const [first, ...rest] = table.endgame.queue;
    if (first === undefined) {
      decide(move, banked);
      return;
    }
    next = first;
    table.endgame = { kind: table.endgame.kind, queue: rest };
  }
  startTurn(move, next, offer !== null && offer.from !== next ? offer : null, banked);
}
