import { codeBox } from './code-box.js';
import { byId } from './dom.js';
import { currentSource, onRulesChange } from './rules-panel.js';
import { rulesCode } from './snippets.js';

/** Wires the rules panel's code box: the calls that make the rules in force and print their sheet. */
export function setUpRulesCode(): void {
  const box = codeBox(byId('rules-section'), 'rules-code');
  box.set(rulesCode(currentSource()));
  onRulesChange(() => {
    box.set(rulesCode(currentSource()));
  });
}
