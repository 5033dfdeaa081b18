import { byId, control, el, errorBox, show } from './dom.js';
import { codeBox } from './code-box.js';
import { currentRules, currentSource, onRulesChange } from './rules-panel.js';
import { thresholdsCode } from './snippets.js';
import { drawThresholds, thresholdNotes, thresholdTitle } from './threshold-chart.js';
import { bankThresholds } from './thresholds.js';
import { setUrlParams, urlParam } from './url-state.js';
import { onTableChange } from './table-files.js';
import { cancelWin, fillTargets, refreshTargets, solveWin, solving } from './win-panel.js';

/** The width to draw a chart at: its box's, within limits, so that its text keeps its size on a phone. */
function chartWidth(box: HTMLElement, widest: number): number {
  return Math.round(Math.min(widest, Math.max(300, box.clientWidth)));
}

let thresholdsCodeBox: ReturnType<typeof codeBox> | null = null;

function drawThresholdChart(): void {
  const out = byId('threshold-chart');
  const onBoard = !control('not-on-board', HTMLInputElement).checked;
  const rules = currentRules();
  try {
    const thresholds = bankThresholds(rules, onBoard);
    const { summary, caveat } = thresholdNotes(thresholds);
    show(
      out,
      caveat === null ? null : el('p', { class: 'caveat', id: 'threshold-caveat', role: 'note' }, caveat),
      el('figure', {}, el('figcaption', { class: 'chart-title', id: 'threshold-title' }, thresholdTitle(rules, onBoard)), drawThresholds(thresholds, chartWidth(out, 640))),
      el('p', { class: 'note', id: 'threshold-summary' }, summary),
    );
    thresholdsCodeBox ??= codeBox(byId('threshold-setup'), 'thresholds-code');
    thresholdsCodeBox.set(thresholdsCode(currentSource(), onBoard, thresholds.byIdentity));
  } catch (error) {
    show(out, errorBox(error));
  }
}

/** Writes which charts are open (and their settings) into the address. */
function remember(): void {
  const open = ['thresholds', 'win'].filter((name) => control(`${name}-panel`, HTMLDetailsElement).open);
  setUrlParams({ chart: open.join(','), entry: control('not-on-board', HTMLInputElement).checked ? '1' : null, target: open.includes('win') ? control('win-target', HTMLSelectElement).value : null });
}

const drawWin = (): void => {
  solveWin(chartWidth(byId('win-chart'), 560));
};

/**
 * Wires the two charts: each is drawn when its panel is opened, and again when
 * the rules change while it is open; closing the win panel cancels its solve.
 * The address says which are open, and opens them when the page loads.
 */
export function setUpChartsPanel(): void {
  const thresholds = control('thresholds-panel', HTMLDetailsElement);
  const win = control('win-panel', HTMLDetailsElement);
  fillTargets(currentRules(), Number(urlParam('target')));
  thresholds.addEventListener('toggle', () => {
    if (thresholds.open) drawThresholdChart();
    remember();
  });
  byId('not-on-board').addEventListener('change', () => {
    drawThresholdChart();
    remember();
  });
  win.addEventListener('toggle', () => {
    if (!win.open) cancelWin('Cancelled: the panel was closed.');
    else if (!solving() && byId('win-chart').querySelector('svg') === null) drawWin();
    remember();
  });
  control('win-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    drawWin();
  });
  byId('win-cancel').addEventListener('click', () => {
    cancelWin('Cancelled.');
    solveButtonFocus();
  });
  byId('win-target').addEventListener('change', remember);
  onTableChange(refreshTargets);
  onRulesChange((rules) => {
    if (thresholds.open) drawThresholdChart();
    cancelWin('');
    fillTargets(rules);
    show(byId('win-chart'));
    if (win.open) drawWin();
  });
  const open = (urlParam('chart') ?? '').split(',');
  control('not-on-board', HTMLInputElement).checked = urlParam('entry') === '1';
  thresholds.open = open.includes('thresholds');
  win.open = open.includes('win');
}

/** After Cancel, focus goes back to Solve (Cancel is hidden). */
function solveButtonFocus(): void {
  control('win-solve', HTMLButtonElement).focus();
}
