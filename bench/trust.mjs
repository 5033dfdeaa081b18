// A server's costs, run by bench/run.mjs in a process of its own (with --expose-gc):
// `node --expose-gc bench/trust.mjs [DIST]`. Prints lines of `label<TAB>figure` (— for what a build
// cannot run: one without restoreGame and configureCache, or one that plays no state parsed from JSON).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${process.argv[2]}/`);
const lib = await import(new URL('index.js', dist).href);
const { applyAction, createGame, defineRules, legalActions } = lib;

const heapBytes = () => {
  globalThis.gc?.();
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Whether this build plays a state parsed from JSON (builds before untrusted states did not). */
function playsJson() {
  try {
    const state = JSON.parse(JSON.stringify(createGame({ players: ['A', 'B'], seed: 1 })));
    applyAction(state, legalActions(state)[0]);
    return true;
  } catch {
    return false;
  }
}

/** Overrides of `count` custom rule sets that each score three pairs their own way: each needs a scoring table of its own. */
const distinctRules = (count, from) => Array.from({ length: count }, (_, i) => ({ name: `rotation ${from + i}`, scoring: { threePairs: 500 + (from + i) * 10 } }));

/**
 * A server that keeps each game as a JSON string and plays `count` rule sets in turn: every action
 * parses the state, lists, applies and stringifies.
 */
function rotationOf(count, from) {
  const start = distinctRules(count, from).map((overrides, i) => JSON.stringify(createGame({ players: ['A', 'B'], rules: defineRules(overrides), seed: from + i })));
  const saved = start.slice();
  let next = 0;
  let actions = 0;
  const step = () => {
    const i = next;
    next = (next + 1) % count;
    let state = JSON.parse(saved[i]);
    if (state.over) state = JSON.parse(start[i]);
    const legal = legalActions(state);
    saved[i] = JSON.stringify(applyAction(state, legal[actions % legal.length]));
    actions++;
  };
  return { count, step, rates: [] };
}

/** Actions per second of `scenario` over about `ms` milliseconds (one action at least). */
function block(scenario, ms) {
  const begin = performance.now();
  let done = 0;
  do {
    scenario.step();
    done++;
  } while (performance.now() - begin < ms);
  return done / ((performance.now() - begin) / 1000);
}

// Rotation: 1, 17 and 1,000 distinct custom rule sets in play at the default cache sizes. Each
// scenario is warmed first (its rule sets played for 10 rounds, or 10 s at most); then the scenarios
// take turns in blocks of about 100 ms, 30 each: the median block, the spread in brackets, and the
// share of one rule set's speed. The heap is read after the warm-up, per rule set in play.
function rotations() {
  const counts = [1, 17, 1_000];
  const before = heapBytes();
  const scenarios = counts.map((count, i) => rotationOf(count, 10_000 * (i + 1)));
  for (const scenario of scenarios) {
    const begin = performance.now();
    for (let n = 0; n < 10 * scenario.count && performance.now() - begin < 10_000; n++) scenario.step();
  }
  const inPlay = counts.reduce((a, b) => a + b, 0);
  const perRuleSet = (heapBytes() - before) / inPlay;
  for (let turn = 0; turn < 30; turn++) for (const scenario of scenarios) scenario.rates.push(block(scenario, 100));
  const single = median(scenarios[0].rates);
  for (const { count, rates } of scenarios) {
    const share = count === 1 ? '' : `, ${((median(rates) / single) * 100).toFixed(0)} % of one`;
    const label = `rotation: ${count.toLocaleString('en')} distinct rule set${count === 1 ? '' : 's'}, actions/s`;
    console.log(`${label}\t${median(rates).toFixed(0)} (${Math.min(...rates).toFixed(0)}–${Math.max(...rates).toFixed(0)})${share}`);
  }
  console.log(`rotation: heap per rule set (${inPlay.toLocaleString('en')} in play, warmed)\t${(perRuleSet / 1024).toFixed(0)} kB`);
}

// Preparing a rule set: a state whose rules the library has never seen, parsed from JSON, to its first
// action applied (validation, the scoring table, scoring the first roll): the median of 101.
function preparation() {
  const times = distinctRules(101, 40_000).map((overrides, i) => {
    const state = JSON.parse(JSON.stringify(createGame({ players: ['A', 'B'], seed: i })));
    const rules = { ...state.rules, ...overrides, scoring: { ...state.rules.scoring, ...overrides.scoring } };
    const json = JSON.stringify({ ...state, rules });
    const begin = performance.now();
    const parsed = JSON.parse(json);
    applyAction(parsed, legalActions(parsed)[0]);
    return performance.now() - begin;
  });
  console.log(`preparing a rule set never seen: from JSON to its first action\t${median(times).toFixed(2)} ms`);
}

/** µs per action of games in `rules`, taken in turn, each state restored from JSON before every action by `restore`. */
function perAction(rules, restore) {
  const games = rules.map((set, i) => createGame({ players: ['A', 'B'], rules: set, seed: i }));
  let actions = 0;
  // One round untimed: each rule set's tables are compiled once whatever the cache.
  for (const game of games) legalActions(restore(JSON.parse(JSON.stringify(game))));
  const start = performance.now();
  while (performance.now() - start < 1500) {
    for (let i = 0; i < games.length; i++) {
      let state = restore(JSON.parse(JSON.stringify(games[i])));
      if (state.over) state = createGame({ players: ['A', 'B'], rules: rules[i], seed: actions });
      const legal = legalActions(state);
      games[i] = applyAction(state, legal[actions % legal.length]);
      actions++;
    }
  }
  return `${(((performance.now() - start) * 1000) / actions).toFixed(0)} µs`;
}

function fiftyRuleSets() {
  const fifty = distinctRules(50, 0).map((overrides) => defineRules(overrides));
  console.log(`50 custom rule sets in rotation, default caches\t${perAction(fifty, (json) => json)}`);
  // Builds before restoreGame and configureCache print the default line and the memory line only.
  if (typeof lib.restoreGame === 'function') {
    console.log(`  the same, pinned (restoreGame(json, { rules }))\t${perAction(fifty, (json) => lib.restoreGame(json, { rules: fifty }))}`);
    lib.configureCache({ ruleSets: 64 });
    console.log(`  the same, configureCache({ ruleSets: 64 })\t${perAction(fifty, (json) => json)}`);
    lib.configureCache({ ruleSets: 16 });
  } else {
    console.log('  the same, pinned (restoreGame(json, { rules }))\t—');
    console.log('  the same, configureCache({ ruleSets: 64 })\t—');
  }
}

// Memory: 10,000 distinct rule sets and 100,000 short games (8 actions each) through JSON; the heap
// after a full GC, before and along the way: flat once the caches are full.
function manyRuleSets() {
  const heap = () => `${(heapBytes() / 2 ** 20).toFixed(1)} MB`;
  const before = heap();
  let after10k = '';
  for (let g = 0; g < 100_000; g++) {
    if (g === 10_000) after10k = heap();
    const rules = defineRules({ name: `distinct ${g % 10_000}`, bank: { entry: (g % 10_000) * 50 } });
    let state = createGame({ players: ['A', 'B'], rules, seed: g });
    for (let a = 0; a < 8 && !state.over; a++) {
      state = JSON.parse(JSON.stringify(state));
      const legal = legalActions(state);
      state = applyAction(state, legal[a % legal.length]);
    }
  }
  console.log(`heap: before; after 10,000 games; after 100,000 (10,000 rule sets)\t${before}; ${after10k}; ${heap()}`);
}

if (playsJson()) {
  rotations();
  preparation();
} else {
  for (const label of ['rotation: 1 distinct rule set, actions/s', 'rotation: 17 distinct rule sets, actions/s', 'rotation: 1,000 distinct rule sets, actions/s', 'rotation: heap per rule set (1,018 in play, warmed)', 'preparing a rule set never seen: from JSON to its first action']) console.log(`${label}\t—`);
}
fiftyRuleSets();
manyRuleSets();
