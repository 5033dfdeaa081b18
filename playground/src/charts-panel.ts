import { byId, control, el, errorBox, formatNumber, formatPercent, show } from './dom.js';
import { currentRules, onRulesChange } from './rules-panel.js';
import { thresholdChart } from './threshold-chart.js';
import { winChart } from './win-chart.js';
import { cancelSolve, solveWin } from './win-solve.js';

/** The width to draw a chart at: its box's, within limits, so that its text keeps its size on a phone. */
function chartWidth(box: HTMLElement, widest: number): number {
  return Math.round(Math.min(widest, Math.max(300, box.clientWidth)));
}

function drawThresholds(): void {
  const out = byId('threshold-chart');
  try {
    const { chart, summary } = thresholdChart(currentRules(), !control('not-on-board', HTMLInputElement).checked, chartWidth(out, 640));
    show(out, chart, el('p', { class: 'note' }, summary));
  } catch (error) {
    show(out, errorBox(error));
  }
}

/** Solves (on a worker) and draws the win chart; the button is disabled while it runs. */
function drawWin(): void {
  const out = byId('win-chart');
  const button = control('win-solve', HTMLButtonElement);
  const target = Number(control('win-target', HTMLSelectElement).value);
  const ignoreUnsupported = control('win-ignore', HTMLInputElement).checked;
  const progress = el('progress', { id: 'win-progress', max: 1, value: 0, 'aria-label': 'Solving' });
  out.setAttribute('aria-busy', 'true');
  button.disabled = true;
  show(out, el('p', { class: 'note' }, `Solving the game to ${formatNumber(target)}… `, progress));
  const started = performance.now();
  const done = (): void => {
    out.removeAttribute('aria-busy');
    button.disabled = false;
  };
  solveWin({ rules: currentRules(), target, ignoreUnsupported }, (fraction) => {
    progress.value = fraction;
  }).then(
    (solution) => {
      const seconds = (performance.now() - started) / 1000;
      const chart = winChart(solution, chartWidth(out, 560));
      const readout = el('p', { class: 'readout', id: 'win-readout', 'aria-live': 'polite' }, 'Point at a square (or tap it) for its win chance.');
      const read = (event: Event): void => {
        const title = event.target instanceof SVGRectElement ? event.target.querySelector('title')?.textContent : null;
        if (title) readout.textContent = title;
      };
      chart.addEventListener('pointerover', read);
      chart.addEventListener('click', read);
      show(
        out,
        chart,
        readout,
        el('p', { class: 'note', id: 'win-summary' }, `The player who starts wins ${formatPercent(solution.firstPlayerWinChance)} of games to ${formatNumber(target)} under optimal play (solved in ${seconds.toFixed(1)} s).`),
      );
      done();
    },
    (error: unknown) => {
      show(out, errorBox(error));
      done();
    },
  );
}

/** Wires the two charts: each is drawn when its panel is opened, and again when the rules change while it is open. */
export function setUpChartsPanel(): void {
  const thresholds = control('thresholds-panel', HTMLDetailsElement);
  const win = control('win-panel', HTMLDetailsElement);
  thresholds.addEventListener('toggle', () => {
    if (thresholds.open) drawThresholds();
  });
  byId('not-on-board').addEventListener('change', drawThresholds);
  win.addEventListener('toggle', () => {
    if (win.open && byId('win-chart').childElementCount === 0) drawWin();
  });
  control('win-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    drawWin();
  });
  onRulesChange(() => {
    if (thresholds.open) drawThresholds();
    cancelSolve();
    control('win-solve', HTMLButtonElement).disabled = false;
    show(byId('win-chart'));
    if (win.open) drawWin();
  });
}
