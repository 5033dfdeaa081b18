/**
 * `farkle-rules tables build` as built (its solve runs on the build's worker
 * threads; skipped, or failed under CI, where dist/ is missing or older than
 * src/: see test/support/build.ts): the file it writes reads back to the
 * game's solve, compact or exact; a build stopped by its signal, or by
 * SIGINT in a spawned run, leaves no file.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodeWinTable, defineRules, optimalWinChance, readWinTable, type RulesInput } from '../../src/index.js';
import type * as Main from '../../src/cli/main.js';
import type * as Build from '../../src/cli/tables-build.js';
import { percent } from '../../src/cli/format.js';
import { buildGate } from '../support/build.js';
import { capture } from './io.js';

const dist = new URL('../../dist/', import.meta.url);
const build = buildGate(['cli.js', 'cli/main.js', 'cli/tables-build.js', 'node.js', 'win-worker.js']);

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'farkle-build-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the built CLI in this process (its worker threads need the build), to its exit code; `tty` as on a terminal. */
async function runBuilt(argv: readonly string[], tty = false) {
  const { main } = (await import(new URL('cli/main.js', dist).href)) as typeof Main;
  const captured = capture({ tty });
  const code = await main(argv, captured.io);
  return { code, out: captured.out(), err: captured.err(), statuses: captured.statuses };
}

/** The largest difference between two tables of the same length. */
function largestDifference(a: Float64Array, b: Float64Array): number {
  expect(a.length).toBe(b.length);
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs((a[i] as number) - (b[i] as number)));
  return most;
}

describe.skipIf(build.skip)(`tables build${build.note}`, () => {
  beforeEach(() => {
    build.check();
  });

  it.each<[string, RulesInput, string[]]>([
    ['classic to 500', defineRules({ end: { target: 500 } }), ['--rules', 'classic']],
    ['a house rules file to 500', defineRules({ bank: { entry: 350 }, scoring: { threePairs: 750 }, dice: 5, end: { target: 500 } }, 'classic'), ['--rules', 'house.json']],
  ])('%s: a compact file that reads back to the solve, within its error', async (_name, rules, args) => {
    writeFileSync(join(dir, 'house.json'), JSON.stringify({ base: 'classic', dice: 5, bank: { entry: 350 }, scoring: { threePairs: 750 } }));
    const out = join(dir, 'table.bin');
    const argv = ['tables', 'build', ...args.map((arg) => (arg.endsWith('.json') ? join(dir, arg) : arg)), '--target', '500', '--out', out, '--workers', '2'];
    const { code, out: printed, err } = await runBuilt(argv);
    expect(code).toBe(0);
    const bytes = readFileSync(out);
    const solved = optimalWinChance(rules);
    const decoded = decodeWinTable(bytes, { rules, target: 500 });
    const info = readWinTable(bytes);
    expect(info.encoding).toBe('compact');
    // The compact encoding's stated error: 2^-24 (FORMAT.md).
    expect(info.maxError).toBe(2 ** -24);
    expect(Math.abs(decoded.firstPlayerWinChance - solved.firstPlayerWinChance)).toBeLessThanOrEqual(info.maxError);
    expect(largestDifference(decoded.table, solved.table)).toBeLessThanOrEqual(info.maxError);
    expect(printed).toMatch(/^Solve: exact, a table of [\d,]+ win chances .*\n/);
    expect(printed).toContain(`: ${bytes.length.toLocaleString('en-US')} bytes, ${(bytes.length / solved.table.length).toFixed(2)} bytes a state for ${solved.table.length.toLocaleString('en-US')} states, compact`);
    expect(printed).toContain(`the first player wins ${percent(solved.firstPlayerWinChance)} of games.`);
    // Progress on stderr, a line a tenth, when it is not a terminal.
    expect(err).toMatch(/^ {2}10% of the score table solved/);
    expect(err.trim().split('\n').at(-1)).toBe('  100% of the score table solved');
    expect(readdirSync(dir).sort()).toEqual(['house.json', 'table.bin']);
  });

  it('--exact: every chance as solved; on a terminal, progress as one bar redrawn', async () => {
    const out = join(dir, 'exact.bin');
    const { code, out: printed, err, statuses } = await runBuilt(['tables', 'build', '--target', '500', '--out', out, '--exact', '--workers', '1'], true);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(statuses.at(-2)).toMatch(/^\[#{30}\] 100% of the score table/);
    expect(statuses.at(-1)).toBe('');
    const rules = defineRules({ end: { target: 500 } });
    const solved = optimalWinChance(rules);
    const bytes = readFileSync(out);
    const decoded = decodeWinTable(bytes, { rules, target: 500 });
    expect(readWinTable(bytes)).toMatchObject({ encoding: 'exact', maxError: 0 });
    expect(decoded.table).toEqual(solved.table);
    expect(decoded.firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
    // 8 bytes a chance after the header (96 bytes) and the rules' JSON.
    expect(bytes.length).toBe(96 + new TextEncoder().encode(JSON.stringify(decoded.rules)).length + 8 * solved.table.length);
    expect(printed).toContain('exact (every chance as solved)');
  });

  it('--json: one JSON value of what was written, as the file says; the cost line on stderr', async () => {
    const out = join(dir, 'classic-300.bin');
    const { code, out: printed, err } = await runBuilt(['tables', 'build', '--target', '300', '--out', out, '--workers', '1', '--json']);
    expect(code).toBe(0);
    expect(err).toMatch(/^Solve: exact/);
    const bytes = readFileSync(out);
    const info = readWinTable(bytes);
    const built = JSON.parse(printed) as Record<string, unknown>;
    expect(built).toEqual({ file: out, rules: 'classic, target 300', target: 300, workers: 1, seconds: expect.any(Number) as number, encoding: 'compact', bytes: bytes.length, states: info.states, firstPlayerWinChance: expect.any(Number) as number });
    const solved = optimalWinChance(defineRules({ end: { target: 300 } }));
    expect(built.firstPlayerWinChance).toBe(solved.firstPlayerWinChance);
  });

  it('stopped by its signal: exit code 130, no file and no temporary file', async () => {
    const { buildTable } = (await import(new URL('cli/tables-build.js', dist).href)) as typeof Build;
    const stop = new AbortController();
    const captured = capture();
    // Stopped at the first progress line: a tenth of a solve of some seconds.
    const io = {
      ...captured.io,
      err: (text: string) => {
        captured.io.err(text);
        stop.abort();
      },
    };
    const options = { rules: 'classic', target: '4000', out: join(dir, 'classic.bin'), workers: '1', exact: false, force: false };
    const code = await buildTable(options, io, stop.signal);
    expect(code).toBe(130);
    expect(captured.err()).toMatch(/^ {2}10% of the score table solved.*\nStopped: the solve was interrupted and no table file was written\.\n$/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stopped by SIGINT in a spawned run: it ends by itself, exit code 130, and writes nothing', async () => {
    const out = join(dir, 'classic.bin');
    const child = spawn(process.execPath, [new URL('cli.js', dist).pathname, 'tables', 'build', '--target', '5000', '--out', out, '--workers', '1'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      // Ctrl-C at the first progress line.
      if (err === '' && text.includes('%')) child.kill('SIGINT');
      err += text;
    });
    const ended = new Promise<number | null>((resolve) => {
      child.on('exit', resolve);
    });
    // A run that does not stop is killed, and the test fails.
    const guard = setTimeout(() => {
      child.kill('SIGKILL');
    }, 60_000);
    const status = await ended;
    clearTimeout(guard);
    expect(status).toBe(130);
    expect(err).toContain('Stopped: the solve was interrupted and no table file was written.');
    expect(readdirSync(dir)).toEqual([]);
  });
});
