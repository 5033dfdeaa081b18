import { resolveRules, type DecisionAnalysis, type GameAnalysis, type GameRecord } from 'farkle-rules';
import { startAnalysis, type AnalysisJob, type AnalysisResult, type DecisionWords } from './analysis.js';
import { MARK_WORDS, analysisChart, markShape } from './analysis-chart.js';
import { byId, control, el, errorBox, formatNumber, formatPercent, show } from './dom.js';
import { sameAction } from './hint.js';
import { formatDuration } from './solve-estimate.js';
import { svg } from './svg.js';
import { loadTable, progressWords, tableFor, type TablePayload } from './table-files.js';

/** The analysis running: which it is, its worker (once the table is in), and the clock of its time. */
let running: { id: number; job: AnalysisJob | null; clock: number } | null = null;
let runs = 0;
let recordShowing: () => GameRecord | null = () => null;

const startButton = (): HTMLButtonElement => control('analysis-start', HTMLButtonElement);
const cancelButton = (): HTMLButtonElement => control('analysis-cancel', HTMLButtonElement);

function busy(on: boolean): void {
  startButton().disabled = on;
  cancelButton().hidden = !on;
}

/** Stops the analysis running, if any (its worker terminated), saying why. */
function cancelAnalysis(why: string): void {
  if (running === null) return;
  running.job?.cancel();
  clearInterval(running.clock);
  running = null;
  busy(false);
  show(byId('analysis-status'), why === '' ? null : el('p', { class: 'note', id: 'analysis-cancelled' }, why));
}

/** Forgets the analysis showing (another game sits down or is replayed), stopping one that runs. */
export function clearAnalysis(): void {
  cancelAnalysis('');
  for (const id of ['analysis-status', 'analysis-chart', 'analysis-detail']) show(byId(id));
}

/** Ends run `id` if it is still the one going on; whether it was. */
function finish(id: number): boolean {
  if (running?.id !== id) return false;
  clearInterval(running.clock);
  running = null;
  busy(false);
  show(byId('analysis-status'));
  return true;
}

/** A decision in words, as its mark is named: which, when, who, what was taken and what it cost. */
function decisionLabel(decision: DecisionAnalysis, words: DecisionWords, k: number): string {
  const mark = decision.mark === null ? '' : `, ${MARK_WORDS[decision.mark].word} (${MARK_WORDS[decision.mark].sign})`;
  const cost = decision.lost === null || decision.before === null || decision.after === null ? '' : `: lost ${formatPercent(decision.lost)}, ${formatPercent(decision.before)} to ${formatPercent(decision.after)}`;
  return `Decision ${k + 1}, turn ${decision.turn}: ${words.taken}${mark}${cost}`;
}

/** The moves a decision had, each with the mover's chance after it, the best and the one taken marked. */
function alternatives(analysis: GameAnalysis, decision: DecisionAnalysis, words: DecisionWords, k: number): HTMLElement {
  const name = analysis.players[decision.player]?.name ?? `seat ${decision.player + 1}`;
  const rows = decision.alternatives.map(({ action, winChance }, i) => {
    const best = i === 0;
    const taken = sameAction(action, decision.taken);
    const tags = [best ? 'best' : '', taken ? 'taken' : ''].filter((tag) => tag !== '').join(', ');
    return el(
      'tr',
      { class: [best ? 'best' : '', taken ? 'taken' : ''].join(' ').trim(), 'data-best': best, 'data-taken': taken },
      el('td', {}, words.alternatives[i] ?? action.type),
      el('td', { class: 'num' }, winChance === null ? '?' : formatPercent(winChance)),
      el('td', {}, tags),
    );
  });
  const how = decision.method === 'estimate' ? 'estimated' : 'exact';
  return el(
    'div',
    { class: 'decision', id: 'analysis-decision', 'data-decision': k },
    el('p', {}, el('strong', {}, decisionLabel(decision, words, k)), `. ${words.situation}; the chances are ${how} (${decision.method}).`),
    el(
      'table',
      { class: 'alternatives' },
      el('caption', {}, `The moves ${name} had, with ${name}’s chance to win after each`),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Move'), el('th', { scope: 'col' }, 'Chance'), el('th', { scope: 'col' }, ''))),
      el('tbody', {}, ...rows),
    ),
  );
}

/** Each player's decisions summed up, and the marks' legend. */
function summary(analysis: GameAnalysis): HTMLElement {
  const lines = analysis.players.map((player) => {
    const counts = `${player.inaccuracies} ${player.inaccuracies === 1 ? 'inaccuracy' : 'inaccuracies'}, ${player.mistakes} ${player.mistakes === 1 ? 'mistake' : 'mistakes'}, ${player.blunders} ${player.blunders === 1 ? 'blunder' : 'blunders'}`;
    return el('li', {}, `${player.name}: ${formatNumber(player.decisions)} decisions, ${formatPercent(player.lost)} of win chance lost in all (${counts})${player.exact ? ', exact' : ''}.`);
  });
  const key = (['inaccuracy', 'mistake', 'blunder'] as const).map((mark) =>
    el('span', { class: `legend-mark ${mark}` }, svg('svg', { viewBox: '0 0 20 20', width: 16, height: 16, 'aria-hidden': 'true' }, markShape(mark, 10, 11)), ` ${MARK_WORDS[mark].word.replace(/^an? /, '')} (${MARK_WORDS[mark].sign}, from ${formatPercent(analysis.thresholds[mark])} lost)`),
  );
  return el('div', {}, el('p', { class: 'note legend' }, ...key), el('ul', { class: 'analysis-players', id: 'analysis-players' }, ...lines));
}

/** Wires the marks: a click or focus opens a mark's moves; arrow keys, Home and End move between marks (one in the tab order). */
function wireMarks(chart: SVGElement, open: (k: number) => void): void {
  const marks = [...chart.querySelectorAll<SVGGElement>('g.mark')];
  const markOf = (target: EventTarget | null): SVGGElement | null => (target instanceof Element ? target.closest<SVGGElement>('g.mark') : null);
  const select = (mark: SVGGElement): void => {
    for (const other of marks) {
      other.setAttribute('tabindex', other === mark ? '0' : '-1');
      other.setAttribute('aria-expanded', String(other === mark));
      other.classList.toggle('selected', other === mark);
    }
    open(Number(mark.dataset.decision));
  };
  chart.addEventListener('click', (event) => {
    const mark = markOf(event.target);
    if (mark === null) return;
    mark.focus();
    select(mark);
  });
  chart.addEventListener('focusin', (event) => {
    const mark = markOf(event.target);
    if (mark !== null) select(mark);
  });
  chart.addEventListener('keydown', (event) => {
    const mark = markOf(event.target);
    if (mark === null) return;
    const at = marks.indexOf(mark);
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: marks.length - 1 }[event.key];
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(mark);
      return;
    }
    const next = to === undefined ? undefined : marks[Math.min(marks.length - 1, Math.max(0, to))];
    if (next === undefined) return;
    event.preventDefault();
    next.focus();
  });
}

/** Draws an analysis: the graph, the players' summary, and the moves of the mark opened. */
function draw(result: AnalysisResult, record: GameRecord, how: string): void {
  const { analysis, words } = result;
  const out = byId('analysis-chart');
  if (analysis.decisions.length === 0) {
    show(out, el('p', { class: 'note', id: 'analysis-none' }, 'No decisions yet: every move so far was forced.'));
    return;
  }
  const rules = resolveRules(record.rules);
  const seat = analysis.players[0]?.name ?? 'seat 1';
  const title = `Win chance of ${seat}, decision by decision: ${rules.name} to ${formatNumber(rules.end.target)}`;
  const label = (k: number): string => decisionLabel(analysis.decisions[k] as DecisionAnalysis, words[k] as DecisionWords, k);
  const chart = analysisChart(analysis, Math.round(Math.min(640, Math.max(300, out.clientWidth))), title, label);
  const marked = analysis.decisions.filter((decision) => decision.mark !== null).length;
  const count = (n: number, word: string): string => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;
  const note = `${count(analysis.decisions.length, 'decision')} of ${count(record.actions.length, 'move')} (${how}); ${marked === 0 ? 'none marked' : `${formatNumber(marked)} marked: open a mark for the moves there were`}.`;
  show(out, el('figure', {}, el('figcaption', { class: 'chart-title', id: 'analysis-title-line' }, title), chart), el('p', { class: 'note', id: 'analysis-note' }, note), summary(analysis));
  show(byId('analysis-detail'));
  wireMarks(chart, (k) => {
    show(byId('analysis-detail'), alternatives(analysis, analysis.decisions[k] as DecisionAnalysis, words[k] as DecisionWords, k));
  });
}

/** The solved table of a record's two-player game, where the site has one: its payload for the worker, `null` without (or when it fails: then estimated). */
function tableOf(record: GameRecord, onProgress: (text: string) => void): Promise<{ payload: TablePayload | null; file: string | null }> {
  const rules = resolveRules(record.rules);
  const entry = record.players.length === 2 ? tableFor(rules) : undefined;
  if (entry === undefined) return Promise.resolve({ payload: null, file: null });
  return loadTable(entry, rules, (progress) => {
    onProgress(progressWords(progress));
  }).then(
    (table) => ({ payload: table.payload, file: entry.file }),
    () => ({ payload: null, file: null }),
  );
}

/** Analyzes the record showing on a worker, with progress and Cancel, and draws it. */
function analyze(): void {
  cancelAnalysis('');
  const record = recordShowing();
  if (record === null || record.actions.length === 0) {
    show(byId('analysis-status'), el('p', { class: 'note' }, 'Play some moves first, or open a game record: its decisions are what is analyzed.'));
    return;
  }
  const id = (runs += 1);
  const progress = el('progress', { id: 'analysis-progress', max: 1, value: 0, 'aria-label': 'Analyzing' });
  const left = el('span', { id: 'analysis-left' }, 'Starting…');
  show(byId('analysis-status'), el('p', { class: 'note' }, progress, ' ', left));
  show(byId('analysis-chart'));
  show(byId('analysis-detail'));
  busy(true);
  const started = performance.now();
  let preparing = false;
  const tell = (): void => {
    if (running?.job == null) return;
    const sofar = `${formatDuration((performance.now() - started) / 1000)} so far`;
    left.textContent = preparing ? `Preparing: the first decision’s advice solves or estimates what the others read · ${sofar}` : `${Math.round(progress.value * 100)} % · ${sofar}`;
  };
  running = { id, job: null, clock: window.setInterval(tell, 1000) };
  const onTable = (text: string): void => {
    left.textContent = `Analyzing: ${text}`;
  };
  Promise.resolve()
    .then(() => tableOf(record, onTable))
    .then((table) => {
      if (running?.id !== id) return null;
      const job = startAnalysis({ record, table: table.payload }, (done) => {
        preparing = done === null;
        progress.value = done ?? 0;
        tell();
      });
      running.job = job;
      tell();
      return job.done.then((result) => ({ result, file: table.file }));
    })
    .then(
      (done) => {
        if (done === null || !finish(id)) return;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        draw(done.result, record, done.file === null ? `analyzed in ${seconds} s` : `from the solved table ${done.file}, in ${seconds} s`);
      },
      (error: unknown) => {
        if (finish(id)) show(byId('analysis-status'), errorBox(error));
      },
    );
}

/** Wires the analysis of the game showing (`showing` gives its record: played or replayed). */
export function setUpAnalysisPanel(showing: () => GameRecord | null): void {
  recordShowing = showing;
  startButton().addEventListener('click', analyze);
  cancelButton().addEventListener('click', () => {
    cancelAnalysis('Cancelled.');
    startButton().focus();
  });
}
