/**
 * The built types in a strict TypeScript app with TypeScript's defaults for
 * everything else: no `lib` (so, without `target`, only ES5 and the DOM), no
 * `skipLibCheck`, and no @types of Node.js unless a case adds them. The app
 * imports both entries through the package's own `exports` (or, under
 * `node10`, `types` and `typesVersions`), as an installed copy would.
 * Each case must compile with no error at all.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGate } from '../support/build.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const app = mkdtempSync(join(tmpdir(), 'farkle-rules-types-'));
afterAll(() => {
  rmSync(app, { recursive: true, force: true });
});
mkdirSync(join(app, 'node_modules', '@types'), { recursive: true });
symlinkSync(repo, join(app, 'node_modules', 'farkle-rules'), 'dir');
writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
writeFileSync(
  join(app, 'app.ts'),
  [
    "import { scoreRoll, planSharedWinChance, type Rules, type SharedWinChancePlan } from 'farkle-rules';",
    "import { simulateParallel, type ParallelSimulationOptions } from 'farkle-rules/node';",
    'export const points: number = scoreRoll([1, 1, 1, 5, 2, 3]).points;',
    'export const useRules = (rules: Rules): Rules => rules;',
    "export const plan = (): SharedWinChancePlan => planSharedWinChance('classic', { target: 500, parts: 2 });",
    "const options: ParallelSimulationOptions = { bots: ['greedy', 'random'], games: 10, seed: 1 };",
    'export const run = (): Promise<number> => simulateParallel(options).then((result) => result.games);',
  ].join('\n'),
);

const { ModuleKind, ModuleResolutionKind, ScriptTarget } = ts;
const RESOLUTIONS = [
  ['node16', { module: ModuleKind.Node16, moduleResolution: ModuleResolutionKind.Node16 }],
  ['bundler', { module: ModuleKind.ESNext, moduleResolution: ModuleResolutionKind.Bundler }],
  ['node10', { module: ModuleKind.CommonJS, moduleResolution: ModuleResolutionKind.Node10 }],
] as const;
const TARGETS = [
  ['no target', {}],
  ['target es2022', { target: ScriptTarget.ES2022 }],
] as const;

/** Every diagnostic of the app compiled with `options` (strict, with the app's folder as the current one), as text. */
function compile(options: ts.CompilerOptions): string[] {
  const settings = { strict: true, noEmit: true, ...options };
  const host = ts.createCompilerHost(settings);
  host.getCurrentDirectory = () => app;
  const program = ts.createProgram([join(app, 'app.ts')], settings, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file === undefined ? '' : `${d.file.fileName.replace(repo, '')}: `;
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

const build = buildGate(['index.d.ts', 'index.d.cts', 'node.d.ts', 'node.d.cts']);
describe.skipIf(build.skip)(`the built types in a strict app with the default lib${build.note}`, () => {
  for (const [resolution, moduleOptions] of RESOLUTIONS) {
    for (const [targetName, targetOptions] of TARGETS) {
      it(`${resolution}, ${targetName}, no @types/node: both entries compile`, () => {
        build.check();
        expect(compile({ ...moduleOptions, ...targetOptions })).toEqual([]);
      }, 60_000);
    }
    it(`${resolution}, with @types/node (as an app of farkle-rules/node has it): both entries compile`, () => {
      build.check();
      // The app's own @types/node, where TypeScript looks for it by default.
      const types = join(app, 'node_modules', '@types', 'node');
      symlinkSync(join(repo, 'node_modules', '@types', 'node'), types, 'dir');
      try {
        expect(compile({ ...moduleOptions, target: ScriptTarget.ES2022 })).toEqual([]);
      } finally {
        rmSync(types);
      }
    }, 60_000);
  }
});
