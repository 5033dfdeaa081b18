/**
 * What a farkle does once it stands (RULES.md "Terms" and "Decisions";
 * HOUSE-RULES rows 8 to 12 and 15 with the README's readings): the turn
 * total is lost, or banked under no risk when the player could have banked
 * it; the streak grows; the all-dice penalty, then the streak penalty; and
 * under carry on the lost total goes to the next player with the dice that
 * farkled.
 */
import type { Offer, PenaltyPoints } from '../../../src/index.js';
import { afterBank, bankPoints, endTurn } from './end.js';
import type { Move, Seat } from './model.js';

/** The turn total a player needs to bank: the entry minimum before the first bank (with the minimum on every bank), then the minimum. */
export function bankMinimum(move: Move, player: Seat): number {
  const { entry, minimum } = move.rules.bank;
  return player.onBoard ? minimum : Math.max(entry, minimum);
}

/**
 * A penalty: `points` off the score, or the whole score for `'all'` (a score
 * at or below 0 stays). A floor stops the fall but never lifts a score that
 * was below it already.
 */
function penalize(move: Move, player: Seat, points: PenaltyPoints): void {
  const fallen = points === 'all' ? Math.min(player.score, 0) : player.score - points;
  const floor = move.rules.scoreFloor;
  player.score = Math.min(player.score, floor === null ? fallen : Math.max(floor, fallen));
  move.happened.push('penalty');
}

/** No risk: what the farkle banks, the turn total when the player could have banked it before the roll; else 0. */
function noRiskBank(move: Move, player: Seat): number {
  const { turn } = move.table;
  const rule = move.rules.turn;
  if (!rule.noRisk || turn.total <= 0 || turn.total < bankMinimum(move, player)) return 0;
  if (rule.mustBeatLastBank && turn.total <= turn.toBeat) return 0;
  return turn.total;
}

/**
 * Carry on: the total this farkle loses, with the dice that farkled. A
 * carried-on turn whose first roll farkles loses the total it took over,
 * so the next player may carry it on again.
 */
function carryOnOffer(move: Move, dice: readonly number[]): Offer | null {
  const { turn } = move.table;
  if (!move.rules.turn.carryOn) return null;
  const takenOver = turn.mode === 'carryOn' && turn.rolls === 0 ? (turn.offer?.total ?? 0) : 0;
  const total = turn.total + takenOver;
  if (total <= 0) return null;
  move.happened.push(takenOver > 0 ? 'carried-on roll farkled' : 'carry on offered');
  return { from: turn.player, dice: [...dice], total, kind: 'farkle' };
}

/** The farkle of a roll of the dice `dice` stands. */
export function farkle(move: Move, dice: readonly number[]): void {
  const { rules, table } = move;
  const { turn } = table;
  const seatIndex = turn.player;
  const player = table.players[seatIndex] as Seat;
  move.happened.push('farkle');
  const allDice = dice.length === rules.dice;
  const banked = noRiskBank(move, player);
  const grew = banked > 0 ? bankPoints(move, seatIndex, banked, false) : -1;
  if (banked > 0) move.happened.push('no-risk bank');
  player.farkleStreak += 1;
  const crash = rules.allDiceFarkle;
  if (crash !== null && allDice && (!turn.hotDice || crash.onHotDice)) penalize(move, player, crash.points);
  const streak = rules.farklePenalty;
  if (streak !== null && player.farkleStreak >= streak.farkles) {
    penalize(move, player, streak.points);
    if (streak.resetAfterPenalty) player.farkleStreak = 0;
  }
  if (grew >= 0) afterBank(move, grew);
  if (!table.over) endTurn(move, banked > 0 ? null : carryOnOffer(move, dice), banked);
}
