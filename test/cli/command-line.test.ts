/** The command line: options checked against the command, one-line errors that name the option and suggest the nearest, `--version`, no stack traces. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, randomBot } from '../../src/index.js';
import { main } from '../../src/cli/main.js';
import { packageVersion } from '../../src/cli/version.js';
import type { Io } from '../../src/cli/format.js';
import { run, withRules } from './io.js';

const HELP = '(farkle-rules --help lists them)';

/** One line on stderr, nothing on stdout, and no trace of a stack. */
function oneLine(result: { out: string; err: string }): string {
  expect(result.out).toBe('');
  expect(result.err).toMatch(/^farkle-rules: [^\n]+\n$/);
  expect(result.err).not.toMatch(/\bat .+:\d+/);
  return result.err.trimEnd();
}

describe('usage errors (exit 2, one line on stderr)', () => {
  it.each([
    [['odds', '--trget', '5'], `unknown option --trget; did you mean --target? ${HELP}`],
    [['solve', '--ignore-unsuported'], `unknown option --ignore-unsuported; did you mean --ignore-unsupported? ${HELP}`],
    [['solve', '--ignore'], `unknown option --ignore; did you mean --ignore-unsupported? ${HELP}`],
    [['play', '--Players', 'a,b'], `unknown option --Players; did you mean --players? ${HELP}`],
    [['advise', '1', '--not-onboard'], `unknown option --not-onboard; did you mean --not-on-board? ${HELP}`],
    [['simulate', '--game', '5'], `unknown option --game; did you mean --games? ${HELP}`],
    [['odds', '--fast'], `unknown option --fast ${HELP}`],
    [['odds', '-x'], `unknown option -x ${HELP}`],
    [['simulte'], 'unknown command "simulte"; did you mean simulate? (farkle-rules --help lists the commands)'],
    [['preset'], 'unknown command "preset"; did you mean presets? (farkle-rules --help lists the commands)'],
    [['demo', '--seed'], '--seed needs a value: --seed <seed>'],
    [['demo', '--target', '--seed', '4'], '--target needs a value: --target <points>'],
    [['score', '1', '--json=yes'], '--json takes no value, got "yes"'],
    [['odds', '--seed', '4'], `odds does not take --seed; it takes --rules, --json ${HELP}`],
    [['solve', '--games', '9'], `solve does not take --games; it takes --rules, --json, --target, --workers, --ignore-unsupported, --force, --no-tables ${HELP}`],
    [['score', '1', '5', '--target', '500'], `score does not take --target; it takes --rules, --json ${HELP}`],
    [['odds', '5'], `odds takes only options, got "5" ${HELP}`],
  ])('%j: %s', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(oneLine(result)).toBe(`farkle-rules: ${message}`);
  });

  it('shows a strange or long option cleaned and cut, never its escape bytes', async () => {
    const result = await run(['odds', `--\x1b[2J${'x'.repeat(100_000)}`]);
    expect(result.code).toBe(2);
    const line = oneLine(result);
    expect(line).not.toContain('\x1b');
    expect(line).toContain('unknown option --?[2Jxxx');
    expect(line.length).toBeLessThan(120);
  });
});

describe('errors of values (exit 1, the library’s code, the CLI’s flag names)', () => {
  it.each([
    [['demo', '--target', 'ten'], '--target: expected a whole number 1 or more, got "ten" [invalid-options]'],
    [['demo', '--target', '0'], '--target: expected a whole number 1 or more, got "0" [invalid-options]'],
    [['demo', '--players', 'Ann,,Bob'], '--players, name 2: expected a non-empty name, got "" [invalid-players]'],
    [['simulate', '--workers', '300'], '--workers: expected a whole number 1 to 64, got "300" [invalid-options]'],
  ])('%j: %s', async (argv, message) => {
    const result = await run(argv);
    expect(result.code).toBe(1);
    expect(oneLine(result)).toBe(`farkle-rules: ${message}`);
  });

  it('solve names --ignore-unsupported, not the API’s ignoreUnsupported', async () => {
    const result = await withRules({ turn: { carryOn: true } }, (path) => run(['solve', '--rules', path, '--target', '500']));
    expect(result.code).toBe(1);
    const line = oneLine(result);
    expect(line).toContain('pass --ignore-unsupported to solve without it [unsupported-rules]');
    expect(line).not.toContain('ignoreUnsupported');
  });
});

describe('--seed', () => {
  /** The dice of every roll a demo printed ("  rolls 3 3 6 5 5 5"), in order. */
  const printedRolls = (out: string): string[] => [...out.matchAll(/^ {2}rolls ([1-6](?: [1-6])*)$/gm)].map((match) => match[1] ?? '');

  /** The demo's game through the API: Ann and Bob, classic rules, random legal play from `seed`; its rolls and winners. */
  function apiGame(seed: number | string): { rolls: string[]; winners: string[] } {
    let state = createGame({ players: ['Ann', 'Bob'], seed });
    const rolls: string[] = [];
    for (let move = 0; !state.over && move < 10_000; move++) {
      state = applyAction(state, randomBot(state));
      // A state's events are those of the action that made it.
      for (const event of state.events) if (event.type === 'rolled') rolls.push(event.dice.map((die) => die.face).join(' '));
    }
    return { rolls, winners: state.winners.map((seat) => state.players[seat]?.name ?? '') };
  }

  it('reads a negative whole number as the number, as the API takes it: --seed -5 plays createGame({ seed: -5 })', async () => {
    // options.ts: "whole numbers are numbers ..., anything else a string seed". -5 and '-5' are different seeds.
    const numeric = apiGame(-5);
    expect(apiGame('-5').rolls).not.toEqual(numeric.rolls);
    expect(numeric.winners).toHaveLength(1);
    for (const argv of [
      ['demo', '--seed', '-5'],
      ['demo', '--seed=-5'],
    ]) {
      const { code, out } = await run(argv);
      expect(code).toBe(0);
      expect(out).toContain(`Game over: ${numeric.winners[0] ?? ''} wins.`);
      expect(printedRolls(out)).toEqual(numeric.rolls);
    }
  });
});

describe('anything unexpected', () => {
  it('is one line that says it is a bug, with exit code 70, and no stack trace', async () => {
    let err = '';
    const io: Io = {
      out: () => {
        throw new TypeError('the terminal went away');
      },
      err: (text) => (err += `${text}\n`),
    };
    expect(await main(['odds'], io)).toBe(70);
    expect(err).toBe(
      'farkle-rules: unexpected error (TypeError: the terminal went away); this is a bug in farkle-rules: please report it with the command you ran\n',
    );
  });
});

describe('--version', () => {
  it('prints the version in package.json, with any command or none', async () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(await run(['--version'])).toMatchObject({ code: 0, out: `${version}\n`, err: '' });
    expect(await run(['odds', '--version'])).toMatchObject({ code: 0, out: `${version}\n`, err: '' });
  });

  it('is found from the built CLI of an installed package, past other packages’ package.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'farkle-version-'));
    try {
      const installed = join(root, 'node_modules', 'farkle-rules');
      mkdirSync(join(installed, 'dist'), { recursive: true });
      writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'my-app', version: '3.0.0' }));
      writeFileSync(join(installed, 'package.json'), JSON.stringify({ name: 'farkle-rules', version: '1.2.3' }));
      expect(packageVersion(pathToFileURL(join(installed, 'dist', 'cli.js')).href)).toBe('1.2.3');
      // A package.json of another name on the way (an app bundling the CLI) is passed by.
      mkdirSync(join(root, 'app', 'bin'), { recursive: true });
      writeFileSync(join(root, 'app', 'package.json'), JSON.stringify({ name: 'my-app', version: '3.0.0' }));
      expect(() => packageVersion(pathToFileURL(join(root, 'app', 'bin', 'cli.js')).href)).toThrow(/no package.json of farkle-rules/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
