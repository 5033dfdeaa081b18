/**
 * The farkle-rules-tables package (tables/), as an app installs it: its
 * manifest says what each file's own header says, its Node.js entry reads
 * each preset's file (ES module and CommonJS alike) into bytes that
 * decodeWinTable reads back as that preset's own two-player game, its URLs
 * point at the files beside the module, and a preset it has no table of is
 * refused with the names of those it has.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeWinTable, presets, readWinTable, rulesFingerprint } from '../../src/index.js';
import { TABLES, fileOf } from '../../scripts/tables/specs.mjs';

const root = new URL('../../tables/', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string; files: string[]; exports: Record<string, unknown> };

interface Entry {
  rules: string;
  target: number;
  file: string;
  bytes: number;
  states: number;
  encoding: string;
  maxError: number;
  firstPlayerWinChance: number;
  fingerprint: string;
  checksum: string;
}

const node = (await import('farkle-rules-tables/node')) as unknown as { readTableSync(name: string): Uint8Array; readTable(name: string): Promise<Uint8Array>; tables: readonly Entry[] };
const index = (await import('farkle-rules-tables')) as unknown as { urls: Record<string, URL>; tableInfo(name: string): Entry | undefined };
const MANIFEST = node.tables;

describe('farkle-rules-tables', () => {
  it('lists each table of the specs, each preset at its own target but farkel (see the specs)', () => {
    expect(pkg.name).toBe('farkle-rules-tables');
    expect(MANIFEST.map((entry) => [entry.rules, entry.target, entry.file])).toEqual(TABLES.map((table) => [table.rules, table.target, fileOf(table)]));
    for (const entry of MANIFEST) {
      if (entry.rules !== 'farkel') expect(entry.target).toBe(presets[entry.rules as keyof typeof presets].end.target);
    }
  });

  it.each(TABLES.map((table) => [fileOf(table), table] as const))('%s: the manifest says what its header says, and it reads back as its preset’s game', (file, table) => {
    const bytes = node.readTableSync(table.rules);
    expect(Buffer.from(bytes).equals(readFileSync(new URL(`files/${file}`, root)))).toBe(true);
    const info = readWinTable(bytes);
    const entry = MANIFEST.find((each) => each.file === file);
    expect(entry).toEqual({
      rules: info.rules.name,
      target: info.target,
      file,
      bytes: info.bytes,
      states: info.states,
      encoding: info.encoding,
      maxError: info.maxError,
      firstPlayerWinChance: info.firstPlayerWinChance,
      fingerprint: info.fingerprint,
      checksum: info.checksum,
    });
    expect(info.fingerprint).toBe(rulesFingerprint(table.rules));
    const solution = decodeWinTable(bytes, { rules: table.rules, target: table.target });
    expect(Math.abs(solution.firstPlayerWinChance - info.firstPlayerWinChance)).toBeLessThanOrEqual(info.maxError + 1e-12);
    expect(index.tableInfo(table.rules)).toEqual(entry);
  }, 60_000);

  it('points a URL at each file beside the module, and reads without blocking as it reads at once', async () => {
    for (const table of TABLES) {
      const url = index.urls[table.rules];
      expect(url?.href.endsWith(`/tables/files/${fileOf(table)}`)).toBe(true);
      expect(existsSync(fileURLToPath(url as URL))).toBe(true);
    }
    expect(await node.readTable('classic')).toEqual(node.readTableSync('classic'));
  });

  it('reads the same from CommonJS', () => {
    const require = createRequire(import.meta.url);
    const cjs = require('farkle-rules-tables/node') as typeof node;
    expect(cjs.tables).toEqual(node.tables);
    expect(cjs.readTableSync('zilch')).toEqual(node.readTableSync('zilch'));
    const cjsIndex = require('farkle-rules-tables') as typeof index;
    expect(fileURLToPath(cjsIndex.urls.zilch as URL)).toBe(fileURLToPath(index.urls.zilch as URL));
  });

  it('refuses a preset it has no table of, naming those it has', async () => {
    expect(() => node.readTableSync('house')).toThrow(`no table of "house"; it has ${TABLES.map((table) => table.rules).join(', ')}`);
    await expect(node.readTable('')).rejects.toThrow(RangeError);
    expect(index.tableInfo('house')).toBeUndefined();
  });

  it('ships the files, its entries and its README, nothing else of the repository', () => {
    expect(pkg.files).toEqual(expect.arrayContaining(['files/*.bin', 'index.js', 'index.cjs', 'index.d.ts', 'index.d.cts', 'node.js', 'node.cjs', 'node.d.ts', 'node.d.cts', 'manifest.js', 'manifest.cjs', 'README.md']));
    expect(Object.keys(pkg.exports)).toEqual(['.', './node', './files/*', './package.json']);
  });
});
