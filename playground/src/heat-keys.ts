/**
 * The heat map's cells by pointer and keyboard: one cell is in the tab order
 * at a time (a roving tab stop); arrow keys move across (your score) and up
 * (the opponent's), Home and End to a row's ends, Page Up and Page Down to the
 * column's; the cell pointed at or focused gets the outline (drawn over every
 * cell, so no neighbour hides an edge) and its chance is read out.
 */

/** Where a key moves from cell (i, j) on an n × n grid. */
function moved(key: string, i: number, j: number, n: number): [number, number] | null {
  const clamp = (v: number): number => Math.min(n - 1, Math.max(0, v));
  switch (key) {
    case 'ArrowRight':
      return [clamp(i + 1), j];
    case 'ArrowLeft':
      return [clamp(i - 1), j];
    case 'ArrowUp':
      return [i, clamp(j + 1)];
    case 'ArrowDown':
      return [i, clamp(j - 1)];
    case 'Home':
      return [0, j];
    case 'End':
      return [n - 1, j];
    case 'PageUp':
      return [i, n - 1];
    case 'PageDown':
      return [i, 0];
    default:
      return null;
  }
}

const index = (cell: Element, name: 'i' | 'j'): number => Number(cell.getAttribute(`data-${name}`));

/** Wires the cells of a heat map drawn by `winChart`; `readout` shows the chance of the cell marked. */
export function wireHeatMap(chart: SVGElement, readout: HTMLElement): void {
  const cells = [...chart.querySelectorAll<SVGRectElement>('rect.cell')];
  const n = Math.round(Math.sqrt(cells.length));
  const at = new Map(cells.map((cell) => [`${index(cell, 'i')},${index(cell, 'j')}`, cell]));
  const outline = chart.querySelector<SVGRectElement>('rect.cell-outline');
  const mark = (cell: SVGRectElement): void => {
    for (const name of ['x', 'y', 'width', 'height']) outline?.setAttribute(name, cell.getAttribute(name) ?? '0');
    outline?.setAttribute('visibility', 'visible');
    readout.textContent = cell.getAttribute('aria-label') ?? '';
  };
  const focus = (cell: SVGRectElement): void => {
    for (const other of cells) other.setAttribute('tabindex', other === cell ? '0' : '-1');
    cell.focus();
    mark(cell);
  };
  const cellOf = (target: EventTarget | null): SVGRectElement | null => (target instanceof SVGRectElement && target.classList.contains('cell') ? target : null);
  chart.addEventListener('pointerover', (event) => {
    const cell = cellOf(event.target);
    if (cell !== null) mark(cell);
  });
  chart.addEventListener('click', (event) => {
    const cell = cellOf(event.target);
    if (cell !== null) focus(cell);
  });
  chart.addEventListener('focusin', (event) => {
    const cell = cellOf(event.target);
    if (cell !== null) mark(cell);
  });
  chart.addEventListener('keydown', (event) => {
    const cell = cellOf(event.target);
    const to = cell === null ? null : moved(event.key, index(cell, 'i'), index(cell, 'j'), n);
    const next = to === null ? undefined : at.get(`${to[0]},${to[1]}`);
    if (next === undefined) return;
    event.preventDefault();
    focus(next);
  });
}
