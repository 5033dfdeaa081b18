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
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rulesFromFile } from '../../src/cli/rules-file.js';
import { PRESET_NAMES, RULE_LIMITS, presets } from '../../src/index.js';
import { anyRulesArb } from '../support/rule-space.js';
import { IN_CI } from '../support/build.js';
import { docExamples, json, libraryAccepts, root, schema, validate } from './schema-support.js';

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
