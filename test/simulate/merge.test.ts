/** mergeSimulations: parts of a run, played apart, give the result of the whole run. */
import { describe, expect, it } from 'vitest';
import { mergeSimulations, simulate, type SimulationOptions, type SimulationResult } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

const options: SimulationOptions = { rules: 'yarkle', bots: ['optimal', 'greedy', 'threshold:600'], games: 48, seed: 'merge' };
const whole = simulate(options);

function part(firstGame: number, games: number): SimulationResult {
  return simulate({ ...options, firstGame, games });
}

describe('mergeSimulations', () => {
  it.each([
    [[48]],
    [[24, 24]],
    [[1, 30, 17]],
    [[0, 10, 0, 38]],
  ])('parts of %j games equal the whole run', (sizes) => {
    let first = 0;
    const parts = sizes.map((games) => {
      const result = part(first, games);
      first += games;
      return result;
    });
    expect(mergeSimulations(parts)).toEqual(whole);
  });

  it('does not depend on the order of the parts', () => {
    expect(mergeSimulations([part(30, 18), part(0, 30)])).toEqual(whole);
  });

  it('survives a trip through JSON', () => {
    const parts = [part(0, 20), part(20, 28)].map((r) => JSON.parse(JSON.stringify(r)) as SimulationResult);
    expect(mergeSimulations(parts)).toEqual(whole);
  });

  it('rejects no results', () => {
    expectFarkleError(() => mergeSimulations([]), 'invalid-options', 'results');
  });

  it.each([null, 3, {}, { players: 'none' }])('rejects %j as a result', (bad) => {
    expectFarkleError(() => mergeSimulations([whole, bad as unknown as SimulationResult]), 'invalid-options', 'results[1]');
  });

  it('rejects results of other seats', () => {
    const others = simulate({ ...options, bots: ['optimal', 'greedy'], games: 2 });
    expectFarkleError(() => mergeSimulations([whole, others]), 'invalid-options', 'results[1].players');
    const renamed = simulate({ ...options, bots: ['optimal', 'random', 'threshold:600'], games: 2 });
    expectFarkleError(() => mergeSimulations([whole, renamed]), 'invalid-options', 'results[1].players[1].name');
  });

  it('rejects counts that are not whole numbers', () => {
    expectFarkleError(() => mergeSimulations([whole, { ...whole, games: 1.5 }]), 'invalid-options', 'results[1].games');
    const players = whole.players.map((p, i) => (i === 2 ? { ...p, wins: -1 } : p));
    expectFarkleError(() => mergeSimulations([{ ...whole, players }]), 'invalid-options', 'results[0].players[2].wins');
  });
});
