/**
 * What the referee follows of a game: the parts of a `GameState` the rules
 * decide (scores, the turn, the end), in the library's field names so that
 * a difference reads as the state's own path. The referee keeps its own
 * copy and never reads the engine's after the start.
 */
import type { Endgame, Face, GameState, Offer, RolledDie, Rules, TurnPhase } from '../../../src/index.js';
import type { Scorer } from './score.js';

export interface Seat {
  name: string;
  score: number;
  lives: number | null;
  onBoard: boolean;
  farkleStreak: number;
  eliminated: boolean;
}

export interface Turn {
  player: number;
  phase: TurnPhase;
  total: number;
  roll: RolledDie[] | null;
  rollable: number[];
  unbought: number[];
  hotDice: boolean;
  rolls: number;
  mode: 'fresh' | 'bought' | 'highStakes' | 'carryOn';
  offer: Offer | null;
  toBeat: number;
  mustRoll: boolean;
  clearFaces: Face[];
  reroll: number[];
}

export interface Table {
  players: Seat[];
  turn: Turn;
  turnNumber: number;
  endgame: { kind: Endgame['kind']; queue: number[] } | null;
  over: boolean;
  winners: number[];
}

/** Every die of the set, by id. */
export function allDice(rules: Rules): number[] {
  return Array.from({ length: rules.dice }, (_, id) => id);
}

/** A turn before its first roll: every die of the set, nothing kept, the offer and the bank to beat handed over. */
export function freshTurn(rules: Rules, player: number, offer: Offer | null, toBeat: number): Turn {
  return {
    player,
    phase: 'start',
    total: 0,
    roll: null,
    rollable: allDice(rules),
    unbought: [],
    hotDice: false,
    rolls: 0,
    mode: 'fresh',
    offer,
    toBeat,
    mustRoll: false,
    clearFaces: [],
    reroll: [],
  };
}

/** The game as `createGame` must start it: everyone at 0, `first` to roll six fresh dice. */
export function startTable(rules: Rules, names: readonly string[], first: number): Table {
  return {
    players: names.map((name) => ({ name, score: 0, lives: null, onBoard: false, farkleStreak: 0, eliminated: false })),
    turn: freshTurn(rules, first, null, 0),
    turnNumber: 1,
    endgame: null,
    over: false,
    winners: [],
  };
}

/** The same parts of an engine state, copied into plain objects. */
export function tableOf(state: GameState): Table {
  const { players, turn, turnNumber, endgame, over, winners } = state;
  return structuredClone({ players, turn, turnNumber, endgame, over, winners }) as Table;
}

/**
 * The paths where `actual` differs from `expected`, with both values.
 * After the game is over only the seats, the end and whose turn it was are
 * compared: the docs leave the rest of the last turn unsaid.
 */
export function differences(expected: Table, actual: Table): string[] {
  if (expected.over && actual.over) {
    const end = (table: Table): unknown => ({ ...table, turn: { player: table.turn.player } });
    return diff(end(expected), end(actual), 'state');
  }
  return diff(expected, actual, 'state');
}

function diff(expected: unknown, actual: unknown, path: string): string[] {
  if (typeof expected !== 'object' || expected === null || typeof actual !== 'object' || actual === null) {
    return Object.is(expected, actual) ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  }
  if (Array.isArray(expected) !== Array.isArray(actual)) return [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
  const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  const out: string[] = [];
  for (const key of keys) {
    out.push(...diff((expected as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${path}.${key}`));
  }
  return out;
}

/**
 * One transition being worked out: the rules, the scorer, the table being
 * changed (the referee's own copy) and what happened, named for the counts
 * that prove each phase was played.
 */
export interface Move {
  readonly rules: Rules;
  readonly scorer: Scorer;
  readonly table: Table;
  readonly happened: string[];
}
