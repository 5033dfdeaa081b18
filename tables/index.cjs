'use strict';
// CommonJS: the manifest and the files' locations (as file: URLs); pages and bundlers use the ES module.
const { pathToFileURL } = require('node:url');
const path = require('node:path');
const { MANIFEST } = require('./manifest.cjs');

const tables = MANIFEST;
const urls = Object.freeze(Object.fromEntries(tables.map((table) => [table.rules, pathToFileURL(path.join(__dirname, 'files', table.file))])));

function tableInfo(preset) {
  return tables.find((table) => table.rules === preset);
}

async function fetchTable(preset) {
  return require('./node.cjs').readTable(preset);
}

module.exports = { tables, urls, tableInfo, fetchTable };
