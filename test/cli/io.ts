/** A capturing Io for the CLI tests, a way to run `main` to its exit code, and house-rules files. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/format.js';

export interface Captured {
  readonly io: Io;
  /** Standard output so far, prompts included, as a terminal would show it. */
  readonly out: () => string;
  readonly err: () => string;
  /** Every status line drawn (progress bars). */
  readonly statuses: string[];
}

/** An Io that records everything; `tty` adds a status line, as on a terminal. */
export function capture(options: { tty?: boolean; echo?: boolean } = {}): Captured {
  let out = '';
  let err = '';
  const statuses: string[] = [];
  const io: Io = {
    out: (text) => (out += `${text}\n`),
    err: (text) => (err += `${text}\n`),
    prompt: (text) => (out += text),
    echo: options.echo ?? true,
    status: options.tty === true ? (text) => statuses.push(text) : undefined,
  };
  return { io, out: () => out, err: () => err, statuses };
}

/** Lines typed by a player, as an async source like node:readline's. */
export async function* typed(lines: readonly string[]): AsyncGenerator<string> {
  for (const line of lines) {
    await Promise.resolve();
    yield line;
  }
}

/** Runs the CLI; returns its exit code with what it wrote. */
export async function run(argv: readonly string[], input?: AsyncIterable<string>, options: { tty?: boolean } = {}) {
  const captured = capture(options);
  const code = await main(argv, captured.io, input);
  return { code, out: captured.out(), err: captured.err(), statuses: captured.statuses };
}

/** Lines longer than a terminal of 80 columns. */
export function overlong(text: string): string[] {
  return text.split('\n').filter((line) => line.length > 80);
}

/** Runs `body` with the path of a temporary JSON rules file holding `overrides`, removed afterwards. */
export function withRules<T>(overrides: object, body: (path: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'farkle-cli-'));
  const path = join(dir, 'table.json');
  writeFileSync(path, JSON.stringify(overrides));
  return body(path).finally(() => {
    rmSync(dir, { recursive: true, force: true });
  });
}
