/**
 * The JSON Schema of a rules file (rules.schema.json, made by
 * scripts/rules-schema.mjs from the rule types): what it accepts is what a
 * rules file may hold, so every preset and every rule set the docs show
 * passes it, and what it refuses the library refuses too (a property test
 * over values made invalid at random, and each bound tested at its edges).
 * The library also refuses what the schema cannot say (a minimum above a
 * maximum, a wild die with spicy dice), so the converse holds only for the
 * values of the rule space (test/support/rule-space.ts) and for files drawn
 * clear of those rules: there, over each base, the schema accepts a file iff
 * the library does (sections given in part or whole, names of any characters).
 */
import Ajv from 'ajv';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULTED, rulesSchema } from '../../scripts/rules-schema.mjs';
import { rulesFromFile } from '../../src/cli/rules-file.js';
import { FarkleError, PRESET_NAMES, RULE_LIMITS, defineRules, presets, resolveRules, type PresetName, type RulesInput } from '../../src/index.js';
import { documentationBlocks } from '../docs/markdown.js';
import { anyRulesArb } from '../support/rule-space.js';
import { IN_CI } from '../support/build.js';

const root = new URL('../../', import.meta.url);
const schema = rulesSchema(RULE_LIMITS, PRESET_NAMES, presets);
const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(schema);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const json = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/** Whether the CLI's reader of rules files (and so defineRules) takes a value. */
function libraryAccepts(value: unknown): boolean {
  try {
    rulesFromFile(value, 'house');
    return true;
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    expect(['invalid-rules', 'unknown-preset']).toContain(error.code);
    return false;
  }
}

const shipped = new URL('rules.schema.json', root);
// A fresh clone has no schema before its first build: skipped there, saying so, and a failure under CI (which builds first).
const unbuilt = !existsSync(shipped) && !IN_CI;
if (unbuilt) console.warn('The shipped schema test skipped: no rules.schema.json. Run `npm run build` to run it.');

describe('the shipped schema', () => {
  it.skipIf(unbuilt)('is the one the rule types make (npm run build writes it)', () => {
    // Not a pass with nothing checked: without the file, say how to make it.
    expect(existsSync(shipped), 'no rules.schema.json: run `npm run build` (its postbuild, `node scripts/rules-schema.mjs`, writes it)').toBe(true);
    expect(JSON.parse(readFileSync(shipped, 'utf8'))).toEqual(schema);
  });

  it('is exported as farkle-rules/rules.schema.json and packed', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { exports: Record<string, unknown>; files: string[] };
    expect(pkg.exports['./rules.schema.json']).toBe('./rules.schema.json');
    expect(pkg.files).toContain('rules.schema.json');
  });

  it('describes every rule from its TSDoc, with the limits of RULE_LIMITS', () => {
    const properties = schema.properties as Record<string, { description?: string; properties?: Record<string, { description?: string; maximum?: number }> }>;
    expect(properties.bank?.properties?.entry?.description).toContain('getting on the board');
    expect(properties.bank?.properties?.entry?.maximum).toBe(RULE_LIMITS.score);
    expect(properties.turn?.properties?.secondChance?.description).toMatch(/^Second chance: on a farkle of three or more dice/);
    expect(JSON.stringify(schema)).toContain('"const":"loseTurn","description":"The turn ends and its total is lost');
  });
});

describe('what the schema accepts', () => {
  it.each(PRESET_NAMES)('the preset %s, whole and as a base', (name) => {
    expect(validate(json(presets[name])), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ $schema: './node_modules/farkle-rules/rules.schema.json', base: name })).toBe(true);
  });

  const examples = docExamples();

  it('finds the rule sets of the docs (the cookbook and the other guides)', () => {
    expect(examples.filter((example) => example.file === 'docs/house-rules.md').length).toBeGreaterThanOrEqual(25);
  });

  it('every rule set of the docs that the library takes', () => {
    const accepted = examples.filter((example) => libraryAccepts(example.value));
    expect(accepted.length).toBeGreaterThan(examples.length / 2);
    for (const example of accepted) expect(validate(example.value), `${example.file}:${example.line} ${JSON.stringify(validate.errors)}`).toBe(true);
  });

  it('the rule space of the tests: any preset with any options drawn on top', () => {
    fc.assert(
      fc.property(anyRulesArb, ({ base, overrides }) => {
        const value = json({ ...overrides, base });
        expect(libraryAccepts(value)).toBe(true);
        expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a "$schema" key, which the command line ignores', () => {
    expect(rulesFromFile({ $schema: './node_modules/farkle-rules/rules.schema.json', bank: { entry: 0 } }, 'house').bank.entry).toBe(0);
    expect(() => rulesFromFile({ $schema: 3 }, 'house')).toThrow(expect.objectContaining({ code: 'invalid-rules', path: '$schema' }));
    expect(validate({ $schema: 3 })).toBe(false);
  });
});

/** Every path to a value the schema bounds, with its schema (`*`: the first entry of a list, face 1 of a table). */
function boundedLeaves(node: Record<string, unknown>, path: string[] = []): { path: string[]; node: Record<string, unknown> }[] {
  const found: { path: string[]; node: Record<string, unknown> }[] = [];
  if ('minimum' in node || 'maxItems' in node || 'maxLength' in node) found.push({ path, node });
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    if (path.length === 0 && (key === '$schema' || key === 'base')) continue;
    found.push(...boundedLeaves(child, [...path, key]));
  }
  for (const option of (node.anyOf ?? []) as Record<string, unknown>[]) found.push(...boundedLeaves(option, path));
  if (node.items !== undefined) found.push(...boundedLeaves(node.items as Record<string, unknown>, [...path, '0']));
  return found;
}

/**
 * A whole rule set in which every bounded value exists and each can reach both its bounds alone
 * (one player at least and no most; a target and an allowance of at most 1,000 rounds either way).
 */
const rich = json(
  defineRules({
    players: { min: 1, max: null },
    farklePenalty: { farkles: 3, points: 500 },
    allDiceFarkle: { points: 500 },
    scoring: { fullHouse: { points: 250, plusThreeOfAKind: true }, rollEffects: [{ faces: [6], effect: 'win' }] },
    lives: { start: 12, farkle: 1, sixDiceFarkle: 2, sixDiceFarkleOnHotDice: true },
    buyDice: { livesPerDie: 1 },
    scoreFloor: 0,
    end: { target: 1000, lastStanding: { pointsPerRound: RULE_LIMITS.score / RULE_LIMITS.rounds } },
  }),
) as Record<string, Json>;

function setAt(value: Json, path: readonly string[], leaf: Json | undefined): Json {
  const copy = structuredClone(value);
  let at = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, Json>;
  const last = path[path.length - 1] as string;
  // An own key even for `__proto__`, as JSON.parse makes it.
  if (leaf === undefined) Reflect.deleteProperty(at, last);
  else Object.defineProperty(at, last, { value: leaf, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** Values at and past the bounds of `node`. */
function edges(node: Record<string, unknown>): { within: Json[]; past: Json[] } {
  if (typeof node.minimum === 'number' && typeof node.maximum === 'number') {
    const { minimum, maximum } = node;
    return { within: [minimum, maximum], past: [minimum - 1, maximum + 1, minimum + 0.5, String(minimum)] };
  }
  if (typeof node.maxLength === 'number') {
    // Characters are code points for both: an emoji (two UTF-16 units) is one.
    const most = node.maxLength;
    return { within: ['x', 'x'.repeat(most), '😀'.repeat(most), `${'x'.repeat(most - 1)}😀`], past: ['', 'x'.repeat(most + 1), '😀'.repeat(most + 1)] };
  }
  const most = node.maxItems as number;
  const least = (node.minItems as number | undefined) ?? 0;
  if (most === RULE_LIMITS.straights) {
    const all = subsets([1, 2, 3, 4, 5, 6]).filter((faces) => faces.length >= 2);
    return { within: [all.map((faces) => ({ faces, points: 100 }))], past: [[...all, [1, 2]].map((faces) => ({ faces, points: 100 }))] };
  }
  if (most === RULE_LIMITS.rollEffects) {
    const all = multisets(6);
    return { within: [all.map((faces) => ({ faces, effect: 'win' }))], past: [[...all, [6]].map((faces) => ({ faces, effect: 'win' }))] };
  }
  // A list of faces: distinct ones where the schema says so.
  const faces = (n: number) => Array.from({ length: n }, (_, i) => (node.uniqueItems === true ? i + 1 : 1 + (i % 6)));
  return { within: [faces(least), faces(most)], past: [faces(least - 1), faces(most + 1), ...(node.uniqueItems === true ? [[1, 1]] : [])].filter((list) => list.length >= 0) };
}

function subsets(items: number[]): number[][] {
  return items.reduce<number[][]>((all, item) => [...all, ...all.map((set) => [...set, item])], [[]]);
}

/** Every multiset of one to `most` faces. */
function multisets(most: number): number[][] {
  const out: number[][] = [];
  const grow = (set: number[], from: number) => {
    if (set.length > 0) out.push(set);
    if (set.length === most) return;
    for (let face = from; face <= 6; face++) grow([...set, face], face);
  };
  grow([], 1);
  return out;
}

describe('each bound, at its edges', () => {
  const leaves = boundedLeaves(schema);

  it('covers the bounded values of a rule set', () => {
    expect(leaves.map((leaf) => leaf.path.join('.'))).toEqual(expect.arrayContaining(['name', 'dice', 'scoring.singles.1', 'scoring.straights', 'scoring.straights.0.faces', 'end.lastStanding.pointsPerRound', 'scoreFloor']));
    expect(leaves.length).toBeGreaterThanOrEqual(40);
  });

  it.each(leaves.map((leaf) => [leaf.path.join('.'), leaf] as const))('%s: the values at the bounds pass both, the values past them neither', (_name, { path, node }) => {
    const { within, past } = edges(node);
    for (const value of within) {
      const candidate = setAt(rich, path, value);
      expect(validate(candidate), `${path.join('.')} = ${JSON.stringify(value).slice(0, 80)}`).toBe(true);
      expect(libraryAccepts(candidate), `${path.join('.')} = ${JSON.stringify(value).slice(0, 80)}`).toBe(true);
    }
    for (const value of past) {
      const candidate = setAt(rich, path, value);
      expect(validate(candidate), `${path.join('.')} = ${JSON.stringify(value).slice(0, 80)}`).toBe(false);
      expect(libraryAccepts(candidate), `${path.join('.')} = ${JSON.stringify(value).slice(0, 80)}`).toBe(false);
    }
  });
});

/** Every path of the schema's tree (objects' keys, a list's first entry), and a key no rule has under each object. */
function allPaths(node: Record<string, unknown>, path: string[] = []): string[][] {
  const found: string[][] = [path];
  const properties = (node.properties ?? (node.anyOf as Record<string, unknown>[] | undefined)?.find((option) => option.properties)?.properties) as Record<string, Record<string, unknown>> | undefined;
  if (properties !== undefined) {
    found.push([...path, 'fullhouse'], [...path, '__proto__']);
    for (const [key, child] of Object.entries(properties)) found.push(...allPaths(child, [...path, key]));
  }
  if (node.items !== undefined) found.push(...allPaths(node.items as Record<string, unknown>, [...path, '0']), [...path, '7']);
  return found;
}

const strangeValueArb: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
  fc.constantFrom<Json | undefined>(undefined, null, true, 'all', '', 'classic', 'zonk', 'x'.repeat(201), -1, 0, 0.5, 1, 6, 7, 1000, 1001, 1e6 + 1, 1e7 + 1, -1e7 - 1, 1e300, [], {}),
  fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 8 }),
  fc.record({ faces: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 7 }), points: fc.integer({ min: -1, max: 2e6 }) }),
  fc.record({ faces: fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 7 }), effect: fc.constantFrom('win', 'lose', 'loseScore') }),
);

describe('what the schema refuses', () => {
  const paths = allPaths(schema).filter((path) => path.length > 0);

  it('the library refuses too: any rule set with one value changed at random', () => {
    let refused = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.oneof(anyRulesArb.map(({ base, overrides }) => json({ ...overrides, base })), fc.constant<Json>(rich), fc.constantFrom(...PRESET_NAMES).map((name) => json(presets[name]))), fc.constantFrom(...paths), strangeValueArb, (start, path, value) => {
        runs++;
        let candidate: Json;
        try {
          candidate = setAt(start, path, value);
        } catch {
          return; // a path through a value this start does not have (null, a shorter list)
        }
        if (validate(candidate)) return;
        refused++;
        expect(libraryAccepts(candidate), `${path.join('.')} = ${JSON.stringify(value)}: ${JSON.stringify(validate.errors?.[0])}`).toBe(false);
      }),
      { numRuns: 3000 },
    );
    // Most changed values are refused: the property is not met by accepting everything.
    expect(refused).toBeGreaterThan(runs / 3);
  });
});

describe('a name, in characters (code points) for both', () => {
  const accepts = (name: string) => ({ schema: validate({ name }), library: libraryAccepts({ name }) });

  it.each([
    ['101 emoji (202 UTF-16 units)', '😀'.repeat(101), true],
    ['200 emoji', '😀'.repeat(200), true],
    ['201 emoji', '😀'.repeat(201), false],
    ['199 letters and an emoji', `${'x'.repeat(199)}😀`, true],
    ['200 letters and an emoji', `${'x'.repeat(200)}😀`, false],
    ['200 lone surrogates', '\ud800'.repeat(200), true],
    ['201 lone surrogates', '\udc00'.repeat(201), false],
    ['a lone low half and 199 emoji', `\ude00${'😀'.repeat(199)}`, true],
    ['199 emoji, a lone high half and a letter', `${'😀'.repeat(199)}\ud83dx`, false],
  ])('%s', (_name, name, ok) => {
    expect(accepts(name)).toEqual({ schema: ok, library: ok });
  });

  it('any string of letters, emoji and halves of emoji, about 200 characters long', () => {
    let accepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(fc.integer({ min: 180, max: 230 }).chain((units) => fc.string({ unit: fc.constantFrom('x', 'é', '😀', '\ud83d', '\ude00', '\u0000'), minLength: units, maxLength: units })), (name) => {
        runs++;
        const { schema: bySchema, library } = accepts(name);
        expect(bySchema, `${name.length} UTF-16 units: ${JSON.stringify(name)}`).toBe(library);
        if (library) accepted++;
      }),
      { numRuns: 500 },
    );
    expect(accepted).toBeGreaterThan(runs / 10);
    expect(accepted).toBeLessThan(runs * 0.9);
  });
});

/**
 * Every section of a rule set that may be `null` or an object (`lives`, `scoring.fullHouse`, ...),
 * with its schema: what a base may lack, so that an override of it replaces rather than merges.
 */
function nullableSections(node: Record<string, unknown>, path: string[] = []): { path: string[]; node: Record<string, unknown> }[] {
  const found: { path: string[]; node: Record<string, unknown> }[] = [];
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    if (path.length === 0 && (key === '$schema' || key === 'base')) continue;
    const types = [child.type].flat();
    if (types.includes('object') && types.includes('null')) found.push({ path: [...path, key], node: child });
    else if (types.includes('object')) found.push(...nullableSections(child, [...path, key]));
  }
  return found;
}

function getAt(value: Json | undefined, path: readonly string[]): Json | undefined {
  let at = value;
  for (const key of path) at = at !== null && typeof at === 'object' && !Array.isArray(at) && Object.hasOwn(at, key) ? at[key] : undefined;
  return at;
}

/** `value` with `leaf` at `path`, the objects on the way made where missing. */
function putAt(value: Record<string, Json>, path: readonly string[], leaf: Json): Record<string, Json> {
  const copy = structuredClone(value);
  let at = copy;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, Json>;
  at[path[path.length - 1] as string] = leaf;
  return copy;
}

const isObject = (value: Json | undefined): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole rule set with every section an object: `rich`, and a wild die. */
const full = json(defineRules({ ...(rich as object), wildDie: { face: 6 } })) as Record<string, Json>;

/**
 * What a section needs besides itself to be taken (the rules a schema cannot say): a wild die no
 * spicy dice, bought dice lives.
 */
const COMPANIONS: Record<string, Record<string, Json>> = { wildDie: { spicyDice: false }, buyDice: { lives: full.lives as Json } };

describe('a section the base has as null: given whole, not in part', () => {
  const sections = nullableSections(schema);

  it('finds the sections', () => {
    expect(sections.map((section) => section.path.join('.'))).toEqual(
      expect.arrayContaining(['farklePenalty', 'allDiceFarkle', 'lives', 'buyDice', 'wildDie', 'scoring.fullHouse', 'scoring.fourOfAKind', 'end.lastStanding']),
    );
    for (const { path } of sections) expect(isObject(getAt(full, path)), path.join('.')).toBe(true);
  });

  it('the issue: {"allDiceFarkle":{"onHotDice":true}} over classic is refused by both, and its points make it whole', () => {
    expect(validate({ allDiceFarkle: { onHotDice: true } })).toBe(false);
    expect(libraryAccepts({ allDiceFarkle: { onHotDice: true } })).toBe(false);
    expect(validate({ allDiceFarkle: { points: 500 } })).toBe(true);
    expect(libraryAccepts({ allDiceFarkle: { points: 500 } })).toBe(true);
    // Over a base that has the section, a part merges: farkel's lives, absolute's streak penalty.
    for (const file of [{ base: 'farkel', lives: { start: 3 } }, { base: 'absolute', farklePenalty: { points: 'all' } }, { base: 'farkel', end: { lastStanding: {} } }]) {
      expect(validate(file), JSON.stringify(file)).toBe(true);
      expect(libraryAccepts(file), JSON.stringify(file)).toBe(true);
      const overClassic = { ...file, base: 'classic' };
      expect(validate(overClassic), JSON.stringify(overClassic)).toBe(false);
      expect(libraryAccepts(overClassic), JSON.stringify(overClassic)).toBe(false);
    }
  });

  const cases = sections.flatMap(({ path }) =>
    PRESET_NAMES.filter((base) => getAt(json(presets[base]), path) === null).map((base) => [`${path.join('.')} over ${base}`, path, base] as const),
  );

  it('finds a base without each section but three of a kind (which every preset scores)', () => {
    const lacked = new Set(cases.map(([, path]) => path.join('.')));
    expect(sections.map((section) => section.path.join('.')).filter((path) => !lacked.has(path))).toEqual(['scoring.threeOfAKind']);
  });

  it.each(cases)('%s: whole, and without each of its keys in turn, the schema and the library agree', (_name, path, base) => {
    const whole = getAt(full, path) as Record<string, Json>;
    const file = (section: Json) => putAt({ base, ...COMPANIONS[path.join('.')] }, path, section);
    expect(validate(file(whole)), JSON.stringify(validate.errors)).toBe(true);
    expect(libraryAccepts(file(whole))).toBe(true);
    let refused = 0;
    for (const key of [...Object.keys(whole), '*']) {
      const part = key === '*' ? {} : Object.fromEntries(Object.entries(whole).filter(([k]) => k !== key));
      const accepted = libraryAccepts(file(part));
      expect(validate(file(part)), `${path.join('.')} without ${key === '*' ? 'any key' : key} over ${base}: ${JSON.stringify(validate.errors?.[0])}`).toBe(accepted);
      if (!accepted) refused++;
    }
    expect(refused).toBeGreaterThan(0);
  });

  it('DEFAULTED is what the library fills in: a whole rule set without any other key is refused', () => {
    const keys = (value: Json, path: string[] = []): string[][] =>
      isObject(value) ? Object.entries(value).flatMap(([key, inner]) => [[...path, key], ...keys(inner, [...path, key])]) : [];
    const paths = keys(full);
    expect(paths.length).toBeGreaterThan(60);
    const defaulted = (path: string[]) => DEFAULTED.some((pattern) => pattern.split('.').length === path.length && pattern.split('.').every((part, i) => part === '*' || part === path[i]));
    const takes = (value: Json) => {
      try {
        resolveRules(value as unknown as RulesInput);
        return true;
      } catch (error) {
        if (!(error instanceof FarkleError)) throw error;
        return false;
      }
    };
    expect(takes(full)).toBe(true);
    for (const path of paths) expect(takes(setAt(full, path, undefined)), path.join('.')).toBe(defaulted(path));
  });
});

/** Values for one rule of the schema: mostly within it, now and then just past it (a bound, a type). */
function leafArb(node: Record<string, unknown>, within?: readonly [number, number]): fc.Arbitrary<Json> {
  const near = (good: fc.Arbitrary<Json>, ...bad: Json[]) => fc.oneof({ weight: 40, arbitrary: good }, { weight: 1, arbitrary: fc.constantFrom(...bad) });
  if (Array.isArray(node.anyOf)) return fc.oneof(...(node.anyOf as Record<string, unknown>[]).map((choice) => leafArb(choice, within)));
  if ('const' in node) return near(fc.constant(node.const as Json), 'ALL', null);
  if (Array.isArray(node.enum)) return near(fc.constantFrom(...(node.enum as Json[])), 0, 7, '1');
  const types = [node.type].flat();
  if (types.includes('integer')) {
    const [lo, hi] = within ?? [node.minimum as number, node.maximum as number];
    return near(fc.oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi)), (node.minimum as number) - 1, (node.maximum as number) + 1, lo + 0.5, String(lo), null);
  }
  if (types.includes('boolean')) return near(fc.boolean(), 'true', 0, null);
  throw new Error(`no values for ${JSON.stringify(node)}`);
}

/**
 * Where the valid values a file is drawn from stay clear of a rule the schema cannot say: points
 * per round that leave a last player standing at most 1,000 rounds of every base's target.
 */
const WITHIN: Record<string, readonly [number, number]> = { 'end.lastStanding.pointsPerRound': [100, RULE_LIMITS.score] };

/** A section: null, whole, whole but for one key, any part, or not an object. */
function sectionArb(path: readonly string[], node: Record<string, unknown>): fc.Arbitrary<Json> {
  const properties = node.properties as Record<string, Record<string, unknown>>;
  const keys = Object.keys(properties);
  const of = (chosen: readonly string[]) => fc.record(Object.fromEntries(chosen.map((key) => [key, leafArb(properties[key] as Record<string, unknown>, WITHIN[[...path, key].join('.')])]))) as fc.Arbitrary<Json>;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: of(keys) },
    { weight: 2, arbitrary: fc.constantFrom(...keys).chain((left) => of(keys.filter((key) => key !== left))) },
    { weight: 2, arbitrary: fc.subarray(keys).chain(of) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom<Json>(3, 'all', [], true), of(keys).map((whole) => ({ ...(whole as object), onhotdice: true }))) },
  );
}

/** Rules files over each base (or none: classic), with up to three sections in any of the forms above, a name and dice now and then. */
const fileArb: fc.Arbitrary<Record<string, Json>> = fc
  .record({
    base: fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 30, arbitrary: fc.constantFrom<Json>(...PRESET_NAMES) }, { weight: 1, arbitrary: fc.constant<Json>('Classic') }),
    // Letters and emoji, about as many as a name may have (an emoji is two UTF-16 units, one character).
    name: fc.option(
      fc.integer({ min: 0, max: 210 }).chain((length) => fc.string({ unit: fc.constantFrom('x', '😀'), minLength: length, maxLength: length })),
      { nil: undefined },
    ),
    dice: fc.option(leafArb((schema.properties as Record<string, Record<string, unknown>>).dice as Record<string, unknown>), { nil: undefined }),
    sections: fc.subarray(nullableSections(schema), { maxLength: 3 }).chain((chosen) => fc.tuple(...chosen.map(({ path, node }) => sectionArb(path, node).map((value) => ({ path, value }))))),
  })
  .map(({ base, name, dice, sections }) => {
    let file: Record<string, Json> = json({ base, name, dice }) as Record<string, Json>;
    for (const { path, value } of sections) file = putAt(file, path, value);
    // Clear of the rules a schema cannot say: a wild die without spicy dice, bought dice with lives.
    if (isObject(file.wildDie)) file.spicyDice = false;
    const basePreset = typeof base === 'string' && (PRESET_NAMES as readonly string[]).includes(base) ? presets[base as PresetName] : presets.classic;
    const noLives = file.lives === null || (file.lives === undefined && basePreset.lives === null);
    const livesPerDie = isObject(file.buyDice) && Object.hasOwn(file.buyDice, 'livesPerDie') ? file.buyDice.livesPerDie : file.buyDice === undefined || isObject(file.buyDice) ? basePreset.buyDice?.livesPerDie : undefined;
    if (noLives && typeof livesPerDie === 'number' && livesPerDie > 0) file.buyDice = isObject(file.buyDice) ? { ...file.buyDice, livesPerDie: 0 } : null;
    return file;
  });

describe('the schema accepts a file iff the library does', () => {
  it('rules files drawn over each base: sections whole, in part, null or not objects, values within their bounds or just past them', () => {
    const seen = { accepted: 0, refused: 0, partOverNull: 0, partOverSection: 0 };
    fc.assert(
      fc.property(fileArb, (file) => {
        const bySchema = validate(file);
        const library = libraryAccepts(file);
        expect(bySchema, `${JSON.stringify(file)}: ${JSON.stringify(validate.errors?.[0])}`).toBe(library);
        seen[library ? 'accepted' : 'refused']++;
        // A section given in part: over a base without it (refused), or with it (merged).
        const base = presets[(file.base ?? 'classic') as PresetName] as unknown as Json;
        for (const { path, node } of nullableSections(schema)) {
          const value = getAt(file, path);
          if (!isObject(value) || Object.keys(value).length >= Object.keys(node.properties as object).length) continue;
          if (getAt(base, path) === null) seen.partOverNull++;
          else if (library) seen.partOverSection++;
        }
      }),
      { numRuns: 2000 },
    );
    expect(seen.accepted).toBeGreaterThan(300);
    expect(seen.refused).toBeGreaterThan(300);
    expect(seen.partOverNull).toBeGreaterThan(300);
    expect(seen.partOverSection).toBeGreaterThan(50);
  });
});

/** The rule sets the docs' code hands to defineRules (literal overrides, with a literal base if any), and their JSON rules files. */
function docExamples(): { file: string; line: number; value: Json }[] {
  const found: { file: string; line: number; value: Json }[] = [];
  for (const block of documentationBlocks(root.pathname)) {
    if (block.lang === 'json' && block.tags[0]?.endsWith('.json') === true) found.push({ file: block.file, line: block.line, value: JSON.parse(block.body) as Json });
    if (block.lang !== 'ts') continue;
    const source = ts.createSourceFile('block.ts', block.body, ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'defineRules' && node.arguments[0] !== undefined) {
        const overrides = literal(node.arguments[0]);
        const base = node.arguments[1] === undefined ? 'classic' : literal(node.arguments[1]);
        if (overrides !== NOT_DATA && typeof base === 'string' && typeof overrides === 'object' && overrides !== null && !Array.isArray(overrides)) {
          const line = block.line + source.getLineAndCharacterOfPosition(node.getStart()).line;
          found.push({ file: block.file, line, value: { ...overrides, base: base as RulesInput & string } });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const NOT_DATA = Symbol('not data');

/** The value of a literal written in code (an object, a list, a number, ...), or NOT_DATA. */
function literal(node: ts.Node): Json | typeof NOT_DATA {
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) return literal(node.expression);
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    const value = literal(node.operand);
    return typeof value === 'number' ? -value : NOT_DATA;
  }
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map(literal);
    return items.includes(NOT_DATA) ? NOT_DATA : (items as Json[]);
  }
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, Json> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || ts.isComputedPropertyName(property.name)) return NOT_DATA;
      const value = literal(property.initializer);
      if (value === NOT_DATA) return NOT_DATA;
      out[property.name.getText().replace(/^['"]|['"]$/g, '')] = value;
    }
    return out;
  }
  return NOT_DATA;
}
