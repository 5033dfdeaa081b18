// Win-chance advice and the seats solver (issue 11), run by run.mjs in a process of its own so that
// the memory figures are this work's alone: `node bench/advice.mjs [DIST]`. Prints rows of
// `label<TAB>figure`; nothing here is asserted by the test suite. Memory: what a call leaves held
// (its caches) after a collection, with --expose-gc.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dist = process.argv[2] === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${process.argv[2]}/`);
const { adviseGame, applyAction, createGame, defineRules, optimalSeatsWinChance, optimalWinChance } = await import(new URL('index.js', dist).href);

function line(label, figure) {
  console.log(`${label}\t${figure}`);
}

/** Bytes held by the heap and by typed arrays, after a collection (run with --expose-gc): what a call leaves cached. */
function held() {
  globalThis.gc?.();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

function timed(fn) {
  const before = held();
  const start = performance.now();
  const value = fn();
  return { value, ms: performance.now() - start, bytes: held() - before };
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const seconds = (ms) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(1)} s`);

function withScores(state, scores) {
  return { ...state, players: state.players.map((p, i) => ({ ...p, score: scores[i], onBoard: scores[i] > 0 })) };
}

// Advice from a mid-game state: classic to 10,000, 4,000 against 5,500, a roll showing (the estimate).
{
  const game = applyAction(withScores(createGame({ players: ['A', 'B'], seed: 1, firstPlayer: 0 }), [4000, 5500]), { type: 'roll', dice: [1, 5, 5, 2, 3, 3] });
  const first = timed(() => adviseGame(game));
  const again = timed(() => adviseGame(game));
  line('advice, classic 10,000, 4,000 vs 5,500, first call', `${seconds(first.ms)}, ${mb(first.bytes)}`);
  line('advice, the same state again (caches warm)', `${seconds(again.ms)}, ${mb(again.bytes)}`);
  const three = applyAction(withScores(createGame({ players: ['A', 'B', 'C'], seed: 1, firstPlayer: 0 }), [4000, 5500, 3000]), { type: 'roll', dice: [1, 5, 5, 2, 3, 3] });
  const estimate = timed(() => adviseGame(three));
  line('advice, three players 4,000 / 5,500 / 3,000', `${seconds(estimate.ms)}, ${mb(estimate.bytes)}`);
}

// Final rounds: exact for any number of players.
for (const scores of [
  [8000, 10050],
  [8000, 9000, 10050],
  [8000, 9000, 9500, 10050],
]) {
  const n = scores.length;
  const game = createGame({ players: scores.map((_, i) => `P${i}`), seed: 1, firstPlayer: 0 });
  const state = { ...withScores(game, scores), endgame: { kind: 'finalRound', queue: scores.slice(1, -1).map((_, i) => i + 1) } };
  const run = timed(() => adviseGame(state));
  line(`final-round advice, ${n} players (exact)`, `${seconds(run.ms)}, ${mb(run.bytes)}`);
}

// The estimate against the exact two-player table, on a grid of states (scores by 250, turn totals by 100, 1-6 dice).
{
  const target = 2500;
  const rules = defineRules({ end: { target } });
  const exact = optimalWinChance(rules);
  const game = createGame({ rules, players: ['A', 'B'], seed: 1, firstPlayer: 0 });
  let sum = 0;
  let count = 0;
  let largest = 0;
  let regret = 0;
  let choices = 0;
  let differ = 0;
  for (let me = 0; me < target; me += 250) {
    for (let them = 0; them < target; them += 250) {
      for (let total = 50; total <= 1500; total += 100) {
        for (let left = 1; left <= 6; left++) {
          const state = { ...withScores(game, [me, them]), turn: { ...game.turn, phase: 'kept', total, rolls: 1, rollable: [0, 1, 2, 3, 4, 5].slice(0, left) } };
          const { actions } = adviseGame(state);
          const { bank, roll } = exact.choices(me, them, total, left);
          const got = { bank: actions.find((a) => a.action.type === 'bank')?.winChance ?? null, roll: actions.find((a) => a.action.type === 'roll')?.winChance ?? null };
          for (const [a, b] of [
            [got.bank, bank],
            [got.roll, roll],
          ]) {
            if (a === null || b === null) continue;
            sum += Math.abs(a - b);
            largest = Math.max(largest, Math.abs(a - b));
            count++;
          }
          if (bank === null || got.bank === null || got.roll === null) continue;
          const loss = Math.max(bank, roll) - (got.bank >= got.roll ? bank : roll);
          regret += loss;
          differ += loss > 0 ? 1 : 0;
          choices++;
        }
      }
    }
  }
  line(`estimate vs exact, two players to ${target}: mean / largest error`, `${((sum / count) * 100).toFixed(2)} % / ${(largest * 100).toFixed(1)} %`);
  line(`  bank-or-roll choices that differ, mean loss`, `${((differ / choices) * 100).toFixed(1)} %, ${((regret / choices) * 100).toFixed(3)} %`);
}

// The seats solver: three players at its largest practical targets (classic's 500 entry makes every
// target up to 500 one game: the first bank ends it; without an entry, 300).
const seatGames = [
  ['classic to 500', 'classic', 500],
  ['classic without the entry to 300', defineRules({ bank: { entry: 0 } }), 300],
];
for (const [label, rules, target] of seatGames) {
  const run = timed(() => optimalSeatsWinChance(rules, { players: 3, target }));
  const chances = run.value.startChances.map((c) => c.toFixed(4)).join(' / ');
  line(`three players, ${label}: solve`, `${seconds(run.ms)}, ${mb(run.value.table.byteLength)} table; ${chances}`);
}
