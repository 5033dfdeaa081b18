import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatFinding, lintWorkflowDir } from '../../scripts/check-workflows.mjs';

const root = new URL('../..', import.meta.url).pathname;
const script = join(root, 'scripts/check-workflows.mjs');
const temp = mkdtempSync(join(tmpdir(), 'farkle-rules-workflows-'));
afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

// A workflow with three mistakes actionlint knows: a job that needs one that does not exist
// (reported at the job, line 4),
// an unknown context property (line 9) and a matrix value that the matrix does not define (line 10).
const broken = `name: broken
on: push
jobs:
  test:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@de0fac2e4500dabe0009e67214ff5f5447ce83dd # v6.0.2
      - run: echo "\${{ github.no_such_thing }}"
      - run: echo "\${{ matrix.node }}"
`;

// The same workflow with the mistakes taken out.
const goodWorkflow = broken
  .replace('    needs: build\n', '')
  .replace('github.no_such_thing', 'github.sha')
  .replace('matrix.node', 'runner.os');

describe('check-workflows', () => {
  it('finds no problem in the repository\u2019s own workflows', async () => {
    expect(await lintWorkflowDir(join(root, '.github/workflows'), root)).toEqual([]);
  });

  it('finds each mistake of a broken workflow, at its line', async () => {
    const dir = mkdtempSync(join(temp, 'broken-'));
    writeFileSync(join(dir, 'broken.yml'), broken);
    const findings = await lintWorkflowDir(dir, dir);
    expect(findings.map(({ file, line }) => `${file}:${line}`).sort()).toEqual([
      'broken.yml:10',
      'broken.yml:4',
      'broken.yml:9',
    ]);
    expect(formatFinding(findings[0]!)).toMatch(/^broken\.yml:\d+:\d+: .+ \[[a-z-]+\]$/);
  });

  it('exits 1 and prints file:line for a broken workflow, 0 for a good one', () => {
    const bad = mkdtempSync(join(temp, 'cli-bad-'));
    writeFileSync(join(bad, 'ci.yaml'), broken);
    const failed = spawnSync(process.execPath, [script, bad], { encoding: 'utf8' });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/ci\.yaml:9:\d+: /);
    expect(failed.stderr).toContain('3 finding(s)');

    const good = mkdtempSync(join(temp, 'cli-good-'));
    writeFileSync(join(good, 'ok.yml'), goodWorkflow);
    expect(execFileSync(process.execPath, [script, good], { encoding: 'utf8' })).toContain('passes actionlint');
  });
});
