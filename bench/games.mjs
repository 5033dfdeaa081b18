// One preset's games benchmark, run by bench/run.mjs in a process of its own:
// `node bench/games.mjs classic`. Prints one line.
import { performance } from 'node:perf_hooks';
import { applyAction, createGame, legalActions, legalKeeps, scoreRoll } from '../dist/index.js';

const name = process.argv[2] ?? 'classic';

/** A simple deterministic generator for the random players, separate from the games' own dice. */
function chooser(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

function playRandomGames(games, seed) {
  const pick = chooser(seed);
  let actions = 0;
  for (let g = 0; g < games; g++) {
    let state = createGame({ rules: name, players: ['A', 'B'], seed: seed + g });
    while (!state.over) {
      const legal = legalActions(state);
      state = applyAction(state, legal[pick(legal.length)]);
      actions++;
    }
  }
  return actions;
}

const warm = performance.now();
for (let n = 1; n <= 6; n++) {
  for (let code = 0; code < 6 ** n; code++) {
    const roll = [];
    for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 6)) roll.push((rest % 6) + 1);
    scoreRoll(roll, name);
    legalKeeps(roll, name);
  }
}
// Games for a second, whatever the preset's speed, so that the caches fill as play uses them.
const warmGames = performance.now();
let warmed = 0;
while (performance.now() - warmGames < 1000) {
  playRandomGames(50, 1 + warmed);
  warmed += 50;
}
const warmRate = warmed / ((performance.now() - warmGames) / 1000);
const warmSeconds = (performance.now() - warm) / 1000;

// Timed in seven batches of about 0.15 s each; the median batch is the figure, the slowest and
// fastest show how much the machine varied meanwhile.
const batches = 7;
const perBatch = Math.max(10, Math.round(warmRate * 0.15));
const rates = [];
let actions = 0;
for (let b = 0; b < batches; b++) {
  const start = performance.now();
  actions += playRandomGames(perBatch, 100_000 + b * perBatch);
  rates.push(perBatch / ((performance.now() - start) / 1000));
}
rates.sort((x, y) => x - y);
const median = rates[(batches - 1) / 2];
const perGame = actions / (perBatch * batches);
const n = (value) => value.toFixed(0);
console.log(
  `  ${name.padEnd(9)} ${n(median).padStart(6)} games/s (${n(rates[0])}–${n(rates[batches - 1])})   ${n(perGame).padStart(5)} actions per game   ${((median * perGame) / 1e6).toFixed(2)} M actions/s   (warm-up ${warmSeconds.toFixed(1)} s)`,
);
