/**
 * Every code block of README.md, CONTRIBUTING.md, SECURITY.md and docs/ runs,
 * so that no example can rot (the convention is in CONTRIBUTING.md):
 *
 * - `ts` and `js` blocks run as modules, `farkle-rules` imported from src/
 *   (or, in a block that imports `farkle-rules/node`, whose worker threads
 *   need the build, both entries from dist/), their `// →`, `// ≈` and
 *   `// prints:` claims checked; they also type-check;
 * - `console` blocks are transcripts of the built CLI, run and compared;
 *   `npx farkle-rules` lines of `sh` blocks must exit 0; a `json` block tagged
 *   with a file name is that file in the commands' working folder;
 * - `ts no-run` marks a fragment; `sh`, `json`, `text` and the like are shown,
 *   not run; an untagged block fails.
 *
 * Blocks on the built package and the CLI need dist/ to be a build of the sources: where it is
 * missing or older than src/ they are skipped, the reason in their names, and under CI (which
 * builds first) they fail (see test/support/build.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGate } from '../support/build.js';
import { compareLines } from './check.js';
import { documentationBlocks, type CodeBlock } from './markdown.js';
import { commands } from './transcript.js';
import { runnable, type Entries } from './transform.js';
import { importQuietly } from './run-module.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// One folder per run: other test runs in the same tree must not remove or rewrite this one's files.
const out = join(root, '.tmp', 'doc-blocks', String(process.pid));
const build = buildGate(['index.js', 'index.d.ts', 'node.js', 'node.d.ts', 'cli.js', 'simulate-worker.js', 'win-worker.js']);
const entries: Entries = {
  source: { main: join(root, 'src', 'index.js'), node: join(root, 'src', 'node.js') },
  built: { main: join(root, 'dist', 'index.js'), node: join(root, 'dist', 'node.js') },
  check: join(root, 'test', 'docs', 'check.js'),
};

const RUN = new Set(['ts', 'js', 'typescript', 'javascript']);
const SHOWN = new Set(['sh', 'bash', 'shell', 'json', 'jsonc', 'text', 'console', 'diff', 'yaml', 'html', 'css', 'md', 'markdown']);
const blocks = documentationBlocks(root);
const running = (block: CodeBlock) => RUN.has(block.lang) && !block.tags.includes('no-run');
const cli = (block: CodeBlock) => block.lang === 'console' || block.lang === 'sh' || block.lang === 'bash';
const files = [...new Set(blocks.filter((block) => running(block) || (cli(block) && commands(block).length > 0)).map((block) => block.file))];

const name = (block: CodeBlock) => `${block.file.replace(/[^\w]+/g, '-')}-${block.line}`;

mkdirSync(out, { recursive: true });
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

describe('the code blocks of the docs', () => {
  it('say what they are: every block has a language, and fragments are marked no-run', () => {
    const unknown = blocks.filter((block) => !RUN.has(block.lang) && !SHOWN.has(block.lang));
    expect(unknown.map((block) => `${block.file}:${block.line - 1} \`\`\`${block.lang}`)).toEqual([]);
  });

  it('mark their claims: no value shown in a comment goes unchecked for want of a → or ≈', () => {
    expect(blocks.filter(running).flatMap((block) => runnable(block, entries).unmarked)).toEqual([]);
  });

  it('make claims: most runnable blocks check what they show', () => {
    const run = blocks.filter(running);
    const claiming = run.filter((block) => runnable(block, entries).claims > 0);
    expect(run.length).toBeGreaterThan(0);
    expect(claiming.length / run.length).toBeGreaterThan(0.5);
  });
});

describe.each(files)('%s', (file) => {
  const mine = blocks.filter((block) => block.file === file);
  const code = mine.filter(running);
  const onBuild = (block: CodeBlock) => runnable(block, entries).needsBuild;

  /** Runs a ts block as a module, its claims checked. */
  async function runBlock(block: CodeBlock): Promise<void> {
    const module = runnable(block, entries);
    await importQuietly(join(out, `${name(block)}.ts`), module.code);
  }

  it.each(code.filter((block) => !onBuild(block)).map((block) => [block.line, block] as const))('the ts block at line %i runs and shows what it claims', async (_line, block) => {
    await runBlock(block);
  }, 120_000);

  it.skipIf(build.skip).each(code.filter(onBuild).map((block) => [block.line, block] as const))(
    `the ts block at line %i runs on the build and shows what it claims${build.note}`,
    async (_line, block) => {
      build.check();
      await runBlock(block);
    },
    120_000,
  );

  const runs = mine.filter(cli).flatMap((block) => commands(block));
  if (runs.length === 0) return;

  const cwd = mkdtempSync(join(tmpdir(), 'farkle-docs-'));
  afterAll(() => {
    rmSync(cwd, { recursive: true, force: true });
  });
  for (const block of mine.filter((block) => block.lang === 'json' && block.tags[0] !== undefined)) writeFileSync(join(cwd, block.tags[0] as string), block.body);

  it.skipIf(build.skip).each(runs.map((command) => [command.line, command.args.join(' '), command] as const))(`the command at line %i (farkle-rules %s) prints what the docs show${build.note}`, (_line, _args, command) => {
    build.check();
    const result = spawnSync(process.execPath, [join(root, 'dist', 'cli.js'), ...command.args], {
      cwd,
      input: command.args[0] === 'play' ? command.input.map((line) => `${line}\n`).join('') : '',
      encoding: 'utf8',
      timeout: 120_000,
    });
    if (command.output === null) {
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      return;
    }
    const printed = `${result.stdout}${result.stderr}`.split('\n');
    const mismatch = compareLines(printed, command.output);
    expect(mismatch, `${file}:${command.line}\nprinted:\n${printed.join('\n')}`).toBeNull();
  }, 120_000);
});

describe('the ts blocks type-check', () => {
  it(`against the source (and the built farkle-rules/node)${build.note}`, () => {
    if (!build.skip) build.check();
    const code = blocks.filter(running).map((block) => ({ block, module: runnable(block, entries) }));
    const checked = code.filter(({ module }) => !module.needsBuild || !build.skip);
    const paths = checked.map(({ block, module }) => {
      const path = join(out, `${name(block)}.check.ts`);
      writeFileSync(path, module.plain);
      return path;
    });
    const config = ts.parseJsonConfigFileContent(JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')), ts.sys, root);
    // As an app would check them: strict, without noUncheckedIndexedAccess (examples index results they just made).
    const program = ts.createProgram(paths, { ...config.options, noEmit: true, noUncheckedIndexedAccess: false });
    const problems = ts.getPreEmitDiagnostics(program).filter((problem) => problem.file !== undefined && paths.includes(problem.file.fileName));
    const messages = problems.map((problem) => {
      const { line } = (problem.file as ts.SourceFile).getLineAndCharacterOfPosition(problem.start ?? 0);
      const block = (checked[paths.indexOf((problem.file as ts.SourceFile).fileName)] as (typeof checked)[number]).block;
      return `${block.file}:${block.line + line}: ${ts.flattenDiagnosticMessageText(problem.messageText, '\n')}`;
    });
    expect(messages).toEqual([]);
  }, 120_000);
});
