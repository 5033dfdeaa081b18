// The scoring rows of `npm run bench`: rolls per second for several rule sets, and the cost of
// preparing a new rule set, for each build given (see run.mjs). Each row of each build is measured
// in a process of its own (scoring-child.mjs, beside the bare look-up), the builds taking turns over
// five rounds, the best figure kept: in one process the builds' calls would share their call
// sites, which then inline neither, and what one row leaves compiled decides what V8 inlines in
// the next (measured: `legalKeeps` run after two `scoreRoll` rows at 0.6 to 0.8 of its rate alone,
// in this build as in aa58cd1's, by which of them happens to be compiled first).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD = fileURLToPath(new URL('./scoring-child.mjs', import.meta.url));
const ROUNDS = 5;
const ROWS = ['byName', 'rulesObject', 'keepsObject', 'alternating', 'keepsAlternating', 'keepsDefault', 'fiveDice', 'fullHouse', 'wild', 'preparing'];

const M = (n) => (n === null ? null : `${(n / 1e6).toFixed(1)} M/s`);
/** A rate and its share of the bare look-up measured in the same process. */
const share = (rate, bare) => (rate === null ? null : `${M(rate)} (${((100 * rate) / bare).toFixed(0)} %)`);

/** The rows, each with a figure per build directory in `dirs`. */
export function scoringLines(dirs) {
  const best = dirs.map(() => null);
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of ROWS) {
      dirs.forEach((dir, i) => {
        const figures = JSON.parse(execFileSync(process.execPath, [CHILD, dir, 'bare', row], { encoding: 'utf8' }));
        const kept = (best[i] ??= {});
        for (const [key, value] of Object.entries(figures)) {
          if (key === 'preparing') kept.preparing = kept.preparing === undefined || value.median < kept.preparing.median ? value : kept.preparing;
          else if (key === 'bare') (kept.bares ??= {})[row] = Math.max(kept.bares?.[row] ?? 0, value);
          else if (value > (kept[key] ?? 0)) {
            kept[key] = value;
          }
        }
      });
    }
  }
  const rates = (key) => best.map((figures) => figures[key] ?? null);
  // A row's share of the bare look-up measured in its own processes.
  const shares = (key) => best.map((figures) => share(figures[key] ?? null, figures.bares[key]));
  return [
    ['bare validated array look-up, 6 dice', ...best.map((figures) => M(Math.max(...Object.values(figures.bares))))],
    ['scoreRoll classic by name, 6 dice', ...shares('byName')],
    ['scoreRoll, rules the library made, 6 dice', ...shares('rulesObject')],
    ['legalKeeps, rules the library made, 6 dice', ...shares('keepsObject')],
    ['scoreRoll, two rule sets alternating', ...rates('alternating').map(M)],
    ['legalKeeps, two rule sets alternating', ...rates('keepsAlternating').map(M)],
    ['legalKeeps classic by default, 6 dice', ...rates('keepsDefault').map(M)],
    ['scoreRoll five-dice game, 5 dice', ...rates('fiveDice').map(M)],
    ['scoreRoll full house + roll effects, 6 dice', ...rates('fullHouse').map(M)],
    ['scoreRoll wild die showing, 6 dice', ...rates('wild').map(M)],
    [
      'preparing a new rule set (median of 41)',
      ...best.map(({ preparing }) => (preparing === undefined ? null : `${preparing.median.toFixed(1)} ms (first ${preparing.first.toFixed(1)})`)),
    ],
  ];
}
