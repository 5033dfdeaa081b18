/**
 * The bounds of the rules-file schema against the library's: each bounded value at and just past
 * its edges, any rule set with one value changed at random, and a name counted in characters.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES, RULE_LIMITS, presets } from '../../src/index.js';
import { anyRulesArb } from '../support/rule-space.js';
import { type Json, json, libraryAccepts, rich, schema, setAt, validate } from './schema-support.js';

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
