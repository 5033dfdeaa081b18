/**
 * What an editor reads from the rules-file schema besides its checks: its versioned address
 * (`$id`, the docs site's copy) and a description on every rule (its defaults: schema-defaults.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rulesSchema } from '../../scripts/rules-schema.mjs';
import { SCHEMA_VERSION } from '../../scripts/schema/version.mjs';
import { PRESET_NAMES, RULE_LIMITS, defineRules, presets } from '../../src/index.js';
import { documentationBlocks } from '../docs/markdown.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const schema = rulesSchema(RULE_LIMITS, PRESET_NAMES, presets, defineRules);

interface Node { description?: string; properties?: Record<string, Node | true>; anyOf?: Node[]; items?: Node }

/** The path of every property of the schema's tree (objects' keys, list entries as `*`) that has no description. */
function undescribed(node: Node, path: string[] = []): string[] {
  const missing: string[] = [];
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (child === true) continue;
    if (typeof child.description !== 'string' || child.description.length === 0) missing.push([...path, key].join('.'));
    missing.push(...undescribed(child, [...path, key]));
  }
  for (const choice of node.anyOf ?? []) missing.push(...undescribed(choice, path));
  if (node.items !== undefined) missing.push(...undescribed(node.items, [...path, '*']));
  return missing;
}

describe('the schema address', () => {
  it('is the docs site, by format version, and the draft stays draft-07', () => {
    expect(schema.$id).toBe(`https://farkle-rules.github.io/farkle-rules/schema/v${SCHEMA_VERSION}/rules.schema.json`);
    expect(SCHEMA_VERSION).toBe(1);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
  });

  it('is where the site copies it', () => {
    const site = mkdtempSync(join(tmpdir(), 'schema-site-'));
    try {
      const run = spawnSync(process.execPath, [join(root, 'scripts', 'schema', 'publish.mjs'), '--site', site], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const copy = join(site, new URL(schema.$id as string).pathname.replace('/farkle-rules/', ''));
      expect(existsSync(copy)).toBe(true);
      expect(readFileSync(copy, 'utf8')).toBe(readFileSync(join(root, 'rules.schema.json'), 'utf8'));
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});

describe('the descriptions', () => {
  it('describe every property: none missing', () => {
    expect(undescribed(schema as Node)).toEqual([]);
  });

  it('count every rule of a rule set, a face of a table too', () => {
    const scoring = (schema as Node).properties?.scoring as Node;
    const singles = scoring.properties?.singles as Node;
    expect(Object.keys(singles.properties ?? {})).toEqual(['1', '2', '3', '4', '5', '6']);
    expect((singles.properties?.['5'] as Node).description).toContain('face 5');
  });
});

describe('the editor set-ups of the docs', () => {
  // A project that installs the package: its root, and the schema's place in it.
  const project = '/project';
  const installed = '/project/node_modules/farkle-rules/rules.schema.json';
  const blocks = documentationBlocks(root).filter((block) => (block.lang === 'json' || block.lang === 'jsonc') && block.tags[0] !== undefined);

  it('point "$schema" at the installed schema from where each file is, or at the $id', () => {
    const pointing = blocks.filter((block) => block.body.includes('"$schema"'));
    expect(pointing.some((block) => block.tags[0]?.includes('/'))).toBe(true);
    for (const block of pointing) {
      const target = (JSON.parse(block.body) as { $schema: string }).$schema;
      const at = posix.dirname(posix.join(project, block.tags[0] as string));
      if (target.startsWith('https:')) expect(target).toBe(schema.$id);
      else expect(posix.resolve(at, target), `${block.file}:${block.line}`).toBe(installed);
    }
  });

  it('map files in .vscode/settings.json to the schema from the project root', () => {
    const settings = blocks.filter((block) => block.tags[0] === '.vscode/settings.json');
    expect(settings.length).toBeGreaterThan(0);
    for (const block of settings) {
      const mapped = (JSON.parse(block.body) as { 'json.schemas': { fileMatch: string[]; url: string }[] })['json.schemas'];
      for (const { fileMatch, url } of mapped) {
        expect(url.startsWith('https:') ? url : posix.resolve(project, url)).toBe(url.startsWith('https:') ? schema.$id : installed);
        for (const pattern of fileMatch) expect(pattern).toMatch(/^\/[\w/*.-]+\.json$/);
      }
    }
  });
});
