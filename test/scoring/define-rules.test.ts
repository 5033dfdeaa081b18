/**
 * defineRules: deep-merge over a base, validate, freeze. Merging is checked
 * against tables merged by hand (test/support/tables.ts), and the house rules
 * are checked by scoring rolls whose points follow from RULES.md.
 */
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, createGame, defineRules, presets, scoreRoll, type Die, type PresetName, type Rules, type RulesOverrides } from '../../src/index.js';
import { expectFarkleError, isDeepFrozen } from '../support/helpers.js';
import { classicTable, customRuleSets, houseRuleSets } from '../support/tables.js';

describe('defineRules', () => {
  it.each(customRuleSets)('$name: merges the scoring overrides over the base table', ({ overrides, base, table }) => {
    const rules = defineRules(overrides, base);
    expect(rules.scoring).toEqual(table);
    expect(isDeepFrozen(rules)).toBe(true);
  });

  it.each(houseRuleSets)('$name: merges the overrides, with the dice count and the wild die', ({ overrides, base, table, dice, wildFace }) => {
    const rules = defineRules(overrides, base);
    expect(rules.scoring).toEqual({ ...table, rollEffects: table.rollEffects.map((e) => ({ ...e, faces: [...e.faces].sort() })) });
    expect(rules.dice).toBe(dice);
    expect(rules.wildDie).toEqual(wildFace === null ? null : { face: wildFace });
    expect(isDeepFrozen(rules)).toBe(true);
  });

  it('reads the new scoring options as off when left out: six dice, no full house, no roll effects, no wild die', () => {
    const { fullHouse: _f, rollEffects: _r, ...older } = presets.classic.scoring;
    const { dice: _d, wildDie: _w, ...olderRules } = presets.classic;
    const rules = defineRules({ name: 'older' }, { ...olderRules, scoring: older } as Rules);
    expect(rules.dice).toBe(6);
    expect(rules.scoring.fullHouse).toBeNull();
    expect(rules.scoring.rollEffects).toEqual([]);
    expect(rules.wildDie).toBeNull();
  });

  it('stores a roll effect pattern ascending, so any order of the same faces is the same pattern', () => {
    const rules = defineRules({ scoring: { rollEffects: [{ faces: [3, 2, 3, 2, 3, 2], effect: 'loseScore' }] } });
    expect(rules.scoring.rollEffects[0]?.faces).toEqual([2, 2, 2, 3, 3, 3]);
  });

  it('keeps every rule of the base that the overrides do not name', () => {
    const rules = defineRules({ scoring: { threePairs: 750 } }, 'absolute');
    const { scoring, name: _name, ...rest } = rules;
    const { scoring: baseScoring, name: _baseName, ...baseRest } = presets.absolute;
    expect(rest).toEqual(baseRest);
    expect(scoring).toEqual({ ...baseScoring, threePairs: 750 });
  });

  it('uses classic as the default base', () => {
    expect(defineRules({}).scoring).toEqual(classicTable);
    expect(defineRules({ scoring: { twoTriplets: 3000 } }).scoring.fourOfAKind).toEqual(classicTable.fourOfAKind);
  });

  it('takes a rule set as the base, including one it made itself', () => {
    const first = defineRules({ scoring: { threePairs: 750 } }, 'absolute');
    const second = defineRules({ scoring: { sixDiceFarkle: 500 } }, first);
    expect(second.scoring.threePairs).toBe(750);
    expect(second.scoring.sixDiceFarkle).toBe(500);
    expect(second.scoring.threeOfAKind).toEqual(presets.absolute.scoring.threeOfAKind);
    expect(defineRules({}, presets.farkel).scoring).toEqual(presets.farkel.scoring);
  });

  it('merges per-face tables face by face', () => {
    const rules = defineRules({ scoring: { singles: { 5: 0 }, threeOfAKind: { 2: 250 } } });
    expect(rules.scoring.singles).toEqual({ 1: 100, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
    expect(rules.scoring.threeOfAKind).toEqual({ 1: 300, 2: 250, 3: 300, 4: 400, 5: 500, 6: 600 });
    expect(scoreRoll([5], rules).farkle).toBe(true);
    expect(scoreRoll([2, 2, 2], rules).points).toBe(250);
  });

  it('replaces arrays whole: straights', () => {
    const rules = defineRules({ scoring: { straights: [{ faces: [1, 2, 3, 4, 5], points: 500 }] } });
    expect(rules.scoring.straights).toEqual([{ faces: [1, 2, 3, 4, 5], points: 500 }]);
    // The 1-6 straight is gone: 1-5 (500) and nothing for the 6.
    expect(scoreRoll([1, 2, 3, 4, 5, 6], rules).points).toBe(500);
    expect(defineRules({ scoring: { straights: [] } }).scoring.straights).toEqual([]);
  });

  it('lets null remove a combination', () => {
    const rules = defineRules({ scoring: { fourOfAKind: null } });
    expect(rules.scoring.fourOfAKind).toBeNull();
    // Four 2s now split: three 2s (200) and a 2 that does not score.
    const score = scoreRoll([2, 2, 2, 2], rules);
    expect(score.points).toBe(200);
    expect(score.dice).toHaveLength(3);
  });

  it('lets a table be added where the base has none', () => {
    const table = { 1: 20000, 2: 4000, 3: 6000, 4: 8000, 5: 10000, 6: 12000 };
    const rules = defineRules({ scoring: { fourOfAKind: table } }, 'farkel');
    expect(scoreRoll([3, 3, 3, 3], rules).points).toBe(6000);
  });

  it('treats entries worth 0 as no combination', () => {
    const rules = defineRules({ scoring: { threePairs: 0, twoTriplets: 0 } });
    expect(scoreRoll([2, 2, 3, 3, 4, 4], rules).farkle).toBe(true);
    expect(scoreRoll([2, 2, 2, 3, 3, 3], rules).points).toBe(500);
  });

  it('changes neither its overrides nor its base, and freezes only its result', () => {
    const overrides = {
      name: 'house',
      scoring: { singles: { 5: 75 }, straights: [{ faces: [1, 2, 3, 4, 5], points: 500 }], threePairs: 750 },
      bank: { entry: 350 },
    } satisfies RulesOverrides;
    const overridesCopy = structuredClone(overrides);
    const base = defineRules({ name: 'base' }, 'classic');
    const baseCopy = structuredClone(base);
    const classicCopy = structuredClone(presets.classic);
    const rules = defineRules(overrides, base);
    expect(overrides).toEqual(overridesCopy);
    expect(Object.isFrozen(overrides) || Object.isFrozen(overrides.scoring) || Object.isFrozen(overrides.scoring.straights)).toBe(false);
    expect(base).toEqual(baseCopy);
    expect(presets.classic).toEqual(classicCopy);
    expect(isDeepFrozen(rules)).toBe(true);
    expect(rules.name).toBe('house');
    expect(rules.scoring.singles[5]).toBe(75);
    expect(rules.bank).toEqual({ entry: 350, minimum: presets.classic.bank.minimum });
  });

  it('is not affected by later changes to the overrides', () => {
    const straights = [{ faces: [1, 2, 3, 4, 5] as (1 | 2 | 3 | 4 | 5 | 6)[], points: 500 }];
    const rules = defineRules({ scoring: { straights } });
    straights.push({ faces: [2, 3, 4, 5, 6], points: 750 });
    if (straights[0]) straights[0].points = 1;
    expect(rules.scoring.straights).toEqual([{ faces: [1, 2, 3, 4, 5], points: 500 }]);
  });

  const invalid: readonly { what: string; overrides: unknown; path: string | RegExp; base: PresetName }[] = [
    { what: 'a negative three pairs', overrides: { scoring: { threePairs: -5 } }, path: 'scoring.threePairs', base: 'classic' },
    { what: 'a fractional three pairs', overrides: { scoring: { threePairs: 1.5 } }, path: 'scoring.threePairs', base: 'classic' },
    { what: 'a string for points', overrides: { scoring: { twoTriplets: '2500' } }, path: 'scoring.twoTriplets', base: 'classic' },
    { what: 'a negative single', overrides: { scoring: { singles: { 1: -100 } } }, path: 'scoring.singles.1', base: 'classic' },
    { what: 'null singles', overrides: { scoring: { singles: null } }, path: 'scoring.singles', base: 'classic' },
    { what: 'a bad face value', overrides: { scoring: { threeOfAKind: { 4: Number.NaN } } }, path: 'scoring.threeOfAKind.4', base: 'classic' },
    { what: 'a table that is not an object', overrides: { scoring: { fourOfAKind: 1000 } }, path: 'scoring.fourOfAKind', base: 'classic' },
    { what: 'straights that are not an array', overrides: { scoring: { straights: { faces: [1, 2], points: 5 } } }, path: 'scoring.straights', base: 'classic' },
    { what: 'a one-face straight', overrides: { scoring: { straights: [{ faces: [1], points: 100 }] } }, path: 'scoring.straights[0].faces', base: 'classic' },
    { what: 'a straight with a repeated face', overrides: { scoring: { straights: [{ faces: [1, 1, 2], points: 100 }] } }, path: 'scoring.straights[0].faces', base: 'classic' },
    { what: 'a straight with face 7', overrides: { scoring: { straights: [{ faces: [5, 6, 7], points: 100 }] } }, path: /^scoring\.straights\[0\]\.faces/, base: 'classic' },
    { what: 'a straight worth 0', overrides: { scoring: { straights: [{ faces: [1, 2], points: 0 }] } }, path: 'scoring.straights[0].points', base: 'classic' },
    { what: 'a spicy multiplier of 0', overrides: { scoring: { spicyMultiplier: 0 } }, path: 'scoring.spicyMultiplier', base: 'classic' },
    { what: 'a fractional spicy multiplier', overrides: { scoring: { spicyMultiplier: 1.5 } }, path: 'scoring.spicyMultiplier', base: 'classic' },
    { what: 'a non-boolean option', overrides: { scoring: { fourOfAKindCountsAsTwoPairs: 'yes' } }, path: 'scoring.fourOfAKindCountsAsTwoPairs', base: 'classic' },
    { what: 'a negative six-dice farkle', overrides: { scoring: { sixDiceFarkle: -1 } }, path: 'scoring.sixDiceFarkle', base: 'classic' },
    { what: 'scoring that is not an object', overrides: { scoring: 5 }, path: 'scoring', base: 'classic' },
    { what: 'a partial table over a missing one', overrides: { scoring: { fourOfAKind: { 1: 100 } } }, path: /^scoring\.fourOfAKind/, base: 'farkel' },
    { what: 'an empty name', overrides: { name: '' }, path: 'name', base: 'classic' },
    { what: 'a negative bank entry', overrides: { bank: { entry: -1 } }, path: 'bank.entry', base: 'classic' },
    { what: 'an unknown end trigger', overrides: { end: { trigger: 'sometimes' } }, path: 'end.trigger', base: 'classic' },
    { what: 'a full house worth 0', overrides: { scoring: { fullHouse: { points: 0, plusThreeOfAKind: true } } }, path: 'scoring.fullHouse.points', base: 'classic' },
    { what: 'a fractional full house', overrides: { scoring: { fullHouse: { points: 2.5, plusThreeOfAKind: false } } }, path: 'scoring.fullHouse.points', base: 'classic' },
    { what: 'a full house without plusThreeOfAKind', overrides: { scoring: { fullHouse: { points: 250 } } }, path: 'scoring.fullHouse.plusThreeOfAKind', base: 'classic' },
    { what: 'a non-boolean plusThreeOfAKind', overrides: { scoring: { fullHouse: { points: 250, plusThreeOfAKind: 1 } } }, path: 'scoring.fullHouse.plusThreeOfAKind', base: 'classic' },
    { what: 'a full house that is a number', overrides: { scoring: { fullHouse: 250 } }, path: 'scoring.fullHouse', base: 'classic' },
    { what: 'an unknown key in a full house', overrides: { scoring: { fullHouse: { points: 250, plusThreeOfAKind: true, bonus: 1 } } }, path: 'scoring.fullHouse.bonus', base: 'classic' },
    { what: 'roll effects that are not an array', overrides: { scoring: { rollEffects: { faces: [1], effect: 'win' } } }, path: 'scoring.rollEffects', base: 'classic' },
    { what: 'a roll effect of no faces', overrides: { scoring: { rollEffects: [{ faces: [], effect: 'win' }] } }, path: 'scoring.rollEffects[0].faces', base: 'classic' },
    { what: 'a roll effect of seven faces', overrides: { scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1, 1], effect: 'win' }] } }, path: 'scoring.rollEffects[0].faces', base: 'classic' },
    { what: 'a roll effect of six faces in a five-dice game', overrides: { dice: 5, scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }] } }, path: 'scoring.rollEffects[0].faces', base: 'classic' },
    { what: 'a roll effect of two faces in a one-die game', overrides: { dice: 1, scoring: { rollEffects: [{ faces: [6], effect: 'win' }, { faces: [6, 6], effect: 'win' }] } }, path: 'scoring.rollEffects[1].faces', base: 'classic' },
    { what: 'a roll effect with face 7', overrides: { scoring: { rollEffects: [{ faces: [1, 7], effect: 'win' }] } }, path: 'scoring.rollEffects[0].faces[1]', base: 'classic' },
    { what: 'an unknown effect', overrides: { scoring: { rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'explode' }] } }, path: 'scoring.rollEffects[0].effect', base: 'classic' },
    { what: 'a roll effect without its effect', overrides: { scoring: { rollEffects: [{ faces: [6, 6, 6, 6, 6, 6] }] } }, path: 'scoring.rollEffects[0].effect', base: 'classic' },
    {
      what: 'one pattern listed twice, in two orders',
      overrides: { scoring: { rollEffects: [{ faces: [2, 3], effect: 'win' }, { faces: [3, 2], effect: 'loseTurn' }] } },
      path: 'scoring.rollEffects[1].faces',
      base: 'classic',
    },
    { what: 'zero dice', overrides: { dice: 0 }, path: 'dice', base: 'classic' },
    { what: 'seven dice', overrides: { dice: 7 }, path: 'dice', base: 'classic' },
    { what: 'a fractional dice count', overrides: { dice: 4.5 }, path: 'dice', base: 'classic' },
    { what: 'a dice count as text', overrides: { dice: '5' }, path: 'dice', base: 'classic' },
    { what: 'a wild die on face 7', overrides: { wildDie: { face: 7 } }, path: 'wildDie.face', base: 'classic' },
    { what: 'a wild die that is a number', overrides: { wildDie: 1 }, path: 'wildDie', base: 'classic' },
    { what: 'a wild die with spicy dice', overrides: { wildDie: { face: 1 } }, path: 'wildDie', base: 'spicy' },
  ];

  it.each(invalid)('rejects $what with invalid-rules at its path', ({ overrides, path, base }) => {
    expectFarkleError(() => defineRules(overrides as RulesOverrides, base), 'invalid-rules', path);
  });

  it('reports a bad value with a message naming the path, the expectation and the value', () => {
    const error = expectFarkleError(() => defineRules({ scoring: { threePairs: -5 } }), 'invalid-rules', 'scoring.threePairs');
    expect(error.message).toBe('scoring.threePairs: expected an integer from 0 to 1,000,000, got -5');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FarkleError');
  });

  it.each([
    ['at the top', { bogus: 1 }, 'bogus'],
    ['in scoring', { scoring: { bogus: 1 } }, 'scoring.bogus'],
    ['in a face table', { scoring: { singles: { 7: 100 } } }, 'scoring.singles.7'],
    ['in a straight', { scoring: { straights: [{ faces: [1, 2], points: 5, bonus: 1 }] } }, 'scoring.straights[0].bonus'],
    ['in bank', { bank: { entryy: 500 } }, 'bank.entryy'],
  ] satisfies [string, unknown, string][])('rejects an unknown rule %s', (_, overrides, path) => {
    const error = expectFarkleError(() => defineRules(overrides as RulesOverrides), 'invalid-rules', path);
    expect(error.message).toContain('unknown rule');
  });

  // Keys that objects inherit are still unknown rules: a typo check must not be fooled by Object.prototype.
  it.each([
    ['toString at the top', { toString: 1 }, 'toString'],
    ['constructor in scoring', { scoring: { constructor: 5 } }, 'scoring.constructor'],
    ['hasOwnProperty at the top', { hasOwnProperty: 'x' }, 'hasOwnProperty'],
    ['valueOf in bank', { bank: { valueOf: 0 } }, 'bank.valueOf'],
  ] satisfies [string, unknown, string][])('rejects an unknown rule named like an Object.prototype member: %s', (_, overrides, path) => {
    const error = expectFarkleError(() => defineRules(overrides as RulesOverrides), 'invalid-rules', path);
    expect(error.message).toContain('unknown rule');
  });

  it.each([null, 5, 'classic', [], undefined])('rejects overrides that are not an object: %j', (overrides) => {
    expectFarkleError(() => defineRules(overrides as unknown as RulesOverrides), 'invalid-rules');
  });

  it('rejects an unknown base preset name', () => {
    expectFarkleError(() => defineRules({}, 'house' as PresetName), 'unknown-preset');
  });

  it.each([42, null, [], true])('rejects a base that is neither rules nor a preset name: %j', (base) => {
    expectFarkleError(() => defineRules({}, base as unknown as PresetName), 'invalid-rules');
  });

  it('scores with the rules it made (partial straights)', () => {
    const rules = defineRules({
      scoring: {
        straights: [
          { faces: [1, 2, 3, 4, 5, 6], points: 1500 },
          { faces: [1, 2, 3, 4, 5], points: 500 },
          { faces: [2, 3, 4, 5, 6], points: 750 },
        ],
      },
    });
    const rolls: [Die[], number][] = [
      [[1, 2, 3, 4, 5, 2], 500],
      [[6, 2, 3, 4, 5, 2], 750],
      [[6, 2, 3, 4, 5, 1], 1500],
    ];
    for (const [roll, points] of rolls) expect(scoreRoll(roll, rules).points).toBe(points);
  });
});

describe('defineRules: combinations that could never end a game', () => {
  it('refuses a play-off between leaders tied on an exact target: any bank would pass it', () => {
    expectFarkleError(() => defineRules({ end: { trigger: 'exact' } }, 'absolute'), 'invalid-rules', 'end.ties');
    expect(defineRules({ end: { trigger: 'exact', ties: 'share' } }, 'absolute').end.trigger).toBe('exact');
    // Without a final round the first to hit the target wins at once: no tie to break.
    expect(defineRules({ end: { trigger: 'exact', finalRound: false } }, 'absolute').end.ties).toBe('playOff');
  });

  it('refuses no bank after hot dice with one die: every keep would be hot dice', () => {
    expectFarkleError(() => defineRules({ dice: 1, turn: { rollAfterHotDice: true } }), 'invalid-rules', 'turn.rollAfterHotDice');
    expect(defineRules({ dice: 2, turn: { rollAfterHotDice: true } }).turn.rollAfterHotDice).toBe(true);
  });
});

describe('equal rule sets are one object', () => {
  it('defineRules returns the rule set it made before for equal rules, and a new one for different rules', () => {
    const a = defineRules({ name: 'same', bank: { entry: 350 } });
    expect(defineRules({ bank: { entry: 350 }, name: 'same' })).toBe(a);
    // Written out in full, or with a default left out, the rules are still equal.
    expect(defineRules({ name: 'same', bank: { entry: 350, minimum: 0 } })).toBe(a);
    expect(defineRules({ name: 'same', bank: { entry: 351 } })).not.toBe(a);
    expect(defineRules({ name: 'other', bank: { entry: 350 } })).not.toBe(a);
  });

  it('a JSON copy of rules resolves to the rule set it was made from, presets included', () => {
    const copyOf = (rules: Rules): Rules => JSON.parse(JSON.stringify(rules)) as Rules;
    const rules = defineRules({ name: 'copied', farklePenalty: { farkles: 2, points: 300 } });
    expect(createGame({ rules: copyOf(rules), players: ['Ann', 'Bob'], seed: 1 }).rules).toBe(rules);
    for (const name of PRESET_NAMES) {
      expect(createGame({ rules: copyOf(presets[name]), players: ['Ann', 'Bob'], seed: 1 }).rules).toBe(presets[name]);
    }
  });

  it('presets stay the one object for their rules, however many other rule sets are made', () => {
    for (let i = 0; i < 40; i++) defineRules({ name: `many ${i}` });
    expect(defineRules({}, 'yarkle')).not.toBe(presets.yarkle); // renamed 'yarkle (custom)'
    expect(defineRules({ name: 'yarkle' }, 'yarkle')).toBe(presets.yarkle);
  });
});
