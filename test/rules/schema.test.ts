/**
 * The JSON Schema of a rules file (rules.schema.json, made by
 * scripts/rules-schema.mjs from the rule types): what it accepts is what a
 * rules file may hold, so every preset and every rule set the docs show
 * passes it, and what it refuses the library refuses too (a property test
 * over values made invalid at random, and each bound tested at its edges).
 * The library also refuses what the schema cannot say (a minimum above a
 * maximum, a wild die with spicy dice), so the converse holds only for the
 * values of the rule space (test/support/rule-space.ts).
 */
import Ajv from 'ajv';
import fc from 'fast-check';
import { existsSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { rulesSchema } from '../../scripts/rules-schema.mjs';
import { rulesFromFile } from '../../src/cli/rules-file.js';
import { FarkleError, PRESET_NAMES, RULE_LIMITS, defineRules, presets, type RulesInput } from '../../src/index.js';
import { documentationBlocks } from '../docs/markdown.js';
import { anyRulesArb } from '../support/rule-space.js';

const root = new URL('../../', import.meta.url);
const schema = rulesSchema(RULE_LIMITS, PRESET_NAMES);
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

describe('the shipped schema', () => {
  it('is the one the rule types make (npm run build writes it)', () => {
    const shipped = new URL('rules.schema.json', root);
    if (!existsSync(shipped)) return;
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
  if (typeof node.maxLength === 'number') return { within: ['x', 'x'.repeat(node.maxLength)], past: ['', 'x'.repeat(node.maxLength + 1)] };
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
