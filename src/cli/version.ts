import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function packageAt(dir: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown; version?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * The version in farkle-rules' own package.json, found by walking up from this file: from
 * `dist/cli.js` in an installed package or a build, and from `src/cli/` in a clone, so that the
 * version printed is always the one published with the code running.
 */
export function packageVersion(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  for (;;) {
    const found = packageAt(dir);
    if (found?.name === 'farkle-rules' && typeof found.version === 'string') return found.version;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json of farkle-rules above ${fileURLToPath(from)}`);
    dir = parent;
  }
}
