// Builds the playground (playground/) into the docs site: `node scripts/build-playground.mjs [--out DIR]`.
//
// Writes DIR (docs/api/playground by default, next to typedoc's API reference):
// - farkle-rules.js: the browser build of the library, an ES module bundled by esbuild from the
//   package's own main entry (`farkle-rules`, resolved through its `exports` to dist/index.js, so
//   the page runs exactly what an app installs; built first when dist/ is missing);
// - playground.js: the page's code, which imports `farkle-rules` through the page's import map,
//   so that it uses the public API only (with one file of the library's source, bundled in:
//   src/strategy/race/shared/outcome.ts, which tells a shared solve's error as solveWinChance does);
// - win-worker.js, win-part-worker.js, advice-worker.js, analysis-worker.js and table-worker.js,
//   the workers of the win-chance solver (alone, or a part of a solve shared by several), of
//   adviseGame, of analyzeGame and of decodeWinTable, which import ./farkle-rules.js;
// - tables/*.bin, the solved tables of the farkle-rules-tables package (tables/files/), copied: those
//   tables/manifest.js lists (before it is written, those scripts/tables/specs.mjs names), each
//   that is made; and tables/index.json, what each file solves, read from its own header
//   (readWinTable), which the page reads to know which rules a table covers;
// - index.html and style.css, copied;
// typedoc links it from every page of the site around it (scripts/typedoc-plugin.mjs).
// Everything is local: the page loads no font, script or style from anywhere else.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(root, 'playground');

/** Builds the playground into `out`, replacing what was there. */
export async function buildPlayground(out = join(root, 'docs', 'api', 'playground')) {
  const entry = join(root, 'dist', 'index.js');
  if (!existsSync(entry)) execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  else if (newestSource(join(root, 'src')) > statSync(entry).mtimeMs) {
    console.warn('build-playground: dist/ is older than src/; the playground gets the last build (npm run build updates it)');
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const common = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, legalComments: 'none', logLevel: 'warning' };
  await build({
    ...common,
    stdin: { contents: "export * from 'farkle-rules';", resolveDir: root, loader: 'js' },
    outfile: join(out, 'farkle-rules.js'),
  });
  await build({
    ...common,
    entryPoints: [join(source, 'src', 'main.ts')],
    tsconfig: join(source, 'tsconfig.json'),
    external: ['farkle-rules'],
    outfile: join(out, 'playground.js'),
  });
  // A module worker has no import map: its import of the library names the file.
  const libraryFile = { name: 'library-file', setup: (bundle) => bundle.onResolve({ filter: /^farkle-rules$/ }, () => ({ path: './farkle-rules.js', external: true })) };
  await build({
    ...common,
    entryPoints: ['win-worker', 'win-part-worker', 'advice-worker', 'analysis-worker', 'table-worker'].map((name) => join(source, 'src', `${name}.ts`)),
    tsconfig: join(source, 'tsconfig.json'),
    plugins: [libraryFile],
    outdir: out,
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(source, file), join(out, file));
  await copyTables(join(out, 'tables'));
  return out;
}

/** The table files the package lists: its manifest's, or (before the manifest is written) the specs'. */
async function listedTables() {
  const manifest = join(root, 'tables', 'manifest.js');
  if (existsSync(manifest)) return (await import(pathToFileURL(manifest).href)).MANIFEST.map((entry) => ({ file: entry.file, checksum: entry.checksum }));
  const { TABLES, fileOf } = await import(pathToFileURL(join(root, 'scripts', 'tables', 'specs.mjs')).href);
  return TABLES.map((table) => ({ file: fileOf(table), checksum: null }));
}

/**
 * Copies the listed table files that are made into `dir`, and writes `dir/index.json`: what each
 * solves, from its header. A listed file not made yet (a table still being solved) or unreadable
 * is left out with a warning: the page then treats its game as any other rules.
 */
async function copyTables(dir) {
  const { readWinTable } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  mkdirSync(dir, { recursive: true });
  const tables = [];
  for (const { file, checksum } of await listedTables()) {
    const path = join(root, 'tables', 'files', file);
    if (!existsSync(path)) {
      console.warn(`build-playground: tables/files/${file} is listed but not made yet; the page treats its game as other rules`);
      continue;
    }
    let info;
    try {
      info = readWinTable(readFileSync(path));
    } catch (error) {
      console.warn(`build-playground: tables/files/${file} left out: ${error.message}`);
      continue;
    }
    if (checksum !== null && checksum !== info.checksum) console.warn(`build-playground: tables/manifest.js is older than tables/files/${file} (another checksum); the page reads the file's own header`);
    copyFileSync(path, join(dir, file));
    const { fingerprint, target, bytes, states, encoding, firstPlayerWinChance } = info;
    tables.push({ name: info.rules.name, file, bytes, target, fingerprint, states, encoding, firstPlayerWinChance });
  }
  writeFileSync(join(dir, 'index.json'), `${JSON.stringify({ tables }, null, 2)}\n`);
}

/** The time the newest file under `dir` was changed. */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = await buildPlayground(at > 0 ? resolve(process.argv[at + 1] ?? '') : undefined);
  console.log(`playground built in ${out}`);
}
