/**
 * Whether dist/ is a build of the sources as they are, for the tests that run
 * the build (the CLI binary, the worker threads of farkle-rules/node, the
 * docs' blocks on them). A missing build would leave those tests nothing to
 * run and a stale one would test old code, both quietly. So each such test
 * is skipped with the reason in its name (and a warning) when the build is
 * missing or older than src/, and under CI (`CI` set, as `.ci/run` sets it,
 * building first) it runs and fails with that reason instead.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Whether the tests run under CI, where a test of the build never skips. */
export const IN_CI = !['', '0', 'false'].includes(process.env.CI ?? '');

/** The newest modification time of the files under `dir`. */
function newest(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs)),
  );
}

/** The newest time any input of the build (src/ and the build's config) was written. */
function newestInput(): number {
  return Math.max(newest(join(root, 'src')), statSync(join(root, 'tsup.config.ts')).mtimeMs);
}

/**
 * Why dist/ cannot stand for the sources for these files (paths under dist/),
 * or `null` when each exists and was written no earlier than every input.
 */
export function buildProblem(files: readonly string[]): string | null {
  const missing = files.filter((file) => !existsSync(join(root, 'dist', file)));
  if (missing.length > 0) return `no ${missing.map((file) => `dist/${file}`).join(', ')}`;
  const inputs = newestInput();
  const stale = files.filter((file) => statSync(join(root, 'dist', file)).mtimeMs < inputs);
  if (stale.length > 0) return `${stale.map((file) => `dist/${file}`).join(', ')} older than src/`;
  return null;
}

/** The build's state for one group of tests: whether to skip them, a note for their names, and a check for their bodies. */
export interface BuildGate {
  /** Why the build cannot be tested, or `null`. */
  readonly problem: string | null;
  /** Whether its tests skip: a problem, outside CI. */
  readonly skip: boolean;
  /** For the tests' names: empty, or why they are skipped. */
  readonly note: string;
  /** Throws the problem, if any: the first line of each test of the build (under CI, where they run). */
  check(): void;
}

/** The gate of the tests that need these files of dist/ (warns once when they skip). */
export function buildGate(files: readonly string[]): BuildGate {
  const problem = buildProblem(files);
  const skip = problem !== null && !IN_CI;
  if (skip) console.warn(`Tests of the build skipped: ${problem}. Run \`npm run build\` to run them.`);
  return {
    problem,
    skip,
    note: skip ? ` (skipped: ${problem}; run npm run build)` : '',
    check() {
      if (problem !== null) throw new Error(`dist/ is not a build of the sources: ${problem}. Run \`npm run build\` first.`);
    },
  };
}
