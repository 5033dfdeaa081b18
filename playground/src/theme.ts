import { control } from './dom.js';

const STORE = 'farkle-playground:theme';

/** The colour scheme picked: `light`, `dark`, or `''` to follow the system's (`prefers-color-scheme`). */
type Theme = '' | 'light' | 'dark';

function apply(theme: Theme): void {
  if (theme === '') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

/**
 * Wires the colour scheme picker: the page follows the system's light or dark
 * scheme unless a person picks one, which this browser then keeps.
 */
export function setUpTheme(): void {
  const select = control('theme', HTMLSelectElement);
  const kept = document.documentElement.dataset.theme;
  select.value = kept === 'light' || kept === 'dark' ? kept : '';
  select.addEventListener('change', () => {
    const theme = select.value === 'light' || select.value === 'dark' ? select.value : '';
    apply(theme);
    try {
      if (theme === '') localStorage.removeItem(STORE);
      else localStorage.setItem(STORE, theme);
    } catch {
      // A browser that keeps nothing keeps the choice for this visit only.
    }
  });
}
