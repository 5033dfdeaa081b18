import { legalActions, type Action, type GameState, type PlayerState } from 'farkle-rules';
import { diceRow, shownFromRolled } from './dice-svg.js';
import { byId, control, el, formatNumber, show } from './dom.js';
import { actionLabel } from './game-words.js';
import { showHints, type ActionButton, type HintMode } from './hint.js';

/** What the view needs of the table: the state showing, who sits where, and how a move is made. */
export interface TableView {
  readonly state: GameState;
  /** Whether the person at the page plays each seat (bots and replays do not). */
  readonly humanSeats: readonly boolean[];
  /** Makes a move for the person; `null` when moves cannot be made (a replay). */
  readonly act: ((action: Action) => void) | null;
  /** Whether `state` is still the one showing, for hints that come back later. */
  readonly current: (state: GameState) => boolean;
}

function playerStatus(player: PlayerState): string {
  if (player.eliminated) return 'out';
  const lives = player.lives === null ? '' : `, ${player.lives} ${player.lives === 1 ? 'life' : 'lives'}`;
  return `${player.onBoard ? 'on the board' : 'not yet'}${lives}`;
}

function scoreboard(state: GameState): HTMLElement {
  const rows = state.players.map((player, seat) => {
    const current = seat === state.turn.player && !state.over;
    return el(
      'tr',
      { class: current ? 'current' : '', 'aria-current': current ? 'true' : false },
      el('th', { scope: 'row' }, player.name),
      el('td', { class: 'num' }, formatNumber(player.score)),
      el('td', {}, playerStatus(player)),
    );
  });
  return el(
    'table',
    { class: 'scoreboard' },
    el('caption', {}, `${state.rules.name}, to ${formatNumber(state.rules.end.target)}, turn ${state.turnNumber}`),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Player'), el('th', { scope: 'col' }, 'Score'), el('th', { scope: 'col' }, 'Status'))),
    el('tbody', {}, ...rows),
  );
}

function actionButtons(state: GameState, act: (action: Action) => void): ActionButton[] {
  return legalActions(state).map((action) => {
    const button = el('button', { type: 'button', class: 'action' }, actionLabel(state, action));
    button.addEventListener('click', () => {
      act(action);
    });
    return { action, button };
  });
}

function showWinner(state: GameState): void {
  const winner = byId('winner');
  winner.hidden = !state.over;
  if (!state.over) return;
  const names = state.winners.map((seat) => state.players[seat]?.name ?? '');
  show(winner, names.length === 0 ? 'No winner.' : `Winner: ${names.join(' and ')}`);
}

/**
 * Draws the table: the scoreboard, the hand (whose turn, the dice showing,
 * the moves and the hint) and the winner. Focus stays with the hand: when it
 * was in the hand and the moves go (a bank hands the dice to a bot), the hand
 * itself takes it, and the first move takes it back when it is the person's
 * turn again.
 */
export function renderTable(view: TableView): void {
  const { state } = view;
  const hand = byId('hand');
  const hadFocus = hand.contains(document.activeElement);
  show(byId('scoreboard'), scoreboard(state));
  const { turn } = state;
  const name = state.players[turn.player]?.name ?? '';
  show(byId('roll-showing'), turn.roll === null ? null : el('span', {}, 'Showing: ', diceRow(turn.roll.map((die) => shownFromRolled(die, state.rules)))));
  const human = !state.over && view.humanSeats[turn.player] === true && view.act !== null;
  const status = state.over ? 'The game is over.' : `${human ? 'Your' : `${name}’s`} turn: ${formatNumber(turn.total)} this turn.`;
  show(byId('turn-status'), status);
  const buttons = human ? actionButtons(state, view.act) : [];
  show(byId('actions'), ...buttons.map(({ button }) => button));
  show(byId('hint'));
  const mode = control('hints', HTMLSelectElement).value as HintMode;
  if (human) {
    showHints(state, buttons, mode, byId('hint'), () => view.current(state));
  }
  if (hadFocus) (buttons[0]?.button ?? hand).focus();
  showWinner(state);
}
