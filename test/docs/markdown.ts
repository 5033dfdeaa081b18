/**
 * The fenced code blocks of the project's Markdown files, as the docs tests
 * read them: the language and tags of the info string, the body, and the line
 * the body starts on (for messages that point into the file).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface CodeBlock {
  /** The Markdown file, relative to the repository. */
  readonly file: string;
  /** The 1-based line of the block's first body line. */
  readonly line: number;
  /** The info string's first word: `ts`, `console`, `json`, ... ('' when untagged). */
  readonly lang: string;
  /** The info string's other words: `no-run`, a file name for a `json` block. */
  readonly tags: readonly string[];
  /** The body, without the fences, unindented as far as the opening fence was indented. */
  readonly body: string;
}

/** Parses every fenced block (``` fences, indented up to three spaces or inside a list) of `text`. */
export function codeBlocks(file: string, text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let at = 0; at < lines.length; at++) {
    const open = /^(\s*)```(.*)$/.exec(lines[at] as string);
    if (open === null) continue;
    const indent = (open[1] as string).length;
    const [lang = '', ...tags] = (open[2] as string).trim().split(/\s+/).filter(Boolean);
    const body: string[] = [];
    let end = at + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] as string)) {
      body.push((lines[end] as string).slice(Math.min(indent, leadingSpaces(lines[end] as string))));
      end++;
    }
    if (end === lines.length) throw new Error(`${file}:${at + 1}: a code block that is never closed`);
    blocks.push({ file, line: at + 2, lang, tags, body: body.join('\n') });
    at = end;
  }
  return blocks;
}

function leadingSpaces(line: string): number {
  return line.length - line.trimStart().length;
}

/** The Markdown files whose code blocks are tested: README.md, CONTRIBUTING.md, SECURITY.md and docs/ (not docs/api). */
export function documentationFiles(root: string): string[] {
  const top = ['README.md', 'CONTRIBUTING.md', 'SECURITY.md'].filter((name) => readdirSync(root).includes(name));
  return [...top, ...markdownUnder(root, join(root, 'docs'))];
}

function markdownUnder(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative(root, path) !== join('docs', 'api')) found.push(...markdownUnder(root, path));
    } else if (entry.name.endsWith('.md')) {
      found.push(relative(root, path));
    }
  }
  return found.sort();
}

/** Every block of every documentation file under `root`. */
export function documentationBlocks(root: string): CodeBlock[] {
  return documentationFiles(root).flatMap((file) => codeBlocks(file, readFileSync(join(root, file), 'utf8')));
}
