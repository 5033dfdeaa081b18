import { el, show } from './dom.js';

/** A panel's code box: the `farkle-rules` calls that reproduce what the panel shows. */
export interface CodeBox {
  /** Replaces the code shown (and copied). */
  set(code: string): void;
}

/** Copies text to the clipboard; where the browser refuses, selects it for the person to copy. */
async function copy(text: string, code: HTMLElement): Promise<string> {
  try {
    await navigator.clipboard.writeText(text);
    return 'Copied.';
  } catch {
    const range = document.createRange();
    range.selectNodeContents(code);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    return 'Selected: press Ctrl+C (⌘C) to copy.';
  }
}

/**
 * A "Code" disclosure beside a panel: the code in a box of its own and a
 * button that copies it. Placed at the end of `host`'s heading line when
 * `host` is a card (its h2), else right after `host`.
 */
export function codeBox(host: HTMLElement, id: string): CodeBox {
  const code = el('code', {});
  const said = el('span', { class: 'copied', role: 'status' });
  const button = el('button', { type: 'button', class: 'copy' }, 'Copy code');
  const box = el(
    'details',
    { class: 'code', id },
    el('summary', {}, 'Code'),
    el('div', { class: 'code-body' }, el('p', { class: 'note' }, 'The farkle-rules calls that give what this panel shows (an ES module; Node 18.7 or later).'), el('pre', { tabindex: 0 }, code), button, ' ', said),
  );
  let text = '';
  button.addEventListener('click', () => {
    void copy(text, code).then((words) => {
      show(said, words);
    });
  });
  const heading = host.querySelector(':scope > h2');
  if (heading === null) host.after(box);
  else heading.after(box);
  return {
    set(next) {
      text = next;
      code.textContent = next;
      show(said);
    },
  };
}
