import type { GameEvent, GameState, PlayerState, TurnState } from './types.js';

/** A writable copy made by a transition. States are never changed once returned. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The next state under construction: a copy of `state` that a transition
 * edits in place before returning it. Copies are written out field by field
 * so that every state has one hidden class, which keeps games fast.
 */
export interface GameDraft extends Draft<GameState> {
  turn: Draft<TurnState>;
  events: GameEvent[];
}

export function draftState(state: GameState, events: GameEvent[]): GameDraft {
  return {
    version: 1,
    rules: state.rules,
    players: state.players,
    turn: draftTurn(state.turn),
    turnNumber: state.turnNumber,
    endgame: state.endgame,
    seed: state.seed,
    rng: state.rng,
    over: state.over,
    winners: state.winners,
    events,
  };
}

function draftTurn(turn: TurnState): Draft<TurnState> {
  return {
    player: turn.player,
    phase: turn.phase,
    total: turn.total,
    roll: turn.roll,
    rollable: turn.rollable,
    unbought: turn.unbought,
    hotDice: turn.hotDice,
    rolls: turn.rolls,
    mode: turn.mode,
    offer: turn.offer,
    toBeat: turn.toBeat,
    mustRoll: turn.mustRoll,
    clearFaces: turn.clearFaces,
    reroll: turn.reroll,
  };
}

/** Replaces one player with an edited copy (the others are shared with the previous state). */
export function editPlayer(draft: GameDraft, seat: number, edit: (player: Draft<PlayerState>) => void): void {
  const players = draft.players.slice();
  const old = players[seat] as PlayerState;
  const player: Draft<PlayerState> = {
    name: old.name,
    score: old.score,
    lives: old.lives,
    onBoard: old.onBoard,
    farkleStreak: old.farkleStreak,
    eliminated: old.eliminated,
  };
  edit(player);
  players[seat] = player;
  draft.players = players;
}
