/**
 * The name a sheet shows (issue 17, item 3): a rule set's name is the one
 * text of a sheet an app's user chose, so `describeRules` shows it safe for
 * a terminal (control characters, line separators and bidirectional
 * overrides escaped, never passed through) and within the sheet's 80 columns.
 */
import { describe, expect, it } from 'vitest';
import { defineRules, describeRules } from '../../src/index.js';

/** Every character a name may hold that a terminal acts on or that reorders the text, with its escape. */
const UNSAFE: readonly (readonly [string, string])[] = [
  ['\u0000', '\\x00'], // NUL
  ['\u0007', '\\x07'], // BEL
  ['\u0008', '\\x08'], // backspace
  ['\t', '\\x09'],
  ['\n', '\\x0A'],
  ['\r', '\\x0D'], // CR: rewrites the line
  ['\u001b', '\\x1B'], // ESC: starts terminal commands
  ['\u007f', '\\x7F'], // DEL
  ['\u0080', '\\x80'], // the C1 range
  ['\u0085', '\\x85'],
  ['\u009b', '\\x9B'], // CSI: ESC [ in one byte
  ['\u009f', '\\x9F'],
  ['\u061c', '\\u061C'], // Arabic letter mark
  ['\u200e', '\\u200E'], // left-to-right mark
  ['\u200f', '\\u200F'],
  ['\u2028', '\\u2028'], // line separator
  ['\u2029', '\\u2029'],
  ['\u202a', '\\u202A'], // embeddings and overrides
  ['\u202d', '\\u202D'],
  ['\u202e', '\\u202E'], // right-to-left override
  ['\u2066', '\\u2066'], // isolates
  ['\u2069', '\\u2069'],
];

describe('describeRules shows a name safely', () => {
  it.each(UNSAFE)('escapes U+%s in text and Markdown, and never passes it through', (char, escape) => {
    const rules = defineRules({ name: `before${char}after` });
    const text = describeRules(rules);
    const markdown = describeRules(rules, { format: 'markdown' });
    expect(text.split('\n')[0]).toBe(`before${escape}after`);
    // Markdown escapes the backslash itself, so that the escape shows as written.
    expect(markdown.split('\n')[0]).toBe(`# before${escape.replace('\\', '\\\\')}after`);
    for (const sheet of [text, markdown]) {
      // The sheet's own line breaks are its only control characters.
      expect(sheet.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u);
    }
  });

  it('the terminal attack of issue 17 shows as text: ESC, BEL, CR and NUL in a name', () => {
    const sheet = describeRules(defineRules({ name: 'House\u001b[2J\u0007\rrules\u0000' }));
    expect(sheet.split('\n')[0]).toBe('House\\x1B[2J\\x07\\x0Drules\\x00');
  });

  it('leaves every other character of a name as it is', () => {
    const name = 'Grand-mère’s «Farkle» 🎲 — 10,000 点';
    expect(describeRules(defineRules({ name })).split('\n')[0]).toBe(name);
  });
});

describe('describeRules wraps a long name within its width', () => {
  /** The title lines of a plain-text sheet: the lines before the underline. */
  function titleOf(sheet: string): { lines: string[]; underline: string } {
    const lines = sheet.split('\n');
    const at = lines.findIndex((line) => /^=+$/.test(line));
    return { lines: lines.slice(0, at), underline: lines[at] ?? '' };
  }

  it('a name of 200 characters with no space is cut into lines of at most 80', () => {
    const name = 'A'.repeat(200);
    const { lines, underline } = titleOf(describeRules(defineRules({ name })));
    expect(lines.map((line) => line.length)).toEqual([80, 80, 40]);
    expect(lines.join('')).toBe(name);
    expect(underline).toBe('='.repeat(80));
  });

  it('a name of words breaks between words, and every line of the sheet fits 80 columns', () => {
    const name = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ');
    const sheet = describeRules(defineRules({ name }));
    const { lines, underline } = titleOf(sheet);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(name);
    for (const line of sheet.split('\n')) expect(Array.from(line).length).toBeLessThanOrEqual(80);
    expect(underline.length).toBe(Math.max(...lines.map((line) => line.length)));
  });

  it('a short name keeps its one line, underlined to its length', () => {
    const { lines, underline } = titleOf(describeRules(defineRules({ name: 'house' })));
    expect(lines).toEqual(['house']);
    expect(underline).toBe('=====');
  });
});
