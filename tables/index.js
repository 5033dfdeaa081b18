/* global fetch -- the runtime's own (browsers, Node.js 18 and later) */
import { MANIFEST } from './manifest.js';

/**
 * The tables of the package, one per preset's own two-player game: what each
 * file holds (read from the file's own header when it was made), without
 * reading any file.
 */
export const tables = MANIFEST;

/**
 * Where each table file is, as a URL beside this module: written out one by
 * one, so that a bundler (Vite, webpack, Rollup, esbuild, Parcel) sees each
 * `new URL('./files/...', import.meta.url)` and ships the file as an asset.
 * A page fetches the one it needs: `fetch(urls.zilch)`.
 */
export const urls = Object.freeze({
  classic: new URL('./files/classic-10000.bin', import.meta.url),
  zilch: new URL('./files/zilch-10000.bin', import.meta.url),
  yarkle: new URL('./files/yarkle-10000.bin', import.meta.url),
  absolute: new URL('./files/absolute-10000.bin', import.meta.url),
  farkel: new URL('./files/farkel-8000.bin', import.meta.url),
});

/** What the table of a preset holds, or `undefined` for a preset the package has no table of. */
export function tableInfo(preset) {
  return tables.find((table) => table.rules === preset);
}

/**
 * The bytes of a preset's table, fetched from beside this module (a page, a
 * worker, Deno, Node.js 18 and later): pass them to farkle-rules'
 * `decodeWinTable`. Rejects for a preset the package has no table of, or a
 * fetch that fails.
 */
export async function fetchTable(preset, init) {
  const url = urls[preset];
  if (url === undefined) throw new RangeError(`farkle-rules-tables has no table of ${JSON.stringify(preset)}; it has ${Object.keys(urls).join(', ')}`);
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`farkle-rules-tables: fetching ${url.href} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
