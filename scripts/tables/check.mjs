// `npm run tables:check`: checks the shipped table files (tables/files/) before a release and in CI.
// - every table of scripts/tables/specs.mjs is there, of the rules, target and encoding it says, and
//   reads back whole (decodeWinTable checks its header, rules, values and checksum), and the
//   package's manifest says what the files' headers say;
// - each file's play-off chance (where tied leaders play off) is the one its rules solve to, bit for bit;
// - for 2,000 states of each, drawn at random (a fixed seed), the state's turn solved again from the
//   table's own values gives the state's chance again: to 1e-9 in an exact table, to twice its
//   stated error in a compact one (each value read is within the error, and so is the value);
// - classic's table made again (on 2 worker threads) is the same bytes;
// - the package packs to at most 8 MB.
// Needs `npm run build` first. Exits 1 on any failure, naming it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { TABLES, fileOf } from './specs.mjs';
import { manifestOf } from './manifest.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const lib = await import(`file://${root}dist/index.js`);
const node = await import(`file://${root}dist/node.js`);
const { solvedAgain } = await import(`file://${root}dist/strategy/tables/verify.js`);
const { winPlan } = await import(`file://${root}dist/strategy/race/win-chance.js`);
const { playOffChance } = await import(`file://${root}dist/strategy/race/zero-sum.js`);
const { MANIFEST } = await import(`file://${root}tables/manifest.js`);

const SAMPLES = 2000;
/** The packed package's most bytes: 8 MB. */
const MAX_PACKED = 8_000_000;
let failed = false;
const fail = (message) => {
  console.log(`  FAILED: ${message}`);
  failed = true;
};

console.log('tables: the files');
const read = [];
for (const table of TABLES) {
  const bytes = new Uint8Array(readFileSync(`${root}tables/files/${fileOf(table)}`));
  const start = performance.now();
  let solution;
  try {
    solution = lib.decodeWinTable(bytes, { rules: table.rules, target: table.target });
  } catch (error) {
    fail(`${fileOf(table)}: ${error.message}`);
    continue;
  }
  const ms = performance.now() - start;
  const info = lib.readWinTable(bytes);
  if (info.encoding !== table.encoding) fail(`${fileOf(table)} is ${info.encoding}, the specs say ${table.encoding}`);
  read.push({ table, solution, info, ms });
  console.log(`  ${fileOf(table)}: ${bytes.length.toLocaleString('en-US')} bytes, ${info.states.toLocaleString('en-US')} states, ${info.encoding}, decoded in ${ms.toFixed(0)} ms`);
}
const manifest = await manifestOf(root);
if (JSON.stringify(manifest) !== JSON.stringify(MANIFEST)) fail('tables/manifest.js does not say what the files say: run npm run tables (or scripts/tables/manifest.mjs)');

console.log("tables: each play-off's chance solved again");
for (const { table, info } of read) {
  const solved = playOffChance(winPlan(info.rules, { target: info.target, tolerance: info.tolerance }));
  const same = Object.is(solved, info.playOffChance);
  console.log(`  ${fileOf(table)}: ${info.playOffChance === null ? 'no play-off' : info.playOffChance} ${same ? 'ok' : `FAILED (solved: ${solved})`}`);
  if (!same) fail(`${fileOf(table)}: its play-off chance is ${info.playOffChance}, the rules solve to ${solved}`);
}

console.log(`tables: ${SAMPLES.toLocaleString('en-US')} states of each solved again from the table's own values`);
for (const { table, solution, info } of read) {
  const allowed = info.encoding === 'exact' ? 1e-9 : 2 * info.maxError;
  const { states, largest } = solvedAgain(solution, SAMPLES, 7);
  const verdict = largest <= allowed ? 'ok' : 'FAILED';
  console.log(`  ${fileOf(table)}: ${states} states, largest difference ${largest.toExponential(2)} (allowed ${allowed.toExponential(2)}) ${verdict}`);
  if (states < SAMPLES) fail(`${fileOf(table)}: only ${states} reachable states drawn`);
  if (largest > allowed) fail(`${fileOf(table)}: a state solved again differs by ${largest}`);
}

console.log("tables: classic's table made again");
const classic = TABLES.find((table) => table.rules === 'classic');
const start = performance.now();
const again = lib.encodeWinTable(await node.solveWinChance('classic', { target: classic.target, workers: 2 }), { encoding: classic.encoding });
const shipped = readFileSync(`${root}tables/files/${fileOf(classic)}`);
const same = Buffer.from(again).equals(shipped);
console.log(`  ${fileOf(classic)}: made in ${((performance.now() - start) / 1000).toFixed(0)} s, ${same ? 'the same bytes' : 'DIFFERENT bytes'}`);
if (!same) fail(`${fileOf(classic)} made again is not the file shipped`);

console.log('tables: the package packed');
const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--workspace', 'tables', '--loglevel=error'], { cwd: root, encoding: 'utf8' }))[0];
console.log(`  ${packed.filename}: ${packed.size.toLocaleString('en-US')} bytes packed, ${packed.unpackedSize.toLocaleString('en-US')} unpacked, ${packed.entryCount} files`);
if (packed.size > MAX_PACKED) fail(`the package packs to ${packed.size} bytes, past ${MAX_PACKED}`);
const binaries = packed.files.filter((file) => file.path.endsWith('.bin')).length;
if (binaries !== TABLES.length) fail(`the package holds ${binaries} table files, not ${TABLES.length}`);

if (failed) process.exit(1);
console.log('tables: every check passed');
