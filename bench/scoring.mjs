// The scoring rows of `npm run bench`: rolls per second for several rule sets, and the cost of
// preparing a new rule set, for each build given (see run.mjs).
import { performance } from 'node:perf_hooks';

/** Every ordered roll of exactly n plain dice. */
function everyRoll(n) {
  const rolls = [];
  for (let code = 0; code < 6 ** n; code++) {
    const roll = [];
    for (let i = 0, rest = code; i < n; i++, rest = Math.floor(rest / 6)) roll.push((rest % 6) + 1);
    rolls.push(roll);
  }
  return rolls;
}

const SIX = everyRoll(6);
const FIVE = everyRoll(5);
/** Six-dice rolls in which die 1 shows the wild face (a 1): 7,776 of them, written as the game's scoring dice. */
const WILD = everyRoll(5).map((rest) => [{ face: 1, wild: true }, ...rest]);

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

/**
 * Rolls per second of `pass(lib)` over `rolls`, for each build: the best of 7
 * timed repeats after one warm-up pass, the builds taking turns so that they
 * share the machine's noise. A build that cannot run it (rules it lacks) gets null.
 */
function rates(libs, rolls, pass) {
  const runs = libs.map((lib) => {
    try {
      pass(lib);
      return { lib, best: 0 };
    } catch {
      return null;
    }
  });
  for (let r = 0; r < 7; r++) {
    for (const run of runs) {
      if (run === null) continue;
      const start = performance.now();
      for (let p = 0; p < 10; p++) pass(run.lib);
      run.best = Math.max(run.best, (10 * rolls.length) / ((performance.now() - start) / 1000));
    }
  }
  return runs.map((run) => (run === null ? null : run.best));
}

const M = (n) => (n === null ? null : `${(n / 1e6).toFixed(1)} M/s`);

/** Scores every roll under the rules `rules(lib)` makes, made once per build (by the first pass, which is untimed). */
function scoreAll(rolls, rules) {
  const made = new Map();
  return (lib) => {
    let input = made.get(lib);
    if (input === undefined) {
      input = rules(lib);
      made.set(lib, input);
    }
    for (const roll of rolls) sink += lib.scoreRoll(roll, input).points;
  };
}

/** Median and first time of preparing 41 new rule sets (a changed three-pairs value each). */
function preparing(lib) {
  const times = [];
  for (let i = 0; i < 41; i++) {
    const rules = lib.defineRules({ scoring: { threePairs: 1000 + i } });
    const start = performance.now();
    lib.scoreRoll([1], rules);
    times.push(performance.now() - start);
  }
  const median = [...times].sort((a, b) => a - b)[20];
  return `${median.toFixed(1)} ms (first ${times[0].toFixed(1)})`;
}

/** Stands for the bare look-up among the builds, so that it is timed in turn with them. */
const BARE = {};

export function scoringLines(libs) {
  const classicPass = scoreAll(SIX, () => 'classic');
  const [bare, ...classic] = rates([BARE, ...libs], SIX, (lib) => {
    if (lib !== BARE) return classicPass(lib);
    for (const roll of SIX) sink += bareLookup(roll).points;
  });
  const rows = [
    ['bare validated array look-up, 6 dice', ...libs.map(() => M(bare))],
    ['scoreRoll classic, 6 dice', ...classic.map((r) => (r === null ? null : `${M(r)} (${((100 * r) / bare).toFixed(0)} %)`))],
    [
      'legalKeeps classic, 6 dice',
      ...rates(libs, SIX, (lib) => {
        for (const roll of SIX) sink += lib.legalKeeps(roll).length;
      }).map(M),
    ],
    ['scoreRoll five-dice game, 5 dice', ...rates(libs, FIVE, scoreAll(FIVE, (lib) => lib.defineRules({ dice: 5 }))).map(M)],
    [
      'scoreRoll full house + roll effects, 6 dice',
      ...rates(
        libs,
        SIX,
        scoreAll(SIX, (lib) =>
          lib.defineRules({
            scoring: {
              fullHouse: { points: 250, plusThreeOfAKind: true },
              rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }],
            },
          }),
        ),
      ).map(M),
    ],
    ['scoreRoll wild die showing, 6 dice', ...rates(libs, WILD, scoreAll(WILD, (lib) => lib.defineRules({ wildDie: { face: 1 } }))).map(M)],
    ['preparing a new rule set (median of 41)', ...libs.map(preparing)],
  ];
  if (sink === 42) console.log('');
  return rows;
}
