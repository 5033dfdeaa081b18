// Writes the farkle-rules-tables package's manifest (tables/manifest.js and manifest.cjs) from the
// table files in tables/files/: what each holds, read from its header by readWinTable, so the
// manifest never says what a file does not.
import { readFileSync, writeFileSync } from 'node:fs';
import { TABLES, fileOf } from './specs.mjs';

export async function manifestOf(root) {
  const lib = await import(`file://${root}dist/index.js`);
  return TABLES.map((table) => {
    const file = fileOf(table);
    const info = lib.readWinTable(readFileSync(`${root}tables/files/${file}`));
    return {
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
    };
  });
}

export async function writeManifest(root) {
  const entries = await manifestOf(root);
  const lines = entries.map((entry) => `  ${JSON.stringify(entry)},`);
  const note = "// Written by `npm run tables` (scripts/tables/manifest.mjs) from the files' own headers: do not edit.";
  const list = `[\n${lines.join('\n')}\n].map((entry) => Object.freeze(entry))`;
  writeFileSync(`${root}tables/manifest.js`, `${note}\nexport const MANIFEST = Object.freeze(${list});\n`);
  writeFileSync(`${root}tables/manifest.cjs`, `'use strict';\n${note}\nexports.MANIFEST = Object.freeze(${list});\n`);
  return entries;
}
