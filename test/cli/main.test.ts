/** `main`: usage, dispatch and errors; and the built binary, when dist/ is a build of the sources (see test/support/build.ts). */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { USAGE, main } from '../../src/cli/main.js';
import { buildGate } from '../support/build.js';
import { capture, overlong, run } from './io.js';

describe('main', () => {
  it('prints the usage with no command (exit 2) and for --help or help (exit 0)', async () => {
    expect(await run([])).toMatchObject({ code: 2, out: `${USAGE}\n` });
    expect(await run(['--help'])).toMatchObject({ code: 0, out: `${USAGE}\n` });
    expect(await run(['help'])).toMatchObject({ code: 0, out: `${USAGE}\n` });
    expect(await run(['solve', '--help'])).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage: farkle-rules solve /) as unknown, err: '' });
  });

  it('keeps the usage within 80 columns and names every command', () => {
    expect(overlong(USAGE)).toEqual([]);
    for (const command of ['score', 'advise', 'odds', 'play', 'simulate', 'solve', 'analyze', 'presets', 'rules', 'demo']) expect(USAGE).toMatch(new RegExp(`^ {2}${command} `, 'm'));
  });

  it('rejects an unknown command or option in one line on stderr, without the usage (exit 2)', async () => {
    expect(await run(['roll'])).toEqual({
      code: 2,
      out: '',
      err: 'farkle-rules: unknown command "roll" (farkle-rules --help lists the commands)\n',
      statuses: [],
    });
    const option = await run(['odds', '--fast']);
    expect(option).toMatchObject({ code: 2, out: '', err: 'farkle-rules: unknown option --fast (farkle-rules --help lists them)\n' });
  });

  it('returns a number, not a promise, for the commands that finish at once', () => {
    const { io } = capture();
    for (const argv of [['score', '1', '5'], ['advise', '1', '5'], ['odds'], ['presets'], ['rules'], ['demo', '--target', '500']]) {
      expect(typeof main(argv, io)).toBe('number');
    }
  });

  it('still runs score, presets and demo', async () => {
    expect((await run(['score', '1', '1', '1', '5', '2', '3'])).out).toContain('Best keep: 1 1 1 5 = 350 points');
    expect((await run(['presets'])).out).toContain('three of a kind');
    // One die left is "1 die", not "1 dice".
    expect((await run(['score', '1', '1', '1', '5', '5', '3'])).out).toContain('= 400 points (1 die left to roll)');
    const demo = await run(['demo', '--seed', '7', '--target', '1000']);
    expect(demo.code).toBe(0);
    expect(demo.out).toContain('Game over:');
  });
});

const BIN = 'dist/cli.js';
// The binary and what it loads: the main entry, and the simulate workers' script.
const build = buildGate(['cli.js', 'index.js', 'simulate-worker.js']);

function cli(args: readonly string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', timeout: 60_000 });
}

describe.skipIf(build.skip)(`the built binary${build.note}`, () => {
  beforeEach(() => {
    build.check();
  });

  it('prints the version of package.json', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(cli(['--version'])).toMatchObject({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('answers a mistyped option in one line on stderr, with exit code 2', () => {
    expect(cli(['odds', '--trget', '5'])).toMatchObject({
      status: 2,
      stdout: '',
      stderr: 'farkle-rules: unknown option --trget; did you mean --target? (farkle-rules --help lists them)\n',
    });
  });

  it('tells a refused option as the library refused it, exit code 1, with workers too', () => {
    const refused = 'farkle-rules: --bots, name 1: unknown bot "nope"; expected one of random, greedy, optimal, win, threshold:<points> [invalid-options]\n';
    for (const workers of ['1', '2']) {
      expect(cli(['simulate', '--bots', 'nope,greedy', '--games', '4', '--workers', workers])).toMatchObject({ status: 1, stdout: '', stderr: refused });
    }
  });

  it('prints the odds', () => {
    const { status, stdout } = cli(['odds']);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^ +6 +1080\/46656 +2\.31%/m);
  });

  it('plays from piped input, echoing it, and stops at its end', () => {
    const { status, stdout } = cli(['play', '--seed', '207170', '--players', 'Ann,optimal'], 'r\nh\n1\n');
    expect(status).toBe(0);
    expect(stdout).toContain('Ann, r roll 6 > r\n  rolls [1]  [6]  [2]  [5]  [4]  [5]');
    expect(stdout).toContain('Hint: keep 1 for 100');
    expect(stdout).toContain('End of input: the game stops here.');
  });

  it('simulates on worker threads with the same result as in one thread', () => {
    const args = ['simulate', '--bots', 'greedy,random', '--games', '40', '--seed', '9'];
    const one = cli(args);
    const two = cli([...args, '--workers', '2']);
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    // stderr is not a terminal here: no progress bar.
    expect(one.stderr + two.stderr).toBe('');
  });
});
