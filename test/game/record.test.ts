/**
 * Game records by example: the format as the game server guide describes it (each
 * action's letter, digits and faces; preset names; the first player), the
 * refusals of a record from anywhere (each at its path under `record`), the
 * check of a claimed state, and recordAction's own checks.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_RECORD_ACTIONS,
  RECORD_VERSION,
  applyAction,
  checkGameRecord,
  createGame,
  defineRules,
  presets,
  recordAction,
  replayGame,
  replayStates,
  startRecord,
  type Action,
  type CreateGameOptions,
  type ErrorCode,
  type Face,
  type GameRecord,
  type GameState,
  type Rules,
} from '../../src/index.js';
import { FARKLE_SIX, bank, buy, deepFreeze, highStakes, keep, names, roll } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** Records `actions` from `options`, expecting each written as `written`, and the replay to be the game played directly. */
function expectRecorded(options: CreateGameOptions, actions: readonly Action[], written: readonly string[]): GameRecord {
  let record = startRecord(options);
  let state = createGame(options);
  const states = [state];
  for (const action of actions) {
    record = recordAction(record, action);
    state = applyAction(state, action);
    states.push(state);
  }
  expect(record.actions).toEqual(written);
  const stored = JSON.parse(JSON.stringify(record)) as GameRecord;
  expect(replayStates(stored)).toEqual(states);
  return record;
}

const ANN_FIRST = { players: names(2), seed: 7, firstPlayer: 0 };

describe('the record format', () => {
  it('a classic game: the preset by name, the seed, the chosen first player, and each action as a short string', () => {
    const record = expectRecorded(ANN_FIRST, [roll(1, 1, 1, 5, 2, 3), keep(0, 1, 2, 3), { type: 'roll' }], ['r=111523', 'k0123', 'r']);
    expect(JSON.stringify(record)).toBe('{"version":2,"rules":"classic","players":["Ann","Bob"],"seed":7,"firstPlayer":0,"actions":["r=111523","k0123","r"]}');
    expect(record.version).toBe(RECORD_VERSION);
  });

  it('a bank, and a turn of the next seat', () => {
    const rules = defineRules({ bank: { entry: 0 } });
    expectRecorded({ ...ANN_FIRST, rules }, [roll(5, 2, 3, 4, 6, 6), keep(0), bank, roll(...FARKLE_SIX)], ['r=523466', 'k0', 'b', 'r=234623']);
  });

  it('Farkel: a buy of two dice with their faces, and without', () => {
    const options = { ...ANN_FIRST, rules: 'farkel' as const };
    const opening = [roll(1, 2, 3, 4, 6, 6), keep(0), bank];
    expectRecorded(options, [...opening, buy(2, 3, 5)], ['r=123466', 'k0', 'b', 'y2=35']);
    expectRecorded(options, [...opening, { type: 'buy', count: 2 }], ['r=123466', 'k0', 'b', 'y2']);
  });

  it('high stakes and carry on, with and without dice', () => {
    const stakes = { ...ANN_FIRST, rules: defineRules({ highStakes: true, bank: { entry: 0 } }) };
    expectRecorded(stakes, [roll(1, 2, 3, 4, 6, 6), keep(0), bank, highStakes(1, 2, 3, 4, 6)], ['r=123466', 'k0', 'b', 'h=12346']);
    expectRecorded(stakes, [roll(1, 2, 3, 4, 6, 6), keep(0), bank, { type: 'highStakes' }], ['r=123466', 'k0', 'b', 'h']);
    const carry = { ...ANN_FIRST, rules: defineRules({ turn: { carryOn: true }, bank: { entry: 0 } }) };
    expectRecorded(carry, [roll(1, 2, 3, 4, 6, 6), keep(0), roll(2, 3, 4, 6, 6), { type: 'carryOn', dice: [4, 4, 2, 3, 6] }], ['r=123466', 'k0', 'r=23466', 'c=44236']);
  });

  it('second chance: the held indices, then the faces of the dice thrown again; accepting the farkle', () => {
    const options = { ...ANN_FIRST, rules: defineRules({ turn: { secondChance: true } }) };
    expectRecorded(options, [roll(...FARKLE_SIX), { type: 'secondChance', hold: [0, 1, 3], dice: [6, 2, 1] }], ['r=234623', 's013=621']);
    expectRecorded(options, [roll(...FARKLE_SIX), { type: 'acceptFarkle' }], ['r=234623', 'a']);
  });

  it('spicy and wild dice are written as their faces: the red face and the wild side follow from the die', () => {
    expectRecorded({ ...ANN_FIRST, rules: 'spicy' }, [roll(1, { face: 2, spicy: true }, 3, 4, 6, 6)], ['r=123466']);
    const wild = { ...ANN_FIRST, rules: defineRules({ wildDie: { face: 6 } }) };
    expectRecorded(wild, [roll({ wild: true }, 2, 3, 4, 6, 3)], ['r=623463']);
    expectRecorded(wild, [roll({ face: 6, wild: true }, 2, 3, 4, 6, 3)], ['r=623463']);
  });

  it('custom rules are kept whole; a preset, or a copy of one, is its name', () => {
    const house = defineRules({ name: 'house', bank: { entry: 350 } });
    expect(startRecord({ players: names(2), rules: house, seed: 1 }).rules).toEqual(house);
    expect(startRecord({ players: names(2), rules: JSON.parse(JSON.stringify(presets.zilch)) as Rules, seed: 1 }).rules).toBe('zilch');
    expect(startRecord({ players: names(2), rules: presets.yarkle, seed: 1 }).rules).toBe('yarkle');
  });

  it('a seed drawn at random is kept; a throw-off for the first player is kept as the table threw it', () => {
    const drawn = startRecord({ players: names(2) });
    expect(replayGame(JSON.parse(JSON.stringify(drawn)) as GameRecord).seed).toBe(drawn.seed);
    const thrown = startRecord({ players: names(3), seed: 1, firstPlayerDice: [[6, 2, 6], [3, 5]] });
    expect(thrown.firstPlayerDice).toEqual([[6, 2, 6], [3, 5]]);
    expect(thrown.firstPlayer).toBeUndefined();
    expect(replayGame(JSON.parse(JSON.stringify(thrown)) as GameRecord).turn.player).toBe(2);
  });

  it('records and their lists are frozen; recordAction leaves the record it is given as it was', () => {
    const record = startRecord(ANN_FIRST);
    const next = recordAction(record, roll(1, 2, 3, 4, 6, 6));
    expect(record.actions).toEqual([]);
    expect(Object.isFrozen(next) && Object.isFrozen(next.actions) && Object.isFrozen(next.players)).toBe(true);
  });
});

describe('recordAction', () => {
  it('refuses an illegal action with the game\'s own code, and records nothing', () => {
    const record = recordAction(startRecord(ANN_FIRST), roll(1, 2, 3, 4, 6, 6));
    const error = expectFarkleError(() => recordAction(record, keep(1)), 'keep-does-not-score');
    expect(error.path).toBe('action.dice');
    expectFarkleError(() => recordAction(record, bank), 'must-keep-first');
    expectFarkleError(() => recordAction(record, { type: 'roll', dice: [1, 2] }), 'must-keep-first');
    expect(record.actions).toEqual(['r=123466']);
  });

  it('takes a record from JSON, checks it once, and goes on from it', () => {
    const stored = JSON.parse(JSON.stringify(recordAction(startRecord(ANN_FIRST), roll(1, 2, 3, 4, 6, 6)))) as GameRecord;
    const next = recordAction(stored, keep(0));
    expect(next.actions).toEqual(['r=123466', 'k0']);
    expect(replayGame(next).turn.total).toBe(100);
    expectFarkleError(() => recordAction({ ...stored, actions: ['k0'] }, bank), 'must-roll-first', 'record.actions[0]');
  });

  it('reads the action once: dice that change between reads are recorded as applied', () => {
    let reads = 0;
    const dice = [1, 2, 3, 4, 6, 6];
    const shifty = new Proxy(dice, {
      get(target, key, receiver): unknown {
        if (key === '0') return reads++ === 0 ? 1 : 2;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const record = recordAction(startRecord(ANN_FIRST), { type: 'roll', dice: shifty as Face[] });
    expect(reads).toBe(1);
    expect(record.actions).toEqual(['r=123466']);
    expect(replayGame(record).turn.roll?.[0]?.face).toBe(1);
  });
});

const GOOD = { version: 2, rules: 'classic', players: ['Ann', 'Bob'], seed: 7, firstPlayer: 0, actions: ['r=111523', 'k0123'] };

describe('a record from anywhere', () => {
  const refused: [string, unknown, ErrorCode, string][] = [
    ['null', null, 'invalid-record', 'record'],
    ['an array', [], 'invalid-record', 'record'],
    ['another version', { ...GOOD, version: 3 }, 'invalid-record', 'record.version'],
    ['no version', { ...GOOD, version: undefined }, 'invalid-record', 'record.version'],
    ['an unknown field', { ...GOOD, action: [] }, 'invalid-record', 'record.action'],
    ['no seed', { ...GOOD, seed: undefined }, 'invalid-record', 'record.seed'],
    ['no rules', { ...GOOD, rules: undefined }, 'invalid-record', 'record.rules'],
    ['actions that are not an array', { ...GOOD, actions: 'r' }, 'invalid-record', 'record.actions'],
    ['too many actions', { ...GOOD, actions: Array.from({ length: MAX_RECORD_ACTIONS + 1 }, () => 'b') }, 'invalid-record', 'record.actions'],
    ['too few players', { ...GOOD, players: ['Ann'] }, 'invalid-players', 'record.players'],
    ['a bad name', { ...GOOD, players: ['Ann', ''] }, 'invalid-players', 'record.players[1]'],
    ['an unknown preset', { ...GOOD, rules: 'clasic' }, 'unknown-preset', 'record.rules'],
    ['a bad rule', { ...GOOD, rules: { ...presets.classic, dice: 9 } }, 'invalid-rules', 'record.rules.dice'],
    ['a bad seed', { ...GOOD, seed: {} }, 'invalid-options', 'record.seed'],
    ['a seat that is not one', { ...GOOD, firstPlayer: 5 }, 'invalid-options', 'record.firstPlayer'],
    ['a throw-off left tied', { ...GOOD, firstPlayer: undefined, firstPlayerDice: [[6, 6]] }, 'invalid-options', 'record.firstPlayerDice'],
    ['an action that is not a string', { ...GOOD, actions: [5] }, 'invalid-action', 'record.actions[0]'],
    ['an unknown letter', { ...GOOD, actions: ['x'] }, 'invalid-action', 'record.actions[0]'],
    ['a keep without indices', { ...GOOD, actions: ['r', 'k'] }, 'invalid-action', 'record.actions[1]'],
    ['a bank with dice', { ...GOOD, actions: ['b=12'] }, 'invalid-action', 'record.actions[0]'],
    ['a buy of two counts', { ...GOOD, actions: ['y12'] }, 'invalid-action', 'record.actions[0]'],
    ['a face out of range', { ...GOOD, actions: ['r=111527'] }, 'invalid-action', 'record.actions[0]'],
    ['too long', { ...GOOD, actions: ['r=111111111111111'] }, 'invalid-action', 'record.actions[0]'],
    ['too many dice for the roll', { ...GOOD, actions: ['r=1234561'] }, 'invalid-dice', 'record.actions[0].dice'],
    ['an index out of the roll', { ...GOOD, actions: ['r=111523', 'k09'] }, 'invalid-action', 'record.actions[1].dice[1]'],
    ['a keep that does not score', { ...GOOD, actions: ['r=111523', 'k4'] }, 'keep-does-not-score', 'record.actions[1].dice'],
    ['a bank below the entry minimum', { ...GOOD, actions: ['r=111523', 'k0123', 'b'] }, 'below-bank-minimum', 'record.actions[2]'],
  ];

  it.each(refused)('refuses %s at its path', (_, value, code, path) => {
    const copy = JSON.stringify(value);
    expectFarkleError(() => replayGame(value as GameRecord), code, path);
    expectFarkleError(() => replayStates(value as GameRecord), code, path);
    expect(JSON.stringify(value)).toBe(copy);
  });

  it('replays a good one', () => {
    expect(replayGame(GOOD as GameRecord).turn.total).toBe(350);
    expect(replayStates(GOOD as GameRecord).map((state) => state.turn.phase)).toEqual(['start', 'rolled', 'kept']);
  });

  it('reads each action once', () => {
    let reads = 0;
    const actions = new Proxy(['r=111523', 'k0123'], {
      get(target, key, receiver): unknown {
        if (key === '1') reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    replayGame({ ...GOOD, actions } as GameRecord);
    expect(reads).toBe(1);
  });
});

describe('checkGameRecord', () => {
  const record = recordAction(recordAction(recordAction(startRecord(ANN_FIRST), roll(5, 5, 5, 1, 2, 3)), keep(0, 1, 2, 3)), bank);
  const final = deepFreeze(JSON.parse(JSON.stringify(replayGame(record))) as GameState);

  it('returns the replayed state when the claimed one is the same (a JSON copy too)', () => {
    expect(checkGameRecord(record, final)).toEqual(final);
    expect(checkGameRecord(JSON.parse(JSON.stringify(record)) as GameRecord, final)).toEqual(final);
  });

  const edits: [string, (state: GameState) => unknown, string][] = [
    ['a score', (s) => ({ ...s, players: [{ ...s.players[0], score: 700 }, s.players[1]] }), 'players[0].score'],
    ['the seed', (s) => ({ ...s, seed: 8 }), 'seed'],
    ['the turn', (s) => ({ ...s, turn: { ...s.turn, player: 0 } }), 'turn.player'],
    ['an event left out', (s) => ({ ...s, events: s.events.slice(1) }), 'events[0].type'],
    // Lists that differ only in length: the longer one's last items are compared with nothing, not skipped.
    ['the last event left out', (s) => ({ ...s, events: s.events.slice(0, -1) }), `events[${final.events.length - 1}]`],
    ['an event added at the end', (s) => ({ ...s, events: [...s.events, s.events[s.events.length - 1]] }), `events[${final.events.length}]`],
    ['a winner added to none', (s) => ({ ...s, winners: [0] }), 'winners[0]'],
    ['a third player added', (s) => ({ ...s, players: [...s.players, { ...s.players[1], name: 'Cy' }] }), 'players[2]'],
    ['the last die to roll left out', (s) => ({ ...s, turn: { ...s.turn, rollable: s.turn.rollable.slice(0, -1) } }), `turn.rollable[${final.turn.rollable.length - 1}]`],
    ['an extra field', (s) => ({ ...s, cheat: true }), 'cheat'],
    ['a field left out', (s) => ({ ...s, winners: undefined }), 'winners'],
    ['not a state', () => 'won', 'state'],
  ];

  it.each(edits)('refuses a claimed state with %s changed, at the first path that differs', (_, edit, path) => {
    const error = expectFarkleError(() => checkGameRecord(record, edit(final)), 'record-mismatch', path);
    expect(error.message).toMatch(/the record replays to/);
  });

  it('refuses the record itself before comparing', () => {
    expectFarkleError(() => checkGameRecord({ ...record, actions: ['k0'] }, final), 'must-roll-first', 'record.actions[0]');
  });
});
