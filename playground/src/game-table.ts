import { botFromName, recordAction, replayGame, replayStates, startRecord, type Action, type Bot, type GameRecord, type GameState } from 'farkle-rules';
import { clearAnalysis } from './analysis-panel.js';
import { codeBox, type CodeBox } from './code-box.js';
import { byId, control, errorBox, show } from './dom.js';
import { clearLog, logEvents } from './game-log.js';
import { renderTable } from './game-view.js';
import type { RulesSource } from './rules-panel.js';
import { gameCode } from './snippets.js';
import { setUrlParams } from './url-state.js';

/** A game being played at the page: its record (the truth), its state, and who sits where. */
interface Table {
  record: GameRecord;
  state: GameState;
  /** Each seat's bot spec as `botFromName` takes it; `''` for the person at the page. */
  readonly specs: readonly string[];
  readonly bots: readonly (Bot | null)[];
  /** The rules the game is played by, as the page had them when it started. */
  readonly source: RulesSource;
  /** Bumped by every new game, so that a stale bot timer stops. */
  readonly id: number;
}

let table: Table | null = null;
let games = 0;
let code: CodeBox | null = null;

/** The game being played, if any: its record and the rules it is played by. */
export function currentGame(): { record: GameRecord; source: RulesSource } | null {
  return table === null ? null : { record: table.record, source: table.source };
}

/** The record's header (its format version too: it decides the dice of its seed) and moves as the address keeps them (its rules are the page's). */
function gameParam(record: GameRecord): string {
  const { rules: _rules, ...rest } = record;
  return JSON.stringify(rest);
}

/** Writes the game into the address, and its code into the code box. */
function remember(): void {
  if (table === null) return;
  setUrlParams({ game: gameParam(table.record), bots: table.specs.join(','), at: null });
  code ??= codeBox(byId('play-section'), 'game-code');
  code.set(gameCode(table.source, table.record));
}

/** Forgets the game in the address (its rules are no longer the page's). */
export function forgetGameInUrl(): void {
  setUrlParams({ game: null, bots: null, at: null });
}

function render(): void {
  if (table === null) return;
  const { id } = table;
  renderTable({
    state: table.state,
    humanSeats: table.bots.map((bot) => bot === null),
    act,
    current: (state) => table?.id === id && table.state === state,
  });
}

function act(action: Action): void {
  if (table === null) return;
  try {
    table.record = recordAction(table.record, action);
    table.state = replayGame(table.record);
  } catch (error) {
    show(byId('game-error'), errorBox(error));
    return;
  }
  logEvents(table.state);
  render();
  remember();
  scheduleBot();
}

function scheduleBot(): void {
  if (table === null || table.state.over) return;
  const bot = table.bots[table.state.turn.player];
  if (bot == null) return;
  const { id } = table;
  const delay = Number(control('bot-speed', HTMLSelectElement).value);
  setTimeout(() => {
    if (table?.id !== id) return;
    let action: Action;
    try {
      action = bot(table.state);
    } catch (error) {
      show(byId('game-error'), errorBox(error));
      return;
    }
    act(action);
  }, delay);
}

/**
 * Sits down at a game: a new one (a record with no moves) or one restored
 * from the address; `specs` gives each seat's bot (`''`: the person). The
 * log shows the whole game so far.
 */
export function sitDown(record: GameRecord, specs: readonly string[], source: RulesSource): void {
  show(byId('game-error'));
  clearAnalysis();
  const bots = specs.map((spec) => (spec === '' ? null : botFromName(spec)));
  const states = replayStates(record);
  games += 1;
  table = { record, state: states[states.length - 1] as GameState, specs, bots, source, id: games };
  byId('game').hidden = false;
  byId('replay-bar').hidden = true;
  clearLog();
  for (const state of states) logEvents(state);
  render();
  remember();
  scheduleBot();
}

/** Starts a new game with these players and seats, and sits down at it. */
export function newGame(players: readonly string[], specs: readonly string[], seed: number | string, source: RulesSource, rules: GameState['rules']): void {
  sitDown(startRecord({ players, rules, seed }), specs, source);
}

/** Leaves the game (for a replay), stopping its bots. */
export function leaveTable(): void {
  table = null;
  games += 1;
}

/** Redraws the table (the hints' mode changed). */
export function redraw(): void {
  render();
}
