import type { Rules, WinChanceSolution } from 'farkle-rules';
import { codeBox, type CodeBox } from './code-box.js';
import { byId, control, el, errorBox, formatNumber, formatPercent, show } from './dom.js';
import { wireHeatMap } from './heat-keys.js';
import { currentRules, currentSource } from './rules-panel.js';
import { winCode } from './snippets.js';
import { estimateBefore, estimateLeft, formatDuration, rememberSolve, rulesKey } from './solve-estimate.js';
import { setUrlParams } from './url-state.js';
import { winChart } from './win-chart.js';
import { SolveCancelled, type SolveJob } from './solve-job.js';
import { startSolve } from './win-solve.js';
import { firstTarget, scoreStep, winTargets } from './win-targets.js';

/** The solve running, with its clock. */
let running: { job: SolveJob; clock: number } | null = null;
let code: CodeBox | null = null;

const solveButton = (): HTMLButtonElement => control('win-solve', HTMLButtonElement);
const cancelButton = (): HTMLButtonElement => control('win-cancel', HTMLButtonElement);

/** Offers the targets of the rules' own scale, keeping `wanted` when it is one of them. */
export function fillTargets(rules: Rules, wanted: number | null = null): void {
  const select = control('win-target', HTMLSelectElement);
  const before = wanted ?? Number(select.value);
  const targets = winTargets(rules);
  show(select, ...targets.map(({ value, label }) => el('option', { value }, label)));
  select.value = String(targets.some(({ value }) => value === before) ? before : firstTarget(rules, targets));
}

/** Ends the solve running, if any, at once (its worker terminated), saying why. */
export function cancelWin(why: string): void {
  if (running === null) return;
  const { job, clock } = running;
  running = null;
  clearInterval(clock);
  job.cancel();
  solveButton().disabled = false;
  cancelButton().hidden = true;
  byId('win-chart').removeAttribute('aria-busy');
  show(byId('win-status'), el('p', { class: 'note', id: 'win-cancelled' }, why));
}

/** Whether a solve is running. */
export function solving(): boolean {
  return running !== null;
}

/** The estimate told before a solve starts. */
function firstEstimate(key: string, pairs: number): string {
  const before = estimateBefore(key, pairs);
  if (before === null) return 'No solve of these rules timed here yet: the time left shows once the first steps are done.';
  const { basis } = before;
  return `Expected: about ${formatDuration(before.seconds)} (these rules took ${formatDuration(basis.seconds)} here for ${formatNumber(basis.pairs)} pairs).`;
}

/** The chart of a solution, titled with its rules and target, with its readout and summary. */
function drawSolution(solution: WinChanceSolution, seconds: number, threads: number, width: number): void {
  const title = `Win chance, two players: ${solution.rules.name} to ${formatNumber(solution.target)}`;
  const chart = winChart(solution, width, title);
  const readout = el('p', { class: 'readout', id: 'win-readout', 'aria-live': 'polite' }, 'Point at a square, tap it, or move through the squares with the arrow keys for its win chance.');
  wireHeatMap(chart, readout);
  const summary = `The player who starts wins ${formatPercent(solution.firstPlayerWinChance)} of games to ${formatNumber(solution.target)} under optimal play (solved in ${seconds.toFixed(1)} s ${threadWords(threads)}).`;
  show(byId('win-chart'), el('figure', {}, el('figcaption', { class: 'chart-title', id: 'win-title' }, title), chart), readout, el('p', { class: 'note', id: 'win-summary', 'data-chance': solution.firstPlayerWinChance }, summary));
}

/** How many threads a solve runs on, in words. */
function threadWords(threads: number): string {
  return threads === 1 ? 'on one thread' : `on ${threads} threads`;
}

/** The small print beside the progress: the threads sharing the solve, or why there is one. */
function threadNote(threads: number): HTMLElement {
  const why = threads === 1 && !globalThis.crossOriginIsolated ? ' (several need a cross-origin isolated page)' : '';
  return el('span', { class: 'threads', id: 'win-threads', 'data-threads': threads }, `${threadWords(threads)}${why}`);
}

/** The sample cell the code prints: a quarter of the target against a half, on the score grid. */
function sampleCell(target: number, step: number): [number, number] {
  const on = (value: number): number => Math.floor(value / step) * step;
  return [on(target / 4), on(target / 2)];
}

/** Solves (on a worker) and draws the win chart: an estimate first, then progress with the time left, and Cancel. */
export function solveWin(width: number): void {
  cancelWin('');
  const rules = currentRules();
  const target = Number(control('win-target', HTMLSelectElement).value);
  const ignoreUnsupported = control('win-ignore', HTMLInputElement).checked;
  const step = scoreStep(rules);
  const pairs = Math.ceil(target / step) ** 2;
  const key = rulesKey(rules, ignoreUnsupported);
  setUrlParams({ target: String(target) });
  code ??= codeBox(control('win-form', HTMLFormElement), 'win-code');
  code.set(winCode(currentSource(), target, ignoreUnsupported, sampleCell(target, step)));

  const progress = el('progress', { id: 'win-progress', max: 1, value: 0, 'aria-label': 'Solving' });
  const left = el('span', { id: 'win-left' }, '');
  const status = el('p', { class: 'note' }, progress, ' ', left);
  show(
    byId('win-status'),
    el('p', { class: 'note', id: 'win-estimate' }, `Solving ${rules.name} to ${formatNumber(target)}: ${formatNumber(pairs)} pairs of scores. ${firstEstimate(key, pairs)}`),
    status,
  );
  show(byId('win-chart'));
  byId('win-chart').setAttribute('aria-busy', 'true');
  solveButton().disabled = true;
  cancelButton().hidden = false;
  const started = performance.now();
  const tell = (): void => {
    const elapsed = (performance.now() - started) / 1000;
    const rest = estimateLeft(elapsed, progress.value);
    left.textContent = `${Math.round(progress.value * 100)} % · ${formatDuration(elapsed)} so far${rest === null ? '' : ` · about ${formatDuration(rest)} left`}`;
  };
  const job = startSolve({ rules, target, ignoreUnsupported }, (done) => {
    progress.value = done;
    tell();
  });
  status.append(' ', threadNote(job.threads));
  running = { job, clock: window.setInterval(tell, 1000) };
  const finish = (): void => {
    if (running?.job !== job) return;
    clearInterval(running.clock);
    running = null;
    solveButton().disabled = false;
    cancelButton().hidden = true;
    byId('win-chart').removeAttribute('aria-busy');
    show(byId('win-status'));
  };
  job.solved.then(
    (solution) => {
      finish();
      const seconds = (performance.now() - started) / 1000;
      rememberSolve(key, pairs, seconds);
      drawSolution(solution, seconds, job.threads, width);
    },
    (error: unknown) => {
      if (error instanceof SolveCancelled) return;
      finish();
      show(byId('win-chart'), errorBox(error));
    },
  );
}
