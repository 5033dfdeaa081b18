/**
 * simulate plays on the engine's own states. A bot of the app's is given a
 * copy of each, as createGame and applyAction give one, so its edits never
 * reach the game; the library's own bots, which only read the state, are
 * lent the engine's state for the length of their call (no copy made).
 */
import { describe, expect, it } from 'vitest';
import { bots, createGame, greedyBot, optimalTurnBot, randomBot, simulate, solvingWinBot, thresholdBot, winBot, optimalWinChance, type Bot, type GameState } from '../../src/index.js';
import { isBuiltIn } from '../../src/bots/built-in.js';
import { checkedState, lend } from '../../src/game/trust/state.js';
import { isPublished, trusted } from '../../src/game/trust/twin.js';

/** Every object and array inside a value (the value included), but the frozen ones. */
function mutableParts(value: unknown, out: object[] = []): object[] {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return out;
  out.push(value);
  for (const inner of Object.values(value)) mutableParts(inner, out);
  return out;
}

describe("a bot of the app's in simulate", () => {
  it('is given a copy: editing it in every way changes nothing in the games', () => {
    const careless: Bot = (state) => {
      const action = greedyBot(state);
      const edited = state as unknown as { players: { score: number }[]; turn: { total: number; rollable: number[] }; over: boolean };
      for (const player of edited.players) player.score += 5000;
      edited.turn.total = -1;
      if (!Object.isFrozen(edited.turn.rollable)) edited.turn.rollable.push(9);
      edited.over = true;
      return action;
    };
    const options = { rules: 'classic', games: 30, seed: 'edits' } as const;
    expect(simulate({ ...options, bots: [careless, careless] })).toEqual(simulate({ ...options, bots: [(state) => greedyBot(state), (state) => greedyBot(state)] }));
    // And the games are the built-in bot's own, played on the engine's states.
    const named = simulate({ ...options, bots: ['greedy', 'greedy'] });
    expect(simulate({ ...options, bots: [careless, careless] }).players.map((p) => p.wins)).toEqual(named.players.map((p) => p.wins));
  });

  it("never holds the engine's own state, nor anything another state it was given holds", () => {
    const given: GameState[] = [];
    const watcher: Bot = (state) => {
      given.push(state);
      return randomBot(state);
    };
    simulate({ rules: 'farkel', bots: [watcher, 'greedy'], games: 3, seed: 'watch' });
    expect(given.length).toBeGreaterThan(20);
    const owner = new Map<object, number>();
    given.forEach((state, index) => {
      // A state the library returned: its twin is the engine's, another object.
      expect(isPublished(state)).toBe(true);
      expect(trusted(state)).not.toBe(state);
      for (const part of mutableParts({ ...state, rules: null })) {
        expect(owner.get(part) ?? index, 'shared with an earlier state').toBe(index);
        owner.set(part, index);
      }
    });
  });
});

describe("the library's own bots", () => {
  it('are known by their functions, a threshold or win bot included; a function of the app that calls one is not', () => {
    const solution = optimalWinChance('classic', { target: 500 });
    for (const bot of [...Object.values(bots), greedyBot, optimalTurnBot, solvingWinBot, randomBot, thresholdBot(450), winBot(solution)]) expect(isBuiltIn(bot)).toBe(true);
    for (const bot of [(state: GameState) => greedyBot(state), greedyBot.bind(null), undefined, null, 'greedy']) expect(isBuiltIn(bot)).toBe(false);
  });

  it("are lent the engine's own state for one call, which every call inside takes as checked", () => {
    const engine = checkedState(JSON.parse(JSON.stringify(createGame({ players: ['Ann', 'Bob'], seed: 3 }))));
    // Lent: the same object comes back, nested lending too; not copied, not compared.
    expect(lend(engine, (state) => checkedState(state) === engine && lend(engine, (again) => checkedState(again) === engine))).toBe(true);
    // Once the call is over, or after it threw, the state is one from outside again: restored into a copy.
    expect(checkedState(engine)).not.toBe(engine);
    expect(() => lend(engine, () => {
      throw new Error('bot failed');
    })).toThrow('bot failed');
    expect(checkedState(engine)).not.toBe(engine);
    expect(checkedState(engine)).toEqual(engine);
  });
});
