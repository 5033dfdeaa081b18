import type { WinChanceSolution } from 'farkle-rules';
import { tickSpacing } from './axis.js';
import { formatNumber, formatPercent } from './dom.js';
import { chanceFill, chartRoot, svg } from './svg.js';

const LEFT = 56;
const TOP = 12;
const LEGEND = 84;
const BOTTOM = 48;

/** The most squares a side of the chart has: a larger game (a solved table's 10,000 points) is drawn every few steps of its grid. */
const MOST_SQUARES = 40;

/** The points between two squares of a chart to `target` on a grid of `step`: a step, or a few where the target is far. */
export function squareStep(target: number, step: number): number {
  return Math.ceil(target / step / MOST_SQUARES) * step;
}

/** The scores on the chart's axes: every square's, below the target. */
export function gridScores(solution: WinChanceSolution): number[] {
  const scores: number[] = [];
  const every = squareStep(solution.target, solution.step);
  for (let score = 0; score < solution.target; score += every) scores.push(score);
  return scores;
}

/** A cell's chance in words, as its name and the readout say it. */
export function cellWords(mine: number, theirs: number, chance: number): string {
  return `You ${formatNumber(mine)}, opponent ${formatNumber(theirs)}: ${formatPercent(chance)} to win`;
}

/** The legend: one continuous gradient of the chance colours, ticked every 25 %. */
function legend(chart: SVGElement, x: number, top: number, height: number): void {
  const gradient = svg('linearGradient', { id: 'chance-gradient', x1: 0, y1: 1, x2: 0, y2: 0 });
  for (const [offset, name] of [[0, 'low'], [0.5, 'mid'], [1, 'high']] as const) {
    gradient.appendChild(svg('stop', { offset, style: `stop-color: var(--chance-${name})` }));
  }
  chart.appendChild(svg('defs', {}, gradient));
  chart.appendChild(svg('rect', { class: 'legend-bar', x, y: top, width: 16, height, fill: 'url(#chance-gradient)' }));
  for (const chance of [1, 0.75, 0.5, 0.25, 0]) {
    const y = top + height * (1 - chance);
    chart.appendChild(svg('line', { class: 'legend-tick', x1: x + 16, x2: x + 20, y1: y, y2: y }));
    chart.appendChild(svg('text', { class: 'tick legend-label', x: x + 23, y: y + 4 }, `${chance * 100} %`));
  }
}

/** The axes' ticks at round scores on the grid, and their labels. */
function axes(chart: SVGElement, scores: readonly number[], step: number, cell: number, plot: number): void {
  const spacing = tickSpacing((scores.length - 1) * step, plot < 300 ? 3 : 5, step);
  scores.forEach((score, i) => {
    if (score % spacing !== 0) return;
    chart.appendChild(svg('text', { class: 'tick x-tick', x: LEFT + (i + 0.5) * cell, y: TOP + plot + 16, 'text-anchor': 'middle' }, formatNumber(score)));
    chart.appendChild(svg('text', { class: 'tick y-tick', x: LEFT - 6, y: TOP + plot - (i + 0.5) * cell + 4, 'text-anchor': 'end' }, formatNumber(score)));
  });
  chart.appendChild(svg('text', { class: 'axis-label', x: LEFT + plot / 2, y: TOP + plot + 36, 'text-anchor': 'middle' }, 'your score (you are about to roll)'));
  chart.appendChild(svg('text', { class: 'axis-label', x: 14, y: TOP + plot / 2, 'text-anchor': 'middle', transform: `rotate(-90 14 ${TOP + plot / 2})` }, 'opponent’s score'));
}

/**
 * The chance that the player about to start a turn wins, over both players'
 * banked scores: a heat map, one cell per pair of scores on the solver's grid
 * (on every few steps of it past 40 a side: see `squareStep`), as a grid of cells (a row per opponent's score, highest first) that the
 * keyboard can walk (see heat-keys.ts); an outline drawn over every cell
 * marks the one pointed at or focused.
 */
export function winChart(solution: WinChanceSolution, size: number, title: string): SVGElement {
  const scores = gridScores(solution);
  const n = scores.length;
  const plot = size - LEFT - LEGEND;
  const cell = plot / n;
  const chart = chartRoot(size, TOP + plot + BOTTOM, title, 'Chance that the player about to start a turn wins, by their score (across) and the opponent’s score (up), under optimal play by both.', 'group');
  const grid = svg('g', { class: 'cells', role: 'grid', 'aria-label': `${title}: your score across, the opponent’s up; arrow keys move` });
  for (let j = n - 1; j >= 0; j--) {
    const row = svg('g', { role: 'row' });
    const theirs = scores[j] ?? 0;
    scores.forEach((mine, i) => {
      const chance = solution.winChance(mine, theirs);
      const attributes = { class: 'cell', role: 'gridcell', tabindex: i === 0 && j === 0 ? 0 : -1, 'data-i': i, 'data-j': j, 'aria-label': cellWords(mine, theirs, chance) };
      row.appendChild(svg('rect', { ...attributes, x: LEFT + i * cell, y: TOP + plot - (j + 1) * cell, width: cell + 0.3, height: cell + 0.3, style: `fill: ${chanceFill(chance)}` }));
    });
    grid.appendChild(row);
  }
  chart.appendChild(grid);
  axes(chart, scores, squareStep(solution.target, solution.step), cell, plot);
  legend(chart, LEFT + plot + 14, TOP, plot);
  chart.appendChild(svg('rect', { class: 'cell-outline', x: 0, y: 0, width: cell, height: cell, visibility: 'hidden' }));
  return chart;
}
