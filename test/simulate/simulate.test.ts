/** simulate: seeded games between bots, counted as documented, checked against a replay of every game. */
import { describe, expect, it } from 'vitest';
import {
  FarkleError,
  applyAction,
  botFromName,
  createGame,
  defineRules,
  greedyBot,
  simulate,
  type Action,
  type Bot,
  type GameState,
  type RulesInput,
  type SimulationOptions,
} from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

interface Replayed {
  wins: number[];
  sharedWins: number[];
  points: number[];
  turns: number[];
  actions: number;
  noWinner: number;
}

/** Plays the games again by the recipe the docs give (seed `${seed}:${g}`, seat g % n starts) and counts by hand. */
function replay(rules: RulesInput, specs: readonly string[], seed: string, games: number): Replayed {
  const bots = specs.map((spec) => botFromName(spec));
  const zeros = (): number[] => specs.map(() => 0);
  const out: Replayed = { wins: zeros(), sharedWins: zeros(), points: zeros(), turns: zeros(), actions: 0, noWinner: 0 };
  for (let g = 0; g < games; g++) {
    let state = createGame({ rules, players: [...specs], seed: `${seed}:${g}`, firstPlayer: g % specs.length });
    let turn = 0;
    while (!state.over) {
      if (state.turnNumber !== turn) {
        turn = state.turnNumber;
        out.turns[state.turn.player]! += 1;
      }
      state = applyAction(state, bots[state.turn.player]!(state));
      out.actions++;
    }
    state.players.forEach((player, seat) => (out.points[seat]! += player.score));
    for (const seat of state.winners) {
      out.wins[seat]! += 1;
      if (state.winners.length > 1) out.sharedWins[seat]! += 1;
    }
    if (state.winners.length === 0) out.noWinner++;
  }
  return out;
}

describe('simulate counts what a replay of each game counts', () => {
  it.each([
    ['classic', ['optimal', 'greedy', 'threshold:1000'], 40],
    ['farkel', ['random', 'greedy'], 40], // random play in Farkel: games where everyone is eliminated
    ['yarkle', ['greedy', 'greedy'], 60], // identical bots: ties, shared
  ] as const)('%s, %j', (rules, bots, games) => {
    const result = simulate({ rules, bots, games, seed: 'replay' });
    const expected = replay(rules, bots, 'replay', games);
    expect(result.games).toBe(games);
    expect(result.players.map((p) => p.name)).toEqual(bots);
    expect(result.players.map((p) => p.wins)).toEqual(expected.wins);
    expect(result.players.map((p) => p.sharedWins)).toEqual(expected.sharedWins);
    expect(result.players.map((p) => p.points)).toEqual(expected.points);
    expect(result.players.map((p) => p.turns)).toEqual(expected.turns);
    expect(result.actions).toBe(expected.actions);
    expect(result.noWinner).toBe(expected.noWinner);
    expect(result.unfinished).toBe(0);
  });
});

describe('simulate results add up', () => {
  const result = simulate({ rules: 'classic', bots: ['greedy', 'threshold:400'], games: 150, seed: 11 });

  it('turns, actions and points per turn', () => {
    expect(result.turns).toBe(result.players.reduce((sum, p) => sum + p.turns, 0));
    expect(result.averageTurns).toBe(result.turns / result.games);
    expect(result.averageActions).toBe(result.actions / result.games);
    // Every turn takes at least one action: a roll.
    expect(result.actions).toBeGreaterThanOrEqual(result.turns);
    for (const p of result.players) expect(p.pointsPerTurn).toBe(p.points / p.turns);
  });

  it('every game won by one player, shared by two, or won by nobody', () => {
    const solo = result.players.reduce((sum, p) => sum + p.wins - p.sharedWins, 0);
    const shared = result.players.reduce((sum, p) => sum + p.sharedWins, 0) / 2;
    expect(solo + shared + result.noWinner + result.unfinished).toBe(result.games);
  });

  it('win rates with a Wilson interval around them', () => {
    for (const p of result.players) {
      expect(p.winRate).toBe(p.wins / result.games);
      const [low, high] = p.ci95;
      expect(low).toBeLessThanOrEqual(p.winRate);
      expect(high).toBeGreaterThanOrEqual(p.winRate);
      expect(low).toBeGreaterThanOrEqual(0);
      expect(high).toBeLessThanOrEqual(1);
      // Over 150 games a 95 % interval is about 2 x 1.96 x sqrt(p (1 - p) / 150) wide: 0.16 at most.
      expect(high - low).toBeLessThan(0.17);
    }
  });
});

describe('simulate is deterministic', () => {
  const options: SimulationOptions = { rules: 'absolute', bots: ['optimal', 'random', 'greedy'], games: 30, seed: 'same' };

  it('gives the same result for the same options', () => {
    expect(simulate(options)).toEqual(simulate(options));
  });

  it('plays other games for another seed', () => {
    expect(simulate({ ...options, seed: 'other' }).actions).not.toBe(simulate(options).actions);
  });

  it('names seats after their spec, or P1, P2, ... for bot functions', () => {
    const result = simulate({ bots: [greedyBot, 'greedy', greedyBot], games: 2, seed: 1 });
    expect(result.players.map((p) => p.name)).toEqual(['P1', 'greedy', 'P3']);
  });
});

/** A greedy bot that records who makes the first move of every game. */
function firstMoves(): { bot: Bot; seats: number[] } {
  const seats: number[] = [];
  const bot: Bot = (state) => {
    if (state.turnNumber === 1 && state.turn.phase === 'start') seats.push(state.turn.player);
    return greedyBot(state);
  };
  return { bot, seats };
}

describe('simulate first players', () => {
  it('rotate: game g starts with seat g % seats', () => {
    const { bot, seats } = firstMoves();
    simulate({ bots: [bot, bot, bot], games: 7, seed: 2 });
    expect(seats).toEqual([0, 1, 2, 0, 1, 2, 0]);
  });

  it('rotate counts from firstGame', () => {
    const { bot, seats } = firstMoves();
    simulate({ bots: [bot, bot, bot], games: 4, seed: 2, firstGame: 5 });
    expect(seats).toEqual([2, 0, 1, 2]);
  });

  it('a fixed seat', () => {
    const { bot, seats } = firstMoves();
    simulate({ bots: [bot, bot, bot], games: 4, seed: 2, firstPlayer: 1 });
    expect(seats).toEqual([1, 1, 1, 1]);
  });

  it("'rules': the rules' own procedure, rolled with the game's seed", () => {
    const { bot, seats } = firstMoves();
    simulate({ rules: 'farkel', bots: [bot, bot, bot], games: 6, seed: 2, firstPlayer: 'rules' });
    const drawn = [0, 1, 2, 3, 4, 5].map((g) => createGame({ rules: 'farkel', players: ['a', 'b', 'c'], seed: `2:${g}` }).turn.player);
    expect(seats).toEqual(drawn);
  });
});

/** Rolls three 1s, keeps them and banks: 300 every turn, so two such players always tie. */
const threeOnes: Bot = (state: GameState): Action => {
  if (state.turn.phase === 'start') return { type: 'roll', dice: [1, 1, 1, 2, 3, 4] };
  if (state.turn.phase === 'rolled') return { type: 'keep', dice: [0, 1, 2] };
  return { type: 'bank' };
};

describe('simulate edge cases', () => {
  it('counts a shared win as a win for each player sharing it', () => {
    const rules = defineRules({ bank: { entry: 0 }, end: { target: 300, trigger: 'reach' } });
    const result = simulate({ rules, bots: [threeOnes, threeOnes], games: 5, seed: 1 });
    for (const p of result.players) expect(p).toMatchObject({ wins: 5, sharedWins: 5, winRate: 1, turns: 5, points: 1500, pointsPerTurn: 300 });
    expect(result.noWinner).toBe(0);
  });

  it('stops games at maxTurns and reports them unfinished', () => {
    // A greedy turn banks under 500 + 3,000 (at most one keep past the threshold): in one turn each, 10,000 is out of reach.
    const result = simulate({ bots: ['greedy', 'threshold:500'], games: 6, seed: 3, maxTurns: 2 });
    expect(result).toMatchObject({ games: 6, unfinished: 6, noWinner: 0, turns: 12 });
    for (const p of result.players) expect(p).toMatchObject({ wins: 0, turns: 6 });
  });

  it('plays no game for games: 0', () => {
    const result = simulate({ bots: ['greedy', 'random'], games: 0, seed: 1 });
    expect(result).toMatchObject({ games: 0, turns: 0, actions: 0, averageTurns: 0, averageActions: 0 });
    for (const p of result.players) expect(p).toMatchObject({ wins: 0, winRate: 0, ci95: [0, 1], pointsPerTurn: 0 });
  });

  it('reports progress after every game', () => {
    const calls: [number, number][] = [];
    simulate({ bots: ['greedy', 'greedy'], games: 4, seed: 1, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
  });
});

describe('simulate rejects bad options with invalid-options', () => {
  const good: SimulationOptions = { bots: ['greedy', 'random'], games: 3, seed: 1 };
  it.each([
    ['bots', { bots: 'greedy' }],
    ['bots', { bots: ['greedy'] }], // classic is for 2 to 6
    ['bots', { bots: Array<string>(7).fill('greedy') }],
    ['bots[1]', { bots: ['greedy', 'clever'] }],
    ['bots[0]', { bots: [7, 'greedy'] }],
    ['games', { games: -1 }],
    ['games', { games: 1.5 }],
    ['games', { games: '3' }],
    ['seed', { seed: undefined }],
    ['seed', { seed: Number.NaN }],
    ['seed', { seed: {} }],
    ['firstPlayer', { firstPlayer: 2 }],
    ['firstPlayer', { firstPlayer: 'first' }],
    ['firstGame', { firstGame: -1 }],
    ['firstGame', { firstGame: Number.MAX_SAFE_INTEGER }],
    ['maxTurns', { maxTurns: 0 }],
    ['onProgress', { onProgress: 'log' }],
  ])('%s: %j', (path, bad) => {
    expectFarkleError(() => simulate({ ...good, ...bad } as unknown as SimulationOptions), 'invalid-options', path);
  });

  it('no options at all', () => {
    expectFarkleError(() => simulate(undefined as unknown as SimulationOptions), 'invalid-options', 'options');
  });

  it('passes on the rules errors', () => {
    expect(() => simulate({ ...good, rules: 'house' as 'classic' })).toThrow(FarkleError);
    expectFarkleError(() => simulate({ ...good, rules: 'house' as 'classic' }), 'unknown-preset', 'rules');
  });

  it('lets the error of an illegal action from a bot function through', () => {
    const banker: Bot = () => ({ type: 'bank' });
    expectFarkleError(() => simulate({ ...good, bots: [banker, banker] }), 'must-roll-first');
  });
});
