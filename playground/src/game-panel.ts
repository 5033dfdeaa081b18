import { applyAction, botFromName, createGame, legalActions, type Action, type Bot, type GameState, type PlayerState } from 'farkle-rules';
import { byId, control, diceRow, el, errorBox, formatNumber, show } from './dom.js';
import { actionLabel, dieLabel, eventLine } from './game-words.js';
import { showHints, type ActionButton, type HintMode } from './hint.js';
import { currentRules, onRulesChange } from './rules-panel.js';

/** The bots offered as opponents, by the names `botFromName` takes. */
const BOT_CHOICES: readonly (readonly [string, string])[] = [
  ['greedy', 'greedy: the most points now'],
  ['optimal', 'optimal: the most points per turn'],
  ['threshold:300', 'threshold 300: banks at 300'],
  ['threshold:1000', 'threshold 1,000: banks at 1,000'],
  ['random', 'random: any legal move'],
];
/** The win bot solves the whole game on its first move: offered for small targets only. */
const WIN_BOT_TARGET = 2000;

interface Table {
  state: GameState;
  /** The bot of each seat; `null` for the person at the page. */
  readonly seats: readonly (Bot | null)[];
  /** Bumped by every new game, so that a stale bot timer stops. */
  readonly id: number;
}

let table: Table | null = null;
let games = 0;

function fillBotChoices(): void {
  const target = currentRules().end.target;
  const choices = target <= WIN_BOT_TARGET ? [...BOT_CHOICES, ['win', 'win: the most wins (solves the game first, a few seconds)'] as const] : BOT_CHOICES;
  document.querySelectorAll<HTMLSelectElement>('select[data-bot]').forEach((select, i) => {
    const before = select.value;
    show(select, i === 0 ? null : el('option', { value: '' }, 'nobody'), ...choices.map(([value, text]) => el('option', { value }, text)));
    select.value = choices.some(([value]) => value === before) || (i > 0 && before === '') ? before : (choices[0]?.[0] ?? '');
  });
}

function playerStatus(player: PlayerState): string {
  if (player.eliminated) return 'out';
  const lives = player.lives === null ? '' : `, ${player.lives} ${player.lives === 1 ? 'life' : 'lives'}`;
  return `${player.onBoard ? 'on the board' : 'not yet'}${lives}`;
}

function scoreboard(state: GameState): HTMLElement {
  const rows = state.players.map((player, seat) =>
    el(
      'tr',
      { class: seat === state.turn.player && !state.over ? 'current' : '', 'aria-current': seat === state.turn.player && !state.over ? 'true' : false },
      el('th', { scope: 'row' }, player.name),
      el('td', { class: 'num' }, formatNumber(player.score)),
      el('td', {}, playerStatus(player)),
    ),
  );
  return el(
    'table',
    { class: 'scoreboard' },
    el('caption', {}, `${state.rules.name}, to ${formatNumber(state.rules.end.target)}, turn ${state.turnNumber}`),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Player'), el('th', { scope: 'col' }, 'Score'), el('th', { scope: 'col' }, 'Status'))),
    el('tbody', {}, ...rows),
  );
}

function logEvents(state: GameState): void {
  const log = byId('game-log');
  for (const event of state.events) {
    const line = eventLine(state, event);
    if (line !== null) log.appendChild(el('li', {}, line));
  }
  while (log.children.length > 60) log.firstElementChild?.remove();
  log.scrollTop = log.scrollHeight;
}

function actionButtons(state: GameState): ActionButton[] {
  return legalActions(state).map((action) => {
    const button = el('button', { type: 'button', class: 'action' }, actionLabel(state, action));
    button.addEventListener('click', () => {
      act(action);
    });
    return { action, button };
  });
}

function render(): void {
  if (table === null) return;
  const { state, seats } = table;
  const actions = byId('actions');
  const hadFocus = actions.contains(document.activeElement);
  show(byId('scoreboard'), scoreboard(state));
  const { turn } = state;
  const name = state.players[turn.player]?.name ?? '';
  show(byId('roll-showing'), turn.roll === null ? null : el('span', {}, 'Showing: ', diceRow(turn.roll.map(dieLabel))));
  const human = !state.over && seats[turn.player] === null;
  show(byId('turn-status'), state.over ? 'The game is over.' : `${human ? 'Your' : `${name}’s`} turn: ${formatNumber(turn.total)} this turn.`);
  const buttons = human ? actionButtons(state) : [];
  show(actions, ...buttons.map(({ button }) => button));
  show(byId('hint'));
  const mode = control('hints', HTMLSelectElement).value as HintMode;
  if (human) showHints(state, buttons, mode, byId('hint'), () => table?.state === state);
  if (hadFocus) actions.querySelector<HTMLButtonElement>('button')?.focus();
  const winner = byId('winner');
  if (state.over) {
    const names = state.winners.map((seat) => state.players[seat]?.name ?? '');
    show(winner, names.length === 0 ? 'No winner.' : `Winner: ${names.join(' and ')}`);
    winner.hidden = false;
  } else {
    winner.hidden = true;
  }
}

function act(action: Action): void {
  if (table === null) return;
  try {
    table.state = applyAction(table.state, action);
  } catch (error) {
    show(byId('game-error'), errorBox(error));
    return;
  }
  logEvents(table.state);
  render();
  scheduleBot();
}

function scheduleBot(): void {
  if (table === null || table.state.over) return;
  const bot = table.seats[table.state.turn.player];
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

function newGame(): void {
  show(byId('game-error'));
  try {
    const you = control('player-name', HTMLInputElement).value.trim() || 'You';
    const specs = [...document.querySelectorAll<HTMLSelectElement>('select[data-bot]')].map((select) => select.value).filter((spec) => spec !== '');
    const seed = control('seed', HTMLInputElement).value.trim();
    const seats = [null, ...specs.map((spec) => botFromName(spec))];
    const names = [you, ...specs.map((spec, i) => `${spec.replace('threshold:', 'threshold ')} bot${specs.length > 1 ? ` ${i + 1}` : ''}`)];
    const state = createGame({ players: names, rules: currentRules(), seed: seed === '' ? Math.floor(Math.random() * 2 ** 31) : /^\d{1,9}$/.test(seed) ? Number(seed) : seed });
    games += 1;
    table = { state, seats, id: games };
  } catch (error) {
    show(byId('game-error'), errorBox(error));
    return;
  }
  show(byId('game-log'));
  byId('game').hidden = false;
  logEvents(table.state);
  render();
  scheduleBot();
}

/** Wires the game setup form and the table. */
export function setUpGamePanel(): void {
  fillBotChoices();
  onRulesChange(fillBotChoices);
  control('game-setup', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    newGame();
  });
  byId('hints').addEventListener('change', render);
}
