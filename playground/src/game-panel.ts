import { isPresetName, presets, solveCost, type GameRecord, type Rules } from 'farkle-rules';
import { byId, control, el, errorBox, formatNumber, quoted, show } from './dom.js';
import { setUpGameFiles } from './game-files.js';
import { endReplay, showReplayMove, startReplay } from './game-replay.js';
import { parseJson } from './json-input.js';
import { forgetGameInUrl, newGame, redraw, sitDown } from './game-table.js';
import { currentRules, currentSource, onRulesChange, type RulesSource } from './rules-panel.js';
import { setUrlParams, urlParam } from './url-state.js';

/** The bots offered as opponents, by the names `botFromName` takes. */
const BOT_CHOICES: readonly (readonly [string, string])[] = [
  ['greedy', 'greedy: the most points now'],
  ['optimal', 'optimal: the most points per turn'],
  ['threshold:300', 'threshold 300: banks at 300'],
  ['threshold:1000', 'threshold 1,000: banks at 1,000'],
  ['random', 'random: any legal move'],
];
/**
 * The win bot solves the whole game on its first move, on the page's own
 * thread: offered where the solver's estimate of that solve is at most this
 * many seconds (classic to about 3,000; zilch, whose streaks multiply the
 * states, to a few hundred points).
 */
const WIN_BOT_SECONDS = 4;

/** The seconds the win bot's solve of the rules' own game should take, or `null` where the solver does not solve it exactly. */
function winBotSeconds(rules: Rules): number | null {
  try {
    const cost = solveCost(rules, { target: rules.end.target });
    return cost.exact ? cost.seconds : null;
  } catch {
    return null;
  }
}

/** Whether the page offers the win bot for these rules: its solve is exact and quick. */
function offersWinBot(rules: Rules): boolean {
  const seconds = winBotSeconds(rules);
  return seconds !== null && seconds <= WIN_BOT_SECONDS;
}

function fillBotChoices(): void {
  const choices = offersWinBot(currentRules()) ? [...BOT_CHOICES, ['win', 'win: the most wins (solves the game first, a few seconds)'] as const] : BOT_CHOICES;
  document.querySelectorAll<HTMLSelectElement>('select[data-bot]').forEach((select, i) => {
    const before = select.value;
    show(select, i === 0 ? null : el('option', { value: '' }, 'nobody'), ...choices.map(([value, text]) => el('option', { value }, text)));
    select.value = choices.some(([value]) => value === before) || (i > 0 && before === '') ? before : (choices[0]?.[0] ?? '');
  });
}

/** A bot's name at the table: `greedy bot`, `threshold 300 bot 2`. */
const botName = (spec: string, i: number, count: number): string => `${spec.replace('threshold:', 'threshold ')} bot${count > 1 ? ` ${i + 1}` : ''}`;

function startFromForm(): void {
  show(byId('game-error'));
  try {
    const you = control('player-name', HTMLInputElement).value.trim() || 'You';
    const specs = [...document.querySelectorAll<HTMLSelectElement>('select[data-bot]')].map((select) => select.value).filter((spec) => spec !== '');
    const typed = control('seed', HTMLInputElement).value.trim();
    const seed = typed === '' ? Math.floor(Math.random() * 2 ** 31) : /^\d{1,9}$/.test(typed) ? Number(typed) : typed;
    endReplay();
    newGame([you, ...specs.map((spec, i) => botName(spec, i, specs.length))], ['', ...specs], seed, currentSource(), currentRules());
  } catch (error) {
    show(byId('game-error'), errorBox(error));
  }
}

/** The rules a record is played by, as the page's rules would write them (a preset by name). */
export function recordedRules(rules: Rules, source: RulesSource): GameRecord['rules'] {
  return source.overrides === null && isPresetName(rules.name) && presets[rules.name] === rules ? rules.name : rules;
}

/** The move the address's `at` names: a whole number from 0 to `last`; `null` for anything else. */
function moveInAddress(at: string, last: number): number | null {
  if (!/^\d{1,9}$/.test(at)) return null;
  const move = Number(at);
  return move <= last ? move : null;
}

/** Replays the address's game at the move `at` names; at the start, saying why, when it names none of its moves. */
function replayFromUrl(record: GameRecord, at: string | null): void {
  const last = startReplay(record, currentSource());
  if (at === null) return;
  const move = moveInAddress(at, last);
  showReplayMove(move ?? 0);
  if (move !== null) return;
  show(byId('game-error'), el('p', { class: 'note', role: 'status' }, `The address asks for move ${quoted(at)}, which this game has not (a whole number from 0 to ${formatNumber(last)}): the replay starts at move 0.`));
}

/**
 * The seats the address's `bots` gives; where the page does not offer the
 * win bot (its solve would take long on the page's thread, freezing it, or
 * is not exact), the optimal bot plays in its seat, as `note` says.
 */
function seatsFromUrl(bots: string, rules: Rules): { specs: string[]; note: string | null } {
  const specs = bots.split(',');
  if (!specs.includes('win') || offersWinBot(rules)) return { specs, note: null };
  const seconds = winBotSeconds(rules);
  const cost = seconds === null ? 'which the solver does not solve exactly' : `which it would solve on this tab first, for about ${formatNumber(Math.round(seconds))} seconds`;
  const note = `The address seats the win bot in a game to ${formatNumber(rules.end.target)}, ${cost}; the page offers it where that solve takes at most ${WIN_BOT_SECONDS} seconds. The optimal bot plays in its seat.`;
  return { specs: specs.map((spec) => (spec === 'win' ? 'optimal' : spec)), note };
}

/** The game the address holds: its record's header (players, seed, moves), checked to be an object. */
function headerFromUrl(game: string): Omit<GameRecord, 'version' | 'rules'> & { version?: number } {
  const header = parseJson(game, 'The game in the address');
  if (typeof header !== 'object' || header === null || Array.isArray(header)) throw new Error(`The game in the address is no game record: expected an object of players, seed and moves, got ${quoted(header)}`);
  return header as Omit<GameRecord, 'version' | 'rules'> & { version?: number };
}

/**
 * Restores the game in the address, if any: its moves replayed under the
 * page's rules (by the record format version it has), and either its bots in their seats or (a replay) the move
 * it was showing.
 */
function restoreFromUrl(): void {
  const game = urlParam('game');
  if (game === null) return;
  try {
    // An address written before it kept the version holds a record of version 1.
    const header = headerFromUrl(game);
    const record = { ...header, version: header.version ?? 1, rules: recordedRules(currentRules(), currentSource()) } as GameRecord;
    const bots = urlParam('bots');
    if (bots === null) {
      replayFromUrl(record, urlParam('at'));
      return;
    }
    const { specs, note } = seatsFromUrl(bots, currentRules());
    sitDown(record, specs, currentSource());
    if (note !== null) show(byId('game-error'), el('p', { class: 'note', role: 'status' }, note));
  } catch (error) {
    show(byId('game-error'), el('p', { class: 'note' }, 'The game in the address could not be restored:'), errorBox(error));
  }
}

/** Wires the game setup form and the table, and sits down at the game in the address. */
export function setUpGamePanel(): void {
  fillBotChoices();
  onRulesChange(() => {
    fillBotChoices();
    forgetGameInUrl();
  });
  control('game-setup', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    startFromForm();
  });
  const hints = control('hints', HTMLSelectElement);
  const wanted = urlParam('hints');
  if ([...hints.options].some((option) => option.value === wanted && wanted !== '')) hints.value = wanted ?? hints.value;
  hints.addEventListener('change', () => {
    setUrlParams({ hints: hints.value === 'wins' ? null : hints.value });
    redraw();
  });
  setUpGameFiles();
  restoreFromUrl();
}
