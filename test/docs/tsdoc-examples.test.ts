/**
 * The examples of the exported interfaces and type aliases (what an app constructs or reads:
 * rules, states, actions, options, solutions) are TypeScript that compiles against the library,
 * each given the imports of the exports it names. (The functions' examples are not checked
 * here: several are fragments that use names they do not declare.)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { entryExports, tsdocExamples } from './tsdoc-examples.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const out = join(root, '.tmp', 'tsdoc-examples', String(process.pid));
afterAll(() => {
  rmSync(out, { recursive: true, force: true });
});

const TYPES = /^export (interface|type) \w+/;

describe('the TSDoc examples of interfaces and type aliases', () => {
  const examples = tsdocExamples(root).filter((example) => TYPES.test(example.declaration));

  it('are found: most exported interfaces and types show one', () => {
    expect(examples.length).toBeGreaterThan(80);
  });

  it('type-check against the source, as an app would (strict)', () => {
    const config = ts.parseJsonConfigFileContent(JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')), ts.sys, root);
    const entries = { main: join(root, 'src', 'index.ts'), node: join(root, 'src', 'node.ts') };
    const base = ts.createProgram([entries.main, entries.node], { ...config.options, noEmit: true });
    const exported = { main: entryExports(base, entries.main), node: entryExports(base, entries.node) };
    expect(exported.main).toContain('GameState');
    mkdirSync(out, { recursive: true });
    const paths = examples.map((example, i) => {
      const used = (names: string[]) => names.filter((name) => new RegExp(`\\b${name}\\b`).test(example.body));
      const imports = [`import { ${used(exported.main).join(', ')} } from '${entries.main.replace(/\.ts$/, '.js')}';`, `import { ${used(exported.node).join(', ')} } from '${entries.node.replace(/\.ts$/, '.js')}';`];
      const path = join(out, `example-${i}.ts`);
      writeFileSync(path, `export {};\n${imports.join('\n')}\n${example.body}\n`);
      return path;
    });
    // As an app would check them: strict, without noUncheckedIndexedAccess (examples index results they just made).
    const program = ts.createProgram(paths, { ...config.options, noEmit: true, noUncheckedIndexedAccess: false, verbatimModuleSyntax: false });
    const problems = ts.getPreEmitDiagnostics(program).filter((problem) => problem.file !== undefined && paths.includes(problem.file.fileName));
    const messages = problems.map((problem) => {
      const file = problem.file as ts.SourceFile;
      const { line } = file.getLineAndCharacterOfPosition(problem.start ?? 0);
      const example = examples[paths.indexOf(file.fileName)] as (typeof examples)[number];
      return `${example.where} (+${line - 3}): ${ts.flattenDiagnosticMessageText(problem.messageText, ' ')}`;
    });
    expect(messages).toEqual([]);
  }, 120_000);
});
