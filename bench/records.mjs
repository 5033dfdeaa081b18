// Game records: size and replay speed of classic two-player games, played by random legal play
// and by a player banking at 350 (seeded), on the built package: `node bench/records.mjs` (after
// `npm run build`). Reports figures only.
import { performance } from 'node:perf_hooks';

const { applyAction, checkGameRecord, createGame, legalActions, recordAction, replayGame, startRecord, thresholdBot } = await import(new URL('../dist/index.js', import.meta.url).href);

const GAMES = 200;

/** A simple deterministic generator for the random players, separate from the games' own dice. */
function chooser(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

function measure(title, move) {
  const records = [];
  const finals = [];
  let recordMs = 0;
  let playMs = 0;
  for (let g = 0; g < GAMES; g++) {
    const pick = chooser(g);
    const options = { players: ['Ann', 'Bob'], seed: g };
    let start = performance.now();
    let record = startRecord(options);
    let state = replayGame(record);
    while (!state.over) {
      record = recordAction(record, move(state, pick));
      state = replayGame(record);
    }
    recordMs += performance.now() - start;
    start = performance.now();
    const again = chooser(g);
    let plain = createGame(options);
    while (!plain.over) plain = applyAction(plain, move(plain, again));
    playMs += performance.now() - start;
    records.push(JSON.stringify(record));
    finals.push(JSON.stringify(state));
  }

  const actions = records.map((json) => JSON.parse(json).actions.length);
  const bytes = records.map((json) => Buffer.byteLength(json));
  const stateBytes = finals.map((json) => Buffer.byteLength(json));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const totalActions = actions.reduce((a, b) => a + b, 0);

  let start = performance.now();
  for (const json of records) replayGame(JSON.parse(json));
  const replayMs = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < GAMES; i++) checkGameRecord(JSON.parse(records[i]), JSON.parse(finals[i]));
  const checkMs = performance.now() - start;

  const perAction = (ms) => `${((ms * 1000) / totalActions).toFixed(2)} µs an action`;
  console.log(`classic, two players, ${GAMES} games of ${title}`);
  console.log(`  actions a game             median ${median(actions)} (${Math.min(...actions)} to ${Math.max(...actions)})`);
  console.log(`  record as JSON             median ${median(bytes)} B (${Math.min(...bytes)} to ${Math.max(...bytes)}); ${(bytes.reduce((a, b) => a + b, 0) / totalActions).toFixed(1)} B an action`);
  console.log(`  final state as JSON        median ${median(stateBytes)} B`);
  console.log(`  play, applyAction only     ${perAction(playMs)}`);
  console.log(`  play, recording each       ${perAction(recordMs)}`);
  console.log(`  replayGame from JSON       ${perAction(replayMs)}; ${(replayMs / GAMES).toFixed(2)} ms a game`);
  console.log(`  checkGameRecord from JSON  ${perAction(checkMs)}; ${(checkMs / GAMES).toFixed(2)} ms a game`);
}

const banker = thresholdBot(350);
measure('random legal play', (state, pick) => legalActions(state)[pick(legalActions(state).length)]);
measure('a player banking at 350 (thresholdBot)', (state) => banker(state));
