#!/usr/bin/env bash
# Smoke test of the *published* shape of the package: pack it, install the
# tarball into a throw-away project outside the repo, and use it from ESM,
# CommonJS, TypeScript and the installed `farkle-rules` bin.
#
# The runtime checks (ESM, CommonJS, farkle-rules/node's worker threads, the
# bin) then run again under the oldest Node.js that package.json's `engines`
# allows and under Node.js 22 (SMOKE_NODE_22), each fetched once from the npm
# registry as the `node-<platform>-<arch>` package (the builds the `node`
# package installs) into .tmp/node/<version>/ (git-ignored; npm's own cache
# keeps the tarball for later clones). SMOKE_OTHER_NODES=0 skips them, e.g.
# offline.
#
# The package has no dependencies, and TypeScript is taken from this repo's own
# node_modules.
set -euo pipefail

repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Run by `npm run smoke`, npm hands this repo's .npmrc settings on as npm_config_* variables; the
# consumer project installs with its own (npm refuses `allow-scripts` from outside a project's files).
unset npm_config_allow_scripts
tsc="$repo_root/node_modules/.bin/tsc"
# The newest Node.js 22 when this was written; the oldest version tested comes from `engines`.
node_22="${SMOKE_NODE_22:-22.23.3}"

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
    "package.json", "LICENSE", "rules.schema.json", "dist/cli.js",
    "dist/index.js", "dist/index.cjs", "dist/index.d.ts", "dist/index.d.cts",
    "dist/node.js", "dist/node.cjs", "dist/node.d.ts", "dist/node.d.cts",
    "dist/simulate-worker.js", "dist/simulate-worker.cjs", "dist/win-worker.js", "dist/win-worker.cjs",
  ];
  const missing = required.filter((f) => !files.includes(f));
  const stray = files.filter((f) => /^(src|test|bench|scripts)\//.test(f) || f.endsWith(".map"));
  if (missing.length || stray.length) {
    console.error("smoke: bad tarball contents", { missing, stray });
    process.exit(1);
  }
  // The ES build keeps one file per module: every relative import must name a shipped file.
  const fs = require("node:fs"), path = require("node:path");
  const broken = [];
  for (const file of files.filter((f) => f.endsWith(".js"))) {
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"(\.[^"]+)"/g)) {
      const target = path.posix.join(path.posix.dirname(file), spec);
      if (!files.includes(target)) broken.push(`${file} -> ${spec}`);
    }
  }
  if (broken.length) {
    console.error("smoke: imports of files not in the tarball", broken);
    process.exit(1);
  }
  // The CLI runs on the library modules above rather than on a bundled copy of them.
  const cli = fs.readFileSync("dist/cli.js", "utf8");
  if (cli.length > 4096 || !cli.includes("./cli/main.js")) {
    console.error(`smoke: dist/cli.js (${cli.length} B) should be a small entry importing ./cli/main.js`);
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
// The JSON Schema of rules files, through the package's exports.
assert.equal(require('farkle-rules/rules.schema.json').properties.end.properties.target.maximum, 10000000);
console.log('cjs ok');
JS
node cjs.cjs

step "farkle-rules/node from ESM: worker threads give the single-thread results"
cat > node-esm.mjs <<'JS'
import assert from 'node:assert/strict';
import { simulateParallel, solveWinChance } from 'farkle-rules/node';
import { simulate, optimalWinChance, defineRules, FarkleError } from 'farkle-rules';

const options = { bots: ['optimal', 'greedy'], games: 40, seed: 1 };
assert.deepEqual(await simulateParallel({ ...options, workers: 2 }), simulate(options));
await assert.rejects(
  simulateParallel({ ...options, bots: [() => ({ type: 'roll' }), 'greedy'] }),
  (err) => err instanceof FarkleError && err.code === 'invalid-options',
);
const threaded = await solveWinChance('classic', { target: 600, workers: 2 });
assert.deepEqual([...threaded.table], [...optimalWinChance('classic', { target: 600 }).table]);
await assert.rejects(solveWinChance(defineRules({ turn: { carryOn: true } }), { target: 600 }), (err) => err instanceof FarkleError && err.code === 'unsupported-rules');
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

step "TypeScript consumers (tsc $("$tsc" --version)): strict, TypeScript's default lib, no skipLibCheck"
ts_source="$(cat <<'TS'
import { scoreRoll, planSharedWinChance, type Rules, type SharedWinChancePlan } from 'farkle-rules';
import { simulateParallel, solveWinChance, type ParallelSimulationOptions } from 'farkle-rules/node';

const points: number = scoreRoll([1, 1, 1, 5, 2, 3]).points;
export function useRules(rules: Rules): Rules {
  return rules;
}
export const plan = (): SharedWinChancePlan => planSharedWinChance('classic', { target: 500, parts: 2 });
const options: ParallelSimulationOptions = { bots: ['optimal', 'greedy'], games: 10, seed: 1, workers: 1 };
export const run = simulateParallel(options);
export const solved = solveWinChance('classic', { target: 500 }).then((s) => s.firstPlayerWinChance);
export { points };
TS
)"
printf '%s\n' "$ts_source" > check.ts
printf '%s\n' "$ts_source" > check-esm.mts
printf '%s\n' "$ts_source" > check-cjs.cts
# No `lib`: without a target that is ES5 and the DOM, what an app gets by default.
type_checks() {
  local target
  for target in "" "--target es2022"; do
    echo "node16, ESM (.mts: import condition, dist/index.d.ts) ${target:-(no target)}"
    "$tsc" --strict --noEmit $target --module node16 --moduleResolution node16 check-esm.mts
    echo "node16, CJS (.cts: require condition, dist/index.d.cts) ${target:-(no target)}"
    "$tsc" --strict --noEmit $target --module node16 --moduleResolution node16 check-cjs.cts
    echo "bundler ${target:-(no target)}"
    "$tsc" --strict --noEmit $target --module esnext --moduleResolution bundler check.ts
    echo "node10 (types, and typesVersions for farkle-rules/node) ${target:-(no target)}"
    "$tsc" --strict --noEmit $target --module commonjs --moduleResolution node10 check.ts
  done
}
echo "without @types/node"
type_checks
echo "with @types/node, as an app of farkle-rules/node may have it (this repo's copy)"
mkdir -p node_modules/@types
ln -s "$repo_root/node_modules/@types/node" node_modules/@types/node
type_checks
rm node_modules/@types/node
echo "typescript ok"

# The bin through its shebang (`#!/usr/bin/env node`), so with the first `node` on PATH.
bin_checks() {
  local out status
  out="$(node_modules/.bin/farkle-rules score 1 1 1 5 2 3)"
  grep -q 'Best keep: 1 1 1 5 = 350 points' <<<"$out" || { echo "smoke: bad score output: $out" >&2; return 1; }
  out="$(node_modules/.bin/farkle-rules simulate --bots greedy,random --games 50 --workers 2 --seed 1)"
  grep -q '^50 games' <<<"$out" || { echo "smoke: bad simulate output: $out" >&2; return 1; }
  status=0
  node_modules/.bin/farkle-rules score --bogus >/dev/null 2>&1 || status=$?
  [[ $status == 2 ]] || { echo "smoke: an unknown option should exit 2, not $status" >&2; return 1; }
  echo "bin ok"
}

step "installed bin"
npx --no-install farkle-rules score 1 1 1 5 2 3
bin_checks

# The Node.js build `version` for this machine, unpacked once under .tmp/node/; prints its bin folder.
fetch_node() {
  local version="$1" cache="$repo_root/.tmp/node" pkg
  pkg="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
  if [[ ! -x "$cache/$version/bin/node" ]]; then
    local part="$cache/$version.part"
    rm -rf "$part" && mkdir -p "$part"
    # npm pack fetches from the registry (checking its integrity) or from npm's cache.
    (cd "$part" && npm pack "$pkg@$version" --loglevel=error >/dev/null)
    tar -xzf "$part/$pkg-$version.tgz" -C "$part" --strip-components=1 package/bin/node
    rm -f "$part/$pkg-$version.tgz"
    rm -rf "${cache:?}/$version" && mv "$part" "$cache/$version"
  fi
  printf '%s\n' "$cache/$version/bin"
}

if [[ "${SMOKE_OTHER_NODES:-1}" != 0 ]]; then
  oldest="$(node -p '
    const range = require(process.argv[1]).engines.node;
    const [, version] = /^>=(\d+\.\d+\.\d+)$/.exec(range) ?? [];
    version ?? (console.error(`smoke: engines.node should read >=X.Y.Z, not ${range}`), process.exit(1));
  ' "$repo_root/package.json")"
  for version in "$oldest" "$node_22"; do
    bin_dir="$(fetch_node "$version")"
    step "the tarball under Node.js $version (ESM, CommonJS, worker threads, bin)"
    [[ "$("$bin_dir/node" --version)" == "v$version" ]] || { echo "smoke: $bin_dir/node is not v$version" >&2; exit 1; }
    (
      export PATH="$bin_dir:$PATH"
      node esm.mjs
      node cjs.cjs
      node node-esm.mjs
      node node-cjs.cjs
      bin_checks
    )
  done
fi

printf '\nsmoke test passed\n'
