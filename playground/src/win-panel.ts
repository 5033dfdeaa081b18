import type { Rules, WinChanceSolution } from 'farkle-rules';
import { codeBox, type CodeBox } from './code-box.js';
import { byId, control, el, errorBox, formatNumber, formatPercent, show } from './dom.js';
import { wireHeatMap } from './heat-keys.js';
import { currentRules, currentSource } from './rules-panel.js';
import { winCode, winTableCode } from './snippets.js';
import { estimateBefore, estimateLeft, formatDuration, rememberSolve, rulesKey } from './solve-estimate.js';
import { formatBytes, loadTable, progressWords, tableFor, tablesOf, tableState, type TableEntry } from './table-files.js';
import { setUrlParams } from './url-state.js';
import { squareStep, winChart } from './win-chart.js';
import { SolveCancelled } from './solve-job.js';
import { startSolve } from './win-solve.js';
import { firstTarget, scoreStep, winTargets } from './win-targets.js';

/** The solve or table load running: which it is, how to stop it, and the clock of a solve's time. */
let running: { id: number; stop: () => void; clock: number | null } | null = null;
let runs = 0;
let code: CodeBox | null = null;

const solveButton = (): HTMLButtonElement => control('win-solve', HTMLButtonElement);
const cancelButton = (): HTMLButtonElement => control('win-cancel', HTMLButtonElement);

/** Offers the targets of the rules' own scale (and those of the site's solved tables of their game), keeping `wanted` when it is one of them. */
export function fillTargets(rules: Rules, wanted: number | null = null): void {
  const select = control('win-target', HTMLSelectElement);
  const before = wanted ?? Number(select.value);
  const targets = winTargets(rules, tablesOf(rules));
  show(select, ...targets.map(({ value, label }) => el('option', { value }, label)));
  select.value = String(targets.some(({ value }) => value === before) ? before : firstTarget(rules, targets));
}

/** Offers the targets again when the tables of the rules' game change (a file that failed is no longer offered), unless a run goes on. */
export function refreshTargets(): void {
  const select = control('win-target', HTMLSelectElement);
  const rules = currentRules();
  const offered = winTargets(rules, tablesOf(rules)).map(({ label }) => label);
  if (running !== null || offered.join('\n') === [...select.options].map((option) => option.text).join('\n')) return;
  fillTargets(rules);
}

/** Solve and Cancel while a run goes on, and after. */
function busy(on: boolean): void {
  solveButton().disabled = on;
  cancelButton().hidden = !on;
  if (on) byId('win-chart').setAttribute('aria-busy', 'true');
  else byId('win-chart').removeAttribute('aria-busy');
}

/** Ends the run going on, if any, at once (a solve's workers terminated), saying why. */
export function cancelWin(why: string): void {
  if (running === null) return;
  const { stop, clock } = running;
  running = null;
  if (clock !== null) clearInterval(clock);
  stop();
  busy(false);
  show(byId('win-status'), el('p', { class: 'note', id: 'win-cancelled' }, why));
}

/** Whether a solve or a table load is going on. */
export function solving(): boolean {
  return running !== null;
}

/** Ends run `id` if it is still the one going on; whether it was. */
function finish(id: number): boolean {
  if (running?.id !== id) return false;
  if (running.clock !== null) clearInterval(running.clock);
  running = null;
  busy(false);
  show(byId('win-status'));
  return true;
}

/** The estimate told before a solve starts. */
function firstEstimate(key: string, pairs: number): string {
  const before = estimateBefore(key, pairs);
  if (before === null) return 'No solve of these rules timed here yet: the time left shows once the first steps are done.';
  const { basis } = before;
  return `Expected: about ${formatDuration(before.seconds)} (these rules took ${formatDuration(basis.seconds)} here for ${formatNumber(basis.pairs)} pairs).`;
}

/** The chart of a solution, titled with its rules and target, with its readout and summary (`how`: where it came from). */
function drawSolution(solution: WinChanceSolution, how: string, width: number): void {
  const title = `Win chance, two players: ${solution.rules.name} to ${formatNumber(solution.target)}`;
  const chart = winChart(solution, width, title);
  const readout = el('p', { class: 'readout', id: 'win-readout', 'aria-live': 'polite' }, 'Point at a square, tap it, or move through the squares with the arrow keys for its win chance.');
  wireHeatMap(chart, readout);
  const every = squareStep(solution.target, solution.step);
  const squares = every === solution.step ? '' : ` A square every ${formatNumber(every)} points.`;
  const summary = `The player who starts wins ${formatPercent(solution.firstPlayerWinChance)} of games to ${formatNumber(solution.target)} under optimal play (${how}).${squares}`;
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

/** The sample cell the code prints: a quarter of the target against a half, on the chart's squares. */
function sampleCell(target: number, step: number): [number, number] {
  const every = squareStep(target, step);
  const on = (value: number): number => Math.floor(value / every) * every;
  return [on(target / 4), on(target / 2)];
}

/** The progress bar and the words beside it. */
function progressLine(label: string): { progress: HTMLProgressElement; left: HTMLElement; line: HTMLElement } {
  const progress = el('progress', { id: 'win-progress', max: 1, value: 0, 'aria-label': label });
  const left = el('span', { id: 'win-left' }, '');
  return { progress, left, line: el('p', { class: 'note' }, progress, ' ', left) };
}

/**
 * Draws the chart from the site's solved table of the rules' own game: fetched on first need
 * (its bytes shown as they come), exact at once. Cancel stops waiting for it (the file goes on
 * loading, for the hints). A file that cannot be used is told on one line, and the targets fall
 * back to those the page solves.
 */
function drawFromTable(entry: TableEntry, rules: Rules, width: number): void {
  const id = (runs += 1);
  const { progress, left, line } = progressLine('Fetching the solved table');
  const about = `${rules.name} to ${formatNumber(entry.target)}: from the solved table ${entry.file} (${formatBytes(entry.bytes)}), exact, without a solve.`;
  show(byId('win-status'), el('p', { class: 'note', id: 'win-estimate' }, about), line);
  show(byId('win-chart'));
  busy(true);
  running = { id, stop: () => undefined, clock: null };
  loadTable(entry, rules, (told) => {
    progress.value = told.phase === 'decoding' ? 1 : told.received / entry.bytes;
    left.textContent = progressWords(told);
  }).then(
    (table) => {
      if (finish(id)) drawSolution(table.solution, `from the solved table ${entry.file}, ready in ${table.seconds.toFixed(1)} s`, width);
    },
    () => {
      if (!finish(id)) return;
      fillTargets(rules);
      setUrlParams({ target: control('win-target', HTMLSelectElement).value });
      const why = tableState(entry)?.failure ?? 'it did not load';
      show(byId('win-chart'), el('p', { class: 'error', id: 'win-table-failed' }, `The solved table ${entry.file} could not be used (${why}): pick a target to solve here.`));
    },
  );
}

/** Solves (on workers) and draws the chart: an estimate first, then progress with the time left, and Cancel. */
function solveAndDraw(rules: Rules, target: number, ignoreUnsupported: boolean, width: number): void {
  const id = (runs += 1);
  const pairs = Math.ceil(target / scoreStep(rules)) ** 2;
  const key = rulesKey(rules, ignoreUnsupported);
  const { progress, left, line } = progressLine('Solving');
  show(byId('win-status'), el('p', { class: 'note', id: 'win-estimate' }, `Solving ${rules.name} to ${formatNumber(target)}: ${formatNumber(pairs)} pairs of scores. ${firstEstimate(key, pairs)}`), line);
  show(byId('win-chart'));
  busy(true);
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
  line.append(' ', threadNote(job.threads));
  const stop = (): void => {
    job.cancel();
  };
  running = { id, stop, clock: window.setInterval(tell, 1000) };
  job.solved.then(
    (solution) => {
      if (!finish(id)) return;
      const seconds = (performance.now() - started) / 1000;
      rememberSolve(key, pairs, seconds);
      drawSolution(solution, `solved in ${seconds.toFixed(1)} s ${threadWords(job.threads)}`, width);
    },
    (error: unknown) => {
      if (error instanceof SolveCancelled) return;
      if (finish(id)) show(byId('win-chart'), errorBox(error));
    },
  );
}

/** Draws the win chart of the target picked: from the site's solved table where it has the rules' own game, else solved here. */
export function solveWin(width: number): void {
  cancelWin('');
  const rules = currentRules();
  const target = Number(control('win-target', HTMLSelectElement).value);
  const ignoreUnsupported = control('win-ignore', HTMLInputElement).checked;
  const cell = sampleCell(target, scoreStep(rules));
  setUrlParams({ target: String(target) });
  code ??= codeBox(control('win-form', HTMLFormElement), 'win-code');
  const table = tableFor(rules, target);
  if (table !== undefined) {
    code.set(winTableCode(currentSource(), table, cell));
    drawFromTable(table, rules, width);
  } else {
    code.set(winCode(currentSource(), target, ignoreUnsupported, cell));
    solveAndDraw(rules, target, ignoreUnsupported, width);
  }
}
