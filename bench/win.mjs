// One two-player win solve, run by bench/run.mjs in a process of its own:
// `node bench/win.mjs RULES TARGET WORKERS [DIST]`. WORKERS 0 runs optimalWinChance on this thread,
// otherwise solveWinChance (farkle-rules/node) on that many worker threads. Prints one line: the
// seconds (wall, and this process's CPU time: on a shared machine the CPU time is the steadier
// figure for one thread) and the first player's chance, or why the build cannot solve it.
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [rules = 'classic', target = '10000', workers = '0', dir] = process.argv.slice(2);
const dist = dir === undefined ? new URL('../dist/', import.meta.url) : pathToFileURL(`${dir}/`);
const main = await import(new URL('index.js', dist).href);
const node = await import(new URL('node.js', dist).href);
// RULES is a preset name, or a preset and boolean options joined by '+' (classic+highStakes).
const [preset, ...flags] = rules.split('+');
const solved = flags.length === 0 ? preset : main.defineRules(Object.fromEntries(flags.map((flag) => [flag, true])), preset);
const options = { target: Number(target) };
const start = performance.now();
const cpuStart = process.cpuUsage();
try {
  const solution =
    Number(workers) === 0 ? main.optimalWinChance(solved, options) : await node.solveWinChance(solved, { ...options, workers: Number(workers) });
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(`${seconds.toFixed(1)} s (${cpuSeconds.toFixed(1)} s CPU), first player ${(solution.firstPlayerWinChance * 100).toFixed(2)} %`);
} catch (error) {
  console.log(error?.code === undefined ? `failed: ${String(error)}` : `refused: ${error.code} ${error.path ?? ''}`.trim());
}
