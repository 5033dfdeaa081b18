// The single-turn solver, side by side with another build: `node bench/turn.mjs [--against DIST]`.
// For each preset without spicy dice and some house rules, the CPU time of a solve (default cap; the
// first solves pay for compiling) and, against the other build, its time and how many values differ at all (rollValue and value at every total
// of the grid up to the cap, every number of dice, bank allowed or not: compared with ===). Then the
// spicy preset: building its model by die, the solve, the expected score and the bank thresholds.
import { cpuUsage } from 'node:process';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const load = async (dir) => import(new URL('index.js', dir === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${dir}/`)).href);
const lib = await load(undefined);
const other = againstAt < 0 ? null : await load(args[againstAt + 1]);

function cpu(body) {
  const before = cpuUsage();
  const value = body();
  const used = cpuUsage(before);
  return [value, (used.user + used.system) / 1000];
}

const plain = [
  ['classic', {}],
  ['absolute', {}],
  ['farkel', {}],
  ['yarkle', {}],
  ['zilch', {}],
  ['classic', { dice: 5, turn: { rollAfterHotDice: true, rollAfterSet: true } }],
  ['classic', { turn: { noRisk: true, keepEveryScoringDie: true }, bank: { entry: 0, minimum: 300 } }],
];

for (const [preset, overrides] of plain) {
  const name = `${preset} ${JSON.stringify(overrides)}`;
  const rules = lib.defineRules(overrides, preset);
  for (const onBoard of [true, false]) {
    const [policy, ms] = cpu(() => lib.optimalTurn(rules, { onBoard }));
    let line = `${name}, on board ${onBoard}: ${ms.toFixed(0)} ms cpu, expected ${policy.expectedScore}`;
    if (other !== null) {
      const [before, beforeMs] = cpu(() => other.optimalTurn(other.defineRules(overrides, preset), { onBoard }));
      let compared = 0;
      let differ = 0;
      for (let total = 0; total <= policy.cap; total += policy.step) {
        for (let n = 1; n <= rules.dice; n++) {
          const pairs = [
            [policy.rollValue(total, n), before.rollValue(total, n)],
            [policy.value(total, n), before.value(total, n)],
            [policy.value(total, n, true), before.value(total, n, true)],
          ];
          for (const [a, b] of pairs) {
            compared++;
            if (a !== b) differ++;
          }
        }
      }
      line += `; the other build ${beforeMs.toFixed(0)} ms cpu, ${differ} of ${compared} values differ`;
    }
    console.log(line);
  }
}

const spicy = lib.defineRules({}, 'spicy');
const [, modelMs] = cpu(() => lib.optimalTurn(spicy, { cap: 0 }));
const [policy, solveMs] = cpu(() => lib.optimalTurn(spicy));
console.log(`spicy: model by die and a solve to a cap of 0 ${modelMs.toFixed(0)} ms cpu; the solve to the default cap (${policy.cap}) ${solveMs.toFixed(0)} ms cpu`);
console.log(`spicy: expected ${policy.expectedScore}`);
const threshold = (dice) => {
  for (let total = 0; total <= policy.cap; total += policy.step) if (!policy.shouldRoll(total, dice)) return total;
  return null;
};
const byCount = new Map();
for (let mask = 1; mask < 64; mask++) {
  const ids = [0, 1, 2, 3, 4, 5].filter((id) => (mask >> id) & 1);
  const found = threshold(ids.length === 6 ? 6 : ids);
  byCount.set(ids.length, [...(byCount.get(ids.length) ?? []), found]);
}
console.log(`spicy thresholds by dice left (lowest-highest over the sets of that many): ${[...byCount.entries()].sort((a, b) => a[0] - b[0]).map(([n, list]) => `${n}: ${Math.min(...list)}-${Math.max(...list)}`).join(', ')}`);
if (other !== null) {
  const before = other.optimalTurn('spicy');
  console.log(`spicy, other build: expected ${before.expectedScore}, thresholds ${[1, 2, 3, 4, 5, 6].map((n) => {
    for (let total = 0; total <= before.cap; total += before.step) if (!before.shouldRoll(total, n)) return total;
    return null;
  }).join(', ')}`);
}
