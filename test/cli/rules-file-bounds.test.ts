/**
 * Bounded reading of `--rules` files (issue 17, item 3): the CLI reads regular files of at most
 * 1 MB, and refuses anything else in one line, before reading it: `--rules /dev/zero` once ran
 * for 76 s, reached 16.8 GB and died with `std::bad_alloc`; a pipe with no writer would wait for
 * ever. Devices run in a child process with a small heap, so that a regression fails the test
 * rather than the test run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RULES_FILE_BYTES } from '../../src/cli/rules-file.js';
import { run } from './io.js';

const dir = mkdtempSync(join(tmpdir(), 'farkle-rules-files-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** What a refused file must give: exit 1, nothing on standard output, one line naming the file and the code. */
function expectRefused(result: { code: number; out: string; err: string }, path: string, why: RegExp): void {
  expect(result.code).toBe(1);
  expect(result.out).toBe('');
  expect(result.err.trim().split('\n')).toHaveLength(1);
  expect(result.err).toContain(`${path}: cannot read the rules file (`);
  expect(result.err).toMatch(why);
  expect(result.err).toContain('[invalid-options]');
}

describe('--rules reads regular files of at most 1 MB', () => {
  it('a folder is refused in one line, by every command', async () => {
    const folder = join(dir, 'folder.json');
    mkdirSync(folder);
    for (const command of [['rules'], ['demo'], ['score', '1'], ['simulate', '--games', '1']]) {
      expectRefused(await run([...command, '--rules', folder]), folder, /it is a folder; a rules file must be a regular file/);
    }
  });

  it('a file of more than 1 MB is refused before it is read, even one of valid JSON', async () => {
    const big = join(dir, 'big.json');
    // Valid JSON: overrides padded with spaces past the limit.
    writeFileSync(big, `{ "bank": { "entry": 0 } }${' '.repeat(MAX_RULES_FILE_BYTES)}`);
    expectRefused(await run(['rules', '--rules', big]), big, /it holds 1,048,602 bytes; a rules file holds at most 1 MB \(1,048,576 bytes\)/);
  });

  it('a file of exactly 1 MB is read', async () => {
    const edge = join(dir, 'edge.json');
    const json = '{ "name": "edge", "bank": { "entry": 0 } }';
    writeFileSync(edge, json + ' '.repeat(MAX_RULES_FILE_BYTES - json.length));
    const { code, out } = await run(['rules', '--rules', edge]);
    expect(code).toBe(0);
    expect(out.split('\n')[0]).toBe('edge');
  });

});

describe('--rules on pipes and devices, each in a child process stopped after 30 s', () => {
  const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));
  const cli = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

  /** The CLI's `rules` command on `path`, in a child process with a 64 MB heap. */
  function rulesOf(path: string): { code: number; out: string; err: string } {
    const result = spawnSync(process.execPath, ['--max-old-space-size=64', tsx, cli, 'rules', '--rules', path], { encoding: 'utf8', timeout: 30_000 });
    expect(result.signal, 'stopped: it hung or ran for more than 30 s').toBeNull();
    return { code: result.status ?? -1, out: result.stdout, err: result.stderr };
  }

  it.skipIf(process.platform === 'win32')('a pipe is refused at once, without waiting for a writer', () => {
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    expectRefused(rulesOf(fifo), fifo, /it is a pipe; a rules file must be a regular file/);
  }, 40_000);

  it.each(['/dev/zero', '/dev/urandom'].filter((device) => existsSync(device)))('%s is refused in one line, within seconds', (device) => {
    expectRefused(rulesOf(device), device, /it is a device; a rules file must be a regular file/);
  }, 40_000);
});
