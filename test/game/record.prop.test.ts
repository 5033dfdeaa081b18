/**
 * Game records over the whole rule space: random games, some of their rolls
 * bringing a table's dice, recorded action by action, replay to the same
 * states and events (also after a JSON round trip); a record edited anywhere
 * fails its check against the original final state unless, replayed here
 * independently, it really ends in that state; any value given as a record
 * gives a FarkleError or a game.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  applyAction,
  checkGameRecord,
  createGame,
  defineRules,
  legalActions,
  recordAction,
  replayGame,
  replayStates,
  startRecord,
  type Action,
  type Die,
  type Face,
  type GameRecord,
  type GameState,
} from '../../src/index.js';
import { faceArb } from '../support/arbitraries.js';
import { names, nextNumber, widestKeep } from '../support/games.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';
import { throwIds } from '../support/table.js';

const MAX_ACTIONS = 400;
const TIMEOUT = 120_000;

/** A face on die `id` as a table may write it: a plain face, or an object naming its red face or wild side. */
function tableDie(state: GameState, id: number, face: Face, r: number): Die {
  const { spicyDice, wildDie } = state.rules;
  if (r % 3 === 0) return face;
  if (wildDie !== null && id === 0 && face === wildDie.face) return r % 3 === 1 ? { wild: true } : { face, wild: true };
  return { face, spicy: spicyDice && face === id + 1 };
}

/** Mostly cautious (bank, else the widest keep), sometimes any listed action; every other throw brings the table's faces. */
function choose(state: GameState, r: number, faces: Iterator<Face>): Action {
  const legal = legalActions(state);
  const bankAction = legal.find((action) => action.type === 'bank');
  let action: Action | undefined;
  if (bankAction !== undefined && (state.turn.rolls >= 3 || r % 4 !== 0)) action = bankAction;
  else if (r % 4 !== 0) action = widestKeep(legal);
  action ??= legal[(r >>> 2) % legal.length];
  if (action === undefined) throw new Error('no legal action in a game that is not over');
  const ids = throwIds(state, action);
  if (ids.length === 0 || (r >>> 8) % 2 === 0) return action;
  const dice = ids.map((id, i) => tableDie(state, id, faces.next().value as Face, (r >>> 9) + i));
  return { ...action, dice } as Action;
}

interface Played {
  readonly states: GameState[];
  readonly actions: Action[];
  readonly record: GameRecord;
}

const gameArb = fc.record({
  draw: anyRulesArb,
  seed: fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
  seats: fc.integer({ min: 1, max: 4 }),
  numbers: fc.infiniteStream(fc.nat()),
  faces: fc.infiniteStream(faceArb),
  thrownFirst: fc.boolean(),
});

type GameDraw = typeof gameArb extends fc.Arbitrary<infer T> ? T : never;

/** Plays a random game, recording it action by action. */
function playRecorded({ draw, seed, seats, numbers, faces, thrownFirst }: GameDraw): Played {
  const rules = rulesOf(draw);
  const players = names(Math.max(rules.players.min, Math.min(seats, rules.players.max ?? seats)));
  const seeded = createGame({ rules, players, seed });
  // Half the games take the seeded throw-off as a table's dice.
  const rounds = seeded.events.flatMap((event) => (event.type === 'firstPlayerRoll' ? [event.rolls.map((roll) => roll.face)] : []));
  const options = thrownFirst ? { rules, players, seed, firstPlayerDice: rounds } : { rules, players, seed };
  let record = startRecord(options);
  let state = createGame(options);
  const states = [state];
  const actions: Action[] = [];
  while (!state.over && actions.length < MAX_ACTIONS) {
    const action = choose(state, nextNumber(numbers), faces);
    state = applyAction(state, action);
    record = recordAction(record, action);
    states.push(state);
    actions.push(action);
  }
  return { states, actions, record };
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The state a list of actions ends in, applied here one by one, or the FarkleError that stopped them. */
function endOf(start: GameState, actions: readonly Action[]): GameState | FarkleError {
  let state = start;
  try {
    for (const action of actions) state = applyAction(state, action);
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
  return state;
}

/** The check of `record` against `claimed`: the replayed state, or the FarkleError (anything else fails the test). */
function check(record: unknown, claimed: GameState): GameState | FarkleError {
  try {
    return checkGameRecord(record as GameRecord, claimed);
  } catch (error) {
    if (error instanceof FarkleError) return error;
    throw error;
  }
}

describe('game records', () => {
  it('a recorded game replays to the same states and events, also after a JSON round trip (format version 2, its generator’s four words and all)', () => {
    fc.assert(
      fc.property(gameArb, (draw) => {
        const { states, record } = playRecorded(draw);
        const final = states.at(-1) as GameState;
        expect(record.version).toBe(2);
        for (const state of states) expect(state.version === 2 && Array.isArray(state.rng) && state.rng.length === 4).toBe(true);
        expect(record.actions).toHaveLength(states.length - 1);
        expect(replayStates(record)).toEqual(states);
        const stored = json(record);
        expect(replayStates(stored)).toEqual(states);
        expect(JSON.stringify(replayGame(stored))).toBe(JSON.stringify(final));
        expect(checkGameRecord(stored, json(final))).toEqual(final);
      }),
      { numRuns: 40 },
    );
  }, TIMEOUT);

  it('edits that must change the game fail the check against the original final state', () => {
    const editArb = fc.constantFrom('seed', 'rules', 'removeLast', 'addAtEnd', 'replaceLast');
    fc.assert(
      fc.property(gameArb, editArb, fc.nat(), (draw, edit, r) => {
        const { states, actions, record } = playRecorded(draw);
        const final = json(states.at(-1) as GameState);
        const stored = json(record) as { -readonly [K in keyof GameRecord]: GameRecord[K] };
        const before = states.at(-2);
        switch (edit) {
          case 'seed':
            stored.seed = `${String(stored.seed)}!`;
            break;
          case 'rules': {
            const rules = replayGame(record).rules;
            stored.rules = json(defineRules({ bank: { entry: rules.bank.entry + 50 } }, rules));
            break;
          }
          case 'removeLast':
            if (actions.length === 0) return;
            stored.actions = stored.actions.slice(0, -1);
            break;
          case 'addAtEnd': {
            // Any listed action, or a roll once the game is over.
            const last = states.at(-1) as GameState;
            const listed = legalActions(last);
            const extra = listed[r % Math.max(1, listed.length)] ?? { type: 'roll' };
            stored.actions = [...stored.actions, write(extra)];
            break;
          }
          case 'replaceLast': {
            // Another action listed where the last one was taken.
            if (before === undefined) return;
            const others = legalActions(before).filter((action) => write(action) !== record.actions.at(-1));
            const other = others[r % Math.max(1, others.length)];
            if (other === undefined) return;
            stored.actions = [...stored.actions.slice(0, -1), write(other)];
            break;
          }
        }
        const result = check(stored, final);
        expect(result, `${edit} passed its check`).toBeInstanceOf(FarkleError);
      }),
      { numRuns: 60 },
    );
  }, TIMEOUT);

  it('an edit anywhere fails the check, unless the edited record really ends in the same state', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), fc.nat(), faceArb, (draw, at, kind, face) => {
        const { states, actions, record } = playRecorded(draw);
        if (actions.length === 0) return;
        const i = at % actions.length;
        const final = json(states.at(-1) as GameState);
        const edited = actions.slice();
        const original = actions[i] as Action;
        switch (kind % 3) {
          case 0:
            edited.splice(i, 1);
            break;
          case 1:
            edited.splice(i, 0, original);
            break;
          default:
            // The dice changed: a face of a throw that brought dice, else dice brought where there were none.
            if ('dice' in original && original.type !== 'keep' && original.dice !== undefined && original.dice.length > 0) {
              edited[i] = { ...original, dice: original.dice.map((die, j) => (j === 0 ? face : die)) };
            } else {
              const count = throwIds(states[i] as GameState, original).length;
              if (count === 0) return;
              edited[i] = { ...original, dice: Array.from({ length: count }, () => face) } as Action;
            }
        }
        const wildFace = (states[0] as GameState).rules.wildDie?.face;
        const stored = { ...json(record), actions: edited.map((action) => write(action, wildFace)) };
        const result = check(stored, final);
        const independent = endOf(states[0] as GameState, edited);
        if (independent instanceof FarkleError) {
          expect(result).toBeInstanceOf(FarkleError);
          expect((result as FarkleError).code).toBe(independent.code);
        } else if (JSON.stringify(independent) === JSON.stringify(final)) {
          expect(result).toEqual(independent);
        } else {
          expect(result).toBeInstanceOf(FarkleError);
          expect((result as FarkleError).code).toBe('record-mismatch');
        }
      }),
      { numRuns: 80 },
    );
  }, TIMEOUT);

  it('any value given as a record, or a valid record mutated, gives a FarkleError or a game', () => {
    const mutated = fc.tuple(gameArb, fc.nat(), fc.jsonValue({ maxDepth: 2 })).map(([draw, at, value]) => {
      const { record } = playRecorded(draw);
      const stored = json(record) as unknown as Record<string, unknown> & { actions: unknown[] };
      const keys = [...Object.keys(stored), 'bogus'];
      const key = keys[at % keys.length] as string;
      if (key === 'actions' && stored.actions.length > 0 && at % 2 === 0) stored.actions[at % stored.actions.length] = value;
      else stored[key] = value;
      return stored;
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), mutated), (value) => {
        const before = JSON.stringify(value);
        try {
          replayGame(value as GameRecord);
        } catch (error) {
          expect(error).toBeInstanceOf(FarkleError);
          expect((error as FarkleError).path ?? '').toMatch(/^record/);
        }
        expect(JSON.stringify(value)).toBe(before);
      }),
      { numRuns: 150 },
    );
  }, TIMEOUT);
});

/**
 * An action written as the game server guide says a record writes it, written here
 * independently of the library: `wildFace` is what a wild die brought as
 * `{ wild: true }` shows.
 */
function write(action: Action, wildFace = 0): string {
  const faces = (dice: readonly Die[] | undefined): string =>
    dice === undefined ? '' : `=${dice.map((die) => (typeof die === 'number' ? die : (die.face ?? wildFace))).join('')}`;
  switch (action.type) {
    case 'roll':
      return `r${faces(action.dice)}`;
    case 'keep':
      return `k${action.dice.join('')}`;
    case 'bank':
      return 'b';
    case 'buy':
      return `y${action.count}${faces(action.dice)}`;
    case 'highStakes':
      return `h${faces(action.dice)}`;
    case 'carryOn':
      return `c${faces(action.dice)}`;
    case 'secondChance':
      return `s${action.hold.join('')}${faces(action.dice)}`;
    case 'acceptFarkle':
      return 'a';
  }
}
