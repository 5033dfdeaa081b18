import { legalKeeps, scoreKeep, scoreRoll, type Die, type Face, type Keep, type Rules } from 'farkle-rules';
import { byId, control, diceRow, el, errorBox, formatNumber, show } from './dom.js';
import { currentRules, onRulesChange } from './rules-panel.js';

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

function keepName(keep: Pick<Keep, 'combinations'>): string {
  return keep.combinations.map((combination) => `${combination.kind} ${combination.faces.join('')}`).join(' + ');
}

function facesOf(dice: readonly Die[]): string[] {
  return dice.map((die) => (typeof die === 'number' ? String(die) : 'wild' in die ? 'W' : `${die.face}*`));
}

function keepsTable(keeps: readonly Keep[], faces: readonly string[]): HTMLElement {
  const rows = keeps.map((keep, i) =>
    el(
      'tr',
      { class: i === 0 ? 'best' : '' },
      el('td', {}, diceRow(keep.dice.map((d) => faces[d] ?? '?'))),
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

function scoreOne(text: string, rules: Rules): HTMLElement[] {
  const dice = parseDice(text);
  const score = scoreRoll(dice, rules);
  const faces = facesOf(dice);
  if (score.effect !== null) return [el('p', { class: 'verdict', id: 'best-keep' }, `This roll is a roll effect: ${score.effect}.`)];
  if (score.farkle) return [el('p', { class: 'verdict farkle', id: 'best-keep' }, 'Farkle: no die scores.')];
  const verdict = el(
    'p',
    { class: 'verdict', id: 'best-keep' },
    'Best keep ',
    diceRow(faces, score.dice),
    ' for ',
    el('strong', { id: 'best-points' }, formatNumber(score.points)),
    ` points (${keepName(score)}), `,
    score.hotDice ? el('strong', {}, 'hot dice!') : `${score.remaining} ${score.remaining === 1 ? 'die' : 'dice'} left.`,
  );
  return [verdict, keepsTable(legalKeeps(dice, rules), faces)];
}

function scoreExactKeep(text: string, rules: Rules): HTMLElement {
  const kept = scoreKeep(parseDice(text), rules);
  return el('p', { class: 'verdict', id: 'keep-points' }, `Keeping exactly these dice scores ${formatNumber(kept.points)} (${keepName(kept)}).`);
}

/** Wires the roll scorer and the keep scorer. */
export function setUpRollPanel(): void {
  const rollInput = control('roll', HTMLInputElement);
  const rollOut = byId('roll-result');
  const keepInput = control('keep', HTMLInputElement);
  const keepOut = byId('keep-result');

  const scoreTyped = (): void => {
    try {
      show(rollOut, ...scoreOne(rollInput.value, currentRules()));
      rollInput.removeAttribute('aria-invalid');
    } catch (error) {
      rollInput.setAttribute('aria-invalid', 'true');
      show(rollOut, errorBox(error));
    }
  };
  const keepTyped = (): void => {
    if (keepInput.value.trim() === '') {
      show(keepOut);
      return;
    }
    try {
      show(keepOut, scoreExactKeep(keepInput.value, currentRules()));
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
  onRulesChange(() => {
    scoreTyped();
    keepTyped();
  });
  scoreTyped();
}
