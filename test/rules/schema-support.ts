/**
 * What the rules-file schema's tests share: the schema the rule types make and its validator, the
 * library's verdict on a file, whole rule sets to change one value of, and the rule sets the docs
 * show. The tests: schema.test.ts (the shipped schema, what it accepts), schema-bounds.test.ts
 * (bounds, refusals, names), schema-sections.test.ts (sections a base lacks; accepted iff the
 * library takes it), schema-defaults, schema-meta and schema-version.
 */
import Ajv from 'ajv';
import ts from 'typescript';
import { expect } from 'vitest';
import { rulesSchema } from '../../scripts/rules-schema.mjs';
import { rulesFromFile } from '../../src/cli/rules-file.js';
import { FarkleError, PRESET_NAMES, RULE_LIMITS, defineRules, presets, type RulesInput } from '../../src/index.js';
import { documentationBlocks } from '../docs/markdown.js';

export const root = new URL('../../', import.meta.url);
export const schema = rulesSchema(RULE_LIMITS, PRESET_NAMES, presets, defineRules);
export const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(schema);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export const json = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/** Whether the CLI's reader of rules files (and so defineRules) takes a value. */
export function libraryAccepts(value: unknown): boolean {
  try {
    rulesFromFile(value, 'house');
    return true;
  } catch (error) {
    if (!(error instanceof FarkleError)) throw error;
    expect(['invalid-rules', 'unknown-preset']).toContain(error.code);
    return false;
  }
}

/**
 * A whole rule set in which every bounded value exists and each can reach both its bounds alone
 * (one player at least and no most; a target and an allowance of at most 1,000 rounds either way).
 */
export const rich = json(
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

export function setAt(value: Json, path: readonly string[], leaf: Json | undefined): Json {
  const copy = structuredClone(value);
  let at = copy as Record<string, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, Json>;
  const last = path[path.length - 1] as string;
  // An own key even for `__proto__`, as JSON.parse makes it.
  if (leaf === undefined) Reflect.deleteProperty(at, last);
  else Object.defineProperty(at, last, { value: leaf, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * Every section of a rule set that may be `null` or an object (`lives`, `scoring.fullHouse`, ...),
 * with its schema: what a base may lack, so that an override of it replaces rather than merges.
 */
export function nullableSections(node: Record<string, unknown>, path: string[] = []): { path: string[]; node: Record<string, unknown> }[] {
  const found: { path: string[]; node: Record<string, unknown> }[] = [];
  for (const [key, child] of Object.entries((node.properties ?? {}) as Record<string, Record<string, unknown>>)) {
    if (path.length === 0 && (key === '$schema' || key === 'base')) continue;
    const types = [child.type].flat();
    if (types.includes('object') && types.includes('null')) found.push({ path: [...path, key], node: child });
    else if (types.includes('object')) found.push(...nullableSections(child, [...path, key]));
  }
  return found;
}

export function getAt(value: Json | undefined, path: readonly string[]): Json | undefined {
  let at = value;
  for (const key of path) at = at !== null && typeof at === 'object' && !Array.isArray(at) && Object.hasOwn(at, key) ? at[key] : undefined;
  return at;
}

/** `value` with `leaf` at `path`, the objects on the way made where missing. */
export function putAt(value: Record<string, Json>, path: readonly string[], leaf: Json): Record<string, Json> {
  const copy = structuredClone(value);
  let at = copy;
  for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string, Json>;
  at[path[path.length - 1] as string] = leaf;
  return copy;
}

export const isObject = (value: Json | undefined): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole rule set with every section an object: `rich`, and a wild die. */
export const full = json(defineRules({ ...(rich as object), wildDie: { face: 6 } })) as Record<string, Json>;

/** The rule sets the docs' code hands to defineRules (literal overrides, with a literal base if any), and their JSON rules files. */
export function docExamples(): { file: string; line: number; value: Json }[] {
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
