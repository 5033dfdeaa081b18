import { NONE } from './dice.js';
import type { GameEvent, GameState, PlayerState, TurnState } from './types.js';

/** A writable copy made by a transition. States are never changed once returned. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/** The next state under construction (see {@link draftState}). */
export interface GameDraft extends Draft<GameState> {
  players: Draft<PlayerState>[];
  turn: Draft<TurnState>;
  events: GameEvent[];
}

/**
 * The next state under construction: a copy of `state` that a transition
 * edits in place before returning it. A state shares nothing it could
 * change with another: the players, the turn and every array in them are
 * the new state's own (copies cost less than freezing, and V8 reads frozen
 * arrays slowly), and only frozen values are shared (the rules, the dice
 * objects, the scoring's combinations, empty lists). So no edit of one
 * state, in place, can change another. Copies are written out field by
 * field so that every state has one hidden class, which keeps games fast.
 */
export function draftState(state: GameState, events: GameEvent[]): GameDraft {
  const { endgame, winners } = state;
  return {
    version: 1,
    rules: state.rules,
    players: ownPlayers(state.players),
    turn: draftTurn(state.turn),
    turnNumber: state.turnNumber,
    endgame: endgame === null ? null : { kind: endgame.kind, queue: endgame.queue.slice() },
    seed: state.seed,
    rng: state.rng,
    over: state.over,
    winners: winners.length === 0 ? NONE : winners.slice(),
    events,
  };
}

/** A list of die ids or faces of a new state's own: empty lists share the frozen `NONE`. */
function own<T>(list: readonly T[]): T[] {
  return list.length === 0 ? (NONE as unknown as T[]) : list.slice();
}

function draftTurn(turn: TurnState): Draft<TurnState> {
  const { offer } = turn;
  return {
    player: turn.player,
    phase: turn.phase,
    total: turn.total,
    roll: turn.roll === null ? null : turn.roll.slice(),
    rollable: own(turn.rollable),
    unbought: own(turn.unbought),
    hotDice: turn.hotDice,
    rolls: turn.rolls,
    mode: turn.mode,
    offer: offer === null ? null : { from: offer.from, dice: offer.dice.slice(), total: offer.total, kind: offer.kind },
    toBeat: turn.toBeat,
    mustRoll: turn.mustRoll,
    clearFaces: own(turn.clearFaces),
    reroll: own(turn.reroll),
  };
}

/** The players of a new state: its own array of its own player objects. */
export function ownPlayers(players: readonly PlayerState[]): Draft<PlayerState>[] {
  const out: Draft<PlayerState>[] = [];
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let seat = 0; seat < players.length; seat++) {
    const old = players[seat] as PlayerState;
    out.push({
      name: old.name,
      score: old.score,
      lives: old.lives,
      onBoard: old.onBoard,
      farkleStreak: old.farkleStreak,
      eliminated: old.eliminated,
    });
  }
  return out;
}

/** Edits one player of the draft, whose player objects are its own. */
export function editPlayer(draft: GameDraft, seat: number, edit: (player: Draft<PlayerState>) => void): void {
  edit(draft.players[seat] as Draft<PlayerState>);
}
