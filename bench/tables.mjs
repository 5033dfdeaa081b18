// Table files, run by bench/run.mjs in a process of its own: `node bench/tables.mjs PRESET [DIST]`.
// Decodes the preset's shipped table (tables/files/), then times advice from it on a game of its own
// rules: the first decision (which builds the turn's model and the final round's tables) and the
// median of 20 later ones. Prints one line, or nothing where the build cannot read tables.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [preset = 'zilch', dir] = process.argv.slice(2);
const dist = dir === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${dir}/`);
const lib = await import(new URL('index.js', dist).href);
if (typeof lib.decodeWinTable !== 'function') process.exit(0);
const { tableInfo } = await import('farkle-rules-tables/node');
const info = tableInfo(preset);
const bytes = readFileSync(new URL(`../tables/files/${info.file}`, import.meta.url));
let start = performance.now();
const table = lib.decodeWinTable(bytes, { rules: preset, target: info.target });
const decoded = performance.now() - start;
const rules = preset === 'farkel' ? lib.defineRules({ end: { target: info.target } }, 'farkel') : preset;
let game = lib.createGame({ rules, players: ['A', 'B'], seed: 'bench', firstPlayer: 0 });
// A few moves into the game (the first decision is then not the game's first roll).
for (let i = 0; i < 4; i++) {
  const next = lib.applyAction(game, lib.greedyBot(game));
  if (next.over) break;
  game = next;
}
start = performance.now();
lib.adviseGame(game, { tables: [table] });
const first = performance.now() - start;
const later = [];
for (let round = 1; later.length < 20; ) {
  game = lib.applyAction(game, lib.greedyBot(game));
  // A short game (farkel to 8,000 ends in a few turns): the next of the same rules goes on.
  if (game.over) game = lib.createGame({ rules, players: ['A', 'B'], seed: `bench ${round++}`, firstPlayer: 0 });
  start = performance.now();
  lib.adviseGame(game, { tables: [table] });
  later.push(performance.now() - start);
}
later.sort((a, b) => a - b);
const median = later[Math.floor(later.length / 2)] ?? Number.NaN;
const kb = (bytes.length / 1000).toFixed(0);
console.log(`${kb} kB decoded in ${decoded.toFixed(0)} ms; first advice ${first.toFixed(0)} ms, later ${median.toFixed(2)} ms (median of ${later.length})`);
