import type { WinChanceSolution } from 'farkle-rules';
import { formatNumber, formatPercent } from './dom.js';
import { chanceColor, chartRoot, svg } from './svg.js';

const LEFT = 56;
const TOP = 12;
const LEGEND = 76;
const BOTTOM = 48;

/** The scores on the chart's axes: every step of the score grid below the target. */
export function gridScores(solution: WinChanceSolution): number[] {
  const scores: number[] = [];
  for (let score = 0; score < solution.target; score += solution.step) scores.push(score);
  return scores;
}

function legend(chart: SVGElement, x: number, top: number, height: number): void {
  const stops = 10;
  for (let i = 0; i < stops; i++) {
    const chance = 1 - (i + 0.5) / stops;
    chart.appendChild(svg('rect', { class: 'legend-step', x, y: top + (height * i) / stops, width: 16, height: height / stops + 0.5, fill: chanceColor(chance) }));
  }
  for (const chance of [1, 0.5, 0]) {
    chart.appendChild(svg('text', { class: 'tick legend-label', x: x + 20, y: top + height * (1 - chance) + 4 }, `${chance * 100} %`));
  }
}

/**
 * The chance that the player about to start a turn wins, over both players'
 * banked scores: a heat map, one cell per pair of scores on the solver's grid.
 */
export function winChart(solution: WinChanceSolution, size: number): SVGElement {
  const scores = gridScores(solution);
  const n = scores.length;
  const plot = size - LEFT - LEGEND;
  const cell = plot / n;
  const height = TOP + plot + BOTTOM;
  const chart = chartRoot(
    size,
    height,
    `Win chance over both scores, ${solution.rules.name} to ${formatNumber(solution.target)}`,
    'Chance that the player about to start a turn wins, by their score (across) and the opponent’s score (up), under optimal play by both.',
  );
  const cells = svg('g', { class: 'cells' });
  scores.forEach((mine, i) => {
    scores.forEach((theirs, j) => {
      const chance = solution.winChance(mine, theirs);
      const rect = svg('rect', { class: 'cell', x: LEFT + i * cell, y: TOP + plot - (j + 1) * cell, width: cell + 0.3, height: cell + 0.3, fill: chanceColor(chance) });
      rect.appendChild(svg('title', {}, `You ${formatNumber(mine)}, opponent ${formatNumber(theirs)}: ${formatPercent(chance)}`));
      cells.appendChild(rect);
    });
  });
  chart.appendChild(cells);
  const every = Math.max(1, Math.round(n / 4));
  scores.forEach((score, i) => {
    if (i % every !== 0) return;
    chart.appendChild(svg('text', { class: 'tick x-tick', x: LEFT + (i + 0.5) * cell, y: TOP + plot + 16, 'text-anchor': 'middle' }, formatNumber(score)));
    chart.appendChild(svg('text', { class: 'tick y-tick', x: LEFT - 6, y: TOP + plot - (i + 0.5) * cell + 4, 'text-anchor': 'end' }, formatNumber(score)));
  });
  chart.appendChild(svg('text', { class: 'axis-label', x: LEFT + plot / 2, y: TOP + plot + 36, 'text-anchor': 'middle' }, 'your score (you are about to roll)'));
  chart.appendChild(svg('text', { class: 'axis-label', x: 14, y: TOP + plot / 2, 'text-anchor': 'middle', transform: `rotate(-90 14 ${TOP + plot / 2})` }, 'opponent’s score'));
  legend(chart, LEFT + plot + 14, TOP, plot);
  return chart;
}
