const NS = 'http://www.w3.org/2000/svg';

/** Makes an SVG element with attributes and children (text becomes a text node). */
export function svg(tag: string, attributes: Readonly<Record<string, string | number>> = {}, ...children: readonly (Node | string)[]): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  for (const child of children) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

/**
 * A chart's root: scales with its box, named for assistive technology by its
 * title; an image, or (`group`) a chart whose parts can be reached one by one.
 */
export function chartRoot(width: number, height: number, title: string, description: string, role: 'img' | 'group' = 'img'): SVGElement {
  return svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, role, 'aria-label': title, class: 'chart', preserveAspectRatio: 'xMidYMid meet' },
    svg('title', {}, title),
    svg('desc', {}, description),
  );
}

/**
 * A diverging colour for a chance, from the colour scheme's own three
 * (`--chance-low`, `--chance-mid`, `--chance-high`): the low one at 0, the
 * middle one at a half, the high one at 1, mixed linearly between.
 */
export function chanceFill(chance: number): string {
  const p = Math.min(1, Math.max(0, chance));
  if (p < 0.5) return `color-mix(in srgb, var(--chance-mid) ${(p * 200).toFixed(1)}%, var(--chance-low))`;
  return `color-mix(in srgb, var(--chance-high) ${((p - 0.5) * 200).toFixed(1)}%, var(--chance-mid))`;
}
