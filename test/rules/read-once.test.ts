/**
 * Rules and dice are read once: every array and object the scoring functions
 * and defineRules are given is copied once before it is checked, so a getter
 * or a proxy that answers differently on a second read cannot slip a value
 * past the checks. Holes in arrays are bad entries, never skipped.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, resolveRules, scoreRoll, type Die, type RulesOverrides } from '../../src/index.js';
import { expectFarkleError } from '../support/helpers.js';

/** A value whose reads are counted per key: a proxy over `target`. */
function counted<T extends object>(target: T): { value: T; reads: Map<PropertyKey, number> } {
  const reads = new Map<PropertyKey, number>();
  const value = new Proxy(target, {
    get(object, key, receiver) {
      reads.set(key, (reads.get(key) ?? 0) + 1);
      return Reflect.get(object, key, receiver) as unknown;
    },
  });
  return { value, reads };
}

/** A getter that answers `first` on its first read and `later` after. */
function changing<T>(first: T, later: T): { get(): T } {
  let reads = 0;
  return { get: () => (reads++ === 0 ? first : later) };
}

describe('defineRules reads its input once', () => {
  it('a points getter: the value checked is the value kept', () => {
    const straight = Object.defineProperty({ faces: [1, 2, 3] }, 'points', { ...changing(300, -1), enumerable: true });
    const rules = defineRules({ scoring: { straights: [straight as never] } });
    expect(rules.scoring.straights[0]?.points).toBe(300);
    expect(scoreRoll([1, 2, 3], rules).points).toBe(300);
  });

  it('a getter that is valid only on a second read is refused', () => {
    const bank = Object.defineProperty({}, 'entry', { ...changing(-1, 500), enumerable: true });
    expectFarkleError(() => defineRules({ bank: bank }), 'invalid-rules', 'bank.entry');
  });

  it('an array whose length grows after it is checked keeps the length checked', () => {
    const faces = [1, 2, 3];
    let lengthReads = 0;
    const growing = new Proxy(faces, {
      get(target, key, receiver) {
        if (key === 'length') return lengthReads++ === 0 ? 3 : 7;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const rules = defineRules({ scoring: { straights: [{ faces: growing as never, points: 200 }] } });
    expect(rules.scoring.straights[0]?.faces).toEqual([1, 2, 3]);
  });

  it('reads each entry of an array once, whatever its iterator says', () => {
    const faces = [1, 2, 3] as (1 | 2 | 3)[];
    Object.defineProperty(faces, Symbol.iterator, { value: function* lie() { yield 7; } });
    const { value, reads } = counted(faces);
    const rules = defineRules({ scoring: { straights: [{ faces: value, points: 200 }] } });
    expect(rules.scoring.straights[0]?.faces).toEqual([1, 2, 3]);
    for (const key of ['0', '1', '2', 'length']) expect(reads.get(key)).toBe(1);
  });

  it('reads each key of an object once', () => {
    const { value, reads } = counted({ entry: 350, minimum: 50 });
    const rules = defineRules({ bank: value });
    expect(rules.bank).toEqual({ entry: 350, minimum: 50 });
    expect(reads.get('entry')).toBe(1);
    expect(reads.get('minimum')).toBe(1);
  });

  it('reads a name override once (its first answer decides whether the base name is kept)', () => {
    const overrides = Object.defineProperty({}, 'name', { ...changing<string | undefined>('mine', undefined), enumerable: true });
    expect(defineRules(overrides as RulesOverrides).name).toBe('mine');
  });

  it('names a key __proto__ as an unknown rule, rather than setting a prototype', () => {
    const overrides = JSON.parse('{ "__proto__": { "end": { "target": 1 } } }') as RulesOverrides;
    expectFarkleError(() => defineRules(overrides), 'invalid-rules', '__proto__');
    expectFarkleError(() => defineRules(JSON.parse('{ "bank": { "__proto__": { "entry": 1 } } }') as RulesOverrides), 'invalid-rules', 'bank.__proto__');
  });

  it('does not grow the name by a suffix per generation', () => {
    const once = defineRules({ bank: { entry: 50 } });
    expect(once.name).toBe('classic (custom)');
    expect(defineRules({ bank: { entry: 100 } }, once).name).toBe('classic (custom)');
  });
});

describe('holes are bad entries everywhere in rules arrays', () => {
  // eslint-disable-next-line no-sparse-arrays -- holes are the bad input under test
  const holes = (): { straights: unknown[]; faces: unknown[]; effects: unknown[] } => ({ straights: [, { faces: [1, 2], points: 5 }], faces: [1, , 3], effects: [{ faces: [1, , 1], effect: 'win' }] });

  it.each([
    ['a straight', { scoring: { straights: holes().straights } }, 'scoring.straights[0]'],
    ['a straight face', { scoring: { straights: [{ faces: holes().faces, points: 5 }] } }, 'scoring.straights[0].faces[1]'],
    ['a roll effect face', { scoring: { rollEffects: holes().effects } }, 'scoring.rollEffects[0].faces[1]'],
    ['a roll effect', { scoring: { rollEffects: new Array(1) } }, 'scoring.rollEffects[0]'],
  ] as const)('a hole in %s', (_, overrides, path) => {
    const error = expectFarkleError(() => defineRules(overrides as never), 'invalid-rules', path);
    expect(error.message).toContain(path);
  });

  it('an array with a huge length is refused before any entry is read', () => {
    const straights: unknown[] = [];
    straights.length = 2 ** 32 - 1;
    const { value, reads } = counted(straights);
    expectFarkleError(() => defineRules({ scoring: { straights: value as never } }), 'invalid-rules', 'scoring.straights');
    expect(reads.get('0')).toBeUndefined();
  });

  it('a plain rule set with a hole is refused by resolveRules too', () => {
    const copy = JSON.parse(JSON.stringify(defineRules({ name: 'holey' }))) as { scoring: { straights: unknown[] } };
    // eslint-disable-next-line no-sparse-arrays -- a hole is the bad input under test
    copy.scoring.straights = [, ...copy.scoring.straights];
    expectFarkleError(() => resolveRules(copy as never), 'invalid-rules', 'scoring.straights[0]');
  });
});

describe('scoreRoll reads its dice once', () => {
  it('an iterator that lies is not read: the dice are read by index', () => {
    const dice: Die[] = [1, 1, 1];
    Object.defineProperty(dice, Symbol.iterator, { value: function* lie() { yield 2; yield 3; yield 4; } });
    expect(scoreRoll(dice).points).toBe(300);
  });

  it('each die and the length are read once on the look-up path', () => {
    const { value, reads } = counted([1, 5, 2, 2] as Die[]);
    expect(scoreRoll(value).points).toBe(150);
    for (const key of ['0', '1', '2', '3', 'length']) expect(reads.get(key)).toBe(1);
  });

  it('a length that grows after it is checked cannot bring a seventh die', () => {
    let lengthReads = 0;
    const dice = new Proxy([1, 1, 1, 1, 1, { face: 1, spicy: false }, 1] as Die[], {
      get(target, key, receiver) {
        if (key === 'length') return lengthReads++ === 0 ? 6 : 7;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    // Each path reads the length once and uses what it read: six dice scored, or seven refused, never seven scored.
    let score: ReturnType<typeof scoreRoll> | undefined;
    try {
      score = scoreRoll(dice);
    } catch (error) {
      expect(error).toMatchObject({ name: 'FarkleError', code: 'too-many-dice' });
    }
    if (score !== undefined) expect(score.dice.length).toBeLessThanOrEqual(6);
  });
});
