/* global AbortController */
// `npm run tables [-- NAME...] [--workers N]`: solves each preset's own two-player
// game (scripts/tables/specs.mjs) on worker threads and writes its table file to tables/files/,
// then the package's manifest (tables/manifest.js). Says first what each solve is estimated to cost,
// then its progress. Deterministic: a solve shared by threads gives the same table as one thread,
// and the encoding the same bytes on every platform, so a run writes the same files as the last.
// A file is written under a temporary name and renamed into place once whole: a run stopped
// (Ctrl-C) leaves the files as they were.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { TABLES, fileOf } from './specs.mjs';
import { writeManifest } from './manifest.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const lib = await import(new URL('dist/index.js', `file://${root}`).href);
const node = await import(new URL('dist/node.js', `file://${root}`).href);

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const workers = Number(option('workers') ?? 2);
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !TABLES.some((table) => table.rules === name));
if (unknown.length > 0) {
  console.error(`tables: no table of ${unknown.join(', ')}; the tables are ${TABLES.map((table) => table.rules).join(', ')}`);
  process.exit(2);
}
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error('tables: --workers takes 1 to 64');
  process.exit(2);
}
const chosen = TABLES.filter((table) => names.length === 0 || names.includes(table.rules));

const minutes = (seconds) => (seconds < 90 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`);
console.log(`tables: ${chosen.length} table${chosen.length === 1 ? '' : 's'} on ${workers} worker thread${workers === 1 ? '' : 's'}`);
for (const table of chosen) {
  const cost = lib.solveCost(table.rules, { target: table.target });
  console.log(`  ${table.rules} to ${table.target.toLocaleString('en-US')}: ${cost.size?.toLocaleString('en-US')} chances, estimated ${minutes(cost.seconds ?? 0)} on one thread`);
}

const controller = new AbortController();
process.on('SIGINT', () => {
  console.log('\ntables: stopping (the files written so far stay, the one being solved is not written)');
  controller.abort();
});

for (const table of chosen) {
  const label = `${table.rules} to ${table.target.toLocaleString('en-US')}`;
  const start = performance.now();
  let shown = -1;
  // On a terminal, one line redrawn every 1 %; in a log, a line every 10 %.
  const tty = process.stdout.isTTY === true;
  const onProgress = (done) => {
    const percent = Math.floor(done * (tty ? 100 : 10)) * (tty ? 1 : 10);
    if (percent === shown) return;
    shown = percent;
    const seconds = (performance.now() - start) / 1000;
    const left = done > 0.02 && done < 1 ? ` (about ${minutes((seconds / done) * (1 - done))} left)` : '';
    const line = `  ${label}: ${String(percent).padStart(3)} %${left}`;
    if (tty) process.stdout.write(`\r${line.padEnd(60)}`);
    else console.log(line);
  };
  let solution;
  try {
    solution = await node.solveWinChance(table.rules, { target: table.target, workers, onProgress, signal: controller.signal });
  } catch (error) {
    if (error?.code === 'aborted') process.exit(130);
    throw error;
  }
  const seconds = (performance.now() - start) / 1000;
  const bytes = lib.encodeWinTable(solution, { encoding: table.encoding });
  const path = `${root}tables/files/${fileOf(table)}`;
  writeFileSync(`${path}.partial`, bytes);
  renameSync(`${path}.partial`, path);
  if (tty) process.stdout.write('\r');
  console.log(`  ${label}: solved in ${minutes(seconds)}, first player ${(solution.firstPlayerWinChance * 100).toFixed(2)} %, ${bytes.length.toLocaleString('en-US')} bytes (${(bytes.length / solution.table.length).toFixed(3)} a number of its table)`);
}
const missing = TABLES.filter((table) => !existsSync(`${root}tables/files/${fileOf(table)}`));
if (missing.length > 0) console.log(`tables: the manifest waits for ${missing.map(fileOf).join(', ')} (npm run tables -- ${missing.map((table) => table.rules).join(' ')})`);
else await writeManifest(root);
