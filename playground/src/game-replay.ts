import { replayStates, type GameRecord, type GameState } from 'farkle-rules';
import { clearAnalysis } from './analysis-panel.js';
import { byId, control, show } from './dom.js';
import { logGame } from './game-log.js';
import { renderTable } from './game-view.js';
import { leaveTable } from './game-table.js';
import type { RulesSource } from './rules-panel.js';
import { setUrlParams } from './url-state.js';

/** A game record being stepped through: every state of its replay, and the one showing. */
interface Replay {
  readonly record: GameRecord;
  readonly source: RulesSource;
  readonly states: readonly GameState[];
  at: number;
}

let replay: Replay | null = null;

/** The replay showing, if any. */
export function currentReplay(): { record: GameRecord; source: RulesSource } | null {
  return replay;
}

/** Shows move `at` of the replay (a whole number, clamped to its moves; anything else is move 0): the table as it stood, and the log up to it. */
export function showReplayMove(at: number): void {
  if (replay === null) return;
  const { states } = replay;
  replay.at = Number.isNaN(at) ? 0 : Math.min(states.length - 1, Math.max(0, Math.floor(at)));
  const state = states[replay.at] as GameState;
  renderTable({ state, humanSeats: state.players.map(() => false), act: null, current: () => false });
  logGame(states.slice(0, replay.at + 1));
  const last = states.length - 1;
  show(byId('replay-position'), `Move ${replay.at} of ${last}`);
  const slider = control('replay-slider', HTMLInputElement);
  slider.max = String(last);
  slider.value = String(replay.at);
  control('replay-first', HTMLButtonElement).disabled = replay.at === 0;
  control('replay-back', HTMLButtonElement).disabled = replay.at === 0;
  control('replay-next', HTMLButtonElement).disabled = replay.at === last;
  control('replay-last', HTMLButtonElement).disabled = replay.at === last;
  setUrlParams({ at: replay.at === last ? null : String(replay.at) });
}

/**
 * Replays a game record on the page (checked as `replayStates` checks it):
 * the table at any move, stepped through with the replay bar, the last
 * showing first. Returns the number of that last move.
 */
export function startReplay(record: GameRecord, source: RulesSource): number {
  const states = replayStates(record);
  leaveTable();
  clearAnalysis();
  replay = { record, source, states, at: states.length - 1 };
  byId('game').hidden = false;
  byId('replay-bar').hidden = false;
  show(byId('game-error'));
  const { rules: _rules, ...rest } = record;
  setUrlParams({ game: JSON.stringify(rest), bots: null });
  showReplayMove(states.length - 1);
  return states.length - 1;
}

/** Stops showing the replay (a game was started). */
export function endReplay(): void {
  replay = null;
  byId('replay-bar').hidden = true;
}

/** Wires the replay bar's buttons, slider and arrow keys. */
export function setUpReplayBar(): void {
  const step = (to: (at: number) => number) => (): void => {
    if (replay !== null) showReplayMove(to(replay.at));
  };
  byId('replay-first').addEventListener('click', step(() => 0));
  byId('replay-back').addEventListener('click', step((at) => at - 1));
  byId('replay-next').addEventListener('click', step((at) => at + 1));
  byId('replay-last').addEventListener('click', step(() => Infinity));
  control('replay-slider', HTMLInputElement).addEventListener('input', (event) => {
    if (event.target instanceof HTMLInputElement) showReplayMove(Number(event.target.value));
  });
}
