/**
 * scripts/docs-coverage.mjs (run by `npm run docs:check`) on synthetic typedoc JSON: it passes
 * a project where every export has a category and an example, and fails, naming the export,
 * when one lacks its `@category` (or sits in "Other"), or an interface or type alias its `@example`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/docs-coverage.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'farkle-docs-coverage-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

// typedoc's ReflectionKind values, as in its JSON.
const MODULE = 2;
const FUNCTION = 64;
const INTERFACE = 256;
const TYPE_ALIAS = 2097152;
// The types the script exempts from examples by name; each must be exported.
const EXEMPT = ['DeepPartial', 'ErrorCode', 'PresetName', 'CombinationKind', 'BotName', 'Face', 'SharedWinChancePlan', 'SharedWinChanceSettings'];

const text = (words: string) => [{ kind: 'text', text: words }];
const example = { tag: '@example', content: [{ kind: 'code', text: '```ts\nconst x = 1;\n```' }] };

interface Export {
  id: number;
  name: string;
  kind: number;
  comment?: { summary: { kind: string; text: string }[]; blockTags?: (typeof example)[] };
  signatures?: { comment: { summary: { kind: string; text: string }[]; blockTags: (typeof example)[] } }[];
}

/** A project of one module: a function, an interface and the exempt type aliases, all documented and in a category. */
function project(change: (exports: Export[], categories: { title: string; children: number[] }[]) => void = () => undefined): string {
  const exports: Export[] = [
    { id: 1, name: 'scoreRoll', kind: FUNCTION, signatures: [{ comment: { summary: text('Scores a roll.'), blockTags: [example] } }] },
    { id: 2, name: 'GameState', kind: INTERFACE, comment: { summary: text('A game.'), blockTags: [example] } },
    ...EXEMPT.map((name, i) => ({ id: 10 + i, name, kind: TYPE_ALIAS, comment: { summary: text('A name.') } })),
  ];
  const categories = [
    { title: 'Scoring', children: [1] },
    { title: 'Game', children: [2, ...EXEMPT.map((_, i) => 10 + i)] },
  ];
  change(exports, categories);
  const file = join(dir, `api-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ id: 0, name: 'farkle-rules', kind: 1, children: [{ id: 100, name: 'farkle-rules', kind: MODULE, children: exports, categories }] }));
  return file;
}

function check(file: string) {
  const result = spawnSync(process.execPath, [script, file], { encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the docs coverage check', () => {
  it('passes a project where every export has a category and an example', () => {
    const result = check(project());
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('interfaces and types with an @example 1/1');
    expect(result.stdout).toContain('exports in a category 10/10');
  });

  it('fails, naming it, on an export without a category (typedoc puts it in its default, "Other")', () => {
    const result = check(project((_, categories) => categories.splice(0, 1, { title: 'Other', children: [1] })));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing @category: farkle-rules:scoreRoll (in "Other"');
  });

  it('fails on an export left out of every category', () => {
    const result = check(project((_, categories) => (categories[1] as { children: number[] }).children.shift()));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing @category: farkle-rules:GameState');
  });

  it('fails, naming it, on an interface without an example', () => {
    const result = check(project((exports) => ((exports[1] as Export).comment = { summary: text('A game.') })));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing @example: farkle-rules:GameState (interface)');
  });

  it('fails on a type alias without an example, unless it is one of the named exemptions', () => {
    const result = check(project((exports, categories) => {
      exports.push({ id: 3, name: 'TurnPhase', kind: TYPE_ALIAS, comment: { summary: text('A phase.') } });
      (categories[1] as { children: number[] }).children.push(3);
    }));
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual(['missing @example: farkle-rules:TurnPhase (type)']);
  });

  it('fails on an example that holds no code, and on an exemption no longer exported', () => {
    const result = check(project((exports) => {
      (exports[1] as Export).comment = { summary: text('A game.'), blockTags: [{ tag: '@example', content: [{ kind: 'text', text: 'See the guide.' }] }] };
      exports.splice(2, 1); // DeepPartial
    }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('missing @example: farkle-rules:GameState (interface)');
    expect(result.stderr).toContain('missing @example: DeepPartial (exempt in scripts/docs-coverage.mjs but not an exported interface or type)');
  });
});
