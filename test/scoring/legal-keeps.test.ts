/**
 * legalKeeps: every distinct legal keep of a roll, best first. Expected lists
 * are worked out by hand from the seed texts ("they may choose to remove the
 * three 4s or the 1 or both") and the tables of RULES.md.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, legalKeeps, scoreKeep, type Die, type Keep, type RulesInput } from '../../src/index.js';
import { facesAt, red } from '../support/helpers.js';

/** A keep as text: its dice (faces, `*` for spicy) sorted as text, then its points. */
function describeKeep(roll: readonly Die[], keep: Keep): string {
  const dice = keep.dice.map((i) => {
    const die = roll[i];
    return typeof die === 'number' ? String(die) : die === undefined ? '?' : `${die.face}${die.spicy ? '*' : ''}`;
  });
  return `${[...dice].sort().join('')} ${keep.points}`;
}

const sixDiceFarkle = defineRules({ scoring: { sixDiceFarkle: 500 } });

/** Expected keeps written `faces points`, faces sorted as text; in the order the library must list them. */
const cases: readonly (readonly [RulesInput, readonly Die[], readonly string[], string])[] = [
  ['farkel', [4, 3, 4, 4, 1, 6], ['1444 5000', '444 4000', '1 1000'], 'seed 002: remove the three 4s or the 1 or both'],
  ['farkel', [1, 6, 5], ['15 1500', '1 1000', '5 500'], 'seed 002: remove both the 1 and the 5 or just one of them'],
  ['farkel', [2, 5], ['5 500'], 'seed 002: the bought 2 and 5'],
  ['classic', [1, 5, 2], ['15 150', '1 100', '5 50'], 'a 1 and a 5'],
  ['classic', [1, 1, 1], ['111 300', '11 200', '1 100'], 'three 1s, or fewer of them as singles'],
  ['classic', [5, 5, 5, 5], ['5555 1000', '555 500', '55 100', '5 50'], 'four 5s'],
  ['classic', [5, 5, 1], ['155 200', '15 150', '55 100', '1 100', '5 50'], 'equal points: more dice first'],
  ['yarkle', [2, 3, 4, 5, 6, 6], ['5 50'], 'seed 004 first roll: only the 5'],
  ['yarkle', [1, 4, 4, 4, 6], ['1444 500', '444 400', '1 100'], 'seed 004 second roll'],
  ['spicy', [red(1), 1], ['11* 300', '1* 200', '1 100'], 'a spicy 1 and a plain one are different keeps'],
  ['spicy', [red(4), 4, 4, 4], ['4444* 2000', '444* 800', '444 400'], 'which 4s are kept matters: the red one doubles'],
  [sixDiceFarkle, [2, 3, 3, 4, 4, 6], ['233446 500'], 'the six-dice farkle keeps all six dice'],
];

describe('legalKeeps', () => {
  it.each(cases.map(([rules, dice, keeps, why]) => ({ rules, dice, keeps, why, label: typeof rules === 'string' ? rules : rules.name })))(
    '$label $dice ($why)',
    ({ rules, dice, keeps }) => {
      const got = legalKeeps(dice, rules);
      expect(got.map((keep) => describeKeep(dice, keep))).toEqual(keeps);
    },
  );

  it.each([
    ['classic', [2, 3, 4, 6, 6, 3]],
    ['yarkle', [2, 3, 3, 4, 4, 6]],
    ['farkel', [2, 6, 2, 4, 3, 6]],
    ['absolute', [6]],
  ] satisfies [RulesInput, Die[]][])('%s %j: no legal keep for a farkle', (rules, dice) => {
    expect(legalKeeps(dice, rules)).toEqual([]);
  });

  it('lists each keep with ascending input indices, faces aligned, remaining dice and its best split', () => {
    const roll: Die[] = [6, 1, 1, 5, 1, 2];
    const keeps = legalKeeps(roll);
    for (const keep of keeps) {
      expect([...keep.dice].sort((a, b) => a - b)).toEqual(keep.dice);
      expect(new Set(keep.dice).size).toBe(keep.dice.length);
      expect(facesAt(roll, keep.dice)).toEqual(keep.faces);
      expect(keep.remaining).toBe(roll.length - keep.dice.length);
      expect(keep.combinations.reduce((sum, c) => sum + c.points, 0)).toBe(keep.points);
      expect(keep.combinations.flatMap((c) => c.dice).sort((a, b) => a - b)).toEqual(keep.dice);
    }
    // Three 1s + a 5 (350); three 1s (300); 1, 1, 5 (250); 1, 1 (200); 1, 5 (150); 1 (100); 5 (50).
    expect(keeps.map((k) => k.points)).toEqual([350, 300, 250, 200, 150, 100, 50]);
    expect(keeps[0]?.dice).toEqual([1, 2, 3, 4]);
  });

  it('scores every keep as scoreKeep scores the same dice', () => {
    const roll: Die[] = [1, 1, 5, 5, 5, 5];
    for (const keep of legalKeeps(roll)) {
      expect(scoreKeep(keep.dice.map((i) => roll[i]!)).points).toBe(keep.points);
    }
    // The whole roll: four 5s and a pair of 1s = 1,500 (more than 1,000 + 200).
    expect(legalKeeps(roll)[0]?.points).toBe(1500);
  });
});
