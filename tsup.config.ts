import path from 'node:path';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';

const mainEntry = path.resolve('src/index.ts');

/**
 * The Node.js entry and its worker script reach the library through the main
 * entry: their imports of src/index.ts stay imports of dist/index.js (ESM) or
 * dist/index.cjs (CJS) instead of bundling a second copy, so every entry
 * shares one `FarkleError` class (and `instanceof` works across them).
 */
const useMainEntry: Plugin = {
  name: 'use-main-entry',
  setup(build) {
    // tsup hands esbuild ESM and converts to CJS afterwards: its TSUP_FORMAT define tells them apart.
    const target = build.initialOptions.define?.TSUP_FORMAT === '"cjs"' ? './index.cjs' : './index.js';
    build.onResolve({ filter: /(^|\/)index\.js$/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const resolved = path.resolve(args.resolveDir, args.path.replace(/\.js$/, '.ts'));
      return resolved === mainEntry ? { path: target, external: true } : undefined;
    });
  },
};

export default defineConfig([
  {
    // Library: dual ESM + CJS with declarations for both formats. With it,
    // in the same build (one clean, no race), the Node.js-only entry and the
    // script of its worker threads, which use the library through the main entry.
    entry: {
      index: 'src/index.ts',
      node: 'src/node.ts',
      'simulate-worker': 'src/simulate/worker.ts',
      'win-worker': 'src/strategy/win-worker.ts',
    },
    format: ['esm', 'cjs'],
    dts: { entry: { index: 'src/index.ts', node: 'src/node.ts' } },
    esbuildPlugins: [useMainEntry],
    external: ['node:os', 'node:worker_threads'],
    // import.meta.url in the CommonJS build of the Node.js entry, to find its worker script.
    shims: true,
    sourcemap: true,
    // Both builds run in parallel: wipe dist/ but leave the CLI build's
    // output alone so the two cannot race.
    clean: ['!cli.js', '!cli.js.map'],
    target: 'node18',
    platform: 'neutral',
    removeNodeProtocol: false,
    treeshake: true,
    splitting: false,
    outDir: 'dist',
  },
  {
    // CLI: ESM only, executable via the shebang banner. No declarations.
    entry: { cli: 'src/cli.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: false,
    target: 'node18',
    platform: 'node',
    treeshake: true,
    splitting: false,
    outDir: 'dist',
    banner: { js: '#!/usr/bin/env node' },
    // Keep `node:` specifiers as written (supported by every Node >= 18).
    removeNodeProtocol: false,
  },
]);
