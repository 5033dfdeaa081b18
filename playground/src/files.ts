/** Files in and out of the page, all local: a download made from a Blob, an upload read by the browser. */
import { bounded, formatNumber, messageOf } from './dom.js';
import { parseJson } from './json-input.js';

/** Offers `value` as a JSON file to save. */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** A kind of file the page reads, as the CLI reads it: what it is called, and the most bytes it may hold (the CLI's limit). */
export interface FileKind {
  /** `rules file`, `game record`. */
  readonly name: string;
  readonly maxBytes: number;
  /** That limit for a person: `1 MB`. */
  readonly limit: string;
}

/**
 * The JSON of the file picked in `input` (and the input emptied, so that the
 * same file can be picked again): refused unread past the kind's size, then
 * read as UTF-8 (the browser's decoding drops one leading byte-order mark,
 * as the CLI does) and parsed by {@link parseJson}.
 */
export async function readJsonFile(input: HTMLInputElement, kind: FileKind): Promise<{ name: string; value: unknown }> {
  const file = input.files?.[0];
  input.value = '';
  if (file === undefined) throw new Error('no file was picked');
  const name = bounded(file.name, 80);
  if (file.size > kind.maxBytes) throw new Error(`${name} holds ${formatNumber(file.size)} bytes; a ${kind.name} holds at most ${kind.limit} (${formatNumber(kind.maxBytes)} bytes).`);
  const text = await file.text();
  try {
    return { name, value: parseJson(text, name) };
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${name} is not valid JSON: ${messageOf(error)}.`);
    throw error;
  }
}

/** A file name made of a few safe characters: `zilch (custom)` gives `zilch-custom`. */
export function fileStem(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'farkle';
}
