/**
 * The sections a base has as `null` (classic's allDiceFarkle, say), which a file must give whole
 * but for what `defineRules` fills in; and rules files drawn over each base, which the schema
 * accepts iff the library does.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULTED } from '../../scripts/rules-schema.mjs';
import { FarkleError, PRESET_NAMES, RULE_LIMITS, presets, resolveRules, type PresetName, type RulesInput } from '../../src/index.js';
import { type Json, full, getAt, isObject, json, libraryAccepts, nullableSections, putAt, schema, setAt, validate } from './schema-support.js';

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
