import { byId, el, formatNumber, show } from './dom.js';
import { currentRules, onRulesChange } from './rules-panel.js';
import { formatBytes, listedTableFor, onTableChange, progressWords, tableState, type TableEntry } from './table-files.js';

/** The rules' name beside the table's, when they differ (rules that play alike under another name). */
function gameWords(entry: TableEntry): string {
  const { name } = currentRules();
  return `${name === entry.name ? name : `${name}, played as ${entry.name}`}, to ${formatNumber(entry.target)}`;
}

/** Says whether a solved table covers the rules in force, and how its load stands. */
function render(): void {
  const out = byId('table-status');
  const entry = listedTableFor(currentRules());
  out.hidden = entry === undefined;
  out.removeAttribute('aria-busy');
  if (entry === undefined) {
    show(out);
    return;
  }
  const state = tableState(entry);
  const size = formatBytes(entry.bytes);
  if (state === null) {
    show(out, el('p', { class: 'note' }, `A solved table covers the two-player game of these rules (${gameWords(entry)}; ${size}): hints, the win chart at ${formatNumber(entry.target)} and analyses fetch it when they first need it.`));
  } else if (state.failure !== null) {
    show(out, el('p', { class: 'error', id: 'table-failure' }, `The solved table ${entry.file} could not be used (${state.failure}): these rules are estimated or solved as any others.`));
  } else if (state.table !== null) {
    const { seconds, decodeMs } = state.table;
    show(out, el('p', { class: 'note', id: 'table-loaded' }, `Solved table ${entry.file} loaded (${size} in ${seconds.toFixed(1)} s, decoded in ${Math.round(decodeMs)} ms): hints, the win chart at ${formatNumber(entry.target)} and analyses of these rules are exact.`));
  } else {
    out.setAttribute('aria-busy', 'true');
    const { received } = state.progress;
    show(out, el('p', { class: 'note' }, el('progress', { max: entry.bytes, value: received, 'aria-label': `Fetching ${entry.file}` }), ' ', `Solved table: ${progressWords(state.progress)}`));
  }
}

/** Wires the line under the rules that tells of the solved table of their game. */
export function setUpTableStatus(): void {
  onRulesChange(render);
  onTableChange(render);
  render();
}
