// One simulation benchmark, run by bench/run.mjs in a process of its own:
// `node bench/simulate.mjs BOTS [DIST] [WORKERS]`. BOTS is a comma-separated list of bot names
// (`greedy,greedy`); DIST the build to measure (this one's by default); WORKERS 0 for `simulate()` on
// this thread, or the number of threads for `simulateParallel`. Classic games. Prints one line.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const bots = (process.argv[2] ?? 'greedy,greedy').split(',');
const dist = process.argv[3] === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${process.argv[3]}/`);
const workers = Number(process.argv[4] ?? 0);
const { simulate } = await import(new URL('index.js', dist).href);
const { simulateParallel } = await import(new URL('node.js', dist).href);

/** Plays `games` games from game `firstGame` of the series: on this thread, or on `workers` threads. */
async function play(games, firstGame) {
  const options = { rules: 'classic', bots, games, seed: 'bench', firstGame };
  if (workers === 0) return simulate(options);
  return simulateParallel({ ...options, workers });
}

// Warmed for a second (the bots' turn policies solved, the scoring tables filled), then seven timed
// batches of about 0.3 s each: the median batch, the slowest and fastest in brackets.
const warm = performance.now();
let played = 0;
while (performance.now() - warm < 1000) {
  await play(workers === 0 ? 200 : 2000, played);
  played += workers === 0 ? 200 : 2000;
}
const perBatch = Math.max(workers === 0 ? 100 : 1000, Math.round((played / ((performance.now() - warm) / 1000)) * 0.3));
const rates = [];
for (let b = 0; b < 7; b++) {
  const start = performance.now();
  const result = await play(perBatch, played);
  played += perBatch;
  rates.push(result.games / ((performance.now() - start) / 1000));
}
rates.sort((a, b) => a - b);
const n = (value) => value.toFixed(0);
console.log(`${n(rates[3]).padStart(6)} games/s (${n(rates[0])}–${n(rates[6])})`);
