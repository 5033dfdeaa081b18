/**
 * simulate plays on the engine's own states, lends them to the library's own
 * bots and, when every bot is the library's, makes no events (no one reads
 * them). None of that may show: a seeded simulate gives, field for field, the
 * result of playing the same games through the public loop (createGame,
 * legalActions, applyAction) with the same bots, counted and summarized here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, botFromName, createGame, legalActions, randomBot, simulate, type Bot, type GameState, type RulesInput, type SimulationResult } from '../../src/index.js';
import { anyRulesArb, rulesOf } from '../support/rule-space.js';
import { PRESETS_OF_THE_RULES } from '../support/tables.js';

/** The Wilson score interval at 95 %, from its textbook form. */
function wilson(successes: number, trials: number): [number, number] {
  if (trials === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const middle = p + (z * z) / (2 * trials);
  const spread = z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials));
  return [successes === 0 ? 0 : Math.max(0, (middle - spread) / denominator), successes === trials ? 1 : Math.min(1, (middle + spread) / denominator)];
}

/** What simulate should report: the games played one by one through the public API, with the recipe its docs give. */
function playedByHand(rules: RulesInput, bots: readonly Bot[], names: readonly string[], seed: string, games: number, maxTurns = Infinity): SimulationResult {
  const seats = bots.length;
  const wins = Array<number>(seats).fill(0);
  const sharedWins = Array<number>(seats).fill(0);
  const points = Array<number>(seats).fill(0);
  const turns = Array<number>(seats).fill(0);
  let actions = 0;
  let noWinner = 0;
  let unfinished = 0;
  for (let g = 0; g < games; g++) {
    let state = createGame({ rules, players: [...names], seed: `${seed}:${g}`, firstPlayer: g % seats });
    let counted = -1;
    let played = 0;
    while (!state.over) {
      if (state.turnNumber !== counted) {
        // A game still going after maxTurns turns stops before the next one, unfinished.
        if (played === maxTurns) break;
        counted = state.turnNumber;
        played++;
        turns[state.turn.player]! += 1;
      }
      const action = bots[state.turn.player]!(state);
      expect(legalActions(state)).toContain(action);
      state = applyAction(state, action);
      actions++;
    }
    state.players.forEach((player, seat) => (points[seat]! += player.score));
    for (const seat of state.winners) {
      wins[seat]! += 1;
      if (state.winners.length > 1) sharedWins[seat]! += 1;
    }
    if (!state.over) unfinished++;
    else if (state.winners.length === 0) noWinner++;
  }
  const allTurns = turns.reduce((a, b) => a + b, 0);
  return {
    games,
    players: names.map((name, seat) => ({
      name,
      wins: wins[seat]!,
      winRate: games === 0 ? 0 : wins[seat]! / games,
      ci95: wilson(wins[seat]!, games),
      sharedWins: sharedWins[seat]!,
      points: points[seat]!,
      turns: turns[seat]!,
      pointsPerTurn: turns[seat] === 0 ? 0 : points[seat]! / turns[seat]!,
    })),
    turns: allTurns,
    actions,
    averageTurns: games === 0 ? 0 : allTurns / games,
    averageActions: games === 0 ? 0 : actions / games,
    noWinner,
    unfinished,
  };
}

/** Two results equal in every field; the intervals (floating point, computed two ways) to 12 digits. */
function expectSameResult(result: SimulationResult, expected: SimulationResult): void {
  const exact = (r: SimulationResult) => ({ ...r, players: r.players.map(({ ci95: _, ...player }) => player) });
  expect(exact(result)).toEqual(exact(expected));
  result.players.forEach((player, seat) => {
    const [low, high] = expected.players[seat]!.ci95;
    expect(player.ci95[0]).toBeCloseTo(low, 12);
    expect(player.ci95[1]).toBeCloseTo(high, 12);
  });
}

function expectSameGames(rules: RulesInput, specs: readonly string[], games: number, seed = 'same', maxTurns?: number): void {
  const result = simulate({ rules, bots: specs, games, seed, maxTurns });
  expectSameResult(result, playedByHand(rules, specs.map(botFromName), specs, seed, games, maxTurns));
}

describe("simulate with the library's bots gives the public loop's result, field for field", () => {
  it.each(PRESETS_OF_THE_RULES.map((preset) => [preset]))('%s: random against greedy', (preset) => {
    expectSameGames(preset, ['random', 'greedy'], 12);
  });

  it('classic: random against random, long enough for every cache to take the rule set on', () => {
    expectSameGames('classic', ['random', 'random'], 150);
  });

  it('classic: three seats of mixed bots', () => {
    expectSameGames('classic', ['greedy', 'random', 'threshold:350'], 30);
  });

  it('any rule set of the rule space: random bots', () => {
    fc.assert(
      fc.property(anyRulesArb, fc.integer({ min: 2, max: 3 }), (draw, seats) => {
        const specs = Array.from({ length: seats }, () => 'random');
        // Random play under some rule sets (an exact target, penalties) can go on for long: a game stops at 300 turns.
        expectSameGames(rulesOf(draw), specs, 3, 'space', 300);
      }),
      { numRuns: 25, seed: 1717 },
    );
  });
});

describe("a bot of the app's beside the library's own", () => {
  /** Every state a bot of the app's was given, as JSON: the events of the transition before it included. */
  function seen(play: (bot: Bot) => void): string[] {
    const states: string[] = [];
    play((state: GameState) => {
      states.push(JSON.stringify(state));
      return randomBot(state);
    });
    return states;
  }

  it("is given the events of every transition before its turn, as applyAction's states hold them", () => {
    for (const rules of ['classic', 'farkel', 'spicy'] as const) {
      const inSimulate = seen((watcher) => simulate({ rules, bots: [watcher, 'random'], games: 4, seed: 'events' }));
      const byHand = seen((watcher) => playedByHand(rules, [watcher, botFromName('random')], ['P1', 'random'], 'events', 4));
      expect(inSimulate.length).toBeGreaterThan(50);
      expect(inSimulate).toEqual(byHand);
      // The states given are ones with events: every one after a roll tells of the roll.
      expect(inSimulate.some((state) => state.includes('"type":"rolled"'))).toBe(true);
    }
  });

  it('changes nothing in the results of the games', () => {
    const app: Bot = (state) => randomBot(state);
    const result = simulate({ rules: 'classic', bots: [app, 'greedy'], games: 40, seed: 'mixed' });
    expectSameResult(result, playedByHand('classic', [app, botFromName('greedy')], ['P1', 'greedy'], 'mixed', 40));
  });
});
