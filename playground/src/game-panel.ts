import { isPresetName, presets, type GameRecord, type Rules } from 'farkle-rules';
import { byId, control, el, errorBox, show } from './dom.js';
import { setUpGameFiles } from './game-files.js';
import { endReplay, startReplay } from './game-replay.js';
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
/** The win bot solves the whole game on its first move: offered for small targets only. */
const WIN_BOT_TARGET = 2000;

function fillBotChoices(): void {
  const target = currentRules().end.target;
  const choices = target <= WIN_BOT_TARGET ? [...BOT_CHOICES, ['win', 'win: the most wins (solves the game first, a few seconds)'] as const] : BOT_CHOICES;
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
    const header = JSON.parse(game) as Omit<GameRecord, 'version' | 'rules'> & { version?: number };
    const record = { ...header, version: header.version ?? 1, rules: recordedRules(currentRules(), currentSource()) } as GameRecord;
    const bots = urlParam('bots');
    const at = urlParam('at');
    if (bots === null) startReplay(record, currentSource(), at === null ? null : Number(at));
    else sitDown(record, bots.split(','), currentSource());
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
