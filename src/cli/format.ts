import type { Combination, CombinationKind, Keep } from '../scoring/types.js';

/** Where the CLI writes: injectable so that tests can capture output. */
export interface Io {
  /** Writes a line to standard output. */
  out(text: string): void;
  /** Writes a line to standard error. */
  err(text: string): void;
  /** Writes a prompt with no line end (standard output); without it, prompts are written as lines. */
  readonly prompt?: ((text: string) => void) | undefined;
  /**
   * Redraws a one-line status (a progress bar) in place on standard error, or clears it when given
   * `''`. Present only when standard error is a terminal, so that logs and pipes get no progress.
   */
  readonly status?: ((text: string) => void) | undefined;
  /** Whether typed lines should be echoed after the prompt (input piped in, so not echoed by a terminal). */
  readonly echo?: boolean;
}

/** Thousands separated by commas, independent of the machine's locale. */
export function points(value: number): string {
  const sign = value < 0 ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number with a fixed count of decimals and thousands separators: `decimal(1234.5, 1)` is `1,234.5`. */
export function decimal(value: number, digits = 1): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(digits).split('.');
  const sign = value < 0 && Number(Math.abs(value).toFixed(digits)) !== 0 ? '-' : '';
  return sign + points(Number(whole)) + (fraction === undefined ? '' : `.${fraction}`);
}

/** `1 die`, `3 dice`. */
export function dice(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

const BAR = 30;

/** A progress bar, `[#########---------]  45%`, for a share from 0 to 1. */
export function bar(share: number): string {
  const filled = Math.floor(share * BAR);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}] ${percent(share, 0).padStart(4)}`;
}

/** A share as a percentage with `digits` decimals: `percent(0.0231, 2)` is `2.31%`. */
export function percent(share: number, digits = 2): string {
  return `${(share * 100).toFixed(digits)}%`;
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
  fullHouse: 'full house',
};

function kindName(kind: CombinationKind): string {
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

// Control, format (bidi overrides, zero widths), lone surrogate, private-use and unassigned characters, and line breaks.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;

/**
 * Text someone typed, safe to show back: every unprintable character (escape bytes, line
 * breaks) as `?`, and at most `max` characters, cut with an ellipsis. A terminal never receives
 * their escape sequences, and a line of garbage is not echoed whole.
 */
export function shown(text: string, max = 40): string {
  // Cut before measuring in code points, so that a 10 MB line costs no more than a short one.
  const chars = Array.from(text.slice(0, 2 * max + 2));
  const cut = chars.length > max || text.length > 2 * max + 2;
  return (cut ? `${chars.slice(0, max - 1).join('')}…` : chars.join('')).replace(UNPRINTABLE, '?');
}
