import { PRESET_NAMES, defineRules, describeRules, isPresetName, presets, type PresetName, type Rules } from 'farkle-rules';
import { byId, control, el, errorBox, formatNumber, messageOf, show } from './dom.js';
import { parseJson } from './json-input.js';
import { setUrlParams, urlParam } from './url-state.js';

type Listener = (rules: Rules) => void;

/** Where the rules in force come from: a preset, and the overrides typed over it (`null`: none). */
export interface RulesSource {
  readonly preset: PresetName;
  readonly overrides: string | null;
}

let current: Rules = presets.classic;
let source: RulesSource = { preset: 'classic', overrides: null };
const listeners: Listener[] = [];

/** The rules every panel uses: a preset, or a preset with the JSON overrides applied. */
export function currentRules(): Rules {
  return current;
}

/** The preset and the overrides of the rules in force. */
export function currentSource(): RulesSource {
  return source;
}

/** Calls `listener` whenever the rules change. */
export function onRulesChange(listener: Listener): void {
  listeners.push(listener);
}

/** The overrides typed in the text area: `null` when it is blank. Throws a SyntaxError for bad JSON, an Error for what `parseJson` refuses. */
function readOverrides(text: string): unknown {
  return text.trim() === '' ? null : parseJson(text, 'The overrides');
}

/** The rules of a preset with overrides (JSON text), checked by `defineRules`. */
function rulesOf(preset: PresetName, text: string): Rules {
  const parsed = readOverrides(text);
  return parsed === null ? presets[preset] : defineRules(parsed as Parameters<typeof defineRules>[0], preset);
}

/** Why the overrides were refused, in words: bad JSON is no FarkleError, so it says what it is. */
function refusal(error: unknown): HTMLElement {
  if (!(error instanceof SyntaxError)) return errorBox(error);
  return el('p', { class: 'error', role: 'alert' }, `The overrides are not valid JSON: ${messageOf(error)}.`);
}

function describeCurrent(): void {
  const rules = current;
  show(
    byId('rules-summary'),
    el('strong', {}, rules.name),
    `: ${rules.dice} dice, play to ${formatNumber(rules.end.target)}, first bank at least ${formatNumber(rules.bank.entry)}.`,
  );
  byId('rules-sheet').textContent = describeRules(rules);
}

/** Puts rules in force and tells every panel, unless they are the ones in force already (Apply pressed again). */
function setRules(rules: Rules, from: RulesSource): void {
  const same = from.preset === source.preset && from.overrides === source.overrides;
  current = rules;
  source = from;
  control('preset', HTMLSelectElement).value = from.preset;
  setUrlParams({ preset: from.preset === 'classic' ? null : from.preset, rules: from.overrides });
  describeCurrent();
  if (same) return;
  for (const listener of listeners) listener(rules);
}

/**
 * Applies the preset picked and the overrides typed. Overrides that do not
 * hold are refused with their error; when the preset was just picked, the
 * preset is played without them (the menu says what is played), and
 * otherwise the rules in force stay, the menu back on their preset.
 */
function apply(presetPicked: boolean): void {
  const preset = control('preset', HTMLSelectElement);
  const overrides = control('overrides', HTMLTextAreaElement);
  const status = byId('rules-status');
  const base = isPresetName(preset.value) ? preset.value : 'classic';
  try {
    const rules = rulesOf(base, overrides.value);
    show(status);
    overrides.removeAttribute('aria-invalid');
    setRules(rules, { preset: base, overrides: overrides.value.trim() === '' ? null : overrides.value.trim() });
  } catch (error) {
    overrides.setAttribute('aria-invalid', 'true');
    if (presetPicked) {
      setRules(presets[base], { preset: base, overrides: null });
      show(status, refusal(error), el('p', { class: 'note' }, `Playing ${base} without the overrides until they are fixed.`));
    } else {
      preset.value = source.preset;
      show(status, refusal(error), el('p', { class: 'note' }, `Still playing by ${current.name}.`));
    }
  }
}

/** Sets the preset and the overrides (from a file, a game record) and applies them. */
export function applyRulesSource(from: RulesSource): void {
  control('preset', HTMLSelectElement).value = from.preset;
  control('overrides', HTMLTextAreaElement).value = from.overrides ?? '';
  apply(false);
}

/** Wires the preset picker and the overrides editor, starting from the rules in the address. */
export function setUpRulesPanel(): void {
  const preset = control('preset', HTMLSelectElement);
  for (const name of PRESET_NAMES) preset.appendChild(el('option', { value: name }, name));
  const overrides = control('overrides', HTMLTextAreaElement);
  preset.addEventListener('change', () => {
    apply(true);
  });
  control('rules-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    apply(false);
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-example]')) {
    button.addEventListener('click', () => {
      overrides.value = button.dataset.example ?? '';
      apply(false);
    });
  }
  const wanted = urlParam('preset');
  preset.value = wanted !== null && isPresetName(wanted) ? wanted : 'classic';
  overrides.value = urlParam('rules') ?? '';
  // Classic is said to be in force before the address's rules are tried: the summary says what is played when they are refused.
  describeCurrent();
  apply(false);
}
