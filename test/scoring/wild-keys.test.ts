/**
 * Rolls holding the wild die are scored from a cache by a key of their own.
 * Over every roll of one to six dice with the wild die in each position, the
 * cached answer must equal the uncached one (the same roll with a plain die
 * written as `{ face, spicy: false }`, which takes the checked path) and the independent
 * oracle's best points; the cache must also respect the rules' dice count.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, legalKeeps, scoreRoll, type Die, type Face } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';
import { Oracle, WILD, type OracleDie } from '../support/oracle.js';
import { orderedRolls } from '../support/oracle.js';
import { classicTable } from '../support/tables.js';

const rules = defineRules({ name: 'wild', wildDie: { face: 6 }, scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } } });
/** RULES.md's classic table (test/support/tables.ts) with HOUSE-RULES.md's full house: 250 on top of the triple. */
const oracle = new Oracle({ ...classicTable, fullHouse: { points: 250, plusThreeOfAKind: true } });

/** Every roll of n dice with the wild die at each position, the rest plain faces. */
function wildRolls(n: number): Die[][] {
  const out: Die[][] = [];
  for (const plain of orderedRolls(n - 1)) {
    for (let at = 0; at < n; at++) out.push([...plain.slice(0, at), { wild: true }, ...plain.slice(at)]);
  }
  return out;
}

/** The same roll, forced onto the checked path: its first plain die written as an object. */
function uncached(roll: readonly Die[]): Die[] {
  const first = roll.findIndex((die) => typeof die === 'number');
  return first < 0 ? [...roll] : roll.map((die, i) => (i === first ? { face: die as Face, spicy: false } : die));
}

describe('rolls holding the wild die: the cached path', () => {
  it.each([1, 2, 3, 4, 5, 6])('%i dice: equals the checked path and the oracle', (n) => {
    wildRolls(n).forEach((roll, i) => {
      const score = scoreRoll(roll, rules);
      if (n > 1) {
        expect(score).toEqual(scoreRoll(uncached(roll), rules));
        expect(legalKeeps(roll, rules)).toEqual(legalKeeps(uncached(roll), rules));
      }
      // The brute-force oracle is slow on six dice: a sample of every 13th roll there.
      if (n < 6 || i % 13 === 0) {
        const dice: OracleDie[] = roll.map((die) => (typeof die === 'number' ? { face: die, spicy: false } : WILD));
        expect(score.points).toBe(oracle.bestKeep(dice)?.points ?? 0);
      }
      // Asked again, the same frozen object.
      expect(scoreRoll(roll, rules)).toBe(score);
    });
  }, 60_000);

  it('a wild die given with its face scores as without it', () => {
    expect(scoreRoll([{ face: 6, wild: true }, 3, 3], rules)).toEqual(scoreRoll([{ wild: true }, 3, 3], rules));
  });

  it('follows the dice count: six dice are refused in a five-dice game', () => {
    const five = defineRules({ dice: 5, wildDie: { face: 1 } });
    expect(scoreRoll([{ wild: true }, 5, 5, 2, 3], five).points).toBe(500);
    expectFarkleError(() => scoreRoll([{ wild: true }, 5, 5, 2, 3, 4], five), 'too-many-dice');
    expectFarkleError(() => legalKeeps([{ wild: true }, 5, 5, 2, 3, 4], five), 'too-many-dice');
  });

  it('is not taken under rules without a wild die, nor for two wild dice', () => {
    expectFarkleError(() => scoreRoll([{ wild: true }, 5], 'classic'), 'invalid-die');
    expectFarkleError(() => scoreRoll([{ wild: true }, { wild: true }], rules), 'invalid-die');
  });
});
