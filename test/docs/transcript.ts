/**
 * Command-line examples in the docs: a `console` block is a transcript, each
 * `$ npx farkle-rules ...` line a command and the lines up to the next `$` what
 * it prints (standard output, then standard error); in an `sh` block each
 * `npx farkle-rules ...` line is a command that must succeed. `play`'s input is
 * read back from the transcript: what follows the last `> ` of a prompt line.
 */
import type { CodeBlock } from './markdown.js';

export interface Command {
  /** The 1-based line of the command in its Markdown file. */
  readonly line: number;
  /** The arguments after `farkle-rules`. */
  readonly args: readonly string[];
  /** The output shown, or null when none is (the command must then exit 0). */
  readonly output: readonly string[] | null;
  /** The lines typed at `play`'s prompts. */
  readonly input: readonly string[];
}

const INVOCATION = /^(?:npx\s+)?farkle-rules(?:\s|$)/;

/** The commands of a `console` or `sh` block. */
export function commands(block: CodeBlock): Command[] {
  const lines = block.body.split('\n');
  const found: Command[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] as string;
    if (block.lang === 'console') {
      if (!line.startsWith('$ ')) continue;
      const command = withoutComment(line.slice(2)).trim();
      if (!INVOCATION.test(command)) throw new Error(`${block.file}:${block.line + at}: a console block shows only farkle-rules commands`);
      let end = at + 1;
      while (end < lines.length && !(lines[end] as string).startsWith('$ ')) end++;
      const output = lines.slice(at + 1, end);
      found.push({ line: block.line + at, args: argsOf(command), output: output.length > 0 ? output : null, input: typedAt(output) });
      at = end - 1;
    } else {
      const command = withoutComment(line).trim();
      if (INVOCATION.test(command)) found.push({ line: block.line + at, args: argsOf(command), output: null, input: [] });
    }
  }
  return found;
}

/** A shell line without its `# comment` (outside quotes). */
function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let at = 0; at < line.length; at++) {
    const char = line[at] as string;
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '#' && (at === 0 || /\s/.test(line[at - 1] as string))) {
      return line.slice(0, at);
    }
  }
  return line;
}

/** The words after `farkle-rules`, split as a shell would split plain words and quoted strings. */
function argsOf(command: string): string[] {
  const words = [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((match) => match[1] ?? match[2] ?? (match[3] as string));
  return words.slice(words.indexOf('farkle-rules') + 1);
}

/** What was typed at each prompt of a `play` transcript. */
function typedAt(output: readonly string[]): string[] {
  return output.filter((line) => line.includes(' > ')).map((line) => line.slice(line.lastIndexOf(' > ') + 3));
}
