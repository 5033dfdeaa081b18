import { optimalTurn, type Rules } from 'farkle-rules';
import { formatNumber } from './dom.js';
import { formatBytes } from './table-files.js';

/** The grid sizes offered: scores per player on the chart (10 × 10 cells up to 40 × 40). */
const SIZES = [10, 20, 30, 40];
const LARGEST = 40;
/** The size chosen first: 20 × 20, quick for every rule set the solver models plainly. */
const FIRST = 20;

/** A target the win chart offers, with its words. */
export interface WinTarget {
  readonly value: number;
  readonly label: string;
}

/** Points per step of the rules' score grid: the turn solver's (the gcd of every combination's points). */
export function scoreStep(rules: Rules): number {
  try {
    return optimalTurn(rules).step;
  } catch {
    return 50;
  }
}

/** A solved table of the rules' own game, as the targets offer it: its target and its file's size. */
export interface TableTarget {
  readonly target: number;
  readonly bytes: number;
}

/**
 * The targets the win chart offers for a rule set, at its own scale: 10, 20,
 * 30 and 40 steps of its score grid (classic: 500 to 2,000; farkel, whose
 * single 1 scores 1,000: 5,000 to 20,000), none past the rules' own target,
 * which is offered too when it is that small; and the target of each of
 * `tables` up to the rules' own (zilch's 10,000, from the site's table file).
 */
export function winTargets(rules: Rules, tables: readonly TableTarget[] = []): WinTarget[] {
  const step = scoreStep(rules);
  const own = rules.end.target;
  const values = SIZES.map((size) => size * step).filter((value) => value <= own);
  if (own <= LARGEST * step) values.push(own);
  values.push(...tables.map((table) => table.target).filter((value) => value <= own));
  return [...new Set(values)]
    .sort((a, b) => a - b)
    .map((value) => {
      const cells = Math.ceil(value / step);
      const words = value === own ? `${formatNumber(value)}, the rules’ target` : formatNumber(value);
      const table = tables.find((candidate) => candidate.target === value);
      return { value, label: `${words} (${table === undefined ? `${cells} × ${cells} scores` : `the solved table, ${formatBytes(table.bytes)}`})` };
    });
}

/** The target to pick first: 20 steps, or the nearest offered below it. */
export function firstTarget(rules: Rules, targets: readonly WinTarget[]): number {
  const wanted = FIRST * scoreStep(rules);
  const below = targets.filter((target) => target.value <= wanted);
  return (below[below.length - 1] ?? targets[0])?.value ?? wanted;
}
