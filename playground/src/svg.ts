const NS = 'http://www.w3.org/2000/svg';

/** Makes an SVG element with attributes and children (text becomes a text node). */
export function svg(tag: string, attributes: Readonly<Record<string, string | number>> = {}, ...children: readonly (Node | string)[]): SVGElement {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  for (const child of children) node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  return node;
}

/** A chart's root: scales with its box, named for assistive technology by its title. */
export function chartRoot(width: number, height: number, title: string, description: string): SVGElement {
  return svg(
    'svg',
    { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': title, class: 'chart', preserveAspectRatio: 'xMidYMid meet' },
    svg('title', {}, title),
    svg('desc', {}, description),
  );
}

/** Mixes two RGB colours: `t` 0 gives `from`, 1 gives `to`. */
function mix(from: readonly number[], to: readonly number[], t: number): string {
  const channel = (i: number): number => Math.round((from[i] ?? 0) + ((to[i] ?? 0) - (from[i] ?? 0)) * t);
  return `rgb(${channel(0)} ${channel(1)} ${channel(2)})`;
}

const LOW = [178, 24, 43];
const MIDDLE = [247, 247, 247];
const HIGH = [33, 102, 172];

/** A diverging colour for a chance: red below a half, white at a half, blue above. */
export function chanceColor(chance: number): string {
  const p = Math.min(1, Math.max(0, chance));
  return p < 0.5 ? mix(LOW, MIDDLE, p * 2) : mix(MIDDLE, HIGH, (p - 0.5) * 2);
}
