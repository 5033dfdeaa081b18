/**
 * Solutions kept by content: the bots and advice that solve on first use find
 * a solution by what the rules say, not by which object holds them, so a game
 * restored from JSON at every move (its rules a new, equal object) is solved
 * once, and so are games of equal rule sets; the memory they keep is bounded
 * by bytes, the least recently used dropped first (`configureCache`).
 *
 * Solves are counted by watching the solvers from outside: the two-player
 * solver through its module, the seats solver through its class.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adviseGame,
  applyAction,
  configureCache,
  createGame,
  defineRules,
  resolveRules,
  solvingWinBot,
  type GameState,
  type Rules,
} from '../../src/index.js';
import { RecentMap } from '../../src/recent.js';
import { heldBytes } from '../../src/strategy/held-bytes.js';
import { SeatsSolver } from '../../src/strategy/seats/solver.js';
import type * as WinModule from '../../src/strategy/race/win-chance.js';
import { viaJson } from '../support/games.js';
import { expectFarkleError } from '../support/helpers.js';

/** Every two-player solve asked of the solver, by anyone. */
const solves = vi.hoisted(() => ({ asked: 0 }));
vi.mock('../../src/strategy/race/win-chance.js', async (importOriginal) => {
  const real = await importOriginal<typeof WinModule>();
  return {
    ...real,
    optimalWinChance: (...args: Parameters<typeof real.optimalWinChance>) => {
      solves.asked++;
      return real.optimalWinChance(...args);
    },
  };
});

/** A rule set no other test solves (each test names its own, so that nothing kept before counts), made anew at each call. */
const house = (name: string, target = 600): Rules => defineRules({ name, end: { target } });

/**
 * `moves` moves played by `solvingWinBot`, each state seen first as a fresh
 * copy from JSON (as a server restores it), its rules a new object each
 * time; a game that ends is followed by a new one.
 */
function playFromJson(rules: Rules, moves: number, see?: (state: GameState) => void): void {
  let game = createGame({ rules, players: ['Ann', 'Bob'], seed: 7 });
  for (let seen = 0; seen < moves; seen++) {
    if (game.over) game = createGame({ rules, players: ['Ann', 'Bob'], seed: 7 + seen });
    const copy = viaJson(game);
    see?.(copy);
    game = applyAction(game, solvingWinBot(copy));
  }
}

beforeEach(() => {
  solves.asked = 0;
  // No rule-set cache: every state from JSON resolves to a new rules object, so only content can match them.
  configureCache({ ruleSets: 0 });
});

afterEach(() => {
  configureCache({ ruleSets: 16, solutionBytes: 256 * 2 ** 20 });
  vi.restoreAllMocks();
});

describe('solutions kept by the content of the rules', () => {
  it('two rule sets equal by value, made apart, share one solve', () => {
    const first = house('equal twins');
    const second = house('equal twins');
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    solvingWinBot(createGame({ rules: first, players: ['A', 'B'], seed: 1 }));
    solvingWinBot(createGame({ rules: second, players: ['C', 'D'], seed: 2 }));
    expect(solves.asked).toBe(1);
  });

  it('a rule set differing in one value is solved on its own', () => {
    solvingWinBot(createGame({ rules: house('cousins', 600), players: ['A', 'B'], seed: 1 }));
    solvingWinBot(createGame({ rules: house('cousins', 650), players: ['A', 'B'], seed: 1 }));
    expect(solves.asked).toBe(2);
  });

  it('solvingWinBot over 20 states restored from JSON solves once', () => {
    const rulesSeen = new Set<unknown>();
    playFromJson(house('from json'), 20, (state) => rulesSeen.add(resolveRules(state.rules)));
    // Each state's rules resolved to an object of its own: a cache by identity would have solved 20 times.
    expect(rulesSeen.size).toBe(20);
    expect(solves.asked).toBe(1);
  });

  it('adviseGame over states from JSON solves once, and shares the solve with the bot', () => {
    playFromJson(house('advised'), 10, (state) => {
      expect(adviseGame(state).method).not.toBe('estimate');
    });
    expect(solves.asked).toBe(1);
  });

  it('adviseGame of three players over states from JSON solves the seats once', () => {
    const solve = vi.spyOn(SeatsSolver.prototype, 'solve');
    const rules = defineRules({ name: 'three seats', end: { target: 200 } });
    let game = createGame({ rules, players: ['A', 'B', 'C'], seed: 4 });
    for (let i = 0; i < 8 && !game.over; i++) {
      const advice = adviseGame(viaJson(game));
      expect(advice.method).not.toBe('estimate');
      game = applyAction(game, advice.actions[0]?.action ?? { type: 'roll' });
    }
    expect(solve).toHaveBeenCalledTimes(1);
  });
});

describe('the memory kept for solutions', () => {
  it('with solutionBytes 0 keeps none: every move solves again', () => {
    configureCache({ solutionBytes: 0 });
    playFromJson(house('kept nowhere', 300), 5);
    expect(solves.asked).toBe(5);
  });

  it('keeps what fits, and a smaller limit drops what no longer does', () => {
    const [a, b] = [house('lru a', 300), house('lru b', 300)];
    const ask = (rules: Rules): unknown => solvingWinBot(createGame({ rules, players: ['A', 'B'], seed: 1 }));
    for (const rules of [a, b, a, b]) ask(rules);
    expect(solves.asked).toBe(2);
    configureCache({ solutionBytes: 0 });
    configureCache({ solutionBytes: 256 * 2 ** 20 });
    ask(a);
    ask(b);
    expect(solves.asked).toBe(4);
  });

  it('refuses a size that is not a whole number of bytes, and a call that throws changes nothing', () => {
    for (const solutionBytes of [-1, 0.5, '1024', Number.MAX_SAFE_INTEGER + 2, Number.NaN]) {
      expectFarkleError(() => { configureCache({ solutionBytes } as never); }, 'invalid-options');
    }
    configureCache({ solutionBytes: 0 });
    expectFarkleError(() => { configureCache({ ruleSets: 16, solutionBytes: -1 }); }, 'invalid-options');
    // Still 0: the bot solves at every move.
    playFromJson(house('unchanged', 300), 2);
    expect(solves.asked).toBe(2);
  });
});

describe('RecentMap weighed by bytes', () => {
  /** A map of `limit` bytes whose values are their own weights; `made` lists each key whose value was made. */
  function weighed(limit: number): { map: RecentMap<string, number>; made: string[]; ask: (key: string, bytes: number) => number } {
    const map = new RecentMap<string, number>(limit, (bytes) => bytes);
    const made: string[] = [];
    return { map, made, ask: (key, bytes) => map.use(key, () => (made.push(key), bytes)) };
  }

  it('keeps what fits, drops the least recently used first, and counts a value found as used', () => {
    const { made, ask } = weighed(100);
    ask('a', 40);
    ask('b', 40);
    ask('a', 40); // a is now the most recent
    ask('c', 40); // 120 > 100: b, the least recent, goes
    ask('a', 40);
    ask('b', 40); // made again; 120 > 100: c goes
    ask('c', 40);
    expect(made).toEqual(['a', 'b', 'c', 'b', 'c']);
  });

  it('drops as many as a heavy value needs, and hands back but keeps not one heavier than the limit', () => {
    const { made, ask } = weighed(100);
    for (const key of ['a', 'b', 'c']) ask(key, 30);
    ask('d', 80); // 170: a, b and c go before 80 fits
    ask('d', 80);
    expect(ask('huge', 101)).toBe(101);
    ask('d', 80); // the huge one evicted nothing
    ask('huge', 101);
    ask('a', 30);
    expect(made).toEqual(['a', 'b', 'c', 'd', 'huge', 'huge', 'a']);
  });

  it('resized down, drops the least recent until the rest fit', () => {
    const { map, made, ask } = weighed(100);
    for (const key of ['a', 'b', 'c']) ask(key, 30);
    map.resize(60);
    for (const key of ['b', 'c', 'a']) ask(key, 30);
    expect(made).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('heldBytes', () => {
  it('counts a typed array by its buffer, once however many views share it', () => {
    const buffer = new ArrayBuffer(80_000);
    const one = heldBytes(new Float64Array(buffer));
    const two = heldBytes([new Float64Array(buffer), new Uint8Array(buffer, 8)]);
    expect(one).toBeGreaterThanOrEqual(80_000);
    expect(one).toBeLessThan(81_000);
    expect(two - one).toBeLessThan(1_000);
  });

  it('follows objects, arrays and maps, and counts each once', () => {
    const shared = { table: new Float64Array(10_000) };
    const held = heldBytes({ a: shared, b: [shared, shared], c: new Map([['k', shared]]) });
    expect(held).toBeGreaterThanOrEqual(80_000);
    expect(held).toBeLessThan(81_000);
  });
});
