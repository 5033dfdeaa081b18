// A server's bot: `node bench/restored.mjs RULES TARGET MOVES [DIST]` plays MOVES moves of a two-player
// game with solvingWinBot, each move asked of the state as a server keeps it (a copy through JSON, its
// rules a new object each time), as bench/run.mjs's builds do side by side. Prints the seconds in all,
// the first move's, and how many moves solved the game (a move over 0.1 s: one that does not solve
// takes milliseconds).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [rules = 'classic', target = '2000', moves = '20', dir] = process.argv.slice(2);
const dist = dir === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${dir}/`);
const { applyAction, createGame, defineRules, solvingWinBot } = await import(new URL('index.js', dist).href);
const played = defineRules({ end: { target: Number(target) } }, rules);
let game = createGame({ rules: played, players: ['Ann', 'Bob'], seed: 1 });
const times = [];
for (let move = 0; move < Number(moves); move++) {
  if (game.over) game = createGame({ rules: played, players: ['Ann', 'Bob'], seed: move + 1 });
  const stored = JSON.parse(JSON.stringify(game));
  const start = performance.now();
  const action = solvingWinBot(stored);
  times.push((performance.now() - start) / 1000);
  game = applyAction(game, action);
}
const total = times.reduce((a, b) => a + b, 0);
const solves = times.filter((t) => t > 0.1).length;
console.log(`${total.toFixed(1)} s for ${times.length} moves (first ${times[0].toFixed(2)} s), ${solves} solves`);
