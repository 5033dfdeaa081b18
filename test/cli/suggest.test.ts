/** "Did you mean": edit distances counted by hand, and which known name a typo is taken for. */
import { describe, expect, it } from 'vitest';
import { editDistance, nearest } from '../../src/cli/suggest.js';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['', 'seed', 4],
    ['target', 'target', 0],
    ['trget', 'target', 1], // one deletion
    ['tarrget', 'target', 1], // one insertion
    ['tergat', 'target', 2], // two substitutions
    ['tagret', 'target', 1], // one swap of neighbours
    ['kitten', 'sitting', 3], // the textbook example
    ['seed', 'bots', 4],
  ])('%j to %j is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe('nearest', () => {
  const names = ['rules', 'target', 'turn', 'seed', 'games', 'ignore-unsupported', 'not-on-board'];

  it.each([
    ['trget', 'target'],
    ['TARGET', 'target'],
    ['game', 'games'],
    ['ignore', 'ignore-unsupported'], // the only name it begins
    ['not-onboard', 'not-on-board'],
    ['sed', 'seed'],
    ['fast', undefined], // nothing within a third of its length
    ['t', undefined], // begins two names: neither is taken
    ['', undefined],
    ['x'.repeat(1000), undefined],
  ])('%j is taken for %j', (typed, meant) => {
    expect(nearest(typed, names)).toBe(meant);
  });
});
