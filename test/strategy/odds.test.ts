/**
 * rollOdds / oddsTable: exact counts over the 6^n ordered rolls of n dice.
 *
 * The reference is an independent enumeration: every ordered roll is scored
 * by the brute-force oracle (test/support/oracle.ts, written from RULES.md),
 * whose best keep is the one with the most points, then the most dice.
 * The small cases are also derived by hand below.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, oddsTable, presets, rollOdds, type Face, type PresetName, type RollOdds, type ScoringRules } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { Oracle, WILD, diceKey, orderedRolls, toOracleDice } from '../support/oracle.js';
import { classicTable, farkelTable, houseRuleSets, presetTables } from '../support/tables.js';

const SIDES = [6, 36, 216, 1296, 7776, 46656];

/** What the enumeration finds for n dice: the same quantities as RollOdds, as plain counts. */
interface Counted {
  readonly rolls: number;
  readonly farkle: number;
  readonly hotDice: number;
  readonly totalPoints: number;
  readonly distribution: { points: number; ways: number }[];
}

const counted = new Map<ScoringRules, Counted[]>();

/** Scores every ordered roll of 1..6 dice with the oracle (once per multiset of faces). */
function enumerate(table: ScoringRules): Counted[] {
  const known = counted.get(table);
  if (known !== undefined) return known;
  const oracle = new Oracle(table);
  const out: Counted[] = [];
  for (let n = 1; n <= 6; n++) {
    const best = new Map<string, { points: number; hot: boolean }>();
    let rolls = 0;
    let farkle = 0;
    let hotDice = 0;
    let totalPoints = 0;
    const ways = new Map<number, number>();
    for (const roll of orderedRolls(n)) {
      const dice = toOracleDice(roll);
      const key = diceKey(dice);
      let score = best.get(key);
      if (score === undefined) {
        const keep = oracle.bestKeep(dice);
        score = { points: keep?.points ?? 0, hot: keep?.size === n };
        best.set(key, score);
      }
      rolls++;
      if (score.points === 0) farkle++;
      if (score.hot) hotDice++;
      totalPoints += score.points;
      ways.set(score.points, (ways.get(score.points) ?? 0) + 1);
    }
    const distribution = [...ways].map(([points, count]) => ({ points, ways: count })).sort((a, b) => a.points - b.points);
    out.push({ rolls, farkle, hotDice, totalPoints, distribution });
  }
  counted.set(table, out);
  return out;
}

function countedFor(table: ScoringRules, n: number): Counted {
  return enumerate(table)[n - 1]!;
}

/** The library's odds as the same plain counts, checking every denominator on the way. */
function plain(odds: RollOdds, n: number): Counted {
  const sides = SIDES[n - 1]!;
  expect(odds.diceCount).toBe(n);
  expect(odds.rolls).toBe(sides);
  expect(odds.farkle.denominator).toBe(sides);
  expect(odds.hotDice.denominator).toBe(sides);
  expect(odds.expectedPoints.denominator).toBe(sides);
  return {
    rolls: odds.rolls,
    farkle: odds.farkle.numerator,
    hotDice: odds.hotDice.numerator,
    totalPoints: odds.expectedPoints.numerator,
    distribution: odds.distribution.map(({ points, ways }) => ({ points, ways })),
  };
}

describe('rollOdds: classic', () => {
  /*
   * Farkles. A classic roll scores nothing when no die is a 1 or a 5 (every die
   * shows 2, 3, 4 or 6) and no face appears three times; with six dice, also no
   * three pairs (a straight needs a 1 and a 5; four/five/six of a kind, two
   * triplets and four of a kind + a pair all contain three of a kind).
   *   n = 1: 4 faces                                   ->     4 / 6
   *   n = 2: 4^2                                       ->    16 / 36
   *   n = 3: 4^3 - 4 triples                           ->    60 / 216
   *   n = 4: 4^4 - 4 x (C(4,3) x 3 + 1)                ->   204 / 1296
   *   n = 5: 4^5 - 4 x (C(5,3) x 9 + C(5,4) x 3 + 1)   ->   600 / 7776
   *   n = 6: each face at most twice over four faces, not 2-2-2: shape 2-2-1-1,
   *          C(4,2) x 6!/(2! 2!) = 6 x 180                -> 1080 / 46656
   */
  const FARKLES = [4, 16, 60, 204, 600, 1080];

  /*
   * Hot dice: the best keep uses every die. Dice showing 1 or 5 always add
   * points, so a roll of 1s and 5s only (2^n rolls) is hot. Otherwise each die
   * showing X in {2, 3, 4, 6} must sit in a combination:
   *   n = 1: 2                         n = 2: 4
   *   n = 3: 8 + 4 triples X = 12
   *   n = 4: 16 + triple X with a 1/5: 4 x 4 x 2 = 32, four X: 4     -> 52
   *   n = 5: 32 + triple X, two 1/5s: 4 x C(5,3) x 4 = 160,
   *          four X + one 1/5: 4 x 5 x 2 = 40, five X: 4            -> 236
   *   n = 6: 64 (1s and 5s)
   *        + 640  triple X, three 1/5s: 4 x C(6,3) x 8
   *        + 120  two triplets X, Y: C(4,2) x C(6,3)
   *        + 240  four X, two 1/5s: 4 x C(6,4) x 4
   *        +  48  five X, one 1/5: 4 x 6 x 2
   *        +   4  six X
   *        + 720  straights: 6!
   *        + 1800 three pairs (never all of 1 and 5): C(6,3) x 6!/(2! 2! 2!)
   *        + 180  four X + pair Y, both in {2,3,4,6}: 4 x 3 x C(6,4)
   *        + 120  four 1s/5s + pair Y in {2,3,4,6}: 2 x 4 x C(6,4)  -> 3936
   */
  const HOT_DICE = [2, 4, 12, 52, 236, 3936];

  it.each([1, 2, 3, 4, 5, 6])('%i dice: farkles, hot dice and denominators by hand', (n) => {
    const odds = rollOdds(n, 'classic');
    const counts = plain(odds, n);
    expect(counts.farkle).toBe(FARKLES[n - 1]);
    expect(counts.hotDice).toBe(HOT_DICE[n - 1]);
  });

  /*
   * Expected points (numerators over 6^n):
   *   n = 1: 100 + 50 = 150.
   *   n = 2: no two-dice combination, so the best keep is the sum of the singles;
   *          each die adds 150 per 6 of its faces over the 36 rolls: 2 x 6 x 150 = 1800.
   *   n = 3: singles as above, 3 x 36 x 150 = 16200, plus what triples add over
   *          their singles: 1s 300 - 300 = 0, 5s 500 - 150 = 350, 2s 200, 3s 300,
   *          4s 400, 6s 600: 16200 + 1850 = 18050.
   */
  it.each([
    [1, 150],
    [2, 1800],
    [3, 18050],
  ])('%i dice: expected points numerator %i by hand', (n, numerator) => {
    expect(rollOdds(n).expectedPoints).toEqual({ numerator, denominator: SIDES[n - 1] });
  });

  it('1 and 2 dice: distributions by hand', () => {
    // One die: 2, 3, 4, 6 farkle; a 5 is 50; a 1 is 100.
    expect(rollOdds(1).distribution).toEqual([
      { points: 0, ways: 4 },
      { points: 50, ways: 1 },
      { points: 100, ways: 1 },
    ]);
    // Two dice: 0 (16); 50: a 5 and a dead die (2 x 4); 100: a 1 and a dead die (8) or 5-5 (1);
    // 150: 1-5 and 5-1; 200: 1-1.
    expect(rollOdds(2).distribution).toEqual([
      { points: 0, ways: 16 },
      { points: 50, ways: 8 },
      { points: 100, ways: 9 },
      { points: 150, ways: 2 },
      { points: 200, ways: 1 },
    ]);
  });

  it.each([1, 2, 3, 4, 5, 6])('%i dice: every count equals the oracle enumeration of all 6^n rolls', (n) => {
    expect(plain(rollOdds(n, 'classic'), n)).toEqual(countedFor(classicTable, n));
  });

  it.each([1, 2, 3, 4, 5, 6])('%i dice: the distribution is consistent with the other counts', (n) => {
    const odds = rollOdds(n);
    const { distribution } = odds;
    expect(distribution.reduce((sum, entry) => sum + entry.ways, 0)).toBe(6 ** n);
    expect(distribution.reduce((sum, entry) => sum + entry.points * entry.ways, 0)).toBe(odds.expectedPoints.numerator);
    for (let i = 1; i < distribution.length; i++) expect(distribution[i]!.points).toBeGreaterThan(distribution[i - 1]!.points);
    for (const entry of distribution) expect(entry.ways).toBeGreaterThan(0);
    expect(distribution[0]).toEqual({ points: 0, ways: odds.farkle.numerator });
  });

  it('six dice: the top of the distribution is six of a kind (3,000, 6 rolls) and two triplets (2,500)', () => {
    const six = rollOdds(6).distribution;
    // 3,000: six of a kind of any face. 2,500: two triplets, C(6,2) = 15 pairs of faces x C(6,3) = 20
    // orders (for 1-1-1-5-5-5 too: 2,500 beats 300 + 500); nothing else reaches 2,500 (five of a kind
    // and the two other dice make at most 2,000 + 100 + 50).
    expect(six.at(-1)).toEqual({ points: 3000, ways: 6 });
    expect(six.at(-2)).toEqual({ points: 2500, ways: 300 });
  });

  it('uses classic by default, and oddsTable lists rollOdds for 1..6 dice', () => {
    expect(rollOdds(4)).toEqual(rollOdds(4, presets.classic));
    const table = oddsTable();
    expect(table).toHaveLength(6);
    table.forEach((odds, i) => {
      expect(odds).toEqual(rollOdds(i + 1));
    });
    expect(oddsTable('farkel')).toEqual([1, 2, 3, 4, 5, 6].map((n) => rollOdds(n, 'farkel')));
  });
});

describe('rollOdds: other tables', () => {
  /*
   * Farkel's table scores the same single faces (1 and 5), three of a kind of
   * every face, the straight and three pairs; it lacks four/five/six of a kind
   * and the other six-dice patterns, but every such roll holds a triple, which
   * still scores. So exactly the same rolls score nothing: the same farkle counts.
   */
  it.each([1, 2, 3, 4, 5, 6])('farkel, %i dice: the classic farkle counts, and everything equals the oracle', (n) => {
    const odds = rollOdds(n, 'farkel');
    expect(odds.farkle).toEqual(rollOdds(n, 'classic').farkle);
    expect(plain(odds, n)).toEqual(countedFor(farkelTable, n));
  });

  it('farkel: expected points of one to three dice by hand', () => {
    // n = 1: 1,000 + 500. n = 3: singles 3 x 36 x 1,500 = 162,000, plus triples over their singles:
    // 1s 10,000 - 3,000 = 7,000; 5s 5,000 - 1,500 = 3,500; 2s 2,000; 3s 3,000; 4s 4,000; 6s 6,000.
    expect(rollOdds(1, 'farkel').expectedPoints.numerator).toBe(1500);
    expect(rollOdds(2, 'farkel').expectedPoints.numerator).toBe(2 * 6 * 1500);
    expect(rollOdds(3, 'farkel').expectedPoints.numerator).toBe(162000 + 7000 + 3500 + 2000 + 3000 + 4000 + 6000);
    // Four 2s have no four of a kind in farkel: the fourth 2 cannot be kept, so 2-2-2-2 is not hot dice.
    expect(rollOdds(4, 'farkel').hotDice.numerator).toBeLessThan(rollOdds(4, 'classic').hotDice.numerator);
  });

  it('every preset has the classic farkle counts (same scoring faces and triples), but six dice under zen', () => {
    for (const [name, rules] of Object.entries(presets)) {
      // A six-dice farkle that scores (zilch's 500) leaves no six-dice farkle at all.
      const six = presetTables[name as PresetName].sixDiceFarkle === null ? 1080 : 0;
      expect(oddsTable(rules).map((odds) => odds.farkle.numerator)).toEqual([4, 16, 60, 204, 600, six]);
    }
  });

  describe('house rule: a six-dice farkle scores 500', () => {
    const rules = defineRules({ scoring: { sixDiceFarkle: 500 } });
    const table: ScoringRules = { ...classicTable, sixDiceFarkle: 500 };

    it('six dice never farkle; the 1,080 would-be farkles score 500 with all six dice (hot dice)', () => {
      const six = rollOdds(6, rules);
      const classic = rollOdds(6, 'classic');
      expect(six.farkle.numerator).toBe(0);
      expect(six.distribution[0]!.points).toBeGreaterThan(0);
      expect(six.hotDice.numerator).toBe(classic.hotDice.numerator + 1080);
      expect(six.expectedPoints.numerator).toBe(classic.expectedPoints.numerator + 1080 * 500);
      const ways = (odds: RollOdds, points: number): number => odds.distribution.find((entry) => entry.points === points)?.ways ?? 0;
      expect(ways(six, 500)).toBe(ways(classic, 500) + 1080);
    });

    it.each([1, 2, 3, 4, 5])('%i dice: unchanged from classic', (n) => {
      expect(rollOdds(n, rules)).toEqual(rollOdds(n, 'classic'));
    });

    it('six dice equal the oracle enumeration', () => {
      expect(plain(rollOdds(6, rules), 6)).toEqual(countedFor(table, 6));
    });
  });
});

/**
 * Every ordered roll of n dice under a house rule set, scored by the oracle:
 * the first die is the wild die when the rules have one (it shows its wild
 * face where it would show `wildFace`); a roll with an effect is counted
 * apart, in neither the farkles nor the distribution.
 */
function enumerateHouse(table: ScoringRules, n: number, wildFace: Face | null): Counted & { effects: number } {
  const oracle = new Oracle(table);
  const known = new Map<string, { points: number; hot: boolean; effect: boolean }>();
  let farkle = 0;
  let hotDice = 0;
  let effects = 0;
  let totalPoints = 0;
  const ways = new Map<number, number>();
  for (const roll of orderedRolls(n)) {
    const dice = toOracleDice(roll).map((die, i) => (i === 0 && die.face === wildFace ? WILD : die));
    const key = diceKey(dice);
    let score = known.get(key);
    if (score === undefined) {
      const keep = oracle.bestKeep(dice);
      score = { points: keep?.points ?? 0, hot: keep?.size === n, effect: oracle.effect(dice) !== null };
      known.set(key, score);
    }
    if (score.effect) {
      effects++;
      continue;
    }
    if (score.points === 0) farkle++;
    if (score.hot) hotDice++;
    totalPoints += score.points;
    ways.set(score.points, (ways.get(score.points) ?? 0) + 1);
  }
  const distribution = [...ways].map(([points, count]) => ({ points, ways: count })).sort((a, b) => a.points - b.points);
  return { rolls: 6 ** n, farkle, hotDice, totalPoints, distribution, effects };
}

describe('rollOdds: house rules (full house, five dice, the wild die, roll effects) against the oracle', () => {
  const sets = houseRuleSets.filter((set) =>
    [
      'classic + full house, 250 on top of the triple',
      'classic + wild die on face 6',
      'farkel + wild die on face 1',
      'classic + six 1s lose the turn, six 6s win, 2-2-2-3-3-3 loses the score',
    ].includes(set.name) || set.dice === 5,
  );

  it('covers the chosen rule sets', () => {
    expect(sets).toHaveLength(8);
  });

  describe.each(sets)('$name', ({ overrides, base, table, dice, wildFace }) => {
    const rules = defineRules(overrides, base);

    it(`oddsTable lists 1 to ${dice} dice, each equal to the oracle's count of every ordered roll`, () => {
      const odds = oddsTable(rules);
      expect(odds).toHaveLength(dice);
      odds.forEach((entry, i) => {
        const n = i + 1;
        const { effects, ...want } = enumerateHouse(table, n, wildFace);
        expect(plain(entry, n)).toEqual(want);
        expect(entry.effects).toEqual({ numerator: effects, denominator: 6 ** n });
      });
    });
  });
});

describe('rollOdds: invalid input', () => {
  it.each([0, 7, 1.5, -1, Number.NaN, Infinity])('%s dice throw invalid-dice', (n) => {
    expectFarkleError(() => rollOdds(n), 'invalid-dice', 'diceCount');
  });

  it('a non-number throws invalid-dice', () => {
    expectFarkleError(() => rollOdds('3' as unknown as number), 'invalid-dice');
  });

  it('an unknown preset throws unknown-preset', () => {
    expectFarkleError(() => rollOdds(3, 'zonk' as unknown as 'classic'), 'unknown-preset');
    expectFarkleError(() => oddsTable('zonk' as unknown as 'classic'), 'unknown-preset');
  });
});
