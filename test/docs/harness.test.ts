/**
 * The docs tests' own machinery: a block whose claim is false fails, so a
 * passing docs run means the examples show what the library does.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compareLines } from './check.js';
import { codeBlocks, type CodeBlock } from './markdown.js';
import { commands } from './transcript.js';
import { expectedPart, runnable, type Entries } from './transform.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, '.tmp', 'doc-harness', String(process.pid));
const entries: Entries = {
  source: { main: join(root, 'src', 'index.js'), node: join(root, 'src', 'node.js') },
  built: { main: join(root, 'dist', 'index.js'), node: join(root, 'dist', 'node.js') },
  check: join(root, 'test', 'docs', 'check.js'),
};
mkdirSync(out, { recursive: true });
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

let count = 0;
/** Runs a ts block's body as the docs test does. */
async function run(body: string): Promise<void> {
  const block: CodeBlock = { file: 'GUIDE.md', line: 10, lang: 'ts', tags: [], body: `import { scoreRoll, scoreKeep, farkleChance } from 'farkle-rules';\n${body}` };
  const path = join(out, `block-${count++}.ts`);
  writeFileSync(path, runnable(block, entries).code);
  await import(path);
}

describe('claims in ts blocks', () => {
  it('passes true claims of every kind', async () => {
    await run(
      [
        'scoreRoll([1, 1, 1, 5, 2, 3]).points; // → 350: three 1s and a 5',
        "const best = scoreRoll([5, 5, 2]); // → { points: 100, dice: [0, 1] }",
        'farkleChance(6); // ≈ 0.0231: 1,080 of 46,656',
        "scoreKeep([5, 2]); // → throws FarkleError { code: 'keep-does-not-score' }",
        'console.log(best.points, best.remaining); // prints:',
        '// 100 1',
      ].join('\n'),
    );
  });

  it.each([
    ['a value', 'scoreRoll([1, 1, 1, 5, 2, 3]).points; // → 351'],
    ['a field of an object', 'scoreRoll([5, 5, 2]); // → { points: 150 }'],
    ['a declared variable', 'const points = scoreRoll([5]).points; // → 100'],
    ['a rounded number', 'farkleChance(6); // ≈ 0.0232'],
    ['a missing error', 'scoreKeep([5, 5]); // → throws FarkleError'],
    ['the wrong error code', "scoreKeep([5, 2]); // → throws FarkleError { code: 'no-dice' }"],
    ['the wrong error class', 'scoreKeep([5, 2]); // → throws TypeError'],
    ['printed output', 'console.log(scoreRoll([5]).points); // prints:\n// 100'],
  ])('fails a false claim: %s', async (_what, body) => {
    await expect(run(body)).rejects.toThrow();
  });

  it('names the file and line of a false claim', async () => {
    await expect(run('\nscoreRoll([5]).points; // → 5')).rejects.toThrow(/GUIDE\.md:12/);
  });

  it('finds a value shown without → or ≈, which would go unchecked', () => {
    const block: CodeBlock = { file: 'GUIDE.md', line: 1, lang: 'ts', tags: [], body: "scoreRoll([5]).points; // 50\nscoreRoll([1]); // the best keep\nscoreRoll([5]).points; // → 50" };
    expect(runnable(block, entries).unmarked).toEqual(['GUIDE.md:1']);
  });

  it('refuses imports of other packages', () => {
    const block: CodeBlock = { file: 'GUIDE.md', line: 1, lang: 'ts', tags: [], body: "import { z } from 'zod';" };
    expect(() => runnable(block, entries)).toThrow(/only farkle-rules/);
  });

  it('reads the expected value up to the note', () => {
    expect(expectedPart(" { bank: 1, roll: 'a: b' }: the note")).toBe("{ bank: 1, roll: 'a: b' }");
    expect(expectedPart(' 350')).toBe('350');
  });
});

describe('output compared with the lines a document shows', () => {
  it('matches line by line, `...` standing for any lines or any text', () => {
    expect(compareLines(['a', 'b', 'c'], ['a', '...', 'c'])).toBeNull();
    expect(compareLines(['a', 'c'], ['a', '...', 'c'])).toBeNull();
    expect(compareLines(['solved in 1.3 s.'], ['solved in ... s.'])).toBeNull();
    expect(compareLines(['a', 'b'], ['a', 'c'])).toMatch(/expected line 2/);
    expect(compareLines(['a', 'b'], ['a'])).toMatch(/goes on/);
    expect(compareLines(['a'], ['a', 'b'])).toMatch(/ends before/);
  });
});

describe('command-line examples', () => {
  it('reads a transcript: commands, their output, and what play was typed', () => {
    const [block] = codeBlocks('X.md', ['```console', '$ npx farkle-rules play --players "Ann,optimal" # a game', 'Ann, r roll 6 > r', '  rolls 1', '$ npx farkle-rules odds', '```'].join('\n'));
    expect(commands(block as CodeBlock)).toEqual([
      { line: 2, args: ['play', '--players', 'Ann,optimal'], output: ['Ann, r roll 6 > r', '  rolls 1'], input: ['r'] },
      { line: 5, args: ['odds'], output: null, input: [] },
    ]);
  });

  it('runs only the farkle-rules lines of an sh block, and refuses other commands in a transcript', () => {
    const [sh, bad] = codeBlocks('X.md', ['```sh', 'npm install farkle-rules', 'npx farkle-rules score 1 5', '```', '```console', '$ ls', '```'].join('\n'));
    expect(commands(sh as CodeBlock).map((command) => command.args)).toEqual([['score', '1', '5']]);
    expect(() => commands(bad as CodeBlock)).toThrow(/only farkle-rules commands/);
  });
});
