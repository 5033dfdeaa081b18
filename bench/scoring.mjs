// The scoring rows of `npm run bench`: rolls per second for several rule sets, and the cost of
// preparing a new rule set, for each build given (see run.mjs). Each build is measured in a process
// of its own (scoring-child.mjs), the builds taking turns over several rounds, the best figure of
// each row kept: in one process the builds' calls would share the call sites, which then inline
// neither, and one build's heap and compiled code would colour the other's figures.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./scoring-child.mjs', import.meta.url));
const ROUNDS = 3;

const M = (n) => (n === null ? null : `${(n / 1e6).toFixed(1)} M/s`);
/** A rate and its share of the bare look-up measured in the same process. */
const share = (rate, bare) => (rate === null ? null : `${M(rate)} (${((100 * rate) / bare).toFixed(0)} %)`);

/** The rows, each with a figure per build directory in `dirs`. */
export function scoringLines(dirs) {
  const best = dirs.map(() => null);
  for (let round = 0; round < ROUNDS; round++) {
    dirs.forEach((dir, i) => {
      const figures = JSON.parse(execFileSync(process.execPath, [CHILD, dir], { encoding: 'utf8' }));
      const kept = best[i];
      if (kept === null) best[i] = figures;
      else for (const [key, value] of Object.entries(figures)) if (typeof value === 'number' && value > (kept[key] ?? 0)) kept[key] = value;
    });
  }
  const rates = (key) => best.map((figures) => figures[key] ?? null);
  const shares = (key) => best.map((figures) => share(figures[key] ?? null, figures.bare));
  return [
    ['bare validated array look-up, 6 dice', ...rates('bare').map(M)],
    ['scoreRoll classic by name, 6 dice', ...shares('byName')],
    ['scoreRoll, rules the library made, 6 dice', ...shares('rulesObject')],
    ['legalKeeps, rules the library made, 6 dice', ...shares('keepsObject')],
    ['scoreRoll, two rule sets alternating', ...rates('alternating').map(M)],
    ['legalKeeps, two rule sets alternating', ...rates('keepsAlternating').map(M)],
    ['legalKeeps classic by default, 6 dice', ...rates('keepsDefault').map(M)],
    ['scoreRoll five-dice game, 5 dice', ...rates('fiveDice').map(M)],
    ['scoreRoll full house + roll effects, 6 dice', ...rates('fullHouse').map(M)],
    ['scoreRoll wild die showing, 6 dice', ...rates('wild').map(M)],
    ['preparing a new rule set (median of 41)', ...best.map((figures) => figures.preparing)],
  ];
}
