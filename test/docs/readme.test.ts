/**
 * The README's examples say exactly what they show. code-blocks.test.ts runs
 * every documentation block; this test holds README.md, the npm page, to more:
 *
 * - a `// → value` claim is the whole value (deep equality, not a subset), and
 *   a subset says so, `// → includes { ... }` (readme-claims.ts);
 * - its ts blocks type-check as a strict app with `noUncheckedIndexedAccess`
 *   would check them, imports of `farkle-rules` resolved to src/.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGate } from '../support/build.js';
import { includes, value } from './readme-claims.js';
import { codeBlocks, type CodeBlock } from './markdown.js';
import { expectedPart, runnable, type Entries } from './transform.js';
import { importQuietly } from './run-module.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, '.tmp', 'readme-blocks', String(process.pid));
const build = buildGate(['index.js', 'index.d.ts', 'node.js', 'node.d.ts', 'simulate-worker.js', 'win-worker.js']);
const entries: Entries = {
  source: { main: join(root, 'src', 'index.js'), node: join(root, 'src', 'node.js') },
  built: { main: join(root, 'dist', 'index.js'), node: join(root, 'dist', 'node.js') },
  check: join(root, 'test', 'docs', 'readme-claims.js'),
};

const RUN = new Set(['ts', 'js', 'typescript', 'javascript']);
const blocks = codeBlocks('README.md', readFileSync(join(root, 'README.md'), 'utf8')).filter((block) => RUN.has(block.lang) && !block.tags.includes('no-run'));

const INCLUDES = /\/\/ → includes (.*)$/;

/** The block with each `// → includes X: note` written `// → __doc.includes(X): note`, for readme-claims.ts. */
export function withIncludes(block: CodeBlock): CodeBlock {
  const body = block.body
    .split('\n')
    .map((line) => {
      const match = INCLUDES.exec(line);
      if (match === null) return line;
      const claim = match[1] as string;
      const fields = expectedPart(claim);
      return `${line.slice(0, match.index)}// → __doc.includes(${fields})${claim.slice(claim.indexOf(fields) + fields.length)}`;
    })
    .join('\n');
  return { ...block, body };
}

mkdirSync(out, { recursive: true });
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe('the claims of the README', () => {
  it('are checked as whole values unless marked includes', async () => {
    const fields = { kind: 'single', points: 50 };
    const whole = { ...fields, dice: [3] };
    await value(() => whole, () => ({ kind: 'single', points: 50, dice: [3] }), 'README.md:0', 'whole');
    await value(() => whole, () => includes(fields), 'README.md:0', 'includes');
    await expect(value(() => whole, () => fields, 'README.md:0', 'subset')).rejects.toThrow(/whole value/);
    await expect(value(() => [whole, whole], () => includes([fields]), 'README.md:0', 'fewer')).rejects.toThrow();
  });

  it('rewrite a claim marked includes, its note kept', () => {
    const block = { file: 'README.md', line: 1, lang: 'ts', tags: [], body: "x; // → includes { a: [1, 2] }: the note, with { braces }" };
    expect(withIncludes(block).body).toBe("x; // → __doc.includes({ a: [1, 2] }): the note, with { braces }");
  });

  it('show a value in most blocks', () => {
    expect(blocks.filter((block) => runnable(withIncludes(block), entries).claims > 0).length).toBeGreaterThan(blocks.length / 2);
  });
});

describe.each(blocks.map((block) => [block.line, block] as const))('the README ts block at line %i', (_line, block) => {
  const module = runnable(withIncludes(block), entries);
  it.skipIf(module.needsBuild && build.skip)(`shows whole values, subsets marked includes${module.needsBuild ? build.note : ''}`, async () => {
    if (module.needsBuild) build.check();
    await importQuietly(join(out, `readme-${block.line}.ts`), module.code);
  }, 120_000);
});

describe('the README ts blocks', () => {
  it('type-check under strict and noUncheckedIndexedAccess', () => {
    const paths = blocks.map((block) => {
      const path = join(out, `readme-${block.line}.check.ts`);
      writeFileSync(path, runnable(block, entries).plain);
      return path;
    });
    const config = ts.parseJsonConfigFileContent(JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')), ts.sys, root);
    const program = ts.createProgram(paths, { ...config.options, noEmit: true, strict: true, noUncheckedIndexedAccess: true });
    const problems = ts.getPreEmitDiagnostics(program).filter((problem) => problem.file !== undefined && paths.includes(problem.file.fileName));
    const messages = problems.map((problem) => {
      const file = problem.file as ts.SourceFile;
      const { line } = file.getLineAndCharacterOfPosition(problem.start ?? 0);
      const block = blocks[paths.indexOf(file.fileName)] as CodeBlock;
      return `README.md:${block.line + line}: ${ts.flattenDiagnosticMessageText(problem.messageText, '\n')}`;
    });
    expect(paths.length).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  }, 120_000);
});
