/** Axes at the rules' own scale: round tick spacings and where a chart's scale should end. */

/** The round spacings an axis may tick at, per power of ten. */
const ROUND = [1, 2, 2.5, 5];

/**
 * The smallest round spacing (1, 2, 2.5 or 5 times a power of ten) that is a
 * whole number of `unit`s and puts at most `most` ticks on `0..span`.
 */
export function tickSpacing(span: number, most: number, unit = 1): number {
  for (let power = 10 ** Math.floor(Math.log10(Math.max(unit, 1e-9))); ; power *= 10) {
    for (const round of ROUND) {
      const spacing = round * power;
      if (spacing >= unit && spacing % unit === 0 && span / spacing <= most) return spacing;
    }
  }
}

/** The ticks from 0 up to `top` at `spacing`. */
export function ticks(top: number, spacing: number): number[] {
  const out: number[] = [];
  for (let tick = 0; tick <= top + 1e-9; tick += spacing) out.push(tick);
  return out;
}

/**
 * Where a linear axis of bars should end so that the small bars stay
 * readable: at the largest value that is no more than `jump` times the one
 * below it (sorted), rounded up to its tick spacing. Bars beyond are drawn
 * broken at the edge, with their value.
 */
export function axisTop(values: readonly number[], most: number, jump = 4): { top: number; spacing: number } {
  const sorted = [...values].filter((value) => value > 0).sort((a, b) => a - b);
  let kept = sorted[0] ?? 1;
  for (const value of sorted.slice(1)) {
    if (value > kept * jump) break;
    kept = value;
  }
  const spacing = tickSpacing(kept, most);
  return { top: Math.ceil((kept * 1.04) / spacing) * spacing, spacing };
}
