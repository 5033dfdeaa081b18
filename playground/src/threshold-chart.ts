import { optimalTurn, type Rules, type TurnPolicy } from 'farkle-rules';
import { formatNumber } from './dom.js';
import { chartRoot, svg } from './svg.js';

/** The smallest turn total at which the policy banks rather than rolls `dice` dice, or `null` if it rolls on up to its cap. */
export function bankThreshold(policy: TurnPolicy, dice: number): number | null {
  for (let total = policy.step; total <= policy.cap; total += policy.step) {
    if (!policy.shouldRoll(total, dice)) return total;
  }
  return null;
}

const LEFT = 70;
const RIGHT = 64;
const TOP = 16;
const ROW = 34;

/** Powers of ten from `low` to `high`, the ticks of a log axis. */
function decades(low: number, high: number): number[] {
  const ticks: number[] = [];
  for (let tick = low; tick <= high; tick *= 10) ticks.push(tick);
  return ticks;
}

/**
 * The optimal turn's bank thresholds by dice left, as horizontal bars on a
 * log scale: below its bar a player rolls on, at or above it they bank.
 */
export function thresholdChart(rules: Rules, onBoard: boolean, width: number): { chart: SVGElement; summary: string } {
  const policy = optimalTurn(rules, { onBoard });
  const rows = Array.from({ length: rules.dice }, (_, i) => ({ dice: i + 1, threshold: bankThreshold(policy, i + 1) }));
  const largest = Math.max(policy.step, ...rows.map((row) => row.threshold ?? policy.cap));
  const low = 10 ** Math.floor(Math.log10(policy.step));
  const high = 10 ** Math.ceil(Math.log10(largest));
  const plot = width - LEFT - RIGHT;
  const x = (value: number): number => LEFT + (plot * Math.log10(value / low)) / Math.log10(high / low);
  const height = TOP + ROW * rows.length + 36;
  const bottom = TOP + ROW * rows.length;
  const chart = chartRoot(width, height, `Bank thresholds by dice left, ${rules.name}`, 'For each number of dice left to roll, the turn total at which optimal play banks.');
  for (const tick of decades(low, high)) {
    chart.appendChild(svg('line', { class: 'grid', x1: x(tick), x2: x(tick), y1: TOP - 4, y2: bottom }));
    chart.appendChild(svg('text', { class: 'tick', x: x(tick), y: bottom + 18, 'text-anchor': 'middle' }, formatNumber(tick)));
  }
  chart.appendChild(svg('text', { class: 'axis-label', x: LEFT + plot / 2, y: bottom + 34, 'text-anchor': 'middle' }, 'turn total (log scale)'));
  rows.forEach(({ dice, threshold }, i) => {
    const y = TOP + i * ROW;
    const end = x(threshold ?? policy.cap);
    const words = threshold === null ? `${dice} dice: roll on up to the cap of ${formatNumber(policy.cap)}` : `${dice} dice: bank at ${formatNumber(threshold)}`;
    chart.appendChild(svg('text', { class: 'row-label', x: LEFT - 8, y: y + ROW / 2 + 4, 'text-anchor': 'end' }, `${dice} ${dice === 1 ? 'die' : 'dice'}`));
    chart.appendChild(svg('rect', { class: threshold === null ? 'bar capped' : 'bar', x: LEFT, y: y + 6, width: Math.max(1, end - LEFT), height: ROW - 12 }, svg('title', {}, words)));
    chart.appendChild(svg('text', { class: 'value', x: end + 6, y: y + ROW / 2 + 4 }, threshold === null ? 'never' : formatNumber(threshold)));
  });
  const entry = onBoard ? '' : ` Before the first bank, no total under ${formatNumber(policy.minimum)} may be banked.`;
  const summary = `A fresh turn is worth ${formatNumber(policy.expectedScore)} points on average under optimal play.${entry} Roll on while the turn total is below the bar for the dice you would roll; bank once it reaches it.`;
  return { chart, summary };
}
