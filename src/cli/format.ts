import type { Combination, CombinationKind, Keep } from '../scoring/types.js';

/** Where the CLI writes: injectable so that tests can capture output. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** Thousands separated by commas, independent of the machine's locale. */
export function points(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const KIND_NAMES: Record<CombinationKind, string> = {
  single: 'single',
  threeOfAKind: 'three of a kind',
  fourOfAKind: 'four of a kind',
  fiveOfAKind: 'five of a kind',
  sixOfAKind: 'six of a kind',
  straight: 'straight',
  threePairs: 'three pairs',
  fourOfAKindAndPair: 'four of a kind + pair',
  twoTriplets: 'two triplets',
  sixDiceFarkle: 'six-dice farkle',
};

export function kindName(kind: CombinationKind): string {
  return KIND_NAMES[kind];
}

export function describeCombination(c: Combination): string {
  const spicy = c.spicy > 0 ? ` (${c.spicy} spicy)` : '';
  return `${kindName(c.kind)} ${c.faces.join('-')}${spicy}`;
}

export function describeKeep(keep: Keep): string {
  return keep.combinations.map(describeCombination).join(' + ');
}

/** Lays out rows of cells in columns; `align` gives each column's alignment ('l' or 'r', default 'l' for the first, 'r' after). */
export function table(rows: readonly (readonly string[])[], align = 'l'): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const right = (i: number): boolean => (align[i] ?? 'r') === 'r';
  return rows
    .map((row) =>
      row
        .map((cell, i) => (right(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
