/** Issue 30's consistent CLI: help per command, --json shapes, did-you-mean for presets and bots, messages that echo what was typed, exit codes. */
import { describe, expect, it } from 'vitest';
import { USAGE, main } from '../../src/cli/main.js';
import { overlong, run } from './io.js';

describe('help per command', () => {
  it.each(['score', 'advise', 'odds', 'play', 'simulate', 'solve', 'analyze', 'tables', 'presets', 'rules', 'demo'])(
    '%s: help CMD, CMD --help and CMD -h print its own help on stdout, exit 0',
    async (command) => {
      const viaHelp = await run(['help', command]);
      expect(viaHelp).toMatchObject({ code: 0, err: '' });
      expect(viaHelp.out).toMatch(new RegExp(`^Usage: farkle-rules ${command}\\b`));
      expect(viaHelp.out).toContain('Examples:');
      expect(viaHelp.out).not.toBe(`${USAGE}\n`);
      expect(overlong(viaHelp.out)).toEqual([]);
      expect(await run([command, '--help'])).toMatchObject({
        code: 0,
        out: viaHelp.out,
        err: '',
      });
      expect(await run([command, '-h'])).toMatchObject({
        code: 0,
        out: viaHelp.out,
        err: '',
      });
    }
  );

  it('lists the flags with their defaults', async () => {
    const { out } = await run(['help', 'simulate']);
    expect(out).toMatch(/--games <n> +how many games \(default 1000\)/);
    expect(out).toMatch(/--bots <a,b> +bots in seat order \(default optimal,greedy\)/);
  });

  it('help nosuch is a usage error with a did-you-mean', async () => {
    const { code, out, err } = await run(['help', 'slove']);
    expect({ code, out }).toEqual({ code: 2, out: '' });
    expect(err).toContain('unknown command "slove"; did you mean solve?');
  });

  it('the global help points to help CMD and ends with the docs URL', () => {
    expect(USAGE).toContain('farkle-rules help <command>');
    expect(USAGE.trimEnd().endsWith('https://farkle-rules.github.io/farkle-rules/')).toBe(true);
  });
});

describe('--json', () => {
  it('simulate: one JSON value with every seat', async () => {
    const { code, out } = await run(['simulate', '--bots', 'greedy,random', '--games', '20', '--target', '1000', '--json']);
    expect(code).toBe(0);
    const result = JSON.parse(out) as {
      games: number;
      rules: string;
      target: number;
      players: {
        seat: number;
        bot: string;
        wins: number;
        winRate: number;
        ci95: number[];
      }[];
    };
    expect(result).toMatchObject({ games: 20, rules: 'classic, target 1,000', target: 1000 });
    expect(result.players.map((p) => [p.seat, p.bot])).toEqual([
      [1, 'greedy'],
      [2, 'random'],
    ]);
    for (const p of result.players) {
      expect(p.winRate).toBeCloseTo(p.wins / 20, 12);
      expect(p.ci95[0]).toBeLessThanOrEqual(p.winRate);
    }
  });

  it('solve: one JSON value, the side lines on stderr', async () => {
    const { code, out, err } = await run(['solve', '--target', '300', '--no-tables', '--json']);
    expect(code).toBe(0);
    const solved = JSON.parse(out) as {
      target: number;
      source: string;
      firstPlayerWinChance: number;
      scores: number[];
      winChances: number[][];
    };
    expect(solved).toMatchObject({ target: 300, source: 'solved' });
    expect(solved.firstPlayerWinChance).toBeGreaterThan(0.5);
    expect(solved.scores[0]).toBe(0);
    // The chance at 0 to 0 is the first player's chance.
    expect(solved.winChances[0]?.[0]).toBeCloseTo(solved.firstPlayerWinChance, 12);
    expect(err).toMatch(/^Solve: /);
  });

  it('play refuses --json with a usage error', async () => {
    const { code, err } = await run(['play', '--json']);
    expect(code).toBe(2);
    expect(err).toContain('play is interactive and takes no --json');
  });

  it('an error under --json leaves stdout empty', async () => {
    expect(await run(['score', '1', 'x', '--json'])).toMatchObject({
      code: 1,
      out: '',
    });
  });
});

describe('did you mean, and messages in terms of what was typed', () => {
  it.each([
    [['odds', '--rules', 'clasic'], 'unknown preset "clasic"; did you mean classic?'],
    [['simulate', '--bots', 'optimal,gredy', '--games', '1'], '--bots, name 2: unknown bot "gredy"; did you mean greedy?'],
    [['score', 'one', 'two'], 'dice[0]: expected a face 1 to 6 (4* a spicy 4, W the wild die), got "one"'],
    [['score', '0x3'], 'got "0x3"'],
  ])('%j', async (argv, message) => {
    const { code, err } = await run(argv);
    expect(code).toBe(1);
    expect(err).toContain(message);
    expect(err).not.toContain('NaN');
  });

  it('solve of a preset too big to solve names its own target, not a --target never typed', async () => {
    const { code, err } = await run(['solve', '--rules', 'zilch', '--no-tables']);
    expect(code).toBe(1);
    expect(err).toContain('zilch is played to 10,000 (its own target: no --target was given)');
    expect(err).toContain('--target N for a smaller game');
    expect(err).not.toMatch(/farkle-rules: --target:/);
  });

  it('play: a person named like a bot gets a note', async () => {
    const { err } = await run(['play', '--players', 'Ann,gredy', '--target', '500']);
    expect(err).toContain('note: "gredy" is played by a person; did you mean the bot greedy?');
  });
});

describe('exit codes, as docs/cli.md tables them', () => {
  it('0 done, 1 input refused, 2 a command line that cannot run, 70 a bug', async () => {
    expect((await run(['score', '1', '5'])).code).toBe(0);
    expect((await run(['score', '9'])).code).toBe(1);
    expect((await run(['scroe', '1'])).code).toBe(2);
    // A failure that is no FarkleError nor usage error is reported as a bug: here the output itself breaks.
    let err = '';
    const broken = {
      out: () => {
        throw new TypeError('stdout closed');
      },
      err: (text: string) => {
        err += text;
      },
    };
    expect(main(['score', '1'], broken)).toBe(70);
    expect(err).toContain('this is a bug in farkle-rules');
  });
  // 130 (tables build stopped by Ctrl-C) is tested in tables-build.test.ts.
});
