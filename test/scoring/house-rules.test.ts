/**
 * The scoring house rules of HOUSE-RULES.md rows 4 to 7, by hand: every
 * expected value below is worked out in a comment from the rule's description
 * and the seed tables of RULES.md (classic: 1 = 100, 5 = 50, three of a kind
 * 100 x face with three 1s = 300, four of a kind 1,000, three pairs 1,500).
 */
import { describe, expect, it } from 'vitest';
import {
  defineRules,
  findCombinations,
  isFarkle,
  legalKeeps,
  oddsTable,
  rollOdds,
  farkleChance,
  scoreKeep,
  scoreRoll,
  type Die,
  type WildDie,
} from '../../src/index.js';
import { expectFarkleError, red } from '../support/helpers.js';

const W: WildDie = { wild: true };

describe('row 4: full house', () => {
  const bonus = defineRules({ scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } });
  const fixed = defineRules({ scoring: { fullHouse: { points: 1500, plusThreeOfAKind: false } } }, 'absolute');

  it('three 4s and two 2s with a 250 bonus: 400 + 250 = 650, all five dice', () => {
    const score = scoreRoll([4, 2, 4, 2, 4], bonus);
    expect(score.points).toBe(650);
    expect(score.dice).toEqual([0, 1, 2, 3, 4]);
    expect(score.combinations.map((c) => c.kind)).toEqual(['fullHouse']);
    expect(score.combinations[0]?.faces).toEqual([2, 2, 4, 4, 4]);
  });

  it('beats the triple and the singles it holds: three 1s and two 5s = 300 + 250, not 300 + 50 + 50', () => {
    expect(scoreRoll([1, 5, 1, 5, 1], bonus).points).toBe(550);
  });

  it('as fixed points, the triple does not add: three 2s and two 6s = 1,500 (absolute)', () => {
    expect(scoreRoll([2, 6, 2, 6, 2], fixed).points).toBe(1500);
    // Three 1s are 1,000 in absolute; with the two 5s (100) the full house at 1,500 still wins.
    expect(scoreRoll([1, 1, 1, 5, 5], fixed).points).toBe(1500);
  });

  it('with a sixth die: three 4s, two 2s and a 1 = 650 + 100, hot dice', () => {
    const score = scoreRoll([4, 4, 4, 2, 2, 1], bonus);
    expect(score.points).toBe(750);
    expect(score.hotDice).toBe(true);
  });

  it('needs two different faces, from one roll: five 4s are five of a kind, and a kept pair alone does not score', () => {
    expect(scoreRoll([4, 4, 4, 4, 4], bonus).combinations.map((c) => c.kind)).toEqual(['fiveOfAKind']);
    expectFarkleError(() => scoreKeep([4, 4, 4, 2, 2, 3], bonus), 'keep-does-not-score', 'dice[5]');
    expect(scoreKeep([4, 4, 4, 2, 2], bonus).points).toBe(650);
  });

  it('the bonus alone when the table has no three of a kind', () => {
    const rules = defineRules({ scoring: { threeOfAKind: null, fullHouse: { points: 250, plusThreeOfAKind: true } } });
    // Three 3s + two 6s: no triple to add, so the full house is the 250 bonus alone.
    expect(scoreRoll([3, 3, 3, 6, 6], rules).points).toBe(250);
  });

  it('spicy dice multiply it like any combination: a red 4 doubles 650', () => {
    const rules = defineRules({ scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } }, 'spicy');
    expect(scoreRoll([red(4), 4, 4, 2, 2], rules).points).toBe(1300);
  });

  it('is listed by findCombinations and among the legal keeps', () => {
    expect(findCombinations([4, 2, 4, 2, 4], bonus).filter((c) => c.kind === 'fullHouse')).toHaveLength(1);
    expect(legalKeeps([4, 2, 4, 2, 4], bonus)[0]).toMatchObject({ points: 650, remaining: 0 });
  });
});

describe('row 5: the five-dice game', () => {
  const five = defineRules({ dice: 5 });

  it('scores rolls of one to five dice as the table does; all five scoring is hot dice', () => {
    const score = scoreRoll([1, 1, 1, 5, 5], five);
    expect(score.points).toBe(400);
    expect(score.hotDice).toBe(true);
    expect(scoreRoll([2, 3, 4, 6, 6], five).farkle).toBe(true);
  });

  it.each([
    ['scoreRoll', (dice: Die[]) => scoreRoll(dice, five)],
    ['legalKeeps', (dice: Die[]) => legalKeeps(dice, five)],
    ['scoreKeep', (dice: Die[]) => scoreKeep(dice, five)],
    ['findCombinations', (dice: Die[]) => findCombinations(dice, five)],
    ['isFarkle', (dice: Die[]) => isFarkle(dice, five)],
  ] as const)('%s refuses six dice: too-many-dice', (_, fn) => {
    // Six dice cannot be rolled, so six-dice combinations never occur: the straight is refused, not scored.
    const error = expectFarkleError(() => fn([1, 2, 3, 4, 5, 6]), 'too-many-dice', 'dice');
    expect(error.message).toContain('expected at most 5 dice');
    expectFarkleError(() => fn([{ face: 1, spicy: false }, 1, 1, 1, 1, 1]), 'too-many-dice', 'dice');
  });

  it('odds cover one to five dice: classic counts (4, 16, 60, 204, 600 farkles), and six dice are refused', () => {
    expect(oddsTable(five).map((odds) => odds.farkle.numerator)).toEqual([4, 16, 60, 204, 600]);
    expect(farkleChance(5, five)).toBe(600 / 7776);
    expectFarkleError(() => rollOdds(6, five), 'too-many-dice', 'diceCount');
    expectFarkleError(() => farkleChance(6, five), 'too-many-dice', 'diceCount');
    // Seven is no number of dice at all.
    expectFarkleError(() => rollOdds(7, five), 'invalid-dice', 'diceCount');
  });

  it('fewer dice still: a one-die game scores single dice only', () => {
    const one = defineRules({ dice: 1 });
    expect(scoreRoll([1], one).points).toBe(100);
    expectFarkleError(() => scoreRoll([1, 1], one), 'too-many-dice', 'dice');
    expect(oddsTable(one)).toHaveLength(1);
  });
});

describe('row 6: the wild die', () => {
  const wild = defineRules({ wildDie: { face: 1 } });

  it('with a pair it completes the set: wild + 3, 3 = three 3s = 300', () => {
    const score = scoreRoll([W, 3, 3], wild);
    expect(score.points).toBe(300);
    expect(score.hotDice).toBe(true);
    expect(score.faces).toEqual([3, 3, 3]);
    expect(score.combinations).toEqual([expect.objectContaining({ kind: 'threeOfAKind', faces: [3, 3, 3], wild: true, points: 300 })]);
  });

  it('alone it is a single of the best face: a 1, 100 points', () => {
    expect(scoreRoll([W], wild)).toMatchObject({ points: 100, faces: [1], hotDice: true });
    // Beside a 4 (no pair) it is still a 1; the 4 stays.
    expect(scoreRoll([4, W], wild)).toMatchObject({ points: 100, dice: [1], remaining: 1 });
  });

  it('without a pair it may complete a straight: wild + 2, 3, 4, 5, 6 = 1,500', () => {
    expect(scoreRoll([6, 5, W, 4, 3, 2], wild).points).toBe(1500);
  });

  it('the pairs bind it: wild + 2, 2, 3, 3, 5 is no three pairs; the best is wild as a 3 with the 5: 300 + 50', () => {
    // As a 5 it would make three pairs (1,500), but it must stand for a 2 or a 3.
    const score = scoreRoll([2, 2, 3, 3, 5, W], wild);
    expect(score.points).toBe(350);
    expect(score.dice).toEqual([2, 3, 4, 5]);
  });

  it('a triple binds it too: wild + 5, 5, 5 = four 5s = 1,000; wild + 5, 5 + 1 = 500 + 100', () => {
    expect(scoreRoll([5, 5, 5, W], wild).points).toBe(1000);
    expect(scoreRoll([5, W, 5, 1], wild).points).toBe(600);
  });

  it('each keep chooses for itself: with 1, 1 and 2, 2 the wild die is a 2 for the whole keep (200 + 200)', () => {
    // As a 1: three 1s (300) and 2, 2 that do not score; as a 2: three 2s (200) and two 1s (200), all five dice.
    expect(scoreRoll([1, 1, 2, 2, W], wild)).toMatchObject({ points: 400, remaining: 0 });
    const keeps = legalKeeps([1, 1, 2, 2, W], wild).map((keep) => [keep.faces, keep.points]);
    expect(keeps).toContainEqual([[1, 1, 1], 300]);
    expect(keeps).toContainEqual([[1, 1, 2, 2, 2], 400]);
  });

  it('the face a wild die object carries is ignored: it is still wild', () => {
    expect(scoreRoll([{ face: 6, wild: true }, 3, 3], wild).points).toBe(300);
  });

  it('scoreKeep applies the same rule and names a die that does not score', () => {
    expect(scoreKeep([W, 3, 3], wild).points).toBe(300);
    // Wild + 2, 2 + 3: the wild die must be a 2 (200), and the 3 does not score.
    expectFarkleError(() => scoreKeep([W, 2, 2, 3], wild), 'keep-does-not-score', 'dice[3]');
    // A 4 with the wild die: whatever it stands for, the 4 does not score.
    expectFarkleError(() => scoreKeep([W, 4], wild), 'keep-does-not-score', 'dice[1]');
  });

  it('findCombinations lists each face it may stand for in each combination', () => {
    const found = findCombinations([3, W, 3], wild).map((c) => `${c.kind} ${c.faces.join('')}${c.wild ? ' wild' : ''}`);
    // Alone: a 1 or a 5 (no pair among no other dice); with the two 3s: only a 3.
    expect(found.sort()).toEqual(['single 1 wild', 'single 5 wild', 'threeOfAKind 333 wild']);
  });

  it('odds include the wild die, which shows its wild face in place of its face, one time in six', () => {
    // Wild in place of a 1: as a single it is a 1 again, so one die scores as in classic.
    expect(rollOdds(1, wild)).toMatchObject({ farkle: { numerator: 4 }, expectedPoints: { numerator: 150 } });
    // Wild in place of a 6: the six sides are 1, 2, 3, 4, 5 and wild (a 1): 2, 3, 4 farkle; 100 + 50 + 100.
    const wildSix = defineRules({ wildDie: { face: 6 } });
    expect(rollOdds(1, wildSix)).toMatchObject({ farkle: { numerator: 3 }, hotDice: { numerator: 3 }, expectedPoints: { numerator: 250 } });
    /*
     * Two dice, wild in place of a 6: the wild die shows 1..5 or wild, the other 1..6.
     * Plain rolls (30): farkle when the wild die shows 2, 3 or 4 and the other 2, 3, 4 or 6: 12.
     *   Points: the wild die's singles 150 x 6 + the other's 150 x 5 = 1,650. Hot: both 1 or 5: 4.
     * Wild (6): with a 1, 200 (hot); with a 5, 150 (hot); otherwise 100 for the wild die alone: 750.
     */
    expect(rollOdds(2, wildSix)).toMatchObject({
      farkle: { numerator: 12, denominator: 36 },
      hotDice: { numerator: 6 },
      expectedPoints: { numerator: 2400 },
    });
    expect(farkleChance(2, wildSix)).toBe(12 / 36);
  });
});

describe('row 7: rolls that end things', () => {
  const rules = defineRules({
    scoring: {
      rollEffects: [
        { faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' },
        { faces: [6, 6, 6, 6, 6, 6], effect: 'win' },
        { faces: [3, 3, 3, 2, 2, 2], effect: 'loseScore' },
      ],
    },
  });

  it('six 1s explode: no points, no keep, no farkle, effect loseTurn', () => {
    const roll: Die[] = [1, 1, 1, 1, 1, 1];
    expect(scoreRoll(roll, rules)).toEqual({
      dice: [],
      faces: [],
      points: 0,
      combinations: [],
      remaining: 6,
      farkle: false,
      hotDice: false,
      effect: 'loseTurn',
    });
    expect(legalKeeps(roll, rules)).toEqual([]);
    expect(isFarkle(roll, rules)).toBe(false);
    expect(findCombinations(roll, rules)).toEqual([]);
  });

  it('six 6s win; 2-2-2-3-3-3 in any order loses the score', () => {
    expect(scoreRoll([6, 6, 6, 6, 6, 6], rules).effect).toBe('win');
    expect(scoreRoll([3, 2, 3, 2, 3, 2], rules).effect).toBe('loseScore');
    expect(scoreRoll([{ face: 3, spicy: false }, 2, 3, 2, 3, 2], rules).effect).toBe('loseScore');
  });

  it('only the whole roll: five 1s score 2,000 and every other roll has effect null', () => {
    expect(scoreRoll([1, 1, 1, 1, 1], rules)).toMatchObject({ points: 2000, effect: null });
    expect(scoreRoll([2, 3, 4, 6, 6, 3], rules)).toMatchObject({ farkle: true, effect: null });
  });

  it('a keep is not a roll: scoreKeep of six 1s is six of a kind, 3,000', () => {
    expect(scoreKeep([1, 1, 1, 1, 1, 1], rules).points).toBe(3000);
  });

  it('spicy dice show their face: six 1s with a red one still explode', () => {
    const spicy = defineRules({ scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }] } }, 'spicy');
    expect(scoreRoll([red(1), 1, 1, 1, 1, 1], spicy).effect).toBe('loseTurn');
  });

  it('the wild die shows no face, so a roll holding it is no pattern: wild + five 1s = six 1s, 3,000', () => {
    const wild = defineRules({ wildDie: { face: 2 } }, rules);
    expect(scoreRoll([W, 1, 1, 1, 1, 1], wild)).toMatchObject({ points: 3000, effect: null });
  });

  it('odds count them apart: 22 of 46,656 six-dice rolls (1 + 1 + 20 orders), out of the points and the farkles', () => {
    const odds = rollOdds(6, rules);
    const classic = rollOdds(6, 'classic');
    expect(odds.effects).toEqual({ numerator: 22, denominator: 46656 });
    expect(odds.farkle).toEqual(classic.farkle);
    // Classic scores them 3,000 (six 1s), 3,000 (six 6s) and 2,500 each (two triplets).
    expect(odds.expectedPoints.numerator).toBe(classic.expectedPoints.numerator - 3000 - 3000 - 20 * 2500);
    expect(odds.distribution.reduce((sum, entry) => sum + entry.ways, 0)).toBe(46656 - 22);
    expect(farkleChance(6, rules)).toBe(1080 / 46656);
    expect(rollOdds(5, rules).effects.numerator).toBe(0);
  });
});

describe('refusals for the wild die', () => {
  const wild = defineRules({ wildDie: { face: 1 } });

  it.each([
    ['a wild die under rules without one', [1, W] as Die[], 'classic', 'dice[1]', 'rules.wildDie is null'],
    ['two wild dice', [W, 3, W] as Die[], wild, 'dice[2]', 'dice[0] is wild'],
    ['a die both wild and spicy', [{ face: 1, spicy: true, wild: true }] as unknown as Die[], wild, 'dice[0]', 'both wild and spicy'],
    ['a non-boolean wild', [{ face: 1, wild: 'yes' }] as unknown as Die[], wild, 'dice[0].wild', 'true or false'],
    ['a wild die with a bad face', [{ face: 9, wild: true }] as unknown as Die[], wild, 'dice[0].face', 'a face 1 to 6'],
  ] as const)('%s: invalid-die naming it', (_, dice, rules, path, words) => {
    for (const fn of [scoreRoll, legalKeeps, scoreKeep, findCombinations, isFarkle]) {
      const error = expectFarkleError(() => fn(dice, rules), 'invalid-die', path);
      expect(error.message).toContain(words);
    }
  });

  it('does not change the dice it reads', () => {
    const dice = [W, 3, { face: 3, spicy: false }] as const;
    const copy = structuredClone(dice);
    scoreRoll(dice, wild);
    legalKeeps(dice, wild);
    expect(dice).toEqual(copy);
  });
});
