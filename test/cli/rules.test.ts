/**
 * `farkle-rules rules`, and `--rules FILE` in every command: a JSON file of defineRules overrides
 * with an optional base preset. Expected points come from the files written here and RULES.md.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRules, describeRules } from '../../src/index.js';
import { overlong, run, typed } from './io.js';

let dir = '';
const file = (name: string): string => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'farkle-rules-'));
  const write = (name: string, contents: unknown): void => {
    writeFileSync(file(name), typeof contents === 'string' ? contents : JSON.stringify(contents));
  };
  // Three pairs for 750 instead of classic's 1,500.
  write('house.json', { scoring: { threePairs: 750 } });
  write('absolute-base.json', { base: 'absolute', name: 'our absolute', bank: { entry: 0, minimum: 0 } });
  write('five.json', { dice: 5, end: { target: 2000 } });
  write('no-extension', { scoring: { threePairs: 600 } });
  write('bad-json.json', '{ "scoring": ');
  write('array.json', [1, 2]);
  write('negative.json', { scoring: { threePairs: -5 } });
  write('typo.json', { scoring: { threePair: 750 } });
  write('bad-base.json', { base: 'zonk' });
  write('number-base.json', { base: 3 });
  mkdirSync(file('folder.json'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('rules', () => {
  it('prints the rules sheet of a preset, as text or Markdown', async () => {
    const text = await run(['rules', '--rules', 'zilch']);
    expect(text.code).toBe(0);
    expect(text.out).toBe(describeRules('zilch'));
    expect(overlong(text.out)).toEqual([]);
    const markdown = await run(['rules', '--rules', 'absolute', '--markdown']);
    expect(markdown.code).toBe(0);
    expect(markdown.out).toBe(describeRules('absolute', { format: 'markdown' }));
    expect((await run(['rules'])).out).toBe(describeRules('classic'));
  });

  it('prints the sheet of a rules file, named after the file, with --target on top', async () => {
    const { code, out } = await run(['rules', '--rules', file('house.json'), '--target', '5000']);
    expect(code).toBe(0);
    expect(out).toBe(describeRules(defineRules({ name: 'house, target 5,000', scoring: { threePairs: 750 }, end: { target: 5000 } })));
    expect(out).toMatch(/^ {2}Three pairs +750$/m);
    expect(out.replace(/\s+/g, ' ')).toContain('goes above 5,000');
  });

  it('is listed in the usage, with how a file is told from a preset', async () => {
    const { out } = await run(['--help']);
    expect(out).toMatch(/^ {2}rules +the rules sheet/m);
    expect(out).toContain('--rules <file>');
    expect(out).toContain('"base" preset');
    expect(out).toContain('ends in .json');
    expect(out).toContain('--markdown');
  });
});

describe('--rules FILE in every command', () => {
  it('score: three pairs score the file’s 750', async () => {
    const { code, out } = await run(['score', '2', '2', '3', '3', '4', '4', '--rules', file('house.json')]);
    expect(code).toBe(0);
    expect(out).toContain('(house rules)');
    expect(out).toContain('Best keep: 2 2 3 3 4 4 = 750 points');
  });

  it('score: a base preset under the overrides (absolute: three 1s = 1,000), and the file’s own name', async () => {
    const { code, out } = await run(['score', '1', '1', '1', '--rules', file('absolute-base.json')]);
    expect(code).toBe(0);
    expect(out).toContain('(our absolute rules)');
    expect(out).toContain('Best keep: 1 1 1 = 1,000 points');
  });

  it('score: an existing file without .json is a file, not a preset name', async () => {
    const { code, out } = await run(['score', '2', '2', '3', '3', '4', '4', '--rules', file('no-extension')]);
    expect(code).toBe(0);
    expect(out).toContain('Best keep: 2 2 3 3 4 4 = 600 points');
  });

  it('advise and odds read the file (three pairs still score: six dice farkle 1080/46656 times)', async () => {
    const advise = await run(['advise', '2', '2', '3', '3', '4', '4', '--rules', file('house.json')]);
    expect(advise.code).toBe(0);
    expect(advise.out).toContain('house rules');
    expect(advise.out).toContain('keep 2 2 3 3 4 4 for 750');
    const odds = await run(['odds', '--rules', file('house.json')]);
    expect(odds.code).toBe(0);
    expect(odds.out).toContain('Odds for house rules');
    expect(odds.out).toMatch(/^ +6 +1080\/46656 +2\.31%/m);
  });

  it('demo and play play a game under the file’s rules to its target', async () => {
    const demo = await run(['demo', '--rules', file('five.json'), '--seed', '4']);
    expect(demo.code).toBe(0);
    expect(demo.out).toContain('farkle-rules demo: five.json rules to 2,000, Ann vs Bob');
    expect(demo.out).toContain('Game over:');
    // Five dice: no roll of six.
    expect(demo.out).not.toMatch(/rolls( [1-6]){6}/);
    const play = await run(['play', '--rules', file('five.json'), '--players', 'greedy,optimal', '--seed', '2'], typed([]));
    expect(play.code).toBe(0);
    expect(play.out).toContain('five.json rules to 2,000');
    expect(play.out).toContain('Game over:');
  });

  it('simulate and solve name the file in their headers', async () => {
    const simulate = await run(['simulate', '--rules', file('house.json'), '--games', '4', '--bots', 'greedy,random']);
    expect(simulate.code).toBe(0);
    expect(simulate.out).toContain('4 games, house.json rules to 10,000');
    const solve = await run(['solve', '--rules', file('house.json'), '--target', '500']);
    expect(solve.code).toBe(0);
    expect(solve.out).toContain('house.json rules to 500, two players');
  });

  it('presets adds the file as a last column', async () => {
    const { code, out } = await run(['presets', '--rules', file('house.json')]);
    expect(code).toBe(0);
    expect(out).toMatch(/^ +house$/m);
    expect(overlong(out)).toEqual([]);
  });
});

describe('--rules: bad files and names', () => {
  const cases: readonly [string, string, string, RegExp][] = [
    ['a missing file', 'missing.json', 'invalid-options', /missing\.json: cannot read the rules file \(no such file\)/],
    ['a folder', 'folder.json', 'invalid-options', /folder\.json: cannot read the rules file/],
    ['bad JSON', 'bad-json.json', 'invalid-options', /bad-json\.json: the rules file is not valid JSON/],
    ['not an object', 'array.json', 'invalid-rules', /array\.json: expected an object of rule overrides, got an array/],
    ['a bad value', 'negative.json', 'invalid-rules', /negative\.json: scoring\.threePairs: expected an integer from 0 to 1,000,000, got -5/],
    ['an unknown option', 'typo.json', 'invalid-rules', /typo\.json: scoring\.threePair: unknown rule/],
    ['an unknown base', 'bad-base.json', 'unknown-preset', /bad-base\.json: base: unknown preset "zonk"/],
    ['a base that is no name', 'number-base.json', 'invalid-rules', /number-base\.json: base: expected a preset name, got 3/],
  ];

  it.each(cases)('%s: exit 1, one line with the code, no stack', async (_, name, code, message) => {
    for (const command of [['score', '1'], ['odds'], ['rules'], ['demo']]) {
      const result = await run([...command, '--rules', file(name)]);
      expect(result.code).toBe(1);
      expect(result.out).toBe('');
      expect(result.err).toMatch(message);
      expect(result.err).toContain(`[${code}]`);
      expect(result.err.trim().split('\n')).toHaveLength(1);
      expect(result.err).not.toMatch(/\n\s+at /);
    }
  });

  it('an unknown plain word stays an unknown preset, with the way to name a file', async () => {
    const { code, err } = await run(['score', '1', '--rules', 'zonk']);
    expect(code).toBe(1);
    expect(err).toMatch(/unknown preset "zonk".*a JSON rules file.*\[unknown-preset\]/);
  });
});
