import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

const srcDir = path.resolve('src');
const outDir = path.resolve('dist');

/** The worker scripts, built beside the Node.js entry under the names it looks them up by. */
const WORKERS = { 'simulate-worker': 'src/simulate/worker.ts', 'win-worker': 'src/strategy/race/worker.ts' };
const workerFiles = new Set(Object.values(WORKERS).map((file) => path.resolve(file)));

/**
 * Every module of src/ as its own ES module, at the same path under dist/
 * (src/scoring/score-roll.ts -> dist/scoring/score-roll.js), so that an app's
 * bundler, told by `sideEffects` that the modules are pure, drops each module
 * the app does not reach (the solvers, the bots) instead of receiving one file.
 * The CLI's entry has its own build (for the shebang) and the workers their names.
 */
const moduleEntries: Record<string, string> = Object.fromEntries(
  readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && file !== 'cli.ts' && !workerFiles.has(path.join(srcDir, file)))
    .map((file) => [file.replace(/\.ts$/, '').split(path.sep).join('/'), `src/${file}`]),
);

/** The modules the CommonJS build writes: the library's, not the CLI's (the bin is an ES module). */
const libraryEntries: Record<string, string> = Object.fromEntries(Object.entries(moduleEntries).filter(([name]) => !name.startsWith('cli/')));

/** Where a build writes each entry, by its absolute source path, for output files ending in `extension`. */
function outputsOf(entries: Record<string, string>, extension: string): Map<string, string> {
  return new Map(Object.entries(entries).map(([name, file]) => [path.resolve(file), path.join(outDir, `${name}${extension}`)]));
}

/**
 * Keeps every import an import: a relative one points from the importer's
 * output to the imported module's output (the same relative path, except from
 * a worker, with the build's extension), and `node:` modules stay as written.
 * Each output file then holds only its own module's code, and every entry
 * reaches one copy of each module (one `FarkleError` class, so `instanceof`
 * works across the entries and their workers).
 */
function keepModules(entries: Record<string, string>, extension: '.js' | '.cjs'): Plugin {
  const outputOf = outputsOf(entries, extension);
  return {
    name: 'keep-modules',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        // Entries, and the files the build itself injects (the CommonJS shim of import.meta.url), are built in.
        if (args.kind === 'entry-point' || path.isAbsolute(args.path)) return undefined;
        if (!args.path.startsWith('.')) return { path: args.path, external: true };
        const from = outputOf.get(args.importer);
        const source = path.relative(srcDir, path.resolve(args.resolveDir, args.path)).replace(/\.js$/, extension);
        if (from === undefined) throw new Error(`keep-modules: ${args.importer} is not an entry`);
        const relative = path.relative(path.dirname(from), path.join(outDir, source)).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

// The builds below run in parallel, each with `clean: false`: dist/ is emptied once, here, first.
rmSync(outDir, { recursive: true, force: true });

const common = {
  target: 'node18',
  outDir: 'dist',
  clean: false,
  // No source maps: the output is unminified JavaScript that keeps the source's
  // names, modules and lines, and maps would outweigh the code (see README).
  sourcemap: false,
  // Keep `node:` specifiers as written (supported by every Node >= 18).
  removeNodeProtocol: false,
  splitting: false,
} as const;

export default defineConfig([
  {
    // ES modules: the library, its Node.js entry, the workers and the CLI's modules, one file per module.
    ...common,
    entry: { ...moduleEntries, ...WORKERS },
    format: ['esm'],
    platform: 'neutral',
    dts: { entry: { index: 'src/index.ts', node: 'src/node.ts' } },
    esbuildPlugins: [keepModules({ ...moduleEntries, ...WORKERS }, '.js')],
    // esbuild's own dead-code removal suffices: each file is one module.
    treeshake: false,
  },
  {
    // CommonJS: the library's modules again, a file per module as in the ES build.
    ...common,
    entry: { ...libraryEntries, ...WORKERS },
    format: ['cjs'],
    platform: 'neutral',
    dts: { entry: { index: 'src/index.ts', node: 'src/node.ts' } },
    esbuildPlugins: [keepModules({ ...libraryEntries, ...WORKERS }, '.cjs')],
    // import.meta.url in the CommonJS build of the Node.js entry, to find its worker script.
    shims: true,
    treeshake: false,
  },
  {
    // The CLI's entry: executable via the shebang banner, importing the modules built above.
    ...common,
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    platform: 'node',
    dts: false,
    esbuildPlugins: [keepModules({ ...moduleEntries, cli: 'src/cli.ts' }, '.js')],
    treeshake: false,
    banner: { js: '#!/usr/bin/env node' },
  },
]);
