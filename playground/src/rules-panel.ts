import { PRESET_NAMES, defineRules, describeRules, presets, type PresetName, type Rules } from 'farkle-rules';
import { byId, control, el, errorBox, show } from './dom.js';

type Listener = (rules: Rules) => void;

let current: Rules = presets.classic;
const listeners: Listener[] = [];

/** The rules every panel uses: a preset, or a preset with the JSON overrides applied. */
export function currentRules(): Rules {
  return current;
}

/** Calls `listener` whenever the rules change. */
export function onRulesChange(listener: Listener): void {
  listeners.push(listener);
}

function setRules(rules: Rules): void {
  current = rules;
  for (const listener of listeners) listener(rules);
}

/** The overrides typed in the text area: `null` when it is blank. Throws a SyntaxError for bad JSON. */
function readOverrides(text: string): unknown {
  return text.trim() === '' ? null : JSON.parse(text);
}

function describeCurrent(): void {
  const rules = current;
  show(
    byId('rules-summary'),
    el('strong', {}, rules.name),
    `: ${rules.dice} dice, play to ${rules.end.target.toLocaleString('en-US')}, first bank at least ${rules.bank.entry.toLocaleString('en-US')}.`,
  );
  byId('rules-sheet').textContent = describeRules(rules);
}

/** Wires the preset picker and the overrides editor. */
export function setUpRulesPanel(): void {
  const preset = control('preset', HTMLSelectElement);
  for (const name of PRESET_NAMES) preset.appendChild(el('option', { value: name }, name));
  const overrides = control('overrides', HTMLTextAreaElement);
  const status = byId('rules-status');

  const apply = (): void => {
    const base = preset.value as PresetName;
    try {
      const parsed = readOverrides(overrides.value);
      // defineRules validates the overrides; a FarkleError names the bad value.
      const rules = parsed === null ? presets[base] : defineRules(parsed as Parameters<typeof defineRules>[0], base);
      show(status);
      overrides.removeAttribute('aria-invalid');
      setRules(rules);
      describeCurrent();
    } catch (error) {
      overrides.setAttribute('aria-invalid', 'true');
      const box = error instanceof SyntaxError ? errorBox(`the overrides are not JSON: ${error.message}`, 'bad JSON') : errorBox(error);
      show(status, box, el('p', { class: 'note' }, `Still playing by ${current.name}.`));
    }
  };

  preset.addEventListener('change', apply);
  control('rules-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-example]')) {
    button.addEventListener('click', () => {
      overrides.value = button.dataset.example ?? '';
      apply();
    });
  }
  describeCurrent();
}
