/** Running an example as a module, for the docs tests. */
import { writeFileSync } from 'node:fs';

/**
 * Writes `code` to `path` and imports it, with `console.log` silenced: what an
 * example logs without a `// prints:` claim is for the reader, not the test's output.
 */
export async function importQuietly(path: string, code: string): Promise<void> {
  writeFileSync(path, code);
  const log = console.log;
  console.log = () => undefined;
  try {
    await import(path);
  } finally {
    console.log = log;
  }
}
