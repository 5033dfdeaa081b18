import { combinationName, legalKeeps, scoreKeep, scoreRoll, type Die, type Face, type Keep, type Rules } from 'farkle-rules';
import { codeBox } from './code-box.js';
import { diceRow, shownFromDie } from './dice-svg.js';
import { byId, control, el, errorBox, formatNumber, show } from './dom.js';
import { currentRules, currentSource, onRulesChange } from './rules-panel.js';
import { rollCode } from './snippets.js';
import { setUrlParams, urlParam } from './url-state.js';

/**
 * Reads dice as typed: faces 1 to 6 apart or run together ("1 1 5", "115"),
 * `w` for the wild die and a trailing `*` for a spicy face ("5*"). Anything
 * else is passed on as typed, so that the library names what is wrong with it.
 */
export function parseDice(text: string): Die[] {
  const tokens = text.trim().split(/[\s,]+/).filter((token) => token !== '');
  const spread = tokens.length === 1 && /^[1-6]{2,}$/.test(tokens[0] ?? '') ? (tokens[0] ?? '').split('') : tokens;
  return spread.map((token): Die => {
    if (/^w(ild)?$/i.test(token)) return { wild: true };
    const spicy = /^([1-6])\*$/.exec(token);
    if (spicy !== null) return { face: Number(spicy[1]) as Face, spicy: true };
    return (/^\d+$/.test(token) ? Number(token) : token) as Die;
  });
}

/** A keep's combinations in words: `three 1s + single 5`. */
export function keepName(keep: Pick<Keep, 'combinations'>): string {
  return keep.combinations.map(combinationName).join(' + ');
}

/** The face a die counts by, for ordering (the wild die last). */
function faceOf(die: Die | undefined): number {
  if (die === undefined) return 7;
  return typeof die === 'number' ? die : 'wild' in die ? 7 : die.face;
}

/** A keep's dice in face order (as a player lays them out), whatever their order in the roll. */
export function keptInFaceOrder(roll: readonly Die[], kept: readonly number[]): Die[] {
  return [...kept].sort((a, b) => faceOf(roll[a]) - faceOf(roll[b]) || a - b).map((i) => roll[i] as Die);
}

function keepsTable(keeps: readonly Keep[], roll: readonly Die[]): HTMLElement {
  const rows = keeps.map((keep, i) =>
    el(
      'tr',
      { class: i === 0 ? 'best' : '' },
      el('td', {}, diceRow(keptInFaceOrder(roll, keep.dice).map(shownFromDie))),
      el('td', { class: 'num' }, formatNumber(keep.points)),
      el('td', {}, keepName(keep)),
      el('td', { class: 'num' }, keep.remaining),
    ),
  );
  return el(
    'table',
    { class: 'keeps', id: 'legal-keeps' },
    el('caption', {}, `Every legal keep (${keeps.length}), best first`),
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Keep'), el('th', { scope: 'col' }, 'Points'), el('th', { scope: 'col' }, 'Combinations'), el('th', { scope: 'col' }, 'Dice left'))),
    el('tbody', {}, ...rows),
  );
}

function scoreOne(dice: readonly Die[], rules: Rules): HTMLElement[] {
  const score = scoreRoll(dice, rules);
  const shown = dice.map(shownFromDie);
  if (score.effect !== null) return [el('p', { class: 'verdict', id: 'best-keep' }, diceRow(shown), ` A roll that ends things: ${score.effect}.`)];
  if (score.farkle) return [el('p', { class: 'verdict farkle', id: 'best-keep' }, 'Farkle: no die scores. ', diceRow(shown))];
  const verdict = el(
    'p',
    { class: 'verdict', id: 'best-keep' },
    'Best keep ',
    diceRow(shown, score.dice),
    ' for ',
    el('strong', { id: 'best-points' }, formatNumber(score.points)),
    ` points (${keepName(score)}), `,
    score.hotDice ? el('strong', {}, 'hot dice!') : `${score.remaining} ${score.remaining === 1 ? 'die' : 'dice'} left.`,
  );
  return [verdict, keepsTable(legalKeeps(dice, rules), dice)];
}

/**
 * Cuts a typed roll to the rules' number of dice when the rules change (a roll
 * of six under five-dice rules), saying so; returns the note, or `null`.
 */
function fitToRules(input: HTMLInputElement, rules: Rules): string | null {
  const tokens = input.value.trim().split(/[\s,]+/).filter((token) => token !== '');
  const dice = parseDice(input.value);
  if (dice.length <= rules.dice) return null;
  input.value = (tokens.length === dice.length ? tokens : dice.map(String)).slice(0, rules.dice).join(' ');
  return `Cut to ${rules.dice} dice: ${rules.name} plays ${rules.dice}.`;
}

/** Wires the roll scorer and the keep scorer, starting from the roll in the address. */
export function setUpRollPanel(): void {
  const rollInput = control('roll', HTMLInputElement);
  const rollOut = byId('roll-result');
  const keepInput = control('keep', HTMLInputElement);
  const keepOut = byId('keep-result');
  const code = codeBox(byId('roll-section'), 'roll-code');
  const refreshCode = (): void => {
    code.set(rollCode(currentSource(), parseDice(rollInput.value), keepInput.value.trim() === '' ? null : parseDice(keepInput.value)));
  };

  const scoreTyped = (note: string | null = null): void => {
    const dice = parseDice(rollInput.value);
    setUrlParams({ roll: rollInput.value.trim() === rollInput.defaultValue ? null : rollInput.value.trim() });
    refreshCode();
    try {
      show(rollOut, ...scoreOne(dice, currentRules()), note === null ? null : el('p', { class: 'note', id: 'roll-note' }, note));
      rollInput.removeAttribute('aria-invalid');
    } catch (error) {
      rollInput.setAttribute('aria-invalid', 'true');
      show(rollOut, errorBox(error));
    }
  };
  const keepTyped = (): void => {
    setUrlParams({ keep: keepInput.value.trim() });
    refreshCode();
    if (keepInput.value.trim() === '') {
      show(keepOut);
      return;
    }
    const dice = parseDice(keepInput.value);
    try {
      const kept = scoreKeep(dice, currentRules());
      show(keepOut, el('p', { class: 'verdict', id: 'keep-points' }, diceRow(dice.map(shownFromDie)), ` Keeping exactly these dice scores ${formatNumber(kept.points)} (${keepName(kept)}).`));
      keepInput.removeAttribute('aria-invalid');
    } catch (error) {
      keepInput.setAttribute('aria-invalid', 'true');
      show(keepOut, errorBox(error));
    }
  };
  control('roll-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    scoreTyped();
  });
  control('keep-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    keepTyped();
  });
  onRulesChange((rules) => {
    scoreTyped(fitToRules(rollInput, rules));
    fitToRules(keepInput, rules);
    keepTyped();
  });
  rollInput.value = urlParam('roll') ?? rollInput.value;
  keepInput.value = urlParam('keep') ?? '';
  scoreTyped(fitToRules(rollInput, currentRules()));
  keepTyped();
}
