#!/usr/bin/env bash
# Smoke test of the *published* shape of the package: pack it, install the
# tarball into a throw-away project outside the repo, and use it from ESM,
# CommonJS, TypeScript and the installed `farkle-rules` bin.
#
# Needs no network: the package has no dependencies, and TypeScript is taken
# from this repo's own node_modules.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tsc="$repo_root/node_modules/.bin/tsc"

work_dir="$(mktemp -d "${TMPDIR:-/tmp}/farkle-rules-smoke.XXXXXX")"
cleanup() { rm -rf "$work_dir"; }
trap cleanup EXIT

step() { printf '\n--- smoke: %s\n' "$*"; }

cd "$repo_root"

step "build"
npm run build --silent

step "pack"
pack_json="$(npm pack --pack-destination "$work_dir" --json --loglevel=error)"
tarball_name="$(node -e 'const j = JSON.parse(process.argv[1]); process.stdout.write(j[0].filename)' "$pack_json")"
tarball="$work_dir/$tarball_name"
[[ -f "$tarball" ]] || { echo "smoke: tarball not found at $tarball" >&2; exit 1; }
echo "packed $tarball_name"
node -e '
  const files = JSON.parse(process.argv[1])[0].files.map((f) => f.path);
  const required = [
    "package.json", "LICENSE", "dist/cli.js",
    "dist/index.js", "dist/index.cjs", "dist/index.d.ts", "dist/index.d.cts",
    "dist/node.js", "dist/node.cjs", "dist/node.d.ts", "dist/node.d.cts",
    "dist/simulate-worker.js", "dist/simulate-worker.cjs", "dist/win-worker.js", "dist/win-worker.cjs",
  ];
  const missing = required.filter((f) => !files.includes(f));
  const stray = files.filter((f) => /^(src|test|bench|scripts)\//.test(f));
  if (missing.length || stray.length) {
    console.error("smoke: bad tarball contents", { missing, stray });
    process.exit(1);
  }
  console.log(files.length + " files in tarball");
' "$pack_json"

step "install into a fresh project"
consumer="$work_dir/consumer"
mkdir -p "$consumer"
cd "$consumer"
cat > package.json <<'JSON'
{ "name": "farkle-rules-smoke-consumer", "version": "0.0.0", "private": true }
JSON
npm install --offline --no-audit --no-fund --no-package-lock --loglevel=error "$tarball"
[[ -f node_modules/farkle-rules/package.json ]] || { echo "smoke: install failed" >&2; exit 1; }

step "ESM import (.mjs)"
cat > esm.mjs <<'JS'
import assert from 'node:assert/strict';
import { scoreRoll, presets, FarkleError } from 'farkle-rules';

assert.equal(typeof presets, 'object');
assert.equal(scoreRoll([1, 1, 1, 5, 2, 3]).points, 350);
assert.throws(
  () => scoreRoll([1, 2, 3, 4, 5, 7]),
  (err) => err instanceof FarkleError && err.code === 'invalid-die',
);
console.log('esm ok');
JS
node esm.mjs

step "CommonJS require (.cjs)"
cat > cjs.cjs <<'JS'
const assert = require('node:assert/strict');
const { scoreRoll, presets, FarkleError } = require('farkle-rules');

assert.equal(typeof presets, 'object');
assert.equal(scoreRoll([1, 1, 1, 5, 2, 3]).points, 350);
assert.throws(
  () => scoreRoll([1, 2, 3, 4, 5, 7]),
  (err) => err instanceof FarkleError && err.code === 'invalid-die',
);
console.log('cjs ok');
JS
node cjs.cjs

step "farkle-rules/node from ESM: worker threads give the single-thread results"
cat > node-esm.mjs <<'JS'
import assert from 'node:assert/strict';
import { simulateParallel, solveWinChance } from 'farkle-rules/node';
import { simulate, optimalWinChance, FarkleError } from 'farkle-rules';

const options = { bots: ['optimal', 'greedy'], games: 40, seed: 1 };
assert.deepEqual(await simulateParallel({ ...options, workers: 2 }), simulate(options));
await assert.rejects(
  simulateParallel({ ...options, bots: [() => ({ type: 'roll' }), 'greedy'] }),
  (err) => err instanceof FarkleError && err.code === 'invalid-options',
);
const threaded = await solveWinChance('classic', { target: 600, workers: 2 });
assert.deepEqual([...threaded.table], [...optimalWinChance('classic', { target: 600 }).table]);
await assert.rejects(solveWinChance('absolute', { target: 600 }), (err) => err instanceof FarkleError && err.code === 'unsupported-rules');
console.log('node esm ok');
JS
node node-esm.mjs

step "farkle-rules/node from CommonJS"
cat > node-cjs.cjs <<'JS'
const assert = require('node:assert/strict');
const { simulateParallel, solveWinChance } = require('farkle-rules/node');
const { simulate, optimalWinChance } = require('farkle-rules');

(async () => {
  const options = { bots: ['random', 'greedy'], games: 20, seed: 2 };
  assert.deepEqual(await simulateParallel({ ...options, workers: 2 }), simulate(options));
  const threaded = await solveWinChance('classic', { target: 500, workers: 2 });
  assert.equal(threaded.firstPlayerWinChance, optimalWinChance('classic', { target: 500 }).firstPlayerWinChance);
  console.log('node cjs ok');
})().catch((err) => {
  console.error(err);
  process.exit(1);
});
JS
node node-cjs.cjs

step "TypeScript consumers (tsc $("$tsc" --version))"
ts_source="$(cat <<'TS'
import { scoreRoll, type Rules } from 'farkle-rules';

const points: number = scoreRoll([1, 1, 1, 5, 2, 3]).points;
export function useRules(rules: Rules): Rules {
  return rules;
}
export { points };
TS
)"
printf '%s\n' "$ts_source" > check.ts
printf '%s\n' "$ts_source" > check-esm.mts
printf '%s\n' "$ts_source" > check-cjs.cts
ts_common=(--strict --noEmit --target es2022 --lib es2022 --skipLibCheck false)

echo "nodenext, ESM (.mts -> import condition, dist/index.d.ts)"
"$tsc" "${ts_common[@]}" --module nodenext --moduleResolution nodenext check-esm.mts
echo "nodenext, CJS (.cts -> require condition, dist/index.d.cts)"
"$tsc" "${ts_common[@]}" --module nodenext --moduleResolution nodenext check-cjs.cts
echo "bundler"
"$tsc" "${ts_common[@]}" --module preserve --moduleResolution bundler check.ts
cat > check-node.mts <<'TS'
import { simulateParallel, solveWinChance, type ParallelSimulationOptions } from 'farkle-rules/node';

const options: ParallelSimulationOptions = { bots: ['optimal', 'greedy'], games: 10, seed: 1, workers: 1 };
export const run = simulateParallel(options);
export const solved = solveWinChance('classic', { target: 500 }).then((s) => s.firstPlayerWinChance);
TS
cp check-node.mts check-node.ts
echo "nodenext, ESM, farkle-rules/node"
"$tsc" "${ts_common[@]}" --module nodenext --moduleResolution nodenext check-node.mts
echo "bundler, farkle-rules/node"
"$tsc" "${ts_common[@]}" --module preserve --moduleResolution bundler check-node.ts
echo "node10 (legacy 'types' field; subpath exports do not exist there)"
"$tsc" "${ts_common[@]}" --module commonjs --moduleResolution node10 check.ts
echo "typescript ok"

step "installed bin"
npx --no-install farkle-rules score 1 1 1 5 2 3
echo "bin ok"

printf '\nsmoke test passed\n'
