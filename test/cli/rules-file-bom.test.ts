/**
 * Rules files with a byte-order mark (issue 29, item 4): editors on Windows save UTF-8 with a
 * leading BOM, which the playground's upload drops (a browser's UTF-8 decoding does) and the CLI
 * refused as "not valid JSON". Both read the same files now: one leading BOM is dropped, as the
 * browser drops it, and a second one (no longer a mark but a character) is refused by both.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './io.js';

const dir = mkdtempSync(join(tmpdir(), 'farkle-rules-bom-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The byte-order mark as UTF-8 writes it. */
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** A file in a folder of the test's holding `text` in UTF-8 after `marks` byte-order marks. */
function file(name: string, text: string, marks: number): string {
  const folder = join(dir, `marks-${marks}`);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, name);
  writeFileSync(path, Buffer.concat([...Array.from({ length: marks }, () => BOM), Buffer.from(text, 'utf8')]));
  return path;
}

describe('--rules FILE with a byte-order mark', () => {
  it('a rules file saved with a BOM is read as without one: its base and overrides hold', async () => {
    const path = file('house.json', '{ "base": "zilch", "end": { "target": 2000 } }', 1);
    const { code, out, err } = await run(['rules', '--rules', path]);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    // Named after the file; zilch's rules, custom, to 2,000.
    expect(out.split('\n')[0]).toMatch(/^house\b/);
    expect(out).toContain('2,000');
    const plain = await run(['rules', '--rules', file('house.json', '{ "base": "zilch", "end": { "target": 2000 } }', 0)]);
    expect(out).toBe(plain.out);
  });

  it('a BOM before a score’s rules: three pairs score the file’s 750', async () => {
    const path = file('pairs.json', '{ "scoring": { "threePairs": 750 } }', 1);
    const { code, out } = await run(['score', '2', '2', '3', '3', '4', '4', '--rules', path]);
    expect(code).toBe(0);
    expect(out).toContain('Best keep: 2 2 3 3 4 4 = 750 points');
  });

  it('two BOMs are refused as not JSON, in one line naming the file (the browser refuses them too)', async () => {
    const path = file('twice.json', '{ "end": { "target": 2000 } }', 2);
    const { code, out, err } = await run(['rules', '--rules', path]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain(`${path}: the rules file is not valid JSON (`);
    expect(err).toContain('[invalid-options]');
  });
});
