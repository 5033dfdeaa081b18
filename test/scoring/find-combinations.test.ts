/**
 * findCombinations: every combination of the table present in a roll, each on
 * its own (overlaps allowed). Examples by hand, then a sweep of every plain
 * multiset against the oracle.
 */
import { describe, expect, it } from 'vitest';
import {
  PRESET_NAMES,
  defineRules,
  findCombinations,
  type Combination,
  type CombinationKind,
  type Die,
  type RulesInput,
} from '../../src/index.js';
import { red } from '../support/helpers.js';
import {
  Oracle,
  allFaceMultisets,
  diceKey,
  dieText,
  groupScores,
  spicyMultisets,
  toLibraryDice,
  toOracleDice,
  wildKey,
  wildMultisets,
  type OracleDie,
} from '../support/oracle.js';
import { classicTable, houseRuleSets, presetTables } from '../support/tables.js';

/**
 * The dice a combination uses as the oracle sees them: the wild die replaced
 * by a plain die of the face the combination says it stands for.
 */
function countedDice(roll: readonly OracleDie[], combination: Combination): OracleDie[] {
  return combination.dice.flatMap((index, i) => {
    const die = roll[index];
    if (die === undefined) return [];
    return die.wild === true ? [{ face: combination.faces[i] ?? 1, spicy: false }] : [die];
  });
}

/** A combination as `kind|dice`, dice being the multiset of roll dice it uses; with the wild die, `kind|others,W=face`. */
function comboKey(roll: readonly OracleDie[], combination: Combination): string {
  const at = combination.dice.findIndex((index) => roll[index]?.wild === true);
  const used = combination.dice.map((i) => roll[i]).filter((d) => d !== undefined);
  if (at < 0) return `${combination.kind}|${diceKey(used)}`;
  return `${combination.kind}|${wildKey(used.filter((d) => d.wild !== true), combination.faces[at] ?? 1)}`;
}

function keysOf(dice: readonly Die[], rules: RulesInput): string[] {
  const roll = toOracleDice(dice);
  return findCombinations(dice, rules)
    .map((c) => comboKey(roll, c))
    .sort();
}

function expectedKeys(found: readonly (readonly [CombinationKind, readonly Die[]])[]): string[] {
  return found.map(([kind, dice]) => `${kind}|${diceKey(toOracleDice(dice))}`).sort();
}

/** Problems with the combinations of one roll: indices, faces, spicy count and points against the oracle's table. */
function combinationProblems(dice: readonly OracleDie[], rules: RulesInput, oracle: Oracle): string[] {
  const problems: string[] = [];
  const label = `[${dice.map(dieText).join(',')}]`;
  const found = findCombinations(toLibraryDice(dice), rules);
  for (const combination of found) {
    const used = combination.dice.map((i) => dice[i]);
    const group = countedDice(dice, combination);
    const valid =
      group.length === used.length &&
      new Set(combination.dice).size === combination.dice.length &&
      combination.faces.every((face, i) => group[i]?.face === face && (i === 0 || face >= (combination.faces[i - 1] ?? 0))) &&
      combination.spicy === group.filter((d) => d.spicy).length &&
      combination.wild === used.some((d) => d?.wild === true);
    if (!valid) problems.push(`${label} ${JSON.stringify(combination)}: bad dice, faces or spicy count`);
    const kindScores = groupScores(group, oracle.scoring).filter((s) => s.kind === combination.kind);
    const sixDiceBonus = combination.kind === 'sixDiceFarkle' && oracle.split(group) === combination.points;
    if (!sixDiceBonus && !kindScores.some((s) => s.points === combination.points)) {
      problems.push(`${label} ${JSON.stringify(combination)}: points not in the table (${JSON.stringify(kindScores)})`);
    }
  }
  const got = [...new Set(found.map((c) => comboKey(dice, c)))].sort();
  const want = [...oracle.combinationsPresent(dice)].sort();
  if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${label}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  if (got.length !== found.length) problems.push(`${label}: the same combination is listed twice`);
  return problems;
}

const classicPairs = defineRules({ scoring: { fourOfAKindCountsAsTwoPairs: true } });
const sixDiceFarkle = defineRules({ scoring: { sixDiceFarkle: 500 } });
const partialStraights = defineRules({
  scoring: {
    straights: [
      { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
      { faces: [1, 2, 3, 4, 5], points: 500 },
      { faces: [2, 3, 4, 5, 6], points: 750 },
    ],
  },
});

const examples: readonly (readonly [string, RulesInput, readonly Die[], readonly (readonly [CombinationKind, readonly Die[]])[]])[] = [
  ['three 1s and a 5', 'classic', [1, 1, 1, 5], [['single', [1]], ['single', [5]], ['threeOfAKind', [1, 1, 1]]]],
  [
    'four 1s and two 5s',
    'classic',
    [1, 5, 1, 1, 5, 1],
    [
      ['single', [1]],
      ['single', [5]],
      ['threeOfAKind', [1, 1, 1]],
      ['fourOfAKind', [1, 1, 1, 1]],
      ['fourOfAKindAndPair', [1, 1, 1, 1, 5, 5]],
    ],
  ],
  [
    'four 1s and two 5s, four of a kind counting as two pairs',
    classicPairs,
    [1, 5, 1, 1, 5, 1],
    [
      ['single', [1]],
      ['single', [5]],
      ['threeOfAKind', [1, 1, 1]],
      ['fourOfAKind', [1, 1, 1, 1]],
      ['fourOfAKindAndPair', [1, 1, 1, 1, 5, 5]],
      ['threePairs', [1, 1, 1, 1, 5, 5]],
    ],
  ],
  ['a straight', 'classic', [6, 5, 4, 3, 2, 1], [['single', [1]], ['single', [5]], ['straight', [1, 2, 3, 4, 5, 6]]]],
  ['three pairs of non-scoring faces', 'classic', [2, 3, 4, 2, 3, 4], [['threePairs', [2, 2, 3, 3, 4, 4]]]],
  ['two triplets', 'classic', [2, 3, 2, 3, 2, 3], [['threeOfAKind', [2, 2, 2]], ['threeOfAKind', [3, 3, 3]], ['twoTriplets', [2, 2, 2, 3, 3, 3]]]],
  [
    'six 6s',
    'classic',
    [6, 6, 6, 6, 6, 6],
    [['threeOfAKind', [6, 6, 6]], ['fourOfAKind', [6, 6, 6, 6]], ['fiveOfAKind', [6, 6, 6, 6, 6]], ['sixOfAKind', [6, 6, 6, 6, 6, 6]]],
  ],
  [
    'six 6s, four of a kind counting as two pairs',
    classicPairs,
    [6, 6, 6, 6, 6, 6],
    [
      ['threeOfAKind', [6, 6, 6]],
      ['fourOfAKind', [6, 6, 6, 6]],
      ['fiveOfAKind', [6, 6, 6, 6, 6]],
      ['sixOfAKind', [6, 6, 6, 6, 6, 6]],
      ['threePairs', [6, 6, 6, 6, 6, 6]],
    ],
  ],
  ['farkel four 1s: no four of a kind', 'farkel', [1, 1, 1, 1], [['single', [1]], ['threeOfAKind', [1, 1, 1]]]],
  ['farkel 4-3-4-4-1-6', 'farkel', [4, 3, 4, 4, 1, 6], [['single', [1]], ['threeOfAKind', [4, 4, 4]]]],
  ['a farkle', 'yarkle', [2, 3, 3, 4, 4, 6], []],
  ['the six-dice farkle bonus', sixDiceFarkle, [2, 3, 3, 4, 4, 6], [['sixDiceFarkle', [2, 3, 3, 4, 4, 6]]]],
  ['a spicy 1 and a plain 1', 'spicy', [red(1), 1], [['single', [1]], ['single', [red(1)]]]],
  [
    'four 4s, one red',
    'spicy',
    [4, red(4), 4, 4],
    [['threeOfAKind', [4, 4, 4]], ['threeOfAKind', [4, 4, red(4)]], ['fourOfAKind', [4, 4, 4, red(4)]]],
  ],
  [
    'partial straights',
    partialStraights,
    [1, 2, 3, 4, 5, 6],
    [
      ['single', [1]],
      ['single', [5]],
      ['straight', [1, 2, 3, 4, 5]],
      ['straight', [2, 3, 4, 5, 6]],
      ['straight', [1, 2, 3, 4, 5, 6]],
    ],
  ],
];

describe('findCombinations', () => {
  it.each(examples)('%s', (_, rules, dice, expected) => {
    expect(keysOf(dice, rules)).toEqual(expectedKeys(expected));
  });

  it('gives each combination input indices aligned with its ascending faces, its spicy count and its points', () => {
    const roll: Die[] = [5, red(1), 1, 1, 2];
    const found = findCombinations(roll, 'spicy');
    const triple = found.filter((c) => c.kind === 'threeOfAKind');
    expect(triple).toHaveLength(1);
    expect(triple[0]).toMatchObject({ faces: [1, 1, 1], spicy: 1, points: 600 });
    expect([...(triple[0]?.dice ?? [])].sort()).toEqual([1, 2, 3]);
    const singles = found.filter((c) => c.kind === 'single').map((c) => ({ face: c.faces[0], spicy: c.spicy, points: c.points }));
    expect(singles).toEqual(
      expect.arrayContaining([
        { face: 5, spicy: 0, points: 50 },
        { face: 1, spicy: 0, points: 100 },
        { face: 1, spicy: 1, points: 200 },
      ]),
    );
    expect(singles).toHaveLength(3);
  });

  describe.each(PRESET_NAMES)('%s: every multiset of plain dice', (name) => {
    it('lists exactly the combinations the oracle finds, with valid dice and table points', () => {
      const oracle = new Oracle(presetTables[name]);
      const problems = allFaceMultisets()
        .map(toOracleDice)
        .flatMap((dice) => combinationProblems(dice, name, oracle))
        .slice(0, 20);
      expect(problems).toEqual([]);
    });
  });

  describe.each(houseRuleSets)('$name', ({ overrides, base, table, dice, wildFace }) => {
    const rules = defineRules(overrides, base);
    const oracle = new Oracle(table);

    it(`lists exactly the combinations the oracle finds in every multiset of 1 to ${dice} dice${wildFace === null ? '' : ', with and without the wild die'}`, () => {
      const rolls = [...allFaceMultisets(dice).map(toOracleDice), ...(wildFace === null ? [] : wildMultisets(dice))];
      const problems = rolls.flatMap((roll) => combinationProblems(roll, rules, oracle)).slice(0, 20);
      expect(problems).toEqual([]);
    });
  });

  it('spicy: every multiset with spicy dice', () => {
    const oracle = new Oracle(classicTable);
    const problems = spicyMultisets()
      .flatMap((dice) => combinationProblems(dice, 'spicy', oracle))
      .slice(0, 20);
    expect(problems).toEqual([]);
  });
});
