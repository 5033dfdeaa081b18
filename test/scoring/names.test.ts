/**
 * combinationName: every kind in words, with and without faces, and the same words as the rules
 * sheet's table (describeRules), so that an app naming a roll's combinations speaks as the sheet.
 */
import { describe, expect, it } from 'vitest';
import { COMBINATION_KINDS, combinationName, defineRules, describeRules, legalKeeps, scoreRoll, type CombinationKind } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

/** Each kind's general name, written out from RULES.md's words. */
const GENERAL: Readonly<Record<CombinationKind, string>> = {
  single: 'single die',
  threeOfAKind: 'three of a kind',
  fourOfAKind: 'four of a kind',
  fiveOfAKind: 'five of a kind',
  sixOfAKind: 'six of a kind',
  straight: 'straight',
  threePairs: 'three pairs',
  fourOfAKindAndPair: 'four of a kind and a pair',
  twoTriplets: 'two triplets',
  sixDiceFarkle: 'six dice with nothing scoring',
  fullHouse: 'full house',
};

describe('combinationName', () => {
  it('names every kind in general', () => {
    for (const kind of COMBINATION_KINDS) expect(combinationName(kind)).toBe(GENERAL[kind]);
  });

  it("names a roll's combinations by their faces", () => {
    expect(scoreRoll([1, 1, 1, 5, 2, 3]).combinations.map(combinationName)).toEqual(['three 1s', 'single 5']);
    expect(scoreRoll([4, 4, 4, 4, 4, 4]).combinations.map(combinationName)).toEqual(['six 4s']);
    expect(scoreRoll([6, 5, 4, 3, 2, 1]).combinations.map(combinationName)).toEqual(['straight 1-2-3-4-5-6']);
    expect(scoreRoll([2, 2, 3, 3, 6, 6]).combinations.map(combinationName)).toEqual(['three pairs']);
    const keeps = legalKeeps([5, 2, 3, 4, 6, 6]);
    expect(keeps.map((keep) => keep.combinations.map(combinationName).join(' + '))).toEqual(['single 5']);
  });

  it('names a partial straight and a full house under house rules', () => {
    const rules = defineRules({ scoring: { straights: [{ faces: [1, 2, 3, 4, 5], points: 500 }], fullHouse: { points: 1000, plusThreeOfAKind: false } } });
    expect(scoreRoll([1, 2, 3, 4, 5, 6], rules).combinations.map(combinationName)).toEqual(['straight 1-2-3-4-5']);
    expect(scoreRoll([3, 3, 3, 6, 6, 2], rules).combinations.map(combinationName)).toEqual(['full house']);
  });

  it('speaks as the rules sheet: each row of the table starts with a name it gives', () => {
    const sheet = describeRules(defineRules({ scoring: { twoTriplets: 2500, fourOfAKindAndPair: 1500 } }));
    for (const name of ['single 1', 'three 1s', 'three pairs', 'two triplets', 'four of a kind and a pair', 'straight 1-2-3-4-5-6', 'four of a kind']) {
      expect(sheet).toMatch(new RegExp(`^ {2}${name.charAt(0).toUpperCase()}${name.slice(1)} {2,}`, 'm'));
    }
  });

  it('refuses what is no kind', () => {
    expectFarkleError(() => combinationName('pair' as CombinationKind), 'invalid-options', 'kind');
    expectFarkleError(() => combinationName({ kind: 'triple', faces: [1, 1, 1] } as never), 'invalid-options', 'kind');
  });
});
