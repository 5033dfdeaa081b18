// The seats solver (optimalSeatsWinChance) of this build beside another, side by side in one run:
//   node bench/seats.mjs [--against DIR] [--limit SECONDS] [--rules NAME] [--players N] TARGET...
// For each target the two builds solve at the same time, each in a process of its own (the same load
// on both: the ratio is what counts on a shared machine). A solve still running at the limit (default
// 1,800 s) is stopped and shown as "over" the limit, with the share of the work its onProgress had
// reported. Prints the wall and CPU seconds, the table's size and the first seat's chance.
// Nothing here is asserted by the test suite.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};

if (args[0] === '--one') {
  // A child: one solve, progress and the result as lines of JSON.
  const [, dir, rules, players, target] = args;
  const { optimalSeatsWinChance } = await import(new URL('index.js', pathToFileURL(`${dir}/`)).href);
  const start = performance.now();
  const cpu = process.cpuUsage();
  const cpuSeconds = () => {
    const used = process.cpuUsage(cpu);
    return (used.user + used.system) / 1e6;
  };
  const report = (fields) => console.log(JSON.stringify({ seconds: (performance.now() - start) / 1000, cpu: cpuSeconds(), ...fields }));
  let last = 0;
  try {
    const options = { players: Number(players), target: Number(target), onProgress: (done) => done - last >= 0.01 && report({ done: (last = done) }) };
    const solved = optimalSeatsWinChance(rules, options);
    report({ mb: solved.table.byteLength / 2 ** 20, first: solved.startChances[0] });
  } catch (error) {
    report({ failed: error?.code ?? String(error) });
  }
  process.exit(0);
}

const against = flag('--against', fileURLToPath(new URL('../../base-aa58cd1/dist', import.meta.url)));
const limit = Number(flag('--limit', '1800'));
const rules = flag('--rules', 'classic');
const players = flag('--players', '3');
const here = fileURLToPath(new URL('../dist', import.meta.url));
const targets = args.length > 0 ? args : ['2000', '4000'];

/** Runs one solve in a child process; resolves with its last report, `over` set when stopped at the limit. */
function solve(dir, target) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--one', dir, rules, players, target], { stdio: ['ignore', 'pipe', 'inherit'] });
    let last = { done: 0 };
    let text = '';
    child.stdout.on('data', (chunk) => {
      text += chunk;
      const lines = text.split('\n');
      text = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') last = JSON.parse(line);
    });
    const timer = setTimeout(() => {
      last = { ...last, over: true };
      child.kill();
    }, limit * 1000);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(last);
    });
  });
}

const show = (r) => {
  if (r.over) return `over ${limit} s (${r.cpu.toFixed(1)} s CPU by its last report, at ${((r.done ?? 0) * 100).toFixed(0)} % by its onProgress)`;
  if (r.failed !== undefined) return `failed: ${r.failed}`;
  return `${r.seconds.toFixed(1)} s (${r.cpu.toFixed(1)} s CPU), ${r.mb.toFixed(1)} MB, seat 0 ${(r.first * 100).toFixed(3)} %`;
};

console.log(`optimalSeatsWinChance('${rules}', { players: ${players}, target }): this build (${here}) beside ${against}, side by side`);
for (const target of targets) {
  const [after, before] = await Promise.all([solve(here, target), solve(against, target)]);
  const times = (a, b) => (a / b).toFixed(1);
  let ratio = '';
  if (!after.over && after.failed === undefined) {
    if (before.over) ratio = `at least ${times(limit, after.seconds)} times faster (wall), ${times(before.cpu, after.cpu)} (CPU) by the time before was stopped`;
    else if (before.failed === undefined) ratio = `${times(before.seconds, after.seconds)} times faster (wall), ${times(before.cpu, after.cpu)} (CPU)`;
  }
  console.log(`to ${target}:\n  before ${show(before)}\n  after  ${show(after)}\n  ${ratio}`);
}
