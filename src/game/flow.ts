import type { Rules } from '../rules/types.js';
import { ALL_DICE } from './check.js';
import type { Endgame, GameEvent, GameState, Offer, PlayerState, TurnState } from './types.js';

/** A fresh turn for `player`, with the dice offered to it, if any. */
export function freshTurn(player: number, offer: Offer | null): TurnState {
  return { player, phase: 'start', total: 0, roll: null, rollable: ALL_DICE, unbought: [], hotDice: false, rolls: 0, mode: 'fresh', offer };
}

/** Seats still in the game, in seat order. */
export function activeSeats(players: readonly PlayerState[]): number[] {
  const out: number[] = [];
  players.forEach((p, seat) => {
    if (!p.eliminated) out.push(seat);
  });
  return out;
}

/** The active seats after `seat`, in seat order, wrapping round and ending with `seat` itself if active. */
function seatsAfter(players: readonly PlayerState[], seat: number): number[] {
  const out: number[] = [];
  for (let step = 1; step <= players.length; step++) {
    const next = (seat + step) % players.length;
    if (!(players[next] as PlayerState).eliminated) out.push(next);
  }
  return out;
}

/** Whether a banked score reaches the rules' target. */
export function hitsTarget(rules: Rules, score: number): boolean {
  return rules.end.trigger === 'reach' ? score >= rules.end.target : score > rules.end.target;
}

/** Ends the game with these winners. */
export function gameOver(state: GameState, winners: readonly number[], events: GameEvent[]): GameState {
  events.push({ type: 'gameOver', winners });
  return { ...state, over: true, winners, endgame: null };
}

/** A banked score hit the target: win at once, or start the final round. */
export function targetHit(state: GameState, player: number, events: GameEvent[]): GameState | null {
  const { end } = state.rules;
  if (!end.finalRound || state.endgame?.kind === 'lastStanding') return gameOver(state, [player], events);
  if (state.endgame !== null) return null;
  const score = (state.players[player] as PlayerState).score;
  events.push({ type: 'finalRound', trigger: player, score });
  const queue = seatsAfter(state.players, player).filter((seat) => seat !== player);
  return { ...state, endgame: { kind: 'finalRound', queue } };
}

/** After the final round or a play-off: the leaders win together, or play off when the rules say so. */
function decide(state: GameState, events: GameEvent[]): GameState {
  const active = activeSeats(state.players);
  const top = Math.max(...active.map((seat) => (state.players[seat] as PlayerState).score));
  const leaders = active.filter((seat) => (state.players[seat] as PlayerState).score === top);
  if (leaders.length > 1 && state.rules.end.ties === 'playOff') {
    events.push({ type: 'tieBreak', players: leaders });
    return startTurn({ ...state, endgame: { kind: 'tieBreak', queue: leaders.slice(1) } }, leaders[0] ?? 0, null, events);
  }
  return gameOver(state, leaders, events);
}

function startTurn(state: GameState, player: number, offer: Offer | null, events: GameEvent[]): GameState {
  events.push({ type: 'turnStarted', player, offer });
  return { ...state, turn: freshTurn(player, offer), turnNumber: state.turnNumber + 1 };
}

/** When elimination leaves one player: it wins at once, or gets its allowance of rounds. */
function lastStanding(state: GameState, player: number, events: GameEvent[]): GameState {
  const rule = state.rules.end.lastStanding;
  if (rule === null) return gameOver(state, [player], events);
  const short = state.rules.end.target - (state.players[player] as PlayerState).score;
  const rounds = Math.max(1, Math.ceil(short / rule.pointsPerRound));
  events.push({ type: 'lastStanding', player, rounds });
  const endgame: Endgame = { kind: 'lastStanding', queue: Array<number>(rounds - 1).fill(player) };
  return startTurn({ ...state, endgame }, player, null, events);
}

/**
 * Ends the current turn and starts the next one: the next active seat, or
 * the next turn owed by the endgame; decides the game when none is owed.
 * `offer` is the dice left by a bank, passed to the next player when the rules use them.
 */
export function endTurn(state: GameState, offer: Offer | null, events: GameEvent[]): GameState {
  const active = activeSeats(state.players);
  if (active.length === 0) return gameOver(state, [], events);
  const { endgame } = state;
  if (endgame === null && active.length === 1 && state.players.length > 1) {
    return lastStanding(state, active[0] ?? 0, events);
  }
  let next: number;
  let rest: Endgame | null = endgame;
  if (endgame === null) {
    next = seatsAfter(state.players, state.turn.player)[0] ?? 0;
  } else {
    const queue = endgame.queue.filter((seat) => !(state.players[seat] as PlayerState).eliminated);
    if (queue.length === 0) return endgame.kind === 'lastStanding' ? gameOver(state, [], events) : decide(state, events);
    next = queue[0] ?? 0;
    rest = { kind: endgame.kind, queue: queue.slice(1) };
  }
  const { rules } = state;
  const offered = offer !== null && offer.from !== next && (rules.buyDice !== null || rules.highStakes) ? offer : null;
  return startTurn({ ...state, endgame: rest }, next, offered, events);
}
