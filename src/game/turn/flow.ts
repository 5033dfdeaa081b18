import type { Rules } from '../../rules/types.js';
import { allDice } from './dice-left.js';
import { NONE } from '../dice.js';
import { readsEvents, type Draft, type GameDraft } from './draft.js';
import type { Endgame, Offer, PlayerState, TurnState } from '../types.js';

/**
 * A fresh turn for `player` with every die of the set, the dice offered to
 * it, if any, and `toBeat`, the turn total the previous turn banked.
 */
export function freshTurn(rules: Rules, player: number, offer: Offer | null, toBeat: number): Draft<TurnState> {
  const rollable = allDice(rules.dice);
  return {
    player,
    phase: 'start',
    total: 0,
    roll: null,
    rollable,
    unbought: NONE,
    hotDice: false,
    rolls: 0,
    mode: 'fresh',
    offer,
    toBeat,
    mustRoll: false,
    clearFaces: NONE,
    reroll: NONE,
  };
}

function isActive(players: readonly PlayerState[], seat: number): boolean {
  return !(players[seat] as PlayerState).eliminated;
}

/** Seats still in the game, in seat order. */
function activeSeats(players: readonly PlayerState[]): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < players.length; seat++) if (isActive(players, seat)) out.push(seat);
  return out;
}

/** The next active seat after `seat`, wrapping round (`seat` itself when it is the only one). */
function nextSeat(players: readonly PlayerState[], seat: number): number {
  for (let step = 1; step <= players.length; step++) {
    const next = (seat + step) % players.length;
    if (isActive(players, next)) return next;
  }
  return seat;
}

/** Whether a banked score hits the rules' target: reaches it, exceeds it, or (`'exact'`) equals it. */
function hitsTarget(rules: Rules, score: number): boolean {
  const { trigger, target } = rules.end;
  return trigger === 'reach' ? score >= target : trigger === 'exceed' ? score > target : score === target;
}

/** Ends the game with these winners. */
export function gameOver(draft: GameDraft, winners: readonly number[]): void {
  if (readsEvents(draft)) draft.events.push({ type: 'gameOver', winners: winners.slice() });
  draft.over = true;
  draft.winners = winners;
  draft.endgame = null;
}

/** Whether `seat`'s score is above every other active player's. */
function leadsAlone(players: readonly PlayerState[], seat: number): boolean {
  const score = (players[seat] as PlayerState).score;
  return players.every((player, other) => other === seat || player.eliminated || player.score < score);
}

/**
 * After `player` banked: a score that hits the target wins at once or starts
 * the final round (once). During the final round, where the rules say so, a
 * bank above everyone else's score starts it again from that player.
 */
export function afterBank(draft: GameDraft, player: number): void {
  const { end } = draft.rules;
  if (draft.endgame?.kind === 'finalRound') {
    if (end.finalRoundRestarts && leadsAlone(draft.players, player)) startFinalRound(draft, player);
    return;
  }
  if (!hitsTarget(draft.rules, (draft.players[player] as PlayerState).score)) return;
  if (!end.finalRound || draft.endgame?.kind === 'lastStanding') gameOver(draft, [player]);
  else if (draft.endgame === null) startFinalRound(draft, player);
}

/**
 * Every other active player owes one more turn, in turn order after the
 * player whose turn is ending. That player is the trigger, except when the
 * points a bank overshot made another player hit the exact target: then the
 * banker plays last, rather than twice in a row.
 */
function startFinalRound(draft: GameDraft, trigger: number): void {
  const { players } = draft;
  const score = (players[trigger] as PlayerState).score;
  if (readsEvents(draft)) draft.events.push({ type: 'finalRound', trigger, score });
  const queue: number[] = [];
  for (let step = 1; step <= players.length; step++) {
    const seat = (draft.turn.player + step) % players.length;
    if (seat !== trigger && isActive(players, seat)) queue.push(seat);
  }
  draft.endgame = { kind: 'finalRound', queue };
}

function startTurn(draft: GameDraft, player: number, offer: Offer | null, toBeat: number): void {
  if (readsEvents(draft)) draft.events.push({ type: 'turnStarted', player, offer: offer === null ? null : { ...offer, dice: offer.dice.slice() } });
  draft.turn = freshTurn(draft.rules, player, offer, toBeat);
  draft.turnNumber += 1;
}

/** After the final round or a play-off: the leaders win together, or play off when the rules say so. */
function decide(draft: GameDraft, banked: number): void {
  const active = activeSeats(draft.players);
  const top = Math.max(...active.map((seat) => (draft.players[seat] as PlayerState).score));
  const leaders = active.filter((seat) => (draft.players[seat] as PlayerState).score === top);
  if (leaders.length > 1 && draft.rules.end.ties === 'playOff') {
    if (readsEvents(draft)) draft.events.push({ type: 'tieBreak', players: leaders });
    draft.endgame = { kind: 'tieBreak', queue: leaders.slice(1) };
    startTurn(draft, leaders[0] ?? 0, null, banked);
    return;
  }
  gameOver(draft, leaders);
}

/** When elimination leaves one player: it wins at once, or gets one round per `pointsPerRound` (or part) it is short. */
function lastStanding(draft: GameDraft, player: number, banked: number): void {
  const rule = draft.rules.end.lastStanding;
  if (rule === null) {
    gameOver(draft, [player]);
    return;
  }
  const short = draft.rules.end.target - (draft.players[player] as PlayerState).score;
  const rounds = Math.max(1, Math.ceil(short / rule.pointsPerRound));
  if (readsEvents(draft)) draft.events.push({ type: 'lastStanding', player, rounds });
  draft.endgame = { kind: 'lastStanding', queue: Array<number>(rounds - 1).fill(player) };
  startTurn(draft, player, null, banked);
}

/**
 * Ends the current turn and starts the next one: the next active seat, or
 * the next turn owed by the endgame; decides the game when none is owed.
 * `offer` is the dice left by a bank, passed on when the rules use them;
 * `banked` the turn total the ending turn banked (0 when it banked nothing),
 * which the next turn must beat under `turn.mustBeatLastBank`.
 */
export function endTurn(draft: GameDraft, offer: Offer | null, banked = 0): void {
  const { players, endgame } = draft;
  let active = 0;
  for (let seat = 0; seat < players.length; seat++) if (isActive(players, seat)) active++;
  if (active === 0) {
    gameOver(draft, []);
    return;
  }
  if (endgame === null && active === 1 && players.length > 1) {
    lastStanding(draft, nextSeat(players, draft.turn.player), banked);
    return;
  }
  let next: number;
  if (endgame === null) {
    next = nextSeat(players, draft.turn.player);
  } else {
    const queue = endgame.queue.filter((seat) => isActive(players, seat));
    if (queue.length === 0) {
      if (endgame.kind === 'lastStanding') gameOver(draft, []);
      else decide(draft, banked);
      return;
    }
    next = queue[0] ?? 0;
    const rest: Endgame = { kind: endgame.kind, queue: queue.slice(1) };
    draft.endgame = rest;
  }
  // Offers are made only where the rules use them (see offerLeft); never to the player who left them.
  startTurn(draft, next, offer !== null && offer.from !== next ? offer : null, banked);
}
