// One build's scoring figures for bench/scoring.mjs, in a process of its own: `node
// bench/scoring-child.mjs DIR [ROW...]` prints a JSON object of rolls per second for each row
// named (every row by default; the best of several timed passes, each after warm-up passes; CPU
// time, so that the machine's other work counts less), and `preparing`, the median and first
// times in ms to prepare a new rule set. A row the build cannot run (rules it lacks) is left out.
import { pathToFileURL } from 'node:url';

const lib = await import(pathToFileURL(`${process.argv[2]}/index.js`).href);

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

/** Rolls per second of `pass` over `rolls`: the best of 15 timed runs of 5 passes, after two untimed passes. */
function rate(rolls, pass) {
  pass();
  pass();
  let best = 0;
  for (let r = 0; r < 15; r++) {
    const start = process.cpuUsage();
    for (let p = 0; p < 5; p++) pass();
    const used = process.cpuUsage(start);
    best = Math.max(best, (5 * rolls.length) / ((used.user + used.system) / 1e6));
  }
  return best;
}

/**
 * The bare look-up's rate, timed as `rate` times a row but by code of its own: through `rate`, the
 * look-up and the row measured beside it would share `rate`'s call of its pass, and V8 would inline
 * the two passes together into `rate`, within one budget, so that what it leaves to inline of the
 * library would depend on the look-up's code.
 */
function bareRate() {
  const pass = () => {
    for (const roll of SIX) sink += bareLookup(roll).points;
  };
  pass();
  pass();
  let best = 0;
  for (let r = 0; r < 15; r++) {
    const start = process.cpuUsage();
    for (let p = 0; p < 5; p++) pass();
    const used = process.cpuUsage(start);
    best = Math.max(best, (5 * SIX.length) / ((used.user + used.system) / 1e6));
  }
  return best;
}

/** Each row as a function of its own, so that no call site is shared between rows. */
const ROWS = {
  bare: bareRate,
  byName: () => rate(SIX, () => { for (const roll of SIX) sink += lib.scoreRoll(roll, 'classic').points; }),
  rulesObject: () => {
    const rules = lib.defineRules({});
    return rate(SIX, () => { for (const roll of SIX) sink += lib.scoreRoll(roll, rules).points; });
  },
  keepsObject: () => {
    const rules = lib.defineRules({});
    return rate(SIX, () => { for (const roll of SIX) sink += lib.legalKeeps(roll, rules).length; });
  },
  alternating: () => {
    const both = [lib.defineRules({}), lib.defineRules({ scoring: { threePairs: 1000 } })];
    return rate(SIX, () => { for (let i = 0; i < SIX.length; i++) sink += lib.scoreRoll(SIX[i], both[i & 1]).points; });
  },
  keepsAlternating: () => {
    const both = [lib.defineRules({}), lib.defineRules({ scoring: { threePairs: 1000 } })];
    return rate(SIX, () => { for (let i = 0; i < SIX.length; i++) sink += lib.legalKeeps(SIX[i], both[i & 1]).length; });
  },
  keepsDefault: () => rate(SIX, () => { for (const roll of SIX) sink += lib.legalKeeps(roll).length; }),
  fiveDice: () => {
    const rules = lib.defineRules({ dice: 5 });
    return rate(FIVE, () => { for (const roll of FIVE) sink += lib.scoreRoll(roll, rules).points; });
  },
  fullHouse: () => {
    const rules = lib.defineRules({
      scoring: { fullHouse: { points: 250, plusThreeOfAKind: true }, rollEffects: [{ faces: [1, 1, 1, 1, 1, 1], effect: 'loseTurn' }] },
    });
    return rate(SIX, () => { for (const roll of SIX) sink += lib.scoreRoll(roll, rules).points; });
  },
  wild: () => {
    const rules = lib.defineRules({ wildDie: { face: 1 } });
    return rate(WILD, () => { for (const roll of WILD) sink += lib.scoreRoll(roll, rules).points; });
  },
};

/** Median and first time of preparing 41 new rule sets (a changed three-pairs value each). */
function preparing() {
  const times = [];
  for (let i = 0; i < 41; i++) {
    const rules = lib.defineRules({ scoring: { threePairs: 1000 + i } });
    const start = performance.now();
    lib.scoreRoll([1], rules);
    times.push(performance.now() - start);
  }
  return { median: [...times].sort((a, b) => a - b)[20], first: times[0] };
}

const figures = {};
const picked = process.argv.slice(3);
for (const [name, row] of Object.entries(ROWS).filter(([row]) => picked.length === 0 || picked.includes(row))) {
  try {
    figures[name] = row();
  } catch (error) {
    // Rules this build lacks (refused with a code): the row is left out. Anything else is a failure.
    if (typeof error?.code !== 'string') throw error;
  }
}
if (picked.length === 0 || picked.includes('preparing')) figures.preparing = preparing();
if (sink === 42) console.error('');
console.log(JSON.stringify(figures));
