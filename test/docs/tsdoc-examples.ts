/**
 * The `@example` blocks of the TSDoc comments in src/ (the CLI's excepted), as modules that
 * type-check against the library: they show no imports, so each gets one of every export
 * of `farkle-rules` and `farkle-rules/node` it names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type ts from 'typescript';

export interface TsdocExample {
  /** The source file, relative to the repository, and the line of the example's first code line. */
  readonly where: string;
  /** The code of the example, its comment's ` * ` taken off. */
  readonly body: string;
  /** The first line of what the comment documents (`export interface Rules {`). */
  readonly declaration: string;
}

/** Every `@example` code fence of the comments of `src/` (not `src/cli/`). */
export function tsdocExamples(root: string): TsdocExample[] {
  const files = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('cli'))
    .map((file) => join(root, 'src', file));
  return files.flatMap((file) => {
    const lines = readFileSync(file, 'utf8').split('\n');
    const found: TsdocExample[] = [];
    for (let at = 0; at < lines.length; at++) {
      if (!/^\s*\* @example\s*$/.test(lines[at] as string) || !/^\s*\* ```(ts|typescript)\s*$/.test(lines[at + 1] ?? '')) continue;
      const body: string[] = [];
      let end = at + 2;
      for (; end < lines.length && !/^\s*\* ```\s*$/.test(lines[end] as string); end++) body.push((lines[end] as string).replace(/^\s*\* ?/, ''));
      let close = end;
      while (close < lines.length && !/\*\/\s*$/.test(lines[close] as string)) close++;
      const declaration = (lines[close + 1] ?? '').trim();
      found.push({ where: `${relative(root, file)}:${at + 3}`, body: body.join('\n'), declaration });
      at = end;
    }
    return found;
  });
}

/** The names each entry exports, read by the compiler. */
export function entryExports(program: ts.Program, entry: string): string[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const symbol = source === undefined ? undefined : checker.getSymbolAtLocation(source);
  return symbol === undefined ? [] : checker.getExportsOfModule(symbol).map((exported) => exported.name);
}
