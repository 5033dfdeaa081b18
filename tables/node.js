import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tables } from './index.js';

export { tables, tableInfo, urls } from './index.js';

function fileOf(preset) {
  const table = tables.find((entry) => entry.rules === preset);
  if (table === undefined) throw new RangeError(`farkle-rules-tables has no table of ${JSON.stringify(preset)}; it has ${tables.map((entry) => entry.rules).join(', ')}`);
  return new URL(`./files/${table.file}`, import.meta.url);
}

/** The bytes of a preset's table, read from the package: pass them to farkle-rules' `decodeWinTable`. */
export function readTableSync(preset) {
  return new Uint8Array(readFileSync(fileOf(preset)));
}

/** {@link readTableSync}, without blocking the thread while the file is read. */
export async function readTable(preset) {
  return new Uint8Array(await readFile(fileOf(preset)));
}
