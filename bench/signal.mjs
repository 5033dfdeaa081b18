// How soon each solver stops after its signal fires: `node bench/signal.mjs [DEADLINE_MS] [DIST]`.
// The signal's `aborted` turns true by itself DEADLINE_MS (default 300) after the call starts, as a
// deadline does; each line prints how long after the deadline the call threw `aborted` (or that it
// finished, or refused the option, as an older build may). Rule sets that score apart from one another
// keep every case from reading a model or policy an earlier case built.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [deadlineArg = '300', dir] = process.argv.slice(2);
const dist = dir === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${dir}/`);
const lib = await import(new URL('index.js', dist).href);
const ms = Number(deadlineArg);

/** Spicy rules whose single 1 is worth `one`: a scoring no other case shares. */
const spicy = (one, overrides = {}) => lib.defineRules({ ...overrides, scoring: { singles: { 1: one, 5: 50 } } }, 'spicy');
const plain = (one, overrides = {}) => lib.defineRules({ ...overrides, scoring: { singles: { 1: one, 5: 50 } } }, 'classic');
const game = (rules) => lib.createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 });

// Each case prepares what it needs (a model built first), then returns the call to time.
const cases = [
  ['optimalTurn, spicy: building the model by die', () => (signal) => lib.optimalTurn(spicy(150), { signal })],
  ['optimalTurn, spicy: the solve (model built)', () => call(warm(spicy(200)), (rules, signal) => lib.optimalTurn(rules, { signal }))],
  ['optimalTurn, classic: cap 5,000,000', () => (signal) => lib.optimalTurn(plain(150), { cap: 5_000_000, signal })],
  [
    'optimalLongRun, spicy with a penalty (model built)',
    () => call(warm(spicy(250, { farklePenalty: { farkles: 3, points: 500 } })), (rules, signal) => lib.optimalLongRun(rules, { signal })),
  ],
  ['optimalLongRun, zilch', () => (signal) => lib.optimalLongRun(lib.defineRules({ scoring: { singles: { 1: 200, 5: 50 } } }, 'zilch'), { signal })],
  ['adviseGame, spicy: estimate from scratch', () => (signal) => lib.adviseGame(game(spicy(300)), { signal })],
  ['adviseGame, spicy: estimate (model built)', () => call(warm(spicy(350)), (rules, signal) => lib.adviseGame(game(rules), { signal }))],
  ['adviseGame, classic to 2,000: table on first use', () => (signal) => lib.adviseGame(game(plain(200, { bank: { entry: 0 }, end: { target: 2000 } })), { signal })],
  ['adviseGame, classic to 10,000: estimate', () => (signal) => lib.adviseGame(game(plain(250)), { signal })],
  ['optimalWinChance, spicy to 25,000', () => (signal) => lib.optimalWinChance(spicy(400), { target: 25_000, signal })],
  ['optimalWinChance, spicy to 25,000 (model built)', () => call(warm(spicy(450)), (rules, signal) => lib.optimalWinChance(rules, { target: 25_000, signal }))],
  ['optimalWinChance, classic to 10,000', () => (signal) => lib.optimalWinChance(plain(300), { target: 10_000, signal })],
  ['optimalWinChance, zilch to 1,000 (streaks)', () => (signal) => lib.optimalWinChance(lib.defineRules({ scoring: { singles: { 1: 150, 5: 50 } } }, 'zilch'), { target: 1000, signal })],
  ['optimalWinChance, high stakes to 5,000', () => (signal) => lib.optimalWinChance(plain(350, { highStakes: true }), { target: 5000, signal })],
  ['optimalSeatsWinChance, 3 players of classic to 2,000', () => (signal) => lib.optimalSeatsWinChance(plain(400), { players: 3, target: 2000, signal })],
];

/** The rules, with their model by die built (a policy of a small cap solved). */
function warm(rules) {
  lib.optimalTurn(rules, { cap: 1000 });
  return rules;
}

function call(rules, body) {
  return (signal) => body(rules, signal);
}

for (const [name, prepare] of cases) {
  const run = prepare();
  let start = Infinity;
  const signal = {
    get aborted() {
      return performance.now() >= start + ms;
    },
  };
  let line;
  try {
    start = performance.now();
    run(signal);
    line = `finished in ${((performance.now() - start) / 1000).toFixed(2)} s, before or without the signal`;
  } catch (error) {
    const after = performance.now() - start - ms;
    line = error?.code === 'aborted' ? `stopped ${after.toFixed(0)} ms after the deadline` : `refused: ${error?.code ?? String(error)} ${error?.path ?? ''}`.trim();
  }
  console.log(`${name.padEnd(52)} ${line}`);
}
