import { describe, expect, it } from 'vitest';
import { Splitter, type DiceSet } from '../../src/scoring/split.js';
import { rollsOfSize } from '../../src/scoring/rolls.js';
import { presets } from '../../src/rules/presets.js';
import { holdingSplits, turnModel } from '../../src/strategy/turn/model.js';
import { turnModelByDie } from '../../src/strategy/turn/spicy-model.js';
import { tableFor } from '../../src/scoring/table.js';
import { defineRules } from '../../src/index.js';

/** Every multiset of one to six dice, and with spicy dice every way to mark some of each face's dice (one a face at most) red. */
function everySet(spicy: boolean): DiceSet[] {
  const sets: DiceSet[] = [];
  for (let n = 1; n <= 6; n++) {
    for (const { set } of rollsOfSize(n)) {
      const faces = set.counts.map((c, f) => (c > 0 && spicy ? f : -1)).filter((f) => f >= 0);
      for (let mask = 0; mask < 1 << faces.length; mask++) {
        const red = [0, 0, 0, 0, 0, 0];
        faces.forEach((f, i) => (red[f] = (mask >> i) & 1));
        sets.push({ counts: set.counts, spicy: red, wild: 0 });
      }
    }
  }
  return sets;
}

/** A keep whole, as plain data: its dice (faces, red, wild), size, points and combinations. */
const shape = (keeps: ReturnType<Splitter['keeps']>) => keeps.map((k) => JSON.parse(JSON.stringify(k)) as unknown);

describe('holdingSplits (a turn model\'s build)', () => {
  for (const [name, spicy] of [['classic', false], ['zilch', false], ['spicy', true]] as const) {
    it(`remembers splits across calls without changing an answer (${name}: every multiset of one to six dice)`, () => {
      const sets = everySet(spicy);
      // Alone, each call starts from nothing; held, each reads what the calls before it found.
      const alone = new Splitter(presets[name].scoring);
      const held = new Splitter(presets[name].scoring);
      const expected = sets.map((set) => shape(alone.keeps(set)));
      const found = holdingSplits(held, () => sets.map((set) => shape(held.keeps(set))));
      expect(found).toEqual(expected);
      // Reversed, a multiset's subsets are met before it, or after: the same answers.
      const reversed = holdingSplits(held, () => [...sets].reverse().map((set) => shape(held.keeps(set))));
      expect(reversed.reverse()).toEqual(expected);
    });
  }

  it('forgets what it held once the work ends, even when the work throws, and holds nested work to the outer end', () => {
    const splitter = new Splitter(presets.classic.scoring);
    const set: DiceSet = { counts: [2, 0, 1, 0, 2, 1], spicy: [0, 0, 0, 0, 0, 0], wild: 0 };
    holdingSplits(splitter, () => {
      holdingSplits(splitter, () => splitter.keeps(set));
      expect(splitter.memo.size).toBeGreaterThan(0);
    });
    expect(splitter.memo.size).toBe(0);
    expect(() =>
      holdingSplits(splitter, () => {
        splitter.keeps(set);
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(splitter.memo.size).toBe(0);
    splitter.keeps(set);
    expect(splitter.memo.size).toBe(0);
  });

  it('leaves the table\'s splitter its own plain, empty memo once a turn model is built (plain and by die)', () => {
    for (const [rules, build] of [
      [defineRules({ scoring: { singles: { 1: 150, 5: 50 } } }, 'zilch'), turnModel],
      [defineRules({ end: { target: 5_000 } }, 'spicy'), turnModelByDie],
    ] as const) {
      const { splitter } = tableFor(rules);
      const own = splitter.memo;
      build(rules);
      expect(splitter.memo).toBe(own);
      expect(Object.getPrototypeOf(splitter.memo)).toBe(Map.prototype);
      expect(splitter.memo.size).toBe(0);
    }
  });
});
