import type { Rules } from 'farkle-rules';
import { axisTop, ticks } from './axis.js';
import { formatNumber } from './dom.js';
import { chartRoot, svg } from './svg.js';
import type { ThresholdRow, Thresholds } from './thresholds.js';

const LEFT = 62;
const RIGHT = 84;
const TOP = 10;
const ROW = 34;

/** A row's threshold in words: `950`, `400-650` (spicy dice told apart), `never`. */
export function thresholdWords(row: ThresholdRow): string {
  if (row.low === null) return 'never';
  if (row.high === row.low) return formatNumber(row.low);
  return `${formatNumber(row.low)}-${row.high === null ? 'never' : formatNumber(row.high)}`;
}

const diceWord = (dice: number): string => `${dice} ${dice === 1 ? 'die' : 'dice'}`;

/** The zig-zag that says a bar goes on past the axis. */
function breakMark(x: number, y: number): SVGElement {
  return svg('path', { class: 'break', d: `M${x - 7} ${y + 4} l5 -6 l4 6 l5 -6 M${x - 7} ${y + 20} l5 -6 l4 6 l5 -6` });
}

/** One bar: to the lowest threshold, a lighter stretch to the highest, broken at the axis's end. */
function bar(chart: SVGElement, row: ThresholdRow, y: number, x: (value: number) => number, top: number): void {
  const edge = x(top);
  const low = row.low === null ? null : Math.min(x(row.low), edge);
  const high = row.high === null ? edge : Math.min(x(row.high), edge);
  const words = row.low === null ? `${diceWord(row.dice)}: roll on whatever the turn total` : `${diceWord(row.dice)}: bank at ${thresholdWords(row)}`;
  if (row.low === null || row.high !== row.low) {
    chart.appendChild(svg('rect', { class: 'bar spread', x: low ?? LEFT, y: y + 7, width: Math.max(1, high - (low ?? LEFT)), height: ROW - 14 }, svg('title', {}, words)));
  }
  if (low !== null) chart.appendChild(svg('rect', { class: 'bar', x: LEFT, y: y + 7, width: Math.max(1, low - LEFT), height: ROW - 14 }, svg('title', {}, words)));
  const broken = (row.high ?? Infinity) > top;
  if (broken) chart.appendChild(breakMark(edge, y + 5));
  chart.appendChild(svg('text', { class: 'value', x: (broken ? edge : high) + 8, y: y + ROW / 2 + 5 }, thresholdWords(row)));
}

/**
 * The optimal turn's bank thresholds by dice left, as bars on a linear axis
 * of turn totals that ends past the ordinary bars (a far larger one is drawn
 * broken at the edge, with its value): below its bar a player rolls on, at
 * or above it they bank.
 */
export function drawThresholds(thresholds: Thresholds, width: number): SVGElement {
  const { rows, policy } = thresholds;
  const values = rows.flatMap((row) => [row.low, row.high]).filter((value): value is number => value !== null);
  const { top, spacing } = axisTop(values.length === 0 ? [policy.step * 10] : values, width < 420 ? 4 : 6);
  const plot = width - LEFT - RIGHT;
  const x = (value: number): number => LEFT + (plot * value) / top;
  const bottom = TOP + ROW * rows.length;
  const chart = chartRoot(width, bottom + 40, `Bank thresholds by dice left, ${policy.rules.name}`, 'For each number of dice left to roll, the turn total from which optimal play banks.');
  for (const tick of ticks(top, spacing)) {
    chart.appendChild(svg('line', { class: 'grid', x1: x(tick), x2: x(tick), y1: TOP - 4, y2: bottom }));
    chart.appendChild(svg('text', { class: 'tick x-tick', x: x(tick), y: bottom + 16, 'text-anchor': 'middle' }, formatNumber(tick)));
  }
  chart.appendChild(svg('text', { class: 'axis-label', x: LEFT + plot / 2, y: bottom + 34, 'text-anchor': 'middle' }, 'turn total'));
  rows.forEach((row, i) => {
    const y = TOP + i * ROW;
    chart.appendChild(svg('text', { class: 'row-label', x: LEFT - 8, y: y + ROW / 2 + 5, 'text-anchor': 'end' }, diceWord(row.dice)));
    bar(chart, row, y, x, top);
  });
  return chart;
}

/** What the chart shows, in words: the rules, and before the first bank or after. */
export function thresholdTitle(rules: Rules, onBoard: boolean): string {
  return `Bank thresholds by dice left: ${rules.name}, ${onBoard ? 'once on the board' : 'before the first bank'}`;
}

/** What to say under the chart, and the caveat when spicy dice are counted as plain ones. */
export function thresholdNotes(thresholds: Thresholds): { summary: string; caveat: string | null } {
  const { policy, byIdentity } = thresholds;
  const entry = policy.onBoard ? '' : ` Before the first bank, no total under ${formatNumber(policy.minimum)} may be banked.`;
  const spread = byIdentity ? ' With spicy dice, which dice are left matters (each has its red face on another value): a bar runs from the lowest threshold over the sets of that many dice, its lighter end to the highest.' : '';
  const summary = `A fresh turn is worth ${formatNumber(policy.expectedScore)} points on average under optimal play.${entry} Roll on while the turn total is below the bar for the dice you would roll; bank once it reaches it.${spread}`;
  const caveat =
    policy.rules.spicyDice && !byIdentity
      ? 'These are not spicy thresholds: this version of farkle-rules looks ahead as if the dice left had no red faces, so the bars are those of the same rules with plain dice.'
      : null;
  return { summary, caveat };
}

