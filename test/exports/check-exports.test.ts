/**
 * scripts/check-exports.mjs, the check that the built entries' types export
 * only public API: it must fail on each kind of leak (shown by small
 * declaration files written here) and pass the entries as built.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGate } from '../support/build.js';

const script = fileURLToPath(new URL('../../scripts/check-exports.mjs', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'check-exports-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the check on declaration files (by name and text, written to a temporary folder) or, with none, on dist/. */
function check(files: Record<string, string> = {}): { status: number | null; output: string } {
  const paths = Object.entries(files).map(([name, text]) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  });
  const run = spawnSync(process.execPath, [script, ...paths], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('scripts/check-exports.mjs', () => {
  it('fails on an exported function, constant or type tagged @internal, naming each', () => {
    const { status, output } = check({
      'tagged.d.ts': [
        '/** Public. */ declare function score(): number;',
        '/** Helper. @internal */ declare function helper(): void;',
        '/** @internal */ declare const LIMIT = 5;',
        '/**\n * Shape.\n * @internal\n */ interface Plan { readonly size: number }',
        'export { score, helper, LIMIT, type Plan };',
      ].join('\n'),
    });
    expect(status).toBe(1);
    expect(output).toContain('helper: exported, but tagged @internal');
    expect(output).toContain('LIMIT: exported, but tagged @internal');
    expect(output).toContain('Plan: exported, but tagged @internal');
    expect(output).not.toContain('score:');
  });

  it('fails on a public type that names an unexported internal one, even through another type', () => {
    const { status, output } = check({
      'reached.d.ts': [
        '/** @internal */ interface Secret { readonly key: string }',
        'interface Middle { readonly secret: Secret }',
        '/** Public. */ interface Solution { readonly middle: Middle }',
        '/** Public. */ declare function solve(): Solution;',
        'export { type Solution, solve };',
      ].join('\n'),
    });
    expect(status).toBe(1);
    expect(output).toContain('Solution: names Secret, which is tagged @internal');
    expect(output).toContain('solve: names Secret, which is tagged @internal');
  });

  it('passes an entry of public names only, standard types included', () => {
    const { status, output } = check({
      'clean.d.ts': '/** Public. */ interface Table { readonly values: Float64Array; readonly at: Map<string, number> }\nexport type { Table };',
    });
    expect(output).toContain('1 exported names, none internal');
    expect(status).toBe(0);
  });

  const build = buildGate(['index.d.ts', 'index.d.cts', 'node.d.ts', 'node.d.cts']);
  it.skipIf(build.skip)(`passes the built entries${build.note}`, () => {
    build.check();
    const { status, output } = check();
    expect(output).toMatch(/dist\/index\.d\.ts: \d+ exported names, none internal/);
    expect(output).toMatch(/dist\/node\.d\.cts: \d+ exported names, none internal/);
    expect(status).toBe(0);
  }, 60_000);
});
