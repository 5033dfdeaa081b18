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
// Spicy games run about a hundred a second: fewer warm-up games there.
playRandomGames(name === 'spicy' ? 300 : 3000, 1);
const warmSeconds = (performance.now() - warm) / 1000;

const games = Number(process.env.GAMES ?? 6000);
const start = performance.now();
const actions = playRandomGames(games, 100_000);
const seconds = (performance.now() - start) / 1000;
console.log(
  `  ${name.padEnd(9)} ${(games / seconds).toFixed(0).padStart(6)} games/s   ${(actions / games).toFixed(0).padStart(5)} actions per game   ${(actions / seconds / 1e6).toFixed(2)} M actions/s   (warm-up ${warmSeconds.toFixed(1)} s)`,
);
