// One preset's games benchmark, run by bench/run.mjs in a process of its own:
// `node bench/games.mjs classic`. Prints one line.
// `node bench/games.mjs NAME [DIST]`: NAME is a preset, or `five-dice` or `house` (classic with
// several house rules); DIST the build to measure (this one's by default). Prints nothing when the
// build cannot play those rules.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const name = process.argv[2] ?? 'classic';
const dist = process.argv[3] === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${process.argv[3]}/`);
const { applyAction, createGame, defineRules, legalActions, legalKeeps, scoreRoll } = await import(new URL('index.js', dist).href);

const HOUSE = {
  name: 'house',
  scoring: { fullHouse: { points: 250, plusThreeOfAKind: true } },
  farklePenalty: { farkles: 3, points: 'all' },
  allDiceFarkle: { points: 500 },
  turn: { mustBeatLastBank: true, rollAfterHotDice: true, rollAfterSet: true },
};

function rulesFor() {
  try {
    if (name === 'five-dice') return defineRules({ name, dice: 5 });
    if (name === 'house') return defineRules(HOUSE);
    return createGame({ rules: name, players: ['A', 'B'] }).rules;
  } catch {
    process.exit(0);
  }
}
const rules = rulesFor();

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
    let state = createGame({ rules, players: ['A', 'B'], seed: seed + g });
    while (!state.over) {
      const legal = legalActions(state);
      state = applyAction(state, legal[pick(legal.length)]);
      actions++;
    }
  }
  return actions;
}

const warm = performance.now();
for (let n = 1; n <= (rules.dice ?? 6); n++) {
  for (let code = 0; code < 6 ** n; code++) {
    const roll = [];
    for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 6)) roll.push((rest % 6) + 1);
    scoreRoll(roll, rules);
    legalKeeps(roll, rules);
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
  `${n(median).padStart(6)} games/s (${n(rates[0])}–${n(rates[batches - 1])})   ${n(perGame).padStart(5)} actions per game   ${((median * perGame) / 1e6).toFixed(2)} M actions/s   (warm-up ${warmSeconds.toFixed(1)} s)`,
);
