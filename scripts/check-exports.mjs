#!/usr/bin/env node
// Checks that the built entries' types hold only public API: no exported name
// is tagged `@internal` in its declaration, and no exported declaration names
// (directly or through the unexported types it uses) a declaration tagged
// `@internal`. Reads the declaration files with TypeScript's own parser and
// checker, prints what it checked, and exits 1 listing every leak.
//
// Usage: node scripts/check-exports.mjs [entry.d.ts ...]
// (by default the built entries: dist/index.d.ts, .d.cts, dist/node.d.ts, .d.cts; `npm run build` first)
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ENTRIES = ['dist/index.d.ts', 'dist/index.d.cts', 'dist/node.d.ts', 'dist/node.d.cts'];

/** Whether a declaration carries the `@internal` tag (on itself or, for a variable, on its statement). */
function isInternal(declaration) {
  const tagged = (node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
  if (tagged(declaration)) return true;
  return ts.isVariableDeclaration(declaration) && tagged(declaration.parent.parent);
}

/** The symbol an alias (an import or re-export) stands for. */
function target(checker, symbol) {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** Every declaration tagged `@internal` that `symbol`'s declarations reach through the names they use. */
function internalsReached(checker, symbol) {
  const found = new Set();
  const seen = new Set([symbol]);
  const queue = [...(symbol.declarations ?? [])];
  while (queue.length > 0) {
    const node = queue.pop();
    ts.forEachChild(node, function visit(child) {
      if (ts.isIdentifier(child)) {
        const used = checker.getSymbolAtLocation(child);
        const resolved = used === undefined ? undefined : target(checker, used);
        if (resolved !== undefined && !seen.has(resolved)) {
          seen.add(resolved);
          for (const declaration of resolved.declarations ?? []) {
            // The library's own declarations only: the standard library and @types are not ours to judge.
            if (declaration.getSourceFile().isDeclarationFile && declaration.getSourceFile().fileName.includes('/node_modules/')) continue;
            if (isInternal(declaration)) found.add(resolved.name);
            else queue.push(declaration);
          }
        }
      }
      ts.forEachChild(child, visit);
    });
  }
  return found;
}

/** The problems of one entry's declaration file, as lines to print. */
export function checkEntry(file) {
  const program = ts.createProgram([file], { noEmit: true, strict: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) return { names: 0, problems: [`${file}: not a module`] };
  const problems = [];
  const exported = checker.getExportsOfModule(moduleSymbol);
  for (const name of exported) {
    const symbol = target(checker, name);
    if ((symbol.declarations ?? []).some(isInternal)) {
      problems.push(`${name.name}: exported, but tagged @internal`);
      continue;
    }
    for (const internal of internalsReached(checker, symbol)) problems.push(`${name.name}: names ${internal}, which is tagged @internal`);
  }
  return { names: exported.length, problems };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entries = process.argv.length > 2 ? process.argv.slice(2).map((file) => resolve(file)) : DEFAULT_ENTRIES.map((file) => resolve(root, file));
  let failed = false;
  for (const file of entries) {
    const shown = relative(process.cwd(), file);
    if (!existsSync(file)) {
      console.error(`${shown}: missing (run \`npm run build\` first)`);
      failed = true;
      continue;
    }
    const { names, problems } = checkEntry(file);
    if (problems.length === 0) console.log(`${shown}: ${names} exported names, none internal`);
    else {
      failed = true;
      console.error(`${shown}: ${problems.length} internal names leak:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
