import type { Die, Face, RolledDie, Rules } from 'farkle-rules';
import { el } from './dom.js';
import { svg } from './svg.js';

/** A die as the page draws it: the face it shows, and what marks it. */
export interface ShownDie {
  /** The face shown; for the wild face, the face it replaces (drawn as a star, not as pips). */
  readonly face: Face;
  /** A spicy die showing its red face. */
  readonly spicy: boolean;
  /** Showing the wild die's wild face. */
  readonly wildFace: boolean;
  /** The wild die itself (die 1 under rules with a wild die), whatever it shows. */
  readonly wildDie: boolean;
}

/** A die as the scorer takes it (a face, `{ face, spicy }` or `{ wild: true }`), as drawn. */
export function shownFromDie(die: Die): ShownDie {
  if (typeof die === 'number') return { face: die, spicy: false, wildFace: false, wildDie: false };
  if ('wild' in die) return { face: 1, spicy: false, wildFace: true, wildDie: true };
  return { face: die.face, spicy: die.spicy, wildFace: false, wildDie: false };
}

/** A die of a game's roll, as drawn: under rules with a wild die, die 1 (id 0) is it. */
export function shownFromRolled(die: RolledDie, rules: Rules): ShownDie {
  return { face: die.face, spicy: die.spicy, wildFace: die.wild, wildDie: rules.wildDie !== null && die.id === 0 };
}

/** A die in words, for the accessible name of a row of dice: `5`, `4 (red)`, `wild`. */
export function dieWords(die: ShownDie): string {
  if (die.wildFace) return 'wild';
  const marks = [die.spicy ? 'red' : '', die.wildDie ? 'the wild die' : ''].filter((mark) => mark !== '');
  return marks.length === 0 ? String(die.face) : `${die.face} (${marks.join(', ')})`;
}

/** A die as text, for buttons and the log: `5`, `4*` (red), `W` (the wild face). */
export function dieText(die: ShownDie): string {
  if (die.wildFace) return 'W';
  return die.spicy ? `${die.face}*` : String(die.face);
}

/** Where the pips of each face sit, on a 3 × 3 grid (0 to 2 across and down). */
const PIPS: Readonly<Record<Face, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [[0, 0], [2, 2]],
  3: [[0, 0], [1, 1], [2, 2]],
  4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** A five-pointed star around (50, 50): the wild face. */
function star(): SVGElement {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? 30 : 13;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(50 + radius * Math.cos(angle)).toFixed(1)},${(52 + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return svg('polygon', { class: 'star', points: points.join(' ') });
}

/** One die drawn in SVG (a 100 × 100 box scaled by CSS): pips, red ones on a red face, a star on the wild face, a ring on the wild die. */
export function dieSvg(die: ShownDie, picked = false): SVGElement {
  const classes = ['die-svg', die.spicy ? 'spicy' : '', die.wildFace ? 'wild-face' : '', die.wildDie ? 'wild-die' : '', picked ? 'picked' : ''];
  const root = svg('svg', { class: classes.filter((name) => name !== '').join(' '), viewBox: '0 0 100 100', 'aria-hidden': 'true', 'data-face': die.wildFace ? 'wild' : die.face });
  root.appendChild(svg('rect', { class: 'body', x: 4, y: 4, width: 92, height: 92, rx: 18 }));
  if (die.wildDie) root.appendChild(svg('rect', { class: 'ring', x: 12, y: 12, width: 76, height: 76, rx: 12 }));
  if (die.wildFace) {
    root.appendChild(star());
    return root;
  }
  for (const [across, down] of PIPS[die.face]) root.appendChild(svg('circle', { class: 'pip', cx: 26 + across * 24, cy: 26 + down * 24, r: 9 }));
  return root;
}

/** A row of dice drawn as dice, named for assistive technology by their faces; `picked` marks some by position. */
export function diceRow(dice: readonly ShownDie[], picked: readonly number[] = []): HTMLElement {
  const row = el('span', { class: 'dice', role: 'img', 'aria-label': dice.map(dieWords).join(', ') });
  dice.forEach((die, i) => row.appendChild(dieSvg(die, picked.includes(i))));
  return row;
}
