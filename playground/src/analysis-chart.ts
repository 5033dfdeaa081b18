import type { DecisionMark, GameAnalysis } from 'farkle-rules';
import { tickSpacing } from './axis.js';
import { chartRoot, svg } from './svg.js';

const LEFT = 52;
const RIGHT = 14;
const TOP = 12;
const BOTTOM = 44;
const HEIGHT = 260;
/** Past this many decisions the line goes without a dot at each. */
const MOST_DOTS = 150;

/** A mark's words, and the sign chess annotators write for it. */
export const MARK_WORDS: Readonly<Record<DecisionMark, { readonly word: string; readonly sign: string }>> = {
  inaccuracy: { word: 'an inaccuracy', sign: '?!' },
  mistake: { word: 'a mistake', sign: '?' },
  blunder: { word: 'a blunder', sign: '??' },
};

/** A mark's symbol centred on (x, y): a circle, a diamond, a triangle, larger as the mark is worse (told apart without colour). */
export function markShape(mark: DecisionMark, x: number, y: number): SVGElement {
  switch (mark) {
    case 'inaccuracy':
      return svg('circle', { class: 'mark-shape', cx: x, cy: y, r: 5 });
    case 'mistake':
      return svg('rect', { class: 'mark-shape', x: x - 5, y: y - 5, width: 10, height: 10, transform: `rotate(45 ${x} ${y})` });
    case 'blunder':
      return svg('path', { class: 'mark-shape', d: `M ${x} ${y - 8.5} L ${x + 8} ${y + 5.5} L ${x - 8} ${y + 5.5} Z` });
  }
}

/** The grid of chances (every 25 %) and the decisions' ticks. */
function axes(chart: SVGElement, n: number, width: number, plotW: number, plotH: number, seatName: string): void {
  for (const chance of [0, 0.25, 0.5, 0.75, 1]) {
    const y = TOP + plotH * (1 - chance);
    chart.appendChild(svg('line', { class: chance === 0.5 ? 'grid even' : 'grid', x1: LEFT, x2: width - RIGHT, y1: y, y2: y }));
    chart.appendChild(svg('text', { class: 'tick y-tick', x: LEFT - 6, y: y + 4, 'text-anchor': 'end' }, `${chance * 100} %`));
  }
  const spacing = tickSpacing(n, plotW < 400 ? 4 : 8, 1);
  for (let k = spacing; k <= n; k += spacing) {
    chart.appendChild(svg('text', { class: 'tick x-tick', x: LEFT + (plotW * (k - 0.5)) / n, y: TOP + plotH + 16, 'text-anchor': 'middle' }, String(k)));
  }
  chart.appendChild(svg('text', { class: 'axis-label', x: LEFT + plotW / 2, y: TOP + plotH + 36, 'text-anchor': 'middle' }, 'decisions, in the order played'));
  chart.appendChild(svg('text', { class: 'axis-label', x: 12, y: TOP + plotH / 2, 'text-anchor': 'middle', transform: `rotate(-90 12 ${TOP + plotH / 2})` }, `win chance of ${seatName}`));
}

/**
 * The first player's (seat 0's) chance to win after each decision of an analysis, as a line
 * over the decisions, broken where it is not known (another seat's decision in a game of
 * three or more); each marked decision a symbol on it, in the tab order one at a time (a
 * roving tab stop: see the panel), named by `label`.
 */
export function analysisChart(analysis: GameAnalysis, width: number, title: string, label: (k: number) => string): SVGElement {
  const { decisions } = analysis;
  const n = Math.max(1, decisions.length);
  const plotW = width - LEFT - RIGHT;
  const plotH = HEIGHT - TOP - BOTTOM;
  const x = (k: number): number => LEFT + (plotW * (k + 0.5)) / n;
  const y = (chance: number): number => TOP + plotH * (1 - chance);
  const name = analysis.players[0]?.name ?? 'seat 1';
  // The axis has room for a short name.
  const seatName = name.length > 18 ? `${name.slice(0, 17)}…` : name;
  const chart = chartRoot(width, HEIGHT, title, `The chance that ${name} wins, after each decision of the game, from 0 to 100 %; marked decisions are buttons that show the moves there were.`, 'group');
  axes(chart, n, width, plotW, plotH, seatName);
  let points: string[] = [];
  const line = (): void => {
    if (points.length > 0) chart.appendChild(svg('polyline', { class: 'chance-line', points: points.join(' ') }));
    points = [];
  };
  decisions.forEach((decision, k) => {
    if (decision.firstSeat === null) line();
    else points.push(`${x(k).toFixed(1)},${y(decision.firstSeat).toFixed(1)}`);
  });
  line();
  if (decisions.length <= MOST_DOTS) {
    decisions.forEach((decision, k) => {
      if (decision.firstSeat !== null && decision.mark === null) chart.appendChild(svg('circle', { class: 'dot', cx: x(k), cy: y(decision.firstSeat), r: 2.5 }));
    });
  }
  const marks = svg('g', { class: 'marks' });
  decisions.forEach((decision, k) => {
    if (decision.mark === null) return;
    // A decision whose chance for seat 0 is unknown sits on the axis.
    const at = decision.firstSeat === null ? TOP + plotH : y(decision.firstSeat);
    const attributes = { class: `mark ${decision.mark}`, role: 'button', tabindex: marks.childElementCount === 0 ? 0 : -1, 'data-decision': k, 'aria-label': label(k), 'aria-expanded': 'false', 'aria-controls': 'analysis-detail' };
    marks.appendChild(svg('g', attributes, svg('title', {}, label(k)), markShape(decision.mark, x(k), at)));
  });
  chart.appendChild(marks);
  return chart;
}
