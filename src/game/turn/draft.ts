import { NONE } from '../dice.js';
import type { GeneratorState } from '../random/generator.js';
import type { GameEvent, GameState, PlayerState, TurnState } from '../types.js';

/** A writable copy made by a transition. States are never changed once returned. */
export type Draft<T> = { -readonly [K in keyof T]: T[K] };

/** The next state under construction (see {@link draftState}). */
export interface GameDraft extends Draft<GameState> {
  turn: Draft<TurnState>;
  events: GameEvent[];
}

/**
 * The events of a transition that no one will read (see `nextState`): its
 * draft holds this list, and the transitions, which ask {@link readsEvents}
 * before they make an event, add none. Frozen, so that an event added
 * without asking throws rather than piling up here.
 */
export const UNREAD: GameEvent[] = Object.freeze([]) as unknown as GameEvent[];

/** Whether the events of this transition are read: if not, none is made (no object, no copies of its lists). */
export function readsEvents(draft: GameDraft): boolean {
  return draft.events !== UNREAD;
}

/**
 * The next state under construction: a copy of `state`, one of the
 * engine's own states (see `twin.ts`), that a transition edits before it is
 * published. The turn is the draft's own; everything else is shared with
 * `state` until a transition changes it, and a transition never changes a
 * shared value in place: it assigns a new array, and edits a player
 * through {@link editPlayer}, which copies it first. Copies are written out
 * field by field so that every state has one hidden class, which keeps
 * games fast.
 */
export function draftState(state: GameState, events: GameEvent[]): GameDraft {
  return {
    version: state.version,
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

function copyPlayer(old: PlayerState): Draft<PlayerState> {
  return {
    name: old.name,
    score: old.score,
    lives: old.lives,
    onBoard: old.onBoard,
    farkleStreak: old.farkleStreak,
    eliminated: old.eliminated,
  };
}

/** Edits one player of the draft: a copy of it, in a copy of the players (the others are shared). */
export function editPlayer(draft: GameDraft, seat: number, edit: (player: Draft<PlayerState>) => void): void {
  const players = draft.players.slice();
  const player = copyPlayer(players[seat] as PlayerState);
  edit(player);
  players[seat] = player;
  draft.players = players;
}

/** The generator's four words in an array of the copy's own (written out: a quarter faster than `slice`). */
function copyWords(words: readonly [number, number, number, number]): GeneratorState {
  return [words[0], words[1], words[2], words[3]];
}

/** A list of die ids, faces or seats of a state's own: empty lists share the frozen `NONE`. */
function own<T>(list: readonly T[]): T[] {
  return list.length === 0 ? (NONE as unknown as T[]) : list.slice();
}

/**
 * A copy of one of the engine's states that shares nothing anyone could
 * change: its own players, turn, offer, final round and every array in them,
 * and its own events (an event may hold a list the state also holds);
 * only frozen values are shared (the rules, the dice objects, the
 * scoring's combinations, empty lists). This is the state an app is given.
 */
export function ownCopy(state: GameState): GameState {
  const { endgame, turn } = state;
  const { offer } = turn;
  const players: PlayerState[] = [];
  // eslint-disable-next-line @typescript-eslint/prefer-for-of
  for (let seat = 0; seat < state.players.length; seat++) players.push(copyPlayer(state.players[seat] as PlayerState));
  return {
    version: state.version,
    rules: state.rules,
    players,
    turn: {
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
    },
    turnNumber: state.turnNumber,
    endgame: endgame === null ? null : { kind: endgame.kind, queue: own(endgame.queue) },
    seed: state.seed,
    rng: typeof state.rng === 'number' ? state.rng : copyWords(state.rng),
    over: state.over,
    winners: own(state.winners),
    events: state.events,
  };
}
