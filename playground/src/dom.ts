import { FarkleError } from 'farkle-rules';

type Child = Node | string | number | null | undefined | false;

/** Makes an element with attributes (a `class`, `aria-*`, `data-*`, ...) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string | number | boolean>> = {},
  ...children: readonly Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    node.setAttribute(name, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

/** Appends children, skipping the empty ones. */
export function append(node: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/** Replaces every child of `node`. */
export function show(node: Node, ...children: readonly Child[]): void {
  node.textContent = '';
  append(node, children);
}

/** The element with this id, which the page is known to have. */
export function byId(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (node === null) throw new Error(`the page has no #${id}`);
  return node;
}

/** The element with this id, checked to be of `kind` (an input, a select...). */
export function control<T extends HTMLElement>(id: string, kind: abstract new () => T): T {
  const node = byId(id);
  if (!(node instanceof kind)) throw new Error(`#${id} is no ${kind.name}`);
  return node;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Points and other numbers as a person reads them: 10,000; 542.1. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** A chance as a percentage: 55.5 %. */
export function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

/** The most characters of a message the page shows: what it quotes of its input stays a few hundred characters at most. */
export const MAX_MESSAGE = 300;

/** `text` cut to `max` characters at most (an ellipsis last, never half a surrogate pair), with the length it had. */
export function bounded(text: string, max = MAX_MESSAGE): string {
  if (text.length <= max) return text;
  const tail = `… (${formatNumber(text.length)} characters)`;
  let end = Math.max(0, max - tail.length);
  if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
  return `${text.slice(0, end)}${tail}`;
}

/** A value quoted for a message, as JSON, cut to `max` characters: `"yahtzee"`, `[1,2]`. */
export function quoted(value: unknown, max = 60): string {
  let text: string | undefined;
  try {
    // Undefined for undefined; throws for what is nested too deeply to write.
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  return bounded(text ?? (Array.isArray(value) ? 'an array' : typeof value), max);
}

/** An error's message as the page shows it: cut to {@link MAX_MESSAGE} characters. */
export function messageOf(error: unknown): string {
  return bounded(error instanceof Error ? error.message : String(error));
}

/** An error as the page shows it: a FarkleError with its code; anything else by its message alone; either by {@link messageOf}. */
export function errorBox(error: unknown): HTMLElement {
  const text = messageOf(error);
  if (!(error instanceof FarkleError)) return el('p', { class: 'error', role: 'alert' }, text);
  return el('p', { class: 'error', role: 'alert' }, el('code', { class: 'error-code' }, error.code), ' ', text);
}
