import { editPlayer, readsEvents, type GameDraft } from './draft.js';
import type { GameState, PlayerState } from '../types.js';

/** The turn total a player needs to bank: the entry minimum until their first bank, then the per-turn minimum. */
export function bankMinimum(state: GameState, player: PlayerState): number {
  const { entry, minimum } = state.rules.bank;
  return player.onBoard ? minimum : Math.max(entry, minimum);
}

/**
 * The other active player with the lowest score, the first in seat order
 * after `seat` on a tie; -1 when there is none.
 */
function lowestOther(players: readonly PlayerState[], seat: number): number {
  let lowest = -1;
  for (let step = 1; step < players.length; step++) {
    const other = (seat + step) % players.length;
    const player = players[other] as PlayerState;
    if (!player.eliminated && (lowest < 0 || player.score < (players[lowest] as PlayerState).score)) lowest = other;
  }
  return lowest;
}

/**
 * Points that would take the banker past the exact target: to the lowest
 * other player under `end.overshoot: 'lowest'`, unless they would pass it
 * too; otherwise lost. Returns the seat that received them, or -1.
 */
function overshoot(draft: GameDraft, seat: number, points: number): number {
  const { overshoot: where, target } = draft.rules.end;
  const to = where === 'lowest' ? lowestOther(draft.players, seat) : -1;
  const score = to < 0 ? 0 : (draft.players[to] as PlayerState).score + points;
  if (to < 0 || score > target) {
    if (readsEvents(draft)) draft.events.push({ type: 'overshot', player: seat, points, to: null, score: null });
    return -1;
  }
  if (readsEvents(draft)) draft.events.push({ type: 'overshot', player: seat, points, to, score });
  editPlayer(draft, to, (player) => {
    player.score = score;
  });
  return to;
}

/**
 * Banks `total` for `seat`: adds it to the score (or, past an exact target,
 * sends it where `end.overshoot` says) and puts the player on the board; a
 * bank also ends the farkle streak unless it is a no-risk farkle's
 * (`endsStreak` false). Returns the seat whose score grew, or -1, for the
 * caller to check the target once the turn's other effects are done.
 */
export function bankTotal(draft: GameDraft, seat: number, total: number, endsStreak: boolean): number {
  const { trigger, target } = draft.rules.end;
  const before = (draft.players[seat] as PlayerState).score;
  const passes = trigger === 'exact' && before + total > target;
  const score = passes ? before : before + total;
  if (readsEvents(draft)) draft.events.push({ type: 'banked', player: seat, points: passes ? 0 : total, score });
  editPlayer(draft, seat, (player) => {
    player.score = score;
    player.onBoard = true;
    if (endsStreak) player.farkleStreak = 0;
  });
  return passes ? overshoot(draft, seat, total) : seat;
}

/**
 * What a farkle banks under `turn.noRisk`: the turn total when the player
 * could have banked it before the roll (above zero, at the bank minimum,
 * and above the last bank under `turn.mustBeatLastBank`); otherwise 0.
 */
export function noRiskTotal(draft: GameDraft): number {
  const { turn, rules } = draft;
  if (!rules.turn.noRisk || turn.total <= 0) return 0;
  if (turn.total < bankMinimum(draft, draft.players[turn.player] as PlayerState)) return 0;
  if (rules.turn.mustBeatLastBank && turn.total <= turn.toBeat) return 0;
  return turn.total;
}
