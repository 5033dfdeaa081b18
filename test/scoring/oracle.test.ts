/**
 * Exhaustive comparison of the library's scoring with the independent
 * brute-force oracle (test/support/oracle.ts), for every preset and several
 * house-rule sets, over every multiset of plain dice (of one to the rules'
 * dice count, each in three orders), every ordered six-dice roll (classic),
 * every multiset holding spicy dice, and every multiset holding the wild die.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, defineRules, legalKeeps, presets, scoreRoll, type Keep, type RulesInput, type ScoringRules } from '../../src/index.js';
import {
  Oracle,
  allFaceMultisets,
  diceKey,
  dieText,
  faceMultisets,
  indexSubsets,
  orderedRolls,
  setPartitions,
  spicyMultisets,
  toLibraryDice,
  toOracleDice,
  wildMultisets,
  type OracleDie,
  type OracleKeep,
} from '../support/oracle.js';
import { classicTable, customRuleSets, houseRuleSets, presetTables } from '../support/tables.js';

interface RuleCase {
  readonly name: string;
  readonly rules: RulesInput;
  readonly table: ScoringRules;
  /** Whether to sweep every spicy multiset too (8,065 rolls, about 1.5 s per rule set). */
  readonly spicySweep: boolean;
  /** The most dice in a roll. */
  readonly dice: number;
  /** Whether to sweep every multiset holding the wild die. */
  readonly wild: boolean;
}

/**
 * Spicy sweeps cover each distinct preset table once (classic, spicy and yarkle
 * share one) and the house rules with a six-dice farkle, which spicy dice multiply too.
 */
const spicyPresets = new Set<string>(['spicy', 'absolute', 'farkel']);

const ruleCases: readonly RuleCase[] = [
  ...PRESET_NAMES.map((name) => ({ name, rules: name, table: presetTables[name], spicySweep: spicyPresets.has(name), dice: 6, wild: false })),
  ...customRuleSets.map((set) => ({
    name: set.name,
    rules: defineRules(set.overrides, set.base),
    table: set.table,
    spicySweep: set.table.sixDiceFarkle !== null,
    dice: 6,
    wild: false,
  })),
  ...houseRuleSets.map((set) => ({
    name: set.name,
    rules: defineRules(set.overrides, set.base),
    table: set.table,
    spicySweep: false,
    dice: set.dice,
    wild: set.wildFace !== null,
  })),
];

/**
 * Whether a keep's indices ascend, and its combinations' dice partition them
 * with faces matching the roll: the wild die's face is the one it stands for,
 * and exactly the combination holding it says `wild`.
 */
function wellFormed(dice: readonly OracleDie[], keep: Keep): boolean {
  const ascending = keep.dice.every((index, i) => i === 0 || index > (keep.dice[i - 1] ?? -1));
  const used = keep.combinations.flatMap((c) => [...c.dice]).sort((a, b) => a - b);
  const facesMatch = keep.combinations.every((c) =>
    c.dice.every((index, i) => dice[index]?.wild === true ? keep.faces[keep.dice.indexOf(index)] === c.faces[i] : dice[index]?.face === c.faces[i]),
  );
  const wildMarked = keep.combinations.every((c) => c.wild === c.dice.some((index) => dice[index]?.wild === true));
  return ascending && facesMatch && wildMarked && JSON.stringify(used) === JSON.stringify(keep.dice);
}

/**
 * For a keep holding the wild die: the face it stands for must be one the
 * oracle allows, and the keep's points must be what the oracle scores for
 * those dice with the wild die showing that face. Empty when fine.
 */
function wildFaceProblems(dice: readonly OracleDie[], keep: Keep, oracle: Oracle): string[] {
  const at = keep.dice.findIndex((index) => dice[index]?.wild === true);
  if (at < 0) return [];
  const face = keep.faces[at];
  const others = keep.dice.filter((index) => dice[index]?.wild !== true).map((index) => dice[index]!);
  if (face === undefined || !Oracle.wildFaces(others).includes(face)) return [`the wild die stands for ${face}, not allowed`];
  const points = oracle.split([...others, { face, spicy: false }]);
  return points === keep.points ? [] : [`the wild die as ${face} scores ${points}, the keep says ${keep.points}`];
}

/** Compares scoreRoll and legalKeeps of one roll with the oracle; returns what differs, as text. */
function differences(dice: readonly OracleDie[], rules: RulesInput, oracle: Oracle): string[] {
  const problems: string[] = [];
  const label = `[${dice.map(dieText).join(',')}]`;
  const report = (what: string, got: unknown, want: unknown): void => {
    problems.push(`${label} ${what}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
  };
  const input = toLibraryDice(dice);
  const expectedKeeps = oracle.keeps(dice);
  const best = oracle.bestKeep(dice);
  const effect = oracle.effect(dice);

  const score = scoreRoll(input, rules);
  const keptDice = score.dice.map((i) => dice[i]);
  if (score.effect !== effect) report('effect', score.effect, effect);
  if (score.points !== (best?.points ?? 0)) report('points', score.points, best?.points ?? 0);
  if (score.farkle !== (best === null && effect === null)) report('farkle', score.farkle, best === null && effect === null);
  if (score.hotDice !== (best?.size === dice.length)) report('hotDice', score.hotDice, best?.size === dice.length);
  if (score.dice.length !== (best?.size ?? 0)) report('number of kept dice', score.dice.length, best?.size ?? 0);
  if (score.remaining !== dice.length - score.dice.length) report('remaining', score.remaining, dice.length - score.dice.length);
  if (!score.faces.every((face, i) => keptDice[i]?.wild === true || keptDice[i]?.face === face)) report('faces vs dice', score.faces, keptDice);
  if (!wellFormed(dice, score)) report('best keep indices or combinations', score, 'ascending indices partitioned by combinations');
  for (const problem of wildFaceProblems(dice, score, oracle)) report('best keep', problem, 'the oracle');
  if (best !== null) {
    // Which keep wins a tie on points and dice is free, but it must be a legal keep worth those points.
    const chosen = expectedKeeps.get(diceKey(keptDice.filter((d) => d !== undefined)));
    if (chosen?.points !== score.points) report('best keep is not a legal keep worth its points', score.dice, chosen);
  }

  const keeps = legalKeeps(input, rules);
  const got = new Map<string, number>();
  for (const keep of keeps) {
    const kept = keep.dice.map((i) => dice[i]).filter((d) => d !== undefined);
    if (kept.length !== keep.dice.length || new Set(keep.dice).size !== keep.dice.length) report('keep indices', keep.dice, dice.length);
    if (!keep.faces.every((face, i) => kept[i]?.wild === true || kept[i]?.face === face)) report('keep faces vs dice', keep.faces, kept);
    if (!wellFormed(dice, keep)) report('keep indices or combinations', keep, 'ascending indices partitioned by combinations');
    for (const problem of wildFaceProblems(dice, keep, oracle)) report(`keep ${JSON.stringify(keep.dice)}`, problem, 'the oracle');
    const key = diceKey(kept);
    if (got.has(key)) report('duplicate keep', key, 'distinct keeps');
    got.set(key, keep.points);
  }
  const want = new Map([...expectedKeeps.values()].map((keep) => [keep.key, keep.points]));
  const sortedEntries = (map: Map<string, number>): [string, number][] => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
  if (JSON.stringify(sortedEntries(got)) !== JSON.stringify(sortedEntries(want))) {
    report('legalKeeps', sortedEntries(got), sortedEntries(want));
  }
  keeps.forEach((keep, i) => {
    const next = keeps[i + 1];
    if (next !== undefined && (next.points > keep.points || (next.points === keep.points && next.dice.length > keep.dice.length))) {
      report('legalKeeps order', [keep.points, keep.dice.length, next.points, next.dice.length], 'points desc, then dice desc');
    }
  });
  return problems;
}

function firstProblems(rolls: readonly (readonly OracleDie[])[], rules: RulesInput, oracle: Oracle): string[] {
  return rolls.flatMap((dice) => differences(dice, rules, oracle)).slice(0, 20);
}

describe('the oracle itself', () => {
  it('enumerates set partitions (Bell numbers), subsets and multisets', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => setPartitions([...Array(n).keys()]).length)).toEqual([1, 1, 2, 5, 15, 52, 203]);
    expect(indexSubsets(6)).toHaveLength(63);
    expect([1, 2, 3, 4, 5, 6].map((n) => faceMultisets(n).length)).toEqual([6, 21, 56, 126, 252, 462]);
    expect(allFaceMultisets()).toHaveLength(923);
    expect(orderedRolls(6)).toHaveLength(46656);
    const spicy = spicyMultisets();
    expect(spicy.every((dice) => dice.some((d) => d.spicy) && dice.length <= 6)).toBe(true);
    expect(new Set(spicy.map(diceKey)).size).toBe(spicy.length);
  });

  it.each([
    ['classic', [1, 1, 1, 5], 350],
    ['classic', [4, 4, 4, 4, 6, 6], 1500],
    ['classic', [2, 2, 2, 3, 3, 3], 2500],
    ['classic', [2, 3, 4, 5, 6, 6], 50],
    ['farkel', [4, 3, 4, 4, 1, 6], 5000],
    ['farkel', [1, 1, 1, 1], 11000],
    ['farkel', [5, 5, 5, 5, 5], 6000],
    ['farkel', [2, 2, 2, 2, 2, 2], 4000],
    ['absolute', [3, 3, 3, 3, 3, 3], 2400],
    ['absolute', [1, 1, 2, 2, 4, 4], 500],
  ] as const)('reproduces the worked example %s %j = %d', (preset, dice, points) => {
    expect(new Oracle(presetTables[preset]).bestKeep(toOracleDice(dice))?.points).toBe(points);
  });

  it('scores spicy dice as in seed 003', () => {
    const oracle = new Oracle(classicTable);
    const red = (face: 1 | 2 | 3 | 4 | 5 | 6): OracleDie => ({ face, spicy: true });
    const plain = (face: 1 | 2 | 3 | 4 | 5 | 6): OracleDie => ({ face, spicy: false });
    expect(oracle.split([red(4), plain(4), plain(4)])).toBe(800);
    expect(oracle.split([red(1), plain(2), red(3), plain(4), plain(5), plain(6)])).toBe(6000);
    expect(oracle.split([red(1)])).toBe(200);
  });
});

/** A roll in three orders: as listed, reversed, and rotated by its size's half (for the wild die, first, last and inside). */
function orderings(dice: readonly OracleDie[]): OracleDie[][] {
  const half = Math.floor(dice.length / 2);
  return [[...dice], [...dice].reverse(), [...dice.slice(half), ...dice.slice(0, half)]];
}

describe.each(ruleCases)('$name', ({ rules, table, spicySweep, dice, wild }) => {
  const oracle = new Oracle(table);

  it(`scoreRoll and legalKeeps agree with the oracle on every multiset of 1 to ${dice} plain dice, in three orders`, () => {
    const rolls = allFaceMultisets(dice).map(toOracleDice).flatMap(orderings);
    expect(rolls).toHaveLength(dice === 6 ? 3 * 923 : 3 * 461);
    expect(firstProblems(rolls, rules, oracle)).toEqual([]);
  });

  if (wild) {
    it(`scoreRoll and legalKeeps agree with the oracle on every multiset of 1 to ${dice} dice holding the wild die, in three orders`, () => {
      const rolls = wildMultisets(dice).flatMap(orderings);
      expect(rolls).toHaveLength(dice === 6 ? 3 * 462 : 3 * 210);
      expect(firstProblems(rolls, rules, oracle)).toEqual([]);
    });
  }

  if (spicySweep) {
    it('scoreRoll and legalKeeps agree with the oracle on every multiset with spicy dice', { timeout: 30_000 }, () => {
      // Only rules with spicy dice score them: the same table with spicy dice allowed.
      const spicy = typeof rules !== 'string' || !presets[rules].spicyDice ? defineRules({ spicyDice: true }, rules) : rules;
      expect(firstProblems(spicyMultisets(), spicy, oracle)).toEqual([]);
    });
  }
});

describe('classic, every ordered roll of six dice', () => {
  it('scores all 46,656 rolls as the oracle scores their multiset, with indices that point at the kept faces', () => {
    const oracle = new Oracle(classicTable);
    const bestBySet = new Map<string, OracleKeep | null>();
    const problems: string[] = [];
    for (const roll of orderedRolls(6)) {
      const dice = toOracleDice(roll);
      const key = diceKey(dice);
      let best = bestBySet.get(key);
      if (best === undefined) {
        best = oracle.bestKeep(dice);
        bestBySet.set(key, best);
      }
      const score = scoreRoll(roll);
      const indicesOk =
        score.dice.every((index, i) => roll[index] === score.faces[i] && (i === 0 || index > (score.dice[i - 1] ?? -1))) &&
        score.faces.length === score.dice.length;
      const comboDice = score.combinations.flatMap((combination) => {
        combination.dice.forEach((index, i) => {
          if (roll[index] !== combination.faces[i]) problems.push(`[${roll.join(',')}] combination index ${index}`);
        });
        return [...combination.dice];
      });
      if (score.points !== (best?.points ?? 0) || score.farkle !== (best === null) || !indicesOk) {
        problems.push(`[${roll.join(',')}]: got ${score.points} ${JSON.stringify(score.dice)}, want ${best?.points ?? 0}`);
      }
      if (JSON.stringify([...comboDice].sort((a, b) => a - b)) !== JSON.stringify(score.dice)) {
        problems.push(`[${roll.join(',')}]: combinations use ${JSON.stringify(comboDice)}, keep is ${JSON.stringify(score.dice)}`);
      }
      if (problems.length >= 20) break;
    }
    expect(problems).toEqual([]);
    expect(bestBySet.size).toBe(462);
  });
});
