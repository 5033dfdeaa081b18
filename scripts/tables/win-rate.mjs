// `node scripts/tables/win-rate.mjs PRESET [--games N] [--workers N] [--seed S]` and
// `node scripts/tables/win-rate.mjs PRESET --series` : whether a shipped table agrees with the game it
// claims to solve. winBot plays against itself from the table (tables/files/), the first player
// always seat 0, through `simulate` on worker threads (each thread decodes the table and plays its
// share of the series; the parts merged by mergeSimulations, so the result is the series' own,
// whatever the number of threads). Prints the first player's wins with their standard error and how
// many standard errors they lie from the table's `firstPlayerWinChance`: within 3 is agreement.
//
// `--series` plays the nine series of the independence experiment (issue 28): seven `simulate`
// series of 20,000 to 120,000 games (seeds 7 to 13, 380,000 games), and two of 15,000 games played
// through createGame/applyAction with string seeds ('series-8:g', 'series-9:g'), then tests whether
// they disagree more than independent games can (chi-square of the nine against the table's chance,
// 9 degrees of freedom, and against their pooled rate, 8).
// Needs `npm run build` first.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { TABLES, fileOf } from './specs.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

async function library() {
  return import(`file://${root}dist/index.js`);
}

/** A worker's part: games `firstGame` to `firstGame + games - 1` of a series, by simulate or by hand. */
async function part({ preset, games, firstGame, seed, byHand }) {
  const lib = await library();
  const table = TABLES.find((each) => each.rules === preset);
  const solution = lib.decodeWinTable(readFileSync(`${root}tables/files/${fileOf(table)}`), { rules: preset, target: table.target });
  const bot = lib.winBot(solution);
  // The game the table solves: the preset's rules to the table's target (farkel's table is of a shorter game than its own).
  const rules = lib.defineRules({ end: { target: table.target } }, preset);
  if (!byHand) return { result: lib.simulate({ rules, bots: [bot, bot], games, firstGame, seed, firstPlayer: 0 }) };
  // Through the game's own API, as an app plays: a string seed a game.
  let first = 0;
  let shared = 0;
  for (let g = firstGame; g < firstGame + games; g++) {
    let state = lib.createGame({ rules, players: ['A', 'B'], seed: `${seed}:${g}`, firstPlayer: 0 });
    while (!state.over) state = lib.applyAction(state, bot(state));
    if (state.winners.length === 1 && state.winners[0] === 0) first++;
    else if (state.winners.length === 2) shared++;
  }
  return { games, first, shared };
}

if (!isMainThread) {
  parentPort.postMessage(await part(workerData));
} else {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const at = args.indexOf(`--${name}`);
    return at < 0 ? fallback : args[at + 1];
  };
  const preset = args[0];
  const table = TABLES.find((each) => each.rules === preset);
  if (table === undefined) {
    console.error(`win-rate: name a table: ${TABLES.map((each) => each.rules).join(', ')}`);
    process.exit(2);
  }
  const workers = Number(option('workers', String(Math.min(2, availableParallelism()))));
  const lib = await library();
  const info = lib.readWinTable(readFileSync(`${root}tables/files/${fileOf(table)}`));
  const p = info.firstPlayerWinChance;

  /** One series on the workers: the first player's wins (a shared win counting half) in `games` games. */
  async function series(games, seed, byHand) {
    const size = Math.ceil(games / workers);
    const parts = Array.from({ length: workers }, (_, w) => ({ preset, seed, byHand, firstGame: w * size, games: Math.max(0, Math.min(size, games - w * size)) })).filter((each) => each.games > 0);
    const results = await Promise.all(parts.map((data) => new Promise((resolve, reject) => {
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: data });
      worker.once('message', resolve);
      worker.once('error', reject);
    })));
    if (!byHand) {
      const merged = lib.mergeSimulations(results.map((each) => each.result));
      const first = merged.players[0];
      // `wins` counts shared wins too: a shared win is half of one.
      return { games: merged.games, wins: first.wins - first.sharedWins / 2 };
    }
    return { games, wins: results.reduce((sum, each) => sum + each.first + each.shared / 2, 0) };
  }

  const line = (label, games, wins) => {
    const rate = wins / games;
    const se = Math.sqrt((p * (1 - p)) / games);
    const z = (rate - p) / se;
    console.log(`  ${label.padEnd(34)} ${games.toLocaleString('en-US').padStart(9)} games  first player ${(rate * 100).toFixed(3)} %  ± ${(se * 100).toFixed(3)}  z = ${z.toFixed(2)}`);
    return z;
  };
  console.log(`win-rate: ${preset} to ${info.target.toLocaleString('en-US')}, winBot against itself from ${fileOf(table)} (first player's chance ${(p * 100).toFixed(3)} %), ${workers} worker threads`);
  const start = performance.now();
  if (args.includes('--series')) {
    const sizes = [20000, 30000, 40000, 50000, 60000, 60000, 120000];
    const rows = [];
    for (const [k, games] of sizes.entries()) rows.push({ label: `simulate, seed ${7 + k}`, ...(await series(games, 7 + k, false)) });
    for (const name of ['series-8', 'series-9']) rows.push({ label: `createGame/applyAction, '${name}:g'`, ...(await series(15000, name, true)) });
    let known = 0;
    const pooled = rows.reduce((sum, row) => sum + row.wins, 0) / rows.reduce((sum, row) => sum + row.games, 0);
    let spread = 0;
    for (const row of rows) {
      known += line(row.label, row.games, row.wins) ** 2;
      spread += (row.wins - row.games * pooled) ** 2 / (row.games * pooled * (1 - pooled));
    }
    const all = rows.reduce((sum, row) => sum + row.games, 0);
    line('all nine', all, rows.reduce((sum, row) => sum + row.wins, 0));
    console.log(`  chi-square against the table's chance: ${known.toFixed(1)} on 9 degrees of freedom (0.1 % tail: 27.9); against the pooled rate: ${spread.toFixed(1)} on 8 (0.1 % tail: 26.1)`);
  } else {
    const games = Number(option('games', '100000'));
    const seed = option('seed', 'win-rate');
    const { wins } = await series(games, Number.isNaN(Number(seed)) ? seed : Number(seed), false);
    const z = line(`simulate, seed ${seed}`, games, wins);
    console.log(`  ${Math.abs(z) <= 3 ? 'agrees' : 'DISAGREES'}: within 3 standard errors of the table's chance ${Math.abs(z) <= 3 ? 'yes' : 'no'}`);
  }
  console.log(`  (${((performance.now() - start) / 1000).toFixed(0)} s)`);
}
