/**
 * Read once (issue 9, item 3): every array or object the library is given is
 * read once into its own copy before it is checked, so what was checked is
 * what is used. Each input below answers differently at its second read (an
 * index getter, a `dice` getter, a Proxy whose length grows, an iterator that
 * lies); the result must be that of a plain copy of what the first read saw,
 * computed here with plain arrays, and never the same die kept twice or a
 * roll with a repeated die.
 */
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  applyAction,
  createGame,
  defineRules,
  findCombinations,
  isFarkle,
  legalKeeps,
  mergeSimulations,
  scoreKeep,
  scoreRoll,
  simulate,
  type Action,
  type Die,
  type GameState,
  type PlayerSummary,
  type SimulationResult,
} from '../src/index.js';
import { runJob } from '../src/simulate/job.js';
import { runParallel, type ParallelSimulationOptions, type Spawn } from '../src/simulate/parallel.js';
import { FARKLE_SIX, attempt, keep, newGame, play, roll } from './support/games.js';
import { expectFarkleError } from './support/helpers.js';

// ---------------------------------------------------------------- inputs that change between reads

/** A real array (Array.isArray holds) whose element i shows `first[i]` at its first read and `later[i]` after. */
function shifting<T>(first: readonly T[], later: readonly T[]): T[] {
  const array: T[] = [...first];
  first.forEach((value, i) => {
    let reads = 0;
    Object.defineProperty(array, i, { enumerable: true, get: () => (reads++ === 0 ? value : (later[i] as T)) });
  });
  return array;
}

/** A Proxy of `first` whose length and elements become those of `later` after the first read of `length`. */
function growing<T>(first: readonly T[], later: readonly T[]): T[] {
  let lengthReads = 0;
  return new Proxy([...first], {
    get(target, key, receiver) {
      if (key === 'length') return lengthReads++ === 0 ? first.length : later.length;
      if (typeof key === 'string' && /^\d+$/.test(key) && lengthReads > 1) return later[Number(key)];
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** An array of `elements` whose iterator yields `lies` instead. */
function lying<T>(elements: readonly T[], lies: readonly T[]): T[] {
  const array = [...elements];
  Object.defineProperty(array, Symbol.iterator, { value: () => lies[Symbol.iterator]() });
  return array;
}

/** An object whose `key` shows `first` at its first read and `later` after. */
function withShifting<T extends object>(base: T, key: string, first: unknown, later: unknown): T {
  let reads = 0;
  return Object.defineProperty({ ...base }, key, { enumerable: true, get: () => (reads++ === 0 ? first : later) });
}

/** The state, or the error's code, as a string to compare. */
function outcome(result: GameState | FarkleError): string {
  return result instanceof FarkleError ? `error ${result.code}` : JSON.stringify(result);
}

// ---------------------------------------------------------------- actions

const OPEN = defineRules({ bank: { entry: 0 } });

/** Ann has rolled 1, 1, 5, 2, 3, 4. */
function rolled(): GameState {
  return play(newGame(OPEN), [roll(1, 1, 5, 2, 3, 4)]).state;
}

describe('applyAction reads the action once', () => {
  it('a keep whose index changes after the check keeps what was checked, not the same die twice', () => {
    const state = rolled();
    const expected = outcome(attempt(state, keep(0, 1)));
    const result = attempt(state, { type: 'keep', dice: shifting([0, 1], [0, 0]) });
    expect(outcome(result)).toBe(expected);
    expect((result as GameState).turn.rollable).toEqual([2, 3, 4, 5]);
  });

  it('a keep whose dice getter answers a second, longer list keeps the first', () => {
    const state = rolled();
    const action = withShifting({ type: 'keep' }, 'dice', [0], [0, 0, 2]);
    expect(outcome(attempt(state, action))).toBe(outcome(attempt(state, keep(0))));
  });

  it('a keep given as a Proxy whose length grows after the first read keeps the first length', () => {
    const state = rolled();
    expect(outcome(attempt(state, { type: 'keep', dice: growing([2], [2, 2]) }))).toBe(outcome(attempt(state, keep(2))));
  });

  it('a keep whose iterator lies is read by index', () => {
    const state = rolled();
    expect(outcome(attempt(state, { type: 'keep', dice: lying([0, 2], [0, 0]) }))).toBe(outcome(attempt(state, keep(0, 2))));
  });

  it('a roll whose die changes after the check rolls what was checked', () => {
    const state = newGame(OPEN);
    const expected = outcome(attempt(state, roll(1, 1, 5, 2, 3, 4)));
    expect(outcome(attempt(state, { type: 'roll', dice: shifting<unknown>([1, 1, 5, 2, 3, 4], [7, 0, 5, 2, 3, 4]) }))).toBe(expected);
    const face = withShifting({ spicy: false }, 'face', 1, 9);
    expect(outcome(attempt(state, { type: 'roll', dice: [face as Die, 1, 5, 2, 3, 4] }))).toBe(expected);
  });

  it('a roll given as a Proxy whose length grows rolls the dice checked', () => {
    const state = newGame(OPEN);
    const action = { type: 'roll', dice: growing<Die>([1, 1, 5, 2, 3, 4], [1, 1, 5, 2, 3, 4, 6, 6]) };
    expect(outcome(attempt(state, action))).toBe(outcome(attempt(state, roll(1, 1, 5, 2, 3, 4))));
  });

  it('a second chance whose hold changes after the check never holds a die twice (no repeated die id)', () => {
    const rules = defineRules({ bank: { entry: 0 }, turn: { secondChance: true } });
    const farkled = play(newGame(rules), [roll(...FARKLE_SIX)]).state;
    const plain: Action = { type: 'secondChance', hold: [0, 4], dice: [2, 4, 6, 3] };
    const tricky = { type: 'secondChance', hold: shifting([0, 4], [0, 0]), dice: [2, 4, 6, 3] };
    const result = attempt(farkled, tricky);
    expect(outcome(result)).toBe(outcome(attempt(farkled, plain)));
    const ids = (result as GameState).turn.roll?.map((die) => die.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('an action whose type changes after the check is applied as the type checked', () => {
    const state = play(rolled(), [keep(0)]).state;
    const action = withShifting({}, 'type', 'bank', 'keep');
    expect(outcome(attempt(state, action))).toBe(outcome(attempt(state, { type: 'bank' })));
  });

  it('the caller keeps its action: nothing is written to it', () => {
    const state = rolled();
    const dice = Object.freeze([0, 1]);
    const action = Object.freeze({ type: 'keep', dice });
    expect(() => applyAction(state, action as Action)).not.toThrow();
  });
});

// ---------------------------------------------------------------- dice given to the scoring functions

describe('the scoring functions read the dice once', () => {
  const scorers = [
    ['scoreRoll', (dice: readonly Die[]) => scoreRoll(dice)],
    ['legalKeeps', (dice: readonly Die[]) => legalKeeps(dice)],
    ['isFarkle', (dice: readonly Die[]) => isFarkle(dice)],
    ['findCombinations', (dice: readonly Die[]) => findCombinations(dice)],
    ['scoreKeep', (dice: readonly Die[]) => scoreKeep(dice)],
  ] as const;

  /** What a scoring function answers: its result, or the error's code. */
  function answer(run: () => unknown): unknown {
    try {
      return run();
    } catch (error) {
      if (error instanceof FarkleError) return `error ${error.code}`;
      throw error;
    }
  }

  it.each(scorers)('%s: dice whose faces change after the first read score as first read', (_name, score) => {
    const expected = answer(() => score([1, 1, 1, 5]));
    expect(answer(() => score(shifting<Die>([1, 1, 1, 5], [2, 3, 4, 6])))).toEqual(expected);
  });

  it.each(scorers)('%s: a Proxy whose length grows to seven dice scores the first length', (_name, score) => {
    expect(answer(() => score(growing<Die>([5, 5, 5], [5, 5, 5, 1, 1, 1, 1])))).toEqual(answer(() => score([5, 5, 5])));
  });

  it.each(scorers)('%s: an iterator that lies is not read: the dice are', (_name, score) => {
    expect(answer(() => score(lying<Die>([1, 5], [2, 2, 2])))).toEqual(answer(() => score([1, 5])));
  });

  it.each(scorers)('%s: spicy dice after the first die, changing after their first read, score as first read', (_name, score) => {
    const spicy = defineRules({ spicyDice: true }, 'classic');
    const first: Die[] = [{ face: 1, spicy: true }, 1, 1];
    const run = (dice: readonly Die[]): unknown => answer(() => (score as (dice: readonly Die[], rules?: unknown) => unknown)(dice, spicy));
    expect(run(shifting<Die>(first, [{ face: 1, spicy: true }, 7 as Die, 7 as Die]))).toEqual(run(first));
  });
});

// ---------------------------------------------------------------- options

describe('simulations read their options once', () => {
  it('simulate plays the bots it checked', () => {
    const bots = shifting(['greedy', 'threshold:300'], ['greedy', 'clever']);
    expect(simulate({ bots, games: 4, seed: 1 })).toEqual(simulate({ bots: ['greedy', 'threshold:300'], games: 4, seed: 1 }));
  });

  it('simulateParallel plays the games and bots it checked', async () => {
    const options = withShifting({ bots: ['greedy', 'greedy'], seed: 1, workers: 2 }, 'games', 6, 2 ** 40);
    const result = await runParallel(options as unknown as ParallelSimulationOptions, inProcess, 2);
    expect(result).toEqual(simulate({ bots: ['greedy', 'greedy'], games: 6, seed: 1 }));
    const bots = shifting(['greedy', 'random'], [() => ({ type: 'bank' }), 'clever']);
    const second = await runParallel({ bots: bots as string[], games: 4, seed: 2, workers: 2 }, inProcess, 2);
    expect(second).toEqual(simulate({ bots: ['greedy', 'random'], games: 4, seed: 2 }));
  });
});

describe('mergeSimulations reads each result once', () => {
  const options = { bots: ['greedy', 'random'], seed: 4 };
  const parts = [simulate({ ...options, games: 3 }), simulate({ ...options, games: 2, firstGame: 3 })];
  const whole = simulate({ ...options, games: 5 });

  it('adds the counts it checked, whatever a getter answers later', () => {
    const [first, second] = parts as [SimulationResult, SimulationResult];
    const tricky = withShifting(second, 'players', second.players, null);
    expect(mergeSimulations([first, tricky])).toEqual(whole);
    const wins = withShifting(second.players[0] as PlayerSummary, 'wins', second.players[0]?.wins, -5);
    expect(mergeSimulations([first, { ...second, players: [wins, second.players[1] as PlayerSummary] }])).toEqual(whole);
  });

  it('answers a player that is no summary with invalid-options at its path, not a TypeError', () => {
    const [first] = parts as [SimulationResult];
    expectFarkleError(() => mergeSimulations([first, { ...first, players: [null, first.players[1]] } as never]), 'invalid-options', 'results[1].players[0]');
  });
});

/** Workers that run in this thread, one event-loop turn later. */
const inProcess: Spawn = (job, listener) => {
  setImmediate(() => {
    runJob(job, (message) => {
      listener.message(structuredClone(message));
    });
    listener.exit(0);
  });
  return { terminate: () => undefined };
};

// ---------------------------------------------------------------- createGame's players

describe('createGame reads its players once', () => {
  it('refuses a hole in players up front, at its index', () => {
    // Holes made by length: [, 'Bob'] and ['Ann', , 'Cy'] as the issue wrote them.
    const first = new Array<string>(2);
    first[1] = 'Bob';
    const middle = new Array<string>(3);
    middle[0] = 'Ann';
    middle[2] = 'Cy';
    expectFarkleError(() => createGame({ players: first }), 'invalid-players', 'players[0]');
    expectFarkleError(() => createGame({ players: middle }), 'invalid-players', 'players[1]');
  });

  it('seats the names it checked', () => {
    const players = shifting(['Ann', 'Bob'], ['', 'Bob']);
    expect(createGame({ players, seed: 1 }).players.map((player) => player.name)).toEqual(['Ann', 'Bob']);
    const grown = growing(['Ann', 'Bob'], ['Ann', 'Bob', 7 as unknown as string]);
    expect(createGame({ players: grown, seed: 1 }).players.map((player) => player.name)).toEqual(['Ann', 'Bob']);
  });

  it('refuses more seats than the rules allow before reading a name (1,000 where they set no maximum)', () => {
    // Classic seats 2 to 6; absolute sets no maximum (src/rules/presets.ts).
    expectFarkleError(() => createGame({ players: new Array<string>(7).fill('x'), rules: 'classic' }), 'invalid-players', 'players');
    expectFarkleError(() => createGame({ players: new Array<string>(1_001).fill('x'), rules: 'absolute' }), 'invalid-players', 'players');
    expectFarkleError(() => createGame({ players: new Array<string>(1e9), rules: 'absolute' }), 'invalid-players', 'players');
    expect(createGame({ players: Array.from({ length: 1_000 }, (_, i) => `P${i}`), rules: 'absolute', seed: 1 }).players).toHaveLength(1_000);
  });
});
