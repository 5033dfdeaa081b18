// A server's costs, run by bench/run.mjs in a process of its own (with --expose-gc):
// `node --expose-gc bench/trust.mjs [DIST]`. Prints lines of `label<TAB>figure` (— for what a build
// without restoreGame and configureCache cannot run).
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${process.argv[2]}/`);
const lib = await import(new URL('index.js', dist).href);
const { applyAction, createGame, defineRules, legalActions } = lib;

/** `count` custom rule sets that score differently, so each has scoring tables of its own. */
const rotation = (count) => Array.from({ length: count }, (_, i) => defineRules({ name: `house ${i}`, scoring: { threePairs: 500 + i * 10 } }));

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

const fifty = rotation(50);
console.log(`50 custom rule sets in rotation, cache 16 (default)\t${perAction(fifty, (json) => json)}`);
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

// Memory: 10,000 distinct rule sets and 100,000 short games (8 actions each) through JSON; the heap
// after a full GC, before and along the way: flat once the caches are full.
const heap = () => {
  globalThis.gc?.();
  return `${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(1)} MB`;
};
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
