/**
 * The values public exports take (issue 29, item 5): a restored win table of
 * NaN taken as solved, simulation parts with more wins than games merged into
 * a win rate of 50,000, and a straight of a million faces named in 2 MB. Each
 * must end in a FarkleError of the export's own code, or not happen at all.
 */
import { describe, expect, it } from 'vitest';
import {
  combinationName,
  defineRules,
  mergeSimulations,
  optimalWinChance,
  restoreWinChance,
  simulate,
  type SimulationResult,
} from '../src/index.js';
import { expectFarkleError } from './support/helpers.js';

describe('restoreWinChance checks the chances in its table', () => {
  const solved = optimalWinChance('classic', { target: 500 });

  it.each([
    ['NaN everywhere', new Float64Array(121).fill(Number.NaN)],
    ['5 everywhere', new Float64Array(121).fill(5)],
    ['-1 everywhere', new Float64Array(121).fill(-1)],
    ['one NaN, last', Float64Array.from(solved.table, (v, i) => (i === 120 ? Number.NaN : v))],
    ['one Infinity', Float64Array.from(solved.table, (v, i) => (i === 60 ? Infinity : v))],
    ['one chance just above 1', Float64Array.from(solved.table, (v, i) => (i === 7 ? 1 + 2 ** -52 : v))],
    ['one chance just below 0', Float64Array.from(solved.table, (v, i) => (i === 7 ? -(2 ** -1074) : v))],
  ])('refuses %s with invalid-options', (_name, table) => {
    expect(table).toHaveLength(solved.table.length);
    expectFarkleError(() => restoreWinChance('classic', { target: 500 }, table), 'invalid-options', 'table');
  });

  it('takes a solved table, a table of zeros and a chance of exactly 0 or 1', () => {
    expect(restoreWinChance('classic', { target: 500 }, solved.table).firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
    expect(restoreWinChance('classic', { target: 500 }, new Float64Array(121)).winChance(0, 0)).toBe(0);
    expect(restoreWinChance('classic', { target: 500 }, new Float64Array(121).fill(1)).winChance(0, 0)).toBe(1);
  });

  it('checks a large table in one pass, and says where its first bad value is', () => {
    const table = new Float64Array(2000 * 2000);
    table[table.length - 1] = Number.NaN;
    const error = expectFarkleError(() => restoreWinChance('classic', { target: 99_999 }, table), 'invalid-options', 'table');
    expect(error.message).toContain(`NaN at ${table.length - 1}`);
  });
});

describe('mergeSimulations refuses counts no simulation can have', () => {
  const part = simulate({ bots: ['greedy', 'random'], games: 10, seed: 1 });
  /** `part` with these counts, and these counts of seat 0. */
  const claimed = (counts: Partial<SimulationResult>, seat0: Partial<SimulationResult['players'][number]> = {}): SimulationResult =>
    ({ ...part, ...counts, players: [{ ...part.players[0], ...seat0 }, part.players[1]] }) as SimulationResult;

  it('the issue: a million wins in ten games', () => {
    expectFarkleError(() => mergeSimulations([claimed({}, { wins: 1e6 })]), 'invalid-options', 'results[0].players[0].wins');
    expectFarkleError(() => mergeSimulations([part, claimed({}, { wins: 1e6 })]), 'invalid-options', 'results[1].players[0].wins');
  });

  it.each([
    ['more shared wins than wins', {}, { sharedWins: 11 }, 'results[0].players[0].sharedWins'],
    ['a win shared with nobody', {}, { sharedWins: 1 }, 'results[0].players'],
    ['more wins between the seats than games', {}, { wins: 10 }, 'results[0].players'],
    ['fewer wins than games with a winner', { noWinner: 0 }, { wins: 0 }, 'results[0].players'],
    ['more games without a winner than games', { noWinner: 6, unfinished: 6 }, {}, 'results[0]'],
    ['fewer turns than games', { turns: 9 }, {}, 'results[0].turns'],
    ['fewer actions than turns', { actions: 1 }, {}, 'results[0].actions'],
    ["the seats' turns not adding up to the turns", {}, { turns: 0 }, 'results[0].players'],
    ['a fraction of a win', {}, { wins: 0.5 }, 'results[0].players[0].wins'],
    ['negative wins', {}, { wins: -1 }, 'results[0].players[0].wins'],
    ['negative games', { games: -10 }, {}, 'results[0].games'],
  ] as const)('%s', (_name, counts, seat0, path) => {
    expectFarkleError(() => mergeSimulations([claimed(counts, seat0)]), 'invalid-options', path);
  });

  it('totals past 2^53, where sums are no longer exact', () => {
    const huge = 2 ** 52;
    const big = claimed({ games: huge, turns: huge, actions: huge, noWinner: 0, unfinished: huge }, { wins: 0, sharedWins: 0, turns: huge });
    const sized = { ...big, players: [big.players[0], { ...part.players[1], wins: 0, sharedWins: 0, turns: 0 }] } as SimulationResult;
    expect(mergeSimulations([sized]).games).toBe(huge);
    expectFarkleError(() => mergeSimulations([sized, sized]), 'invalid-options', 'results[1].games');
  });

  it('still merges what simulations report: shared wins, no winner, unfinished games, merged results', () => {
    const threes = { bots: ['greedy', 'greedy', 'greedy'], seed: 0, rules: defineRules({ end: { target: 500 } }) } as const;
    const shared = [simulate({ ...threes, games: 120 }), simulate({ ...threes, games: 80, firstGame: 120 })];
    expect(shared.some((result) => result.players.some((player) => player.sharedWins > 0))).toBe(true);
    expect(mergeSimulations(shared)).toEqual(simulate({ ...threes, games: 200 }));
    const lives = { rules: 'farkel', bots: ['greedy', 'random'], seed: 3, maxTurns: 40 } as const;
    const ended = [simulate({ ...lives, games: 20 }), simulate({ ...lives, games: 10, firstGame: 20 })];
    const whole = simulate({ ...lives, games: 30 });
    expect(whole.noWinner).toBeGreaterThan(0);
    expect(whole.unfinished).toBeGreaterThan(0);
    expect(mergeSimulations(ended)).toEqual(whole);
    expect(mergeSimulations([mergeSimulations(ended.slice(0, 1)), ...ended.slice(1)])).toEqual(whole);
  });
});

describe('combinationName bounds its input', () => {
  it('the issue: a straight of a million faces is refused, not named in 2 MB', () => {
    const faces = Array.from({ length: 1_000_000 }, (_, i) => (i % 6) + 1);
    const error = expectFarkleError(() => combinationName({ kind: 'straight', faces } as never), 'invalid-options', 'faces');
    expect(error.message.length).toBeLessThan(200);
  });

  it('takes up to 6 faces (the most dice a rule set plays), and refuses 7', () => {
    expect(combinationName({ kind: 'sixOfAKind', faces: [4, 4, 4, 4, 4, 4] })).toBe('six 4s');
    expectFarkleError(() => combinationName({ kind: 'straight', faces: [1, 2, 3, 4, 5, 6, 6] } as never), 'invalid-options', 'faces');
  });
});
