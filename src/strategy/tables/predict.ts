/*
 * How a compact table guesses each value from those before it (FORMAT.md,
 * "Prediction"). On the score grid of a race's states the chances change
 * smoothly with both scores: a value is guessed from five neighbours
 * already coded, a plane through the three nearest (a + b - c, weighed
 * twice) and a straight line through each pair of its row and its column
 * (2a - a2, 2b - b2), averaged; next to the grid's edges, from what there
 * is. In tags past the first, its difference from the first tag at the same
 * scores is guessed so. In tables without a score grid (lives, high
 * stakes), the value before of the same number of the state.
 *
 * Measured on zilch's own table (952,200 chances), in bytes a state of the
 * Rice code at steps of 2^-24: the plane alone 0.86, the median edge
 * detector of LOCO-I 0.90, this average 0.79, a least-squares fit of twelve
 * neighbours 0.76.
 */

/** The shape of a table as its prediction walks it. */
export interface TableShape {
  /** Numbers per state (1, or 2 where nobody may win and each player's chance is kept). */
  readonly width: number;
  /** Scores per side of the grid, or 0 without a grid. */
  readonly scores: number;
  /** Planes of scores (tags), with a grid. */
  readonly tags: number;
}

/** The half of a compact table's 2^23 steps: the guess where no value is coded yet. */
const HALF = 1 << 22;

/**
 * The guess of the value at position p (row i, column j) of a grid `d`: in
 * the first tag the values, past it their differences from the first
 * tag's at the same scores.
 */
function guessAt(d: Int32Array, p: number, scores: number, i: number, j: number): number {
  if (i === 0) return j === 0 ? 0 : (d[p - 1] as number);
  if (j === 0) return d[p - scores] as number;
  const a = d[p - 1] as number;
  const b = d[p - scores] as number;
  const plane = a + b - (d[p - scores - 1] as number);
  if (i === 1 || j === 1) return plane;
  // The floor of a quarter, as a shift: every value and difference is within 2^24, so the sum is far inside 32 bits.
  return (2 * plane + 2 * a - (d[p - 2] as number) + 2 * b - (d[p - 2 * scores] as number) + 2) >> 2;
}

/**
 * Walks the table's values in coding order, the value at each index guessed
 * from those before it, with the residual of each in `residuals` (in
 * coding order). Encoding (`limit` 0), `q` holds the rounded values and
 * each residual is set, the value less its guess. Decoding (`limit` the
 * largest value), `q` is filled as it goes, each value its guess plus its
 * residual, kept within 0 to `limit` (a hostile body cannot grow the
 * guesses past what an Int32Array holds); returns the first position in
 * coding order whose value fell outside, else -1. On a grid the coding
 * order is the index order and each residual is read before its value is
 * written: decoding, `q` may be `residuals` itself.
 */
export function walk(shape: TableShape, q: Int32Array, residuals: Int32Array, limit = 0): number {
  const { width, scores } = shape;
  const count = q.length;
  const plane = scores * scores;
  // With a grid, the tag's values (the first tag) or differences from the first tag's, by position in the grid.
  const d = scores === 0 ? q : new Int32Array(plane);
  // Without a grid, each number of a state in turn (c), state by state; with one, index order: tag by tag, row i, column j.
  let c = 0;
  let at = 0;
  let i = 0;
  let j = 0;
  let p = 0;
  let first = 0;
  let bad = -1;
  for (let n = 0; n < count; n++) {
    if (scores === 0) {
      if (at >= count) at = ++c;
      first = at < width ? HALF : (q[at - width] as number);
    } else first = at < plane ? (at === 0 ? HALF : 0) : (q[p] as number);
    const guess = scores === 0 ? first : first + guessAt(at < plane ? q : d, p, scores, i, j);
    if (limit === 0) residuals[n] = (q[at] as number) - guess;
    else {
      const value = guess + (residuals[n] as number);
      if ((value < 0 || value > limit) && bad < 0) bad = n;
      q[at] = value < 0 ? 0 : value > limit ? limit : value;
    }
    if (scores === 0) at += width;
    else {
      if (at >= plane) d[p] = (q[at] as number) - (q[p] as number);
      at++;
      p++;
      if (++j === scores) {
        j = 0;
        if (++i === scores) {
          i = 0;
          p = 0;
        }
      }
    }
  }
  return bad;
}
