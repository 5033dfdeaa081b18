/**
 * The guard of the schema's version: the rules files the version 1 schema accepts
 * (test/rules/fixtures/rules-v1/, kept as data) are accepted by the schema the rule types make now,
 * and read by the library, for as long as `SCHEMA_VERSION` (the `v1` of the `$id`) stays 1. A
 * change that refuses one of them is incompatible: see scripts/schema/README.md.
 */
import Ajv from 'ajv';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rulesSchema } from '../../scripts/rules-schema.mjs';
import { SCHEMA_VERSION } from '../../scripts/schema/version.mjs';
import { rulesFromFile } from '../../src/cli/rules-file.js';
import { PRESET_NAMES, RULE_LIMITS, defineRules, presets } from '../../src/index.js';

const fixtures = fileURLToPath(new URL('fixtures/', import.meta.url));
const schema = rulesSchema(RULE_LIMITS, PRESET_NAMES, presets, defineRules);
const validate = new Ajv({ strict: true, allowUnionTypes: true }).compile(schema);

/** The rules files of a format version's corpus, by file name. */
function corpus(version: number): { file: string; value: Record<string, unknown> }[] {
  const folder = join(fixtures, `rules-v${version}`);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, value: JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown> }));
}

const v1 = corpus(1);

describe('the version 1 corpus', () => {
  it('holds every preset whole and as a base, and gives every rule of a rules file', () => {
    for (const name of PRESET_NAMES) expect(v1.map(({ file }) => file)).toContain(`preset-${name}.json`);
    expect(new Set(v1.map(({ value }) => value.base ?? 'classic'))).toEqual(new Set(PRESET_NAMES));
    const given = new Set(v1.flatMap(({ value }) => Object.keys(value)));
    expect([...given].sort()).toEqual(Object.keys(schema.properties as object).sort());
  });

  it('gives, in part, each section a base has as null (its defaulted keys left out)', () => {
    const partial = (section: string, keys: string[]) =>
      v1.some(({ value }) => {
        const given = value[section] as Record<string, unknown> | undefined | null;
        return typeof given === 'object' && given !== null && keys.every((key) => !(key in given));
      });
    expect(partial('farklePenalty', ['resetAfterPenalty'])).toBe(true);
    expect(partial('allDiceFarkle', [])).toBe(true);
    expect(partial('lives', ['farkle'])).toBe(true);
  });
});

describe.runIf(SCHEMA_VERSION === 1)('while SCHEMA_VERSION is 1', () => {
  it.each(v1.map(({ file, value }) => [file, value] as const))('the schema accepts %s, and so does the library', (file, value) => {
    expect(validate(value), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(() => rulesFromFile(value, file)).not.toThrow();
  });
});

describe('the format version', () => {
  it('has a corpus of its own files (a new version starts one: rules-vN/)', () => {
    expect(corpus(SCHEMA_VERSION).length).toBeGreaterThan(0);
  });

  it('refuses a file outside the format: the guard is not vacuous', () => {
    // The guard is not vacuous: a rules file outside the format, as a renamed rule or tighter bound makes one.
    expect(validate({ ...v1[0]?.value, bank: { entry: -1 } })).toBe(false);
    expect(validate({ farklePenalties: { farkles: 3, points: 500 } })).toBe(false);
  });
});
