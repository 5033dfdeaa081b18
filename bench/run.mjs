// Benchmarks for farkle-rules, run against the built package: `npm run bench`.
// Reports figures only; nothing here is asserted by the test suite.
//
// `npm run bench -- --against DIR` measures a second build too (DIR holds its
// `index.js`, e.g. an older version's `dist`), alternating with this one, and
// prints its figures beside these: a before-and-after comparison in one run.
// `--only WORD` runs only the sections whose title holds WORD (any case): `--only scoring`,
// `--only solver`, `--only server`.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { scoringLines } from './scoring.mjs';

const here = fileURLToPath(new URL('../dist', import.meta.url));
const at = process.argv.indexOf('--against');
const against = at > 0 ? resolve(process.argv[at + 1] ?? '') : null;
const builds = [{ title: 'this build', dir: here }, ...(against === null ? [] : [{ title: 'against', dir: against }])];
const libs = await Promise.all(builds.map(({ dir }) => import(pathToFileURL(`${dir}/index.js`).href)));

/** One row: a label and a figure per build (`—` where that build cannot run it). */
function row(label, figures) {
  console.log(`  ${label.padEnd(44)} ${figures.map((figure) => (figure ?? '—').padStart(22)).join(' ')}`);
}

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? (process.argv[onlyAt + 1] ?? '').toLowerCase() : null;

/** Prints a section's title and runs it: every section, or with `--only`, those whose title holds its word. */
function section(title, run) {
  if (only !== null && !title.toLowerCase().includes(only)) return;
  console.log(`\n${title}`);
  if (builds.length > 1) row('', builds.map(({ title: name }) => name));
  run();
}

section(
  'Scoring (every roll of the set, plain faces unless said; each row of each build in processes of its own, taking\n' +
    'turns, the best of five; the share of the bare look-up of the same processes in brackets)', () => {
  for (const [label, ...figures] of scoringLines(builds.map(({ dir }) => dir))) row(label, figures);
});

// Each preset's games run in a fresh process, so that one measurement's heap and JIT state do not
// colour the next.
section(
  'Complete two-player games with random legal play (seeded), each rule set in its own process\n' +
    'after warming its caches; the median of seven timed batches, the slowest and fastest in brackets', () => {
  const GAME_SETS = ['classic', 'absolute', 'farkel', 'spicy', 'yarkle', 'zilch', 'five-dice', 'house'];
  for (const name of GAME_SETS) {
    const figures = builds.map(({ dir }) => {
      const line = execFileSync(process.execPath, [fileURLToPath(new URL('./games.mjs', import.meta.url)), name, dir], { encoding: 'utf8' });
      return line.trim() === '' ? null : line.trim();
    });
    if (builds.length === 1) console.log(`  ${name.padEnd(10)} ${figures[0] ?? '—'}`);
    else figures.forEach((figure, i) => console.log(`  ${name.padEnd(10)} ${builds[i]?.title.padEnd(11)} ${figure ?? '—'}`));
  }
});

// simulate() and simulateParallel with the built-in bots, classic games, each in a process of its own.
section('simulate() with the built-in bots (classic; on this thread, or simulateParallel on 2 workers), a process\nper line; the median of seven timed batches, the slowest and fastest in brackets', () => {
  for (const [bots, workers] of [['greedy,greedy', 0], ['optimal,greedy', 0], ['random,random', 0], ['greedy,greedy', 2]]) {
    const figures = builds.map(({ dir }) =>
      execFileSync(process.execPath, [fileURLToPath(new URL('./simulate.mjs', import.meta.url)), bots, dir, String(workers)], { encoding: 'utf8' }).trim(),
    );
    row(`${bots.replace(',', ' vs ')}${workers === 0 ? '' : `, ${workers} workers`}`, figures);
  }
});

// A server that stores each game as JSON between actions: every action starts from a restored copy.
section('Classic games restored from JSON before every action (stringify, parse, list, apply)', () => {
  row(
    'one action',
    libs.map(({ applyAction, createGame, legalActions }) => {
      let restoredActions = 0;
      const start = performance.now();
      for (let g = 0; g < 100; g++) {
        let state = createGame({ players: ['A', 'B'], seed: g });
        while (!state.over) {
          state = JSON.parse(JSON.stringify(state));
          const legal = legalActions(state);
          state = applyAction(state, legal[(g + restoredActions) % legal.length]);
          restoredActions++;
        }
      }
      return `${(((performance.now() - start) / 1000 / restoredActions) * 1e6).toFixed(0)} µs`;
    }),
  );
});

// The two-player win solver: classic to 10,000 (this thread's optimalWinChance, and solveWinChance on
// one and two workers), and each preset at a target its solve reaches in minutes; a process per solve.
section('Two-player win solver (optimalWinChance; solveWinChance on 1 and 2 workers), a process per solve', () => {
  const WIN_SOLVES = [
    ['classic', 10000, 0],
    ['classic', 10000, 1],
    ['classic', 10000, 2],
    ['classic', 1000, 0],
    ['classic', 2000, 0],
    ['zilch', 2000, 0],
    ['absolute', 500, 0],
    ['yarkle', 500, 0],
    ['zilch', 500, 0],
    ['spicy', 1000, 0],
    ['classic+highStakes', 1000, 0],
    ['classic+highStakes', 2000, 0],
    ['classic+highStakes', 10000, 2],
    ['farkel', 10000, 0],
  ];
  for (const [name, target, workers] of WIN_SOLVES) {
    const figures = builds.map(({ dir }) =>
      execFileSync(process.execPath, [fileURLToPath(new URL('./win.mjs', import.meta.url)), name, String(target), String(workers), dir], { encoding: 'utf8' }).trim(),
    );
    row(`${name} to ${target}, ${workers === 0 ? 'this thread' : `${workers} worker${workers === 1 ? '' : 's'}`}`, figures);
  }
});

// Table files: each shipped table decoded and advised from, a process per table (this build; an older one has no tables).
section('Table files (tables/files/): decoded, then advice from the table on a game of its rules, a process per table', () => {
  for (const preset of ['classic', 'zilch', 'yarkle', 'absolute', 'farkel']) {
    const figures = builds.map(({ dir }) => execFileSync(process.execPath, [fileURLToPath(new URL('./tables.mjs', import.meta.url)), preset, dir], { encoding: 'utf8' }).trim() || null);
    row(preset, figures);
  }
});

// Win-chance advice and the seats solver, this build only, in a process of its own (memory figures).
section('Win-chance advice (adviseGame) and the seats solver (optimalSeatsWinChance), this build', () => {
  for (const text of execFileSync(process.execPath, ['--expose-gc', fileURLToPath(new URL('./advice.mjs', import.meta.url)), here], { encoding: 'utf8' }).trim().split('\n')) {
    const [label = '', figure = ''] = text.split('\t');
    console.log(`  ${label.padEnd(58)} ${figure}`);
  }
});

// Game records, this build only, in a process of its own.
section('Game records (recordAction, replayGame, checkGameRecord), this build', () => {
  process.stdout.write(execFileSync(process.execPath, [fileURLToPath(new URL('./records.mjs', import.meta.url))], { encoding: 'utf8' }));
});

// A server's costs: many custom rule sets restored from JSON, and memory over many rule sets and games.
section('A game server: 50 custom rule sets in rotation, restored from JSON before every action (after one\nuntimed round; tables are still compiled lazily as new rolls come); memory over many rule sets', () => {
  const trustFigures = builds.map(({ dir }) =>
    execFileSync(process.execPath, ['--expose-gc', fileURLToPath(new URL('./trust.mjs', import.meta.url)), dir], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => line.split('\t')),
  );
  for (const [i, [label]] of (trustFigures[0] ?? []).entries()) row(label, trustFigures.map((lines) => lines[i]?.[1] ?? null));
});
