'use strict';
const { readFileSync } = require('node:fs');
const { readFile } = require('node:fs/promises');
const path = require('node:path');
const { tables, tableInfo, urls } = require('./index.cjs');

function fileOf(preset) {
  const table = tables.find((entry) => entry.rules === preset);
  if (table === undefined) throw new RangeError(`farkle-rules-tables has no table of ${JSON.stringify(preset)}; it has ${tables.map((entry) => entry.rules).join(', ')}`);
  return path.join(__dirname, 'files', table.file);
}

function readTableSync(preset) {
  return new Uint8Array(readFileSync(fileOf(preset)));
}

async function readTable(preset) {
  return new Uint8Array(await readFile(fileOf(preset)));
}

module.exports = { tables, tableInfo, urls, readTable, readTableSync };
