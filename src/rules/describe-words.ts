/**
 * The words and the document model of a rules sheet ({@link describeRules}):
 * numbers as a rules card writes them, and sections of paragraphs, lists and
 * tables that render as plain text or Markdown.
 */

/** One block of a section: a paragraph, a bulleted list, or a two-column table. */
export type Block =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly header: Row; readonly rows: readonly Row[] };

/** A table row: the combination and its points. */
export type Row = readonly [string, string];

/** A headed part of the sheet; the first has no heading. */
export interface Section {
  readonly heading: string | null;
  readonly blocks: readonly Block[];
}

export const text = (value: string): Block => ({ kind: 'text', text: value });
export const list = (items: readonly string[]): Block => ({ kind: 'list', items });

/** Thousands separated by commas, independent of the machine's locale. */
export function points(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** A count in words up to ten, in figures above: `three`, `12`. */
export function count(n: number): string {
  return NUMBERS[n] ?? points(n);
}

/** An ordinal in words up to tenth, in figures above: `third`, `12th`, `21st`. */
export function ordinal(n: number): string {
  const word = ORDINALS[n];
  if (word !== undefined) return word;
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${points(n)}${suffix}`;
}

/** `1 life`, `2 lives`. */
export function lives(n: number): string {
  return n === 1 ? '1 life' : `${points(n)} lives`;
}

/** `one die`, `six dice`. */
export function diceWord(n: number): string {
  return n === 1 ? 'one die' : `${count(n)} dice`;
}

/** Every die of a set of `n`: `all six dice`, `the one die`. */
export function allDice(n: number): string {
  return n === 1 ? 'the one die' : `all ${count(n)} dice`;
}

/** The first letter in capitals. */
export function capitalize(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `a`, `a and b`, `a, b and c` (or `or`); a comma before the last when an item holds `and` or `or` itself. */
export function listing(items: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const serial = items.length > 2 && items.some((item) => / (and|or) /.test(item)) ? ',' : '';
  return `${items.slice(0, -1).join(', ')}${serial} ${last} ${items[items.length - 1] ?? ''}`;
}
