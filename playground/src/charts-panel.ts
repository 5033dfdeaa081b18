import { byId, control, el, errorBox, formatNumber, formatPercent, show } from './dom.js';
import { currentRules, onRulesChange } from './rules-panel.js';
import { thresholdChart } from './threshold-chart.js';
import { solveWin, winChart } from './win-chart.js';

/** Runs `work` after the browser has painted `busy`, so that a long solve shows its status first. */
function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}

/** The width to draw a chart at: its box's, within limits, so that its text keeps its size on a phone. */
function chartWidth(box: HTMLElement, widest: number): number {
  return Math.round(Math.min(widest, Math.max(300, box.clientWidth)));
}

function drawThresholds(): void {
  const out = byId('threshold-chart');
  try {
    const { chart, summary } = thresholdChart(currentRules(), chartWidth(out, 640));
    show(out, chart, el('p', { class: 'note' }, summary));
  } catch (error) {
    show(out, errorBox(error));
  }
}

/** Solves and draws the win chart; `busy` stays set (and the button disabled) while it runs. */
function drawWin(): void {
  const out = byId('win-chart');
  const button = control('win-solve', HTMLButtonElement);
  const target = Number(control('win-target', HTMLSelectElement).value);
  const ignore = control('win-ignore', HTMLInputElement).checked;
  out.setAttribute('aria-busy', 'true');
  button.disabled = true;
  show(out, el('p', { class: 'note' }, `Solving the game to ${formatNumber(target)}…`));
  afterPaint(() => {
    try {
      const started = performance.now();
      const solution = solveWin(currentRules(), target, ignore);
      const seconds = (performance.now() - started) / 1000;
      show(
        out,
        winChart(solution, chartWidth(out, 560)),
        el('p', { class: 'note', id: 'win-summary' }, `The player who starts wins ${formatPercent(solution.firstPlayerWinChance)} of games to ${formatNumber(target)} under optimal play (solved in ${seconds.toFixed(1)} s).`),
      );
    } catch (error) {
      show(out, errorBox(error));
    } finally {
      out.removeAttribute('aria-busy');
      button.disabled = false;
    }
  });
}

/** Wires the two charts: each is drawn when its panel is opened, and again when the rules change while it is open. */
export function setUpChartsPanel(): void {
  const thresholds = control('thresholds-panel', HTMLDetailsElement);
  const win = control('win-panel', HTMLDetailsElement);
  thresholds.addEventListener('toggle', () => {
    if (thresholds.open) drawThresholds();
  });
  win.addEventListener('toggle', () => {
    if (win.open && byId('win-chart').childElementCount === 0) drawWin();
  });
  control('win-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    drawWin();
  });
  onRulesChange(() => {
    if (thresholds.open) drawThresholds();
    show(byId('win-chart'));
    if (win.open) drawWin();
  });
}
