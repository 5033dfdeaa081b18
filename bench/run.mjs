// Benchmarks for farkle-rules, run against the built package: `npm run bench`.
// Reports figures only; nothing here is asserted by the test suite.
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { applyAction, createGame, defineRules, legalActions, legalKeeps, PRESET_NAMES, scoreRoll } from '../dist/index.js';

const SIX_DICE_ROLLS = [];
for (let code = 0; code < 6 ** 6; code++) {
  const roll = [];
  for (let i = 0, rest = code; i < 6; i++, rest = Math.floor(rest / 6)) roll.push((rest % 6) + 1);
  SIX_DICE_ROLLS.push(roll);
}

/** Best of `repeats` timed passes of `pass`, after one untimed warm-up pass: rolls per second. */
function rate(pass, repeats = 7, passesPerRepeat = 10) {
  pass();
  let best = 0;
  for (let r = 0; r < repeats; r++) {
    const start = performance.now();
    for (let p = 0; p < passesPerRepeat; p++) pass();
    const seconds = (performance.now() - start) / 1000;
    best = Math.max(best, (passesPerRepeat * SIX_DICE_ROLLS.length) / seconds);
  }
  return best;
}

// The baseline: validate a roll as scoreRoll does and read a precomputed result from an array.
const bareTable = [];
for (let i = 0; i < 9330 + 46656; i++) bareTable.push({ points: i });
function bareLookup(dice) {
  if (!Array.isArray(dice) || dice.length === 0 || dice.length > 6) throw new TypeError('bad dice');
  let key = 0;
  for (let i = 0, scale = 1; i < dice.length; i++, scale *= 6) {
    const face = dice[i];
    if (typeof face !== 'number' || !(face >= 1 && face <= 6) || (face | 0) !== face) throw new TypeError('bad die');
    key += (face - 1) * scale;
  }
  return bareTable[key + 9330];
}

let sink = 0;
const bare = rate(() => {
  for (const roll of SIX_DICE_ROLLS) sink += bareLookup(roll).points;
});
const score = rate(() => {
  for (const roll of SIX_DICE_ROLLS) sink += scoreRoll(roll).points;
});
const keeps = rate(() => {
  for (const roll of SIX_DICE_ROLLS) sink += legalKeeps(roll).length;
});

const prepare = [];
for (let i = 0; i < 41; i++) {
  const rules = defineRules({ scoring: { threePairs: 1000 + i } });
  const start = performance.now();
  scoreRoll([1], rules);
  prepare.push(performance.now() - start);
}
const firstPrepare = prepare[0];
const medianPrepare = [...prepare].sort((a, b) => a - b)[20];

const M = (n) => `${(n / 1e6).toFixed(1)} M/s`;
console.log('Scoring, over all 46,656 six-dice rolls (best of 7 timed runs, classic rules)');
console.log(`  bare validated array look-up   ${M(bare)}`);
console.log(`  scoreRoll                      ${M(score)}  (${((100 * score) / bare).toFixed(0)} % of the bare look-up)`);
console.log(`  legalKeeps                     ${M(keeps)}`);
console.log(`  preparing a new rule set       ${medianPrepare.toFixed(1)} ms median of 41, ${firstPrepare.toFixed(1)} ms the first time`);

// Each preset's games run in a fresh process, so that one measurement's heap and JIT state do not
// colour the next.
console.log('\nComplete two-player games with random legal play (seeded), each preset in its own');
console.log('process after warming its caches (every ordered roll scored once, and a second of games):');
console.log('the median of seven timed batches, the slowest and fastest in brackets');
for (const name of PRESET_NAMES) {
  const line = execFileSync(process.execPath, [fileURLToPath(new URL('./games.mjs', import.meta.url)), name], { encoding: 'utf8' });
  process.stdout.write(line);
}
// A server that stores each game as JSON between actions: every action starts from a restored copy.
let restoredActions = 0;
const restoreStart = performance.now();
for (let g = 0; g < 100; g++) {
  let state = createGame({ players: ['A', 'B'], seed: g });
  while (!state.over) {
    state = JSON.parse(JSON.stringify(state));
    const legal = legalActions(state);
    state = applyAction(state, legal[(g + restoredActions) % legal.length]);
    restoredActions++;
  }
}
const restoreSeconds = (performance.now() - restoreStart) / 1000;
console.log('\nClassic games restored from JSON before every action (stringify, parse, list, apply)');
console.log(`  ${(restoredActions / restoreSeconds / 1000).toFixed(1)} thousand actions/s, ${((restoreSeconds / restoredActions) * 1e6).toFixed(0)} µs an action`);
if (sink === 42) console.log('');
