// Copies the built rules.schema.json into the docs site at its versioned path, the address of its
// `$id`: `node scripts/schema/publish.mjs [--site DIR]` (DIR: docs/api, what `npm run docs` builds).
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schemaPath } from './version.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const at = process.argv.indexOf('--site');
const site = at > 0 ? resolve(process.argv[at + 1] ?? '') : join(root, 'docs', 'api');
const schema = join(root, 'rules.schema.json');
if (!existsSync(schema)) {
  console.error('schema/publish: no rules.schema.json to publish: run `npm run build` first (its postbuild writes it)');
  process.exit(1);
}
const out = join(site, schemaPath());
mkdirSync(dirname(out), { recursive: true });
copyFileSync(schema, out);
